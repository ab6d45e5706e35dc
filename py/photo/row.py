"""From a framed row to tiles: rectify the frame, find the tiles' faces inside it, split them
into equal slots (each boundary moved to the nearest gap between tiles), trim each to its ink.

No learning is needed: a hand laid out for scoring is a row of upright tiles of equal width.
"""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass
from operator import add, ge

from .describe import Descriptor, describe_region, row_light
from .errors import PhotoError
from .frame import refine_frame
from .geometry import Corners, apply, check_corners, frame_aspect, homography
from .picture import Picture, grey_of
from .steps import run

STRIP_HEIGHT = 96  # rectified tile height in pixels
COARSE_HEIGHT = 48  # for finding the faces inside the frame
TILE_ASPECT = 0.75  # width / height of a tile's face, when nothing better is known
MAX_TILES = 20
WHOLE = 0.7  # a whole tile's face spans this share of its slot's width and height, at least
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


def face_thresholds(grey: bytes, width: int, height: int, window: int,
                    fraction: float = 0.75) -> list[int]:
    """Per column, the grey level above which a pixel is tile face: `fraction` of the
    brightest faces nearby (within `window` columns), so uneven light does not matter; 256
    (nothing) where even the brightest pixels nearby are too dark to be a face."""
    k = max(1, int(0.8 * height))
    levels = [sorted(grey[x::width])[k] for x in range(width)]
    top = sorted(levels)[int(0.95 * (width - 1))]
    local = []
    for x in range(width):
        local.append(max(levels[max(0, x - window) : x + window + 1]))
    return [int(fraction * v) if v >= 0.5 * top else 256 for v in local]


def _mask_counts(grey: bytes, width: int, rows: range, thresholds: list[int]) -> list[int]:
    """Per column, how many pixels of the given rows reach the column's threshold."""
    counts = [0] * width
    for y in range(rows.start, rows.stop):
        counts = list(map(add, counts, map(ge, grey[y * width : (y + 1) * width], thresholds)))
    return counts


def _runs(flags: list[bool], max_gap: int) -> list[tuple[int, int]]:
    """Runs [start, end) of True, joining runs separated by at most max_gap False."""
    runs: list[list[int]] = []
    for i, flag in enumerate(flags):
        if flag:
            if runs and i - runs[-1][1] <= max_gap:
                runs[-1][1] = i + 1
            else:
                runs.append([i, i + 1])
    return [(a, b) for a, b in runs]


