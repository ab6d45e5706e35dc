"""The synthetic photos' numpy steps (tests/fixtures/synth_photos.py) make the same bytes, and
draw the same numbers, as their plain-Python versions: the photos every photo test reads are
the ones they were before the steps were sped up (the whole set was also checked by hand:
the same SHA-256 over the calibration rows, the 24 hands and the two hand photos)."""

from __future__ import annotations

import random

import pytest

from tests.fixtures import synth_photos as synth


@pytest.mark.parametrize(("width", "height"), [(37, 23), (8, 8), (61, 9)])
def test_the_blur_is_the_plain_python_blur(width, height):
    rng = random.Random(width * height)
    plane = rng.randbytes(width * height)
    assert synth._blur(plane, width, height) == synth._blur_python(plane, width, height)
    flat = bytes([255]) * (width * height)  # the largest sums: no overflow
    assert synth._blur(flat, width, height) == flat


@pytest.mark.parametrize(("width", "height", "amount"), [(45, 20, 6), (16, 8, 6), (9, 17, 3)])
def test_light_and_noise_is_the_plain_python_one(width, height, amount):
    source = random.Random(7)
    planes = [source.randbytes(width * height) for _ in range(3)]
    ours, theirs = random.Random(width + height), random.Random(width + height)
    assert synth._light_and_noise(planes, width, height, ours, amount) == \
        synth._light_and_noise_python(planes, width, height, theirs, amount)
    assert ours.random() == theirs.random()  # the same draws: the photos after are the same
