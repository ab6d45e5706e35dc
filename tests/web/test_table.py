"""The table game (#/table) in a real browser: a whole hand played as the person, by clicking
(and a few moves by keys), against the computer players; a reload resumes the match; a corrupt
save is dropped alone.

The match seed is fixed through the route (``#/table?seed=S&pace=instant``), so the page plays
the same match as the CPython manager does with the same choices: the test plays the hand in
both and compares what the page shows with what the engine says.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from keeping import MemoryStorage
from table import Match
from tiles import sorted_tiles

WEB = Path(__file__).resolve().parents[2] / "web"
if str(WEB) not in sys.path:
    sys.path.insert(0, str(WEB))

from app.table.manager import CLAIM, HAND_OVER, MATCH_OVER, TURN, TableManager  # noqa: E402
from table import saved as saves  # noqa: E402

from tests.table_page.helpers import QUICK, Timers, plain_choice, play_until  # noqa: E402
from tests.web.conftest import Watch, wait_ready  # noqa: E402

pytestmark = pytest.mark.browser

STATE = "document.querySelector('.mt') && document.querySelector('.mt').dataset.state"
SETTLED = f"['turn', 'claim', 'hand_over', 'match_over'].includes({STATE})"


def cpython_hand(seed: int) -> tuple[TableManager, int, int]:
    """The first hand of match ``seed`` with the plain person: (manager, person's moves,
    claims offered to the person)."""
    timers = Timers()
    m = TableManager(MemoryStorage(), timers.schedule, timers.cancel, lambda: None)
    m.start(QUICK, hands=16, seed=seed)
    m.run()
    moves = claims = 0
    while play_until(m, timers, {TURN, CLAIM, HAND_OVER, MATCH_OVER}) in (TURN, CLAIM):
        claims += m.status == CLAIM
        moves += 1
        m.play(plain_choice(m))
    return m, moves, claims


def a_short_hand_with_a_win_and_a_claim() -> tuple[int, TableManager, int]:
    """A seed whose first hand, played plainly, is won by someone with a fan that uses sets
    (its highlight can be seen), asks the person about a claim at least once and takes few
    moves (a quick, telling browser test)."""
    for seed in range(1, 200):
        m, moves, claims = cpython_hand(seed)
        result = m.table.result
        if (result.winner is not None and claims and moves <= 16
                and any(d.sets for d in result.score.details)):
            return seed, m, moves
    raise AssertionError("no short hand with a win and a claim")


def moves(page) -> int:
    return int(page.evaluate("+document.querySelector('.mt').dataset.moves"))


def settle(page) -> str:
    page.wait_for_function(SETTLED)
    return page.evaluate(STATE)


def open_table(page, site: str, seed: int, level: str) -> None:
    page.goto(f"{site}#/table?seed={seed}&pace=instant&level={level}&hands=16")
    page.wait_for_function("document.documentElement.dataset.state !== 'loading'",
                           timeout=120_000)
    page.select_option("#lang", "en")


def click_plainly(page, keyboard: bool = False) -> None:
    """The plain person, by clicking: Win when offered; on a turn the drawn tile (or the last
    one) tapped twice (lift, discard); on a claim Pass. Waits for the move to be made.
    ``keyboard``: the same with keys (W; an arrow lifts the drawn tile, Enter; Escape)."""
    before = moves(page)
    win = page.locator('#mt-prompt .act[data-act="win"]')
    if keyboard:
        if win.count():
            page.keyboard.press("w")
        elif page.evaluate(STATE) == "turn":
            page.keyboard.press("ArrowRight")
            page.wait_for_selector('#mt-hand .ht:last-child[aria-pressed="true"]:focus')
            page.keyboard.press("Enter")
        else:
            page.keyboard.press("Escape")
    elif win.count():
        win.click()
    elif page.evaluate(STATE) == "turn":
        last = '#mt-hand .ht:last-child'
        page.click(last)
        page.wait_for_selector('#mt-hand .ht:last-child[aria-pressed="true"]')
        page.click(last)
    else:
        page.click('#mt-prompt .act[data-act="pass"]')
    page.wait_for_function(f"+document.querySelector('.mt').dataset.moves > {before}")


def read_table(page) -> dict:
    return page.evaluate("""() => ({
        hand: [...document.querySelectorAll('#mt-hand .ht')].map(e => e.dataset.tile),
        drawn: [...document.querySelectorAll('#mt-hand .ht.drawn')].map(e => e.dataset.tile),
        ponds: [...document.querySelectorAll('.pond')].map(p =>
            [...p.querySelectorAll('.t')].map(t => t.dataset.face)),
        lasts: [...document.querySelectorAll('.pond')].map(p =>
            [...p.querySelectorAll('.t.last')].map(t => [...p.children].indexOf(t))),
        scores: [...document.querySelectorAll('.head .score')].map(e => +e.dataset.score),
        wall: +document.querySelector('.compass .wall').dataset.wall,
        hand_no: document.querySelector('.mt').dataset.hand,
    })""")


def test_a_whole_hand_played_by_clicking_against_the_computer_players(app, site):
    seed, expected, person_moves = a_short_hand_with_a_win_and_a_claim()
    page = app
    open_table(page, site, seed, expected.level)
    page.wait_for_selector("#mt-start")
    page.click("#mt-start")
    turns = claims = 0
    while (state := settle(page)) in ("turn", "claim"):
        shown = read_table(page)
        held = shown["hand"]
        if state == "turn":
            turns += 1
            # sorted along the bottom, the drawn tile apart at the end
            if shown["drawn"]:
                assert held[-1] == shown["drawn"][0] and len(held) % 3 == 2
                assert tuple(held[:-1]) == sorted_tiles(held[:-1])
            assert page.is_visible("#mt-ready")
        else:
            claims += 1
            buttons = page.eval_on_selector_all("#mt-prompt .act",
                                                "bs => bs.map(b => b.dataset.act)")
            assert buttons[-1] == "pass" and len(buttons) >= 2
        # one tile on the table is marked as the latest discard: the end of one pond
        marked = [(p, i) for p, (pond, last) in enumerate(zip(shown["ponds"], shown["lasts"],
                                                              strict=True)) for i in last]
        assert len(marked) == (1 if any(shown["ponds"]) else 0), marked
        assert all(i == len(shown["ponds"][p]) - 1 for p, i in marked), marked
        # the first turn and the first claim by keys, the rest by clicking
        click_plainly(page, keyboard=(turns if state == "turn" else claims) == 1)
    assert state == "hand_over" and turns + claims == person_moves and claims
    page.wait_for_selector(".mt-panel.panel-hand")
    result = expected.table.result
    title = page.inner_text("#mt-panel-title")
    names = ["You", "Bikash", "Asha", "Ramesh"]
    assert title.startswith("You win" if result.winner == 0 else f"{names[result.winner]} wins")
    assert f"{result.total} points" in title
    payments = page.eval_on_selector_all("[data-payment]", "es => es.map(e => +e.dataset.payment)")
    rows = page.eval_on_selector_all(".settle tr[data-seat]", "es => es.map(e => +e.dataset.seat)")
    assert {s: p for s, p in zip(rows, payments, strict=True)} == dict(enumerate(result.payments))
    fans = page.eval_on_selector_all(".panel-hand .fan", "es => es.map(e => e.dataset.name)")
    assert fans == [f.name for f in result.score.fans]
    # the scorer's highlight: a fan pressed marks the sets it used (one that uses sets;
    # a fan of the whole hand such as Fully Concealed Hand marks none)
    uses_sets = next(d.name for d in result.score.details if d.sets)
    fan = page.locator(f'.panel-hand .fan[data-name="{uses_sets}"]')
    fan.click()
    assert fan.get_attribute("aria-pressed") == "true"
    assert page.locator(".panel-hand .agroup.hl").count() >= 1
    assert page.locator(".panel-hand .open-hand").count() == 4
    # the save holds the same hand as the engine's replay of it
    saved = json.loads(page.evaluate(f"localStorage.getItem('{saves.KEY}')"))
    replayed = Match.from_json(saved["match"])
    assert replayed.records == expected.match.records
    page.click("#mt-next")
    page.wait_for_function("document.querySelector('.mt').dataset.hand === '2'")
    assert settle(page) in ("turn", "claim")
    assert sorted(read_table(page)["scores"]) == sorted(expected.match.scores)


def test_a_corrupt_save_is_dropped_alone_and_a_reload_resumes_the_match(page, site):
    entries = {saves.KEY: '{"v": 1, "match": 7', "mj.v1.best.turtle": '{"v": 1, "seconds": 61}'}
    page.add_init_script(  # on the first load only: a corrupt save beside another record
        "(entries => { if (!sessionStorage.getItem('seeded')) {"
        " for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);"
        " sessionStorage.setItem('seeded', '1'); } })(" + json.dumps(entries) + ")"
    )
    open_table(page, site, 31, QUICK)
    page.wait_for_selector("#mt-start")  # no match to continue: the set-up
    assert page.evaluate(f"localStorage.getItem('{saves.KEY}')") is None
    assert page.evaluate("localStorage.getItem('mj.v1.best.turtle')") == entries[
        "mj.v1.best.turtle"]
    page.click("#mt-start")
    for _ in range(4):
        assert settle(page) in ("turn", "claim")
        click_plainly(page)
    while settle(page) != "turn":
        click_plainly(page)
    before = read_table(page)
    save = page.evaluate(f"localStorage.getItem('{saves.KEY}')")
    assert json.loads(save)["match"]["seed"] == 31
    page.reload()
    page.wait_for_function(SETTLED, timeout=120_000)
    assert page.evaluate(STATE) == "turn"
    assert read_table(page) == before  # the same hand, ponds, scores and wall
    assert not page.is_visible("#mt-start")  # straight back to the table, no set-up
    click_plainly(page)  # and it plays on
    assert settle(page) in ("turn", "claim", "hand_over")


FETCHED_MCR_ZIPS = (
    "performance.getEntriesByType('resource').some(e => /\\/(mcr|table)\\.zip$/.test(e.name))"
)


def test_the_table_code_comes_only_when_opened_and_a_failed_fetch_is_retried(
    page, site, watch: Watch
):
    """mcr.zip and table.zip (the MCR views' code: app.lazy) are not fetched by a visit to the
    solitaire. When a fetch fails, the view says so and Try again opens the table."""
    page.goto(site)
    wait_ready(page)
    assert page.is_visible("#view-solitaire")
    assert not page.evaluate(FETCHED_MCR_ZIPS)
    page.route("**/table.zip", lambda route: route.fulfill(status=503, body="down"))
    page.evaluate("location.hash = '#/table'")
    page.wait_for_selector("#view-table[data-state='failed'] [role=alert]")
    assert page.get_attribute("#nav-table", "aria-current") == "page"
    page.unroute("**/table.zip")
    page.click("#view-table button")
    page.wait_for_selector("#mt-start")  # the set-up of a new match (no match saved)
    assert page.get_attribute("#view-table", "data-state") is None
    # Only the failed fetch may have been logged.
    assert all("503" in error for error in watch.errors), watch.errors
    watch.errors.clear()
    # Away and back: the code is in, the view is the same.
    page.evaluate("location.hash = '#/'")
    page.wait_for_selector("#view-table", state="hidden")
    page.evaluate("location.hash = '#/table'")
    page.wait_for_selector("#mt-start")
