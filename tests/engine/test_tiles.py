from collections import Counter

import pytest
from engine.tiles import GROUPS, face_pairs_for, faces_pair_up, match_class, pairs_with
from seeded import SplitMix64
from tiles import FACES


def test_the_full_set_has_144_tiles():
    tiles = [f for g in GROUPS for f in g]
    assert len(tiles) == 144
    counts = Counter(tiles)
    for face in FACES:
        expected = 1 if face[:2] in ("fl", "se") else 4
        assert counts[face] == expected, face
    assert len(FACES) == 42


def test_pairs():
    assert pairs_with("5m", "5m")
    assert not pairs_with("5m", "5p")
    assert pairs_with("fl1", "fl4")
    assert pairs_with("se2", "se3")
    assert not pairs_with("fl1", "se1")
    assert match_class("C") == "C"


def test_full_count_uses_every_tile():
    pairs = face_pairs_for(144, SplitMix64(3))
    faces = [f for p in pairs for f in p]
    assert Counter(faces) == Counter(f for g in GROUPS for f in g)
    assert all(pairs_with(a, b) for a, b in pairs)


@pytest.mark.parametrize("count", [2, 36, 48, 62, 70, 86, 88, 142])
def test_subsets_are_whole_groups_plus_at_most_one_pair(count):
    pairs = face_pairs_for(count, SplitMix64(count))
    faces = [f for p in pairs for f in p]
    assert len(faces) == count
    assert faces_pair_up(faces)
    by_class = Counter(match_class(f) for f in faces)
    partial = [c for c, n in by_class.items() if n != 4]
    assert len(partial) == (1 if count % 4 else 0)
    assert all(by_class[c] == 2 for c in partial)


def test_odd_or_too_many_tiles_refused():
    with pytest.raises(ValueError):
        face_pairs_for(7, SplitMix64(0))
    with pytest.raises(ValueError):
        face_pairs_for(146, SplitMix64(0))


def test_faces_pair_up():
    assert faces_pair_up(["1m", "1m", "fl1", "fl3"])
    assert not faces_pair_up(["1m", "2m"])
    assert not faces_pair_up(["1m"] * 6)  # more copies than exist
    assert not faces_pair_up(["fl1", "fl1"])
    assert not faces_pair_up(["xx", "xx"])
