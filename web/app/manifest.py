"""What ships where: which of our Python goes into which zip of the site, which views open the
zips fetched later, and what stays out of the page. Pure data, read alike by the build
(build/manifest.py), the page (app.routes, app.lazy, app.photo.loader), the snapshot's recipe
(tools/snapshot/prepare.py) and the tests; a new view or package is one line here.
"""

from __future__ import annotations

START_ZIP = "python.zip"
"""The zip a visit fetches before Python starts: the solitaire, and the page layer's start."""

ZIPS: dict[str, tuple[str, ...]] = {
    "python.zip": ("py/engine", "py/safejson", "py/seeded", "py/keeping", "py/tiles/__init__.py",
                   "web/app"),
    "photo.zip": ("py/photo", "web/app/photo"),
    "mcr.zip": ("py/scoring", "py/tiles", "web/app/scorer", "web/app/reference",
                "web/app/text/fans.py", "web/app/tilenames.py",
                "web/app/photo/__init__.py", "web/app/photo/loader.py"),
    "table.zip": ("py/table", "web/app/table"),
    "sheet.zip": ("py/sheet", "web/app/sheet"),
    "editor.zip": ("web/app/editor", "py/engine/kmahjongg.py",
                   "py/engine/layout_code.py", "py/engine/layout_editor.py"),
    "about.zip": ("web/app/about",),
    "puzzles.zip": ("py/puzzles", "web/app/puzzles"),
}
"""Each zip of the site and the folders and files of the repository it holds. A file goes into
the zip that names it or its nearest folder, so what a later zip names leaves python.zip; in a
zip a file is named by its path below py/ or web/ (engine/deal.py, app/scorer/view.py). The
tiles' vocabulary is split so: its faces (tiles/__init__.py) start with the solitaire, its kinds,
Meld and notation reader come with the scorer, which the table, the sheet and photo entry open
first (app.lazy adds the later zip's tiles/ to the package's path). Photo entry's opener
(app/photo/loader.py) comes with the scorer, its only caller; the rest of app/photo in photo.zip.
"""

LOCALE = "web/app/locale"
"""The page's words: gettext catalogs, <lang>/LC_MESSAGES/<domain>.po, compiled to .mo by the
build into the zip CATALOGS names for the domain (a zip holds the .mo of its domains alone)."""

CATALOGS: dict[str, tuple[str, ...]] = {
    "python.zip": ("common", "solitaire"),
    "mcr.zip": ("scorer", "photo", "study", "fans"),
    "table.zip": ("table", "learn", "guide"),
    "sheet.zip": ("sheet",),
    "editor.zip": ("editor",),
    "about.zip": ("about",),
    "puzzles.zip": ("puzzles",),
}
"""Each zip's catalog domains: the first visit carries the shell's and the solitaire's words."""

NOT_FOR_THE_PAGE = ("__main__.py", "cli.py")
"""Modules no page runs (the command lines, for CPython and Node.js): in no zip."""

LEFT_OUT = ("py/photo/image.py", "py/photo/namer_numpy.py", "py/photo/namer.md",
            "web/app/po.py")
"""Files in no zip besides: the photo reader's image files (Pillow's, for the command line), its
namer's NumPy forward pass (the command line's, when NumPy is there), the namer's model card,
and the catalogs' compiler (app/po.py: CPython reads the .po with Babel; the page the .mo)."""

WITH_SOURCES = ("photo.zip",)
"""Zips that keep the Python sources beside their bytecode (the reader runs in CPython from its
zip too: tests/photo); the others hold bytecode alone."""

VIEWS: tuple[tuple[str, str, str, tuple[str, ...]], ...] = (
    ("score", "scorer", "app.scorer.view", ("mcr.zip",)),
    ("sheet", "sheet", "app.sheet.view", ("mcr.zip", "sheet.zip")),
    ("fans", "reference", "app.reference.view", ("mcr.zip",)),
    ("table", "table", "app.table.view", ("mcr.zip", "table.zip")),
    ("editor", "editor", "app.editor.view", ("editor.zip",)),
    ("about", "about", "app.about.view", ("about.zip",)),
    ("puzzles", "puzzles", "app.puzzles.view", ("mcr.zip", "puzzles.zip")),
    ("", "solitaire", "app.solitaire.view", ()),
)
"""The views the router opens, by the URL fragment: (its prefix, the view's name, its module,
the later zips its code needs, in order). The first prefix the fragment starts with wins, so the
empty one, the solitaire, comes last. A page opened on a view fetches its zips at once."""

PANELS: dict[str, tuple[str, ...]] = {"app.photo.view": ("photo.zip",)}
"""Code a view opens itself when the player asks, with the later zips it needs: photo entry,
from the scorer."""