def face_extent(grey: bytes, width: int, height: int) -> tuple[int, int, int, int] | None:
    """The box (x0, y0, x1, y1) of the bright tile faces in a rectified strip, or None."""
    spread = sorted(grey[:: max(1, len(grey) // 2000)])
    lo, hi = spread[len(spread) // 20], spread[-len(spread) // 20]
    if hi - lo < 40:
        return None  # a flat frame: no tiles
    tile = max(2, round(height * TILE_ASPECT))
    thresholds = face_thresholds(grey, width, height, tile // 2)
    cols = _mask_counts(grey, width, range(height), thresholds)
    # Runs of face columns, joined across gaps narrower than a tile and a half (a tile
    # missing from the row leaves the row whole).
    runs = _runs([c >= 0.25 * height for c in cols], max(2, round(1.5 * tile)))
    if not runs:
        return None
    x0, x1 = max(runs, key=lambda r: sum(cols[r[0] : r[1]]))
    part = thresholds[x0:x1]
    rows = [sum(map(ge, grey[y * width + x0 : y * width + x1], part)) for y in range(height)]
    row_runs = _runs([c >= 0.3 * (x1 - x0) for c in rows], max(1, height // 16))
    if not row_runs:
        return None
    y0, y1 = max(row_runs, key=lambda r: sum(rows[r[0] : r[1]]))
    if y1 - y0 < height // 6 or x1 - x0 < (y1 - y0) * TILE_ASPECT * 0.5:
        return None
    return x0, y0, x1, y1


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
    """Rectify the framed row (the frame first fitted to the row's own edges, unless `refine`
    is False: a frame suggest_frame found is fitted already), find its tiles' faces and split
    them into `tiles` slots (None: as many as the gaps between tiles show, else as fit by the
    tile shape). Raises PhotoError for a bad frame or one with no tiles. In steps (the
    fit, finding the faces, each sampling pass of the rectified strip, the split); yields
    between them."""
    corners = check_corners(corners, picture.width, picture.height)
    if tiles is not None and not 1 <= tiles <= MAX_TILES:
        raise PhotoError(f"a row holds 1 to {MAX_TILES} tiles, not {tiles}", "bad_tiles",
                         tiles=tiles)
    if refine:
        corners = refine_frame(picture, corners)
    yield
    aspect = frame_aspect(corners)
    ch = COARSE_HEIGHT
    cw = max(8, min(ch * 40, round(ch * aspect)))
    coarse = picture.warp(corners, cw, ch, max_taps=1)  # only to find the faces
    extent = face_extent(coarse.grey(), cw, ch)
    if extent is None:
        raise PhotoError("no tiles found in the frame", "no_tiles")
    to_pic = homography(((0, 0), (cw, 0), (cw, ch), (0, ch)), corners)
    yield
    x0, y0, x1, y1 = extent
    tight = tuple(apply(to_pic, x, y) for x, y in ((x0, y0), (x1, y0), (x1, y1), (x0, y1)))
    measured = (x1 - x0) / (y1 - y0)
    sh = STRIP_HEIGHT
    width = max(16, min(sh * MAX_TILES, round(sh * measured)))
    strip = yield from picture.warp_steps(tight, width, sh)
    r, g, b = strip.rgb_planes()
    grey = grey_of(r, g, b)
    guess = width / (sh * tile_aspect)
    # Columns of clean face: the gaps between tiles, even narrow and blurred, have none.
    clean = face_thresholds(grey, width, sh, max(2, round(sh * tile_aspect)), 0.9)
    cols = _mask_counts(grey, width, range(sh), clean)
    counted, sure = count_tiles(cols, width, guess)
    n = tiles if tiles is not None else counted
    edges = _boundaries(cols, width, n)
    to_tight = homography(((0, 0), (width, 0), (width, sh), (0, sh)), tight)
    outlines = tuple(
        tuple(apply(to_tight, x, y) for x, y in ((left, 0), (right, 0), (right, sh), (left, sh)))
        for left, right in zip(edges, edges[1:], strict=False)
    )
    return Strip(tight, strip, (grey, r, g, b), tuple(edges), outlines,  # type: ignore[arg-type]
                 measured / n, counted if sure else None)


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
    return Slot(strip.outlines[i], box, descriptor, level, is_whole(face, right - left, sh))


def is_whole(face: tuple[int, int, int, int], width: int, height: int) -> bool:
    """Whether a face box found in a slot width x height is a whole tile's: a slot that
    straddles two tiles shows the larger part of one, narrower than the slot."""
    x0, y0, x1, y1 = face
    return x1 - x0 >= WHOLE * width and y1 - y0 >= WHOLE * height


def describe_steps(strip: Strip) -> Generator[int, None, Row]:
    """Describe a split row's tiles one at a time: yields the number of tiles described so
    far after each, and returns the Row. Raises PhotoError if no slot shows a tile."""
    slots = []
    light = row_light(*strip.planes)
    for i in range(strip.count):
        slots.append(describe_slot(strip, i, light))
        yield i + 1
    if all(s.box is None for s in slots):
        raise PhotoError("no tiles found in the frame", "no_tiles")
    return Row(strip.corners, strip.strip, tuple(slots), strip.tile_aspect, strip.counted)


def locate(picture: Picture, corners, tiles: int | None = None,
           tile_aspect: float = TILE_ASPECT) -> Row:
    """Rectify the framed row, find its tiles (`tiles` of them, or as many as fit by the
    tile shape), and describe each. Raises PhotoError if the frame holds no tiles."""
    return run(describe_steps(split(picture, corners, tiles, tile_aspect)))


def gaps(cols: list[int]) -> list[float]:
    """Centres of the runs of columns with (almost) no clean face: the gaps between tiles."""
    typical = sorted(cols)[len(cols) // 2] or 1
    flags = [c <= 0.12 * typical for c in cols]
    centres = []
    for a, b in _runs(flags, 0):
        if a > 0 and b < len(cols):
            centres.append((a + b - 1) / 2)
    return centres


def count_tiles(cols: list[int], width: int, guess: float) -> tuple[int, bool]:
    """How many tiles the strip holds, and whether the gaps between tiles told (else it is
    `guess`, the strip's width over the tile shape, rounded)."""
    fallback = max(1, min(MAX_TILES, round(guess))), False
    centres = gaps(cols)
    if len(centres) < 2:
        return fallback
    steps = sorted(b - a for a, b in zip(centres, centres[1:], strict=False))
    pitch = steps[len(steps) // 2]
    # A missing gap doubles a step: if most steps are near twice the shortest, use it.
    shortest = steps[0]
    if shortest > 0.3 * pitch and abs(pitch / shortest - 2) < 0.2:
        pitch = shortest
    if pitch <= 0:
        return fallback
    n = round(width / pitch)
    if not 0.6 * guess <= n <= 1.6 * guess or not 1 <= n <= MAX_TILES:
        return fallback
    return n, True


def _boundaries(cols: list[int], width: int, n: int) -> list[int]:
    """Slot edges: a line fitted through the gaps between tiles that show (edge k at a + b k),
    each inner edge then at its own gap where that lies on the line, else on the line."""
    a, b = 0.0, width / n
    found: dict[int, float] = {}
    centres = gaps(cols)
    for _ in range(2):
        found = {}
        for c in centres:
            k = round((c - a) / b)
            off = abs(c - (a + b * k))
            nearer = k not in found or off < abs(found[k] - (a + b * k))
            if 1 <= k < n and off < 0.3 * b and nearer:
                found[k] = c
        if len(found) < 2:
            break
        ks = list(found)
        mk = sum(ks) / len(ks)
        mc = sum(found.values()) / len(ks)
        var = sum((k - mk) ** 2 for k in ks)
        slope = sum((k - mk) * (found[k] - mc) for k in ks) / var if var else b
        if not 0.8 * width / n <= slope <= 1.2 * width / n:
            break
        a, b = mc - slope * mk, slope
    edges = [max(0, round(a)) if found else 0]
    for k in range(1, n):
        fitted = a + b * k
        c = found.get(k)
        edges.append(round(c if c is not None and abs(c - fitted) < 0.12 * b else fitted))
    edges.append(min(width, round(a + b * n)) if found else width)
    if any(right - left < 0.5 * width / n for left, right in zip(edges, edges[1:], strict=False)):
        return [round(i * width / n) for i in range(n + 1)]
    return edges
