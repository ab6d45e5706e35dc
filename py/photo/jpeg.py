"""Baseline JPEG files in pure Python: sequential Huffman-coded JPEG (the kind cameras and
phones write), 8-bit, grey or YCbCr with any chroma subsampling, restart intervals, and the
EXIF orientation. A big photo is decoded at 1/2, 1/4 or 1/8 scale straight from its DCT
coefficients, so a 12-megapixel file never becomes 12 million Python-made pixels.

Progressive, arithmetic-coded, 12-bit and lossless JPEGs are refused with a PhotoError (code
"unsupported_image"): convert them to PNG or a baseline JPEG. Only the command line needs this
module; in the browser the page's canvas decodes the photo.
"""

from __future__ import annotations

import math
import re
import struct
from itertools import repeat
from operator import add, mul

from .errors import PhotoError
from .picture import Picture

ZIGZAG = (
    0, 1, 8, 16, 9, 2, 3, 10, 17, 24, 32, 25, 18, 11, 4, 5, 12, 19, 26, 33, 40, 48, 41, 34, 27,
    20, 13, 6, 7, 14, 21, 28, 35, 42, 49, 56, 57, 50, 43, 36, 29, 22, 15, 23, 30, 37, 44, 51, 58,
    59, 52, 45, 38, 31, 39, 46, 53, 60, 61, 54, 47, 55, 62, 63,
)
_UNSUPPORTED = {
    0xC2: "progressive", 0xC3: "lossless", 0xC5: "hierarchical", 0xC6: "hierarchical",
    0xC7: "hierarchical", 0xC9: "arithmetic-coded", 0xCA: "arithmetic-coded progressive",
    0xCB: "arithmetic-coded lossless", 0xCD: "arithmetic-coded", 0xCE: "arithmetic-coded",
    0xCF: "arithmetic-coded",
}
_OFFSET = 4096
_CLAMP = bytes(min(255, max(0, v - _OFFSET)) for v in range(2 * _OFFSET))  # v + _OFFSET -> byte


class _Huffman:
    """A canonical Huffman table: an 8-bit lookup for short codes, limits for long ones."""

    def __init__(self, counts: bytes, symbols: bytes) -> None:
        self.fast: list = [None] * 256
        self.maxcode = [-1] * 18
        self.offset = [0] * 17
        self.symbols = symbols
        code = k = 0
        for length in range(1, 17):
            n = counts[length - 1]
            self.offset[length] = k - code
            for _ in range(n):
                if length <= 8:
                    shift = 8 - length
                    for low in range(1 << shift):
                        self.fast[(code << shift) | low] = (length, symbols[k])
                code += 1
                k += 1
            self.maxcode[length] = code - 1 if n else -1
            code <<= 1
        self.maxcode[17] = 1 << 30  # sentinel: a bad stream ends at length 17

    def long_code(self, acc: int, nbits: int) -> tuple[int, int]:
        """(length, symbol) of a code longer than 8 bits at the top of the nbits of acc."""
        length = 9
        code = (acc >> (nbits - 9)) & 511
        while code > self.maxcode[length]:
            length += 1
            code = (acc >> (nbits - length)) & ((1 << length) - 1)
        if length > 16:
            raise PhotoError("the JPEG file is damaged (bad Huffman code)", "not_an_image")
        return length, self.symbols[code + self.offset[length]]


class _Component:
    def __init__(self, ident: int, h: int, v: int, table: int) -> None:
        self.id, self.h, self.v, self.table = ident, h, v, table
        self.dc = self.ac = None
        self.blocks_w = self.blocks_h = 0
        self.plane: bytearray | None = None
        self.pred = 0
        self.quant: list[int] = []


