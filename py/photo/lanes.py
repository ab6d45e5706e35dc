"""Whole planes of bytes as one integer each, a 16-bit lane per pixel (little-endian): adding,
comparing and selecting such integers works on every pixel at once, at the speed of Python's
big-integer arithmetic (C) rather than a call per pixel. Pure Python, exact: each function
gives the very bytes the per-pixel code would."""

from __future__ import annotations


def lanes(values: bytes) -> int:
    """The bytes as one integer, each value in a 16-bit lane of its own."""
    spread = bytearray(2 * len(values))
    spread[0::2] = values
    return int.from_bytes(spread, "little")


def ones(n: int) -> int:
    """1 in each of n lanes."""
    return lanes(b"\x01" * n)


def low_bytes(value: int, n: int) -> bytes:
    """The low byte of each of n lanes."""
    return value.to_bytes(2 * n, "little")[0::2]


def ge_mask(a: int, b: int, one: int) -> int:
    """0xFFFF in the lanes where a >= b, else 0 (lanes below 0x8000; `one`: ones(n))."""
    sign = (((a | (one << 15)) - b) >> 15) & one
    return (sign << 16) - sign


def whiteness(r: bytes, g: bytes, b: bytes) -> bytes:
    """Per pixel 2 min(r, g, b) - max(r, g, b), clipped at 0 (it cannot pass 255)."""
    n = len(r)
    one = ones(n)
    full = one * 0xFFFF
    red, green, blue = lanes(r), lanes(g), lanes(b)
    m = ge_mask(red, green, one)
    lo, hi = (green & m) | (red & (full ^ m)), (red & m) | (green & (full ^ m))
    m = ge_mask(lo, blue, one)
    lo = (blue & m) | (lo & (full ^ m))
    m = ge_mask(blue, hi, one)
    hi = (blue & m) | (hi & (full ^ m))
    t = 2 * lo + (one << 8) - hi  # 2 min - max + 256: 1 to 511, no lane borrows
    positive = (t >> 8) & one
    return low_bytes(t & ((positive << 8) - positive), n)


def mean4(samples: list[bytes]) -> bytes:
    """Per pixel the rounded mean, (a + b + c + d + 2) // 4, of four planes."""
    n = len(samples[0])
    total = 2 * ones(n)
    for plane in samples:
        total += lanes(plane)
    return low_bytes(total >> 2, n)
