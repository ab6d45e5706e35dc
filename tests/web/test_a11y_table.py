"""Accessibility of the table game (#/table): axe-core audits of the set-up, a turn, a claim
offered to the person, the menu and the end-of-hand result, in the three languages (and the
dark scheme), on the page the accessibility tests share (a11y_page, conftest.py).
"""

from __future__ import annotations

import pytest

from tests.web.a11y import Audits, set_language
from tests.web.test_table import a_short_hand_with_a_win_and_a_claim, click_plainly, settle

pytestmark = pytest.mark.browser


def test_table_states_pass_the_audit(a11y_page):
    page, audits = a11y_page, Audits(a11y_page)
    seed, expected, _ = a_short_hand_with_a_win_and_a_claim()
    set_language(page, "en")
    page.evaluate(
        "route => { location.hash = route }",
        f"#/table?seed={seed}&pace=instant&level={expected.level}&hands=16",
    )
    page.wait_for_selector("#mt-start")
    audits.each_language("table, the set-up")
    page.click("#mt-start")
    seen = set()
    while (state := settle(page)) in ("turn", "claim"):
        where = "a claim offered" if state == "claim" else "the person's turn"
        if state not in seen:
            seen.add(state)
            audits.each_language(f"table, {where}", dark=state == "claim")
        else:  # later offers may bring other options: their prompt at least
            audits.check(f"table, {where}: its prompt [en]", include=("#mt-prompt",))
        click_plainly(page)
    assert seen == {"turn", "claim"}, seen
    page.wait_for_selector(".mt-panel.panel-hand")
    audits.each_language("table, the end-of-hand result")
    page.click(".panel-hand .fan >> nth=0")  # the fan's sets highlighted, as in the scorer
    audits.check("table, the result with a fan highlighted [en]")
    page.click("#mt-next")
    page.wait_for_function("document.querySelector('.mt').dataset.hand === '2'")
    settle(page)
    page.click("#mt-menu")
    page.wait_for_selector(".mt-panel:not([hidden]) button")
    audits.each_language("table, the menu", dark=False)
    audits.assert_clean()
