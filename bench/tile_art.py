"""The app's own tile art (web/tiles/*.svg) drawn into pixels, in pure Python.

The faces are drawn by tools/make_art.py from a few SVG primitives (paths of lines and
quadratic curves, circles, an ellipse, rounded rectangles; fills and round-capped strokes;
translate/scale/rotate), so this small rasteriser covers them exactly: each shape becomes
polygons, each polygon is filled on a 4x supersampled grid span by span (slice assignment),
and the coverage is blended onto an ivory tile. Used to make the default set
(tools/make_photo_default.py) and the synthetic photos (bench/synth_photos.py) without a
browser; the browser test (tests/photo/test_browser.py) checks it against Chromium.
"""

from __future__ import annotations

import math
import re
import xml.etree.ElementTree as ET
from operator import add
from pathlib import Path

from photo.geometry import signed_area
from photo.picture import Picture

FACE_WIDTH, FACE_HEIGHT = 60, 80  # the art's viewBox
IVORY = (0xF8, 0xF3, 0xE6)
SUPERSAMPLE = 4
_SVG = "{http://www.w3.org/2000/svg}"
_INHERITED = ("fill", "stroke", "stroke-width", "stroke-linecap", "stroke-linejoin")
_NUMBER = re.compile(r"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
_TOKEN = re.compile(r"[MmLlHhVvQqCcZz]|[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")

Matrix = tuple[float, float, float, float, float, float]  # x' = a x + c y + e, y' = b x + d y + f
IDENTITY: Matrix = (1.0, 0.0, 0.0, 1.0, 0.0, 0.0)


def art_folder() -> Path:
    """web/tiles/ of this repository."""
    return Path(__file__).resolve().parents[1] / "web" / "tiles"


def load_face_svgs(faces: list[str], folder: Path | None = None) -> dict[str, str]:
    """The SVG text of each face, read from web/tiles/."""
    folder = folder or art_folder()
    return {face: (folder / f"{face}.svg").read_text(encoding="utf-8") for face in faces}


def render(svg_text: str, width: int, background: tuple[int, int, int] = IVORY) -> Picture:
    """The face drawn `width` pixels wide (height in the art's 3:4 proportion) on a plain
    background, as an RGB picture."""
    height = round(width * FACE_HEIGHT / FACE_WIDTH)
    scale = width / FACE_WIDTH
    canvas = [bytearray([v]) * (width * height) for v in background]
    root = ET.fromstring(svg_text)
    base = (scale, 0.0, 0.0, scale, 0.0, 0.0)
    for shape, style, matrix in _walk(root, {}, base, 1.0):
        _paint(canvas, width, height, shape, style, matrix)
    return Picture.from_planes(width, height, [bytes(p) for p in canvas])


# ---------------------------------------------------------------- the SVG tree


def _walk(node, inherited: dict, matrix: Matrix, opacity: float):
    for child in node:
        tag = child.tag.replace(_SVG, "")
        if tag in ("title", "defs", "clipPath", "desc"):
            continue
        style = dict(inherited)
        for key in _INHERITED:
            if key in child.attrib:
                style[key] = child.attrib[key]
        m = _compose(matrix, _transform(child.attrib.get("transform", "")))
        alpha = opacity * float(child.attrib.get("opacity", "1"))
        if tag == "g":
            yield from _walk(child, style, m, alpha)
        else:
            style["opacity"] = alpha
            yield child, style, m


def _transform(text: str) -> Matrix:
    m = IDENTITY
    for name, args in re.findall(r"(\w+)\s*\(([^)]*)\)", text):
        v = [float(x) for x in _NUMBER.findall(args)]
        if name == "translate":
            t = (1.0, 0.0, 0.0, 1.0, v[0], v[1] if len(v) > 1 else 0.0)
        elif name == "scale":
            t = (v[0], 0.0, 0.0, v[1] if len(v) > 1 else v[0], 0.0, 0.0)
        elif name == "rotate":
            a = math.radians(v[0])
            cos, sin = math.cos(a), math.sin(a)
            cx, cy = (v[1], v[2]) if len(v) == 3 else (0.0, 0.0)
            t = (cos, sin, -sin, cos, cx - cos * cx + sin * cy, cy - sin * cx - cos * cy)
        else:
            raise ValueError(f"unsupported transform {name!r}")
        m = _compose(m, t)
    return m


def _compose(m: Matrix, t: Matrix) -> Matrix:
    """m after t: the matrix applying t first, then m."""
    a, b, c, d, e, f = m
    a2, b2, c2, d2, e2, f2 = t
    return (
        a * a2 + c * b2, b * a2 + d * b2, a * c2 + c * d2, b * c2 + d * d2,
        a * e2 + c * f2 + e, b * e2 + d * f2 + f,
    )


def _colour(text: str | None):
    if not text or text == "none":
        return None
    text = text.strip()
    if text.startswith("#") and len(text) == 7:
        return tuple(int(text[i : i + 2], 16) for i in (1, 3, 5))
    if text.startswith("#") and len(text) == 4:
        return tuple(int(ch * 2, 16) for ch in text[1:])
    if text == "black":
        return (0, 0, 0)
    if text == "white":
        return (255, 255, 255)
    raise ValueError(f"unsupported colour {text!r}")


# ---------------------------------------------------------------- shapes to polylines


def _outlines(node) -> tuple[list[list[tuple[float, float]]], list[bool]]:
    """The shape's subpaths in its own units, each a list of points, and whether closed."""
    tag = node.tag.replace(_SVG, "")
    a = node.attrib
    num = lambda key, default=0.0: float(a.get(key, default))  # noqa: E731
    if tag == "circle":
        return [_ellipse(num("cx"), num("cy"), num("r"), num("r"))], [True]
    if tag == "ellipse":
        return [_ellipse(num("cx"), num("cy"), num("rx"), num("ry"))], [True]
    if tag == "rect":
        return [_rounded_rect(num("x"), num("y"), num("width"), num("height"),
                              num("rx", a.get("ry", 0)))], [True]
    if tag == "path":
        return _path(a["d"])
    raise ValueError(f"unsupported element {tag!r}")


def _ellipse(cx: float, cy: float, rx: float, ry: float) -> list[tuple[float, float]]:
    n = max(16, int(2 * math.pi * max(rx, ry) / 1.0))
    return [(cx + rx * math.cos(2 * math.pi * i / n), cy + ry * math.sin(2 * math.pi * i / n))
            for i in range(n)]


def _rounded_rect(x, y, w, h, r) -> list[tuple[float, float]]:
    r = min(r, w / 2, h / 2)
    if r <= 0:
        return [(x, y), (x + w, y), (x + w, y + h), (x, y + h)]
    pts = []
    for cx, cy, start in ((x + w - r, y + r, -90), (x + w - r, y + h - r, 0),
                          (x + r, y + h - r, 90), (x + r, y + r, 180)):
        for i in range(7):
            t = math.radians(start + 15 * i)
            pts.append((cx + r * math.cos(t), cy + r * math.sin(t)))
    return pts


def _path(d: str):
    tokens = _TOKEN.findall(d)
    subpaths, closed = [], []
    pts: list[tuple[float, float]] = []
    x = y = 0.0
    cmd = ""
    i = 0

    def take(n):
        nonlocal i
        vals = [float(t) for t in tokens[i : i + n]]
        i += n
        return vals

    while i < len(tokens):
        if tokens[i].isalpha():
            cmd = tokens[i]
            i += 1
            if cmd in "Zz":
                if pts:
                    subpaths.append(pts)
                    closed.append(True)
                    x, y = pts[0]
                pts = []
                continue
        rel = cmd.islower()
        ox, oy = (x, y) if rel else (0.0, 0.0)
        c = cmd.upper()
        if c == "M":
            if len(pts) > 1:
                subpaths.append(pts)
                closed.append(False)
            px, py = take(2)
            x, y = ox + px, oy + py
            pts = [(x, y)]
            cmd = "l" if rel else "L"
        elif c == "L":
            px, py = take(2)
            x, y = ox + px, oy + py
            pts.append((x, y))
        elif c == "H":
            (px,) = take(1)
            x = ox + px
            pts.append((x, y))
        elif c == "V":
            (py,) = take(1)
            y = oy + py
            pts.append((x, y))
        elif c == "Q":
            qx, qy, px, py = take(4)
            _bezier(pts, [(x, y), (ox + qx, oy + qy), (ox + px, oy + py)])
            x, y = ox + px, oy + py
        elif c == "C":
            c1x, c1y, c2x, c2y, px, py = take(6)
            _bezier(pts, [(x, y), (ox + c1x, oy + c1y), (ox + c2x, oy + c2y), (ox + px, oy + py)])
            x, y = ox + px, oy + py
        else:
            raise ValueError(f"unsupported path command {cmd!r}")
        if not pts:
            pts = [(x, y)]
    if len(pts) > 1:
        subpaths.append(pts)
        closed.append(False)
    return subpaths, closed


def _bezier(pts: list, ctrl: list[tuple[float, float]]) -> None:
    length = sum(math.dist(ctrl[i], ctrl[i + 1]) for i in range(len(ctrl) - 1))
    n = max(4, int(length / 1.5))
    for k in range(1, n + 1):
        t = k / n
        p = ctrl
        while len(p) > 1:
            p = [((1 - t) * p[j][0] + t * p[j + 1][0], (1 - t) * p[j][1] + t * p[j + 1][1])
                 for j in range(len(p) - 1)]
        pts.append(p[0])


# ---------------------------------------------------------------- painting


def _paint(canvas, width, height, node, style, matrix: Matrix) -> None:
    subpaths, closed = _outlines(node)
    a, b, c, d, e, f = matrix
    s = SUPERSAMPLE
    dev = [[((a * x + c * y + e) * s, (b * x + d * y + f) * s) for x, y in sp] for sp in subpaths]
    fill = _colour(style.get("fill", "black"))
    opacity = style.get("opacity", 1.0)
    if fill is not None:
        polys = [p for p, _ in zip(dev, closed, strict=True) if len(p) > 2]
        _blend(canvas, width, height, polys, fill, opacity)
    stroke = _colour(style.get("stroke"))
    if stroke is not None:
        scale = math.sqrt(abs(a * d - b * c)) * s
        half = float(style.get("stroke-width", "1")) * scale / 2
        round_cap = style.get("stroke-linecap") == "round"
        round_join = style.get("stroke-linejoin") == "round"
        polys = []
        for pts, is_closed in zip(dev, closed, strict=True):
            line = pts + [pts[0]] if is_closed else pts
            for p, q in zip(line, line[1:], strict=False):
                quad = _segment(p, q, half)
                if quad:
                    polys.append(quad)
            joints = line[1:-1] if not is_closed else line
            if round_join or is_closed:
                polys.extend(_disc(p, half) for p in joints)
            if round_cap and not is_closed:
                polys.extend((_disc(line[0], half), _disc(line[-1], half)))
        _blend(canvas, width, height, polys, stroke, opacity)


def _segment(p, q, half):
    dx, dy = q[0] - p[0], q[1] - p[1]
    length = math.hypot(dx, dy)
    if length < 1e-9:
        return None
    nx, ny = -dy / length * half, dx / length * half
    return [(p[0] + nx, p[1] + ny), (q[0] + nx, q[1] + ny), (q[0] - nx, q[1] - ny),
            (p[0] - nx, p[1] - ny)]


def _disc(p, r):
    n = max(8, min(32, int(r * 1.5)))
    return [(p[0] + r * math.cos(2 * math.pi * i / n), p[1] + r * math.sin(2 * math.pi * i / n))
            for i in range(n)]


def _oriented(poly):
    return poly if signed_area(poly) >= 0 else poly[::-1]


def _blend(canvas, width, height, polys, colour, opacity) -> None:
    """Fill the union of `polys` (device units x SUPERSAMPLE, nonzero rule, each polygon
    oriented alike so overlaps add) and blend `colour` by its coverage."""
    if not polys:
        return
    s = SUPERSAMPLE
    sw, sh = width * s, height * s
    ys = [y for poly in polys for _, y in poly]
    xs = [x for poly in polys for x, _ in poly]
    row0, row1 = max(0, math.floor(min(ys))), min(sh, math.ceil(max(ys)) + 1)
    col0, col1 = max(0, math.floor(min(xs))), min(sw, math.ceil(max(xs)) + 1)
    if row0 >= row1 or col0 >= col1:
        return
    # Crossings of each supersampled scanline: (x, +1/-1).
    crossings: dict[int, list[tuple[float, int]]] = {}
    for poly in polys:
        poly = _oriented(poly)
        for (x0, y0), (x1, y1) in zip(poly, poly[1:] + poly[:1], strict=True):
            if y0 == y1:
                continue
            wind = 1 if y1 > y0 else -1
            if y0 > y1:
                x0, y0, x1, y1 = x1, y1, x0, y0
            j0 = max(row0, math.ceil(y0 - 0.5))
            j1 = min(row1, math.ceil(y1 - 0.5))
            slope = (x1 - x0) / (y1 - y0)
            for j in range(j0, j1):
                crossings.setdefault(j, []).append((x0 + (j + 0.5 - y0) * slope, wind))
    bw = col1 - col0
    mask = bytearray(bw * (row1 - row0))
    for j, row in crossings.items():
        row.sort()
        winding = 0
        start = 0.0
        base = (j - row0) * bw
        for x, wind in row:
            if winding == 0:
                start = x
            winding += wind
            if winding == 0:
                a = max(col0, math.ceil(start - 0.5)) - col0
                b = min(col1, math.ceil(x - 0.5)) - col0
                if b > a:
                    mask[base + a : base + b] = b"\x01" * (b - a)
    # Coverage per output pixel: sums of s x s blocks.
    px0, px1 = col0 // s, -(-col1 // s)
    py0, py1 = row0 // s, -(-row1 // s)
    pad_left = col0 - px0 * s
    out_w = px1 - px0
    full = bytearray(out_w * s)
    for py in range(py0, py1):
        total = [0] * out_w
        for sy in range(py * s, py * s + s):
            if not row0 <= sy < row1:
                continue
            full[:] = bytes(len(full))
            seg = mask[(sy - row0) * bw : (sy - row0 + 1) * bw]
            full[pad_left : pad_left + len(seg)] = seg[: len(full) - pad_left]
            for k in range(s):
                total = list(map(add, total, full[k::s]))
        if py >= height:
            continue
        full_cover = s * s
        for i, cov in enumerate(total):
            if cov:
                x = px0 + i
                if x >= width:
                    break
                alpha = cov / full_cover * opacity
                idx = py * width + x
                for plane, value in zip(canvas, colour, strict=True):
                    old = plane[idx]
                    plane[idx] = round(old + (value - old) * alpha)
