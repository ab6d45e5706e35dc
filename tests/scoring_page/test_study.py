"""The scorer's hand analysis and scoring by ticking fans (issue 50), in CPython: the state
the page shows (app.scorer.study, app.scorer.ticks) and its markup (app.scorer.study_render),
checked against the command-line analysis and the scorer's own results."""

import json
import re
from dataclasses import replace
from pathlib import Path

import pytest
from app.i18n import Translator
from app.scorer import to_sheet
from app.scorer.analysis import evaluate
from app.scorer.state import Context, parse_hand_text
from app.scorer.study import study_of, study_tiles
from app.scorer.study_render import rest_rows, study_html, ticks_html
from app.scorer.ticks import (
    FLOWER_FAN,
    REPEATS,
    TICKABLE,
    Ticks,
    greyed,
    made,
    offer_of,
    tally,
    tap,
)
from scoring import score
from scoring.analysis import analyze
from scoring.exclusions import ALL, RULES

from tests.fixtures.words import words

# the rulebook's worked examples (shared/mcr/examples.json, kept in the repository)
STUDY_TEXT = words("study")
EXAMPLES = json.loads((Path(__file__).resolve().parents[1] / "scoring" / "data"
                       / "examples.json").read_text(encoding="utf-8"))


def translator(lang: str) -> Translator:
    i18n = Translator(lang)
    i18n.use("scorer")
    i18n.use("study")
    return i18n


# ---------------------------------------------------------------- the analysis


@pytest.mark.parametrize("text", [
    "[123m]{9999s}456p78sEEE",      # 14 tiles with melds, typed without '+'
    "123m456p789s1s2sEE + E",        # 14 tiles with the winning tile after '+'
    "1m5m9m2p7p3s8sESWNCF9s",        # near honours and knitted
    "1m9m1p9p1s9sESWNCF2m5p",        # near thirteen orphans
])
def test_fourteen_tiles_show_the_command_lines_discards(text):
    hand = parse_hand_text(text)
    study = study_of(hand, Context())
    expected = analyze(text.replace(" ", ""))
    assert study is not None and study.analysis.to_json() == expected.to_json()
    html = study_html(study, translator("en").t, "en")
    rows = re.findall(r'class="st-discard" data-tile="(\w+)" data-shanten="(-?\d)" '
                      r'data-left="(\d+)" data-useful="([^"]*)"', html)
    assert rows == [(d.tile, str(d.shanten), str(d.left), " ".join(d.useful))
                    for d in expected.discards]
    assert len(rows) == len(set(study_tiles(hand).concealed))


@pytest.mark.parametrize("text", [
    "[123m]{9999s}456p78sEEE",      # 14 tiles: 6 discards
    "1m5m9m2p7p3s8sESWNCF9s",        # 14 tiles: 13 discards
    "123m456p789s11sEE",             # ready 13: 2 wins
    "2245m3367p1289sW",              # 13 not ready: no list
])
def test_the_top_and_the_rows_drawn_later_make_the_whole_analysis(text):
    """The page draws the analysis's top first (its list's first rows, the list aria-busy)
    and the other rows a frame later at the list's end: together, the whole analysis."""
    study = study_of(parse_hand_text(text), Context())
    t = translator("en").t
    whole = study_html(study, t, "en")
    rows = len(re.findall(r'<li class="st-(?:discard|win)"', whole))
    for first in (0, 1, 4, 20):
        top, rest = study_html(study, t, "en", first), rest_rows(study, t, "en", first)
        if not rest:
            assert top.replace(" st-first", "") == whole
            continue
        busy = f' aria-busy="true" style="--later: {rows - first}">'
        assert top.count(busy) == 1 and "aria-busy" not in whole
        head, tail = top.split(busy)
        end = tail.index("</ol>") if "</ol>" in tail else tail.index("</ul>")
        parts = whole.replace('class="st-discards"', 'class="st-discards st-first"').replace(
            'class="st-wins"', 'class="st-wins st-first"')
        assert head + ">" + tail[:end] + rest + tail[end:] == parts
        assert tail[:end].count("<li ") == first


