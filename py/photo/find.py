"""Finding tiles in a photo. A tile's face is a bright, neutral (white or ivory) rectangle,
whiter than what lies around it: faces are looked for in a small overview (photo.blobs),
grouped into rows (tiles side by side, or spaced as in a teaching layout), each row is
rectified along its top and bottom lines, lengthened to take in tiles the overview missed,
and split at the gaps between its tiles (photo.gaps).

Pure Python: the per-pixel work runs on whole rows of bytes (maps over builtins, slices,
regular expressions), so it stays fast in Pyodide.
"""

from __future__ import annotations

import math
from collections.abc import Generator
from dataclasses import dataclass
from itertools import repeat
from operator import add, floordiv, ge, lt, sub

from .blobs import (
    Blob,
    blobs,
    box_mean,
    face_mask,
    fit_quad,
    robust_line,
    rows_of,
    tile_like,
    whiteness,
)
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
ROW_HEIGHT = 48  # rectified height of a row when splitting it
MIN_ROW_SHARE = 0.05  # a row with less face than this share of the largest's is not looked at
REACH = 4.0  # how many tiles beyond a row's ends to look for more of its tiles
KEEP_END = 0.5  # a frame's end with no ink for more than this (in tiles): a blank face there
LEVEL_RANK, EDGE_LEVEL = 0.9, 0.75


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
    top_line, bottom_line = robust_line(tops), robust_line(bottoms)
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
        ink0, ink1 = _ink_span(white, width, h, levels, a0, b0)
        # With the count given, the frame's ends are the player's: an end the ink leaves bare
        # for more than KEEP_END of a tile is a blank face (a plain white dragon), not table.
        bare = KEEP_END * TILE_ASPECT * h if tiles is not None else math.inf
        a0, b0 = (a0 if ink0 - a0 > bare else ink0), (b0 if b0 - ink1 > bare else ink1)
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
    left, right = robust_line(lefts), robust_line(rights)  # x = c y + d
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
