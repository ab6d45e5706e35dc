"""PNG files with the standard library (zlib): every colour type and filter, 8 and 16 bits
(palette and grey also 1, 2, 4 bits), interlaced or not; and writing RGB/RGBA/grey PNGs."""

from __future__ import annotations

import struct
import zlib
from itertools import accumulate
from operator import add

from .errors import PhotoError
from .picture import Picture

SIGNATURE = b"\x89PNG\r\n\x1a\n"
_CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}
_ADAM7 = ((0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2),
          (0, 1, 1, 2))


def decode(data: bytes) -> Picture:
    """A PNG file's pixels as an RGB or RGBA picture (grey as RGB; palette expanded)."""
    if not data.startswith(SIGNATURE):
        raise PhotoError("this is not a PNG file", "not_an_image")
    pos, header, palette, alpha_table, idat = 8, None, None, None, []
    try:
        while pos < len(data):
            length, kind = struct.unpack(">I4s", data[pos : pos + 8])
            body = data[pos + 8 : pos + 8 + length]
            pos += 12 + length
            if kind == b"IHDR":
                header = struct.unpack(">IIBBBBB", body)
            elif kind == b"PLTE":
                palette = body
            elif kind == b"tRNS":
                alpha_table = body
            elif kind == b"IDAT":
                idat.append(body)
            elif kind == b"IEND":
                break
        if header is None:
            raise PhotoError("the PNG file has no header", "not_an_image")
        width, height, depth, ctype, _, _, interlace = header
        raw = zlib.decompress(b"".join(idat))
    except (struct.error, zlib.error) as exc:
        raise PhotoError(f"the PNG file is damaged ({exc})", "not_an_image") from exc
    if ctype not in _CHANNELS or depth not in (1, 2, 4, 8, 16):
        raise PhotoError(f"unsupported PNG (colour type {ctype}, {depth} bits)",
                         "unsupported_image")
    channels = _CHANNELS[ctype]
    if interlace:
        samples = _deinterlace(raw, width, height, channels, depth)
    else:
        samples, _ = _unfilter(raw, 0, width, height, channels, depth)
    return _to_picture(samples, width, height, ctype, depth, palette, alpha_table)


def _row_bytes(width: int, channels: int, depth: int) -> int:
    return (width * channels * depth + 7) // 8


