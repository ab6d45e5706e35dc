"""Accessibility of issue 23's new table states (axe-core, tests/web/a11y.py), in the three
languages on a phone: the refused-win notice beside a claim, the question before a discard
gives up a win, the claim settings in the menu, the claim timer's countdown, the hand's log
during and after a hand, and the ready aid's distance from ready."""

from __future__ import annotations

import pytest

from tests.table_page import scenarios
from tests.web.a11y import Audits
from tests.web.test_table import click_plainly, settle
from tests.web.test_table_rules import resume, saves, start_seeded  # web/ on the path

pytestmark = pytest.mark.browser


@pytest.fixture
def audited(phone):
    """Pages at 390x844 (their own contexts: each starts from a save), audited in each
    language; ``audits.assert_clean()`` ends the test."""
    return lambda save=None: phone(entries={saves.KEY: save} if save else None)


def test_the_new_table_states_pass_the_audit(audited, site):
    scenario, _ = scenarios.refused_on_a_discard()
    page = audited(scenario.save)
    audits = Audits(page)
    resume(page, site)
    page.wait_for_selector("#mt-why:not([hidden]) .why-line")
    audits.each_language("table, a win refused by the minimum, beside a claim")
    page.click("#mt-menu")
    page.wait_for_selector('.mt-panel [data-setting="claims"]')
    audits.each_language("table, the menu with the claim settings", dark=False)
    page.click("#mt-log")
    page.wait_for_selector(".hand-log li")
    audits.each_language("table, the hand's log during the hand")
    page.click("#mt-log-back")
    page.check('[data-setting="timer"] input[value="20"]')
    page.click("#mt-close")
    page.wait_for_selector("#mt-prompt .claim-timer")
    audits.check("table, an offer with the claim timer [en]")
    page.click('#mt-prompt .act[data-act="pass"]')
    while settle(page) in ("turn", "claim"):
        click_plainly(page)
    page.wait_for_selector(".mt-panel.panel-hand")
    page.click("#mt-log")
    page.wait_for_selector(".hand-log li")
    audits.each_language("table, the hand's log after the hand", dark=False)

    scenario, _ = scenarios.win_on_turn()
    page = audited(scenario.save)
    guard = Audits(page)
    resume(page, site)
    page.wait_for_selector('#mt-prompt .act[data-act="win"]')
    guard.check("table, a self-drawn win on offer [en]")
    page.click("#mt-hand .ht.drawn")
    page.click("#mt-hand .ht.drawn")
    page.wait_for_selector(".turn.guard")
    guard.each_language("table, the question before a discard gives up a win")
    guard.assert_clean()
    audits.assert_clean()


def test_the_set_up_and_the_ready_aids_distance_pass_the_audit(audited, site):
    page = audited()
    audits = Audits(page)
    start_seeded(page, site, scenarios.seed_with_chow_offers())
    page.check('[data-setting="claims"] input[value="no_chow"]')
    audits.each_language("table, the set-up with the claim settings", dark=False)
    page.click("#mt-start")
    while settle(page) != "turn" or page.get_attribute("#mt-ready", "data-kind") != "far":
        click_plainly(page)
    audits.each_language("table, the ready aid's distance from ready")
    audits.assert_clean()
