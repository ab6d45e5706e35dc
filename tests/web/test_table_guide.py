"""Around the table in a real browser, on a 390 px phone (issue 40): How to play from the
table at any time (its link to the fan reference and back), the Menu from a hand's results
(its Back returns there), the player's history (a corrupt entry dropped alone, the best hand
replayed and back), a new match that keeps the one in progress, continued from the set-up;
a win the 8-point minimum refuses said at that moment on seeded hands (a discard the person
is not asked about, their own draw), and in the results when the hand ends first. Axe finds
nothing in the new views in the three languages; the phone walk's overflow check
(tests/web/test_phone_layout.Walk) finds nothing wider than the screen.
"""

from __future__ import annotations

import json
import sys
from datetime import date
from pathlib import Path

import pytest
from keeping import MemoryStorage
from table import hand_record, make_player, play_hand
from table.match import Match

WEB = Path(__file__).resolve().parents[2] / "web"
if str(WEB) not in sys.path:
    sys.path.insert(0, str(WEB))

from app.tilenames import face_name  # noqa: E402
from table import history  # noqa: E402
from table import saved as saves  # noqa: E402

from tests.table_page import scenarios  # noqa: E402
from tests.web.a11y import Audits, set_language  # noqa: E402
from tests.web.test_phone_layout import Walk  # noqa: E402
from tests.web.test_table import STATE, click_plainly, settle  # noqa: E402
from tests.web.test_table_flow import SEED, hand_is, play_to_the_end  # noqa: E402

pytestmark = pytest.mark.browser

OTHER = ("mj.v1.best.turtle", '{"v": 1, "seconds": 61}')


def a_history() -> tuple[str, dict]:
    """A history of one finished match with a win of the person's (its best hand), and a
    corrupt entry beside it: (the stored text, the best hand's record)."""
    for seed in range(1, 40):
        match = Match(seed, 1)
        play_hand(match.table, [make_player("strong", seed * 4 + s) for s in range(4)])
        if match.table.result.winner == 0:
            break
    storage = MemoryStorage()
    history.begin_match(storage, match.seed, 1, "strong", False)
    record = hand_record(match.table)
    history.count_hand(storage, record, 1, "strong", False, date(2026, 12, 5),
                       match.placings()[0])
    data = json.loads(storage.get(history.KEY))
    data["matches"].insert(0, {"seed": -1, "hands": "sixteen"})
    return json.dumps(data), record


def stat(page, name: str) -> str:
    return page.inner_text(f'.panel-history [data-stat="{name}"] dd')


def test_help_the_menu_from_the_results_the_history_and_a_match_kept(phone, site):
    text, best = a_history()
    page = phone(touch=True, entries={history.KEY: text, OTHER[0]: OTHER[1]})
    walk, audits = Walk(page, "guide-phone", ("en", "hi")), Audits(page)
    page.goto(f"{site}#/table?seed={SEED}&pace=instant&level=easy&hands=16")
    page.wait_for_function("document.documentElement.dataset.state !== 'loading'",
                           timeout=120_000)
    set_language(page, "en")
    page.click("#mt-start")
    settle(page)
    # How to play, from the bar, at any time; its link to the fans and back
    page.click("#mt-help")
    page.wait_for_selector(".panel-help")
    assert page.locator(".panel-help .help-part").count() == 7
    examples = page.eval_on_selector_all(".help-example", "es => es.map(e => +e.dataset.points)")
    assert examples[0] < 8 <= examples[1]
    walk.state("how to play")
    audits.each_language("table, how to play")
    page.click(".panel-help a[href='#/fans']")
    page.wait_for_selector("#view-reference .fan-card")
    page.click("#nav-table")
    page.wait_for_selector(".panel-help")  # still where the person left it
    page.keyboard.press("Escape")
    page.wait_for_selector("#mt-overlay", state="hidden")
    assert settle(page) in ("turn", "claim")
    # the results: the Menu, the history (the corrupt entry dropped, the best hand replayed)
    play_to_the_end(page)
    page.click("#mt-results-menu")
    page.wait_for_selector(".panel-menu")
    page.click("#mt-history")
    page.wait_for_selector(".panel-history")
    assert stat(page, "played") == "2" and stat(page, "finished") == "1"
    assert stat(page, "unfinished") == "1"  # this match, one hand in
    assert page.get_attribute(".hist-best", "data-points") == str(best["result"]["total"])
    assert page.locator(".hist-chart rect").count() == 2
    kept = json.loads(page.evaluate(f"localStorage.getItem('{history.KEY}')"))
    assert len(kept["matches"]) == 2 and all(m["seed"] >= 0 for m in kept["matches"])
    assert page.evaluate(f"localStorage.getItem('{OTHER[0]}')") == OTHER[1]
    walk.state("the history")
    audits.each_language("table, the history")
    page.click("#mt-history-replay")
    page.wait_for_selector('.mt[data-state="replay"] .rp')
    page.click("#mt-rp-end")
    page.wait_for_function("document.querySelector('.rp').dataset.point"
                           " === String(+document.querySelector('.rp').dataset.points - 1)")
    assert page.locator(".mt-seat.me .head, #mt-hand .t").count() > 0
    page.click("#mt-rp-close")
    page.wait_for_selector(".panel-history")
    page.click("#mt-history-back")
    page.wait_for_selector(".panel-menu")
    page.click("#mt-close")
    page.wait_for_selector(".panel-hand #mt-next")  # the Menu's Back: the results again
    page.click("#mt-next")
    hand_is(page, 2)
    # a new match keeps this one; the set-up continues it
    page.click("#mt-menu")
    page.click("#mt-new")
    page.wait_for_selector(".panel-confirm #mt-new-confirm")
    walk.state("a new match asked")
    audits.each_language("table, a new match asked", dark=False)
    page.click("#mt-new-confirm")
    page.wait_for_selector("#mt-aside-resume")
    assert "hand 2 of 16" in page.inner_text("#mt-aside-resume")
    walk.state("the set-up with a match kept")
    audits.check("table, the set-up with a match kept [en]")
    page.click("#mt-aside-resume")
    hand_is(page, 2)
    assert page.evaluate("document.querySelector('.mt').dataset.seed") == str(SEED)
    assert page.evaluate("localStorage.getItem('mj.v1.table.aside')") is None
    click_plainly(page)  # and it plays on
    settle(page)
    walk.assert_clean(4)
    audits.assert_clean()


