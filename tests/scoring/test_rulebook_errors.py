"""Bad input raises HandError (a ValueError) whose message says what is wrong.

The messages are checked for their meaning, loosely: that they name the bad tile, give the
tile count and the count needed, say the tiles do not win, or name the contradicting flag.
"""

from __future__ import annotations

import re

import pytest
from scoring import HandError, score

GOOD = "[123m]456p789s11sEE"  # wins on E or 1s


def _error(hand: str, win: str, **ctx) -> str:
    with pytest.raises(HandError) as info:
        score(hand, win_tile=win, **ctx)
    return str(info.value)


def test_hand_error_is_a_value_error():
    assert issubclass(HandError, ValueError)
    with pytest.raises(ValueError):
        score("123m456p789s11sEX", win_tile="E")


# --- Tiles that are not tiles ----------------------------------------------------------------


@pytest.mark.parametrize(
    ("hand", "win", "bad"),
    [
        ("123m456p789s11sEQ", "E", "Q"),
        ("[123m]456p789s11sEZ", "E", "Z"),
        ("[12xm]456p789s11sEE", "E", "x"),
        ("123m456p789s11sEE", "Z", "Z"),
    ],
    ids=["unknown_letter_in_hand", "unknown_letter_after_meld", "unknown_letter_in_meld",
         "unknown_winning_tile"],
)
def test_unknown_tile_is_named(hand, win, bad):
    message = _error(hand, win)
    assert bad in message
    assert re.search(r"unknown|not a tile|invalid", message, re.I)


def test_suit_letter_without_number_is_an_error():
    _error("123m456p789s11sE m", "E")


def test_number_without_suit_is_an_error():
    message = _error("123m456p789s11sE5", "E")
    assert "5" in message


def test_zero_is_not_a_tile_number():
    message = _error(GOOD, "0m")
    assert "0" in message


def test_winning_tile_must_be_a_single_tile():
    message = _error("123m456p789s11sEE", "EE")
    assert "EE" in message


# --- Counts ----------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hand", "win", "tile"),
    [
        ("5555p123m456s78sE", "5p", "5p"),
        ("[555p]55p123m456s78s", "9s", "5p"),
        ("[EEEE]EE123m456p78s", "9s", "E"),
        ("[1111m]{1111m}456p78s", "9s", "1m"),
    ],
    ids=["winning_tile_is_fifth_copy", "fifth_copy_across_meld_and_hand",
         "fifth_and_sixth_copy_of_an_honor", "two_kongs_of_one_tile"],
)
def test_fifth_copy_names_the_tile(hand, win, tile):
    message = _error(hand, win)
    assert tile in message
    assert re.search(r"5|five|fifth|more than 4|only 4|four", message, re.I)


@pytest.mark.parametrize(
    ("hand", "have"),
    [
        ("123m456p789s11s", 11),
        ("123m456p789s11sEE5m", 14),
        ("[123m][456p]789s11s", 11),
        ("[1111m][2222m][3333m][4444m][5555p]", 15),
    ],
    ids=["eleven_concealed_tiles", "fourteen_tiles_before_the_winning_tile",
         "eleven_with_melds", "five_melds"],
)
def test_wrong_tile_count_says_how_many_and_how_many_needed(hand, have):
    message = _error(hand, "E")
    assert str(have) in message
    assert "13" in message


def test_empty_hand_is_a_count_error():
    message = _error("", "E")
    assert "0" in message and "13" in message


# --- Not a winning hand ----------------------------------------------------------------------


@pytest.mark.parametrize(
    ("hand", "win"),
    [
        ("123m456p789s12sEN", "C"),
        ("123m456p789s11sEE", "9m"),
        ("19m19p19sESWNCFP", "5m"),
        ("1133m5577p99sEEN", "S"),
        ("[123m][456p][789s]{EEEE}N", "S"),
    ],
    ids=["no_sets_possible", "wrong_winning_tile", "thirteen_orphans_needs_a_terminal",
         "seven_pairs_needs_the_seventh_pair", "single_wait_needs_its_tile"],
)
def test_not_a_winning_hand(hand, win):
    message = _error(hand, win)
    assert re.search(r"win|complete", message, re.I)


