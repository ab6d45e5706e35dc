"""A suggested frame: where the row of tiles probably is, from the picture's bright tile faces
and their edges. Only a suggestion: the player moves its corners before reading."""

from __future__ import annotations

import math
import re
from collections import Counter
from collections.abc import Generator

from . import steps
from .errors import PhotoError
from .geometry import Corners, apply, check_corners, frame_aspect, homography, signed_area
from .picture import Picture

OVERVIEW = 400  # longest side of the picture the frame is looked for in
# Refining a frame placed by hand: how far it is widened (a fraction of its height above and
# below, of its width at each end), and the size of the picture the row is looked for in.
REFINE_MARGIN = (0.4, 0.01)
REFINE_WIDTH, REFINE_HEIGHT = 560, 112



def suggest_frame(picture: Picture) -> Corners | None:
    """Four corners (clockwise from top-left, in the picture's pixels) around the largest
    bright, elongated group of tile faces; None if nothing looks like a row of tiles."""
    return steps.run(suggest_frame_steps(picture))


def suggest_frame_steps(picture: Picture) -> Generator[None, None, Corners | None]:
    """suggest_frame in two steps (the small grey overview, then the row found in it); yields
    between them, so a page can draw."""
    width, height, grey, scale = picture.overview(OVERVIEW)
    yield
    corners = find_row(grey, width, height)
    if corners is None:
        return None
    return tuple((x * scale, y * scale) for x, y in corners)  # type: ignore[return-value]


def find_row(grey: bytes, width: int, height: int, in_frame: bool = False) -> Corners | None:
    """The quadrilateral of the largest bright, elongated group of tile faces in a grey
    picture (`in_frame`: of every group in line with it, across gaps up to a tile and a
    half), or None."""
    threshold = otsu(grey)
    spread = sorted(grey[:: max(1, len(grey) // 4000)])
    if spread[-len(spread) // 50] - spread[len(spread) // 50] < 40:
        return None
    table = bytes(1 if v > threshold else 0 for v in range(256))
    mask = grey.translate(table)
    if in_frame:
        # The faces fill about half the height of the frame widened for refining.
        component = _row_in_frame(mask, width, height, gap=max(2, round(0.45 * height)))
    else:
        component = _largest_component(mask, width, height, gap=max(2, width // 150))
    if component is None:
        return None
    return _fit_quad(component)


def refine_frame(picture: Picture, corners: Corners) -> Corners:
    """A frame placed by hand, fitted to the row of tile faces inside it: the faces' own top,
    bottom and end lines, looked for in the frame widened above and below. A corner a little
    off the row skews the rectified row, and with it every tile; the fitted frame does not.
    The frame as given when no row is found there, or when what is found is not plausibly it."""
    corners = check_corners(corners, picture.width, picture.height)
    p0, p1, p2, p3 = corners
    m, e = REFINE_MARGIN
    q0, q3 = _along(p0, p3, -m), _along(p0, p3, 1 + m)
    q1, q2 = _along(p1, p2, -m), _along(p1, p2, 1 + m)
    region = (_along(q0, q1, -e), _along(q0, q1, 1 + e), _along(q3, q2, 1 + e),
              _along(q3, q2, -e))
    aspect = frame_aspect(region)
    height = max(24, min(REFINE_HEIGHT, round(REFINE_WIDTH / max(aspect, 1e-6))))
    width = max(24, min(REFINE_WIDTH, round(height * aspect)))
    grey = picture.warp(region, width, height, max_taps=1).grey()
    found = find_row(grey, width, height, in_frame=True)
    if found is None:
        return corners
    to_picture = homography(((0, 0), (width, 0), (width, height), (0, height)), region)
    fitted = tuple(apply(to_picture, x, y) for x, y in found)
    try:
        fitted = check_corners(fitted, picture.width, picture.height)
    except PhotoError:
        return corners
    given, got = abs(signed_area(list(corners))), abs(signed_area(list(fitted)))
    if not 0.4 * given <= got <= 1.6 * given:
        return corners
    return fitted  # type: ignore[return-value]


def _along(a, b, t: float):
    """The point at t along a -> b (t < 0 or > 1: beyond the ends)."""
    return (a[0] + (b[0] - a[0]) * t, a[1] + (b[1] - a[1]) * t)


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


def _components(mask: bytes, width: int, height: int, gap: int):
    """The 8-connected groups of bright pixels, after closing horizontal gaps of up to `gap`
    pixels (between tiles): {group: its runs (y, x0, x1)}."""
    parent: list[int] = []

    def find(i: int) -> int:
        while parent[i] != i:
            parent[i] = parent[parent[i]]
            i = parent[i]
        return i

    runs: list[tuple[int, int, int]] = []
    previous: list[int] = []
    one = re.compile(b"\x01+")
    for y in range(height):
        row = mask[y * width : (y + 1) * width]
        merged: list[list[int]] = []
        for m in one.finditer(row):
            if merged and m.start() - merged[-1][1] <= gap:
                merged[-1][1] = m.end()
            else:
                merged.append([m.start(), m.end()])
        current = []
        for x0, x1 in merged:
            if x1 - x0 < 2:
                continue
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
    return groups


def _area(runs) -> int:
    return sum(x1 - x0 for _, x0, x1 in runs)


def _largest_component(mask: bytes, width: int, height: int, gap: int):
    """The runs (y, x0, x1) of the largest group of bright pixels (favouring a row's shape),
    or None."""
    groups = _components(mask, width, height, gap)
    if not groups:
        return None
    best = max(groups.values(), key=_score)
    if _area(best) < 0.002 * width * height:
        return None
    return best


def _row_in_frame(mask: bytes, width: int, height: int, gap: int):
    """The runs of every group of bright pixels in line with the largest (a row broken by a
    missing tile, or with its winning tile laid apart, is still one row), or None."""
    groups = list(_components(mask, width, height, gap).values())
    if not groups:
        return None
    largest = max(groups, key=_area)
    if _area(largest) < 0.01 * width * height:
        return None
    top, bottom = min(y for y, _, _ in largest), max(y for y, _, _ in largest)
    out = []
    for runs in groups:
        y0, y1 = min(y for y, _, _ in runs), max(y for y, _, _ in runs)
        overlap = min(bottom, y1) - max(top, y0) + 1
        if _area(runs) >= 0.04 * _area(largest) and overlap >= 0.5 * (y1 - y0 + 1):
            out += runs
    return out


def _score(runs) -> float:
    """Area, favouring groups wider than tall (a row) over blobs."""
    w = max(x1 for _, _, x1 in runs) - min(x0 for _, x0, _ in runs)
    h = max(y for y, _, _ in runs) - min(y for y, _, _ in runs) + 1
    return _area(runs) * min(3.0, max(0.5, w / h / 2))


def _fit_quad(runs) -> Corners | None:
    """Lines along the top, bottom, left and right of the group, in its own orientation
    (principal axes), and their four intersections."""
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
    cxx, cyy, cxy = sxx / n - mx * mx, syy / n - my * my, sxy / n - mx * my
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