def _unfilter(raw: bytes, pos: int, width: int, height: int, channels: int, depth: int):
    """Undo the per-row filters: (list of rows of samples, position after)."""
    stride = _row_bytes(width, channels, depth)
    bpp = max(1, channels * depth // 8)
    prev = bytes(stride)
    rows = []
    for _ in range(height):
        if pos + 1 + stride > len(raw):
            raise PhotoError("the PNG file is cut short", "not_an_image")
        kind = raw[pos]
        line = raw[pos + 1 : pos + 1 + stride]
        pos += 1 + stride
        if kind == 0:
            cur = line
        elif kind == 1:  # Sub: running sums per byte lane
            cur = bytearray(stride)
            for lane in range(bpp):
                cur[lane::bpp] = bytes(v & 255 for v in accumulate(line[lane::bpp]))
        elif kind == 2:  # Up
            cur = bytes(v & 255 for v in map(add, line, prev))
        elif kind == 3:  # Average
            cur = bytearray(line)
            for i in range(stride):
                left = cur[i - bpp] if i >= bpp else 0
                cur[i] = (cur[i] + ((left + prev[i]) >> 1)) & 255
        elif kind == 4:  # Paeth
            cur = bytearray(line)
            for i in range(stride):
                if i >= bpp:
                    a, c = cur[i - bpp], prev[i - bpp]
                else:
                    a = c = 0
                b = prev[i]
                p = a + b - c
                pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
                pred = a if pa <= pb and pa <= pc else (b if pb <= pc else c)
                cur[i] = (cur[i] + pred) & 255
        else:
            raise PhotoError(f"the PNG file is damaged (filter {kind})", "not_an_image")
        cur = bytes(cur)
        rows.append(cur)
        prev = cur
    return rows, pos


def _samples(row: bytes, width: int, channels: int, depth: int) -> bytes:
    """A row's samples as bytes (16-bit: the high byte; 1-4 bits: unpacked, unscaled)."""
    if depth == 8:
        return row
    if depth == 16:
        return row[0::2]
    per = 8 // depth
    mask = (1 << depth) - 1
    out = bytearray()
    for byte in row:
        out += bytes((byte >> (8 - depth * (k + 1))) & mask for k in range(per))
    return bytes(out[: width * channels])


def _deinterlace(raw, width, height, channels, depth):
    full = [bytearray(width * channels) for _ in range(height)]
    pos = 0
    for x0, y0, dx, dy in _ADAM7:
        pw, ph = (width - x0 + dx - 1) // dx, (height - y0 + dy - 1) // dy
        if pw <= 0 or ph <= 0:
            continue
        rows, pos = _unfilter(raw, pos, pw, ph, channels, depth)
        for j, row in enumerate(rows):
            samples = _samples(row, pw, channels, depth)
            target = full[y0 + j * dy]
            for i in range(pw):
                x = x0 + i * dx
                target[x * channels : (x + 1) * channels] = samples[i * channels : (i + 1)
                                                                    * channels]
    # Re-pack as 8-bit rows; depth now means "already unpacked".
    return [bytes(r) for r in full], True


def _to_picture(rows, width, height, ctype, depth, palette, alpha_table) -> Picture:
    unpacked = isinstance(rows, tuple)
    if unpacked:
        rows = rows[0]
    channels = _CHANNELS[ctype]
    if not unpacked:
        rows = [_samples(r, width, channels, depth) for r in rows]
    data = b"".join(rows)
    if ctype == 3:
        if palette is None:
            raise PhotoError("the PNG file has no palette", "not_an_image")
        lut = [palette[i * 3 : i * 3 + 3] for i in range(len(palette) // 3)]
        lut += [b"\0\0\0"] * (256 - len(lut))
        alpha = (alpha_table or b"") + b"\xff" * 256
        if alpha_table:
            return Picture(width, height,
                           b"".join(lut[i] + alpha[i : i + 1] for i in data), 4)
        return Picture(width, height, b"".join(map(lut.__getitem__, data)), 3)
    if depth < 8:  # scale grey 1/2/4-bit samples to 0..255
        factor = 255 // ((1 << depth) - 1)
        data = bytes(v * factor for v in data)
    if ctype == 0:
        return Picture.from_planes(width, height, [data, data, data])
    if ctype == 4:
        grey, alpha = data[0::2], data[1::2]
        return Picture.from_planes(width, height, [grey, grey, grey, alpha])
    return Picture(width, height, data, channels)


def encode(picture: Picture, filter_type: int = 0) -> bytes:
    """A PNG file of the picture (grey, RGB or RGBA; 8 bits), rows filtered with `filter_type`
    (0 none, 1 sub, 2 up; for tests and debugging pictures)."""
    ctype = {1: 0, 3: 2, 4: 6}[picture.channels]
    stride = picture.width * picture.channels
    bpp = picture.channels
    out = bytearray()
    prev = bytes(stride)
    for y in range(picture.height):
        row = picture.data[y * stride : (y + 1) * stride]
        if filter_type == 1:
            line = bytes((row[i] - (row[i - bpp] if i >= bpp else 0)) & 255 for i in range(stride))
        elif filter_type == 2:
            line = bytes((a - b) & 255 for a, b in zip(row, prev, strict=True))
        else:
            line = row
        out += bytes([filter_type]) + line
        prev = row

    def chunk(kind: bytes, body: bytes) -> bytes:
        return (struct.pack(">I", len(body)) + kind + body
                + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF))

    header = struct.pack(">IIBBBBB", picture.width, picture.height, 8, ctype, 0, 0, 0)
    return (SIGNATURE + chunk(b"IHDR", header) + chunk(b"IDAT", zlib.compress(bytes(out), 6))
            + chunk(b"IEND", b""))