def resume(page, site: str) -> None:
    page.goto(f"{site}#/table?pace=instant")
    page.wait_for_function("document.documentElement.dataset.state !== 'loading'",
                           timeout=120_000)
    set_language(page, "en")
    page.wait_for_function(f"['turn', 'claim', 'hand_over'].includes({STATE})")


def test_a_refused_win_is_said_at_that_moment(phone, site):
    """On a computer's discard the person has no claim on, and on the person's own draw."""
    seen = []
    for self_drawn in (False, True):
        scenario, refused = scenarios.refused_unasked(self_drawn)
        page = phone(touch=True, entries={saves.KEY: scenario.save})
        resume(page, site)
        if self_drawn and page.evaluate(STATE) == "claim":  # the offer just before the draw
            page.click('#mt-prompt .act[data-act="pass"]')
            page.wait_for_function(f"{STATE} === 'turn'")
        tile = face_name(refused.tile, "en")
        words = (f"Your draw, {tile}, completes your hand" if self_drawn
                 else f"{tile} completes your hand, but for only {refused.points} points")
        if page.evaluate(STATE) == "hand_over":  # the hand ended before the person moved
            page.wait_for_selector(".panel-hand .end-why .why-line")
            assert words in " ".join(page.inner_text(".panel-hand .end-why").split())
            audits = Audits(page)
            audits.check("table, a refused win in the results [en]")
            audits.assert_clean()
        else:
            page.wait_for_selector("#mt-why:not([hidden]) .why-line")
            assert words in " ".join(page.inner_text("#mt-why").split())
        seen.append(page.evaluate(STATE))
    assert "hand_over" in seen  # the seeded discard's hand ends before the person moves


# Each point a finger may land on (a 44 px tap, from the button's left edge and from 2 px above
# its drawn top) that does not reach the button.
MISSED = """sel => { const b = document.querySelector(sel), r = b.getBoundingClientRect(), out = [];
  for (let x = r.left + 1; x <= r.left + 43; x += 6)
    for (let y = r.top - 1; y <= r.top + 41; y += 6) {
      const hit = document.elementFromPoint(x, y);
      if (!hit || !b.contains(hit)) out.push([Math.round(x - r.left), Math.round(y - r.top)]);
    }
  return {width: r.width, missed: out}; }"""


@pytest.mark.parametrize("lang", ["ne", "hi", "en"])
def test_the_bars_help_and_menu_take_a_44_px_tap(phone, site, lang):
    """The bar over the table holds "?" and Menu, drawn 30 px high (the top seat's hand comes
    right under them): each is tapped on 44 x 44 px, in each language ("मेनु" was 40 px wide,
    "?" 36)."""
    page = phone(touch=True)
    page.goto(f"{site}#/table?seed={SEED}&pace=instant&level=easy&hands=1")
    page.wait_for_function("document.documentElement.dataset.state !== 'loading'",
                           timeout=120_000)
    set_language(page, lang)
    page.click("#mt-start")
    settle(page)
    for button in ("#mt-help", "#mt-menu"):
        found = page.evaluate(MISSED, button)
        assert found["width"] >= 44 and not found["missed"], (lang, button, found)
