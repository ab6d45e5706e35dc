"""Issue 53: what the scorer reads that the page did not make (a link's fields) is refused
with a word, never raised; a hand of fourteen tiles with no winning tile (as photo entry can
hand over) asks for its winning tile instead of saying it has too many; the flower count a
photo brings is that photo's own."""

from __future__ import annotations

import pytest
from app.i18n import LANGUAGES
from app.scorer.analysis import evaluate
from app.scorer.state import (
    MAX_FLOWERS,
    Context,
    ScorerHand,
    decode,
    encode,
    parse_hand_text,
    photo_context,
)
from hypothesis import given
from hypothesis import strategies as st

from tests.fixtures.words import words

TEXT = words("scorer")
GOOD = encode(parse_hand_text("123m456p789sEEEC + C"), Context(flowers=2))

BAD_FLOWERS = ["²", "1²", "२", "٣", "9" * 5000, "-1", "+1", " 1", "1.0", "9", "<b>1</b>", "%ZZ"]


@pytest.mark.parametrize("value", BAD_FLOWERS)
def test_a_flower_count_not_written_in_0_to_8_is_refused_not_raised(value):
    route = GOOD.replace("f=2", "f=" + value.replace("%", "%25").replace(" ", "%20")
                         .replace("+", "%2B"))
    assert route != GOOD
    decoded = decode(route)
    assert decoded.context.flowers == 0
    assert decoded.refused == ["f"]
    assert decoded.hand.text() == "123m456p789sEEEC + C"  # the rest of the link still read


@pytest.mark.parametrize("field, value", [("sw", "²"), ("rw", "<i>E</i>"), ("d", "x"),
                                          ("sd", "²"), ("lt", "१"), ("lk", "yes"), ("kt", "11")])
def test_each_context_field_not_the_pages_is_refused_by_name(field, value):
    route = GOOD.replace(f"&{field}=", f"&{field}={value}&{field}_was=")
    decoded = decode(route)
    assert decoded.refused == [field]
    assert decoded.context.flowers == 2


def test_the_pages_own_links_refuse_nothing():
    for flowers in range(MAX_FLOWERS + 1):
        context = Context(self_drawn=True, seat_wind="S", round_wind="W", flowers=flowers)
        decoded = decode(encode(parse_hand_text("123m456p789sEEEC + C"), context))
        assert decoded.refused == [] and decoded.error is None
        assert decoded.context == context.normal()


@pytest.mark.parametrize("route", [
    "?h=1²3m&w=1m", "?h=१२३m", "?h=123m&w=²m", "?h=%ZZ", "?h=%E0%A4", "?h=<script>x</script>",
    "?h=" + "1" * 100_000 + "m", "?h=" + "1m" * 3000, "?h=[1²3m]", "?h={११११m}", "?h=123m%2B²",
    "?" + "&".join(f"k{i}=v" for i in range(2000)), "?f=²&f=1", "?%FF=1", "?h",
])
def test_a_broken_link_decodes_to_a_refusal_never_an_exception(route):
    decoded = decode(route)  # must not raise
    assert decoded.error is not None or decoded.refused or decoded.hand.is_empty()


def test_every_refusal_word_is_in_three_languages():
    for key in ("sc.link_refused", "sc.field.f", "sc.field.sw", "sc.field.rw", "sc.field.d",
                "sc.field.sd", "sc.field.lt", "sc.field.lk", "sc.field.kt", "msg.choose_win_14"):
        assert set(TEXT[key]) == set(LANGUAGES), key
        assert all(TEXT[key][lang].strip() for lang in LANGUAGES), key


# ---------------------------------------------------------------- fourteen, no winning tile

def test_fourteen_tiles_with_no_winning_tile_ask_for_it():
    hand = ScorerHand(concealed=["4p", "5p", "6p", "3p", "3p", "3p", "7p", "7p", "7p",
                           "N", "N", "N", "F", "F"])
    outcome = evaluate(hand, Context())
    assert outcome.status == "choose_win"
    assert outcome.message == ("msg.choose_win_14", {})


def test_the_winning_tile_picked_from_fourteen_is_taken_out_of_the_hand():
    hand = ScorerHand(concealed=["4p", "5p", "6p", "3p", "3p", "3p", "7p", "7p", "7p",
                           "N", "N", "N", "F", "F"])
    hand.set_win("F")
    assert hand.win == "F" and hand.concealed.count("F") == 1 and hand.is_complete()
    assert evaluate(hand, Context(flowers=1)).result.total == 27  # the command line's, below


# ---------------------------------------------------------------- a photo's flowers

def test_a_new_photo_sets_the_flower_count_to_its_own_even_none():
    assert photo_context(Context(flowers=1), 0, None).flowers == 0
    assert photo_context(Context(flowers=0), 1, None).flowers == 1
    assert photo_context(Context(flowers=0), 12, None).flowers == MAX_FLOWERS


def test_a_correction_keeps_the_players_count_unless_the_photos_changed():
    # the photo showed 1, the player made it 3 (flowers laid aside), then corrected a tile
    assert photo_context(Context(flowers=3), 1, 1).flowers == 3
    # the correction made a tile a season: the photo's count changed, it is the photo's
    assert photo_context(Context(flowers=3), 2, 1).flowers == 2


@given(st.text(max_size=80), st.sampled_from(["h", "w", "f", "sw", "sd", "d", "x"]))
def test_any_text_in_any_field_decodes_without_raising(text, field):
    from urllib.parse import quote

    decode(f"?{field}={quote(text, safe='')}")
    decode(f"?{field}={text}")
