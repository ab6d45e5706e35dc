"""Finding tiles in a photo. A tile's face is a bright, neutral (white or ivory) rectangle,
whiter than what lies around it: faces are looked for in a small overview, grouped into rows
(tiles side by side, or spaced as in a teaching layout), each row is rectified along its top
and bottom lines, lengthened to take in tiles the overview missed, and split at the gaps
between its tiles (photo.gaps).

Pure Python: the per-pixel work runs on whole rows of bytes (maps over builtins, slices,
regular expressions), so it stays fast in Pyodide.
"""

from __future__ import annotations

import math
import re
from collections.abc import Generator
from dataclasses import dataclass
from itertools import accumulate, repeat
from operator import add, floordiv, ge, lt, sub

from . import lanes
from .errors import PhotoError
from .gaps import (
    TILE_ASPECT,
    column_levels,
    end_lines,
    face_segments,
    gap_evidence,
    split_columns,
)
from .geometry import Corners, apply, check_corners, frame_aspect, homography
from .picture import Picture

OVERVIEW_SIDE = 400  # longest side of the overview the faces are looked for in
# A face is whiter (2 min - max of its channels) than the mean of a window around it (this
# fraction of the overview's shorter side) by LIFT, and at least MIN_WHITENESS.
WINDOW = 1 / 3
LIFT = 24
MIN_WHITENESS = 48
ROW_HEIGHT = 48  # rectified height of a row when splitting it
MIN_ROW_SHARE = 0.05  # a row with less face than this share of the largest's is not looked at
REACH = 4.0  # how many tiles beyond a row's ends to look for more of its tiles
LEVEL_RANK, EDGE_LEVEL = 0.9, 0.75


def whiteness(r: bytes, g: bytes, b: bytes) -> bytes:
    """Per pixel 2 min(r, g, b) - max(r, g, b), clipped to 0..255: high on white and light
    grey (tile faces), low on colours (felt, wood) and on dark."""
    return lanes.whiteness(r, g, b)


def box_mean(values: bytes, width: int, height: int, radius: int) -> list[int]:
    """The mean of `values` over the (2 radius + 1) square around each pixel (clipped at the
    picture's edges), rounded down."""
    rows = [values[y * width : (y + 1) * width] for y in range(height)]
    widths = [min(width, x + radius + 1) - max(0, x - radius) for x in range(width)]
    out: list[int] = []
    col = [0] * width  # column sums over the window's rows, slid down the picture
    for y in range(min(radius, height)):
        col = list(map(add, col, rows[y]))
    for y in range(height):
        if y + radius < height:
            col = list(map(add, col, rows[y + radius]))
        if y - radius - 1 >= 0:
            col = list(map(sub, col, rows[y - radius - 1]))
        n_rows = min(height, y + radius + 1) - max(0, y - radius)
        prefix = [0, *accumulate(col)]
        hi = prefix[radius + 1 :] + [prefix[-1]] * radius
        lo = [0] * (radius + 1) + prefix[1 : width - radius]
        sums = map(sub, hi[:width], lo[:width])
        out += map(int.__floordiv__, sums, [w * n_rows for w in widths])
    return out


def face_mask(r: bytes, g: bytes, b: bytes, width: int, height: int) -> bytes:
    """1 where a pixel is face-like (whiter than the mean around it by LIFT, and at least
    MIN_WHITENESS), else 0."""
    white = whiteness(r, g, b)
    radius = max(3, round(min(width, height) * WINDOW / 2))
    mean = lanes.lanes(bytes(box_mean(white, width, height, radius)))
    one, lit = lanes.ones(len(white)), lanes.lanes(white)
    face = lanes.ge_mask(lit, mean + LIFT * one, one) & lanes.ge_mask(lit, MIN_WHITENESS * one, one)
    return lanes.low_bytes(face & one, len(white))


@dataclass(frozen=True)
class Blob:
    """A group of face pixels in the overview: its runs (y, x0, x1) and bounding box."""

    runs: tuple[tuple[int, int, int], ...]
    x0: int
    y0: int
    x1: int
    y1: int
    area: int  # face pixels
    filled: int  # pixels within each row's extent (ink holes filled)
    length: float  # along its own main axis, as a rectangle of its spread would be
    thickness: float  # across it
    angle: float  # of its main axis, radians, 0 = level, positive = down to the right

    @property
    def width(self) -> int:
        return self.x1 - self.x0

    @property
    def height(self) -> float:
        """Its height across its main axis: the thickness of a level one (a row, even
        slanted), the length of an upright one (a tile)."""
        return self.thickness if abs(self.angle) <= math.pi / 4 else self.length

    @property
    def cy(self) -> float:
        return (self.y0 + self.y1) / 2


