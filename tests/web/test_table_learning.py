"""Learning at the table (#/table) in a real browser: the review after a hand and for the
match, the replay opened from a review moment (every point forward and back, every hand open
or only the person's), a shared replay link opening the same hand, a pasted record line, the
coach, and the daily table's result beside par; on a 390 px phone and a desktop, in ne/hi/en,
nothing wider than the screen (the phone walk's check) and axe clean.

The page plays one-hand matches from a fixed seed at instant pace; the same hand is played in
CPython with the same plain choices, and what the page shows is checked against
``table.review`` / ``table.daily`` there.
"""

from __future__ import annotations

import json
import sys
from datetime import date
from functools import cache
from pathlib import Path

import pytest
from keeping import MemoryStorage
from table.daily import daily_table, par, share_text
from table.players.strong import StrongPlayer
from table.review import review_hand

WEB = Path(__file__).resolve().parents[2] / "web"
if str(WEB) not in sys.path:
    sys.path.insert(0, str(WEB))

from app.table.manager import CLAIM, HAND_OVER, MATCH_OVER, TURN, TableManager  # noqa: E402
from app.table.replay import ReplayState  # noqa: E402

from tests.table_page.helpers import Timers, plain_choice, play_until  # noqa: E402
from tests.web.a11y import Audits, set_language  # noqa: E402
from tests.web.conftest import Watch  # noqa: E402
from tests.web.test_phone_layout import Walk, phone_context  # noqa: E402
from tests.web.test_table import click_plainly, settle  # noqa: E402

pytestmark = pytest.mark.browser

LEVEL = "strong"
POINT = "+document.querySelector('.rp').dataset.point"
EVENT = "+document.querySelector('.mt').dataset.replayEvent"


def cpython_hand(seed: int, hands: int = 1) -> TableManager:
    """The first hand of match ``seed`` against strong players, the person playing plainly."""
    timers = Timers()
    m = TableManager(MemoryStorage(), timers.schedule, timers.cancel, lambda: None)
    m.start(LEVEL, hands=hands, seed=seed)
    m.run()
    while play_until(m, timers, {TURN, CLAIM, HAND_OVER, MATCH_OVER}) in (TURN, CLAIM):
        m.play(plain_choice(m))
    return m


@cache
def a_hand_to_review() -> tuple[int, dict]:
    """A seed whose one hand, played plainly, has at least three review moments and is short
    (a quick browser test)."""
    for seed in range(1, 60):
        record = cpython_hand(seed).match.records[0]
        moments = review_hand(record, 0).moments
        if len(moments) >= 3 and len(record["events"]) <= 140:
            return seed, record
    raise AssertionError("no short hand with three review moments")


def play_plainly(page) -> None:
    while settle(page) in ("turn", "claim"):
        click_plainly(page)


def start_one_hand(page, site: str, seed: int) -> None:
    page.goto(f"{site}#/table?seed={seed}&pace=instant&level={LEVEL}&hands=1")
    page.wait_for_function("document.documentElement.dataset.state !== 'loading'",
                           timeout=120_000)
    set_language(page, "en")
    page.wait_for_selector("#mt-start")
    page.click("#mt-start")


def step_through(page, expected: tuple[int, ...]) -> None:
    """From the start to the end, one move at a time, then back: every point is reached."""
    if not page.is_disabled("#mt-rp-start"):
        page.click("#mt-rp-start")
    page.wait_for_function(f"{POINT} === 0")
    seen = [page.evaluate(EVENT)]
    for i in range(1, len(expected)):
        page.click("#mt-rp-fwd")
        page.wait_for_function(f"{POINT} === {i}")
        seen.append(page.evaluate(EVENT))
    assert seen == list(expected)
    assert page.is_disabled("#mt-rp-fwd") and page.is_disabled("#mt-rp-end")
    for i in range(len(expected) - 2, -1, -1):
        if i % 2:
            page.keyboard.press("ArrowLeft")  # the keys step too
        else:
            page.click("#mt-rp-back")
        page.wait_for_function(f"{POINT} === {i}")
    assert page.evaluate(EVENT) == expected[0] and page.is_disabled("#mt-rp-back")


RECORD_POINTS = """addEventListener('DOMContentLoaded', () => {
  window.__rpPoints = [];
  new MutationObserver(() => {
    const rp = document.querySelector('.mt[data-state="replay"] .rp');
    const points = rp && +rp.dataset.points;
    if (points && window.__rpPoints[window.__rpPoints.length - 1] !== points) {
      window.__rpPoints.push(points);
    }
  }).observe(document.documentElement, {childList: true, subtree: true, attributes: true});
});"""


