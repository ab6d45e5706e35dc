"""Teaching a set: the template's four rows, and clear errors for a missing or incomplete row."""

from __future__ import annotations

import photo
import pytest
from photo import PhotoError, Picture
from photo.calibrate import TEMPLATE

from tests.fixtures import synth_photos as synth


def test_template_is_the_issue_order():
    assert [list(r) for r in TEMPLATE] == [
        [f"{n}m" for n in range(1, 10)], [f"{n}p" for n in range(1, 10)],
        [f"{n}s" for n in range(1, 10)], ["E", "S", "W", "N", "C", "F", "P"]]
    assert len(photo.ROW_NAMES) == 4


def test_taught_set_knows_every_face(taught_set):
    assert list(taught_set.faces) == list(photo.FACES)
    assert taught_set.source == "calibrated" and taught_set.name == "test set"
    assert 0.6 < taught_set.tile_aspect < 0.9
    # Each taught tile is nearest to itself.
    for face, descriptor in taught_set.faces.items():
        assert taught_set.match(descriptor)[0].face == face


def test_rows_from_page_pixels(calibration_photos):
    """The page hands over (RGBA bytes, width, height, corners) per row."""
    rows = [(p.picture.data, p.picture.width, p.picture.height, p.corners)
            for p in calibration_photos]
    located = photo.locate_rows(rows)
    assert [len(r.slots) for r in located] == [9, 9, 9, 7]
    assert all(len(s.corners) == 4 for r in located for s in r.slots)


def test_missing_row_is_named(calibration_photos):
    rows = [(p.picture, p.corners) for p in calibration_photos]
    with pytest.raises(PhotoError, match="row 3 \\(bamboo 1-9\\) is missing") as exc:
        photo.calibrate(rows[:2] + [None] + rows[3:])
    assert exc.value.code == "missing_row" and exc.value.values["row"] == 3
    with pytest.raises(PhotoError, match="needs 4 row photos.*got 3"):
        photo.calibrate(rows[:3])


def test_a_photo_of_the_table_instead_of_a_row(calibration_photos):
    rows = [(p.picture, p.corners) for p in calibration_photos]
    cloth = Picture.from_rgba(bytes([30, 90, 60, 255]) * (300 * 120), 300, 120)
    with pytest.raises(PhotoError, match="row 2 \\(dots 1-9\\): no tiles found"):
        photo.calibrate(rows[:1] + [cloth] + rows[2:])


def test_a_row_with_a_tile_missing(art_cache, calibration_photos):
    """The dots row laid with its 5p missing: that place shows no tile."""
    rows = [(p.picture, p.corners) for p in calibration_photos]
    flat, quad = synth.row_picture(art_cache, [f"{n}p" for n in range(1, 10)], 64,
                                   synth.TABLES[0])
    (x0, y0), (x1, _), (_, y1), _ = quad
    pitch = (x1 - x0) / 9
    planes = [bytearray(p) for p in flat.rgb_planes()]
    left, right = round(x0 + 4 * pitch) - 2, round(x0 + 5 * pitch) + 1
    for y in range(flat.height):
        for plane, value in zip(planes, synth.TABLES[0], strict=True):
            plane[y * flat.width + left : y * flat.width + right] = bytes([value]) * (right
                                                                                    - left)
    holed = Picture.from_planes(flat.width, flat.height, [bytes(p) for p in planes])
    with pytest.raises(PhotoError, match="row 2 \\(dots 1-9\\): no tile where 5p should be"):
        photo.calibrate(rows[:1] + [(holed, quad)] + rows[2:])


def test_a_tile_laid_twice_shows_as_lookalikes(art_cache, calibration_photos):
    rows = [(p.picture, p.corners) for p in calibration_photos]
    twice = [f"{n}s" for n in range(1, 10)]
    twice[5] = "5s"  # 5s laid where 6s belongs
    flat, quad = synth.row_picture(art_cache, twice, 64, synth.TABLES[1])
    tile_set = photo.calibrate(rows[:2] + [(flat, quad)] + rows[3:])
    assert ("5s", "6s") in [(a, b) for a, b, _ in tile_set.lookalikes()]


def test_a_well_laid_set_has_no_lookalikes(taught_set):
    assert taught_set.lookalikes() == []


def test_swapped_fixes_two_tiles_laid_in_each_others_places(taught_set):
    fixed = taught_set.swapped("1m", "2m")
    assert fixed.faces["1m"] == taught_set.faces["2m"]
    assert fixed.faces["2m"] == taught_set.faces["1m"]
    assert fixed.faces["3m"] == taught_set.faces["3m"]


def test_a_row_short_of_a_tile_at_its_end(art_cache, calibration_photos):
    rows = [(p.picture, p.corners) for p in calibration_photos]
    flat, quad = synth.row_picture(art_cache, [f"{n}s" for n in range(1, 9)], 64,
                                   synth.TABLES[2])
    with pytest.raises(PhotoError, match="row 3 \\(bamboo 1-9\\): 8 tiles found where 9"):
        photo.calibrate(rows[:2] + [flat] + rows[3:])


def test_a_suggested_teaching_row_is_split_as_found(calibration_photos, monkeypatch):
    """The teaching screen's frame comes with its tiles (suggest_row_steps): splitting that
    very frame takes them as found, and the photo's overview is made once; a frame without
    them, or moved by the player, is looked at afresh."""
    from photo import picture as picture_module
    from photo import row as row_module

    pic = calibration_photos[0].picture
    made, located = [], []
    scaled, locate = picture_module.Picture.scaled, row_module.locate_steps
    monkeypatch.setattr(picture_module.Picture, "scaled",
                        lambda self, *a: made.append(1) or scaled(self, *a))
    monkeypatch.setattr(row_module, "locate_steps",
                        lambda *a, **k: located.append(1) or locate(*a, **k))
    found = photo.run(photo.suggest_row_steps(pic, 0, 0, 9))
    assert found is not None and len(found.tiles) == 9 and len(made) == 1
    strip = photo.run(photo.split_template_steps(pic, 0, 0, found.corners, 1, refine=False,
                                                 found=found))
    assert strip.outlines == found.tiles and not located
    again = photo.run(photo.split_template_steps(pic, 0, 0, found.corners, 1, refine=False))
    assert len(again.outlines) == 9 and len(located) == 1
    moved = (found.corners[0], found.corners[1], found.corners[2],
             (found.corners[3][0] - 3, found.corners[3][1]))
    photo.run(photo.split_template_steps(pic, 0, 0, moved, 1, refine=True, found=found))
    assert len(located) == 2
    assert found.corners == photo.suggest_frame(pic, 0, 0, 9)
