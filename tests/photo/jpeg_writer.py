"""A small baseline JPEG writer for the tests: standard tables (ITU T.81 Annex K), quality
scaling, 4:4:4 or 4:2:0 colour or grey, restart intervals and an EXIF orientation tag, so the
reader can be checked on files it did not write itself and on every path of its decoder."""

from __future__ import annotations

import math
import struct

from photo.jpeg import ZIGZAG
from photo.picture import Picture

LUMA_Q = (
    16, 11, 10, 16, 24, 40, 51, 61, 12, 12, 14, 19, 26, 58, 60, 55, 14, 13, 16, 24, 40, 57, 69,
    56, 14, 17, 22, 29, 51, 87, 80, 62, 18, 22, 37, 56, 68, 109, 103, 77, 24, 35, 55, 64, 81,
    104, 113, 92, 49, 64, 78, 87, 103, 121, 120, 101, 72, 92, 95, 98, 112, 100, 103, 99,
)
CHROMA_Q = tuple([17, 18, 24, 47] + [99] * 4 + [18, 21, 26, 66] + [99] * 4 + [24, 26, 56]
                 + [99] * 5 + [47, 66] + [99] * 38)
DC_LUMA = (bytes([0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0]), bytes(range(12)))
DC_CHROMA = (bytes([0, 3, 1, 1, 1, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0]), bytes(range(12)))
AC_LUMA = (
    bytes([0, 2, 1, 3, 3, 2, 4, 3, 5, 5, 4, 4, 0, 0, 1, 0x7D]),
    bytes.fromhex(
        "01020300041105122131410613516107227114328191a1082342b1c11552d1f02433627282090a161718"
        "191a25262728292a3435363738393a434445464748494a535455565758595a636465666768696a737475"
        "767778797a838485868788898a92939495969798999aa2a3a4a5a6a7a8a9aab2b3b4b5b6b7b8b9bac2c3"
        "c4c5c6c7c8c9cad2d3d4d5d6d7d8d9dae1e2e3e4e5e6e7e8e9eaf1f2f3f4f5f6f7f8f9fa"),
)
AC_CHROMA = (
    bytes([0, 2, 1, 2, 4, 4, 3, 4, 7, 5, 4, 4, 0, 1, 2, 0x77]),
    bytes.fromhex(
        "000102031104052131061241510761711322328108144291a1b1c109233352f0156272d10a162434e125"
        "f11718191a262728292a35363738393a434445464748494a535455565758595a636465666768696a7374"
        "75767778797a82838485868788898a92939495969798999aa2a3a4a5a6a7a8a9aab2b3b4b5b6b7b8b9ba"
        "c2c3c4c5c6c7c8c9cad2d3d4d5d6d7d8d9dae2e3e4e5e6e7e8e9eaf2f3f4f5f6f7f8f9fa"),
)
_COS = [[(math.sqrt(0.5) if u == 0 else 1.0) / 2 * math.cos((2 * x + 1) * u * math.pi / 16)
         for x in range(8)] for u in range(8)]


def _codes(spec):
    counts, symbols = spec
    table, code, k = {}, 0, 0
    for length in range(1, 17):
        for _ in range(counts[length - 1]):
            table[symbols[k]] = (code, length)
            code += 1
            k += 1
        code <<= 1
    return table


class _Bits:
    def __init__(self) -> None:
        self.out = bytearray()
        self.acc = 0
        self.n = 0

    def put(self, value: int, length: int) -> None:
        self.acc = (self.acc << length) | (value & ((1 << length) - 1))
        self.n += length
        while self.n >= 8:
            byte = (self.acc >> (self.n - 8)) & 255
            self.out.append(byte)
            if byte == 0xFF:
                self.out.append(0)
            self.n -= 8

    def flush(self) -> None:
        if self.n:
            self.put((1 << (8 - self.n)) - 1, 8 - self.n)