def test_review_replay_and_a_shared_link(browser, site):
    seed, record = a_hand_to_review()
    review = review_hand(record, 0)
    listed = review.moments + review.ties  # the costliest first, then the ties
    expected = ReplayState(record, 0, listed).points
    context = phone_context(browser, 390, 844)
    watch = Watch(origin=site.rstrip("/"))
    page = context.new_page()
    watch.attach(page)
    walk, audits = Walk(page, "learn-phone", ("en", "ne")), Audits(page)
    start_one_hand(page, site, seed)
    play_plainly(page)
    page.wait_for_selector(".mt-panel.panel-hand #mt-review")
    page.click("#mt-review")
    page.wait_for_selector(".panel-review .rv-list")
    events = page.eval_on_selector_all(".rv-moment", "ns => ns.map(n => +n.dataset.event)")
    assert events == [m.event for m in listed]
    assert ", against" in page.inner_text(".rv-moment >> nth=0")  # the figures compared
    walk.state("review of the hand")
    audits.each_language("table, the review of a hand")

    page.click(".rv-moment >> nth=1")  # the second-costliest moment, in the replay
    page.wait_for_selector('.mt[data-state="replay"] .rp')
    assert page.evaluate(EVENT) == review.moments[1].event
    assert page.evaluate(POINT) == expected.index(review.moments[1].event)
    assert page.is_visible(".why .rp-moment")
    assert page.locator(".rp-mark").count() == len({m.event for m in listed})
    assert page.locator(".mt-seat.opp .opened .t").count() == 0
    walk.state("replay at a review moment")
    audits.each_language("table, the replay at a moment")
    page.click(".rp-show-opt:has(input[value='all'])")
    page.wait_for_function("document.querySelectorAll('.mt-seat.opp .opened .t').length > 0")
    walk.state("replay, every hand open")
    step_through(page, expected)
    page.click(".rp-show-opt:has(input[value='mine'])")
    page.wait_for_function("!document.querySelector('.mt-seat.opp .opened')")

    page.click("#mt-rp-share")
    page.wait_for_selector(".rp-link[data-link]")
    link = page.get_attribute(".rp-link", "data-link")
    assert "#/table?replay=1." in link and len(link) < 600
    walk.state("replay, the link to share")
    audits.check("table, the replay's share link [ne]")
    shared = context.new_page()
    watch.attach(shared)
    shared.add_init_script(RECORD_POINTS)  # every count of stops the replay shows, from the first
    shared.goto(link)
    shared.wait_for_selector('.mt[data-state="replay"] .rp', timeout=120_000)
    shared.wait_for_function(  # the review's marks come once it is worked out
        "n => document.querySelectorAll('.rp-mark').length === n",
        arg=len({m.event for m in listed}))
    assert shared.evaluate("+document.querySelector('.rp').dataset.points") == len(expected)
    assert shared.evaluate("window.__rpPoints") == [len(expected)]  # drawn with it from the first
    for p in (page, shared):
        p.click("#mt-rp-end")
        p.wait_for_function(f"{POINT} === {len(expected) - 1}")
    ponds = "() => [...document.querySelectorAll('.pond')].map(p => p.textContent + " \
            "[...p.querySelectorAll('.t')].map(t => t.dataset.face).join(' '))"
    assert page.evaluate(ponds) == shared.evaluate(ponds)
    shared.close()

    page.click("#mt-rp-close")
    page.wait_for_selector(".panel-review .rv-list")
    page.click("#mt-results")
    page.wait_for_selector(".panel-hand #mt-next")
    page.click("#mt-next")  # the last hand of the match: the match's results
    page.wait_for_selector(".panel-match #mt-match-review")
    page.click("#mt-match-review")
    page.wait_for_selector(".panel-match-review .rv-list")
    assert page.locator(".panel-match-review .rv-moment").count() == len(listed)
    walk.state("review of the match")
    audits.each_language("table, the review of the match", dark=False)
    page.click('[data-do="mt-replay-hand"][data-hand="1"]')  # any hand, from its start
    page.wait_for_selector('.mt[data-state="replay"] .rp')
    assert page.evaluate(POINT) == 0 and page.evaluate(EVENT) == expected[0]
    page.keyboard.press("Escape")
    page.wait_for_selector(".panel-match-review .rv-list")

    page.set_viewport_size({"width": 1280, "height": 860})
    desk = Walk(page, "learn-desktop", ("en",))
    desk.state("review of the match")
    page.click(".rv-moment >> nth=0")
    page.wait_for_selector('.mt[data-state="replay"] .rp')
    assert page.evaluate(EVENT) == review.moments[0].event
    desk.state("replay at a review moment")
    audits.check("table, the replay on a desktop [en]")
    walk.assert_clean(5)
    desk.assert_clean(2)
    audits.assert_clean()
    context.close()
    watch.check()


