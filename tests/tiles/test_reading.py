"""The reader of a written hand (tiles.notation.read_hand): where each tile and meld stands,
and every mistake named by its code, at its place."""

from __future__ import annotations

import pytest
from tiles.kinds import KIND
from tiles.meld import Meld
from tiles.notation import HandError, read_hand


def test_melds_concealed_tiles_and_the_winning_tile_with_their_places():
    text = "{EEEE} 54p1m [789s] + 6s"
    written = read_hand(text)
    assert [(m.meld, text[m.start:m.end]) for m in written.melds] == [
        (Meld.of("kong", "E", exposed=False), "{EEEE}"), (Meld.of("chow", "7s"), "[789s]")]
    assert [(t.tile, text[t.start:t.end]) for t in written.concealed] == [
        (KIND["5p"], "5"), (KIND["4p"], "4"), (KIND["1m"], "1")]
    assert written.win.tile == KIND["6s"] and text[written.win.start] == "6"
    assert written.plus == text.index("+")
    assert written.tile_count == 9 and written.text == text


def test_an_incomplete_hand_and_no_winning_tile():
    assert read_hand("").tile_count == 0
    written = read_hand("1m +")
    assert written.win is None and written.plus == 3
    assert read_hand("1m").plus is None


def test_copies_are_not_counted_by_the_reader():
    assert len(read_hand("5555m5m").concealed) == 5


@pytest.mark.parametrize(("text", "code", "marked"), [
    ("x", "unknown_char", "x"),
    ("0m", "unknown_char", "0"),
    ("m", "suit_without_number", "m"),
    ("12", "number_without_suit", "12"),
    ("12E", "number_without_suit", "12"),
    ("[1m", "unclosed", "[1m"),
    ("[1m[", "unclosed", "[1m["),  # marked to the end: no "]" follows
    ("]", "unopened", "]"),
    ("[124m]", "bad_meld", "[124m]"),
    ("[12m3p]", "bad_meld", "[12m3p]"),
    ("{123m}", "bad_concealed_kong", "{123m}"),
    ("{EEE}", "bad_concealed_kong", "{EEE}"),
    ("1m + 2m3m", "one_win_tile", "3m"),
    ("1m + [1m]", "one_win_tile", "["),
    ("1m + 2m + 3m", "one_win_tile", "+"),
    ("[1x2m]", "unknown_char", "x"),
])
def test_each_mistake_is_named_where_it_stands(text, code, marked):
    with pytest.raises(HandError) as caught:
        read_hand(text)
    error = caught.value
    assert error.code == code
    start, end = error.span
    assert text[start:end] == marked
    assert isinstance(error, ValueError) and str(error)


def test_text_that_is_not_text():
    with pytest.raises(HandError) as caught:
        read_hand(5)
    assert caught.value.code == "bad_argument"
    assert caught.value.values == {"argument": "hand", "value": 5}
