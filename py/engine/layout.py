"""Layouts: named shapes of tile positions, read from the text files in `layout_files/`.

A layout file is plain text, one statement a line, `#` starts a comment:

    id turtle                  short lowercase id
    order 10                   place in the display order (smaller first)
    name en Turtle             a name per language: en, ne, hi
    about en The classic ...   a one-line description per language (optional)
    level hard                 easy, medium or hard: what `level_of` says (optional)
    row Z Y X COUNT            COUNT tiles on layer Z at half-row Y, from half-column X, every 2
    block Z Y X COLS ROWS      a rectangle of COLS x ROWS tiles with top-left tile at (X, Y)
    tile Z Y X                 one tile

Coordinates are half-tile units (a tile covers 2 x 2), so `row 0 7 0 1` sits half a row below
`row 0 6 ...`. Statements add up; a layout must pass `geometry.check_layout_shape`.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache, cached_property
from pathlib import Path

from .geometry import Geometry, Position, check_layout_shape

LANGUAGES = ("ne", "hi", "en")
LAYOUT_DIR = Path(__file__).resolve().parent / "layout_files"
LAYOUT_SUFFIX = ".layout"
BUNDLE = "all.layouts"
"""The one file the site ships the layouts in (`bundle_text`), in place of the files."""
RESERVED_IDS = ("any",)
LEVELS = ("easy", "medium", "hard")
EASY_FREE, HARD_FREE = 0.40, 0.25
"""A layout is easy when at least 40 % of its tiles are free at the start, hard below 25 %."""
"""Ids no layout may have: the records' overall streak is kept under "any"."""


@dataclass(frozen=True)
class Layout:
    """A named set of positions. `positions` are sorted by (z, y, x): index = tile id."""

    id: str
    names: dict[str, str] = field(hash=False, compare=False)
    positions: tuple[Position, ...]
    order: int = field(default=0, compare=False)
    about: dict[str, str] = field(default_factory=dict, hash=False, compare=False)
    """A one-line description per language (the built-in layouts have one in each)."""
    level: str = field(default="", compare=False)
    """"easy", "medium" or "hard" (`level_of`), written in the file so that the picker need
    not work it out at every start; "" if not given."""

    @property
    def size(self) -> int:
        """The number of tiles."""
        return len(self.positions)

    @cached_property
    def extent(self) -> tuple[int, int, int]:
        """(half-columns, half-rows, layers) the layout spans from the origin: its drawn size
        before the layers' offsets, as the board and the layout picker measure it (worked out
        once: the picker measures every layout at every start and rotation)."""
        xs, ys, zs = zip(*self.positions, strict=True)
        return max(xs) + 2, max(ys) + 2, max(zs) + 1

    @property
    def geometry(self) -> Geometry:
        """The precomputed free-rule relations of this layout (cached per layout)."""
        return _geometry(self.positions)

    def name(self, lang: str) -> str:
        """The name in `lang` ("ne", "hi", "en"), falling back to English."""
        return self.names.get(lang) or self.names["en"]

    def description(self, lang: str) -> str:
        """The one-line description in `lang`, falling back to English ("" if none)."""
        return self.about.get(lang) or self.about.get("en", "")


@cache
def _geometry(positions: tuple[Position, ...]) -> Geometry:
    return Geometry(positions)


def parse_layout(text: str, source: str = "<layout>", check_shape: bool = True) -> Layout:
    """Read one layout file's text; ValueError naming the line on any mistake.

    `check_shape=False` skips the geometric check (overlaps, support, even count): the shipped
    layouts are checked by the tests, and the page need not pay for it at every start.
    """
    layout_id = None
    order = 0
    names: dict[str, str] = {}
    about: dict[str, str] = {}
    level = ""
    positions: list[Position] = []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.split("#", 1)[0].strip()
        if not line:
            continue
        word, _, rest = line.partition(" ")
        args = rest.split()
        where = f"{source}:{number}"
        try:
            if word == "id":
                layout_id = rest.strip()
            elif word == "order":
                order = int(rest)
            elif word == "level":
                if rest.strip() not in LEVELS:
                    raise ValueError(f"level must be one of {LEVELS}")
                level = rest.strip()
            elif word in ("name", "about"):
                lang, _, value = rest.strip().partition(" ")
                if lang not in LANGUAGES or not value.strip():
                    raise ValueError(f"{word} needs a language of {LANGUAGES} and a text")
                (names if word == "name" else about)[lang] = value.strip()
            elif word == "row":
                z, y, x, count = (int(a) for a in args)
                positions.extend((x + 2 * i, y, z) for i in range(count))
            elif word == "block":
                z, y, x, cols, rows = (int(a) for a in args)
                positions.extend(
                    (x + 2 * c, y + 2 * r, z) for r in range(rows) for c in range(cols)
                )
            elif word == "tile":
                z, y, x = (int(a) for a in args)
                positions.append((x, y, z))
            else:
                raise ValueError(f"unknown statement {word!r}")
        except ValueError as exc:
            raise ValueError(f"{where}: {exc}") from None
    if not layout_id or not layout_id.isascii() or not layout_id.isalpha():
        raise ValueError(f"{source}: the id must be a short lowercase word")
    if layout_id != layout_id.lower():
        raise ValueError(f"{source}: the id must be lowercase")
    if layout_id in RESERVED_IDS:
        raise ValueError(f"{source}: the id {layout_id!r} is reserved")
    missing = [lang for lang in LANGUAGES if lang not in names]
    if missing:
        raise ValueError(f"{source}: missing names for {missing}")
    if check_shape:
        try:
            check_layout_shape(positions)
        except ValueError as exc:
            raise ValueError(f"{source}: {exc}") from None
    ordered = tuple(sorted(positions, key=lambda p: (p[2], p[1], p[0])))
    return Layout(id=layout_id, names=names, positions=ordered, order=order, about=about,
                  level=level)


