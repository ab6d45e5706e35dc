"""The scorer's numbers for the playing tiles (tiles.kinds)."""

from __future__ import annotations

import pytest
from tiles import HONORS, PLAYING_TILES, SUITED, SUITS, WINDS
from tiles.kinds import (
    EAST,
    GREEN,
    KIND,
    NORTH,
    NUM_KINDS,
    RED,
    SOUTH,
    TERMINALS_AND_HONORS,
    WEST,
    WHITE,
    dragon,
    honor,
    rank,
    suit,
    suited,
    suited_kind,
    terminal,
    terminal_or_honor,
    wind,
    wind_kind,
)


def test_kinds_number_the_playing_tiles_in_order():
    assert NUM_KINDS == 34
    assert list(KIND) == list(PLAYING_TILES)
    assert [PLAYING_TILES[k] for k in range(NUM_KINDS)] == list(PLAYING_TILES)
    assert [KIND[f] for f in PLAYING_TILES] == list(range(NUM_KINDS))
    assert (EAST, SOUTH, WEST, NORTH) == tuple(KIND[w] for w in WINDS) == (27, 28, 29, 30)
    assert (RED, GREEN, WHITE) == (KIND["C"], KIND["F"], KIND["P"]) == (31, 32, 33)
    with pytest.raises(KeyError):
        KIND["fl1"]


@pytest.mark.parametrize("face", PLAYING_TILES)
def test_the_arithmetic_says_what_the_face_says(face):
    k = KIND[face]
    if face in SUITED:
        assert suited(k) and not honor(k) and not wind(k) and not dragon(k)
        assert suit(k) == SUITS.index(face[1]) and rank(k) == int(face[0])
        assert suited_kind(suit(k), rank(k)) == k
        assert terminal(k) == (face[0] in "19") == terminal_or_honor(k)
    else:
        assert honor(k) and not suited(k) and suit(k) == 3 and rank(k) == 0
        assert wind(k) == (face in WINDS) and dragon(k) == (face not in WINDS)
        assert not terminal(k) and terminal_or_honor(k)
    assert face in HONORS or face in SUITED


@pytest.mark.parametrize("letter", WINDS)
def test_a_wind_letter_has_its_kind(letter):
    assert wind_kind(letter) == KIND[letter]


def test_thirteen_orphans_are_the_terminals_and_honours():
    faces = [PLAYING_TILES[k] for k in TERMINALS_AND_HONORS]
    assert faces == ["1m", "9m", "1p", "9p", "1s", "9s", "E", "S", "W", "N", "C", "F", "P"]