def test_thirteen_tiles_not_ready_show_the_useful_tiles_and_copies_left():
    text = "2245m3367p1289sW"
    study = study_of(parse_hand_text(text), Context())
    expected = analyze(text)
    assert study.analysis.shanten == expected.shanten > 0 and study.wins == ()
    html = study_html(study, translator("en").t, "en")
    assert f'data-useful="{" ".join(expected.useful)}"' in html
    assert f'data-left="{expected.left}"' in html
    assert html.count('data-face=') == len(expected.useful)
    assert f"{expected.shanten} tiles from ready" in html or "1 tile from ready" in html


def test_a_ready_hand_scores_each_winning_tile_as_the_scorer_does_in_its_context():
    text = "123m456p789s11sEE"
    context = Context(self_drawn=True, seat_wind="S", round_wind="E", flowers=2)
    study = study_of(parse_hand_text(text), context)
    assert [w.tile for w in study.wins] == ["1s", "E"]
    for win in study.wins:
        whole = evaluate(parse_hand_text(f"{text} + {win.tile}"), context)
        assert whole.status == "scored" and win.total == whole.result.total
        truth = score(text, win_tile=win.tile, **whole.context.flags())
        assert win.total == truth.total and win.meets_minimum == truth.meets_minimum
        assert win.fans == tuple((f.name, f.points, f.count) for f in truth.fans)
    html = study_html(study, translator("en").t, "en")
    assert html.count('class="st-win"') == 2 and 'data-meets="1"' in html


def test_a_ready_hand_below_the_minimum_is_marked():
    text = "[123m][345m]678p11s23p"  # waits on 1p/4p, 3 and 2 points
    study = study_of(parse_hand_text(text), Context())
    assert study.wins and not all(w.meets_minimum for w in study.wins)
    html = study_html(study, translator("en").t, "en")
    assert 'class="mark below"' in html and 'data-meets="0"' in html


@pytest.mark.parametrize("text", ["", "123m", "123m456p789s11sE", "1111m1m23p456p789sE"])
def test_no_analysis_unless_13_or_14_readable_tiles(text):
    hand = parse_hand_text(text) if text != "1111m1m23p456p789sE" else None
    if hand is None:  # a fifth copy: the scorer says so, the analysis stays out
        from app.scorer.state import ScorerHand
        hand = ScorerHand([], ["1m"] * 5 + ["2p", "3p", "4p", "5p", "6p", "7s", "8s", "9s"], None)
    assert study_of(hand, Context()) is None
    assert study_html(None, translator("en").t, "en") == ""


@pytest.mark.parametrize("lang", ["ne", "hi", "en"])
def test_every_analysis_text_is_in_the_three_languages(lang):
    for key, texts in STUDY_TEXT.items():
        assert texts[lang].strip(), key
        if lang != "en":
            assert re.search("[\u0900-\u097f]", texts[lang]) or texts[lang] == texts["en"], key
    i18n = translator(lang)
    for text in ("[123m]{9999s}456p78sEEE", "123m456p789s11sEE", "2245m3367p1289sW"):
        html = study_html(study_of(parse_hand_text(text), Context()), i18n.t, lang)
        assert "{" not in html and "st." not in re.sub(r'(class|id)="[^"]*"', "", html)
        if lang != "en":
            assert not re.search(r">[^<]*[0-9][^<]*<", html), html  # Devanagari digits


# ---------------------------------------------------------------- ticking fans


