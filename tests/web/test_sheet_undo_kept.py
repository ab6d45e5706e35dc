"""The score sheet's Undo over a reload on a 390 px phone (a player's tour, 2026-12-07: after a
reload Undo was greyed out and the hand just entered could not be taken back): Undo takes back
the last entry after a reload as it would have before it, then the one before, and is greyed
out once nothing is left; a corrupt Undo entry is dropped alone and the match is kept."""

from __future__ import annotations

import json

import pytest

from tests.web.a11y import set_language
from tests.web.conftest import wait_ready
from tests.web.test_sheet import NAMES, Taps, enter, settle, shown_totals, start

pytestmark = pytest.mark.browser

UNDO = '.sh-tools [data-do="undo"]'
UNDO_KEYS = """() => Object.keys(localStorage).filter(k => k.startsWith('mj.v1.sheet.undo.'))"""


def reload_match(page, hands: int) -> None:
    page.reload()
    wait_ready(page)
    page.wait_for_selector(f'.sheet[data-screen="match"][data-hands="{hands}"]')


@pytest.mark.parametrize("lang", ["ne", "hi", "en"])
def test_undo_after_a_reload_takes_back_the_last_hand_entered(phone, site, lang):
    page = phone()
    page.goto(site + "#/sheet")
    wait_ready(page)
    set_language(page, lang)
    start(page, NAMES)
    taps = Taps(page)
    enter(page, taps, ("win", 1, 0, 12), site, 1)
    page.wait_for_selector('.sheet[data-hands="1"]')
    after_first = shown_totals(page)
    assert after_first == settle(("win", 1, 0, 12), [])  # the rulebook's settlement
    enter(page, taps, ("self", 2, 9), site, 2)
    page.wait_for_selector('.sheet[data-hands="2"]')
    reload_match(page, 2)
    assert page.is_enabled(UNDO)
    page.click(UNDO)
    page.wait_for_selector('.sheet[data-hands="1"]')
    assert shown_totals(page) == after_first
    reload_match(page, 1)  # what was undone is what is stored, and Undo goes on from there
    page.click(UNDO)
    page.wait_for_selector('.sheet[data-hands="0"]')
    assert shown_totals(page) == [0, 0, 0, 0]
    reload_match(page, 0)
    assert page.is_disabled(UNDO)  # nothing left to take back, and it shows
    assert page.evaluate(UNDO_KEYS) == []
    assert page.evaluate("document.scrollingElement.scrollWidth") <= 390


def test_a_corrupt_undo_entry_is_dropped_alone_and_the_match_kept(phone, site):
    page = phone()
    page.goto(site + "#/sheet")
    wait_ready(page)
    start(page, NAMES)
    taps = Taps(page)
    enter(page, taps, ("draw",), site, 1)
    page.wait_for_selector('.sheet[data-hands="1"]')
    [key] = page.evaluate(UNDO_KEYS)
    match = page.evaluate("() => ({...localStorage})")
    page.evaluate("key => localStorage.setItem(key, '{\"v\": 1, \"steps\": [[[[')", key)
    reload_match(page, 1)
    assert page.is_disabled(UNDO)
    after = page.evaluate("() => ({...localStorage})")
    assert key not in after
    assert {k: v for k, v in match.items() if k != key} == {
        k: v for k, v in after.items() if k != key}
    assert not page.locator('[data-notice="dropped"]').count()  # no match was lost
    assert json.loads(after[f"mj.v1.sheet.match.{key.rsplit('.', 1)[1]}"])["hands"]
