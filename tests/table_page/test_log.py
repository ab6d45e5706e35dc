"""The hand's log (app.table.log) and the words that explain the table's rulings
(app.table.explain) in CPython, from real hands and from a made-up record with every kind of
event, in the three languages."""

from __future__ import annotations

from types import SimpleNamespace

import pytest
from app.i18n import LANGUAGES
from app.table import explain
from app.table import log as hand_log
from app.table.render import names_for
from app.tilenames import face_name
from scoring import score
from table import Action
from table.minimum import RefusedWin

from tests.fixtures.words import words
from tests.table_page import scenarios
from tests.table_page.test_render import Recording


def test_the_log_after_a_claimed_pung_names_it_last_and_keeps_the_kong():
    scenario, pung = scenarios.pung_after_a_kong()
    m, _ = scenarios.resumed(scenario.save)
    offer = m.view().offer
    assert m.play(pung)
    t = Recording("en").t
    names = names_for(t)
    lines = hand_log.lines(m.table, 0, names, "en", t)
    assert lines[0].kind == "deal"
    assert lines[-1] == hand_log.Line(
        "pung", 0,
        f"You claimed {names[offer.seat]}'s {face_name(pung.tile, 'en')} for a pung.",
        (pung.tile,) * 3,
    )
    kongs = [x for x in lines if x.kind in ("kong", "concealed_kong", "added_kong")]
    assert kongs and all("kong" in x.text for x in kongs)
    events = m.table.events
    assert sum(x.kind in ("discard", "turn") for x in lines) == sum(
        e["act"] == "discard" for e in events)
    for line in lines:
        if line.kind in ("draw", "turn") and line.seat != 0:  # another's draw is not told
            assert " drew a tile" in line.text or " drew a replacement tile" in line.text
    person_draws = [e["tile"] for e in events[52:] if e["act"] == "draw" and e["seat"] == 0
                    and not e["tile"].startswith(("fl", "se"))]
    told = " ".join(x.text for x in lines if x.seat == 0)
    assert person_draws and all(face_name(d, "en") in told for d in person_draws)


def test_a_finished_hand_ends_its_log_with_the_win_or_the_empty_wall():
    scenario, win = scenarios.win_on_turn()
    m, _ = scenarios.resumed(scenario.save)
    assert m.play(win)
    t = Recording("en").t
    last = hand_log.lines(m.table, 0, names_for(t), "en", t)[-1]
    points = m.table.result.total
    assert last == hand_log.Line(
        "win", 0, f"You won with a self-drawn {face_name(win.tile, 'en')}: {points} points.",
        (win.tile,))


WINS = {
    "robbed": {"seat": 3, "act": "win", "tile": "2m", "from": 0, "robbed": True},
    "self": {"seat": 3, "act": "win", "tile": "2m", "from": None},
    "discard": {"seat": 3, "act": "win", "tile": "2m", "from": 0},
}


def made_up_table(over: bool, win: str | None = "robbed") -> SimpleNamespace:
    """A record with every kind of event the log tells (not a legal hand: the log only
    reads it), over or not; ``win``: how it ended (None: the wall ran out)."""
    deal = [{"seat": s, "act": "draw", "tile": "1m", "end": "front"} for s in range(4)] * 13
    events = [
        *deal,
        {"seat": 2, "act": "flower", "tile": "fl1"},
        {"seat": 2, "act": "draw", "tile": "9p", "end": "back"},
        {"seat": 0, "act": "draw", "tile": "5s", "end": "front"},
        {"seat": 0, "act": "discard", "tile": "C"},
        {"seat": 1, "act": "draw", "tile": "se2", "end": "front"},
        {"seat": 1, "act": "flower", "tile": "se2"},
        {"seat": 1, "act": "draw", "tile": "4m", "end": "back"},
        {"seat": 1, "act": "discard", "tile": "5p"},
        {"seat": 2, "act": "chow", "tiles": ["4p", "5p", "6p"], "claimed": "5p", "from": 1},
        {"seat": 2, "act": "discard", "tile": "N"},
        {"seat": 3, "act": "pung", "tile": "N", "from": 2},
        {"seat": 3, "act": "discard", "tile": "2s"},
        {"seat": 0, "act": "kong", "tile": "2s", "from": 3},
        {"seat": 0, "act": "draw", "tile": "7m", "end": "back"},
        {"seat": 0, "act": "concealed_kong", "tile": "E"},
        {"seat": 0, "act": "draw", "tile": "8m", "end": "back"},
        {"seat": 0, "act": "discard", "tile": "8m"},
        {"seat": 1, "act": "draw", "tile": "W", "end": "front"},
        {"seat": 1, "act": "concealed_kong", "tile": "W"},
        {"seat": 1, "act": "draw", "tile": "3s", "end": "back"},
        {"seat": 1, "act": "discard", "tile": "3s"},
        {"seat": 2, "act": "draw", "tile": "9s", "end": "front"},
        {"seat": 2, "act": "discard", "tile": "9s"},
        {"seat": 3, "act": "draw", "tile": "N", "end": "front"},
        {"seat": 3, "act": "added_kong", "tile": "N"},
        {"seat": 0, "act": "draw", "tile": "2m", "end": "front"},
        {"seat": 0, "act": "added_kong", "tile": "2m"},
    ]
    if over and win:
        events.append(WINS[win])
    refused = score("123m345p678s678sN", win_tile="N")
    refusals = [RefusedWin(0, "5s", None, refused, 55), RefusedWin(0, "N", 2, refused, 62),
                RefusedWin(1, "N", 2, refused, 62)]  # another seat's: told to it only
    result = SimpleNamespace(total=27, winner=3 if win else None)
    return SimpleNamespace(events=events, refused=refusals, seat_winds=("S", "W", "N", "E"),
                           over=over, result=result if over else None)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_kind_of_event_has_its_words_in_each_language(lang):
    i18n = Recording(lang)
    t = i18n.t
    names = names_for(t)
    kinds = []
    for over, win in ((False, None), (True, "robbed"), (True, "self"), (True, "discard"),
                      (True, None)):
        table = made_up_table(over, win)
        for person in range(4):  # each seat as "you" once
            lines = hand_log.lines(table, person, names_for(t) if person == 0 else
                                   [names[(s - person) % 4] for s in range(4)], lang, t)
            kinds += [x.kind for x in lines]
            html = hand_log.log_html(lines, lang)
            assert html.count("<li") == len(lines)
            if lang != "en":
                assert not any(c.isdigit() and c.isascii() for x in lines for c in x.text)
    assert {"deal", "flower", "turn", "draw", "discard", "chow", "pung", "kong",
            "concealed_kong", "added_kong", "win", "refused", "wall_empty"} <= set(kinds)
    log_keys = {k for k in words("table") if k.startswith("log.") and k not in
                ("log.title", "log.sub", "log.back", "log.list")}
    assert log_keys <= i18n.asked, sorted(log_keys - i18n.asked)


