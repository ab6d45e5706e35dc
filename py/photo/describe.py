"""What a tile looks like, as numbers: its ink trimmed, resized to 48 x 64 grey, described by a
histogram of oriented gradients (HOG), plus a small histogram of its ink colours.

HOG: 8 x 8 pixel cells (6 x 8 of them), 9 unsigned orientation bins with linear interpolation
between bins, 2 x 2 cell blocks normalised L2-Hys, all 35 blocks: 1260 numbers, each stored as
a byte. Ink colours: the ink pixels' colour relative to the tile face (so the light's own tint
cancels), in 7 bins (neutral, red, orange, green, cyan, blue, purple).

A tile turned 180 degrees has the same HOG with its blocks, and the cells within each block, in
reverse order (an unsigned gradient's direction is unchanged by the turn): `Descriptor.turned`.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from itertools import compress
from operator import add, sub

WIDTH, HEIGHT = 48, 64
CELL = 8
BINS = 9
CELLS_X, CELLS_Y = WIDTH // CELL, HEIGHT // CELL
BLOCKS_X, BLOCKS_Y = CELLS_X - 1, CELLS_Y - 1
HOG_SIZE = BLOCKS_X * BLOCKS_Y * 4 * BINS
COLOURS = ("neutral", "red", "orange", "green", "cyan", "blue", "purple")
# The name of this descriptor; a tile set made with another cannot be matched against it.
KIND = f"hog{WIDTH}x{HEIGHT}c{CELL}b{BINS}-ink{len(COLOURS)}"
# Ink is darker than this fraction of the face's brightness.
INK_LEVEL = 0.72


@dataclass(frozen=True)
class Descriptor:
    """A tile's HOG (HOG_SIZE bytes) and ink-colour histogram (7 bytes, fractions x 255)."""

    hog: bytes
    colour: bytes

    def turned(self) -> Descriptor:
        """The descriptor of the same tile turned 180 degrees."""
        return Descriptor(bytes(map(self.hog.__getitem__, _TURN)), self.colour)

    def to_bytes(self) -> bytes:
        return self.hog + self.colour

    @classmethod
    def from_bytes(cls, data: bytes) -> Descriptor:
        if len(data) != HOG_SIZE + len(COLOURS):
            raise ValueError(f"a descriptor has {HOG_SIZE + len(COLOURS)} bytes, not {len(data)}")
        return cls(bytes(data[:HOG_SIZE]), bytes(data[HOG_SIZE:]))


def _turn_permutation() -> list[int]:
    perm = []
    for by in range(BLOCKS_Y):
        for bx in range(BLOCKS_X):
            src_block = (BLOCKS_Y - 1 - by) * BLOCKS_X + (BLOCKS_X - 1 - bx)
            for cell in range(4):
                for b in range(BINS):
                    perm.append((src_block * 4 + 3 - cell) * BINS + b)
    return perm


_TURN = _turn_permutation()


def describe(grey: bytes, r: bytes, g: bytes, b: bytes, width: int,
             box: tuple[int, int, int, int], face_level: float) -> Descriptor:
    """The descriptor of the ink box (x0, y0, x1, y1) of planes `width` pixels wide, whose tile
    face has brightness `face_level` (grey)."""
    small = resample(grey, width, box, WIDTH, HEIGHT)
    return Descriptor(hog(small), ink_colours(grey, r, g, b, width, box, face_level))


def resample(plane: bytes, width: int, box: tuple[int, int, int, int], out_w: int,
             out_h: int) -> bytes:
    """The box of `plane` resized to out_w x out_h, each pixel the mean of a 2 x 2 sample."""
    x0, y0, x1, y1 = box
    bw, bh = x1 - x0, y1 - y0
    xs = [[x0 + min(bw - 1, int((i + t) * bw / out_w)) for i in range(out_w)] for t in (0.25, 0.75)]
    ys = [[(y0 + min(bh - 1, int((j + t) * bh / out_h))) * width for j in range(out_h)]
          for t in (0.25, 0.75)]
    out = bytearray(out_w * out_h)
    k = 0
    for j in range(out_h):
        ra, rb = ys[0][j], ys[1][j]
        for xa, xb in zip(xs[0], xs[1], strict=True):
            out[k] = (plane[ra + xa] + plane[ra + xb] + plane[rb + xa] + plane[rb + xb] + 2) >> 2
            k += 1
    return bytes(out)