@pytest.mark.parametrize(
    "hand",
    ["[124m]456p789s11sEE", "[EES]456p789s11sEE", "[12m]3456p789s11sEE", "{123m}456p789s11sEE"],
    ids=["chow_with_a_gap", "mixed_honor_meld", "two_tile_meld", "concealed_kong_of_a_chow"],
)
def test_bracketed_group_that_is_not_a_meld(hand):
    message = _error(hand, "E")
    assert re.search(r"meld|kong|chow|pung|set", message, re.I)


def test_unclosed_bracket_is_an_error():
    message = _error("[123m456p789s11sEE", "E")
    assert "[" in message or re.search(r"bracket|closed", message, re.I)


# --- Flags that contradict the hand ----------------------------------------------------------


def test_out_with_replacement_tile_needs_a_kong():
    message = _error(GOOD, "E", self_drawn=True, kong_tile=True)
    assert re.search(r"kong", message, re.I)


def test_robbing_the_kong_winner_cannot_hold_the_tile_concealed():
    message = _error(GOOD, "E", kong_tile=True)
    assert re.search(r"kong", message, re.I) and "E" in message


def test_robbing_the_kong_winner_cannot_show_the_tile_in_a_meld():
    # The winner's claimed 345m holds a 4m, so the robbed 4m cannot have three copies in a pung.
    message = _error("[345m]456p789s35mCC", "4m", kong_tile=True)
    assert re.search(r"kong", message, re.I) and "4m" in message


def test_robbing_the_kong_winner_cannot_hold_the_tile_in_a_melded_pung():
    message = _error("[EEE]123m456p789s1s", "E", kong_tile=True)
    assert re.search(r"kong", message, re.I)


def test_last_of_kind_contradicted_by_a_concealed_copy():
    # The single wait on E: the hand itself holds an E, so E cannot be the last of its kind.
    message = _error("[123m]456p789s111sE", "E", last_of_kind=True)
    assert re.search(r"last", message, re.I) and "E" in message


def test_last_of_kind_contradicted_by_a_concealed_pair():
    message = _error(GOOD, "E", last_of_kind=True)
    assert re.search(r"last", message, re.I)


@pytest.mark.parametrize("flowers", [9, -1, 100], ids=["nine", "negative", "hundred"])
def test_flowers_must_be_zero_to_eight(flowers):
    message = _error(GOOD, "E", flowers=flowers)
    assert re.search(r"flower", message, re.I)
    assert str(flowers) in message


@pytest.mark.parametrize(
    ("flag", "value"),
    [("seat_wind", "X"), ("seat_wind", "C"), ("round_wind", "P"), ("round_wind", "east")],
    ids=["seat_unknown", "seat_dragon", "round_dragon", "round_word"],
)
def test_winds_must_be_e_s_w_or_n(flag, value):
    message = _error(GOOD, "E", **{flag: value})
    assert re.search(r"wind", message, re.I)


def test_valid_flags_on_the_same_hand_do_not_raise():
    """The error tests above are about the flags, not the hand: it does win."""
    assert score(GOOD, win_tile="E").total > 0
    assert score(GOOD, win_tile="1s", self_drawn=True, flowers=8).total > 0
    assert score("[EEEE]123m456p78s99s", win_tile="9s", self_drawn=True, kong_tile=True).total > 0
    assert score("[123m]456p111s78sEE", win_tile="9s", kong_tile=True).total > 0
    assert score("[123m]456p111s78sEE", win_tile="9s", last_of_kind=True).total > 0


def test_winning_tile_cannot_be_the_fifth_copy_of_a_melded_kong():
    message = _error("[5555p]123m456s78sEE", "5p")
    assert "5p" in message
