"""Photo entry's flow in CPython (app.photo.manager): a photo read into the scorer's hand, the
player's corrections, the frame and the count, teaching a set, and what is stored: only under
its own key, a damaged set dropped alone, a full storage losing nothing."""

from __future__ import annotations

import json

import photo
import pytest
from app.photo.manager import (
    CHECK,
    FRAME,
    LIBRARY_KEY,
    REVIEW,
    START,
    TEACH,
    PhotoManager,
    default_frame,
)
from app.scorer.state import ScorerHand
from keeping import MemoryStorage
from photo import Picture, TileSetLibrary

from tests.conftest import PHOTO_HAND
from tests.fixtures import synth_photos as synth

OTHER_RECORDS = {
    "mj.v1.setting.lang": json.dumps({"v": 1, "value": "hi"}),
    "mj.v1.best.turtle": json.dumps({"v": 1, "seconds": 312.5}),
    "mahjong.scorer.history": "[]",
}


@pytest.fixture(scope="module")
def cloth() -> Picture:
    """A photo of the bare table: no tiles anywhere."""
    return Picture.from_rgba(bytes([30, 90, 60, 255]) * (480 * 270), 480, 270)


def test_a_photo_is_framed_then_read_into_the_hand(hand_photo):
    m = PhotoManager(MemoryStorage())
    assert m.state == START and m.tile_set is None  # no taught set: the app's art
    steps = m.open_photo(hand_photo.picture)
    next(steps)
    assert m.state == START  # the view draws between steps; nothing is decided yet
    photo.run(steps)
    assert m.state == FRAME and m.found and m.note is None
    assert m.shown_count == 14 and m.strip.counted == 14 and m.count is None
    progress = list(m.read())
    assert progress[-1] == 1.0 and m.state == REVIEW
    assert m.faces == list(PHOTO_HAND)
    # The fourteenth, rightmost tile is the winning tile, as when typing the hand.
    assert m.win == 13
    assert m.hand() == ScorerHand(concealed=list(PHOTO_HAND[:13]), win="C")
    assert m.notation() == "123m456p789sEEECC"


def test_the_least_sure_tiles_are_marked_least_sure_first(read):
    marked = read.unsure
    assert marked, "the art reads some of these photographed tiles with little confidence"
    confidences = [read.tiles[i].confidence for i in marked]
    assert confidences == sorted(confidences) and all(read.tiles[i].unsure for i in marked)
    sure = set(range(14)) - set(marked)
    assert not any(read.tiles[i].unsure for i in sure)


def test_corrections_go_into_the_hand(read):
    first = read.unsure[0]
    offered = read.choices(first)
    assert offered == [f for f in read.tiles[first].runner_ups if f != read.faces[first]][:4]
    read.correct(8, "6s")
    assert read.faces[8] == "6s" and 8 in read.fixed and read.hand().concealed[8] == "6s"
    read.correct(first, read.faces[first])  # "yes, it is": confirmed, no longer marked
    assert first not in read.unsure
    read.set_win(0)
    assert read.hand().win == "1m" and len(read.hand().concealed) == 13
    read.set_win(0)  # again: no winning tile chosen
    assert read.hand().win is None and len(read.hand().concealed) == 14
    read.set_win(13)
    read.correct(13, None)  # no tile there: left out, and no longer the winning tile
    assert read.win is None and read.hand() == ScorerHand(concealed=read.faces[:8] + ["6s"]
                                                    + read.faces[9:13])


def test_the_players_count_splits_the_row_again(hand_photo):
    m = PhotoManager(MemoryStorage())
    photo.run(m.open_photo(hand_photo.picture))
    photo.run(m.set_count(13))
    assert m.shown_count == 13 and m.strip.count == 13 and m.strip.counted == 14
    photo.run(m.read())
    assert len(m.faces) == 13 and m.win is None  # thirteen tiles: the scorer asks the wait
    photo.run(m.set_count(0))
    assert m.count == 1
    photo.run(m.set_count(99))
    assert m.count == 20


