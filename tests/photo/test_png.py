"""PNG decoding with the standard library: every filter, colour type and bit depth, Adam7
interlacing; files written here by a small independent encoder."""

from __future__ import annotations

import random
import struct
import zlib

import pytest
from photo import PhotoError, Picture, png

ADAM7 = ((0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2),
         (0, 1, 1, 2))


def _paeth(a, b, c):
    p = a + b - c
    pa, pb, pc = abs(p - a), abs(p - b), abs(p - c)
    return a if pa <= pb and pa <= pc else b if pb <= pc else c


def _filter(kind, line, prev, bpp):
    out = bytearray([kind])
    for i, x in enumerate(line):
        a = line[i - bpp] if i >= bpp else 0
        b = prev[i] if prev else 0
        c = prev[i - bpp] if prev and i >= bpp else 0
        pred = (0, a, b, (a + b) // 2, _paeth(a, b, c))[kind]
        out.append((x - pred) & 255)
    return out


def _pack(samples, depth):
    if depth == 8:
        return bytes(samples)
    if depth == 16:
        return b"".join(struct.pack(">H", s) for s in samples)
    out, per = bytearray(), 8 // depth
    for i in range(0, len(samples), per):
        group = samples[i : i + per] + [0] * (per - len(samples[i : i + per]))
        byte = 0
        for s in group:
            byte = (byte << depth) | s
        out.append(byte)
    return bytes(out)


def make_png(pixels, width, height, ctype, depth, interlace=False, palette=None, trns=None,
             filters=(0, 1, 2, 3, 4)):
    """pixels: per pixel a tuple of samples (at `depth`)."""
    channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}[ctype]
    bpp = max(1, channels * depth // 8)
    raw = bytearray()
    passes = ADAM7 if interlace else ((0, 0, 1, 1),)
    k = 0
    for x0, y0, dx, dy in passes:
        prev = None
        for y in range(y0, height, dy):
            xs = range(x0, width, dx)
            if not xs:
                continue
            samples = [s for x in xs for s in pixels[y * width + x]]
            line = _pack(samples, depth)
            raw += _filter(filters[k % len(filters)], line, prev, bpp)
            prev = line
            k += 1

    def chunk(kind, body):
        return struct.pack(">I", len(body)) + kind + body + struct.pack(
            ">I", zlib.crc32(kind + body))

    out = png.SIGNATURE + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, depth, ctype,
                                                     0, 0, int(interlace)))
    if palette:
        out += chunk(b"PLTE", palette)
    if trns:
        out += chunk(b"tRNS", trns)
    return out + chunk(b"IDAT", zlib.compress(bytes(raw))) + chunk(b"IEND", b"")


def _random_pixels(n, channels, top, seed=1):
    rng = random.Random(seed)
    return [tuple(rng.randrange(top + 1) for _ in range(channels)) for _ in range(n)]


@pytest.mark.parametrize("interlace", [False, True])
@pytest.mark.parametrize("ctype", [2, 6])
def test_rgb_and_rgba_every_filter(ctype, interlace):
    w, h = 13, 11
    channels = 3 if ctype == 2 else 4
    pixels = _random_pixels(w * h, channels, 255)
    pic = png.decode(make_png(pixels, w, h, ctype, 8, interlace))
    assert (pic.width, pic.height, pic.channels) == (w, h, channels)
    assert pic.data == bytes(s for p in pixels for s in p)


def test_sixteen_bit_keeps_the_high_byte():
    w, h = 5, 4
    pixels = _random_pixels(w * h, 3, 65535)
    pic = png.decode(make_png(pixels, w, h, 2, 16))
    assert pic.data == bytes(s >> 8 for p in pixels for s in p)


@pytest.mark.parametrize("depth", [1, 2, 4, 8])
def test_grey_depths_are_scaled(depth):
    w, h = 9, 3
    top = (1 << depth) - 1
    pixels = _random_pixels(w * h, 1, top)
    pic = png.decode(make_png(pixels, w, h, 0, depth))
    assert pic.plane(0) == bytes(p[0] * 255 // top for p in pixels)


def test_grey_alpha():
    pixels = [(v, 255 - v) for v in range(0, 250, 10)]
    pic = png.decode(make_png(pixels, 5, 5, 4, 8))
    assert pic.channels == 4 and pic.plane(1) == bytes(p[0] for p in pixels)
    assert pic.plane(3) == bytes(p[1] for p in pixels)


@pytest.mark.parametrize("depth", [2, 8])
def test_palette(depth):
    palette = bytes([255, 0, 0, 0, 255, 0, 0, 0, 255, 9, 9, 9])
    pixels = _random_pixels(7 * 4, 1, 3)
    pic = png.decode(make_png(pixels, 7, 4, 3, depth, palette=palette))
    assert pic.data == b"".join(palette[p[0] * 3 : p[0] * 3 + 3] for p in pixels)
    with_alpha = png.decode(make_png(pixels, 7, 4, 3, depth, palette=palette, trns=b"\x80"))
    assert with_alpha.channels == 4
    assert with_alpha.plane(3) == bytes(0x80 if p[0] == 0 else 255 for p in pixels)


@pytest.mark.parametrize("filter_type", [0, 1, 2])
def test_own_writer_round_trips(filter_type):
    pic = Picture.from_planes(6, 4, [bytes(range(i, i + 24)) for i in (0, 50, 100)])
    assert png.decode(png.encode(pic, filter_type)).data == pic.data


@pytest.mark.parametrize(("data", "message"), [
    (b"GIF89a....", "not a PNG"),
    (png.SIGNATURE + b"\0\0\0\x0dIHDR", "damaged|no header"),
])
def test_bad_files(data, message):
    with pytest.raises(PhotoError, match=message):
        png.decode(data)


def test_cut_short():
    good = make_png(_random_pixels(20, 3, 255), 5, 4, 2, 8)
    idat = good.index(b"IDAT")
    (length,) = struct.unpack(">I", good[idat - 4 : idat])
    body = zlib.decompress(good[idat + 4 : idat + 4 + length])[:30]
    broken = good[: idat - 4] + struct.pack(">I", len(zlib.compress(body))) + b"IDAT" + \
        zlib.compress(body) + b"\0\0\0\0"
    with pytest.raises(PhotoError, match="cut short"):
        png.decode(broken)
