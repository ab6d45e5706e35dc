"""The claim settings (app.table.settings) and the manager answering for the person."""

from __future__ import annotations

import pytest
from app.table import settings
from app.table.manager import CLAIM, HAND_OVER, MATCH_OVER, TURN
from engine import Records
from keeping import MemoryStorage
from table import Action

from tests.table_page.helpers import plain_choice, play_until, started

STOPS = {TURN, CLAIM, HAND_OVER, MATCH_OVER}


def offers_seen(seed: int, claims: str) -> tuple[list[set[str]], int]:
    """Play match ``seed``'s first hand plainly under ``claims``: the claim offers the person
    was asked about (their acts) and how many offers were passed for them."""
    m, timers = started(seed)
    m.claims = settings.ClaimSettings(claims, 0)
    asked, passed, last = [], 0, None
    while play_until(m, timers, STOPS) in (TURN, CLAIM):
        if m.auto_passed != last:
            passed, last = passed + 1, m.auto_passed
        if m.status == CLAIM:
            asked.append({a.act for a in m.person_actions()})
        m.play(plain_choice(m))
    if m.auto_passed != last:
        passed += 1
    return asked, passed


def chow_only(acts: set[str]) -> bool:
    return acts - {"pass"} == {"chow"}


@pytest.fixture(scope="module")
def seed_with_chows() -> int:
    """A seed whose first hand asks the person about a chow-only offer at least twice."""
    for seed in range(1, 80):
        asked, _ = offers_seen(seed, settings.ASK)
        if sum(chow_only(a) for a in asked) >= 2 and any(not chow_only(a) for a in asked):
            return seed
    raise AssertionError("no hand with chow offers")


def test_asking_is_the_default_and_every_offer_is_asked(seed_with_chows):
    assert settings.ClaimSettings() == ("ask", 0)
    asked, passed = offers_seen(seed_with_chows, settings.ASK)
    assert passed == 0 and any(chow_only(a) for a in asked)


def test_chows_are_passed_without_asking(seed_with_chows):
    asked_before, _ = offers_seen(seed_with_chows, settings.ASK)
    asked, passed = offers_seen(seed_with_chows, settings.NO_CHOW)
    assert not any(chow_only(a) for a in asked)
    assert passed >= 2
    # the other offers are still asked (the hand plays the same: a pass is what plain play does)
    assert asked == [a for a in asked_before if not chow_only(a)]


def test_everything_but_a_win_is_passed_without_asking(seed_with_chows):
    asked, passed = offers_seen(seed_with_chows, settings.WIN_ONLY)
    assert all("win" in a for a in asked)
    assert passed >= 3


def test_the_claim_timer_passes_an_unanswered_offer(seed_with_chows):
    m, timers = started(seed_with_chows)
    m.claims = settings.ClaimSettings(settings.ASK, 10)
    while play_until(m, timers, STOPS) == TURN:
        m.play(plain_choice(m))
    assert m.status == CLAIM and timers.due == [(10_000, timers.due[0][1])]
    assert m.claim_deadline is not None and m.claim_deadline - m.clock() <= 10
    moves = len(m.table.log)
    timers.fire()
    assert m.table.log[moves] == (0, Action("pass")) and m.claim_deadline is None


def test_an_answer_or_a_pause_stops_the_claim_timer(seed_with_chows):
    m, timers = started(seed_with_chows)
    m.claims = settings.ClaimSettings(settings.ASK, 5)
    while play_until(m, timers, STOPS) == TURN:
        m.play(plain_choice(m))
    assert len(timers.due) == 1
    m.pause()
    assert not timers.due and m.claim_deadline is None
    m.run()  # the offer's time starts again
    assert [ms for ms, _ in timers.due] == [5000]
    m.play(Action("pass"))
    assert m.status != CLAIM and m.claim_deadline is None
    assert 5000 not in [ms for ms, _ in timers.due]


def test_the_timer_is_off_by_default(seed_with_chows):
    m, timers = started(seed_with_chows)
    while play_until(m, timers, STOPS) == TURN:
        m.play(plain_choice(m))
    assert m.status == CLAIM and not timers.due and m.claim_deadline is None


def test_settings_are_remembered_and_a_bad_entry_reads_as_the_default():
    storage = MemoryStorage()
    records = Records(storage)
    assert settings.load(records) == settings.ClaimSettings()
    settings.store(records, settings.ClaimSettings(settings.WIN_ONLY, 10))
    assert settings.load(Records(storage)) == ("win_only", 10)
    storage.set("mj.v1.best.turtle", '{"v": 1, "seconds": 61}')
    for bad in ("{not json", '{"v": 1, "value": "sometimes"}', '{"v": 1, "value": 7}', "[]"):
        storage.set("mj.v1.setting.table-claims", bad)
        storage.set("mj.v1.setting.table-timer", bad.replace("sometimes", "11"))
        assert settings.load(Records(storage)) == settings.ClaimSettings()
    assert storage.get("mj.v1.best.turtle") == '{"v": 1, "seconds": 61}'