def test_a_corner_that_would_fold_the_frame_is_refused(hand_photo):
    m = PhotoManager(MemoryStorage())
    photo.run(m.open_photo(hand_photo.picture))
    before = m.corners
    assert not m.moved  # the suggested frame is split as it is (it is fitted already)
    x1, y3 = before[1][0], before[3][1]
    assert not m.move_corner(0, x1 + 50, y3 + 50)  # past the opposite corners: folded
    assert m.corners == before and m.strip is not None
    assert m.move_corner(0, before[0][0] - 4, before[0][1] - 4)
    assert m.corners[0] == (before[0][0] - 4, before[0][1] - 4) and m.strip is None
    assert m.moved  # a frame placed by hand is fitted to the row when split
    assert m.move_corner(2, 10**6, 10**6)  # dragged off the photo: kept at its edge
    assert m.corners[2] == (hand_photo.picture.width, hand_photo.picture.height)
    photo.run(m.split())
    assert m.strip is not None  # split again in the new frame


def test_a_photo_with_no_tiles(cloth):
    m = PhotoManager(MemoryStorage())
    photo.run(m.open_photo(cloth))
    assert m.state == FRAME and not m.found
    assert m.corners == default_frame(cloth.width, cloth.height)
    assert m.strip is None and m.note.key == "ph.err.no_tiles" and m.note.problem
    photo.run(m.read())
    assert m.state == FRAME and m.note.key == "ph.err.no_tiles"


def teach_all(m: PhotoManager, rows) -> None:
    m.teach()
    for number, shot in enumerate(rows, start=1):
        assert m.state == TEACH and m.row == number and m.picture is None
        photo.run(m.open_photo(shot.picture))
        assert m.state == TEACH and m.strip.count == len(photo.TEMPLATE[number - 1])
        assert list(m.row_faces) == list(photo.TEMPLATE[number - 1])
        photo.run(m.teach_row())
        assert m.note is None, m.note


def test_teaching_a_set_swapping_two_tiles_and_saving_it(calibration_photos):
    storage = MemoryStorage(dict(OTHER_RECORDS))
    m = PhotoManager(storage)
    teach_all(m, calibration_photos)
    assert m.state == CHECK and len(m.rows) == 4
    same = photo.calibrate([p.picture for p in calibration_photos])  # the suggested frames
    assert m.draft.faces == same.faces
    assert m.shown == {f: f for f in photo.FACES}
    m.swap("1m", "2m")
    assert m.draft.faces["1m"] == same.faces["2m"] and m.draft.faces["2m"] == same.faces["1m"]
    assert m.shown["1m"] == "2m" and m.shown["2m"] == "1m"
    assert not m.save("   ") and m.note.key == "ph.err.no_name" and m.state == CHECK
    assert m.save("  Club   set ")
    assert m.state == START and m.note.key == "ph.saved" and not m.note.problem
    library, problems = TileSetLibrary.from_json(storage.get(LIBRARY_KEY))
    assert not problems and library.active == "Club set"
    assert library.sets["Club set"].faces["1m"] == same.faces["2m"]
    assert m.tile_set.name == "Club set"
    assert all(storage.get(k) == v for k, v in OTHER_RECORDS.items())
    assert m.free_name("Club set") == "Club set 2" and m.free_name("Mine") == "Mine"
    m.use_set(None)
    assert m.tile_set is None and json.loads(storage.get(LIBRARY_KEY))["active"] is None
    m.use_set("Club set")
    m.remove_set("Club set")
    assert m.tile_set is None and TileSetLibrary.from_json(storage.get(LIBRARY_KEY))[0].sets == {}


def test_a_row_with_a_tile_missing_is_named_and_nothing_is_stored(art_cache):
    storage = MemoryStorage(dict(OTHER_RECORDS))
    m = PhotoManager(storage)
    m.teach()
    eight = synth.photo(art_cache, [f"{n}m" for n in range(1, 9)], 5)
    photo.run(m.open_photo(eight.picture))
    assert m.strip.count == 9 and m.strip.counted == 8  # the check screen warns before
    photo.run(m.teach_row())
    assert m.note.key == "ph.err.missing_row.found"
    assert m.note.values == {"row": 1, "found": 8, "count": 9}
    assert m.row == 1 and m.rows == [] and m.state == TEACH
    assert storage.data == OTHER_RECORDS


def test_going_back_a_row(calibration_photos):
    m = PhotoManager(MemoryStorage())
    m.teach()
    m.retake()  # nothing to go back to
    assert m.row == 1
    for shot in calibration_photos[:2]:
        photo.run(m.open_photo(shot.picture))
        photo.run(m.teach_row())
    assert m.row == 3 and len(m.rows) == 2
    photo.run(m.open_photo(calibration_photos[2].picture))
    m.retake()  # the photo of this row is dropped first
    assert m.row == 3 and m.picture is None
    m.retake()  # then the row before is taught again
    assert m.row == 2 and len(m.rows) == 1