def decode(data: bytes, max_side: int = 0) -> Picture:
    """A JPEG file's pixels as an RGB picture, decoded at the largest of 1, 1/2, 1/4, 1/8
    scale that keeps the longer side at least `max_side` (0: full size), EXIF orientation
    applied."""
    if not data.startswith(b"\xff\xd8"):
        raise PhotoError("this is not a JPEG file", "not_an_image")
    try:
        return _decode(data, max_side)
    except (IndexError, struct.error, KeyError, ValueError) as exc:
        if isinstance(exc, PhotoError):
            raise
        raise PhotoError(f"the JPEG file is damaged ({exc})", "not_an_image") from exc


def _decode(data: bytes, max_side: int) -> Picture:
    pos = 2
    qt: dict[int, list[int]] = {}
    dc_tables: dict[int, _Huffman] = {}
    ac_tables: dict[int, _Huffman] = {}
    comps: list[_Component] = []
    width = height = 0
    restart = 0
    orientation = 1
    scale = 1
    adobe_rgb = False
    while pos < len(data):
        if data[pos] != 0xFF:
            raise PhotoError("the JPEG file is damaged (expected a marker)", "not_an_image")
        marker = data[pos + 1]
        pos += 2
        if marker == 0xFF:
            pos -= 1
            continue
        if marker in (0xD8, 0x01) or 0xD0 <= marker <= 0xD7:
            continue
        if marker == 0xD9:
            break
        (length,) = struct.unpack(">H", data[pos : pos + 2])
        body = data[pos + 2 : pos + length]
        if marker == 0xDB:
            i = 0
            while i < len(body):
                precision, ident = body[i] >> 4, body[i] & 15
                if precision:
                    values = struct.unpack(">64H", body[i + 1 : i + 129])
                    i += 129
                else:
                    values = tuple(body[i + 1 : i + 65])
                    i += 65
                table = [0] * 64
                for k, value in enumerate(values):
                    table[ZIGZAG[k]] = value
                qt[ident] = table
        elif marker == 0xC4:
            i = 0
            while i < len(body):
                kind, ident = body[i] >> 4, body[i] & 15
                counts = body[i + 1 : i + 17]
                total = sum(counts)
                table = _Huffman(counts, body[i + 17 : i + 17 + total])
                (ac_tables if kind else dc_tables)[ident] = table
                i += 17 + total
        elif marker in (0xC0, 0xC1):
            if body[0] != 8:
                raise PhotoError(f"{body[0]}-bit JPEG is not supported; convert it to PNG",
                                 "unsupported_image")
            height, width = struct.unpack(">HH", body[1:5])
            if width == 0 or height == 0:
                raise PhotoError("the JPEG file gives no picture size", "not_an_image")
            comps = []
            for k in range(body[5]):
                ident, hv, table = body[6 + 3 * k : 9 + 3 * k]
                comps.append(_Component(ident, hv >> 4, hv & 15, table))
            if len(comps) not in (1, 3):
                raise PhotoError(f"a JPEG with {len(comps)} colour components is not supported",
                                 "unsupported_image")
            if max_side:
                while scale < 8 and max(width, height) / (scale * 2) >= max_side:
                    scale *= 2
        elif marker in _UNSUPPORTED:
            raise PhotoError(
                f"{_UNSUPPORTED[marker]} JPEG is not supported; save the photo as PNG or as a "
                "baseline JPEG", "unsupported_image")
        elif marker == 0xDD:
            (restart,) = struct.unpack(">H", body[:2])
        elif marker == 0xE1 and body.startswith(b"Exif\0\0"):
            orientation = _exif_orientation(body[6:])
        elif marker == 0xEE and body.startswith(b"Adobe") and len(body) >= 12:
            adobe_rgb = body[11] == 0 and len(comps) != 1
        elif marker == 0xDA:
            if not comps:
                raise PhotoError("the JPEG file has no frame header", "not_an_image")
            scan = []
            for k in range(body[0]):
                ident, tables = body[1 + 2 * k : 3 + 2 * k]
                comp = next(c for c in comps if c.id == ident)
                comp.dc, comp.ac = dc_tables[tables >> 4], ac_tables[tables & 15]
                scan.append(comp)
            pos += length
            end = _scan_end(data, pos)
            _decode_scan(data[pos:end], comps, scan, qt, width, height, restart, scale)
            pos = end
            continue
        pos += length
    if not comps or comps[0].plane is None:
        raise PhotoError("the JPEG file has no picture data", "not_an_image")
    return _orient(_to_rgb(comps, width, height, scale, adobe_rgb), orientation)


