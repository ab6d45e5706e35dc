"""The bright faces in a photo's overview: the face mask (whiter than what lies around it),
its 8-connected blobs, the tile-shaped ones, the rows they make, and the quadrilateral a row's
pixels fit. photo.find builds on them.

Pure Python: the per-pixel work runs on whole rows of bytes (maps over builtins, slices,
regular expressions), so it stays fast in Pyodide.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from itertools import accumulate
from operator import add, sub

from . import lanes
from .geometry import Corners

# A face is whiter (2 min - max of its channels) than the mean of a window around it (this
# fraction of the overview's shorter side) by LIFT, and at least MIN_WHITENESS.
WINDOW = 1 / 3
LIFT = 24
MIN_WHITENESS = 48


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
        out.append(robust_line(samples))
    return out


def robust_line(samples):
    """A line through (t, s) samples: least-squares s = a t + b, refitted after dropping the
    worst third (None without samples)."""
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