def test_a_damaged_set_is_dropped_and_nothing_else(taught_set):
    good = taught_set.renamed("Good")
    damaged = json.loads(taught_set.renamed("Bad").to_json())
    damaged["faces"]["5p"] = "not base64!"
    stored = json.dumps({"format": "mahjong-photo-library", "version": 1, "active": "Bad",
                         "sets": [good.to_dict(), damaged]})
    storage = MemoryStorage({**OTHER_RECORDS, LIBRARY_KEY: stored})
    m = PhotoManager(storage)
    assert m.note.key == "ph.err.sets_dropped" and m.note.values == {"count": 1}
    assert list(m.library.sets) == ["Good"] and m.tile_set is None
    kept, problems = TileSetLibrary.from_json(storage.get(LIBRARY_KEY))
    assert list(kept.sets) == ["Good"] and not problems
    assert all(storage.get(k) == v for k, v in OTHER_RECORDS.items())


def test_an_unreadable_library_is_removed_alone():
    storage = MemoryStorage({**OTHER_RECORDS, LIBRARY_KEY: "{not json"})
    m = PhotoManager(storage)
    assert m.note.key == "ph.err.sets_dropped" and m.library.sets == {}
    assert not storage.get(LIBRARY_KEY)
    assert all(storage.get(k) == v for k, v in OTHER_RECORDS.items())
    assert PhotoManager(storage).note is None  # said once


class FullStorage(MemoryStorage):
    """A storage that keeps nothing new (quota exceeded), as the page's does silently."""

    def set(self, key: str, value: str) -> None:
        pass


def test_a_full_storage_loses_nothing(calibration_photos, taught_set):
    before = TileSetLibrary()
    before.add(taught_set.renamed("Old"))
    storage = FullStorage({LIBRARY_KEY: before.to_json()})
    m = PhotoManager(storage)
    teach_all(m, calibration_photos)
    assert not m.save("New")
    assert m.note.key == "ph.err.not_saved" and m.state == CHECK and m.draft is not None
    assert list(m.library.sets) == ["Old"] and m.library.active == "Old"
    assert storage.get(LIBRARY_KEY) == before.to_json()


def _read_with(storage, picture) -> PhotoManager:
    m = PhotoManager(storage)
    photo.run(m.open_photo(picture))
    photo.run(m.read())
    return m


def _other(face: str | None, *not_these: str | None) -> str:
    return next(f for f in photo.FACES if f != face and f not in not_these)


def test_corrections_are_learnt_into_the_set_in_use(hand_photo, taught_set):
    library = TileSetLibrary()
    library.add(taught_set)
    storage = MemoryStorage({LIBRARY_KEY: library.to_json(), **OTHER_RECORDS})
    m = _read_with(storage, hand_photo.picture)
    assert m.to_learn == [] and not m.learn("My tiles")  # nothing corrected: nothing to add
    first, second = _other(m.faces[2]), _other(m.faces[5])
    m.correct(2, first)
    m.correct(5, second)
    m.correct(7, m.faces[7])  # "yes, it is": a confirmation, not a correction
    assert m.corrections() == {2: first, 5: second} and m.to_learn == [2, 5]
    assert m.learn("My tiles")
    assert m.to_learn == [] and m.taught == {2: first, 5: second}
    assert m.note.key == "ph.learnt" and m.note.values == {"count_": 2, "count": 2,
                                                       "name": "test set"}
    stored, problems = TileSetLibrary.from_json(storage.get(LIBRARY_KEY))
    assert not problems and list(stored.sets) == ["test set"] and stored.active == "test set"
    for key, value in OTHER_RECORDS.items():
        assert storage.get(key) == value
    # The next reading of that photo, with the set as stored, knows the tiles as corrected.
    again = _read_with(storage, hand_photo.picture)
    assert again.faces[2] == first and again.faces[5] == second

    # A correction changed again replaces the one learnt (learning starts again from the set
    # as it was before this photo), it does not pile up beside it.
    third = _other(m.faces[2], first)
    m.correct(2, third)
    assert m.to_learn == [2]
    assert m.learn("My tiles")
    again = _read_with(storage, hand_photo.picture)
    assert again.faces[2] == third and again.faces[5] == second