def layout_of(
    layout_id: str, positions: list[Position] | tuple[Position, ...],
    names: dict[str, str] | None = None, order: int = 0,
) -> Layout:
    """A layout from its positions (a player's own, an imported file), checked as a layout
    file is (`geometry.check_layout_shape`; ValueError naming what is wrong) and sorted by
    (z, y, x) so that tile ids are as in a file of the same positions. `names` default to the
    id in every language."""
    check_layout_shape(positions)
    ordered = tuple(sorted(((int(x), int(y), int(z)) for x, y, z in positions),
                           key=lambda p: (p[2], p[1], p[0])))
    return Layout(id=layout_id, names=dict(names or dict.fromkeys(LANGUAGES, layout_id)),
                  positions=ordered, order=order)


def level_of(layout: Layout) -> str:
    """How hard a layout is, from the share of its tiles free at the start (the more tiles
    free, the more pairs to choose from and the fewer blind choices): "easy" from EASY_FREE up,
    "hard" below HARD_FREE, else "medium"."""
    geom = layout.geometry
    share = geom.free_mask(geom.full).bit_count() / max(layout.size, 1)
    return "easy" if share >= EASY_FREE else "hard" if share < HARD_FREE else "medium"


def runs_of(positions: list[Position] | tuple[Position, ...]) -> list[tuple[int, int, int, int]]:
    """(z, y, x, count) of each run of tiles side by side (x two apart), in layout-file order
    (layer, row, column): the `row` statements a layout file of these positions needs."""
    runs: list[list[int]] = []
    for x, y, z in sorted(positions, key=lambda p: (p[2], p[1], p[0])):
        run = runs[-1] if runs else None
        if run and run[0] == z and run[1] == y and run[2] + 2 * run[3] == x and run[3] < 128:
            run[3] += 1
        else:
            runs.append([z, y, x, 1])
    return [(z, y, x, n) for z, y, x, n in runs]


def layout_ids() -> list[str]:
    """The ids of every layout, sorted (a file's name is its layout's id), without reading
    any layout: what a start that deals one layout at once needs to know."""
    return list(_layout_ids())


def bundle_text(texts: list[str], drop: tuple[str, ...] = ()) -> str:
    """Layout files as one text, their comments and the statements named in `drop` left out
    (the site ships the layouts so, without the descriptions, which its static start screen
    already carries: one file compresses to a third of 42 files zipped one by one);
    `split_bundle` reads it."""
    kept = []
    for text in texts:
        for raw in text.splitlines():
            line = raw.split("#", 1)[0].rstrip()
            if line and line.split(" ", 1)[0] not in drop:
                kept.append(line)
    return "\n".join(kept) + "\n"


def split_bundle(text: str) -> dict[str, str]:
    """{id: that layout's text} of a `bundle_text`: each layout starts at its `id` line."""
    out: dict[str, list[str]] = {}
    current: list[str] | None = None
    for line in text.splitlines():
        if line.startswith("id "):
            current = out.setdefault(line[3:].strip(), [])
        if current is not None:
            current.append(line)
    return {layout_id: "\n".join(lines) + "\n" for layout_id, lines in out.items()}


@cache
def _bundled() -> dict[str, str]:
    """The layouts' texts from the bundle the site ships (build.py), or {} beside the files."""
    path = LAYOUT_DIR / BUNDLE
    return split_bundle(path.read_text(encoding="utf-8")) if path.exists() else {}


@cache
def _layout_ids() -> tuple[str, ...]:
    if _bundled():
        return tuple(sorted(_bundled()))
    return tuple(sorted(path.name.removesuffix(LAYOUT_SUFFIX)
                        for path in LAYOUT_DIR.iterdir() if path.name.endswith(LAYOUT_SUFFIX)))


@cache
def _read_layout(layout_id: str) -> Layout:
    path = LAYOUT_DIR / (layout_id + LAYOUT_SUFFIX)
    text = _bundled().get(layout_id)
    if text is None:
        text = path.read_text(encoding="utf-8")
    layout = parse_layout(text, path.name, check_shape=False)
    if layout.id != layout_id:
        raise ValueError(f"{path.name}: its id is {layout.id!r}, not its file's name")
    return layout


@cache
def _all_layouts() -> tuple[Layout, ...]:
    return tuple(sorted((_read_layout(i) for i in _layout_ids()),
                        key=lambda lay: (lay.order, lay.id)))


def layouts() -> list[Layout]:
    """Every layout, in display order (the `order` field, then id)."""
    return list(_all_layouts())


def get_layout(layout_id: str) -> Layout:
    """The layout with this id (only its own file read); KeyError with the known ids if there
    is none."""
    if layout_id in _layout_ids():
        return _read_layout(layout_id)
    known = ", ".join(lay.id for lay in _all_layouts())
    raise KeyError(f"unknown layout {layout_id!r} (known: {known})")
