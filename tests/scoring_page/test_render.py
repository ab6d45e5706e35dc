"""The scorer's and the reference's markup, drawn in CPython from real scoring results."""

import pytest
from app.i18n import Translator
from app.reference.render import card_html, rules_html
from app.scorer import draw
from app.scorer.analysis import evaluate
from app.scorer.picker import hand_html
from app.scorer.result import fan_label, fan_uses, result_html, status_html, text_error_html
from app.scorer.state import Context, parse_hand_text
from app.text.fans import FAN_TEXT


def translator(lang: str) -> Translator:
    i18n = Translator(lang)
    i18n.use("scorer")
    return i18n


def scored(text: str, **context):
    return evaluate(parse_hand_text(text), Context(**context))


@pytest.mark.parametrize("lang", ["ne", "hi", "en"])
def test_result_lists_each_fan_in_the_interface_language(lang):
    i18n = translator(lang)
    outcome = scored("1112345678999m + 9m", self_drawn=True, seat_wind="S", round_wind="W")
    html = result_html(outcome, i18n.t, lang)
    for fan in outcome.result.fans:
        assert f'data-name="{fan.name}"' in html
        assert fan_label(fan.name, lang) in html
    assert html.count('data-seat=') == 4
    assert ("१०७" if lang != "en" else "107") in status_html(outcome, i18n.t, lang)


def test_below_the_minimum_is_marked_and_settles_nothing():
    i18n = translator("en")
    outcome = scored("[123m]{9999s}456p78sEE + 6s")
    assert 'class="mark below"' in status_html(outcome, i18n.t, "en")
    assert "nobody pays" in result_html(outcome, i18n.t, "en")


def test_left_out_fans_name_the_fan_that_implies_them():
    i18n = translator("en")
    outcome = scored("[1111m][EEEE]{5555p}[9999s]C + C", seat_wind="S", round_wind="W")
    html = result_html(outcome, i18n.t, "en")
    assert "Melded Kong ×3 — implied by Four Kongs" in html  # three melded kongs


def test_fan_uses_point_at_sets_of_the_hand_as_read():
    outcome = scored("[123p]456p789p234sE + E")
    sets, _tiles = fan_uses(outcome.result)["Pure Straight"]
    arrangement = outcome.result.arrangement
    texts = [g["text"] for g in arrangement["sets"]]
    assert sets and all(s in texts for s in sets)


def test_a_message_names_the_fifth_tile_in_words():
    i18n = translator("hi")
    outcome = scored("55555p")
    assert "पाँच गोले" in status_html(outcome, i18n.t, "hi")


def test_hand_layout_draws_groups_concealed_tiles_and_winning_tile():
    i18n = translator("en")
    hand = parse_hand_text("[123m]{9999s}456p78sEE + 6s")
    html = hand_html(hand, 2, i18n.t, "en")
    assert html.count('data-action="meld"') == 2
    assert html.count('data-action="htile"') == 7
    assert html.count('aria-pressed="true"') == 1
    assert html.count("tile down") == 2  # the concealed kong's outer tiles
    assert 'data-face="6s"' in html and "win-tile" in html


def test_a_tile_is_named_for_screen_readers():
    assert 'aria-label="red dragon"' in draw.tile("C", "en")
    assert 'aria-label="पाँच गोला"' in draw.tile("5p", "ne")


def test_fan_card_shows_name_points_explanation_and_a_link_to_its_example():
    i18n = translator("ne")
    html = card_html(47, i18n)
    assert FAN_TEXT[47].ne in html and "Robbing the Kong" in html
    assert "८ अङ्क" in html
    assert 'href="#/score?' in html and "kt=1" in html


def test_rules_include_the_rulebook_note():
    html = rules_html(translator("en"))
    assert "own rulebook prevails" in html
    assert html.count("<li") == 10


@pytest.mark.parametrize(
    ("hand", "words"),
    [
        ("[234m]567m345p12s55s + 3s", "Here it is Edge Wait."),
        ("[1111m][EEEE]{5555p}[9999s]C + C", "It is Single Wait, but a bigger fan includes it"),
        ("147m258p36s123sEE + 9s", "did not fill an edge, closed or single wait"),
        (
            "[123m]{9999s}456p78sEE + 6s",
            "By its shape the hand also waits on 9 bamboo, but all four copies are already in "
            "your hand",
        ),
        ("2222345m123345s + 5m", "also waits on 2 characters"),
        ("[123m]456p789s23s55m + 4s", "2 kinds of tile complete the hand, so no wait fan counts."),
    ],
)
def test_the_wait_note_says_why_a_wait_fan_counts_or_not(hand, words):
    outcome = scored(hand, seat_wind="S", round_wind="W")
    assert words in result_html(outcome, translator("en").t, "en")


def test_the_wait_note_names_the_formal_wait_in_every_language():
    outcome = scored("2222345m123345s + 5m")
    assert outcome.waits == ["5m"] and outcome.formal_waits == ["2m", "5m"]
    assert "Single Wait" not in [f.name for f in outcome.result.fans]
    for lang, name in (("ne", "दुई अक्षर"), ("hi", "दो अक्षर"), ("en", "2 characters")):
        html = result_html(outcome, translator(lang).t, lang)
        assert name in html and 'data-formal="2"' in html


def test_a_mistake_in_the_typed_text_is_marked_where_it_stands():
    html = text_error_html("'x' is not a tile", "[123m]4x5p", (7, 8))
    assert html.endswith('<code class="at" dir="ltr">[123m]4<mark>x</mark>5p</code>')
    assert text_error_html("'<' & co", "1<m", (1, 2)).startswith("&#x27;&lt;&#x27; &amp; co")
    assert "<mark>" not in text_error_html("no place", "123m", None)


def test_a_fan_left_out_says_how_many_times_it_would_have_counted():
    """Big Four Winds leaves out Big Three Winds (found in four ways that share winds: once)
    and a Pung of Terminals or Honors in each of its four pungs (four times), before the
    sentence, not after its full stop."""
    i18n = translator("en")
    html = result_html(scored("[EEE][SSS][WWW]NNN5m + 5m"), i18n.t, "en")
    assert 'data-name="Big Three Winds" data-times="1"' in html
    assert 'data-name="Pung of Terminals or Honors" data-times="4"' in html
    assert "Pung of Terminals or Honors ×4 — implied by Big Four Winds" in html
    assert "Big Three Winds — implied by Big Four Winds" in html
    assert "Big Three Winds ×" not in html
