"""Reading and teaching in steps (the page draws between them): the same tiles and the same set
as the one-call functions, the progress it reports, the split a page shows while framing, and
the transform that draws a tile's crop."""

from __future__ import annotations

import math

import photo
import pytest
from photo import PhotoError, Picture
from photo.read import NAME_AT_ONCE

from tests.fixtures import synth_photos as synth
from tests.fixtures.pyodide_run import upscaled


def steps_of(generator):
    """(every value yielded, the value returned)."""
    yielded = []
    while True:
        try:
            yielded.append(next(generator))
        except StopIteration as done:
            return yielded, done.value


def test_read_in_steps_is_read_row(hands, taught_set):
    for hand in hands[:3]:
        pic = hand.picture
        corners = photo.suggest_frame(pic, 0, 0)
        strip = photo.split_row(pic, 0, 0, corners, taught_set)
        assert strip.count == photo.count_tiles(pic, 0, 0, corners, taught_set) == 14
        # Splitting in steps: the fit, the faces found, each pass of the strip's warp, the split.
        yielded, split = steps_of(photo.split_row_steps(pic, 0, 0, corners, taught_set))
        assert split == strip and len(yielded) >= 3 and set(yielded) == {None}
        assert len(strip.outlines) == 14 and all(len(o) == 4 for o in strip.outlines)
        progress, tiles = steps_of(photo.read_steps(strip, taught_set))
        assert tiles == photo.read_row(pic, 0, 0, corners, taught_set)
        # A step per tile described, one per NAME_AT_ONCE tiles named (upright, then the
        # doubtful ones turned), one per tile matched; the fraction done rising to 1.
        calls = -(-14 // NAME_AT_ONCE)
        assert 14 + calls + 14 <= len(progress) <= 14 + 2 * calls + 14
        assert progress == sorted(progress) and progress[-1] == 1.0 and progress[0] > 0


def test_a_frame_suggested_in_steps_is_suggest_frame(hands):
    pic = hands[0].picture
    yielded, corners = steps_of(photo.suggest_frame_steps(pic, 0, 0))
    assert len(yielded) >= 2 and set(yielded) == {None}
    assert corners == photo.suggest_frame(pic, 0, 0) is not None


def test_a_warp_in_steps_is_the_warp(hands):
    """A big photo's strip is sampled in passes (3 x 3 here), the page drawing between them."""
    pic = hands[0].picture
    data, width, height = upscaled(pic, 3)
    big = Picture(width, height, data, 4)
    corners = tuple((3 * x, 3 * y) for x, y in hands[0].corners)
    yielded, warped = steps_of(big.warp_steps(corners, 600, 48))
    assert len(yielded) == 9 and warped == big.warp(corners, 600, 48)
    assert warped.width == 600 and warped.height == 48


def test_a_split_with_the_players_count(hands, taught_set):
    pic = hands[0].picture
    corners = photo.suggest_frame(pic, 0, 0)
    strip = photo.split_row(pic, 0, 0, corners, taught_set, tiles=13)
    assert strip.count == 13 and strip.counted == 14  # what the gaps show, kept apart
    assert len(photo.run(photo.read_steps(strip, taught_set))) == 13
    with pytest.raises(PhotoError) as exc:
        photo.split_row(pic, 0, 0, corners, taught_set, tiles=0)
    assert exc.value.code == "bad_tiles"


def test_teaching_in_steps_is_calibrate(calibration_photos):
    rows = []
    for number, p in enumerate(calibration_photos, start=1):
        pic = p.picture
        strip = photo.split_template_row(pic.data, pic.width, pic.height, p.corners, number)
        progress, row = steps_of(photo.template_row_steps(strip, number))
        # a step a tile described, then a step a call of the namer (NAME_AT_ONCE tiles)
        calls = -(-len(photo.TEMPLATE[number - 1]) // NAME_AT_ONCE)
        assert len(progress) == len(photo.TEMPLATE[number - 1]) + calls
        assert progress == sorted(progress) and progress[-1] == 1.0
        rows.append(row)
    made = photo.tile_set_from_rows(rows, "steps")
    same = photo.calibrate([(p.picture, p.corners) for p in calibration_photos], "steps")
    assert made.faces == same.faces and made.tile_aspect == same.tile_aspect
    assert made.features == same.features and set(made.features) == set(made.faces)


def test_a_template_row_with_a_tile_too_few(art_cache):
    """Eight characters photographed for the nine of row 1: named before any tile is taught."""
    shot = synth.photo(art_cache, [f"{n}m" for n in range(1, 9)], 5)
    strip = photo.split_template_row(shot.picture, 0, 0, shot.corners, 1)
    assert strip.count == 9 and strip.counted == 8
    with pytest.raises(PhotoError, match="row 1 \\(characters 1-9\\): 8 tiles found where 9") \
            as exc:
        photo.run(photo.template_row_steps(strip, 1))
    assert exc.value.code == "missing_row" and exc.value.values == {"row": 1, "found": 8}


def test_a_template_row_of_bare_cloth():
    cloth = Picture.from_rgba(bytes([30, 90, 60, 255]) * (300 * 120), 300, 120)
    with pytest.raises(PhotoError, match="row 4 .*no tiles found") as exc:
        photo.split_template_row(cloth, 0, 0, None, 4)
    assert exc.value.code == "missing_row" and exc.value.values == {"row": 4}


def apply(m, x, y):
    a, b, c, d, e, f = m
    return a * x + c * y + e, b * x + d * y + f


@pytest.mark.parametrize("angle", [0.0, 7.0, -10.0])
def test_box_transform_lays_a_tile_upright(angle):
    """A turned rectangle's corners land on the box's corners."""
    cos, sin = math.cos(math.radians(angle)), math.sin(math.radians(angle))
    local = [(-30, -40), (30, -40), (30, 40), (-30, 40)]
    corners = tuple((500 + x * cos - y * sin, 300 + x * sin + y * cos) for x, y in local)
    m = photo.box_transform(corners, 96, 128)
    for (x, y), (u, v) in zip(corners, [(0, 0), (96, 0), (96, 128), (0, 128)], strict=True):
        got = apply(m, x, y)
        assert abs(got[0] - u) < 1e-6 and abs(got[1] - v) < 1e-6


def test_box_transform_of_a_keystoned_tile_centres_it():
    corners = ((10.0, 0.0), (50.0, 0.0), (60.0, 80.0), (0.0, 80.0))
    m = photo.box_transform(corners, 30, 40)
    assert apply(m, 30, 40) == pytest.approx((15, 20))
    with pytest.raises(PhotoError):
        photo.box_transform(((0, 0), (10, 0), (20, 0), (30, 0)), 30, 40)


def jolted(corners, rng, amount):
    """The frame with each corner moved at random by up to `amount` of the row's height."""
    height = (math.dist(corners[0], corners[3]) + math.dist(corners[1], corners[2])) / 2
    return tuple((x + rng.uniform(-1, 1) * amount * height,
                  y + rng.uniform(-1, 1) * amount * height) for x, y in corners)


def test_a_frame_placed_roughly_reads_as_the_suggested_one(hands, taught_set):
    """Corners off the row by up to 12 % of its height (a finger's error on a phone) skew the
    rectified row; the reader fits the frame to the row's own edges first."""
    import random

    rng = random.Random(7)
    unfitted = 0
    by_descriptors = taught_set.replaced(features={})
    for hand in hands[:4]:
        pic = hand.picture
        for _ in range(2):
            rough = jolted(photo.suggest_frame(pic, 0, 0), rng, 0.12)
            assert photo.split_row(pic, 0, 0, rough, taught_set).count == 14
            tiles = photo.read_row(pic, 0, 0, rough, taught_set, 14)
            assert [t.face for t in tiles] == list(hand.faces)
            as_placed = photo.run(photo.split_row_steps(pic, 0, 0, rough, taught_set, 14,
                                                        refine=False))
            read = photo.run(photo.read_steps(as_placed, by_descriptors))
            unfitted += [t.face for t in read] == list(hand.faces)
    # without the fit, some of these frames read wrong by the set's descriptors (the namer's
    # features read even the skewed tiles right)
    assert unfitted < 8


def test_fitting_keeps_the_frames_ends(hands, taught_set):
    """The fit finds the row's top, bottom and slant, not more tiles: a frame around the first
    seven tiles holds seven."""
    hand = hands[1]
    c = hand.corners
    half = (c[0], ((c[0][0] + c[1][0]) / 2, (c[0][1] + c[1][1]) / 2),
            ((c[3][0] + c[2][0]) / 2, (c[3][1] + c[2][1]) / 2), c[3])
    strip = photo.split_row(hand.picture, 0, 0, half, taught_set)
    assert strip.count == 7
    tiles = photo.run(photo.read_steps(strip, taught_set))
    assert [t.face for t in tiles] == list(hand.faces[:7])


def test_fitting_a_frame_keeps_it_when_there_is_no_row():
    cloth = Picture.from_rgba(bytes([30, 90, 60, 255]) * (300 * 120), 300, 120)
    frame = ((20.0, 30.0), (280.0, 30.0), (280.0, 90.0), (20.0, 90.0))
    assert photo.refine_frame(cloth, 0, 0, frame) == frame