def upright_size(data: bytes) -> tuple[int, int]:
    """(width, height) of a JPEG file's picture as shown upright (EXIF orientation applied),
    read from its headers only."""
    pos, size, orientation = 2, (0, 0), 1
    while pos + 4 <= len(data) and data[pos] == 0xFF:
        marker = data[pos + 1]
        (length,) = struct.unpack(">H", data[pos + 2 : pos + 4])
        body = data[pos + 4 : pos + 2 + length]
        if 0xC0 <= marker <= 0xCF and marker not in (0xC4, 0xC8, 0xCC):
            height, width = struct.unpack(">HH", body[1:5])
            size = (width, height)
        elif marker == 0xE1 and body.startswith(b"Exif\0\0"):
            orientation = _exif_orientation(body[6:])
        elif marker == 0xDA:
            break
        pos += 2 + length
    return (size[1], size[0]) if orientation >= 5 else size


def _exif_orientation(tiff: bytes) -> int:
    """The Orientation tag (1..8) of an EXIF block, 1 if absent."""
    if len(tiff) < 8:
        return 1
    endian = "<" if tiff[:2] == b"II" else ">"
    (offset,) = struct.unpack(endian + "I", tiff[4:8])
    if offset + 2 > len(tiff):
        return 1
    (count,) = struct.unpack(endian + "H", tiff[offset : offset + 2])
    for k in range(count):
        entry = tiff[offset + 2 + 12 * k : offset + 14 + 12 * k]
        if len(entry) < 12:
            break
        tag, _, _ = struct.unpack(endian + "HHI", entry[:8])
        if tag == 0x0112:
            (value,) = struct.unpack(endian + "H", entry[8:10])
            return value if 1 <= value <= 8 else 1
    return 1


def _scan_end(data: bytes, pos: int) -> int:
    """Where the entropy-coded data starting at `pos` ends (the next real marker)."""
    while True:
        pos = data.find(b"\xff", pos)
        if pos < 0 or pos + 1 >= len(data):
            return len(data)
        nxt = data[pos + 1]
        if nxt == 0 or 0xD0 <= nxt <= 0xD7 or nxt == 0xFF:
            pos += 1 if nxt == 0xFF else 2
            continue
        return pos


def _idct_table(n: int) -> list[list[float]]:
    """table[x][u]: the weight of coefficient u on output sample x, for an n-point output
    (n = 8 / scale) from the first n coefficients; includes the 1/2 of the 2-D 1/4 factor."""
    out = []
    for x in range(n):
        row = []
        for u in range(n):
            c = math.sqrt(0.5) if u == 0 else 1.0
            row.append(c / 2 * math.cos((2 * x + 1) * u * math.pi / (2 * n)))
        out.append(row)
    return out


