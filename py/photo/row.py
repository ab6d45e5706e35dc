"""From a framed row to tiles: rectify the frame, find the tiles' faces inside it, split them
into equal slots (each boundary moved to the nearest gap between tiles), trim each to its ink.

No learning is needed: a hand laid out for scoring is a row of upright tiles of equal width.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from operator import add, ge

from .describe import INK_LEVEL, Descriptor, describe
from .errors import PhotoError
from .geometry import Corners, apply, check_corners, homography, quad_sides
from .picture import Picture, grey_of

STRIP_HEIGHT = 96  # rectified tile height in pixels
COARSE_HEIGHT = 48  # for finding the faces inside the frame
TILE_ASPECT = 0.75  # width / height of a tile's face, when nothing better is known
MAX_TILES = 20


@dataclass(frozen=True)
class Slot:
    """One tile's place in the row: its outline in the picture, its ink box in the rectified
    strip (None when the slot shows no tile) and its descriptor."""

    corners: Corners
    box: tuple[int, int, int, int] | None
    descriptor: Descriptor | None


@dataclass(frozen=True)
class Row:
    """A framed row split into tiles: the faces' frame (tightened to the tiles found), the
    rectified strip, and one slot per tile, left to right."""

    corners: Corners
    strip: Picture
    slots: tuple[Slot, ...]
    tile_aspect: float


def frame_aspect(corners: Corners) -> float:
    """Width / height of a frame, its opposite sides averaged."""
    top, right, bottom, left = quad_sides(corners)
    return (top + bottom) / max(1e-6, right + left)


def otsu(values: bytes) -> int:
    """The grey level that best splits `values` into dark and bright (Otsu's method)."""
    counts = Counter(values)
    total = len(values)
    sum_all = sum(v * c for v, c in counts.items())
    best, best_t = -1.0, 128
    w0 = s0 = 0
    for t in range(256):
        c = counts.get(t, 0)
        w0 += c
        s0 += t * c
        if w0 == 0 or w0 == total:
            continue
        m0, m1 = s0 / w0, (sum_all - s0) / (total - w0)
        between = w0 * (total - w0) * (m0 - m1) ** 2
        if between > best:
            best, best_t = between, t
    return best_t


def face_thresholds(grey: bytes, width: int, height: int, window: int) -> list[int]:
    """Per column, the grey level above which a pixel is tile face: three quarters of the
    brightest faces nearby (within `window` columns), so uneven light does not matter; 256
    (nothing) where even the brightest pixels nearby are too dark to be a face."""
    k = max(1, int(0.8 * height))
    levels = [sorted(grey[x::width])[k] for x in range(width)]
    top = sorted(levels)[int(0.95 * (width - 1))]
    local = []
    for x in range(width):
        local.append(max(levels[max(0, x - window) : x + window + 1]))
    return [int(0.75 * v) if v >= 0.5 * top else 256 for v in local]


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
    runs = _runs([c >= 0.25 * height for c in cols], max(2, round(0.4 * tile)))
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


def locate(picture: Picture, corners, tiles: int | None = None,
           tile_aspect: float = TILE_ASPECT) -> Row:
    """Rectify the framed row, find its tiles (`tiles` of them, or as many as fit by the
    tile shape), and describe each. Raises PhotoError if the frame holds no tiles."""
    corners = check_corners(corners, picture.width, picture.height)
    if tiles is not None and not 1 <= tiles <= MAX_TILES:
        raise PhotoError(f"a row holds 1 to {MAX_TILES} tiles, not {tiles}", "bad_tiles",
                         tiles=tiles)
    aspect = frame_aspect(corners)
    ch = COARSE_HEIGHT
    cw = max(8, min(ch * 40, round(ch * aspect)))
    coarse = picture.warp(corners, cw, ch)
    extent = face_extent(coarse.grey(), cw, ch)
    if extent is None:
        raise PhotoError("no tiles found in the frame", "no_tiles")
    to_pic = homography(((0, 0), (cw, 0), (cw, ch), (0, ch)), corners)
    x0, y0, x1, y1 = extent
    tight = tuple(apply(to_pic, x, y) for x, y in ((x0, y0), (x1, y0), (x1, y1), (x0, y1)))
    measured = (x1 - x0) / (y1 - y0)
    n = tiles if tiles is not None else max(1, min(MAX_TILES, round(measured / tile_aspect)))
    sh = STRIP_HEIGHT
    tw = max(16, round(sh * measured / n))
    strip = picture.warp(tight, n * tw, sh)
    r, g, b = strip.rgb_planes()
    grey = grey_of(r, g, b)
    width = n * tw
    edges = _boundaries(grey, width, sh, n, tw)
    to_tight = homography(((0, 0), (width, 0), (width, sh), (0, sh)), tight)
    slots = []
    for i in range(n):
        left, right = edges[i], edges[i + 1]
        outline = tuple(apply(to_tight, x, y) for x, y in ((left, 0), (right, 0), (right, sh),
                                                            (left, sh)))
        found = ink_box(grey, width, left, right, sh)
        if found is None:
            slots.append(Slot(outline, None, None))
            continue
        box, level = found
        slots.append(Slot(outline, box, describe(grey, r, g, b, width, box, level)))
    if all(s.box is None for s in slots):
        raise PhotoError("no tiles found in the frame", "no_tiles")
    return Row(tight, strip, tuple(slots), measured / n)  # type: ignore[arg-type]


def _boundaries(grey: bytes, width: int, height: int, n: int, tw: int) -> list[int]:
    """Slot edges: the nominal equal split, each inner edge moved to the darkest column (the
    gap between two tiles) within a fifth of a tile, where there is one."""
    cols = _mask_counts(grey, width, range(height), face_thresholds(grey, width, height, tw))
    edges = [0]
    reach = max(1, tw // 5)
    typical = sorted(cols)[len(cols) // 2]
    for i in range(1, n):
        nominal = i * tw
        lo, hi = max(edges[-1] + tw // 2, nominal - reach), min(width - 1, nominal + reach)
        if hi <= lo:
            edges.append(nominal)
            continue
        best = min(range(lo, hi + 1), key=lambda x: (cols[x], abs(x - nominal)))
        edges.append(best if cols[best] < 0.5 * typical else nominal)
    edges.append(width)
    return edges


def ink_box(grey: bytes, width: int, left: int, right: int, height: int):
    """((x0, y0, x1, y1), face brightness) of the ink on the tile face between columns left and
    right, or None if the slot shows no ink (no tile, or a blank one)."""
    values = b"".join(grey[y * width + left : y * width + right] for y in range(height))
    w = right - left
    if w < 4:
        return None
    ordered = sorted(values[::3])
    face = ordered[int(len(ordered) * 0.9)]
    if face < 24:
        return None
    bright = int(face * 0.8)
    table = bytes(1 if v >= bright else 0 for v in range(256))
    col_counts = [0] * w
    row_counts = []
    for y in range(height):
        row = values[y * w : (y + 1) * w].translate(table)
        col_counts = list(map(add, col_counts, row))
        row_counts.append(sum(row))
    fx = [x for x, c in enumerate(col_counts) if c >= 0.3 * height]
    fy = [y for y, c in enumerate(row_counts) if c >= 0.3 * w]
    if not fx or not fy:
        return None
    inset = max(1, w // 30)
    fx0, fx1 = fx[0] + inset, fx[-1] + 1 - inset
    fy0, fy1 = fy[0] + inset, fy[-1] + 1 - inset
    if fx1 - fx0 < 4 or fy1 - fy0 < 4:
        return None
    dark = int(face * INK_LEVEL)
    ink_table = bytes(1 if v < dark else 0 for v in range(256))
    ink_cols = [0] * (fx1 - fx0)
    ink_rows = []
    for y in range(fy0, fy1):
        row = values[y * w + fx0 : y * w + fx1].translate(ink_table)
        ink_cols = list(map(add, ink_cols, row))
        ink_rows.append(sum(row))
    total = sum(ink_rows)
    if total < 0.004 * (fx1 - fx0) * (fy1 - fy0) + 3:
        return None
    min_count = 2
    xs = [x for x, c in enumerate(ink_cols) if c >= min_count]
    ys = [y for y, c in enumerate(ink_rows) if c >= min_count]
    if not xs or not ys:
        return None
    x0, x1 = fx0 + xs[0], fx0 + xs[-1] + 1
    y0, y1 = fy0 + ys[0], fy0 + ys[-1] + 1
    x0, y0 = max(0, x0 - 1), max(0, y0 - 1)
    x1, y1 = min(w, x1 + 1), min(height, y1 + 1)
    return (left + x0, y0, left + x1, y1), float(face)