_ONE = re.compile(b"\x01+")


def blobs(mask: bytes, width: int, height: int, min_height: int = 6) -> list[Blob]:
    """The 8-connected groups of face pixels, those at least `min_height` tall."""
    parent: list[int] = []

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    runs: list[tuple[int, int, int]] = []
    previous: list[int] = []
    for y in range(height):
        row = mask[y * width : (y + 1) * width]
        current = []
        for m in _ONE.finditer(row):
            x0, x1 = m.span()
            i = len(runs)
            runs.append((y, x0, x1))
            parent.append(i)
            for j in previous:
                _, px0, px1 = runs[j]
                if px0 <= x1 and x0 <= px1:
                    a, b = find(i), find(j)
                    if a != b:
                        parent[a] = b
            current.append(i)
        previous = current
    groups: dict[int, list[tuple[int, int, int]]] = {}
    for i, run in enumerate(runs):
        groups.setdefault(find(i), []).append(run)
    out = []
    for group in groups.values():
        y0, y1 = group[0][0], group[-1][0] + 1
        if y1 - y0 < min_height:
            continue
        extent: dict[int, list[int]] = {}
        for y, a, b in group:
            e = extent.setdefault(y, [a, b])
            e[0], e[1] = min(e[0], a), max(e[1], b)
        x0 = min(e[0] for e in extent.values())
        x1 = max(e[1] for e in extent.values())
        length, thickness, angle = _spread(extent)
        out.append(Blob(tuple(group), x0, y0, x1, y1, sum(b - a for _, a, b in group),
                        sum(b - a for a, b in extent.values()), length, thickness, angle))
    return out


def _moments(runs) -> tuple[float, float, float, float, float]:
    """(mean x, mean y, var x, var y, covariance) of the pixels of runs (y, x0, x1)."""
    n = sx = sy = sxx = syy = sxy = 0.0
    for y, x0, x1 in runs:
        k = x1 - x0
        s1 = (x0 + x1 - 1) * k / 2
        s2 = ((x1 - 1) * x1 * (2 * x1 - 1) - (x0 - 1) * x0 * (2 * x0 - 1)) / 6
        n += k
        sx += s1
        sy += y * k
        sxx += s2
        syy += y * y * k
        sxy += y * s1
    mx, my = sx / n, sy / n
    return mx, my, sxx / n - mx * mx, syy / n - my * my, sxy / n - mx * my


def _spread(extent: dict[int, list[int]]) -> tuple[float, float, float]:
    """(length, thickness, angle) of the solid shape made of each row's extent: the sides of
    the rectangle with its second moments (a rectangle's variance along a side of length s
    is s * s / 12)."""
    _, _, cxx, cyy, cxy = _moments((y, x0, x1) for y, (x0, x1) in extent.items())
    cxx, cyy = cxx + 1 / 12, cyy + 1 / 12
    half = math.hypot((cxx - cyy) / 2, cxy)
    major, minor = (cxx + cyy) / 2 + half, max(1e-9, (cxx + cyy) / 2 - half)
    return math.sqrt(12 * major), math.sqrt(12 * minor), 0.5 * math.atan2(2 * cxy, cxx - cyy)


def tile_like(blob: Blob) -> bool:
    """A blob shaped like a tile face or several side by side: solid (ink holes aside), one
    tile (taller than wide, by at most 2) or a row of them (within 30 degrees of level)."""
    if abs(blob.angle) <= math.radians(45):
        if blob.length > 1.2 * blob.thickness and abs(blob.angle) > math.radians(30):
            return False
    elif blob.length > 2.0 * blob.thickness:
        return False
    return (blob.filled >= 0.7 * blob.length * blob.thickness
            and blob.area >= 0.35 * blob.filled)


def rows_of(found: list[Blob]) -> list[list[Blob]]:
    """Blobs grouped into rows: neighbours of like height, overlapping in height, side by
    side with at most a tile and a half between them; each row left to right, the rows top
    to bottom."""
    found = sorted(found, key=lambda b: b.x0)
    parent = list(range(len(found)))

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    for i, a in enumerate(found):
        for j in range(i + 1, len(found)):
            b = found[j]
            if b.x0 - a.x1 > 1.5 * max(a.height, b.height):
                continue
            if not 0.7 <= a.height / b.height <= 1 / 0.7:
                continue
            if min(a.y1, b.y1) - max(a.y0, b.y0) < 0.5 * min(a.height, b.height):
                continue
            if b.x0 < a.x1 - 0.3 * min(a.width, b.width):
                continue  # one above the other, not side by side
            parent[find(j)] = find(i)
    groups: dict[int, list[Blob]] = {}
    for i, blob in enumerate(found):
        groups.setdefault(find(i), []).append(blob)
    rows = [sorted(g, key=lambda b: b.x0) for g in groups.values()]
    return sorted(rows, key=lambda r: sum(b.cy for b in r) / len(r))


