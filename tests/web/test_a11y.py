"""Accessibility as a tested property: axe-core audits (WCAG 2.0/2.1 A and AA and best practice)
of the loading screen, the page before Python is up (the static start screen, a deal pressed
there, the other views' loading state), the scorer and the fan reference in the states a player
reaches, in each of the three languages (and the dark scheme, and a wide screen), plus the scorer
played by keyboard alone and what the live region says. The solitaire page:
test_a11y_solitaire.py; the table game: test_a11y_table.py.

One phone-size page serves all of them (a11y_page, conftest.py; a cold start costs seconds);
the language is switched in the page, as a player would. Every audit's violations are gathered
and reported together.
"""

from __future__ import annotations

import pytest

from tests.web.a11y import (
    DESKTOP,
    FOCUS_SHOWN,
    LANGS,
    PHONE,
    Audits,
    announcements,
    audit,
    clear_announcements,
    report,
    set_language,
)
from tests.web.conftest import Held, Watch

pytestmark = pytest.mark.browser


@pytest.fixture(scope="module")
def shared(a11y_page):
    """The shared page, on the scorer."""
    go(a11y_page, "#/score", "#sc-hand")
    return a11y_page


def test_the_loading_screen_passes_the_audit(a11y_page):
    assert not a11y_page.loading_violations, report(a11y_page.loading_violations)


def test_the_page_before_python_is_up_passes_the_audit(browser, site):
    """The static shell (web/shell.js) with Python held back: the start screen, a deal pressed
    there and waiting for Python, and the other views opened directly (their loading state), in
    each language, switched on the static page, and dark."""
    context = browser.new_context(service_workers="block", viewport=PHONE, locale="ne-NP",
                                  has_touch=True)
    try:
        page = context.new_page()
        watch = Watch(origin=site.rstrip("/"))
        watch.attach(page)
        Held(page)
        page.goto(site)
        page.wait_for_function("""() => !document.documentElement.classList.contains(
            'shell-pending') && document.getElementById('loading-step').textContent !== '…'""")
        audits = Audits(page)
        audits.each_language("static start screen")
        page.click("#todays-deal")
        page.wait_for_selector("#todays-deal[aria-busy='true'] .waiting-label")
        audits.each_language("static start screen, today's deal pressed, waiting for Python")
        for fragment, view in (("#/score", "scorer"), ("#/fans", "reference"),
                               ("#/table", "table")):
            page.evaluate("f => { location.hash = f }", fragment)
            page.wait_for_function("v => document.documentElement.dataset.view === v", arg=view)
            audits.each_language(f"{view} opened directly, its loading state")
        assert page.evaluate("document.documentElement.dataset.state") == "loading"
        audits.assert_clean()
        watch.check()
    finally:
        context.close()


def go(page, fragment: str, ready: str) -> None:
    page.evaluate("f => { location.hash = f }", fragment)
    page.wait_for_selector(ready)


def scorer_text(page, text: str) -> None:
    page.fill("#sc-text", text)


# ------------------------------------------------------------------------------ audits


def test_scorer_and_reference_states_pass_the_audit(shared):
    page, audits = shared, Audits(shared)
    set_language(page, "en")
    go(page, "#/score?h=&n=1", "#sc-hand")
    audits.each_language("scorer, empty hand")

    scorer_text(page, "[123m]456p78s")
    page.click('button.mode[data-mode="pung"]')
    page.click('#sc-hand .htile[data-index="1"]')
    page.click('button.pick[data-face="7s"]')  # a pung of 7s
    audits.each_language("scorer, part of a hand, a tile selected, pung mode")

    scorer_text(page, "5555p")
    page.click('button.mode[data-mode="tile"]')
    page.click('button.pick[data-face="5p"]', force=True)  # no fifth copy: a notice
    page.wait_for_selector("#sc-notice:not([hidden])")
    audits.each_language("scorer, a change refused with a notice")

    go(page, "#/score?h=456p333p777pNNNF&w=F&f=%C2%B2&n=refused", "#sc-hand")
    page.wait_for_selector('#sc-notice[data-key="sc.link_refused"]:not([hidden])')
    audits.each_language("scorer, a link partly refused with a word (issue 53)")

    scorer_text(page, "[12m]45p")
    page.wait_for_selector("#sc-text-error:not([hidden])")
    audits.each_language("scorer, a mistake in the typed notation")

    scorer_text(page, "[123m]456p789s23s55m + 9m")
    page.wait_for_selector("#sc-result .waits")
    audits.each_language("scorer, a hand that does not win, its waits")

    scorer_text(page, "[EEE][SSS]WWWNNN5m + 5m")
    page.wait_for_selector("#sc-status .total")
    page.click("#sc-result button.fan >> nth=0")  # its tiles highlighted
    audits.each_language("scorer, a complete hand scored, a fan highlighted, history")

    scorer_text(page, "[234m]567p345s678s5m + 5m")
    page.check('input[name="sd"][value="1"]')
    page.wait_for_selector("#sc-status .mark.below")
    audits.each_language("scorer, below the minimum, self-drawn, options ruled out")

    go(page, "#/fans", ".fan-card")
    audits.each_language("fan reference")
    page.fill("#ref-q", "zzzz")
    page.wait_for_selector("#ref-none:not([hidden])")
    audits.check("fan reference, a search that finds nothing [en]")
    page.fill("#ref-q", "")
    go(page, "#/fans/fan-12", ".fan-card.target")
    audits.check("fan reference, one fan shown from the scorer [en]")

    # A wide screen lays both views out otherwise (two columns, the rules open beside).
    page.set_viewport_size(DESKTOP)
    set_language(page, "hi")  # the reference is redrawn for the new width and language
    audits.check("fan reference, wide [hi]")
    go(page, "#/score?h=&n=wide", "#sc-hand")
    scorer_text(page, "[EEE][SSS]WWWNNN5m + 5m")
    page.wait_for_selector("#sc-status .total")
    audits.check("scorer, a complete hand, wide [hi]")
    page.set_viewport_size(PHONE)
    audits.assert_clean()