def _decode_scan(seg: bytes, comps, scan, qt, width, height, restart, scale) -> None:
    hmax = max(c.h for c in comps)
    vmax = max(c.v for c in comps)
    n = 8 // scale
    basis = _basis(n)
    mcus_x = math.ceil(width / (8 * hmax))
    mcus_y = math.ceil(height / (8 * vmax))
    for c in comps:
        if c.plane is None:
            c.blocks_w = mcus_x * c.h
            c.blocks_h = mcus_y * c.v
            c.plane = bytearray(c.blocks_w * n * c.blocks_h * n)
        c.pred = 0
        c.quant = qt[c.table]
    if len(scan) == 1:
        c = scan[0]
        bw = math.ceil(math.ceil(width * c.h / hmax) / 8)
        bh = math.ceil(math.ceil(height * c.v / vmax) / 8)
        units = [[(c, bx, by)] for by in range(bh) for bx in range(bw)]
    else:
        units = (
            [(c, mx * c.h + bx, my * c.v + by) for c in scan for by in range(c.v)
             for bx in range(c.h)]
            for my in range(mcus_y) for mx in range(mcus_x)
        )
    # Restart markers split the data into intervals; unstuff each (FF 00 -> FF) on its own.
    pieces = [p.replace(b"\xff\x00", b"\xff") + b"\0" * 8
              for p in re.split(rb"\xff[\xd0-\xd7]", seg)] if restart else [
                  seg.replace(b"\xff\x00", b"\xff") + b"\0" * 8]
    piece = 0
    data = pieces[0]
    pos = 0
    acc = 0
    nbits = 0
    keep = [k for k in range(64) if ZIGZAG[k] % 8 < n and ZIGZAG[k] // 8 < n]
    keep_set = set(keep)
    count = 0
    for unit in units:
        if restart and count and count % restart == 0:
            # A restart marker: the next interval, with the DC predictions reset.
            piece = min(piece + 1, len(pieces) - 1)
            data, pos, acc, nbits = pieces[piece], 0, 0, 0
            for c in scan:
                c.pred = 0
        count += 1
        for comp, bx, by in unit:
            coef = [0] * 64
            nonzero = []
            q = comp.quant
            # DC
            if nbits < 32:
                acc = ((acc & ((1 << nbits) - 1)) << 32) | int.from_bytes(data[pos : pos + 4],
                                                                        "big")
                pos += 4
                nbits += 32
            # With 32 bits or more in hand, a code (at most 16 bits) and its extra bits (at
            # most 15) never need another refill.
            huff = comp.dc
            entry = huff.fast[(acc >> (nbits - 8)) & 255] or huff.long_code(acc, nbits)
            length, s = entry
            nbits -= length
            diff = 0
            if s:
                diff = (acc >> (nbits - s)) & ((1 << s) - 1)
                nbits -= s
                if diff < (1 << (s - 1)):
                    diff -= (1 << s) - 1
            comp.pred += diff
            coef[0] = comp.pred * q[0]
            # AC
            huff = comp.ac
            fast, long_code = huff.fast, huff.long_code
            k = 1
            while k < 64:
                if nbits < 32:
                    acc = ((acc & ((1 << nbits) - 1)) << 32) | int.from_bytes(
                        data[pos : pos + 4], "big")
                    pos += 4
                    nbits += 32
                length, rs = fast[(acc >> (nbits - 8)) & 255] or long_code(acc, nbits)
                nbits -= length
                r, s = rs >> 4, rs & 15
                if s == 0:
                    if r == 15:
                        k += 16
                        continue
                    break
                k += r
                value = (acc >> (nbits - s)) & ((1 << s) - 1)
                nbits -= s
                if value < (1 << (s - 1)):
                    value -= (1 << s) - 1
                if k < 64 and k in keep_set:
                    z = ZIGZAG[k]
                    coef[z] = value * q[z]
                    nonzero.append(z)
                k += 1
            if bx < comp.blocks_w and by < comp.blocks_h:
                _put_block(comp, bx, by, coef, nonzero, n, basis)


def _basis(n: int) -> list[list[float] | None]:
    """For each coefficient (natural order index), its n x n output image: the inverse DCT
    of a block is the sum of these scaled by the coefficients (few are non-zero)."""
    table = _idct_table(n)
    out: list[list[float] | None] = [None] * 64
    for v in range(n):
        for u in range(n):
            out[v * 8 + u] = [table[y][v] * table[x][u] for y in range(n) for x in range(n)]
    return out


def _put_block(comp, bx, by, coef, nonzero, n, basis) -> None:
    """Inverse DCT of one block into the component's plane (n x n samples)."""
    stride = comp.blocks_w * n
    start = by * n * stride + bx * n
    plane = comp.plane
    if not nonzero:
        value = _CLAMP[_OFFSET + 128 + round(coef[0] / 8)]
        row = bytes([value]) * n
        for y in range(n):
            plane[start + y * stride : start + y * stride + n] = row
        return
    acc = [b * coef[0] for b in basis[0]]
    for z in nonzero:
        acc = list(map(add, acc, map(mul, basis[z], repeat(coef[z]))))
    samples = bytes(map(_CLAMP.__getitem__, map(int, map(add, acc, repeat(_OFFSET + 128.5)))))
    for y in range(n):
        plane[start + y * stride : start + y * stride + n] = samples[y * n : y * n + n]


def _to_rgb(comps, width, height, scale, adobe_rgb) -> Picture:
    w, h = math.ceil(width / scale), math.ceil(height / scale)
    hmax = max(c.h for c in comps)
    vmax = max(c.v for c in comps)
    planes = []
    for c in comps:
        n = 8 // scale
        stride = c.blocks_w * n
        fx, fy = hmax // c.h, vmax // c.v
        rows = []
        for y in range(h):
            sy = y // fy
            row = c.plane[sy * stride : sy * stride + stride]
            if fx > 1:
                wide = bytearray(len(row) * fx)
                for k in range(fx):
                    wide[k::fx] = row
                row = wide
            rows.append(bytes(row[:w]))
        planes.append(b"".join(rows))
    if len(planes) == 1:
        return Picture.from_planes(w, h, [planes[0]] * 3)
    if adobe_rgb:
        return Picture.from_planes(w, h, planes)
    y_plane, cb, cr = planes
    r = bytes(map(_CLAMP.__getitem__, map(add, y_plane, map(_CR_R.__getitem__, cr))))
    g = bytes(map(_CLAMP.__getitem__, map(add, y_plane, map(add, map(_CB_G.__getitem__, cb),
                                                               map(_CR_G.__getitem__, cr)))))
    b = bytes(map(_CLAMP.__getitem__, map(add, y_plane, map(_CB_B.__getitem__, cb))))
    return Picture.from_planes(w, h, [r, g, b])


# JFIF YCbCr -> RGB: each term with the offset of _CLAMP folded into the chroma tables (the
# green tables split it in two halves).
_CR_R = [round(1.402 * (v - 128)) + _OFFSET for v in range(256)]
_CB_G = [round(-0.344136 * (v - 128)) + _OFFSET // 2 for v in range(256)]
_CR_G = [round(-0.714136 * (v - 128)) + _OFFSET // 2 for v in range(256)]
_CB_B = [round(1.772 * (v - 128)) + _OFFSET for v in range(256)]


def _orient(picture: Picture, orientation: int) -> Picture:
    """Apply an EXIF orientation (2-8) so the picture shows upright."""
    if orientation == 1:
        return picture
    w, h, ch = picture.width, picture.height, picture.channels
    rows = [picture.data[y * w * ch : (y + 1) * w * ch] for y in range(h)]
    pixels = [[row[x * ch : (x + 1) * ch] for x in range(w)] for row in rows]
    if orientation in (2, 3, 4):
        if orientation in (2, 3):
            pixels = [row[::-1] for row in pixels]
        if orientation in (3, 4):
            pixels = pixels[::-1]
    else:
        # 5: transpose, 6: turn clockwise, 7: transverse, 8: turn anticlockwise
        pixels = [list(col) for col in zip(*pixels, strict=True)]  # transpose
        if orientation in (6, 7):
            pixels = [row[::-1] for row in pixels]
        if orientation in (7, 8):
            pixels = pixels[::-1]
    height, width = len(pixels), len(pixels[0])
    return Picture(width, height, b"".join(b"".join(row) for row in pixels), ch)
