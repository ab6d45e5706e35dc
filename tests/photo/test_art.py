"""The pure-Python rasteriser draws the app's tile art: every face, on ivory, in its colours."""

from __future__ import annotations

import pytest

from tests.fixtures import synth_photos as synth
from tests.fixtures import tile_art as art


def _colour_count(picture, colour, tolerance=40):
    r, g, b = picture.rgb_planes()
    return sum(
        1 for i in range(len(r))
        if abs(r[i] - colour[0]) + abs(g[i] - colour[1]) + abs(b[i] - colour[2]) < tolerance
    )


@pytest.mark.parametrize("face", synth.FACES)
def test_every_face_draws_ink_on_ivory(art_cache, face):
    picture = art_cache.face(face, 48)
    assert (picture.width, picture.height) == (48, 64)
    grey = picture.grey()
    ink = sum(1 for v in grey if v < 150)
    assert 0.03 * len(grey) < ink < 0.6 * len(grey)
    # The corners are the bare ivory face.
    r, g, b = picture.rgb_planes()
    assert (r[0], g[0], b[0]) == art.IVORY


def test_faces_have_their_colours(art_cache):
    red, green, blue = (0xB8, 0x23, 0x2C), (0x15, 0x70, 0x3A), (0x1D, 0x4F, 0x9A)
    assert _colour_count(art_cache.face("C", 60), red) > 100  # 中 in red
    assert _colour_count(art_cache.face("C", 60), green) == 0
    assert _colour_count(art_cache.face("F", 60), green) > 100  # 發 in green
    assert _colour_count(art_cache.face("P", 60), blue) > 100  # the white dragon's frame
    assert _colour_count(art_cache.face("9m", 60), red) > 50  # 萬 in red


def test_drawing_is_deterministic_and_scales():
    svg = art.load_face_svgs(["5p"])["5p"]
    assert art.render(svg, 30).data == art.render(svg, 30).data
    small, large = art.render(svg, 30), art.render(svg, 90)
    assert (large.width, large.height) == (90, 120)
    ink_small = sum(1 for v in small.grey() if v < 150) / (30 * 40)
    ink_large = sum(1 for v in large.grey() if v < 150) / (90 * 120)
    assert abs(ink_small - ink_large) < 0.05


def test_unsupported_svg_is_refused():
    with pytest.raises(ValueError, match="unsupported element"):
        art.render('<svg xmlns="http://www.w3.org/2000/svg"><polygon points="0,0 1,1"/></svg>', 10)
