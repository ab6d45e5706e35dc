"""Reading the notation, and errors a player can understand."""

from __future__ import annotations

import pytest
from scoring import HandError, parse_hand, read_hand, score, tile_count, validate
from scoring.hand import Hand
from tiles import PLAYING_TILES, write
from tiles.notation import parse_tiles


def error(text: str, win: str = "5m", **flags) -> str:
    with pytest.raises(HandError) as info:
        score(text, win, **flags)
    return str(info.value)


def test_notation_example_parses_into_melds_and_concealed_tiles() -> None:
    hand = parse_hand("[123m]{9999s} 456p 78s EE")
    assert [str(m) for m in hand.melds] == ["[123m]", "{9999s}"]
    assert write(PLAYING_TILES[t] for t in hand.concealed) == "456p78sEE"
    assert hand.tile_count == 13
    assert str(hand) == "[123m]{9999s}456p78sEE"


def test_spaces_anywhere_are_ignored() -> None:
    assert parse_hand(" [ 1 2 3 m ] 4 5 6 p E E ") == parse_hand("[123m]456pEE")


def test_honour_letters_name_winds_and_dragons() -> None:
    assert parse_tiles("ESWNCFP") == list(range(27, 34))


def test_melded_kong_and_pung_of_honours() -> None:
    hand = parse_hand("[5555p][EEE]")
    assert [(m.kind, m.exposed) for m in hand.melds] == [("kong", True), ("pung", True)]


def test_incomplete_hand_counts_its_tiles() -> None:
    assert tile_count("[123m]456p") == 6
    assert parse_hand("").tile_count == 0


def test_unknown_tile_is_named() -> None:
    assert "unknown tile 'X'" in error("[123m]{9999s}456p78sEX")


def test_unknown_winning_tile_is_named() -> None:
    assert "unknown tile 'Z'" in error("[123m]{9999s}456p78sEE", win="Z")


def test_zero_is_not_a_tile() -> None:
    assert "'0' is not a tile" in error("0m23m456p789s11sEEE")


def test_digits_without_suit_letter() -> None:
    assert "no suit letter" in error("123m456p789s11sEE5")


def test_suit_letter_without_digits() -> None:
    assert "no number before it" in error("m123m456p789s11sEE")


def test_fifth_copy_is_named() -> None:
    assert "5m appears 5 times" in error("5555m5m")


def test_fifth_copy_with_the_winning_tile_is_named() -> None:
    message = error("[5555m]123p456p789pE", win="5m")
    assert "5m appears 5 times with the winning tile" in message


def test_too_few_tiles_say_how_many_and_how_many_needed() -> None:
    message = error("[123m]456p78sEE")
    assert "10 tiles" in message and "13" in message and "add 3" in message


def test_too_many_tiles_say_how_many_to_remove() -> None:
    message = error("123m456p789s123sEE")
    assert "14 tiles" in message and "remove 1" in message


def test_not_a_winning_hand_says_what_it_waits_on() -> None:
    message = error("123m456p789s23sEE", win="9s")
    assert "do not form a winning hand" in message and "1s, 4s" in message


def test_not_a_winning_hand_that_is_not_ready() -> None:
    message = error("13579m13579p135s", win="9s")
    assert "no tile completes" in message


def test_bad_meld_is_explained() -> None:
    assert "[124m] is not a meld" in error("[124m]456p789s23sEE")


def test_chow_of_honours_is_not_a_meld() -> None:
    assert "is not a meld" in error("[ESW]456p789s23sEE")


def test_curly_brackets_hold_only_a_kong() -> None:
    assert "not a concealed kong" in error("{999s}456p789s23sEE")


def test_unclosed_bracket() -> None:
    assert "never closed" in error("[123m456p789s23sEE")


def test_stray_closing_bracket() -> None:
    assert "closes no bracket" in error("123m]456p789s23sEE")


def test_winning_tile_must_be_one_tile() -> None:
    assert "must be one tile" in error("123m456p789s23sEE", win="4s5s")


def test_hand_error_is_a_value_error() -> None:
    assert issubclass(HandError, ValueError)


def test_validate_accepts_thirteen_tiles() -> None:
    assert validate("[123m]{9999s}456p78sEE").tile_count == 13