def test_the_made_up_hand_reads_as_it_happened():
    t = Recording("en").t
    names = names_for(t)
    during = [x.text for x in hand_log.lines(made_up_table(False), 0, names, "en", t)]
    assert during[:5] == [
        "The tiles are dealt: Ramesh is East and plays first.",
        "Asha laid a flower open: flower 1, plum.",
        "You drew 5 bamboo.",
        "Your draw, 5 bamboo, completes your hand, but for only 4 points: below the 8-point "
        "minimum, so it is no win.",
        "You discarded red dragon.",
    ]
    assert "Bikash drew a flower (season 2, summer) and laid it open." in during
    assert "Bikash drew a replacement tile and discarded 5 dots." in during
    assert "Asha claimed Bikash's 5 dots for a chow: 4 dots, 5 dots, 6 dots." in during
    assert "You declared a concealed kong of East wind." in during
    assert "Bikash declared a concealed kong." in during  # another's: no face during the hand
    assert "Ramesh added North wind to a pung, making a kong." in during
    assert "You drew a replacement tile, 8 characters, and discarded 8 characters." in during
    told = [x for x in during if x.startswith("Asha's North wind completes your hand")]
    assert len(told) == 1  # the person's refusal; Bikash's is not told
    assert during.index(told[0]) == during.index("Asha discarded North wind.") + 1
    assert not any("drew" in x and "Bikash" in x and "wind" in x for x in during)
    after = [x.text for x in hand_log.lines(made_up_table(True), 0, names, "en", t)]
    assert "Bikash declared a concealed kong of West wind." in after
    assert after[-1] == "Ramesh robbed your kong of 2 characters and won: 27 points."
    drawn = [x.text for x in hand_log.lines(made_up_table(True, None), 0, names, "en", t)]
    assert drawn[-1] == "The wall is empty: the hand is a draw."


def test_a_refusal_says_its_points_and_fans_and_leaves_out_the_flowers():
    t = Recording("en").t
    names = names_for(t)
    result = score("123m345p678s678sN", win_tile="N", seat_wind="N", flowers=2)
    refused = RefusedWin(0, "N", 3, result, 10)
    text = explain.refused_text(refused, 0, names, "en", t)
    assert text == ("Ramesh's North wind completes your hand, but for only 4 points: below "
                    "the 8-point minimum, so it is no win.")
    html = explain.refused_html(refused, 0, names, "en", t)
    assert "It would score Concealed Hand 2, Pure Double Chow 1, Single Wait 1." in html
    assert "Flower Tiles" not in html and "Flowers do not count" in html
    one = RefusedWin(0, "N", None, SimpleNamespace(points_without_flowers=1, total=1, fans=[]), 3)
    assert "for only 1 point:" in explain.refused_text(one, 0, names, "en", t)


def test_the_win_guard_and_the_countdown_words():
    t = Recording("hi").t
    html = explain.confirm_html("9m", 11, "hi", t, "<b>win</b>")
    assert "नौ अक्षर फेंककर ११ अंक की जीत छोड़ दें?" in html and 'data-do="mt-discard"' in html
    assert "५ सेकंड में छोड़ा जाएगा" in explain.countdown_html(5, 0.9, t)
    assert Action("pass")  # the guard's buttons are not actions: the discard is the view's
