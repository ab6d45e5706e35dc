"""The scorer's hand model: building by taps, the notation field, the URL fragment, history."""

import contextlib

import pytest
from app.scorer.state import (
    HISTORY_SIZE,
    Context,
    HistoryEntry,
    NotationError,
    ScorerHand,
    add_history,
    decode,
    dump_history,
    encode,
    load_history,
    parse_hand_text,
)
from hypothesis import given
from hypothesis import strategies as st
from scoring import HandError, parse_hand, read_hand
from tiles import PLAYING_TILES
from tiles.meld import Meld

from tests.fixtures.words import words

TEXT = words("scorer")


def test_taps_build_the_hand_and_the_fourteenth_tile_is_the_winning_tile():
    hand = ScorerHand()
    hand.add_meld("chow", "1m")
    hand.add_meld("ckong", "9s")
    for face in ["4p", "5p", "6p", "7s", "8s", "E", "E"]:
        hand.add_tile(face)
    assert hand.win is None and hand.size() == 13
    hand.add_tile("6s")
    assert hand.win == "6s" and hand.is_complete()
    assert hand.text() == "[123m]{9999s}456p78sEE + 6s"


def test_a_fifth_copy_is_refused_with_the_tile_named():
    hand = parse_hand_text("5555p")
    with pytest.raises(NotationError) as caught:
        hand.add_tile("5p")
    assert caught.value.key == "err.fifth" and caught.value.values == {"tile": "5p"}
    with pytest.raises(NotationError):
        hand.add_meld("chow", "3p")


def test_a_full_hand_takes_no_more_tiles():
    hand = parse_hand_text("1112345678999m + 5m")
    with pytest.raises(NotationError) as caught:
        hand.add_tile("E")
    assert caught.value.key == "err.full"


def test_a_meld_needs_room_for_the_winning_tile():
    hand = parse_hand_text("[123m][456m][789m]E")  # 10 tiles: room for 3 more + the winning tile
    hand.add_meld("pung", "S")
    assert hand.size() == 13
    with pytest.raises(NotationError):
        hand.add_meld("pung", "W")


def test_a_chow_cannot_start_at_eight_nine_or_an_honour():
    for face in ("8m", "9p", "E"):
        with pytest.raises(NotationError) as caught:
            ScorerHand().add_meld("chow", face)
        assert caught.value.key == "err.chow_start"


def test_remove_and_reorder():
    hand = parse_hand_text("123m")
    hand.move_concealed(0, 1)
    assert hand.concealed == ["2m", "1m", "3m"]
    hand.move_concealed(0, -1)  # nothing left of the first tile
    assert hand.concealed == ["2m", "1m", "3m"]
    hand.remove_concealed(1)
    assert hand.concealed == ["2m", "3m"]
    hand.sort()
    hand.add_tile("1m")
    hand.sort()
    assert hand.notation() == "123m"


@pytest.mark.parametrize(
    ("text", "key", "marked"),
    [
        ("5x", "err.unknown_char", "x"),
        ("m", "err.suit_without_number", "m"),
        ("55", "err.number_without_suit", "55"),
        ("[123m", "err.unclosed", "[123m"),
        ("[124m] 5p", "err.bad_meld", "[124m]"),
        ("{999s}", "err.bad_concealed_kong", "{999s}"),
        ("1m + 2m3m", "err.one_win_tile", "3m"),
        ("1m + 2m + 3m", "err.one_win_tile", "+"),
        ("1m }", "err.unopened", "}"),
        ("11112222333344m + 5m", "err.too_many", None),
        ("[123m][456m][789m][EEE][SSS]", "err.too_many_melds", "[SSS]"),
    ],
)
def test_bad_notation_names_the_problem_and_where_it_stands(text, key, marked):
    with pytest.raises(NotationError) as caught:
        parse_hand_text(text)
    assert caught.value.key == key
    assert key in TEXT and all(TEXT[key][lang] for lang in ("ne", "hi", "en"))
    span = caught.value.span
    assert (text[span[0] : span[1]] if span else None) == marked


