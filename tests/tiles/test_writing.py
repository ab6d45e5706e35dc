"""Writing faces in the notation (tiles.write), and reading them back (tiles.notation)."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st
from tiles import FACES, FLOWERS, PLAYING_TILES, write
from tiles.kinds import KIND
from tiles.notation import parse_tile, parse_tiles

CASES = [
    ([], ""),
    (["5m"], "5m"),
    (["E"], "E"),
    (["1m", "2m", "3m", "4p", "E", "E"], "123m4pEE"),
    (["4p", "5p", "E", "1p", "7s"], "45pE1p7s"),  # the order given, runs split by an honour
    (["1m", "1p", "1m"], "1m1p1m"),
    (["9s", "9s", "9s", "9s"], "9999s"),
    (["1m", None, "2m"], "1m?2m"),  # no tile: '?', and the run starts again
    ([None, None], "??"),
    (["fl1", "se4", "3p"], "fl1se43p"),
    (["3p", "fl2", "4p"], "3pfl24p"),
    (["C", "F", "P", "E", "S", "W", "N"], "CFPESWN"),
]


@pytest.mark.parametrize(("faces", "text"), CASES)
def test_written_as_a_player_writes_them(faces, text):
    assert write(faces) == text
    assert write(iter(faces)) == text  # any iterable


@pytest.mark.parametrize("face", FACES)
def test_each_face_alone_is_its_own_name(face):
    assert write([face]) == face


@given(st.lists(st.sampled_from(PLAYING_TILES), max_size=18))
def test_what_is_written_reads_back_tile_for_tile(faces):
    assert parse_tiles(write(faces)) == [KIND[f] for f in faces]


@given(st.lists(st.sampled_from(PLAYING_TILES), min_size=1, max_size=14))
def test_a_suit_letter_is_written_once_per_run(faces):
    text = write(faces)
    letters = sum(text.count(s) for s in "mps")
    runs = sum(1 for i, f in enumerate(faces)
               if len(f) == 2 and (i == 0 or faces[i - 1][1:] != f[1:] or len(faces[i - 1]) != 2))
    assert letters == runs


@pytest.mark.parametrize("face", PLAYING_TILES)
def test_one_tile_reads_as_its_kind(face):
    assert parse_tile(face) == KIND[face]
    assert parse_tile(f" {face} ") == KIND[face]


def test_flowers_are_not_written_in_a_hand():
    """The notation has no flowers (a count instead): their names do not read back."""
    for face in FLOWERS:
        with pytest.raises(ValueError):
            parse_tiles(write([face]))
