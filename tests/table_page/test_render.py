"""The table page's markup (app.table.render) and texts (the table's catalog) in CPython: every
text the page asks for exists in all three languages, the claim prompt offers exactly the legal
actions, and the end-of-hand panel is the scorer's breakdown of the engine's result."""

from __future__ import annotations

import re
from html import unescape

import pytest
from app.i18n import FEMININE as FEMININE_CONTEXT
from app.i18n import LANGUAGES, Translator, keys
from app.table import render
from app.table.manager import CLAIM, HAND_OVER, MATCH_OVER, PACE_CHOICES, TURN
from app.tilenames import face_name
from scoring import FANS
from table import Action, ready

from tests.fixtures.words import words
from tests.table_page.conftest import WEB
from tests.table_page.helpers import play_until, started


class Recording(Translator):
    """A translator that notes every key asked for and fails on a missing one."""

    def __init__(self, lang: str) -> None:
        super().__init__(lang)
        self.use("scorer")
        self.use("table")
        self.asked: set[str] = set()

    def t(self, key: str, /, context_: str | None = None, count_: float | None = None,
          **values) -> str:
        self.asked.add(key)
        if context_ == FEMININE_CONTEXT and self.has(key, context_):
            self.asked.add(key + ".f")  # the old tables' name of the feminine form
        assert self.has(key), f"no text {key!r}"
        text = super().t(key, context_=context_, count_=count_, **values)
        assert "{" not in text, f"{key!r} left a placeholder: {text!r}"
        return text


def every_screen(lang: str) -> tuple[Recording, list[str]]:
    """Play a short match and draw every screen of it in ``lang``."""
    i18n = Recording(lang)
    t = i18n.t
    m, timers = started(9, hands=2)
    names = render.names_for(t)
    pages = [
        render.setup_html(m.levels, m.levels[0], 16, "normal", PACE_CHOICES, True, t),
        render.menu_html("fast", PACE_CHOICES, False, t),
    ]
    while True:
        status = play_until(m, timers, {TURN, CLAIM, HAND_OVER, MATCH_OVER})
        view = m.view()
        where = render.positions(view)
        seats = [render.Seat(s, where[s], names[s], view.seat_winds[s], 0,
                             m.concealed_count(s), False) for s in range(4)]
        pages += [render.seat_html(view, seat, names, lang, t) for seat in seats]
        pages.append(render.compass_html(view, 1, 2, seats, t,
                                         render.latest_discard(m.table.events), names, lang))
        if status == TURN:
            actions = m.person_actions()
            pages.append(render.turn_html(actions, view.drawn, lang, t))
            pages.append(render.hand_html(view, 0, ready.ready_discards(view), True, lang, t))
            pages.append(render.ready_html(None, None, lang, t, far=True))
            pages.append(render.ready_html(None, None, lang, t))
            pages.append(render.ready_html(ready.waits_after_discard(view, view.held[0]),
                                           view.held[0], lang, t))
            m.play(Action("discard", view.drawn or view.concealed[-1]))
        elif status == CLAIM:
            pages.append(render.claim_html(view, m.person_actions(), names, lang, t))
            pages.append(render.ready_html(ready.waits(view), None, lang, t))
            m.play(Action("pass"))
        else:
            pages.append(render.hand_over_html(m.table, names, list(where), 0,
                                               status == MATCH_OVER, lang, t))
            pages.append(render.over_html(status == MATCH_OVER, t))
            if status == MATCH_OVER:
                match = m.match
                pages.append(render.match_over_html(match.tables, match.placings(),
                                                    match.scores, names, 0, lang, t))
                return i18n, pages
            m.next_hand()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_screen_has_its_texts_in_each_language(lang):
    i18n, pages = every_screen(lang)
    html = "".join(pages)
    if lang != "en":
        assert not re.search(r">[^<]*[0-9][^<]*<", html.replace("×", "")), "Latin digits"


DYNAMIC = ("mt.level.", "pace.", "act.", "call.", "place.", "windchar.", "mt.name.",
           "mt.hands.", "claims.", "log.")  # the log's: tests/table_page/test_log.py


def test_every_text_is_used_by_the_page():
    source = "".join(p.read_text() for p in (WEB / "app" / "table").glob("*.py"))
    shown = set(keys("en", "table"))  # a feminine form: where its key is
    dead = [k for k in shown if f'"{k}"' not in source and f"'{k}'" not in source
            and not k.startswith(DYNAMIC)]
    assert not dead, f"texts the page never shows: {dead}"


def test_all_texts_exist_in_three_languages_and_read_in_devanagari():
    for context in (None, FEMININE_CONTEXT):  # every form of every message
        for form in (0, -1):
            for key, texts in words("table", context, form).items():
                assert set(texts) == set(LANGUAGES) and all(texts.values()), key
                for lang in ("ne", "hi"):
                    assert not re.search(r"[0-9]", texts[lang]), (key, texts[lang])
    for face in ("5m", "C", "fl3", "se4"):
        names = {face_name(face, lang) for lang in LANGUAGES}
        assert len(names) >= 2 and all(names)


def test_the_claim_prompt_offers_exactly_the_legal_actions():
    t = Recording("en").t
    m, timers = started(9, hands=16)
    names = render.names_for(t)
    seen = 0
    while seen < 3:
        status = play_until(m, timers, {TURN, CLAIM, HAND_OVER})
        if status == HAND_OVER:
            m.next_hand()
            continue
        if status == TURN:
            view = m.view()
            m.play(Action("discard", view.drawn or view.concealed[-1]))
            continue
        seen += 1
        actions = m.person_actions()
        html = render.claim_html(m.view(), actions, names, "en", t)
        buttons = re.findall(r'data-act="(\w+)" data-tile="([^"]*)" data-tiles="([^"]*)"', html)
        shown = {(act, tile, tuple(tiles.split())) for act, tile, tiles in buttons}
        assert shown == {a.key for a in actions}
        assert len(buttons) == len(actions)
        for button in html.split("<button")[1:]:  # each chow shows its own three tiles
            act, tiles = re.search(r'data-act="(\w+)" data-tile="[^"]*" data-tiles="([^"]*)"',
                                   button).groups()
            faces = re.findall(r'data-face="(\w+)"', button)
            if act == "chow":
                assert faces == tiles.split()
            elif act in ("pung", "kong"):
                assert len(set(faces)) == 1 and len(faces) == (3 if act == "pung" else 4)
        assert buttons[-1][0] == "pass"
        m.play(Action("pass"))


def test_the_end_of_a_hand_shows_the_engines_result_with_the_scorers_breakdown():
    t = Recording("en").t
    m, timers = started(9, hands=16)
    names = render.names_for(t)
    while True:
        play_until(m, timers, {HAND_OVER})
        result = m.table.result
        if result.winner is not None:
            break
        m.next_hand()
    html = render.hand_over_html(m.table, names, [0, 1, 2, 3], 0, False, "en", t)
    fans = re.findall(r'class="fan" data-action="fan" data-fan="\d+" data-name="([^"]+)"', html)
    assert [unescape(f) for f in fans] == [f.name for f in result.score.fans]
    assert {f.name for f in FANS} >= {unescape(f) for f in fans} - {"Flower Tiles"}
    payments = [int(x) for x in re.findall(r'data-payment="(-?\d+)"', html)]
    assert payments == list(result.payments) and sum(payments) == 0
    totals = [int(x) for x in re.findall(r'data-total="(-?\d+)"', html)]
    assert totals == list(m.table.final_scores)
    assert f'{names[result.winner]} wins: {result.total} points' in unescape(html)
    assert html.count('<li class="open-hand') == 4