def _quant(base, quality):
    scale = 5000 // quality if quality < 50 else 200 - 2 * quality
    return [min(255, max(1, (q * scale + 50) // 100)) for q in base]


def _fdct(block):
    tmp = [[sum(block[y * 8 + x] * _COS[u][x] for x in range(8)) for u in range(8)]
           for y in range(8)]
    return [sum(tmp[y][u] * _COS[v][y] for y in range(8)) for v in range(8) for u in range(8)]


def _magnitude(value):
    size = abs(value).bit_length()
    return size, value if value >= 0 else value + (1 << size) - 1


def encode(picture: Picture, quality: int = 85, subsample: bool = True, grey: bool = False,
           restart: int = 0, orientation: int = 0) -> bytes:
    """A baseline JPEG of an RGB/RGBA picture."""
    w, h = picture.width, picture.height
    r, g, b = picture.rgb_planes()
    if grey:
        planes = [bytes((r[i] * 299 + g[i] * 587 + b[i] * 114 + 500) // 1000 for i in range(w * h))]
        factors = [(1, 1)]
    else:
        y = bytes(min(255, max(0, round(0.299 * r[i] + 0.587 * g[i] + 0.114 * b[i])))
                  for i in range(w * h))
        cb = bytes(min(255, max(0, round(-0.168736 * r[i] - 0.331264 * g[i] + 0.5 * b[i] + 128)))
                   for i in range(w * h))
        cr = bytes(min(255, max(0, round(0.5 * r[i] - 0.418688 * g[i] - 0.081312 * b[i] + 128)))
                   for i in range(w * h))
        planes = [y, cb, cr]
        factors = [(2, 2), (1, 1), (1, 1)] if subsample else [(1, 1)] * 3
    hmax = max(f[0] for f in factors)
    vmax = max(f[1] for f in factors)
    qts = [_quant(LUMA_Q, quality), _quant(CHROMA_Q, quality)]
    huff = [(_codes(DC_LUMA), _codes(AC_LUMA)), (_codes(DC_CHROMA), _codes(AC_CHROMA))]
    out = bytearray(b"\xff\xd8")
    out += b"\xff\xe0" + struct.pack(">H", 16) + b"JFIF\0\x01\x01\0\0\x01\0\x01\0\0"
    if orientation:
        tiff = b"MM\0*" + struct.pack(">I", 8) + struct.pack(">H", 1) + struct.pack(
            ">HHIHH", 0x0112, 3, 1, orientation, 0) + b"\0\0\0\0"
        body = b"Exif\0\0" + tiff
        out += b"\xff\xe1" + struct.pack(">H", len(body) + 2) + body
    for ident, table in enumerate(qts[: 1 if grey else 2]):
        out += b"\xff\xdb" + struct.pack(">HB", 67, ident)
        out += bytes(table[ZIGZAG[k]] for k in range(64))
    ncomp = len(planes)
    out += b"\xff\xc0" + struct.pack(">HBHHB", 8 + 3 * ncomp, 8, h, w, ncomp)
    for k, (fh, fv) in enumerate(factors):
        out += bytes([k + 1, (fh << 4) | fv, 0 if k == 0 else 1])
    specs = [(0x00, DC_LUMA), (0x10, AC_LUMA)] + ([] if grey else [(0x01, DC_CHROMA),
                                                                  (0x11, AC_CHROMA)])
    for tc_th, (counts, symbols) in specs:
        out += b"\xff\xc4" + struct.pack(">HB", 19 + len(symbols), tc_th) + counts + symbols
    if restart:
        out += b"\xff\xdd" + struct.pack(">HH", 4, restart)
    out += b"\xff\xda" + struct.pack(">HB", 6 + 2 * ncomp, ncomp)
    for k in range(ncomp):
        out += bytes([k + 1, 0 if k == 0 else 0x11])
    out += b"\0\x3f\0"
    bits = _Bits()
    preds = [0] * ncomp
    mcus_x, mcus_y = math.ceil(w / (8 * hmax)), math.ceil(h / (8 * vmax))
    count = 0
    for my in range(mcus_y):
        for mx in range(mcus_x):
            if restart and count and count % restart == 0:
                bits.flush()
                bits.out += bytes([0xFF, 0xD0 + (count // restart - 1) % 8])
                preds = [0] * ncomp
            count += 1
            for k, (fh, fv) in enumerate(factors):
                sx, sy = hmax // fh, vmax // fv
                for by in range(fv):
                    for bx in range(fh):
                        block = []
                        for yy in range(8):
                            for xx in range(8):
                                px = min(w - 1, ((mx * fh + bx) * 8 + xx) * sx)
                                py = min(h - 1, ((my * fv + by) * 8 + yy) * sy)
                                block.append(planes[k][py * w + px] - 128)
                        q = qts[0 if k == 0 else 1]
                        coef = _fdct(block)
                        zz = [round(coef[ZIGZAG[i]] / q[ZIGZAG[i]]) for i in range(64)]
                        dc_codes, ac_codes = huff[0 if k == 0 else 1]
                        diff = zz[0] - preds[k]
                        preds[k] = zz[0]
                        size, bits_value = _magnitude(diff)
                        bits.put(*dc_codes[size])
                        if size:
                            bits.put(bits_value, size)
                        run = 0
                        for i in range(1, 64):
                            if zz[i] == 0:
                                run += 1
                                continue
                            while run > 15:
                                bits.put(*ac_codes[0xF0])
                                run -= 16
                            size, bits_value = _magnitude(zz[i])
                            bits.put(*ac_codes[(run << 4) | size])
                            bits.put(bits_value, size)
                            run = 0
                        if run:
                            bits.put(*ac_codes[0x00])
    bits.flush()
    out += bits.out + b"\xff\xd9"
    return bytes(out)
