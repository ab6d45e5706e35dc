"""The tile descriptor: the tile's face found in its slot (not the table, a rail or the
neighbours' edges, in light that falls off across it), its ink box, and the four ink maps
aligned to it; alike for the same tile photographed larger, smaller, shifted, dimmer or warmer;
a tile turned 180 degrees matches the turned reference."""

from __future__ import annotations

import pytest
from photo import describe as d
from photo.match import References, _ncc, _Window
from photo.picture import Picture, grey_of

from tests.fixtures.synth_photos import TABLES

FACE = (238, 236, 228)  # the tile face's colour in the app's art


def likeness(a: d.Descriptor, b: d.Descriptor) -> float:
    """The best NCC of b's centre against a's windows (as matching scores them)."""
    ref = _Window.of(b.window(d.SHIFT, d.SHIFT))
    return max(_ncc(_Window.of(a.window(dx, dy)), ref)
               for dx in range(2 * d.SHIFT + 1) for dy in range(2 * d.SHIFT + 1))


def on_table(tile: Picture, width: int, height: int, at: tuple[int, int],
             table=TABLES[0], planes=None) -> Picture:
    """`tile` laid at `at` on a width x height table (and on `planes` if given)."""
    r, g, b = tile.rgb_planes()
    out = [bytearray(p) for p in planes] if planes else [bytearray([v]) * (width * height)
                                                         for v in table]
    x0, y0 = at
    for y in range(tile.height):
        for plane, src in zip(out, (r, g, b), strict=True):
            plane[(y0 + y) * width + x0 : (y0 + y) * width + x0 + tile.width] = \
                src[y * tile.width : (y + 1) * tile.width]
    return Picture.from_planes(width, height, [bytes(p) for p in out])


def describe(pic: Picture):
    r, g, b = pic.rgb_planes()
    return d.describe_region(grey_of(r, g, b), r, g, b, pic.width, 0, 0, pic.width,
                             pic.height)


