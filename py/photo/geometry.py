"""Frames: four corners in picture pixels, and the perspective map between a frame and an
upright rectangle."""

from __future__ import annotations

import math

from .errors import PhotoError

Point = tuple[float, float]
Corners = tuple[Point, Point, Point, Point]


def homography(src: Corners, dst: Corners) -> tuple[float, ...]:
    """The projective map taking each src point to its dst point, as (a, b, c, d, e, f, g, h):
    x' = (a x + b y + c) / (g x + h y + 1), y' = (d x + e y + f) / (g x + h y + 1)."""
    rows, rhs = [], []
    for (x, y), (u, v) in zip(src, dst, strict=True):
        rows.append([x, y, 1.0, 0.0, 0.0, 0.0, -u * x, -u * y])
        rhs.append(u)
        rows.append([0.0, 0.0, 0.0, x, y, 1.0, -v * x, -v * y])
        rhs.append(v)
    return tuple(_solve(rows, rhs))


def apply(h: tuple[float, ...], x: float, y: float) -> Point:
    """The image of (x, y) under homography `h`."""
    a, b, c, d, e, f, g, k = h
    z = g * x + k * y + 1.0
    return (a * x + b * y + c) / z, (d * x + e * y + f) / z


def _solve(rows: list[list[float]], rhs: list[float]) -> list[float]:
    n = len(rows)
    m = [row[:] + [r] for row, r in zip(rows, rhs, strict=True)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda i: abs(m[i][col]))
        if abs(m[pivot][col]) < 1e-12:
            raise PhotoError("the frame's corners do not make a quadrilateral", "bad_frame")
        m[col], m[pivot] = m[pivot], m[col]
        p = m[col][col]
        for i in range(col + 1, n):
            factor = m[i][col] / p
            if factor:
                row_i, row_c = m[i], m[col]
                for j in range(col, n + 1):
                    row_i[j] -= factor * row_c[j]
    out = [0.0] * n
    for i in range(n - 1, -1, -1):
        out[i] = (m[i][n] - sum(m[i][j] * out[j] for j in range(i + 1, n))) / m[i][i]
    return out


def signed_area(points) -> float:
    """The polygon's area, positive when its points run clockwise on screen (y down)."""
    return sum(x0 * y1 - x1 * y0 for (x0, y0), (x1, y1) in
               zip(points, points[1:] + points[:1], strict=True)) / 2


def quad_sides(corners: Corners) -> tuple[float, float, float, float]:
    """Lengths of the top, right, bottom and left sides."""
    (x0, y0), (x1, y1), (x2, y2), (x3, y3) = corners
    return (
        math.hypot(x1 - x0, y1 - y0),
        math.hypot(x2 - x1, y2 - y1),
        math.hypot(x3 - x2, y3 - y2),
        math.hypot(x0 - x3, y0 - y3),
    )


def frame_aspect(corners: Corners) -> float:
    """Width / height of a frame, its opposite sides averaged."""
    top, right, bottom, left = quad_sides(corners)
    return (top + bottom) / max(1e-6, right + left)


def check_corners(corners, width: int, height: int) -> Corners:
    """Four (x, y) corners, clockwise from top-left, forming a convex quadrilateral that
    overlaps the picture; else a PhotoError naming the problem."""
    try:
        pts = tuple((float(x), float(y)) for x, y in corners)
    except (TypeError, ValueError) as exc:
        raise PhotoError(
            "a frame is four corners, each an (x, y) pair of numbers", "bad_frame") from exc
    if len(pts) != 4 or not all(math.isfinite(v) for p in pts for v in p):
        raise PhotoError("a frame is four corners, each an (x, y) pair of numbers", "bad_frame")
    crosses = []
    for i in range(4):
        (ax, ay), (bx, by), (cx, cy) = pts[i], pts[(i + 1) % 4], pts[(i + 2) % 4]
        crosses.append((bx - ax) * (cy - by) - (by - ay) * (cx - bx))
    if not (all(c > 0 for c in crosses) or all(c < 0 for c in crosses)):
        raise PhotoError(
            "the frame's corners do not make a convex quadrilateral (give them clockwise from "
            "the top-left)", "bad_frame")
    if crosses[0] < 0:  # counter-clockwise in picture coordinates: mirror order
        raise PhotoError(
            "the frame's corners go anticlockwise; give them clockwise from the top-left",
            "bad_frame")
    xs, ys = [p[0] for p in pts], [p[1] for p in pts]
    if max(xs) <= 0 or max(ys) <= 0 or min(xs) >= width or min(ys) >= height:
        raise PhotoError("the frame lies outside the picture", "bad_frame")
    top, right, bottom, left = quad_sides(pts)
    if min(top, right, bottom, left) < 4:
        raise PhotoError("the frame is too small to hold a tile", "no_tiles")
    return pts  # type: ignore[return-value]


def box_transform(corners: Corners, width: float, height: float) -> tuple[float, ...]:
    """The affine map (a, b, c, d, e, f), x' = a x + c y + e, y' = b x + d y + f (a canvas's
    setTransform), that lays a tile's outline upright onto a width x height box: its mean
    sides along the box's, its centre on the box's. For drawing a tile's crop."""
    (x0, y0), (x1, y1), (x2, y2), (x3, y3) = corners
    ux, uy = ((x1 - x0) + (x2 - x3)) / 2, ((y1 - y0) + (y2 - y3)) / 2  # along the top
    vx, vy = ((x3 - x0) + (x2 - x1)) / 2, ((y3 - y0) + (y2 - y1)) / 2  # down the side
    det = ux * vy - vx * uy
    if abs(det) < 1e-9:
        raise PhotoError("the tile's outline has no area", "bad_frame")
    a, c = width * vy / det, -width * vx / det
    b, d = -height * uy / det, height * ux / det
    cx, cy = (x0 + x1 + x2 + x3) / 4, (y0 + y1 + y2 + y3) / 4
    return a, b, c, d, width / 2 - (a * cx + c * cy), height / 2 - (b * cx + d * cy)


def whole(width: int, height: int) -> Corners:
    """The frame of a whole picture."""
    return ((0.0, 0.0), (float(width), 0.0), (float(width), float(height)), (0.0, float(height)))


def parse_corners(text: str) -> Corners:
    """Corners from the command line's "x,y,x,y,x,y,x,y" (top-left first, clockwise)."""
    try:
        values = [float(v) for v in text.replace(" ", "").split(",")]
    except ValueError as exc:
        raise PhotoError(f"--corners takes eight numbers x,y,... (got {text!r})",
                         "bad_frame") from exc
    if len(values) != 8:
        raise PhotoError(f"--corners takes eight numbers x,y,... (got {len(values)})",
                         "bad_frame")
    return tuple((values[i], values[i + 1]) for i in range(0, 8, 2))  # type: ignore[return-value]
