"""A suggested frame: where the row of tiles probably is, from the picture's bright tile faces
and their edges. Only a suggestion: the player moves its corners before reading."""

from __future__ import annotations

import math
import re

from .geometry import Corners
from .picture import Picture
from .row import otsu

OVERVIEW = 400  # longest side of the picture the frame is looked for in


def suggest_frame(picture: Picture) -> Corners | None:
    """Four corners (clockwise from top-left, in the picture's pixels) around the largest
    bright, elongated group of tile faces; None if nothing looks like a row of tiles."""
    width, height, grey, scale = picture.overview(OVERVIEW)
    threshold = otsu(grey)
    spread = sorted(grey[:: max(1, len(grey) // 4000)])
    if spread[-len(spread) // 50] - spread[len(spread) // 50] < 40:
        return None
    table = bytes(1 if v > threshold else 0 for v in range(256))
    mask = grey.translate(table)
    component = _largest_component(mask, width, height, gap=max(2, width // 150))
    if component is None:
        return None
    corners = _fit_quad(component)
    if corners is None:
        return None
    return tuple((x * scale, y * scale) for x, y in corners)  # type: ignore[return-value]


def _largest_component(mask: bytes, width: int, height: int, gap: int):
    """The runs (y, x0, x1) of the largest 8-connected group of bright pixels, after closing
    horizontal gaps of up to `gap` pixels (between tiles)."""
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
    if not runs:
        return None
    areas: dict[int, int] = {}
    for i, (_, x0, x1) in enumerate(runs):
        root = find(i)
        areas[root] = areas.get(root, 0) + x1 - x0
    best = max(areas, key=lambda r: _score(r, areas[r], runs, find))
    if areas[best] < 0.002 * width * height:
        return None
    return [run for i, run in enumerate(runs) if find(i) == best]


def _score(root, area, runs, find) -> float:
    """Area, favouring groups wider than tall (a row) over blobs."""
    xs0 = [x0 for i, (_, x0, _) in enumerate(runs) if find(i) == root]
    xs1 = [x1 for i, (_, _, x1) in enumerate(runs) if find(i) == root]
    ys = [y for i, (y, _, _) in enumerate(runs) if find(i) == root]
    w, h = max(xs1) - min(xs0), max(ys) - min(ys) + 1
    return area * min(3.0, max(0.5, w / h / 2))


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