_THIRD = bytes(v // 3 for v in range(768))


def soften(img: bytes, w: int = WIDTH) -> bytes:
    """A 3 x 3 box blur, so that tiles photographed large and small look alike. Each pixel's
    neighbours are those of the flattened image (edge pixels repeat themselves), which keeps
    the blur of an image turned 180 degrees the turned blur."""
    h = bytes(map(_THIRD.__getitem__, map(add, map(add, img, img[1:] + img[-1:]),
                                          img[:1] + img[:-1])))
    return bytes(map(_THIRD.__getitem__, map(add, map(add, h, h[w:] + h[-w:]),
                                             h[:w] + h[:-w])))


def _quarter(v: int) -> int:
    """A gradient -255..255 rounded to a multiple of 4, as -64..64; symmetric about 0, so a
    tile turned 180 degrees (every gradient negated) gives the same histogram."""
    return (abs(v) + 2) // 4 * (1 if v >= 0 else -1)


def _gradient_table() -> tuple[list[int], list[float], list[float]]:
    """For each gradient (gx, gy) rounded by _quarter (key = (qx + 64) * 129 + qy + 64): the
    lower orientation bin and the magnitude's share for it and for the bin above (linear
    interpolation between bin centres, unsigned directions)."""
    lower, w_lo, w_hi = [], [], []
    scale = BINS / math.pi
    for qx in range(-64, 65):
        for qy in range(-64, 65):
            gx, gy = qx * 4, qy * 4
            mag = math.sqrt(gx * gx + gy * gy)
            pos = (math.atan2(gy, gx) % math.pi) * scale - 0.5
            lo = math.floor(pos)
            frac = pos - lo
            lower.append(lo % BINS)
            w_lo.append(mag * (1.0 - frac))
            w_hi.append(mag * frac)
    return lower, w_lo, w_hi


_LOWER, _W_LO, _W_HI = _gradient_table()
# Gradient (-255..255) -> its part of the gradient table's key.
_QX = {v: (_quarter(v) + 64) * 129 for v in range(-255, 256)}
_QY = {v: _quarter(v) + 64 for v in range(-255, 256)}
_FLAT = _QX[0] + _QY[0]
# The cell (x // CELL, y // CELL) of each pixel, times BINS; -1 on the border, left out.
_CELL_OF = [
    ((y // CELL) * CELLS_X + x // CELL) * BINS if 0 < x < WIDTH - 1 and 0 < y < HEIGHT - 1 else -1
    for y in range(HEIGHT) for x in range(WIDTH)
]


def hog(img: bytes) -> bytes:
    """The HOG of a WIDTH x HEIGHT grey image, softened first (see the module's docstring)."""
    img = soften(img)
    w = WIDTH
    # Gradients of every pixel at once (the border's are wrong, and left out by _CELL_OF).
    gx = map(sub, img[1:] + b"\0", b"\0" + img[:-1])
    gy = map(sub, img[w:] + bytes(w), bytes(w) + img[:-w])
    keys = map(add, map(_QX.__getitem__, gx), map(_QY.__getitem__, gy))
    cells = [0.0] * (CELLS_X * CELLS_Y * BINS)
    lower, w_lo, w_hi = _LOWER, _W_LO, _W_HI
    for key, base in zip(keys, _CELL_OF, strict=True):
        if base >= 0 and key != _FLAT:
            lo = lower[key]
            cells[base + lo] += w_lo[key]
            cells[base + (lo + 1) % BINS] += w_hi[key]
    out = bytearray()
    for by in range(BLOCKS_Y):
        for bx in range(BLOCKS_X):
            block = []
            for cy, cx in ((by, bx), (by, bx + 1), (by + 1, bx), (by + 1, bx + 1)):
                start = (cy * CELLS_X + cx) * BINS
                block += cells[start : start + BINS]
            norm = math.sqrt(sum(v * v for v in block)) + 1e-3
            block = [min(0.2, v / norm) for v in block]
            norm = math.sqrt(sum(v * v for v in block)) + 1e-3
            out += bytes(min(255, round(v / norm * 255)) for v in block)
    return bytes(out)


def ink_colours(grey: bytes, r: bytes, g: bytes, b: bytes, width: int,
                box: tuple[int, int, int, int], face_level: float) -> bytes:
    """The ink pixels' colour histogram (fractions x 255) within the box."""
    x0, y0, x1, y1 = box
    ink_mask = bytes(1 if v < face_level * INK_LEVEL else 0 for v in range(256))
    face_mask = bytes(1 if v >= face_level * 0.92 else 0 for v in range(256))
    ink: list[int] = []
    bright: list[int] = []
    for y in range(y0, y1):
        start = y * width + x0
        row = grey[start : start + x1 - x0]
        ink += compress(range(start, start + x1 - x0), row.translate(ink_mask))
        bright += compress(range(start, start + x1 - x0), row.translate(face_mask))
    if not ink:
        return bytes(len(COLOURS))
    # The face's colour: the mean of its brightest pixels, to cancel the light's tint.
    if bright:
        fr = sum(map(r.__getitem__, bright)) / len(bright) or 1.0
        fg = sum(map(g.__getitem__, bright)) / len(bright) or 1.0
        fb = sum(map(b.__getitem__, bright)) / len(bright) or 1.0
    else:
        fr = fg = fb = max(1.0, face_level)
    counts = [0] * len(COLOURS)
    for i in ink:
        counts[_colour_bin(r[i] / fr, g[i] / fg, b[i] / fb)] += 1
    return bytes(min(255, round(255 * c / len(ink))) for c in counts)


def _colour_bin(r: float, g: float, b: float) -> int:
    hi, lo = max(r, g, b), min(r, g, b)
    chroma = hi - lo
    if chroma < 0.28:
        return 0
    if hi == r:
        hue = 60 * (((g - b) / chroma) % 6)
    elif hi == g:
        hue = 60 * ((b - r) / chroma + 2)
    else:
        hue = 60 * ((r - g) / chroma + 4)
    if hue >= 330 or hue < 30:
        return 1
    if hue < 90:
        return 2
    if hue < 165:
        return 3
    if hue < 200:
        return 4
    if hue < 260:
        return 5
    return 6
