"""Whole-plane arithmetic in 16-bit lanes (photo.lanes) gives exactly the per-pixel results:
every pair and triple of byte values at the extremes, and random planes."""

from __future__ import annotations

import random

from photo import lanes
from photo.picture import Picture, grey_of


def per_pixel_whiteness(r: bytes, g: bytes, b: bytes) -> bytes:
    return bytes(max(0, min(255, 2 * min(x) - max(x))) for x in zip(r, g, b, strict=True))


def test_whiteness_is_the_per_pixel_formula():
    edge = [0, 1, 2, 23, 24, 47, 48, 127, 128, 129, 254, 255]
    triples = [(a, b, c) for a in edge for b in edge for c in edge]
    r, g, b = (bytes(t[k] for t in triples) for k in range(3))
    assert lanes.whiteness(r, g, b) == per_pixel_whiteness(r, g, b)
    rng = random.Random(7)
    for n in (1, 2, 999, 40_000):
        r, g, b = rng.randbytes(n), rng.randbytes(n), rng.randbytes(n)
        assert lanes.whiteness(r, g, b) == per_pixel_whiteness(r, g, b)


def test_ge_mask_and_mean4():
    rng = random.Random(8)
    a, b = rng.randbytes(5000), rng.randbytes(5000)
    one = lanes.ones(5000)
    mask = lanes.low_bytes(lanes.ge_mask(lanes.lanes(a), lanes.lanes(b), one) & one, 5000)
    assert mask == bytes(int(x >= y) for x, y in zip(a, b, strict=True))
    planes = [bytes([255]) * 10, bytes([255]) * 10, bytes([254]) * 10, bytes([0]) * 10]
    assert lanes.mean4(planes) == bytes([(255 + 255 + 254 + 2) // 4]) * 10
    planes = [rng.randbytes(3000) for _ in range(4)]
    assert lanes.mean4(planes) == bytes((sum(v) + 2) // 4 for v in zip(*planes, strict=True))


def test_grey_and_a_warp_averaging_four_samples():
    rng = random.Random(9)
    r, g, b = rng.randbytes(4000), rng.randbytes(4000), rng.randbytes(4000)
    want = bytes((x + 2 * y + z + 2) // 4 for x, y, z in zip(r, g, b, strict=True))
    assert grey_of(r, g, b) == want
    # A 2x downscale of a picture through warp (2 x 2 samples a pixel).
    pic = Picture(8, 4, bytes(rng.randbytes(8 * 4 * 3)), 3)
    out = pic.warp(((0, 0), (7.999, 0), (7.999, 3.999), (0, 3.999)), 4, 2, max_taps=2)
    for j in range(2):
        for i in range(4):
            for c in range(3):
                samples = [pic.data[((2 * j + dy) * 8 + 2 * i + dx) * 3 + c]
                           for dy in (0, 1) for dx in (0, 1)]
                assert out.data[(j * 4 + i) * 3 + c] == (sum(samples) + 2) // 4
