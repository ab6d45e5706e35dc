"""Every way out of a panel or the replay leads back into play (#/table in a real browser):
after a hand's replay, its review, the log, the Menu and the results screen, the next hand is
dealt and the computer players move on; mid-hand, the Menu, the log and the paste panel hand
the game back to the computers where it was.

The match is fixed by its seed (``#/table?seed=S&pace=instant``); the person plays plainly
(tests.web.test_table.click_plainly).
"""

from __future__ import annotations

import pytest

from tests.web.a11y import set_language
from tests.web.conftest import Watch
from tests.web.test_phone_layout import phone_context
from tests.web.test_table import STATE, click_plainly, settle

pytestmark = pytest.mark.browser

SEED = 7
"""A match whose first hand is short when played plainly (13 moves of the person)."""
PLAYING = f"['turn', 'claim'].includes({STATE})"


def hand_is(page, n: int) -> None:
    """Hand ``n`` is dealt and the person is asked to move: the game went on by itself."""
    page.wait_for_function(
        f"{PLAYING} && document.querySelector('.mt').dataset.hand === '{n}'", timeout=20_000)


def play_to_the_end(page) -> None:
    while settle(page) in ("turn", "claim"):
        click_plainly(page)
    page.wait_for_selector(".mt-panel.panel-hand #mt-next")


@pytest.fixture
def table(browser, site):
    context = phone_context(browser, 390, 844)
    watch = Watch(origin=site.rstrip("/"))
    page = context.new_page()
    watch.attach(page)
    page.goto(f"{site}#/table?seed={SEED}&pace=instant&level=easy&hands=16")
    page.wait_for_function("document.documentElement.dataset.state !== 'loading'",
                           timeout=120_000)
    set_language(page, "en")
    page.click("#mt-start")
    yield page
    context.close()
    watch.check()


def goes_on(page) -> None:
    """Mid-hand, back from a panel: the person's move is answered by the computer players
    (the table comes back to the person, or the hand ends; never stays on "computer")."""
    assert settle(page) in ("turn", "claim")
    click_plainly(page)
    page.wait_for_function(f"{PLAYING} || ['hand_over', 'match_over'].includes({STATE})",
                           timeout=20_000)


def test_every_way_back_from_a_panel_or_the_replay_goes_on_playing(table):
    page = table
    # the freeze: Replay -> Close -> Next hand stayed on "Bikash is playing..."
    play_to_the_end(page)
    page.click("#mt-replay")
    page.wait_for_selector('.mt[data-state="replay"] .rp')
    page.click("#mt-rp-close")
    page.wait_for_selector(".panel-hand #mt-next")
    page.click("#mt-next")
    hand_is(page, 2)
    # mid-hand: the Menu, the log from it, the paste panel from it, each way back
    settle(page)
    page.click("#mt-menu")
    page.click("#mt-close")
    goes_on(page)
    page.click("#mt-menu")
    page.keyboard.press("Escape")
    goes_on(page)
    page.click("#mt-menu")
    page.click("#mt-log")
    page.click("#mt-log-back")
    page.click("#mt-close")
    goes_on(page)
    page.click("#mt-menu")
    page.click("#mt-paste")
    page.click("#mt-rp-paste-back")
    page.click("#mt-close")
    goes_on(page)
    # the results: the review, a moment's replay, closed by Escape, back, Next hand
    play_to_the_end(page)
    page.click("#mt-review")
    page.wait_for_selector(".panel-review #mt-results")
    if page.locator(".rv-moment").count():
        page.click(".rv-moment >> nth=0")
        page.wait_for_selector('.mt[data-state="replay"] .rp')
        page.keyboard.press("Escape")
        page.wait_for_selector(".panel-review #mt-results")
    page.click("#mt-results")
    page.click("#mt-next")
    hand_is(page, 3)
    # the results: the log and back, the Menu and back, "See the table", Next from the prompt
    play_to_the_end(page)
    page.click("#mt-log")
    page.click("#mt-log-back")
    page.click("#mt-results-menu")
    page.keyboard.press("Escape")
    page.wait_for_selector(".panel-hand #mt-look")
    page.click("#mt-look")
    page.click('#mt-prompt [data-do="mt-next"]')
    hand_is(page, 4)
    # a new match begun from the Menu over a replay: the new match is shown, and played
    play_to_the_end(page)
    page.click("#mt-replay")
    page.wait_for_selector('.mt[data-state="replay"] .rp')
    page.click("#mt-menu")
    page.click("#mt-new")
    page.click("#mt-new-confirm")
    page.click("#mt-start")
    hand_is(page, 1)
    assert not page.locator(".rp").count()
    goes_on(page)