def test_a_pasted_record_line_opens_its_replay(browser, site):
    _, record = a_hand_to_review()
    review = review_hand(record, 0)
    moments = {m.event for m in review.moments + review.ties}
    context = phone_context(browser, 390, 844)
    watch = Watch(origin=site.rstrip("/"))
    page = context.new_page()
    watch.attach(page)
    audits = Audits(page)
    page.goto(f"{site}#/table?pace=instant")
    page.wait_for_function("document.documentElement.dataset.state !== 'loading'",
                           timeout=120_000)
    set_language(page, "en")
    page.click("#mt-paste")
    page.fill("#mt-rp-text", '{"seed": 1, "hand": 1}')
    page.click("#mt-rp-paste-open")
    page.wait_for_selector(".rp-error[role=alert]")
    audits.each_language("table, a pasted line that is no record", dark=False)
    page.fill("#mt-rp-text", json.dumps(record))
    page.click("#mt-rp-paste-open")
    page.wait_for_selector('.mt[data-state="replay"] .rp')
    page.wait_for_function("n => document.querySelectorAll('.rp-mark').length === n",
                           arg=len(moments))
    points = ReplayState(record, 0, review.moments + review.ties).points
    assert page.evaluate("+document.querySelector('.rp').dataset.points") == len(points)
    page.click("#mt-rp-close")
    page.wait_for_selector("#mt-start")  # no match was going on: back to the set-up
    audits.assert_clean()
    context.close()
    watch.check()


@pytest.mark.parametrize("size", ["desktop", "phone"])
def test_the_daily_table_result_beside_par_with_the_coach(browser, site, size):
    if size == "phone":
        context = phone_context(browser, 390, 844)
    else:
        context = browser.new_context(viewport={"width": 1280, "height": 860},
                                      service_workers="block", locale="en-GB")
    watch = Watch(origin=site.rstrip("/"))
    page = context.new_page()
    watch.attach(page)
    walk, audits = Walk(page, f"daily-{size}", ("en", "hi")), Audits(page)
    page.goto(f"{site}#/table?pace=instant")
    page.wait_for_function("document.documentElement.dataset.state !== 'loading'",
                           timeout=120_000)
    set_language(page, "en")
    page.click('[data-setting="coach"] .choice:has(input[value="on"])')
    page.click("#mt-daily")
    page.wait_for_function("document.querySelector('.mt').dataset.state === 'turn'")
    page.wait_for_selector("#mt-ready .coach .coach-list li.best")
    seed = int(page.evaluate("document.querySelector('.mt').dataset.seed"))
    # the coach's first choice is the strong player's for the same decision in CPython
    timers = Timers()
    m = TableManager(MemoryStorage(), timers.schedule, timers.cancel, lambda: None)
    m.start(LEVEL, hands=1, seed=seed)
    m.run()
    assert play_until(m, timers, {TURN, CLAIM}) == TURN
    better = StrongPlayer().choose(m.view(), m.person_actions())
    best = page.locator("#mt-ready .coach li.best")
    assert (best.get_attribute("data-act"), best.get_attribute("data-tile")) == (
        better.act, better.tile)
    if size == "phone":
        walk.state("the coach on the person's turn", table=True)
        audits.check("table, the coach [en]")
    play_plainly(page)
    page.wait_for_selector(".dy-result[data-par]")
    day = date.fromisoformat(page.get_attribute(".dy-result", "data-day"))
    assert seed == daily_table(day).seed
    want_par = par(daily_table(day)).points
    points = int(page.get_attribute(".dy-result", "data-points"))
    paid = int(page.get_attribute('.settle tr[data-seat="0"] td[data-payment]', "data-payment"))
    assert (points, int(page.get_attribute(".dy-result", "data-par"))) == (paid, want_par)
    assert page.get_attribute(".dy-result", "data-streak") == "1"
    page.click("#mt-dy-share")
    page.wait_for_function("document.querySelector('#mt-panel').dataset.shared")
    shared = page.evaluate("document.querySelector('#mt-panel').dataset.shared")
    assert shared == share_text(day, points, want_par)  # no tile named: a result and par
    walk.state("the daily table's result")
    audits.each_language("table, the daily table's result", dark=size == "phone")
    walk.assert_clean(1)
    audits.assert_clean()
    context.close()
    watch.check()