def lit(pic: Picture, fr: float, fg: float, fb: float, falloff: float = 0.0) -> Picture:
    """The picture under other light: each channel scaled, and dimmed by up to `falloff`
    from top to bottom."""
    planes = []
    for plane, f in zip(pic.rgb_planes(), (fr, fg, fb), strict=True):
        planes.append(bytes(min(255, round(v * f * (1 - falloff * (i // pic.width)
                                                     / pic.height)))
                            for i, v in enumerate(plane)))
    return Picture.from_planes(pic.width, pic.height, planes)


@pytest.mark.parametrize("face", ["1s", "7p", "F", "W", "3m", "9p", "8p"])
def test_the_face_is_found_on_the_table_between_its_neighbours(art_cache, face):
    tile = art_cache.face(face, 60)  # 60 x 80
    left, right = art_cache.face("5m", 60), art_cache.face("2p", 60)
    width, height = 100, 96
    pic = on_table(tile, width, height, (20, 8))
    pic = on_table(left.crop(48, 0, 60, 80), width, height, (4, 8), planes=pic.rgb_planes())
    pic = on_table(right.crop(0, 0, 14, 80), width, height, (84, 8),
                   planes=pic.rgb_planes())
    r, g, b = pic.rgb_planes()
    found = d.face_box(grey_of(r, g, b), r, g, b, width, 0, 0, width, height)
    assert found is not None
    (x0, y0, x1, y1), level = found
    assert abs(x0 - 20) <= 3 and abs(x1 - 80) <= 3 and abs(y0 - 8) <= 3 and abs(y1 - 88) <= 3
    assert level >= 200


def test_no_face_on_a_bare_table_nor_on_a_neighbours_edge(art_cache):
    bare = Picture.from_planes(60, 96, [bytes([v]) * (60 * 96) for v in TABLES[2]])
    assert describe(bare) is None
    grey_table = Picture.from_planes(60, 96, [bytes([150]) * (60 * 96)] * 3)
    r, g, b = grey_table.rgb_planes()
    row = (240, 341.0, 330.0)  # the row's faces are white and much brighter
    assert d.describe_region(grey_of(r, g, b), r, g, b, 60, 0, 0, 60, 96, row) is None


def test_a_blank_face_has_the_blank_descriptor():
    blank = on_table(Picture.from_planes(60, 80, [bytes([v]) * 4800 for v in FACE]), 80, 96,
                     (10, 8))
    box, level, descriptor, face = describe(blank)
    assert descriptor == d.BLANK and descriptor.blank and box == face


@pytest.mark.parametrize("face", ["1s", "7p", "F", "W", "3m"])
def test_the_same_tile_larger_smaller_and_shifted_is_alike(art_cache, face):
    """Aligned to its ink box, the tile at 48 and 72 px wide, anywhere in its slot, gives
    nearly the same maps; another face does not."""
    small = describe(on_table(art_cache.face(face, 48), 70, 90, (5, 12)))[2]
    large = describe(on_table(art_cache.face(face, 72), 90, 110, (14, 4)))[2]
    other = describe(on_table(art_cache.face("5s" if face != "5s" else "6s", 72), 90, 110,
                              (14, 4)))[2]
    assert likeness(small, large) > 0.9
    assert likeness(small, other) < likeness(small, large) - 0.2


@pytest.mark.parametrize("face", ["1s", "7p", "F", "C"])
def test_light_dimmer_warmer_or_falling_off_changes_little(art_cache, face):
    pic = on_table(art_cache.face(face, 60), 80, 100, (10, 10))
    plain = describe(pic)[2]
    for other in (lit(pic, 0.7, 0.7, 0.7), lit(pic, 1.0, 0.88, 0.7),
                  lit(pic, 1.0, 1.0, 1.0, falloff=0.4)):
        box, level, descriptor, _ = describe(other)
        assert likeness(descriptor, plain) > 0.9


@pytest.mark.parametrize("face", ["1s", "7p", "F", "W", "3m"])
def test_a_turned_tile_matches_the_turned_reference(art_cache, face):
    pic = on_table(art_cache.face(face, 60), 80, 100, (10, 10))
    upright = describe(pic)[2]
    turned_pic = Picture.from_planes(pic.width, pic.height, [p[::-1] for p in pic.rgb_planes()])
    turned = describe(turned_pic)[2]
    assert likeness(turned, upright.turned()) > 0.97
    assert upright.turned().turned() == upright and turned != upright
    refs = References([(f, describe(on_table(art_cache.face(f, 60), 80, 100, (10, 10)))[2])
                       for f in ("1s", "7p", "F", "W", "3m", "5s")])
    best = refs.rank(turned)[0]
    assert best.face == face and best.turned


def test_descriptor_bytes_round_trip(art_cache):
    desc = describe(on_table(art_cache.face("5p", 48), 64, 80, (8, 8)))[2]
    data = desc.to_bytes()
    assert len(data) == d.SIZE // 2 == 2016  # 4 maps of 28 x 36, two values a byte
    assert max(desc.planes) < d.LEVELS
    assert d.Descriptor.from_bytes(data) == desc
    with pytest.raises(ValueError, match="2016"):
        d.Descriptor.from_bytes(data[:-1])


def test_a_blank_face_reads_as_the_blank_reference_or_else_as_an_unsure_white_dragon(art_cache):
    tiles = {f: describe(on_table(art_cache.face(f, 60), 80, 100, (10, 10)))[2]
             for f in ("1s", "7p", "P")}
    refs = References(list(tiles.items()))
    assert [m.face for m in refs.rank(d.BLANK)][0] == "P"
    assert refs.rank(d.BLANK)[0].distance == 0.5  # no blank reference: a guess
    refs = References([*tiles.items(), ("P", d.BLANK)])  # a set whose white dragon is blank
    assert refs.rank(d.BLANK)[0] == refs.rank(d.BLANK)[0].__class__("P", 0.0, False)
    assert refs.rank(tiles["1s"])[0].face == "1s"  # a blank reference matches no inked tile
