"""The 42 faces, their order and what each is (tiles)."""

from __future__ import annotations

import itertools

import pytest
import tiles
from hypothesis import given
from hypothesis import strategies as st
from tiles import (
    DRAGONS,
    FACES,
    FLOWERS,
    FULL_SET,
    HONORS,
    PLAYING_TILES,
    SUITED,
    SUITS,
    WINDS,
    copies,
    is_face,
    is_flower,
    is_suited,
    sort_key,
    sorted_tiles,
)

NOT_FACES = [None, 5, 27, "", "0m", "10m", "5M", "5", "m", "e", "EE", "fl0", "fl5", "se5",
             "fl", " 5m", "5m ", ("5m",), b"5m", "X", "1z"]


def test_the_faces_are_the_notations_names_in_display_order():
    assert SUITS == ("m", "p", "s")
    assert tuple(f"{r}{s}" for s in "mps" for r in range(1, 10)) == SUITED
    assert WINDS == ("E", "S", "W", "N") and DRAGONS == ("C", "F", "P")
    assert HONORS == ("E", "S", "W", "N", "C", "F", "P")
    assert PLAYING_TILES == SUITED + HONORS and len(PLAYING_TILES) == 34
    assert FLOWERS == ("fl1", "fl2", "fl3", "fl4", "se1", "se2", "se3", "se4")
    assert FACES == PLAYING_TILES + FLOWERS and len(FACES) == len(set(FACES)) == 42


def test_a_set_is_four_of_each_playing_tile_and_one_of_each_flower():
    assert len(FULL_SET) == 144
    assert FULL_SET[:8] == ("1m",) * 4 + ("2m",) * 4 and FULL_SET[-8:] == FLOWERS
    for face in FACES:
        assert FULL_SET.count(face) == copies(face) == (1 if face in FLOWERS else 4)
    assert sorted_tiles(FULL_SET) == FULL_SET  # already in display order


@pytest.mark.parametrize("face", FACES)
def test_each_face_is_exactly_one_of_suited_honour_flower(face):
    assert is_face(face)
    kinds = [is_suited(face), face in HONORS, is_flower(face)]
    assert kinds.count(True) == 1
    assert is_suited(face) == (face in SUITED)
    assert is_flower(face) == (face in FLOWERS)


@pytest.mark.parametrize("thing", NOT_FACES, ids=repr)
def test_anything_else_is_no_face(thing):
    assert not is_face(thing)


def test_display_order_is_the_order_of_faces():
    assert [sort_key(f) for f in FACES] == list(range(42))
    assert sorted(FACES, key=sort_key) == list(FACES)
    with pytest.raises(KeyError):
        sort_key("X")


@given(st.lists(st.sampled_from(FACES), max_size=20))
def test_sorted_tiles_sorts_by_display_order_and_keeps_copies(faces):
    got = sorted_tiles(faces)
    assert isinstance(got, tuple)
    assert sorted(got) == sorted(faces)
    assert all(sort_key(a) <= sort_key(b) for a, b in itertools.pairwise(got))


def test_the_core_imports_nothing_but_the_standard_library():
    """It ships in python.zip with the solitaire: kinds, melds and the reader are mcr.zip's."""
    import ast

    with open(tiles.__file__, encoding="utf-8") as source:
        tree = ast.parse(source.read())
    imported = {a.name for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    imported |= {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
    assert imported <= {"__future__", "collections.abc"}
