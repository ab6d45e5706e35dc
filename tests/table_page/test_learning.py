"""Learning at the table, the page's pure parts (web/app/table/review.py, replay.py,
daily.py) in CPython: the review's words, a replay that reaches every event and back, a pasted
record line or link, the daily results kept safely; and the coach, which the computer players
never see (the same match with it on and off)."""

import json
import re
from datetime import date

import pytest
from app.i18n import Translator
from app.table import daily as daily_page
from app.table import replay as replay_page
from app.table import review as review_page
from app.table.manager import CLAIM, TURN
from app.tilenames import face_name
from engine import Records
from keeping import MemoryStorage
from table.cli import selfplay
from table.players.strong import StrongPlayer
from table.replay import RecordError
from table.review import advice, review_hand
from table.share import share_code

from tests.fixtures.words import words
from tests.table_page.helpers import plain_choice, play_until, started

LANGS = ("ne", "hi", "en")
LEARN_TEXT = words("learn")
COMMON_TEXT, SCORER_TEXT, TABLE_TEXT = words("common"), words("scorer"), words("table")


def translator(lang: str) -> Translator:
    tr = Translator(lang)
    tr.use("common", "scorer", "table", "learn")
    return tr


@pytest.fixture(scope="module")
def record():
    return list(selfplay(5, 3, "baseline,strong,strong,strong"))[4]


def test_every_learning_text_has_three_languages():
    for key, texts in LEARN_TEXT.items():
        assert all(texts.get(lang) for lang in LANGS), key
        assert len({texts["ne"], texts["hi"], texts["en"]}) >= 2 or key.startswith("rp.step"), key


def test_no_learning_text_takes_another_views_key():
    for other in (COMMON_TEXT, SCORER_TEXT, TABLE_TEXT):
        assert not set(LEARN_TEXT) & set(other)  # one i18n table: a clash would overwrite


def test_a_moment_in_words(record):
    review = review_hand(record, 0)
    assert review.moments
    moment = review.moments[0]
    en = translator("en").t
    why = review_page.why_text(moment, "en", en)
    assert re.search(r"(% to win|\d+ tiles from ready|away), against", why), why
    assert review_page.tiles_text(("4p", "7p"), "en") == "4-7 dots"
    east = face_name("E", "en")
    assert review_page.tiles_text(("4p", "7p", "E"), "en") == f"4-7 dots, {east}"
    for lang in LANGS:
        html = review_page.review_html([review], lang, translator(lang).t, False)
        assert html.count('class="rv-moment"') == len(review.moments)
        events = [int(e) for e in re.findall(r'data-event="(\d+)"', html)]
        assert events == [m.event for m in review.moments + review.ties]  # costliest first


def test_the_replay_reaches_every_event_and_back(record):
    review = review_hand(record, 0)
    state = replay_page.ReplayState(record, 0, review.moments)
    seen = []
    while True:
        table = state.table()
        assert len(table.events) == state.event
        seen.append(state.event)
        if state.at_end:
            break
        state.step(1)
    assert seen == list(state.points) and seen[-1] == len(record["events"])
    assert state.table().over and state.table().events == record["events"]
    assert {m.event for m in review.moments} <= set(seen)
    while state.index:
        state.step(-1)
    assert state.event == seen[0]
    state.go_to_event(review.moments[0].event)
    assert state.moment() == review.moments[0]
    for lang in LANGS:  # the moment in words under the replay's controls
        note = replay_page.moment_note_html(state, lang, translator(lang).t)
        assert review_page.why_text(review.moments[0], lang, translator(lang).t) in note
    html = replay_page.controls_html(state, translator("en").t)
    assert html.count('data-do="mt-rp-go"') == len({m.event for m in review.moments})


def test_a_pasted_line_or_link_opens_the_hand(record):
    line = json.dumps(record)
    assert replay_page.parse_pasted(line) == record
    code = share_code(record)
    link = f"https://example.org/app/#/table?replay={code}"
    assert replay_page.parse_pasted(link) == record
    assert replay_page.parse_pasted(code) == record
    for bad in ("", "{not json", json.dumps(dict(record, events=record["events"][:-3])),
                "1.2.3"):
        with pytest.raises(RecordError):
            replay_page.parse_pasted(bad)


def test_daily_results_are_kept_and_a_damaged_entry_loses_nothing_else():
    records = Records(MemoryStorage())
    records.set_setting("lang", "hi")
    day = date(2026, 12, 1)
    assert daily_page.store_result(records, day, 24, 8) == (24, 8)
    assert daily_page.store_result(records, day, -8, 8) == (24, 8)  # the first one counts
    daily_page.store_result(records, date(2026, 11, 30), 0, 5)
    assert daily_page.days_in_a_row(records, date(2026, 12, 1)) == 2
    records.set_setting(daily_page.RESULTS_SETTING, "{broken")
    assert daily_page.load_results(records) == {}
    assert records.get_setting("lang") == "hi"
    records.set_setting(daily_page.RESULTS_SETTING, '{"2026-12-01": [1, "x"], "nope": [1, 2]}')
    assert daily_page.load_results(records) == {}
    daily_page.set_current(records, day, 77)
    assert daily_page.current(records) == (day, 77)
    daily_page.set_current(records, None)
    assert daily_page.current(records) is None
    for lang in LANGS:
        t = translator(lang).t
        text = daily_page.share_text(day, 24, -8, t)
        assert "2026-12-01" in text and "+24" in text and "-8" in text
        html = daily_page.result_html(day, 24, -8, 3, True, t)
        assert 'data-points="24"' in html and 'data-par="-8"' in html
    assert daily_page.share_text(day, 24, 8, translator("en").t) == (
        "MCR daily 2026-12-01: +24, par +8")


def test_the_coach_is_hidden_from_the_computer_players():
    def play(coach: bool):
        m, timers = started(21, hands=1, level="strong")
        advised = 0
        player = StrongPlayer()
        while play_until(m, timers, {TURN, CLAIM, "hand_over", "match_over"}) in (TURN, CLAIM):
            if coach:
                said = advice(m.view(), m.person_actions(), player)
                assert said.choice in m.person_actions()
                advised += 1
            m.play(plain_choice(m))
        return m.match.to_json(), advised

    with_coach, advised = play(True)
    without, _ = play(False)
    assert advised > 5 and with_coach == without
