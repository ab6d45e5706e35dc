"""From a framed row to tiles: rectify the frame, find the tiles' faces inside it, split them
into equal slots (each boundary moved to the nearest gap between tiles), trim each to its ink.

No learning is needed: a hand laid out for scoring is a row of upright tiles of equal width.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass
from operator import add

from .describe import Descriptor, describe
from .errors import PhotoError
from .frame import refine_frame
from .geometry import Corners, check_corners, frame_aspect
from .layout import locate_steps
from .picture import Picture, grey_of
from .steps import run

STRIP_HEIGHT = 96  # rectified tile height in pixels
TILE_ASPECT = 0.75  # width / height of a tile's face, when nothing better is known
MAX_TILES = 20
# The ink box holds every pixel darker than this fraction of the face: faint, thin strokes too
# (the corner index), so two photos of a tile trim alike.
BOX_LEVEL = 0.8


@dataclass(frozen=True)
class Slot:
    """One tile's place in the row: its outline in the picture, its ink box in the rectified
    strip (None when the slot shows no tile) and its descriptor."""

    corners: Corners
    box: tuple[int, int, int, int] | None
    descriptor: Descriptor | None
    face_level: float = 0.0


@dataclass(frozen=True)
class Row:
    """A framed row split into tiles: the faces' frame (tightened to the tiles found), the
    rectified strip, one slot per tile left to right, the tiles' shape (width / height), and
    how many tiles the gaps between them show (None when they do not show)."""

    corners: Corners
    strip: Picture
    slots: tuple[Slot, ...]
    tile_aspect: float
    counted: int | None = None  # tiles counted from the gaps between them, if they show


@dataclass(frozen=True)
class Strip:
    """A framed row rectified and split into slots, before its tiles are described: the
    faces' frame (tightened to the tiles found), the rectified strip and its planes, the slot
    edges in the strip, each slot's outline in the picture, the tiles' shape, and how many
    tiles the gaps between them show (None when they do not show).

    Splitting is the cheap part of reading (no tile described): a page shows the count and
    the slots while the player frames the row, then describes the same strip."""

    corners: Corners
    strip: Picture
    planes: tuple[bytes, bytes, bytes, bytes]  # grey, red, green, blue
    edges: tuple[int, ...]
    outlines: tuple[Corners, ...]
    tile_aspect: float
    counted: int | None = None

    @property
    def count(self) -> int:
        """How many slots the row is split into."""
        return len(self.outlines)


def split(picture: Picture, corners, tiles: int | None = None,
          tile_aspect: float = TILE_ASPECT, refine: bool = True) -> Strip:
    """split_steps run to its end (see there)."""
    return run(split_steps(picture, corners, tiles, tile_aspect, refine))


def split_steps(picture: Picture, corners, tiles: int | None = None,
                tile_aspect: float = TILE_ASPECT,
                refine: bool = True) -> Generator[None, None, Strip]:
    """Find the tiles in the frame (fitted to the row's own edges first, unless `refine` is
    False: a frame suggest_frame found is fitted already): `tiles` of them (None: as many as
    the gaps between them show, as a hand would be counted), a row or (a teaching layout, a
    hand in two rows) several, in reading order; each tile then rectified and laid side by
    side in one strip. Raises PhotoError for a bad frame or one with no tiles. In steps (the
    fit, finding the tiles, each tile's sampling); yields between them."""
    corners = check_corners(corners, picture.width, picture.height)
    if tiles is not None and not 1 <= tiles <= MAX_TILES:
        raise PhotoError(f"a row holds 1 to {MAX_TILES} tiles, not {tiles}", "bad_tiles",
                         tiles=tiles)
    if refine:
        corners = refine_frame(picture, corners)
    yield
    found = yield from locate_steps(picture, corners, tiles, tile_aspect)
    if found is None or not found.tiles:
        raise PhotoError("no tiles found in the frame", "no_tiles")
    yield
    strip, edges = yield from _laid_side_by_side(picture, found.tiles)
    r, g, b = strip.rgb_planes()
    aspects = sorted(frame_aspect(t) for t in found.tiles)
    return Strip(found.corners, strip, (grey_of(r, g, b), r, g, b), edges, found.tiles,
                 aspects[len(aspects) // 2], found.counted)


def _laid_side_by_side(picture: Picture, outlines) -> Generator[None, None, tuple]:
    """(the strip, its slot edges): each tile's outline rectified to STRIP_HEIGHT rows (its
    own shape kept) and the tiles laid left to right; yields after each tile."""
    sh = STRIP_HEIGHT
    tiles = []
    for outline in outlines:
        width = max(4, round(sh * frame_aspect(outline)))
        tiles.append((yield from picture.warp_steps(outline, width, sh)))
    edges = [0]
    for t in tiles:
        edges.append(edges[-1] + t.width)
    rows = []
    for y in range(sh):
        rows += [t.data[y * t.width * 3 : (y + 1) * t.width * 3] for t in tiles]
    return Picture(edges[-1], sh, b"".join(rows), 3), tuple(edges)


def describe_slot(strip: Strip, i: int) -> Slot:
    """Slot `i` of a split row: its ink box trimmed and described (no descriptor when the slot
    shows no tile)."""
    grey, r, g, b = strip.planes
    width, sh = strip.strip.width, strip.strip.height
    found = ink_box(grey, width, strip.edges[i], strip.edges[i + 1], sh)
    if found is None:
        return Slot(strip.outlines[i], None, None)
    box, level = found
    return Slot(strip.outlines[i], box, describe(grey, r, g, b, width, box, level), level)


def describe_steps(strip: Strip) -> Generator[int, None, Row]:
    """Describe a split row's tiles one at a time: yields the number of tiles described so
    far after each, and returns the Row. Raises PhotoError if no slot shows a tile."""
    slots = []
    for i in range(strip.count):
        slots.append(describe_slot(strip, i))
        yield i + 1
    if all(s.box is None for s in slots):
        raise PhotoError("no tiles found in the frame", "no_tiles")
    return Row(strip.corners, strip.strip, tuple(slots), strip.tile_aspect, strip.counted)


def locate(picture: Picture, corners, tiles: int | None = None,
           tile_aspect: float = TILE_ASPECT) -> Row:
    """Rectify the framed row, find its tiles (`tiles` of them, or as many as fit by the
    tile shape), and describe each. Raises PhotoError if the frame holds no tiles."""
    return run(describe_steps(split(picture, corners, tiles, tile_aspect)))


def ink_box(grey: bytes, width: int, left: int, right: int, height: int):
    """((x0, y0, x1, y1), face brightness) of the ink on the tile face between columns left and
    right, or None if the slot shows no ink (no tile, or a blank one).

    The face is the rows and columns mostly of clean face colour (the tile's edges and body
    are darker); ink is anything darker than BOX_LEVEL of the face inside it, faint thin
    strokes included, so that two photos of a tile trim alike."""
    w = right - left
    if w < 4:
        return None
    values = b"".join(grey[y * width + left : y * width + right] for y in range(height))
    ordered = sorted(values[::3])
    face = ordered[int(len(ordered) * 0.9)]
    if face < 24:
        return None
    clean = bytes(1 if v >= face * 0.88 else 0 for v in range(256))
    mask = values.translate(clean)
    if mask.count(1) < 0.2 * w * height:
        return None  # hardly any face: the table, or slivers of the neighbours
    rows = [mask.count(1, y * w, (y + 1) * w) for y in range(height)]
    cols = [0] * w
    for y in range(height):
        cols = list(map(add, cols, mask[y * w : (y + 1) * w]))
    fy = [y for y, c in enumerate(rows) if c >= 0.3 * w]
    fx = [x for x, c in enumerate(cols) if c >= 0.3 * height]
    if not fx or not fy:
        return None
    inset_x, inset_y = max(1, round(w * 0.04)), max(1, round(height * 0.03))
    fx0, fx1 = fx[0] + inset_x, fx[-1] + 1 - inset_x
    fy0, fy1 = fy[0] + inset_y, fy[-1] + 1 - inset_y
    if fx1 - fx0 < 4 or fy1 - fy0 < 4:
        return None
    dark = bytes(1 if v < face * BOX_LEVEL else 0 for v in range(256))
    ink_cols = [0] * (fx1 - fx0)
    ink_rows = []
    for y in range(fy0, fy1):
        row = values[y * w + fx0 : y * w + fx1].translate(dark)
        ink_cols = list(map(add, ink_cols, row))
        ink_rows.append(row.count(1))
    if sum(ink_rows) < 0.004 * (fx1 - fx0) * (fy1 - fy0) + 3:
        return None
    xs = [x for x, c in enumerate(ink_cols) if c >= 2]
    ys = [y for y, c in enumerate(ink_rows) if c >= 2]
    if not xs or not ys:
        return None
    x0, x1 = max(0, fx0 + xs[0] - 1), min(w, fx0 + xs[-1] + 2)
    y0, y1 = max(0, fy0 + ys[0] - 1), min(height, fy0 + ys[-1] + 2)
    return (left + x0, y0, left + x1, y1), float(face)
