"""KMahjongg's layout files (`.layout`), read as KMahjongg itself reads them, so that players
can bring the layouts they already have (the app ships none of them).

The format, as KMahjongg's BoardLayout::loadBoardLayout reads it: a first line
`kmahjongg-layout-v1.1` (or `-v1.0`), then lines; a line starting with `#` is a comment, and in
v1.1 a line `wN`, `hN` or `dN` gives the board's width, height (in quarter tiles, our half-tile
units) and depth (layers; v1.0 boards are always 32 x 16 x 5). Every other line is board: all
of them joined must hold exactly width x height x depth cells, layer after layer, row after row.
A tile is the cell `1` at its top-left quarter; KMahjongg counts tiles by the `1`s and ignores
the rest of the marks, so files mark a tile's bottom row loosely (`43` mostly, `32` or other
marks in some): only the top row is checked here, a `1` with a `2` to its right.

Errors (ValueError, one line): a wrong first line, a board of the wrong size or without the
size, a tile whose top row is not `1` `2`, no tiles, an odd number of tiles or more than 144,
tiles overlapping on a layer or a raised tile not resting on the layer under it.
"""

from __future__ import annotations

from .geometry import Position, check_layout_shape
from .tiles import SET_SIZE

MAGIC_10 = "kmahjongg-layout-v1.0"
MAGIC_11 = "kmahjongg-layout-v1.1"
SIZE_10 = (32, 16, 5)  # (width, height, depth) of every v1.0 board


def is_kmahjongg(text: str) -> bool:
    """True if `text` starts as a KMahjongg layout file does."""
    return text.lstrip("\ufeff").split("\n", 1)[0].rstrip("\r") in (MAGIC_10, MAGIC_11)


def read_kmahjongg(text: str) -> list[Position]:
    """The tile positions of a KMahjongg layout file, moved so that the top-left tile of the
    lowest layer touches the origin (x, y, z >= 0, some tile at x = 0, one at y = 0, one at
    z = 0); ValueError naming what is wrong."""
    lines = text.lstrip("\ufeff").splitlines()
    magic = lines[0] if lines else ""
    if magic not in (MAGIC_10, MAGIC_11):
        raise ValueError(f"not a KMahjongg layout: the first line must be {MAGIC_11!r} or "
                         f"{MAGIC_10!r}, not {magic[:40]!r}")
    width, height, depth = SIZE_10 if magic == MAGIC_10 else (0, 0, 0)
    board: list[str] = []
    for line in lines[1:]:
        if line.startswith("#"):
            continue
        if magic == MAGIC_11 and line[:1] in ("w", "h", "d"):
            value = _int(line[1:])
            if line[0] == "w":
                width = value
            elif line[0] == "h":
                height = value
            else:
                depth = value
            continue
        board.append(line)
    if min(width, height, depth) <= 0:
        raise ValueError("the board's size is missing: lines w<width>, h<height> and "
                         "d<depth> are needed")
    cells = "".join(board)
    if len(cells) != width * height * depth:
        raise ValueError(f"the board has {len(cells)} cells, not {width} x {height} x {depth}"
                         f" = {width * height * depth}")
    positions: list[Position] = []
    for index, mark in enumerate(cells):
        if mark != "1":
            continue
        z, rest = divmod(index, width * height)
        y, x = divmod(rest, width)
        if x + 1 >= width or cells[index + 1] != "2":
            raise ValueError(f"the tile at column {x}, row {y}, layer {z} has no 2 beside its "
                             "1 (a tile's top row is 1 2)")
        positions.append((x, y, z))
    if not positions:
        raise ValueError("the layout has no tiles")
    if len(positions) % 2 or len(positions) > SET_SIZE:
        raise ValueError(f"the layout has {len(positions)} tiles: an even number up to "
                         f"{SET_SIZE} is needed")
    low = [min(p[axis] for p in positions) for axis in range(3)]
    moved = [(x - low[0], y - low[1], z - low[2]) for x, y, z in positions]
    check_layout_shape(moved)
    return moved


def _int(text: str) -> int:
    """A size as KMahjongg reads it (QString::toInt): digits, else 0."""
    text = text.strip()
    return int(text) if text.isdigit() else 0


def layout_id_for(name: str) -> str:
    """A layout id (lowercase letters) made from a file's name: `4_winds.layout` -> `winds`,
    `up&down` -> `updown`; `imported` if no letter is left."""
    stem = name.rsplit("/", 1)[-1].removesuffix(".layout")
    letters = "".join(c for c in stem.lower() if "a" <= c <= "z")
    return letters if letters and letters != "any" else "imported"


def layout_name_for(name: str) -> str:
    """A display name made from a file's name: `inner_circle.layout` -> `Inner circle`."""
    stem = name.rsplit("/", 1)[-1].removesuffix(".layout").replace("_", " ").strip()
    return (stem[:1].upper() + stem[1:]) if stem else "Imported"
