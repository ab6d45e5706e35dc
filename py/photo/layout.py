"""Tiles in several rows: a teaching layout (a grid of tiles on the table) read in reading
order, and a hand laid in two rows, one on top of the other."""

from __future__ import annotations

import math
from collections.abc import Generator

from . import steps
from .find import (
    Found,
    Overview,
    find_rows_steps,
    halves_of,
    overview_steps,
    row_tiles,
    tile_shaped,
    two_rows_half,
)
from .gaps import TILE_ASPECT
from .geometry import Corners, apply, frame_aspect, homography
from .picture import Picture


def plausible(rows: list[Found]) -> list[Found]:
    """The rows that are tiles: faces with ink, of the height most such rows have (within a
    third), not a lit patch of the table."""
    inked = [row for row in rows if row.inked >= max(1, len(row.tiles) // 2)]
    if not inked:
        return []
    heights = sorted(row.height for row in inked for _ in row.tiles)
    usual = heights[len(heights) // 2]
    return [row for row in inked if abs(math.log(row.height / usual)) <= math.log(1.35)]


def reading_order(rows: list[Found], tiles: int) -> list[Corners]:
    """The first `tiles` tiles of a layout in reading order: rows top to bottom (by their
    middles), each left to right; empty when the layout holds fewer."""
    ordered = []
    for row in sorted(plausible(rows), key=lambda r: _middle(r.corners)[1]):
        ordered += row.tiles
    return list(ordered[:tiles]) if len(ordered) >= tiles else []


def outline_of(tiles: list[Corners]) -> Corners:
    """The frame around some tiles, along their rows' slant: the tightest box, in the tiles'
    own orientation, holding every corner."""
    angles = [math.atan2(t[1][1] - t[0][1], t[1][0] - t[0][0]) for t in tiles]
    angle = sorted(angles)[len(angles) // 2]
    cos, sin = math.cos(angle), math.sin(angle)
    points = [p for t in tiles for p in t]
    us = [x * cos + y * sin for x, y in points]
    vs = [-x * sin + y * cos for x, y in points]
    u0, u1, v0, v1 = min(us), max(us), min(vs), max(vs)
    return tuple((u * cos - v * sin, u * sin + v * cos)  # type: ignore[return-value]
                 for u, v in ((u0, v0), (u1, v0), (u1, v1), (u0, v1)))


def found_of(tiles: list[Corners]) -> Found:
    """Tiles found one by one (a teaching layout's, in reading order) as one Found: the
    frame around them, each counted as a face."""
    return Found(outline_of(tiles), tuple(tiles), None, len(tiles))


def stacked(best: Found, rows: list[Found]) -> Found:
    """The hand row, with a row of tiles lying right on top of it or below it (a hand laid
    in two rows, the upper first) as one: its frame around both."""
    p0, p1, p2, p3 = best.corners
    for other in rows:
        if other is best or len(other.tiles) < 2 or other.inked < 0.75 * len(other.tiles):
            continue  # not a row of faces
        if abs(math.log(other.height / best.height)) > math.log(1.25):
            continue
        q0, q1, q2, q3 = other.corners
        above = math.dist(_mid(q3, q2), _mid(p0, p1)) < 0.35 * best.height
        below = math.dist(_mid(q0, q1), _mid(p3, p2)) < 0.35 * best.height
        if not above and not below:
            overlap = min(p1[0], q1[0]) - max(p0[0], q0[0])
            if overlap <= 0:
                continue
            gap_up = abs(_mid(q3, q2)[1] - _mid(p0, p1)[1])
            gap_down = abs(_mid(q0, q1)[1] - _mid(p3, p2)[1])
            above = gap_up < 0.3 * best.height
            below = gap_down < 0.3 * best.height
            if not above and not below:
                continue
        upper, lower = (other, best) if above else (best, other)
        tiles = upper.tiles + lower.tiles
        return Found(outline_of(list(tiles)), tiles, None, upper.inked + lower.inked)
    return best


def _mid(a, b):
    return ((a[0] + b[0]) / 2, (a[1] + b[1]) / 2)


def _middle(corners: Corners):
    return (sum(p[0] for p in corners) / 4, sum(p[1] for p in corners) / 4)


def locate_steps(picture, corners: Corners, tiles: int | None = None,
                 aspect: float = TILE_ASPECT) -> Generator[None, None, Found | None]:
    """The tiles in a frame: one row along it (`tiles` of them, None: counted as a hand),
    or, when the frame does not hold a row of tiles that shape (a teaching layout's grid),
    the tiles found in the whole picture whose middles lie inside the frame, in reading
    order (the first `tiles`). None when there are none. Yields between its steps."""
    two = _two_rows(picture, corners, tiles)
    if two is not None:
        return two
    yield
    row = row_tiles(picture, corners, tiles, tiles is None, reach=0.5, aspect=aspect)
    if row is not None and tile_shaped(row) and (tiles is None or len(row.tiles) == tiles):
        return row
    yield
    overview = yield from overview_steps(picture)
    if tiles is not None:
        apart = [t for t in layout_tiles(picture, overview) if _inside(_middle(t), corners)]
        if len(apart) >= tiles:
            return found_of(apart[:tiles])
    rows = yield from find_rows_steps(picture, hand=False, overview=overview)
    inside = [Found(r.corners, tuple(t for t in r.tiles if _inside(_middle(t), corners)),
                    None, r.inked) for r in plausible(rows)]
    inside = [r for r in inside if r.tiles]
    ordered = reading_order(inside, tiles or sum(len(r.tiles) for r in inside))
    if not ordered:
        return row
    return Found(outline_of(ordered), tuple(ordered), len(ordered) if tiles is None else None,
                 sum(r.inked for r in inside))


def layout_tiles(picture: Picture, overview: Overview | None = None) -> list[Corners]:
    """The tiles of a teaching layout laid apart (a small grid on the table, as the family
    photos show them), each found alone as a face in the overview: tile-shaped blobs of the
    usual size, a blob grown into a shadow or a neighbour cut to the usual width where most
    of its face is; in reading order (rows by their middles, top to bottom, each left to
    right). Empty when fewer than two tiles show apart, or when some lie side by side.
    `overview`: the picture's, made already."""
    if overview is None:
        overview = steps.run(overview_steps(picture))
    scale, found = overview.scale, list(overview.faces)
    single = [bl for bl in found if 0.5 <= bl.width / max(1, bl.y1 - bl.y0) <= 1.0]
    if len(single) < 2:
        return []
    width = sorted(bl.width for bl in single)[len(single) // 2]
    height = sorted(bl.y1 - bl.y0 for bl in single)[len(single) // 2]
    boxes = []
    for bl in found:
        h = bl.y1 - bl.y0
        if abs(math.log(max(1, h) / height)) > math.log(1.25):
            continue
        if abs(math.log(max(1, bl.width) / width)) <= math.log(1.3):
            boxes.append((bl.x0, bl.y0, bl.x1, bl.y1))
        elif width < bl.width <= 2.0 * width:
            cols = [0] * bl.width
            for _, a, c in bl.runs:
                for x in range(a, c):
                    cols[x - bl.x0] += 1
            best = max(range(bl.width - width + 1), key=lambda k: sum(cols[k : k + width]))
            boxes.append((bl.x0 + best, bl.y0, bl.x0 + best + width, bl.y1))
    rows: list[list[tuple[int, int, int, int]]] = []
    for box in sorted(boxes, key=lambda bx: (bx[1] + bx[3]) / 2):
        middle = (box[1] + box[3]) / 2
        if rows and abs(middle - (rows[-1][0][1] + rows[-1][0][3]) / 2) <= 0.5 * height:
            rows[-1].append(box)
        else:
            rows.append([box])
    out = []
    for row in rows:
        row.sort()
        if any(b[0] - a[2] < 0.25 * width for a, b in zip(row, row[1:], strict=False)):
            return []  # tiles side by side (a row, found as such): not a layout laid apart
    for row in rows:
        for x0, y0, x1, y1 in row:
            a, b_, c, d = (x0 - 0.5) * scale, (y0 - 0.5) * scale, (x1 + 0.5) * scale, \
                (y1 + 0.5) * scale
            out.append(((a, b_), (c, b_), (c, d), (a, d)))
    return out


def _two_rows(picture, corners: Corners, tiles: int | None) -> Found | None:
    """A hand laid in two rows, one on top of the other, framed together: each half of the
    frame a row of its own (the upper read first), when the frame is too short for its
    tiles in one row (`tiles`, or a hand's 13 at least; fewer are a teaching row); None
    otherwise."""
    if tiles is not None and tiles < 13:
        return None  # a teaching row, not a hand
    length = frame_aspect(corners) / TILE_ASPECT  # tiles of its height it could hold
    if length >= 0.65 * (tiles or 13):
        return None
    halves = [row_tiles(picture, half, None, False, reach=0.5, margin=0.05)
              for half in halves_of(corners)]
    if not all(two_rows_half(h) for h in halves):
        return None
    upper, lower = halves
    both = upper.tiles + lower.tiles  # type: ignore[union-attr]
    if len(both) != (tiles or len(both)) or not 13 <= len(both) <= 18:
        return None  # not a hand's tiles: one row of tall tiles, each half split in two
    return Found(outline_of(list(both)), both, len(both),
                 upper.inked + lower.inked)  # type: ignore[union-attr]


def _inside(point, corners: Corners) -> bool:
    """Whether a point lies in the frame (widened by a tenth of its height)."""
    w, h = 1000.0, 1000.0
    to_unit = homography(corners, ((0, 0), (w, 0), (w, h), (0, h)))
    u, v = apply(to_unit, *point)
    return -0.02 * w <= u <= 1.02 * w and -0.1 * h <= v <= 1.1 * h
