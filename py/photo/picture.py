"""Pictures as bytes: the pixels a canvas gives (RGBA) or a decoder gives (RGB, grey).

Everything here works on whole rows or strided slices of `bytes`, so the per-pixel work runs
inside the interpreter's C loops (slicing, `map` over builtins, `itemgetter` gathers) rather
than in Python bytecode: that is what keeps a pure-Python reader fast enough in Pyodide.
"""

from __future__ import annotations

import math
import sys
from collections.abc import Generator
from dataclasses import dataclass
from operator import add, itemgetter

from .errors import PhotoError
from .lanes import lanes, low_bytes, mean4, ones
from .steps import run

# Largest side kept from a photo. A 14-tile row filling the width then gives tiles about 90 px
# wide, plenty for a 48 x 64 descriptor; anything larger is scaled down first.
MAX_SIDE = 1600
# Largest picture accepted at all (a 60-megapixel photo), against a runaway allocation.
MAX_PIXELS = 60_000_000

# (sum of n samples) -> mean, for the sample counts the module uses.
_MEAN = {n: bytes(min(255, (v + n // 2) // n) for v in range(256 * n)) for n in (1, 2, 4, 9)}
# (r + 2g + b) summed over n samples -> grey, for n in 1, 4, 9.
_GREY = {n: bytes(min(255, (v + 2 * n) // (4 * n)) for v in range(1024 * n)) for n in (1, 4, 9)}


@dataclass(frozen=True)
class Picture:
    """An image: `width` x `height` pixels of `channels` interleaved bytes, rows top first.

    channels is 4 for RGBA (a canvas's ImageData.data), 3 for RGB, 1 for grey.
    """

    width: int
    height: int
    data: bytes
    channels: int = 4

    @classmethod
    def from_rgba(cls, data: bytes | bytearray | memoryview, width: int, height: int) -> Picture:
        """Wrap a canvas's RGBA bytes, checking that their size fits the dimensions."""
        return cls.of(data, width, height, 4)

    @classmethod
    def of(cls, data: bytes | bytearray | memoryview, width: int, height: int,
           channels: int) -> Picture:
        """Wrap pixel bytes after checking the dimensions and the byte count."""
        if not (isinstance(width, int) and isinstance(height, int)) or width < 1 or height < 1:
            raise PhotoError(
                f"the picture has no pixels ({width} x {height})", "bad_pixels",
                width=width, height=height,
            )
        if width * height > MAX_PIXELS:
            raise PhotoError(
                f"the picture is too large ({width} x {height} pixels; at most "
                f"{MAX_PIXELS // 1_000_000} megapixels)", "too_large", width=width, height=height,
            )
        need = width * height * channels
        if len(data) != need:
            raise PhotoError(
                f"the pixel data has {len(data)} bytes; a {width} x {height} picture with "
                f"{channels} bytes a pixel needs {need}", "bad_pixels", width=width,
                height=height, size=len(data),
            )
        return cls(width, height, bytes(data), channels)

    @classmethod
    def from_planes(cls, width: int, height: int, planes: list[bytes]) -> Picture:
        """Interleave one plane per channel (each width*height bytes) into a picture."""
        n = len(planes)
        if n == 1:
            return cls(width, height, bytes(planes[0]), 1)
        buf = bytearray(width * height * n)
        for c, plane in enumerate(planes):
            buf[c::n] = plane
        return cls(width, height, bytes(buf), n)

    def plane(self, c: int) -> bytes:
        """Channel `c` as its own width*height bytes."""
        return self.data[c :: self.channels]

    def rgb_planes(self) -> tuple[bytes, bytes, bytes]:
        """Red, green, blue planes (the grey plane three times for a grey picture)."""
        if self.channels == 1:
            return self.data, self.data, self.data
        return self.plane(0), self.plane(1), self.plane(2)

    def rgba(self) -> bytes:
        """The pixels as RGBA bytes, opaque, as a canvas's putImageData takes them."""
        r, g, b = self.rgb_planes()
        return Picture.from_planes(self.width, self.height, [r, g, b, b"\xff" * len(r)]).data

    def grey(self) -> bytes:
        """The grey plane, (r + 2g + b) / 4."""
        if self.channels == 1:
            return self.data
        r, g, b = self.rgb_planes()
        return grey_of(r, g, b)

    def scaled(self, max_side: int = MAX_SIDE) -> Picture:
        """This picture as RGB, shrunk by a whole factor until its longer side is at most
        `max_side` (each pixel the mean of 4 samples of its block); unchanged if it fits."""
        factor = math.ceil(max(self.width, self.height) / max_side)
        if factor <= 1:
            return self if self.channels == 3 else Picture.from_planes(
                self.width, self.height, list(self.rgb_planes()))
        width, height = self.width // factor, self.height // factor
        ch = self.channels
        taps = (factor // 4, (3 * factor) // 4)
        planes = [mean4([b"".join(self._row(j * factor + ty)[start :: factor * ch][:width]
                                  for j in range(height))
                         for ty in taps for tx in taps
                         for start in (tx * ch + (c if ch > 1 else 0),)])
                  for c in range(3)]
        return Picture.from_planes(width, height, planes)

    def overview(self, max_side: int) -> tuple[int, int, bytes, float]:
        """A small grey copy for finding the frame: (width, height, grey bytes, scale), where
        scale = this picture's pixels per overview pixel."""
        factor = max(1, math.ceil(max(self.width, self.height) / max_side))
        width, height = self.width // factor, self.height // factor
        taps = (factor // 4, (3 * factor) // 4) if factor > 1 else (0,)
        n = len(taps) ** 2
        out = bytearray()
        ch = self.channels
        for j in range(height):
            total = None
            for ty in taps:
                row = self._row(j * factor + ty)
                for tx in taps:
                    if ch == 1:
                        part = row[tx::factor][:width]
                        part = list(map(add, map(add, part, part), map(add, part, part)))
                    else:
                        r = row[tx * ch :: factor * ch][:width]
                        g = row[tx * ch + 1 :: factor * ch][:width]
                        b = row[tx * ch + 2 :: factor * ch][:width]
                        part = list(map(add, map(add, r, g), map(add, g, b)))
                    total = part if total is None else list(map(add, total, part))
            out += bytes(map(_GREY[n].__getitem__, total))
        return width, height, bytes(out), float(factor)

    def _row(self, y: int) -> bytes:
        stride = self.width * self.channels
        return self.data[y * stride : (y + 1) * stride]

    def warp(self, corners: tuple, out_width: int, out_height: int,
             max_taps: int = 3) -> Picture:
        """The quadrilateral `corners` (top-left, top-right, bottom-right, bottom-left, in this
        picture's pixels) mapped onto an upright `out_width` x `out_height` RGB picture.

        Each output pixel averages 1, 4 or 9 samples (at most max_taps squared), as many as the
        source has pixels under it.
        """
        return run(self.warp_steps(corners, out_width, out_height, max_taps))

    def warp_steps(self, corners: tuple, out_width: int, out_height: int,
                   max_taps: int = 3) -> Generator[None, None, Picture]:
        """warp in steps: yields after each sampling pass (up to max_taps squared of them),
        so a page can draw between them; returns the warped picture."""
        from .geometry import homography, quad_sides

        top, right, bottom, left = quad_sides(corners)
        src_per_out = max(top, bottom) / out_width, max(left, right) / out_height
        taps = max(1, min(max_taps, round(max(src_per_out))))
        h = homography(((0, 0), (out_width, 0), (out_width, out_height), (0, out_height)),
                       corners)
        a, b, c, d, e, f, g, k = h
        w, ht, ch = self.width, self.height, self.channels
        inside = all(0 <= x <= w - 1 and 0 <= y <= ht - 1 for x, y in corners)  # samples inside
        view = memoryview(self.data)
        getters = [view[i:] for i in range(min(ch, 3))]
        sums: list = [None, None, None]
        for ty in range(taps):
            for tx in range(taps):
                idx: list[int] = []
                # Each column's products, made once for every row (the same floats as
                # computed in place: the samples do not move).
                cols = [(d * u, a * u, g * u)
                        for u in (i + (tx + 0.5) / taps for i in range(out_width))]
                for j in range(out_height):
                    v = j + (ty + 0.5) / taps
                    kx, ky, kz = b * v + c, e * v + f, k * v + 1.0
                    if inside:
                        idx += [
                            (int((du + ky) / (gz := gu + kz)) * w + int((au + kx) / gz)) * ch
                            for du, au, gu in cols
                        ]
                    else:
                        idx += [
                            (min(ht - 1, max(0, int((du + ky) / (gz := gu + kz)))) * w
                             + min(w - 1, max(0, int((au + kx) / gz)))) * ch
                            for du, au, gu in cols
                        ]
                gather = itemgetter(*idx)
                for cc in range(3):
                    values = lanes(bytes(gather(getters[min(cc, len(getters) - 1)])))
                    sums[cc] = values if sums[cc] is None else sums[cc] + values
                yield
        n, size = taps * taps, out_width * out_height
        if n == 1 or n == 4:  # the rounded mean of 4 is a shift: every pixel at once
            rounding = 2 * ones(size) if n == 4 else 0
            planes = [low_bytes((s + rounding) >> (n // 2), size) for s in sums]
        else:
            planes = [bytes(map(_MEAN[n].__getitem__,
                                memoryview(s.to_bytes(2 * size, sys.byteorder)).cast("H")))
                      for s in sums]
        return Picture.from_planes(out_width, out_height, planes)

    def crop(self, x0: int, y0: int, x1: int, y1: int) -> Picture:
        """The rectangle [x0, x1) x [y0, y1), clipped to the picture."""
        x0, y0 = max(0, x0), max(0, y0)
        x1, y1 = min(self.width, x1), min(self.height, y1)
        ch = self.channels
        rows = [self._row(y)[x0 * ch : x1 * ch] for y in range(y0, y1)]
        return Picture(x1 - x0, y1 - y0, b"".join(rows), ch)


def grey_of(r: bytes, g: bytes, b: bytes) -> bytes:
    """The grey plane (r + 2g + b) / 4 of three planes, rounded: every pixel at once."""
    return low_bytes((lanes(r) + 2 * lanes(g) + lanes(b) + 2 * ones(len(r))) >> 2, len(r))
