"""The tile descriptor: HOG of the trimmed ink plus ink colours; a tile turned 180 degrees has
the turned descriptor exactly."""

from __future__ import annotations

import pytest
from photo import describe as d
from photo.picture import grey_of


def turn(plane: bytes) -> bytes:
    return plane[::-1]


@pytest.mark.parametrize("face", ["1s", "7p", "F", "W", "3m"])
def test_turned_descriptor_is_the_descriptor_of_the_turned_tile(art_cache, face):
    pic = art_cache.face(face, 48)
    r, g, b = pic.rgb_planes()
    grey = grey_of(r, g, b)
    box = (0, 0, 48, 64)
    upright = d.describe(grey, r, g, b, 48, box, 240.0)
    turned = d.describe(turn(grey), turn(r), turn(g), turn(b), 48, box, 240.0)
    assert turned == upright.turned()
    assert upright.turned().turned() == upright
    assert turned != upright  # a tile's faces are not symmetric under the turn


def test_descriptor_bytes_round_trip(art_cache):
    pic = art_cache.face("5p", 48)
    r, g, b = pic.rgb_planes()
    desc = d.describe(grey_of(r, g, b), r, g, b, 48, (2, 2, 46, 62), 240.0)
    data = desc.to_bytes()
    assert len(data) == d.HOG_SIZE + len(d.COLOURS) == 1267
    assert d.Descriptor.from_bytes(data) == desc
    with pytest.raises(ValueError, match="1267"):
        d.Descriptor.from_bytes(data[:-1])


@pytest.mark.parametrize(("face", "colour"), [
    ("C", "red"), ("F", "green"), ("P", "blue"), ("E", "neutral"),
])
def test_ink_colours_follow_the_art(art_cache, face, colour):
    pic = art_cache.face(face, 60)
    r, g, b = pic.rgb_planes()
    hist = d.ink_colours(grey_of(r, g, b), r, g, b, 60, (0, 0, 60, 80), 240.0)
    assert d.COLOURS[max(range(len(hist)), key=hist.__getitem__)] == colour


def test_ink_colours_ignore_the_light_tint(art_cache):
    """The same tile under warm light: colours are taken relative to the face."""
    pic = art_cache.face("F", 60)
    r, g, b = pic.rgb_planes()
    warm = (bytes(min(255, v) for v in r), bytes(v * 85 // 100 for v in g),
            bytes(v * 60 // 100 for v in b))
    plain = d.ink_colours(grey_of(r, g, b), r, g, b, 60, (0, 0, 60, 80), 240.0)
    tinted_grey = grey_of(*warm)
    face = sorted(tinted_grey)[int(len(tinted_grey) * 0.9)]
    tinted = d.ink_colours(tinted_grey, *warm, 60, (0, 0, 60, 80), float(face))
    assert max(range(7), key=tinted.__getitem__) == max(range(7), key=plain.__getitem__) == 3


def test_hog_is_normalised_per_block():
    flat = bytes([128]) * (d.WIDTH * d.HEIGHT)
    assert set(d.hog(flat)) == {0}
    stripes = bytes(255 if (i % d.WIDTH) // 4 % 2 else 0 for i in range(d.WIDTH * d.HEIGHT))
    h = d.hog(stripes)
    assert len(h) == d.HOG_SIZE
    # Vertical stripes: horizontal gradients only, shared by the bins either side of 0
    # degrees (0 and 8), equally in every cell: each block is 8 equal values of norm 1.
    assert {i % d.BINS for i, v in enumerate(h) if v} == {0, d.BINS - 1}
    assert set(h) == {0, round(255 / 8 ** 0.5)}
