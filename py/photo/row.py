"""From a framed row to tiles: rectify the frame, find the tiles' faces inside it, split them
into equal slots (each boundary moved to the nearest gap between tiles), trim each to its ink.

No learning is needed: a hand laid out for scoring is a row of upright tiles of equal width.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass, replace

from .describe import Descriptor, describe_region, slot_lights
from .errors import PhotoError
from .find import Found
from .frame import refine_frame
from .geometry import Corners, check_corners, frame_aspect
from .layout import locate_steps
from .picture import Picture, grey_of
from .steps import run

STRIP_HEIGHT = 64  # rectified tile height in pixels (the descriptor is 24 x 32: 64 is ample)
# Samples per pixel and axis when a tile is rectified: 2 x 2 is ample for the 24 x 32
# descriptor (the big tiles of a close teaching photo paid 3 x 3 for nothing it shows).
STRIP_TAPS = 2
TILE_ASPECT = 0.75  # width / height of a tile's face, when nothing better is known
MAX_TILES = 20
# A whole tile's face spans this share of its slot's width (the gaps between tiles are far
# narrower), and of the height of the row's faces, at least.
WHOLE_WIDTH, WHOLE_HEIGHT = 0.72, 0.7
SLIVER = 0.35  # a face narrower than this share of its slot is a neighbour's edge: no tile


@dataclass(frozen=True)
class Slot:
    """One tile's place in the row: its outline in the picture, its ink box in the rectified
    strip (None when the slot shows no tile) and its descriptor."""

    corners: Corners
    box: tuple[int, int, int, int] | None
    descriptor: Descriptor | None
    face_level: float = 0.0
    whole: bool = True  # the tile's face fills the slot (else a part of a tile: unsure)
    face: tuple[int, int, int, int] | None = None  # the face box in the strip


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
    features: tuple = ()  # the namer's Feature of each slot's tile, when named (teaching)


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
                tile_aspect: float = TILE_ASPECT, refine: bool = True,
                found: Found | None = None) -> Generator[None, None, Strip]:
    """Find the tiles in the frame (fitted to the row's own edges first, unless `refine` is
    False: a frame suggest_frame found is fitted already): `tiles` of them (None: as many as
    the gaps between them show, as a hand would be counted), a row or (a teaching layout, a
    hand in two rows) several, in reading order; each tile then rectified and laid side by
    side in one strip. Raises PhotoError for a bad frame or one with no tiles. In steps (the
    fit, finding the tiles, each tile's sampling); yields between them. `found`: the tiles
    suggest_row_steps found in this very frame, taken as they are when they are `tiles`
    (a teaching photo's row is not looked for twice)."""
    corners = check_corners(corners, picture.width, picture.height)
    if tiles is not None and not 1 <= tiles <= MAX_TILES:
        raise PhotoError(f"a row holds 1 to {MAX_TILES} tiles, not {tiles}", "bad_tiles",
                         tiles=tiles)
    if found is not None and (tuple(found.corners) != tuple(corners) or refine
                              or len(found.tiles) != (tiles or len(found.tiles))):
        found = None  # found for another frame, or another count
    if refine:
        corners = refine_frame(picture, corners)
    yield
    if found is None:
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
        tiles.append((yield from picture.warp_steps(outline, width, sh, STRIP_TAPS)))
    edges = [0]
    for t in tiles:
        edges.append(edges[-1] + t.width)
    rows = []
    for y in range(sh):
        rows += [t.data[y * t.width * 3 : (y + 1) * t.width * 3] for t in tiles]
    return Picture(edges[-1], sh, b"".join(rows), 3), tuple(edges)


def describe_slot(strip: Strip, i: int, light=None) -> Slot:
    """Slot `i` of a split row: its tile's face found, its ink box trimmed and described (no
    descriptor when the slot shows no tile; the blank descriptor for a face with no ink).
    `light`: the light of the row's faces (describe.row_light), to tell the table from a face."""
    grey, r, g, b = strip.planes
    width, sh = strip.strip.width, strip.strip.height
    left, right = strip.edges[i], strip.edges[i + 1]
    found = describe_region(grey, r, g, b, width, left, 0, right, sh, light)
    if found is None or found[3][2] - found[3][0] < SLIVER * (right - left):
        return Slot(strip.outlines[i], None, None)  # no tile, or a sliver of a neighbour
    box, level, descriptor, face = found
    return Slot(strip.outlines[i], box, descriptor, level, is_whole(face, right - left, sh),
                face)


def is_whole(face: tuple[int, int, int, int], width: int, height: int) -> bool:
    """Whether a face box is a whole tile's, for a slot `width` wide and faces `height` tall:
    a slot that straddles two tiles shows the larger part of one, narrower than the slot."""
    x0, y0, x1, y1 = face
    return x1 - x0 >= WHOLE_WIDTH * width and y1 - y0 >= WHOLE_HEIGHT * height


def describe_steps(strip: Strip) -> Generator[int, None, Row]:
    """Describe a split row's tiles one at a time: yields the number of tiles described so
    far after each, and returns the Row. Raises PhotoError if no slot shows a tile."""
    slots = []
    lights = slot_lights(*strip.planes, strip.strip.width, strip.edges)
    for i in range(strip.count):
        slots.append(describe_slot(strip, i, lights[i]))
        yield i + 1
    if all(s.box is None for s in slots):
        raise PhotoError("no tiles found in the frame", "no_tiles")
    # A face as tall as the row's faces is whole, even in a strip that shows the table too.
    heights = sorted(s.face[3] - s.face[1] for s in slots if s.face is not None)
    tall = heights[len(heights) // 2]
    slots = [s if s.face is None else
             replace(s, whole=is_whole(s.face, strip.edges[i + 1] - strip.edges[i], tall))
             for i, s in enumerate(slots)]
    return Row(strip.corners, strip.strip, tuple(slots), strip.tile_aspect, strip.counted)


def locate(picture: Picture, corners, tiles: int | None = None,
           tile_aspect: float = TILE_ASPECT) -> Row:
    """Rectify the framed row, find its tiles (`tiles` of them, or as many as fit by the
    tile shape), and describe each. Raises PhotoError if the frame holds no tiles."""
    return run(describe_steps(split(picture, corners, tiles, tile_aspect)))


