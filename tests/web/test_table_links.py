"""Issue 53, 21, in the page: table links holding numbers the page did not make (a seed of
thousands of digits, ``²``, ``२``, markup) and the daily table's link with such a seed. Each is
refused with a clear word in the page's language (the seed left aside, said in an alert with
the value shown as text); the view stays usable (a match starts and is played), no page error,
and nothing stored is touched (a match in progress is the same after the link)."""

from __future__ import annotations

from urllib.parse import quote

import pytest

from tests.web import phone_states as ps
from tests.web.a11y import assert_accessible
from tests.web.conftest import Watch
from tests.web.test_phone_layout import phone_context
from tests.web.test_table import STATE, click_plainly

pytestmark = pytest.mark.browser

HUGE = "7" * 5000
BAD_SEEDS = (HUGE, "²", "२", "12३", "<b>1</b>", "9" * 20)
ALERT = "#view-table [role=alert].link-bad"


@pytest.fixture
def phone_page(browser, site):
    context = phone_context(browser, 390, 844)
    watch = Watch(origin=site.rstrip("/"))
    page = context.new_page()
    watch.attach(page)
    yield page
    context.close()
    watch.check()


def load(page, url: str) -> None:
    page.goto(url)
    page.wait_for_function("document.documentElement.dataset.state !== 'loading'",
                           timeout=120_000)


@pytest.mark.parametrize("seed", BAD_SEEDS, ids=["huge", "sup2", "deva2", "mixed", "markup",
                                                 "20digits"])
def test_a_table_link_with_a_bad_seed_is_refused_and_the_table_plays(phone_page, site, seed):
    page = phone_page
    load(page, f"{site}#/table?seed={quote(seed)}&pace=instant&level=easy&hands=1")
    page.wait_for_selector(".mt-panel.panel-setup #mt-start")
    alert = page.locator(ALERT)
    alert.wait_for()
    text = alert.inner_text()
    assert "seed" in text.lower() and "0-9" in text, text
    assert page.locator(f"{ALERT} b").count() == 0  # markup shown as text
    if seed.startswith("<"):
        assert "<b>1</b>" in text
    assert len(text) < 400  # a seed of thousands of digits is not written out
    assert ps.overflow(page) == []
    if seed in (HUGE, "<b>1</b>"):
        assert_accessible(page, f"the set-up with a refused seed {seed[:8]!r}")
    page.click("#mt-start")
    assert ps.settle(page) in ("turn", "claim")
    match_seed = int(page.evaluate("document.querySelector('.mt').dataset.seed"))
    assert 0 <= match_seed < 2**31  # a seed of the page's own
    click_plainly(page)
    assert ps.settle(page) in ("turn", "claim", "hand_over")


def test_a_bad_seed_in_hindi_is_said_in_hindi(phone_page, site):
    page = phone_page
    load(page, f"{site}#/table")
    page.select_option("#lang", "hi")
    load(page, f"{site}#/table?seed=%C2%B2x&pace=instant")
    page.reload()
    page.wait_for_function("document.documentElement.dataset.state !== 'loading'",
                           timeout=120_000)
    alert = page.locator(ALERT)
    alert.wait_for()
    assert "सीड" in alert.inner_text() and "0-9" in alert.inner_text()


def test_a_daily_link_with_a_huge_seed_plays_the_days_table(phone_page, site):
    page = phone_page
    load(page, f"{site}#/table?daily=1&seed={HUGE}&pace=instant")
    assert ps.settle(page) in ("turn", "claim")
    page.locator(ALERT).wait_for()
    assert page.evaluate("document.querySelector('.mt').dataset.hand") == "1"


def test_a_bad_link_leaves_the_match_in_progress_as_it_was(phone_page, site):
    page = phone_page
    ps.open_table(page, site, 6)
    page.click("#mt-start")
    ps.settle(page)
    click_plainly(page)
    ps.settle(page)
    saved = page.evaluate(f"localStorage.getItem('{ps.SAVE_KEY}')")
    moves = page.evaluate("document.querySelector('.mt').dataset.moves")
    assert saved
    for seed in (HUGE, "२", "<i>x</i>"):
        load(page, f"{site}#/table?seed={quote(seed)}&pace=instant")
        page.reload()
        page.wait_for_function("document.documentElement.dataset.state !== 'loading'",
                               timeout=120_000)
        page.wait_for_function(f"['turn', 'claim'].includes({STATE})")
        page.locator(ALERT).wait_for()
        assert page.locator(f"{ALERT} i").count() == 0
        assert ps.overflow(page) == []
        assert page.evaluate(f"localStorage.getItem('{ps.SAVE_KEY}')") == saved
        assert page.evaluate("document.querySelector('.mt').dataset.moves") == moves
    click_plainly(page)  # and the match goes on
    assert ps.settle(page) in ("turn", "claim", "hand_over")