@dataclass(frozen=True)
class Found:
    """A row of tiles found in a picture: its outline (the faces' frame, clockwise from the
    top-left, in the picture's pixels), each tile's outline left to right, the count its
    gaps show by themselves (None when unclear), and how many of its tiles carry ink (a
    face, not a tile's back or side)."""

    corners: Corners
    tiles: tuple[Corners, ...]
    counted: int | None = None
    inked: int = 0

    @property
    def height(self) -> float:
        """The faces' height, in the picture's pixels."""
        p0, p1, p2, p3 = self.corners
        return (math.dist(p0, p3) + math.dist(p1, p2)) / 2


def rectify(picture: Picture, corners: Corners, height: int = ROW_HEIGHT, taps: int = 2):
    """(width, whiteness, the map from the strip to the picture) of the framed row
    rectified to `height` rows (each pixel the mean of up to `taps` squared samples)."""
    width = max(8, min(height * 40, round(height * frame_aspect(corners))))
    strip = picture.warp(corners, width, height, max_taps=taps)
    r, g, b = strip.rgb_planes()
    to_pic = homography(((0, 0), (width, 0), (width, height), (0, height)), corners)
    return width, whiteness(r, g, b), to_pic


def _along(a, b, t: float):
    """The point at t along a -> b (t < 0 or > 1: beyond the ends)."""
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


def _reach(p, q, t: float, width: int, height: int) -> float:
    """How far (up to t, in units of the length q -> p) one can go on from p, away from q,
    staying inside the picture."""
    best = t
    for pos, d, limit in ((p[0], p[0] - q[0], width), (p[1], p[1] - q[1], height)):
        if d > 1e-9:
            best = min(best, (limit - 1 - pos) / d)
        elif d < -1e-9:
            best = min(best, -pos / d)
    return max(0.0, best)


def lengthened(picture: Picture, corners: Corners,
               tiles: float) -> tuple[Corners, float, float, tuple[bool, bool]]:
    """The frame lengthened at each end by up to `tiles` tile widths along its top and bottom
    lines (as far as the picture goes), where the given frame's ends lie along it (as
    fractions of its length), and whether the picture's edge held back each end."""
    p0, p1, p2, p3 = corners
    length = (math.dist(p0, p1) + math.dist(p3, p2)) / 2 or 1.0
    height = (math.dist(p0, p3) + math.dist(p1, p2)) / 2
    t = tiles * TILE_ASPECT * height / length
    w, h = picture.width, picture.height
    left = min(_reach(p0, p1, t, w, h), _reach(p3, p2, t, w, h))
    right = min(_reach(p1, p0, t, w, h), _reach(p2, p3, t, w, h))
    frame = (_along(p0, p1, -left), _along(p0, p1, 1 + right), _along(p3, p2, 1 + right),
             _along(p3, p2, -left))
    total = 1 + left + right
    return frame, left / total, (1 + left) / total, (left < t - 1e-9, right < t - 1e-9)