def test_every_mistake_the_reader_can_name_has_a_message_in_three_languages():
    """The page says the scorer's reader's errors by their code: each needs a text."""
    codes = set()
    for text in ("x", "0m", "m", "5", "[1m", "]", "[124m]", "{123m}", "1m + 2m3m", "1m + [1m]"):
        with pytest.raises(HandError) as caught:
            read_hand(text)
        codes.add(caught.value.code)
    assert len(codes) == 8
    for code in codes:
        assert f"err.{code}" in TEXT, code


def test_the_hand_keeps_the_order_typed_and_the_scorer_reads_it_sorted():
    hand = parse_hand_text("{EEEE} 54p1m [789s]")
    assert hand.melds == [Meld.of("kong", "E", exposed=False), Meld.of("chow", "7s")]
    assert hand.concealed == ["5p", "4p", "1m"]
    assert hand.notation() == "{EEEE}[789s]54p1m"
    assert parse_hand(hand.notation()).concealed == (0, 12, 13)


def test_typed_fourteen_tiles_take_the_last_as_the_winning_tile():
    hand = parse_hand_text("[123m]{9999s} 456p 78s EE 6s")
    assert hand.win == "6s"
    assert hand.melds == [Meld.of("chow", "1m"), Meld.of("kong", "9s", exposed=False)]


def test_concealed_tiles_are_written_in_the_order_laid():
    hand = ScorerHand(concealed=["4p", "5p", "E", "1p", "7s"])
    assert hand.notation() == "45pE1p7s"


FACE = st.sampled_from(PLAYING_TILES)


@st.composite
def hands(draw):
    hand = ScorerHand()
    for _ in range(draw(st.integers(0, 4))):
        kind = draw(st.sampled_from(["chow", "pung", "kong", "ckong"]))
        with contextlib.suppress(NotationError):
            hand.add_meld(kind, draw(FACE))
    for _ in range(draw(st.integers(0, 14))):
        with contextlib.suppress(NotationError):
            hand.add_tile(draw(FACE))
    return hand


CONTEXTS = st.builds(
    Context,
    self_drawn=st.booleans(),
    seat_wind=st.sampled_from("ESWN"),
    round_wind=st.sampled_from("ESWN"),
    flowers=st.integers(0, 8),
    last_tile=st.booleans(),
    last_of_kind=st.booleans(),
    kong_tile=st.booleans(),
    discarder=st.sampled_from("ESWN"),
)


@given(hands(), CONTEXTS)
def test_the_fragment_round_trips(hand, context):
    decoded = decode(encode(hand, context))
    assert decoded.error is None
    assert decoded.hand == hand
    assert decoded.context == context.normal()


@given(hands())
def test_the_notation_field_round_trips(hand):
    assert parse_hand_text(hand.text()) == hand


@given(st.text(max_size=60))
def test_any_fragment_decodes_without_raising(route):
    decoded = decode(route)
    assert isinstance(decoded.hand, ScorerHand)


def test_the_discarder_is_never_the_winner():
    assert Context(seat_wind="E", discarder="E").normal().discarder == "N"
    assert Context(seat_wind="S", discarder="W").normal().discarder == "W"


@pytest.mark.parametrize(
    "raw",
    [None, "", "not json", "{}", "[1, 2]", '[{"route": 5}]', '[{"route": "?h=", "text": "x"}]'],
)
def test_corrupt_history_is_read_as_what_can_be_read(raw):
    assert load_history(raw) == []


def test_history_keeps_the_newest_few_without_repeats():
    entries: list[HistoryEntry] = []
    for i in range(HISTORY_SIZE + 3):
        entries = add_history(entries, HistoryEntry(f"?h={i}", f"hand {i}", i))
    entries = add_history(entries, HistoryEntry("?h=5", "hand 5", 5))
    assert len(entries) == HISTORY_SIZE
    assert entries[0].route == "?h=5"
    assert [e.route for e in entries].count("?h=5") == 1
    assert load_history(dump_history(entries)) == entries