def test_without_a_taught_set_corrections_start_a_set_of_their_own(hand_photo):
    storage = MemoryStorage()
    m = _read_with(storage, hand_photo.picture)
    assert m.tile_set is None
    face = _other(m.faces[0])
    m.correct(0, face)
    assert m.learn("My tiles")
    assert m.library.active == "My tiles" and m.tile_set.name == "My tiles"
    assert _read_with(storage, hand_photo.picture).faces[0] == face
    # a later photo's corrections go into that set, not a new one
    m = _read_with(storage, hand_photo.picture)
    m.correct(1, _other(m.faces[1]))
    assert m.learn("My tiles") and list(m.library.sets) == ["My tiles"]


def test_learning_into_a_full_storage_loses_nothing(hand_photo, taught_set):
    before = TileSetLibrary()
    before.add(taught_set)
    storage = FullStorage({LIBRARY_KEY: before.to_json()})
    m = _read_with(storage, hand_photo.picture)
    m.correct(3, _other(m.faces[3]))
    assert not m.learn("My tiles")
    assert m.note.key == "ph.err.not_saved" and m.to_learn == [3]  # still offered
    assert storage.get(LIBRARY_KEY) == before.to_json()
    assert m.library.to_json() == before.to_json()


@pytest.mark.parametrize("damage", ["not base64!", 7, None])
def test_a_set_whose_learnt_tiles_are_damaged_is_dropped_alone(hand_photo, taught_set, damage):
    storage = MemoryStorage()
    library = TileSetLibrary()
    library.add(taught_set.renamed("Other"))
    library.add(taught_set)
    storage.set(LIBRARY_KEY, library.to_json())
    m = _read_with(storage, hand_photo.picture)
    m.correct(0, _other(m.faces[0]))
    assert m.learn("My tiles")
    data = json.loads(storage.get(LIBRARY_KEY))
    learnt = next(s for s in data["sets"] if s["name"] == taught_set.name)["learnt"]
    assert learnt  # the correction is in the stored set
    face = next(iter(learnt))
    learnt[face] = [damage] if damage is not None else "x"
    storage = MemoryStorage({**OTHER_RECORDS, LIBRARY_KEY: json.dumps(data)})
    m = PhotoManager(storage)  # the page opens: the damaged set is dropped, never a crash
    assert m.note.key == "ph.err.sets_dropped" and list(m.library.sets) == ["Other"]
    assert all(storage.get(k) == v for k, v in OTHER_RECORDS.items())
    photo.run(m.open_photo(hand_photo.picture))  # and reading still works
    photo.run(m.read())
    assert len(m.faces) == 14


def test_flowers_and_seasons_read_are_counted_not_put_in_the_hand(hand_photo):
    """The namer names flowers and seasons too: they go to the scorer's flower count, and the
    hand holds the other tiles (the rightmost the winning tile, unless it is a flower)."""
    m = PhotoManager(MemoryStorage())
    photo.run(m.open_photo(hand_photo.picture))
    photo.run(m.read())
    m.correct(0, "fl2")
    m.correct(6, "se4")
    assert m.flowers() == 2
    hand = m.hand()
    assert hand.win == "C" and "fl2" not in hand.concealed and "se4" not in hand.concealed
    assert len(hand.concealed) == 11
    m.set_win(6)
    assert m.hand().win is None and len(m.hand().concealed) == 12


def test_without_the_namers_weights_reading_says_so_and_loses_nothing(hand_photo, taught_set,
                                                                     tmp_path):
    """A missing (or damaged) weights file: reading untaught stops with the page's message
    (the frame kept, the panel usable, the hand still typed in the scorer); a taught set
    still reads without the namer."""
    from tests.fixtures.designs import using_namer

    storage = MemoryStorage(dict(OTHER_RECORDS))
    m = PhotoManager(storage)
    photo.run(m.open_photo(hand_photo.picture))
    with using_namer(tmp_path / "missing.bin"):
        photo.run(m.read())
        assert m.note is not None and m.note.key == "ph.err.bad_model"
        assert m.state == FRAME and m.tiles == []
        m.library.add(taught_set)
        photo.run(m.read())
        assert m.state == REVIEW and m.faces == list(PHOTO_HAND)
    assert all(storage.get(k) == v for k, v in OTHER_RECORDS.items())