def test_the_audit_finds_what_is_wrong(shared):
    """The audit is no check that cannot fail: a button with no name and low-contrast text,
    put into the page for the moment, are found and named."""
    shared.evaluate("""() => {
        const box = document.createElement("div");
        box.id = "a11y-bad";
        box.innerHTML = '<button type="button"></button>'
            + '<p style="color:#bbb;background:#fff">faint</p>';
        document.querySelector("main").appendChild(box);
    }""")
    try:
        found = {v.rule: v for v in audit(shared, include=("#a11y-bad",))}
    finally:
        shared.evaluate("document.getElementById('a11y-bad').remove()")
    assert {"button-name", "color-contrast"} <= set(found), report(list(found.values()))
    assert "#a11y-bad" in str(found["button-name"]) and "serious" in str(found["color-contrast"])


def test_the_lang_attribute_follows_the_choice(shared):
    for lang in LANGS:
        set_language(shared, lang)
        assert shared.evaluate("document.documentElement.lang") == lang
        assert shared.evaluate("document.getElementById('view-title').textContent") == (
            shared.inner_text(".views a[aria-current='page']")
        )


# ------------------------------------------------------------------------------ keyboard


def tab_to(page, selector: str, limit: int = 60, back: bool = False) -> None:
    """Press Tab (Shift+Tab with `back`) until the focus is on `selector`, checking at every
    stop that the focus is drawn."""
    for _ in range(limit):
        if page.evaluate("s => document.activeElement?.matches(s) ?? false", selector):
            return
        page.keyboard.press("Shift+Tab" if back else "Tab")
        shown = page.evaluate(FOCUS_SHOWN)
        assert not shown, shown
    raise AssertionError(f"Tab never reached {selector}")


def press(page, *keys: str) -> None:
    """Press keys in turn; after each, the focus must be on the page and drawn."""
    for key in keys:
        page.keyboard.press(key)
        shown = page.evaluate(FOCUS_SHOWN)
        assert not shown, f"after {key}: {shown}"


def focused_face(page) -> str:
    return page.evaluate("document.activeElement.dataset.face || ''")


def test_a_hand_scored_by_keyboard_alone(shared):
    """Big Four Winds, [EEE][SSS]WWWNNN5m + 5m: modes by Tab, tiles by arrows and Enter,
    the context by Tab and arrows, the total read from the live region."""
    page = shared
    set_language(page, "en")
    go(page, "#/score?h=&n=2", "#sc-hand")
    page.wait_for_function("document.querySelector('#sc-text').value === ''")
    page.focus("#lang")  # where the keyboard starts: the top bar's last control
    clear_announcements(page)
    tab_to(page, 'button.mode[data-mode="pung"]')
    press(page, "Enter")
    tab_to(page, "button.pick")  # the picker is one Tab stop
    assert focused_face(page) == "1m"
    press(page, "ArrowDown", "ArrowDown", "ArrowDown")
    assert focused_face(page) == "E"
    press(page, "Enter", "ArrowRight", "Space")
    assert page.input_value("#sc-text") == "[EEE][SSS]"
    tab_to(page, 'button.mode[data-mode="tile"]', back=True)
    press(page, "Enter")
    tab_to(page, "button.pick")
    assert focused_face(page) == "S"  # the picker kept its place
    press(page, "ArrowRight", "Enter", "Enter", "Enter", "ArrowRight", "Enter", "Enter", "Enter")
    press(page, "ArrowUp", "ArrowUp", "ArrowUp", "ArrowRight")
    assert focused_face(page) == "5m"
    press(page, "Enter", "Enter")
    assert page.input_value("#sc-text") == "[EEE][SSS]WWWNNN5m + 5m"
    assert page.get_attribute("#sc-status .total", "data-total") == "97"
    said = announcements(page)
    assert any("97 points" in text for text in said), said

    # The context by keyboard: a self-draw instead of a discard changes the total.
    tab_to(page, 'input[name="sd"]')
    press(page, "ArrowRight")
    assert page.is_checked('input[name="sd"][value="1"]')
    page.wait_for_function("document.querySelector('#sc-status .total').dataset.total !== '97'")
    total = page.get_attribute("#sc-status .total", "data-total")
    assert announcements(page)[-1].startswith(f"Total {total} points"), announcements(page)

    # A tile of the hand: selected with Enter, removed with Delete, focus kept in the hand.
    tab_to(page, '#sc-hand .htile[data-index="0"]', back=True)
    press(page, "Enter", "Delete")
    assert page.input_value("#sc-text").startswith("[EEE][SSS]WWNNN5m")
    assert page.evaluate("document.activeElement.closest('#sc-hand') !== null")


@pytest.mark.parametrize("lang", LANGS)
def test_the_scorer_announces_its_total_in_the_interface_language(shared, lang):
    page = shared
    set_language(page, lang)
    go(page, f"#/score?h=&n=3{lang}", "#sc-hand")
    clear_announcements(page)
    scorer_text(page, "[EEE][SSS]WWWNNN5m + 5m")
    page.wait_for_selector("#sc-status .total")
    said = announcements(page)
    points = {"ne": "९७", "hi": "९७", "en": "97"}[lang]
    expected = page.inner_text("#sc-status .total")
    assert said and points in said[-1] and " ".join(expected.split()) in said[-1], said