def _ink_span(white: bytes, width: int, height: int, levels: list[int], a0: float,
              b0: float) -> tuple[float, float]:
    """The span [a0, b0) of a rectified row narrowed to its inked columns (a column whose
    darkest tenth is well below the faces' level), padded by a face's margin: the row's ends
    where its faces do not stand out from the table."""
    face = sorted(levels[max(0, round(a0)) : max(1, round(b0))] or levels)
    level = face[len(face) // 2]
    k = max(1, height // 10)
    inked = [x for x in range(max(0, round(a0)), min(width, round(b0)))
             if sorted(white[x::width])[k] < 0.6 * level]
    if not inked:
        return a0, b0
    pad = 0.12 * TILE_ASPECT * height / 0.75
    return max(a0, inked[0] - pad), min(b0, inked[-1] + 1 + pad)


def faces_stand_out(picture: Picture, corners: Corners) -> bool:
    """Whether the framed row's faces are whiter than the table just above and below it
    (bands a quarter of the row's height, a little off it): they are on felt, wood, a rail;
    on a white table they are not, and only their ink and the gaps between them show."""
    p0, p1, p2, p3 = corners
    _, white, _ = rectify(picture, corners, 16, 1)
    face = sorted(white)[len(white) // 2]
    bands = []
    for near, far in ((0.1, 0.35), (-0.1, -0.35)):
        if near > 0:  # above: from the top edge up
            a, b = _along(p0, p3, -near), _along(p1, p2, -near)
            c, d = _along(p0, p3, -far), _along(p1, p2, -far)
            quad = (c, d, b, a)
        else:  # below: from the bottom edge down
            a, b = _along(p3, p0, near), _along(p2, p1, near)
            c, d = _along(p3, p0, far), _along(p2, p1, far)
            quad = (a, b, d, c)
        try:
            check_corners(quad, picture.width, picture.height)
        except PhotoError:
            continue
        _, band, _ = rectify(picture, quad, 8, 1)
        bands.append(sorted(band)[len(band) // 2])
    return not bands or min(bands) < 0.8 * face


def _inked(white: bytes, width: int, height: int, spans) -> int:
    """How many of the spans carry ink: at least 2 % of their pixels well darker than the
    row's faces."""
    sample = sorted(white[:: max(1, len(white) // 4000)])
    face = sample[int(0.8 * (len(sample) - 1))]
    dark = bytes(1 if v < 0.6 * face else 0 for v in range(256))
    count = 0
    for a, b in spans:
        inner = b"".join(white[y * width + a : y * width + b]
                         for y in range(height // 8, height - height // 8))
        count += inner.translate(dark).count(1) >= 0.02 * len(inner)
    return count


def tightened(picture: Picture, corners: Corners, margin: float = 0.25) -> Corners:
    """The frame's top and bottom moved onto the faces' own, slant and all: the frame widened
    by `margin` of its height above and below and rectified; in each of several bands of its
    columns the run of rows around the middle that are face (whiter than half-way to the
    table's level and than EDGE_LEVEL of the faces': a tile's side and body are less white
    than its face); a line fitted through the bands' tops and one through their bottoms. The
    frame as given when that finds no faces."""
    p0, p1, p2, p3 = corners
    wide = (_along(p3, p0, 1 + margin), _along(p2, p1, 1 + margin), _along(p1, p2, 1 + margin),
            _along(p0, p3, 1 + margin))
    try:
        check_corners(wide, picture.width, picture.height)
    except PhotoError:
        return corners
    h = round(ROW_HEIGHT * (1 + 2 * margin))
    width, white, to_pic = rectify(picture, wide, h, taps=1)
    top, bottom = round(h * margin / (1 + 2 * margin)), round(h * (1 + margin) / (1 + 2 * margin))
    bands = max(1, min(8, round(width / (0.75 * (bottom - top)))))
    tops, bottoms = [], []
    for k in range(bands):
        x0, x1 = k * width // bands, (k + 1) * width // bands
        found = _face_rows(white, width, h, x0, x1, top, bottom)
        if found is not None:
            tops.append(((x0 + x1) / 2, found[0]))
            bottoms.append(((x0 + x1) / 2, found[1]))
    if len(tops) < max(1, bands // 2):
        return corners
    top_line, bottom_line = _robust_line(tops), _robust_line(bottoms)
    if top_line is None or bottom_line is None:
        return corners
    (a0, b0), (a1, b1) = top_line, bottom_line
    return tuple(apply(to_pic, x, a * x + b)  # type: ignore[return-value]
                 for x, (a, b) in ((0, (a0, b0)), (width, (a0, b0)), (width, (a1, b1)),
                                   (0, (a1, b1))))


def _face_rows(white: bytes, width: int, h: int, x0: int, x1: int, top: int,
               bottom: int) -> tuple[int, int] | None:
    """The run [y0, y1) of face rows around the middle of columns x0..x1 of a widened,
    rectified row (the given frame's rows top..bottom), or None."""
    levels = []
    for y in range(h):
        row = sorted(white[y * width + x0 : y * width + x1])
        levels.append(row[int(LEVEL_RANK * (len(row) - 1))] if row else 0)
    middle = sorted(levels[top:bottom])
    face = middle[len(middle) // 2]
    around = sorted(levels[:top] + levels[bottom:]) or [0]
    table = around[len(around) // 2]
    if face - table < 0.2 * face:
        return None
    threshold = max(face - 0.5 * (face - table), EDGE_LEVEL * face)
    face_rows = [y for y in range(h) if levels[y] >= threshold]
    mid = (top + bottom) // 2
    y0 = y1 = min(face_rows, key=lambda y: abs(y - mid), default=mid)
    while y0 > 0 and any(levels[y] >= threshold for y in range(max(0, y0 - 3), y0)):
        y0 -= 1
    while y1 < h and any(levels[y] >= threshold for y in range(y1, min(h, y1 + 3))):
        y1 += 1
    return (y0, y1) if y1 - y0 >= 0.5 * (bottom - top) else None


def row_tiles(picture: Picture, corners: Corners, tiles: int | None = None,
              hand: bool = False, reach: float = REACH,
              aspect: float = TILE_ASPECT, margin: float = 0.25,
              square: bool = False, by_ink: bool | None = None) -> Found | None:
    """The row of tiles in a frame around their faces: the frame lengthened by `reach` tiles
    at each end, the run of faces through the frame's own span (across gaps under a tile),
    split into `tiles` tiles (None: counted; `hand`: as a hand would be); `square`: its
    ends first refitted to the faces' (a frame placed by hand); `by_ink`: the faces are no
    whiter than the table, the frame's span is the row (None: unless faces_stand_out);
    None when no face is there."""
    corners = tightened(picture, corners, margin)
    frame, f0, f1, held = (lengthened(picture, corners, reach) if reach
                           else (corners, 0.0, 1.0, (True, True)))
    try:
        check_corners(frame, picture.width, picture.height)
    except PhotoError:
        return None
    width, white, to_pic = rectify(picture, frame)
    h = ROW_HEIGHT
    a0, b0 = f0 * width, f1 * width
    if by_ink is None:
        by_ink = not faces_stand_out(picture, corners)
    levels = column_levels(white, width, h)
    if by_ink:
        a0, b0 = _ink_span(white, width, h, levels, a0, b0)
    segments = face_segments(levels, h, (a0, b0), by_ink)
    core = [i for i, s in enumerate(segments) if s[1] > a0 and s[0] < b0]
    if not core:
        return None
    first, last = core[0], core[-1]
    join = 0.9 * TILE_ASPECT * h
    while first > 0 and segments[first][0] - segments[first - 1][1] <= join:
        first -= 1
    while last < len(segments) - 1 and segments[last + 1][0] - segments[last][1] <= join:
        last += 1
    keep = segments[first : last + 1]
    # A run of faces going on past the lengthened frame: the frame's own end cuts it (the
    # tiles framed are the ones meant), unless the picture's edge is what ends it.
    cut = (keep[0][0] <= 1 and not held[0] and a0 > 1,
           keep[-1][1] >= width - 1 and not held[1] and b0 < width - 1)
    if cut[0]:
        keep[0] = (round(a0), keep[0][1])
    if cut[1]:
        keep[-1] = (keep[-1][0], round(b0))
    keep = [(x0, x1) for x0, x1 in keep if x1 - x0 >= 0.3 * TILE_ASPECT * h]
    if not keep:
        return None
    squared = _squared(picture, white, width, to_pic, keep) if square and not any(cut) else None
    if squared is not None:
        width, white, to_pic, keep = squared
    split = split_columns(keep, gap_evidence(white, width, h), h, tiles, hand, aspect)
    if not split.spans:
        return None
    a, b = min(keep[0][0], split.spans[0][0]), max(keep[-1][1], split.spans[-1][1])

    def outline(x0: float, x1: float) -> Corners:
        return tuple(apply(to_pic, x, y)  # type: ignore[return-value]
                     for x, y in ((x0, 0), (x1, 0), (x1, h), (x0, h)))

    inked = _inked(white, width, h, split.spans)
    if not inked:
        return None  # plain cloth, a wall's backs: no face carries ink
    return Found(outline(a, b), tuple(outline(x0, x1) for x0, x1 in split.spans),
                 split.counted, inked)


def _squared(picture: Picture, white: bytes, width: int, to_pic, keep):
    """The row rectified again with its ends on the first and last faces' own left and right
    edges (lines fitted through where they begin and end in bands of rows: a frame placed by
    hand slants its ends as it likes, and the tiles between would slant with them): (width,
    whiteness, map to the picture, the segments in it); None when an end is not a face's
    edge (cut by the frame or the picture) or the fit is not sound."""
    h = ROW_HEIGHT
    a, b = keep[0][0], keep[-1][1]
    if a <= 1 or b >= width - 1:
        return None
    levels = column_levels(white, width, h)
    inside = sorted(levels[a:b])
    # the faces' own edge, not a tile's side (seen at a row's end, less white)
    lefts, rights = end_lines(white, width, h, a, b, EDGE_LEVEL * inside[len(inside) // 2])
    if len(lefts) < 3 or len(rights) < 3:
        return None
    left, right = _robust_line(lefts), _robust_line(rights)  # x = c y + d
    if left is None or right is None or max(abs(left[0]), abs(right[0])) > 0.5:
        return None
    moves = [abs(c * y + d - x) for (c, d), x in ((left, a), (right, b)) for y in (0, h)]
    if max(moves) < 0.06 * TILE_ASPECT * h:
        return None  # the ends are the faces' already (to a few pixels): kept
    ends = ((left[1], 0), (right[1], 0), (right[0] * h + right[1], h), (left[0] * h + left[1], h))
    outline = tuple(apply(to_pic, x, y) for x, y in ends)
    try:
        check_corners(outline, picture.width, picture.height)
    except PhotoError:
        return None
    width2, white2, to_pic2 = rectify(picture, outline)  # type: ignore[arg-type]
    back = homography(outline, ((0, 0), (width2, 0), (width2, h), (0, h)))  # type: ignore[arg-type]

    def moved(x: float) -> int:
        return max(0, min(width2, round(apply(back, *apply(to_pic, x, h / 2))[0])))

    keep2 = [(moved(x0), moved(x1)) for x0, x1 in keep]
    keep2[0], keep2[-1] = (0, keep2[0][1]), (keep2[-1][0], width2)
    return width2, white2, to_pic2, keep2


@dataclass(frozen=True)
class Overview:
    """A picture's small copy (OVERVIEW_SIDE), its planes, and the tile-like faces found in
    it: where both finders (rows, a teaching layout's tiles) start, made once per photo."""

    small: Picture
    scale: float  # the picture's pixels per overview pixel
    planes: tuple[bytes, bytes, bytes]
    faces: tuple[Blob, ...]


def overview_steps(picture: Picture) -> Generator[None, None, Overview]:
    """The picture's Overview, in two steps (the small copy, the faces in it)."""
    small = picture.scaled(OVERVIEW_SIDE)
    r, g, b = small.rgb_planes()
    yield
    mask = face_mask(r, g, b, small.width, small.height)
    faces = tuple(bl for bl in blobs(mask, small.width, small.height) if tile_like(bl))
    return Overview(small, picture.width / small.width, (r, g, b), faces)


def find_rows_steps(picture: Picture, hand: bool = True,
                    overview: Overview | None = None) -> Generator[None, None, list[Found]]:
    """Every row of tile faces in the picture, top to bottom, each split into its tiles
    (`hand`: counted as a hand would be). In steps (the overview, the faces in it, each row);
    yields between them, so a page can draw. `overview`: the picture's, made already."""
    if overview is None:
        overview = yield from overview_steps(picture)
    small, scale = overview.small, overview.scale
    yield
    out = []
    rows = rows_of(list(overview.faces))
    largest = max((sum(bl.filled for bl in row) for row in rows), default=0)
    for row in rows:
        if sum(bl.filled for bl in row) < MIN_ROW_SHARE * largest:
            continue  # a speck beside the rows found (a lit patch, a far tile)
        quad = fit_quad([run for bl in row for run in bl.runs])
        if quad is None:
            continue
        corners = tuple((x * scale, y * scale) for x, y in quad)
        got = row_tiles(picture, corners, None, hand, by_ink=False)  # type: ignore[arg-type]
        if hand and got is not None and got.inked >= 2 and not tile_shaped(got):
            # Two rows touching, one on top of the other (a hand laid in two rows): one
            # blob of faces, split as one row into tiles twice too tall. Each half alone.
            halves = [row_tiles(picture, half, None, False, reach=0.5, margin=0.05,
                                by_ink=False)
                      for half in halves_of(corners)]  # type: ignore[arg-type]
            halves = [h for h in halves if h is not None and two_rows_half(h)]
            if len(halves) == 2:
                out += halves
                yield
                continue
        if got is not None:
            out.append(got)
        yield
    if hand and not any(row.inked >= 2 for row in out):
        # No row of faces found: the row of ink, if there is one (faces no whiter than
        # the table around them).
        quad = ink_frame(small, overview.planes)
        if quad is not None:
            corners = tuple((x * scale, y * scale) for x, y in quad)
            got = row_tiles(picture, corners, None, hand,  # type: ignore[arg-type]
                            reach=0, by_ink=True)
            if got is not None:
                out.append(got)
    return out


INK_LIFT = 20  # ink is darker than the mean around it by this much
INK_CHROMA = 70  # or as colourful as this (max - min of r, g, b)


def ink_frame(small: Picture, planes: tuple[bytes, bytes, bytes] | None = None
              ) -> Corners | None:
    """A frame around the band of ink in an overview: where tile faces do not stand out
    from what lies around them (white tiles on a white table, in a cast shadow), their
    strokes and dots still do, in a row. The band is where most of the overview's ink is,
    from top to bottom of the glyphs, padded to the faces' edges; None when no band as long
    as three tiles shows."""
    w, h = small.width, small.height
    r, g, b = planes or small.rgb_planes()
    grey = bytes(map(floordiv, map(add, map(add, r, g), map(add, g, b)), repeat(4)))
    mean = box_mean(grey, w, h, 3)
    hi, lo = map(max, r, g, b), map(min, r, g, b)
    ink = bytes(map(max, map(lt, map(INK_LIFT.__add__, grey), mean),
                    map(ge, map(sub, hi, lo), repeat(INK_CHROMA))))
    # Glyph-sized marks only: not an edge of the table, a rail or a line of shadow.
    marks = bytearray(len(ink))
    for blob in blobs(ink, w, h, min_height=2):
        if blob.width <= w / 12 and blob.y1 - blob.y0 <= h / 6:
            for y, a, c in blob.runs:
                marks[y * w + a : y * w + c] = b"\1" * (c - a)
    ink = bytes(marks)
    per_row = [ink.count(1, y * w, (y + 1) * w) for y in range(h)]
    top = max(per_row, default=0)
    if top < 0.05 * w:
        return None
    peak = per_row.index(top)
    y0 = y1 = peak
    gap = max(2, h // 40)
    while y0 > 0 and max(per_row[max(0, y0 - gap) : y0]) >= 0.25 * top:
        y0 -= 1
    while y1 < h - 1 and max(per_row[y1 + 1 : y1 + 1 + gap]) >= 0.25 * top:
        y1 += 1
    band = y1 + 1 - y0
    cols = [sum(ink[y * w + x] for y in range(y0, y1 + 1)) for x in range(w)]
    runs: list[list[int]] = []
    for x, c in enumerate(cols):
        if c >= 2:
            if runs and x - runs[-1][1] <= 1.2 * band:
                runs[-1][1] = x + 1
            else:
                runs.append([x, x + 1])
    if not runs:
        return None
    x0, x1 = max(runs, key=lambda run: sum(cols[run[0] : run[1]]))
    if x1 - x0 < 3 * TILE_ASPECT * band:
        return None
    pad_y, pad_x = 0.2 * band, 0.15 * band
    fx0, fx1 = max(0.0, x0 - pad_x), min(float(w), x1 + pad_x)
    fy0, fy1 = max(0.0, y0 - pad_y), min(float(h), y1 + 1 + pad_y)
    return ((fx0, fy0), (fx1, fy0), (fx1, fy1), (fx0, fy1))


def tile_shaped(row: Found) -> bool:
    """Whether a row's tiles have a tile's shape (width / height), not that of two tiles
    stacked nor of a sliver."""
    shapes = sorted((math.dist(t[0], t[1]) + math.dist(t[3], t[2]))
                    / max(1e-6, math.dist(t[0], t[3]) + math.dist(t[1], t[2]))
                    for t in row.tiles)
    return 0.45 <= shapes[len(shapes) // 2] <= 1.1


def two_rows_half(row: Found | None) -> bool:
    """Whether a half of a frame holds a row of its own: three tiles or more, tile-shaped,
    nearly all with ink (not a rail's or a floor's patches)."""
    return (row is not None and len(row.tiles) >= 3 and tile_shaped(row)
            and row.inked >= 0.75 * len(row.tiles))


def halves_of(corners: Corners) -> tuple[Corners, Corners]:
    """The upper and lower halves of a frame, each as long as the whole and square at its
    ends: the frame of two rows of unequal length slants at its ends, and a half framed that
    way would be rectified askew."""
    p0, p1, p2, p3 = corners
    angle = math.atan2(p1[1] - p0[1], p1[0] - p0[0])
    cos, sin = math.cos(angle), math.sin(angle)
    us = [x * cos + y * sin for x, y in corners]
    u0, u1 = min(us), max(us)

    def line(t: float):
        """The line t of the way down the frame, from u0 to u1 along it."""
        a, b = _along(p0, p3, t), _along(p1, p2, t)
        ua, ub = a[0] * cos + a[1] * sin, b[0] * cos + b[1] * sin
        if abs(ub - ua) < 1e-9:
            return a, b
        return _along(a, b, (u0 - ua) / (ub - ua)), _along(a, b, (u1 - ua) / (ub - ua))

    top, middle, bottom = line(0.0), line(0.5), line(1.0)
    return ((top[0], top[1], middle[1], middle[0]),  # type: ignore[return-value]
            (middle[0], middle[1], bottom[1], bottom[0]))


def find_rows(picture: Picture, hand: bool = True) -> list[Found]:
    """find_rows_steps run to its end."""
    from .steps import run

    return run(find_rows_steps(picture, hand))


def hand_row(rows: list[Found]) -> Found | None:
    """The row most like a player's hand: the most tiles with ink on them (faces, not a
    wall's backs), a hand's 13 to 18 counting extra; None when no row has two such tiles."""
    def merit(row: Found) -> float:
        n = len(row.tiles)
        return row.inked + (4 if 13 <= n <= 18 else 0) - max(0, n - 18)

    best = max(rows, key=merit, default=None)
    return best if best is not None and best.inked >= 2 else None


def fit_quad(runs) -> Corners | None:
    """Lines along the top, bottom, left and right of the group, in its own orientation
    (principal axes), and their four intersections."""
    mx, my, cxx, cyy, cxy = _moments(runs)
    angle = 0.5 * math.atan2(2 * cxy, cxx - cyy)
    if abs(angle) > math.pi / 4:  # the row is more vertical than horizontal: not a row
        angle -= math.copysign(math.pi / 2, angle)
    cos, sin = math.cos(angle), math.sin(angle)
    points = []
    for y, x0, x1 in runs:
        step = max(1, (x1 - x0) // 64)
        for x in range(x0, x1, step):
            dx, dy = x + 0.5 - mx, y + 0.5 - my
            points.append((dx * cos + dy * sin, -dx * sin + dy * cos))
        dx = x1 - 0.5 - mx
        dy = y + 0.5 - my
        points.append((dx * cos + dy * sin, -dx * sin + dy * cos))
    us = [p[0] for p in points]
    vs = [p[1] for p in points]
    u_lo, u_hi, v_lo, v_hi = min(us), max(us), min(vs), max(vs)
    if u_hi - u_lo < 4 or v_hi - v_lo < 2:
        return None
    top, bottom = _edge_lines(points, 0, u_lo, u_hi)
    left, right = _edge_lines(points, 1, v_lo, v_hi)
    if None in (top, bottom, left, right):
        return None
    corners = []
    for horizontal, vertical in ((top, left), (top, right), (bottom, right), (bottom, left)):
        a, b = horizontal  # v = a u + b
        c, d = vertical  # u = c v + d
        v = (a * d + b) / (1 - a * c)
        u = c * v + d
        corners.append((mx + u * cos - v * sin + 0.0, my + u * sin + v * cos))
    return tuple(corners)  # type: ignore[return-value]


def _edge_lines(points, axis: int, lo: float, hi: float):
    """The two edge lines across `axis` (0: the top and bottom, v as a function of u; 1: the
    left and right ends, u as a function of v), each fitted to the extreme point of every
    bin, dropping the bins that fit worst (bumps and dents)."""
    bins = 24
    span = (hi - lo) / bins or 1.0
    low: dict[int, float] = {}
    high: dict[int, float] = {}
    for p in points:
        t, s = (p[0], p[1]) if axis == 0 else (p[1], p[0])
        k = min(bins - 1, int((t - lo) / span))
        if k not in low or s < low[k]:
            low[k] = s
        if k not in high or s > high[k]:
            high[k] = s
    out = []
    for side in (low, high):
        samples = [(lo + (k + 0.5) * span, s) for k, s in side.items()]
        if axis == 1:
            # The ends: only the middle bins, as the corners are rounded by blur.
            samples = samples[len(samples) // 6 : len(samples) - len(samples) // 6] or samples
        out.append(_robust_line(samples))
    return out


def _robust_line(samples):
    """Least-squares s = a t + b, refitted after dropping the worst third."""
    if len(samples) < 2:
        if samples:
            return 0.0, samples[0][1]
        return None
    for _ in range(2):
        n = len(samples)
        mt = sum(t for t, _ in samples) / n
        ms = sum(s for _, s in samples) / n
        var = sum((t - mt) ** 2 for t, _ in samples)
        a = sum((t - mt) * (s - ms) for t, s in samples) / var if var > 1e-9 else 0.0
        b = ms - a * mt
        if n < 6:
            break
        samples = sorted(samples, key=lambda p: abs(p[1] - (a * p[0] + b)))[: max(3, 2 * n // 3)]
    return a, b