def ticked_as_found(fans) -> Ticks:
    ticks = Ticks()
    for name, _, count in fans:
        if name != FLOWER_FAN:
            for _ in range(count):
                ticks = tap(ticks, name)
    return ticks


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda e: f"example-{e['id']}")
def test_ticking_the_scorers_fans_gives_its_total(example):
    """The rulebook's worked examples: the fans the scorer finds (scored here, not read from
    the file), ticked, give the scorer's total and minimum; the fans it left out because a
    counted fan implies them outright are greyed, and ticking them changes nothing."""
    flags = {k: example[k] for k in ("self_drawn", "seat_wind", "round_wind", "flowers",
                                     "last_tile", "last_of_kind", "kong_tile")}
    result = score(example["hand"], win_tile=example["win_tile"], **flags)
    ticks = ticked_as_found([(f.name, f.points, f.count) for f in result.fans])
    sums = tally(ticks, example["flowers"])
    assert sums.total == result.total == example["total"]
    assert sums.meets_minimum == result.meets_minimum
    implied = [e.name for e in result.excluded if RULES.get(e.by, {}).get(e.name) == ALL]
    for name in implied:
        assert name in greyed(ticks)
        assert tap(ticks, name) == ticks
    # the implied fans ticked first, the bigger ones after: the same total
    again = ticked_as_found([(name, 0, 1) for name in implied]
                            + [(f.name, f.points, f.count) for f in result.fans])
    assert tally(again, example["flowers"]).total == result.total


def test_a_bigger_fan_drops_the_fans_it_implies_and_greys_them():
    ticks = tap(tap(Ticks(), "No Honors"), "All Simples")
    assert ticks.names() == ["All Simples"]  # All Simples implies No Honors
    assert greyed(ticks) == {"No Honors": "All Simples"}
    ticks = tap(ticks, "Full Flush")
    assert tally(ticks, 0).fans == 24 + 2
    html = ticks_html(ticks, 0, translator("en").t, "en")
    button = re.search(r'<button[^>]*data-name="No Honors"[^>]*>', html).group(0)
    assert " disabled" in button and 'aria-describedby="tk-r-' in button
    assert "included in All Simples" in html or "included in Full Flush" in html


def test_a_repeating_fan_counts_up_to_its_most_then_none():
    ticks = Ticks()
    name = "Pung of Terminals or Honors"
    for n in range(1, REPEATS[name] + 1):
        ticks = tap(ticks, name)
        assert ticks.count(name) == n
    assert tap(ticks, name).count(name) == 0
    assert tap(tap(Ticks(), "Mixed Straight"), "Mixed Straight").count("Mixed Straight") == 0


def test_partial_exclusions_are_said_but_left_to_the_player():
    ticks = tap(tap(Ticks(), "Big Three Winds"), "Pung of Terminals or Honors")
    assert ticks.count("Pung of Terminals or Honors") == 1  # a fourth pung of 9s still counts
    html = ticks_html(ticks, 0, translator("en").t, "en")
    assert "only for sets not in Big Three Winds" in html


def test_flowers_add_to_the_total_not_to_the_minimum():
    ticks = made({"Mixed Straight": 1})
    assert tally(ticks, 3) == tally(ticks, 3).__class__(8, 3, 11, True)
    assert not tally(made({"All Chows": 1}), 8).meets_minimum


def test_the_ticked_total_goes_to_the_sheet_as_a_scored_hand_does():
    ticks = made({"Mixed Straight": 1, "Concealed Hand": 1})
    context = Context(self_drawn=False, seat_wind="S", round_wind="E", flowers=2, discarder="W")
    offer = offer_of(ticks, context)
    assert (offer.points, offer.without_flowers) == (12, 10)
    assert offer.fans == (("Mixed Straight", 8, 1), ("Concealed Hand", 2, 1), (FLOWER_FAN, 1, 2))
    assert (offer.seat_wind, offer.discarder, offer.round_wind) == ("S", "W", "E")
    assert to_sheet.from_text(to_sheet.to_text(offer)) == offer
    # the scorer's own offer of a hand, its fans ticked: the same offer but the tiles
    scored = evaluate(parse_hand_text("123m456p789s11sEE + 1s"), context)
    theirs = to_sheet.offer_of(scored.result, scored.context, "x", "?h=")
    ticked = offer_of(ticked_as_found(theirs.fans), context)
    assert ticked == replace(theirs, hand="", route="")


@pytest.mark.parametrize("lang", ["ne", "hi", "en"])
def test_the_fan_list_is_drawn_in_each_language(lang):
    html = ticks_html(made({"Full Flush": 1}), 1, translator(lang).t, lang)
    assert html.count('data-action="tick"') == len(TICKABLE) == 80
    assert "{" not in html
    assert 'data-total="25"' in html
