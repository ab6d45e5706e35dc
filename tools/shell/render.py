"""The page's static shell: the solitaire start screen written into index.html (build.py,
make_shell), so that a phone shows a usable start screen long before Python is up.

The markup is the Python page's own (tools/shell/capture.js captures it in the built page, in
every language); the data web/shell.js needs comes from the app's own tables, here: the texts
(the catalogs of app/locale/), the layouts' names, what the order of the layout picker is
worked out from
(app.solitaire.fit.picker_order's constants and the layouts' extents), the routes
(app.routes) and the storage keys.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "web" / "shell.js"
PLACEHOLDER = '"__SHELL_DATA__"'
# The buttons that start a deal say so while they wait for Python (others: "shell.opening").
DEAL_BUTTONS = ("todays-deal", "new-deal", "continue-deal")


def _imports() -> None:
    for path in (ROOT / "py", ROOT / "web"):
        if str(path) not in sys.path:
            sys.path.insert(0, str(path))


def fit_data() -> dict:
    """What web/shell.js needs to order the picker as app.solitaire.fit.picker_order does: the
    fit's constants and each layout's extent (in engine.layouts() order). Computed there from
    them, not sampled into a table: with 42 layouts the table was 58 kB."""
    _imports()
    from app.solitaire import fit
    from engine import layouts

    return {"aspect": fit.TILE_ASPECT, "depth": fit.DEPTH, "minHalf": fit.MIN_HALF_WIDTH,
            "steps": fit.FILL_STEPS, "phoneTile": fit.PHONE_TILE,
            "extents": [list(layout.extent) for layout in layouts()]}


def pictures(layout) -> str:  # noqa: ANN001 - an engine Layout
    """A layout's picture for web/shell.js, which draws it as app.solitaire.panels.layout_preview
    does: its runs of tiles (engine.layout.runs_of: z, y, x, count), each number a character
    from "0" (4 kB for the 42 layouts, against 118 kB of SVG markup)."""
    _imports()
    from engine.layout import runs_of

    values = [v for run in runs_of(layout.positions) for v in run]
    if not all(0 <= v < 43 for v in values):  # "0" + 43 is "[", then "\\"
        raise SystemExit(f"build: layout {layout.id} is too large for the shell's pictures")
    return "".join(chr(48 + v) for v in values)


def texts() -> dict[str, dict]:
    """The shell's texts in each language: the app shell's catalog (common), the start screen's
    lines for a new player (today's for each layout, the streak)."""
    _imports()
    from app.i18n import LANGUAGES, Translator, keys
    from engine import layouts

    out = {}
    for lang in LANGUAGES:
        i18n = Translator(lang)
        i18n.use("common", "solitaire")
        table = {key: i18n.t(key) for key in keys(lang, "common")}
        table["sol.streak.none"] = i18n.t("sol.streak.none")
        table["todayNone"] = {
            layout.id: i18n.t("sol.start.today_none", layout=layout.name(lang))
            for layout in layouts()
        }
        out[lang] = table
    return out


def backgrounds() -> dict:
    """The board's backgrounds (the first is the default) and their setting's name, as
    app.solitaire.settings has them: read from its source, since it imports the browser's
    modules. web/shell.js paints the chosen one from the first frame."""
    import ast

    source = (ROOT / "web" / "app" / "solitaire" / "settings.py").read_text()
    found = {}
    for node in ast.parse(source).body:
        if isinstance(node, ast.Assign) and isinstance(node.targets[0], ast.Name | ast.Tuple):
            target = node.targets[0]
            names = [target] if isinstance(target, ast.Name) else target.elts
            values = ast.literal_eval(node.value)
            values = [values] if isinstance(target, ast.Name) else values
            found.update((n.id, v) for n, v in zip(names, values, strict=True))
    return {"setting": found["BACKGROUND"], "names": list(found["BACKGROUNDS"])}


def shell_data(capture: dict) -> dict:
    """SHELL, the data of web/shell.js, from the capture and the app's tables."""
    _imports()
    from app import shell
    from app.i18n import LANGUAGES
    from app.routes import ROUTES
    from app.solitaire.art import art_path
    from app.solitaire.fit import MARGIN, MIN_BOX
    from engine import layouts, records, saved
    from engine.daily import KATHMANDU
    from tiles import FACES

    offset = KATHMANDU.utcoffset(None)
    return {
        "base": LANGUAGES[0],
        "langs": list(LANGUAGES),
        "patches": capture["patches"],
        "titles": capture["titles"],
        "continueHtml": capture["continueHtml"],
        "texts": texts(),
        "layouts": [layout.id for layout in layouts()],
        "pictures": [pictures(layout) for layout in layouts()],
        "about": {lang: [layout.description(lang) for layout in layouts()] for lang in LANGUAGES},
        "fit": fit_data(),
        "margin": MARGIN,
        "minBox": MIN_BOX,
        "routes": [[prefix, name] for prefix, name, _ in ROUTES],
        "offsetMinutes": int(offset.total_seconds() // 60),
        "keys": {"setting": records.setting_key("x")[:-1], "shell": shell.KEY,
                 "current": saved.KEY},
        "waiting": dict.fromkeys(DEAL_BUTTONS, "shell.preparing"),
        "focus": ".panel-actions button:not([disabled])",
        "art": [art_path(face) for face in FACES],
        "backgrounds": backgrounds(),
    }


def write_page(page: Path, capture: dict) -> None:
    """Put the captured start screen and the shell's script into the built index.html."""
    _imports()
    from app.i18n import LANGUAGES

    html = page.read_text()
    data = json.dumps(shell_data(capture), ensure_ascii=False, separators=(",", ":"))
    script = SCRIPT.read_text()
    if PLACEHOLDER not in script:
        raise SystemExit(f"build: {SCRIPT} lacks {PLACEHOLDER}")
    script = script.replace(PLACEHOLDER, data.replace("</", "<\\/"))
    for pattern, new in (
        (r'<header class="topbar">.*?</header>', capture["html"]["header"]),
        (r'<section id="view-solitaire"[^>]*></section>', capture["html"]["section"]),
        (r"<!--SHELL-SCRIPT-->", f"<script>\n{script}</script>"),
        (r'<html lang="[a-z]+"', f'<html lang="{LANGUAGES[0]}" class="shell-pending"'),
    ):
        html, found = re.subn(pattern, lambda _, new=new: new, html, count=1, flags=re.S)
        if not found:
            raise SystemExit(f"build: {page} lacks {pattern}")
    page.write_text(html)
