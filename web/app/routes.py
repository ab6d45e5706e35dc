"""The routes of the page (the URL fragment): `#/` solitaire (the default), `#/score...` the
scorer, `#/sheet...` the score sheet of a match at a real table, `#/fans...` the fan reference,
`#/table...` the MCR table game, `#/editor...` the solitaire's layout editor. Pure Python: the
router (app.main) and the page's static shell (the build) read the same table, the manifest's
(app.manifest.VIEWS, which also names the zips each view needs)."""

from __future__ import annotations

from app.manifest import VIEWS

# route prefix -> (view name, module with `create(ctx) -> View`); the first prefix that the
# fragment starts with wins, so the empty prefix (solitaire) comes last.
ROUTES = tuple((prefix, name, module) for prefix, name, module, _ in VIEWS)


def route(fragment: str) -> tuple[str, str, str]:
    """(view name, its module, the rest of the fragment) for a URL fragment such as "#/score"."""
    fragment = fragment.removeprefix("#").removeprefix("/")
    for prefix, name, module in ROUTES:
        if fragment.startswith(prefix):
            return name, module, fragment[len(prefix):]
    raise AssertionError("the empty prefix matches every fragment")