@pytest.mark.parametrize(
    ("text", "code", "values"),
    [
        pytest.param("12X", "unknown_char", {"char": "X"}, id="unknown letter"),
        pytest.param("m", "suit_without_number", {"suit": "m"}, id="suit letter alone"),
        pytest.param("12E", "number_without_suit", {"text": "12"}, id="digits before an honour"),
        pytest.param("45", "number_without_suit", {"text": "45"}, id="digits at the end"),
    ],
)
def test_tile_errors_carry_a_code_for_translation(text: str, code: str, values: dict) -> None:
    with pytest.raises(HandError) as caught:
        parse_tiles(text)
    assert (caught.value.code, caught.value.values) == (code, values)


# --- read_hand: the one reader, for what a player writes -------------------------------------


def test_read_hand_keeps_the_order_written_and_where_each_tile_stands() -> None:
    text = "[123m] 54p{EEEE}1m + 6s"
    written = read_hand(text)
    assert [(str(m.meld), text[m.start : m.end]) for m in written.melds] == [
        ("[123m]", "[123m]"),
        ("{EEEE}", "{EEEE}"),
    ]
    assert [(PLAYING_TILES[t.tile], text[t.start : t.end]) for t in written.concealed] == [
        ("5p", "5"), ("4p", "4"), ("1m", "1")
    ]
    win = written.win
    assert (PLAYING_TILES[win.tile], text[win.start : win.end]) == ("6s", "6")
    assert text[written.plus] == "+"
    assert written.tile_count == 9
    assert str(Hand.from_written(written)) == "[123m]{EEEE}1m45p"  # the Hand is sorted


@pytest.mark.parametrize(
    ("text", "count", "win"),
    [
        ("", 0, None),
        ("   ", 0, None),
        ("[123m]", 3, None),
        ("5m +", 1, None),
        ("+ E", 0, "E"),
        ("55555p", 5, None),  # copies are the caller's to count
        ("1112345678999m9m", 14, None),  # and so is the size
    ],
)
def test_read_hand_reads_incomplete_hands(text: str, count: int, win: str | None) -> None:
    written = read_hand(text)
    assert written.tile_count == count
    assert (PLAYING_TILES[written.win.tile] if written.win else None) == win


@pytest.mark.parametrize(
    ("text", "code", "values", "marked"),
    [
        ("123m4x5p", "unknown_char", {"char": "x"}, "x"),
        ("123m 0p", "unknown_char", {"char": "0"}, "0"),
        ("12m p", "suit_without_number", {"suit": "p"}, "p"),
        ("12m 45 E", "number_without_suit", {"text": "45"}, "45"),
        ("12m 45", "number_without_suit", {"text": "45"}, "45"),
        ("[123m 456p", "unclosed", {"bracket": "["}, "[123m 456p"),
        ("[12m[456p]", "unclosed", {"bracket": "["}, "[12m"),
        ("1m }", "unopened", {"bracket": "}"}, "}"),
        ("1m [124m] 5p", "bad_meld", {"group": "[124m]"}, "[124m]"),
        ("{999s}", "bad_concealed_kong", {"group": "{999s}"}, "{999s}"),
        ("[12xm]", "unknown_char", {"char": "x"}, "x"),
        ("1m + 2m3m", "one_win_tile", {"text": "2m3m"}, "3m"),
        ("1m + 2m + 3m", "one_win_tile", {"text": "2m + 3m"}, "+"),
        ("1m + [123m]", "one_win_tile", {"text": "[123m]"}, "["),
        ("1m + Q", "unknown_char", {"char": "Q"}, "Q"),
    ],
)
def test_read_hand_errors_say_what_and_where(
    text: str, code: str, values: dict, marked: str
) -> None:
    with pytest.raises(HandError) as caught:
        read_hand(text)
    error = caught.value
    assert (error.code, error.values) == (code, values)
    start, end = error.span
    assert text[start:end] == marked


def test_score_takes_the_hand_without_its_winning_tile() -> None:
    with pytest.raises(HandError) as caught:
        parse_hand("[123m]{9999s}456p78sEE + 6s")
    assert caught.value.code == "win_in_hand" and "win_tile" in str(caught.value)


def test_parse_hand_is_read_hand_with_copies_checked() -> None:
    assert parse_hand("[123m] 54p{EEEE}1m") == Hand.from_written(read_hand("[123m] 54p{EEEE}1m"))
    assert Hand.from_written(read_hand("55555p")).tile_count == 5
    with pytest.raises(HandError) as caught:
        parse_hand("55555p")
    assert (caught.value.code, caught.value.values) == ("fifth", {"tile": "5p", "count": 5})
