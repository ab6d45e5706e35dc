"""Issue 23's behaviour of the table game in a real browser, on a 390x844 phone: a win refused
by the 8-point minimum is explained at that moment; a self-drawn win is not thrown away by a
double tap; the claim settings (chows passed, all but a win passed, the claim timer); the
hand's log during and after a hand; every chow option keeps its label; the turn's words follow
the pointer; and item 7's fixes (the scorer's "Add as" follows the language, its picker is
drawn when the page is ready, no raw text key in a page opened on #/table).

The moments are saved matches found in CPython by the page's own manager
(tests/table_page/scenarios.py): the page resumes the same save and plays the same moves.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

import pytest

WEB = Path(__file__).resolve().parents[2] / "web"
if str(WEB) not in sys.path:
    sys.path.insert(0, str(WEB))

from app.scorer.result import fan_label  # noqa: E402
from app.tilenames import face_name  # noqa: E402
from table import saved as saves  # noqa: E402

from tests.fixtures.words import words  # noqa: E402
from tests.table_page import scenarios  # noqa: E402
from tests.table_page.helpers import QUICK  # noqa: E402
from tests.web.conftest import double_tap, wait_ready  # noqa: E402
from tests.web.test_table import STATE, click_plainly, moves, settle  # noqa: E402

pytestmark = pytest.mark.browser

NAMES = ["You", "Bikash", "Asha", "Ramesh"]
def resume(page, site: str, save: str | None = None, lang: str = "en") -> None:
    """Open the table on the saved match (set before the load by ``phone``), at instant pace."""
    page.goto(f"{site}#/table?pace=instant")
    wait_ready(page)
    if page.evaluate("document.documentElement.lang") != lang:
        page.select_option("#lang", lang)


def saved_log(page) -> list:
    """The person's choices of the hand being played, from the page's save."""
    save = json.loads(page.evaluate(f"localStorage.getItem('{saves.KEY}')"))
    return [a for seat, a in save["match"]["log"][-1] if seat == 0]


# ------------------------------------------------------------------ rules that explain themselves


def test_a_discard_completing_the_hand_under_eight_points_is_explained_at_once(phone, site):
    scenario, refused = scenarios.refused_on_a_discard()
    page = phone(entries={saves.KEY: scenario.save})
    resume(page, site)
    page.wait_for_selector("#mt-why:not([hidden]) .why-line")
    assert settle(page) == "claim"  # asked about another claim, no win among the options
    acts = page.eval_on_selector_all("#mt-prompt .act", "bs => bs.map(b => b.dataset.act)")
    assert "win" not in acts and acts[-1] == "pass"
    text = " ".join(page.inner_text("#mt-why").split())
    tile = face_name(refused.tile, "en")
    assert text.startswith(
        f"{NAMES[refused.discarder]}'s {tile} completes your hand, but for only "
        f"{refused.points} points: below the 8-point minimum, so it is no win."
    ), text
    fans = [f for f in refused.score.fans if f.name != "Flower Tiles"]
    assert fans and all(f"{fan_label(f.name, 'en')} {f.points}" in text for f in fans)
    # the ready aid shows the wait at 0, and on a phone its legend says why
    assert page.is_visible(f'#mt-ready .wait[data-wait="{refused.tile}"][data-points="0"]')
    assert page.is_visible("#mt-ready .legend")
    assert "0 is below the 8-point minimum" in page.inner_text("#mt-ready .legend")
    # in the reader's language, and gone once the person answers
    page.select_option("#lang", "ne")
    page.wait_for_function("document.documentElement.lang === 'ne'")
    ne = page.inner_text("#mt-why")
    assert "८ अङ्कको न्यूनतमभन्दा कम" in ne and face_name(refused.tile, "ne") in ne
    before = moves(page)
    page.click('#mt-prompt .act[data-act="pass"]')
    page.wait_for_function(f"+document.querySelector('.mt').dataset.moves > {before}")
    page.wait_for_selector("#mt-why", state="hidden")


def test_a_self_drawn_win_is_said_first_and_a_double_tap_does_not_throw_it_away(phone, site):
    scenario, win = scenarios.win_on_turn()
    page = phone(touch=True, entries={saves.KEY: scenario.save})
    resume(page, site)
    page.wait_for_selector('#mt-prompt .act[data-act="win"]')
    assert settle(page) == "turn"
    ready = " ".join(page.inner_text("#mt-ready").split())
    assert f"your draw, {face_name(win.tile, 'en')}, completes your hand for {win.points} " \
        "points" in ready and "Lift a tile" not in ready
    assert page.get_attribute("#mt-ready", "data-kind") == "win"
    assert page.locator("#mt-hand .mark").count() == 0  # no "ready" ticks on a won hand
    before = moves(page)
    cdp = page.context.new_cdp_session(page)
    box = page.locator("#mt-hand .ht.drawn").bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + box["height"] / 2
    double_tap(cdp, x, y)  # lifts, and asks: nothing is discarded
    page.wait_for_selector(".turn.guard")
    assert moves(page) == before and page.evaluate(STATE) == "turn"
    ask = page.inner_text(".turn.guard .say")
    assert ask == f"Discard {face_name(win.tile, 'en')} and give up a win worth " \
        f"{win.points} points?"
    double_tap(cdp, x, y)  # more taps on the tile only ask again
    page.keyboard.press("Enter")
    page.keyboard.press("Enter")
    page.wait_for_selector(".turn.guard")
    assert moves(page) == before
    assert page.is_visible('.turn.guard .act[data-act="win"]')
    page.click('[data-do="mt-keep-tile"]')  # keep it: back to the turn, nothing lifted
    page.wait_for_selector(".turn.guard", state="detached")
    assert page.locator('#mt-hand .ht[aria-pressed="true"]').count() == 0
    # a deliberate discard: lift, tap again, then the question's own button
    first = page.locator("#mt-hand .ht").first
    face = first.get_attribute("data-tile")
    first.tap()
    page.wait_for_selector('#mt-hand .ht:first-child[aria-pressed="true"]')
    page.locator("#mt-hand .ht").first.tap()
    page.wait_for_selector(".turn.guard")
    page.click('[data-do="mt-discard"]')
    page.wait_for_function(f"+document.querySelector('.mt').dataset.moves > {before}")
    assert saved_log(page)[-1] == {"act": "discard", "tile": face}


# ------------------------------------------------------------------ claim settings


def play_plainly(page) -> tuple[list[tuple[str, ...]], int]:
    """Play the hand plainly to its end: the offers asked (their acts) and how many notices
    of an offer passed for the person were seen."""
    asked, passed, seen = [], 0, ""
    while (state := settle(page)) in ("turn", "claim"):
        note = page.inner_text("#mt-why .why-passed") if page.is_visible(
            "#mt-why .why-passed") else ""
        if note and note != seen:
            passed += 1
        seen = note
        if state == "claim":
            asked.append(tuple(page.eval_on_selector_all(
                "#mt-prompt .act", "bs => bs.map(b => b.dataset.act)")))
        click_plainly(page)
    return asked, passed


def start_seeded(page, site: str, seed: int) -> None:
    page.goto(f"{site}#/table?seed={seed}&pace=instant&level={QUICK}&hands=16")
    wait_ready(page)
    page.select_option("#lang", "en")
    page.wait_for_selector("#mt-start")


@pytest.mark.parametrize("claims", ["no_chow", "win_only"])
def test_a_claim_setting_passes_offers_without_asking(phone, site, claims):
    seed = scenarios.seed_with_chow_offers()
    asked_before, _ = scenarios.offers(seed, "ask")
    expected, expected_passed = scenarios.offers(seed, claims)
    assert expected != asked_before and expected_passed >= 2
    page = phone()
    start_seeded(page, site, seed)
    assert page.is_checked('[data-setting="claims"] input[value="ask"]')  # the default
    assert page.is_checked('[data-setting="timer"] input[value="0"]')
    page.check(f'[data-setting="claims"] input[value="{claims}"]')
    page.click("#mt-start")
    asked, passed = play_plainly(page)
    assert asked == list(expected)
    if claims == "no_chow":
        assert not any(scenarios.chow_only(a) for a in asked)
        assert any(scenarios.chow_only(a) for a in asked_before)
    else:
        assert all("win" in a for a in asked)
    assert passed >= 1
    stored = page.evaluate("localStorage.getItem('mj.v1.setting.table-claims')")
    assert json.loads(stored)["value"] == claims
    page.reload()  # remembered: the match comes back at the hand's end, with the setting
    wait_ready(page)
    page.wait_for_selector(".mt-panel.panel-hand")
    page.click("#mt-look")
    page.click("#mt-menu")
    page.wait_for_selector('[data-setting="claims"]')
    assert page.is_checked(f'[data-setting="claims"] input[value="{claims}"]')


def test_the_claim_timer_passes_an_unanswered_offer_with_a_countdown(phone, site):
    seed = scenarios.seed_with_chow_offers()
    page = phone()
    start_seeded(page, site, seed)
    page.click("#mt-start")
    settle(page)
    page.click("#mt-menu")  # set during the match, in the menu
    page.check('[data-setting="timer"] input[value="5"]')
    page.click("#mt-close")
    while settle(page) == "turn":
        click_plainly(page)
    assert page.evaluate(STATE) == "claim"
    before = moves(page)
    timer = page.locator("#mt-prompt .claim-timer")
    assert timer.is_visible()
    assert timer.inner_text() in ("Passes in 5 s", "Passes in 4 s")
    page.wait_for_function(  # the seconds count down, unanswered
        "(() => { const t = document.querySelector('.claim-timer-text');"
        " return t && /Passes in [1-3] s/.test(t.textContent); })()", timeout=15_000)
    page.wait_for_function(f"+document.querySelector('.mt').dataset.moves > {before}",
                           timeout=15_000)
    assert saved_log(page)[-1] == {"act": "pass"}
    stored = page.evaluate("localStorage.getItem('mj.v1.setting.table-timer')")
    assert json.loads(stored)["value"] == "5"


# ------------------------------------------------------------------ the hand's log


def log_lines(page) -> list[str]:
    page.wait_for_selector(".mt-panel.panel-log .hand-log li")
    return page.eval_on_selector_all(".hand-log li .log-text", "es => es.map(e => e.textContent)")


def test_the_log_tells_a_claimed_pung_and_a_kong_during_and_after_the_hand(phone, site):
    scenario, pung = scenarios.pung_after_a_kong()
    page = phone(entries={saves.KEY: scenario.save})
    resume(page, site)
    page.wait_for_selector('#mt-prompt .act[data-act="pung"]')
    offer_seat = scenarios.resumed(scenario.save)[0].view().offer.seat
    page.click('#mt-prompt .act[data-act="pung"]')
    page.wait_for_function(f"{STATE} === 'turn'")
    assert "click" in page.inner_text("#mt-prompt .say").lower()  # a mouse's word
    page.click("#mt-menu")
    page.click("#mt-log")
    lines = log_lines(page)
    tile = face_name(pung.tile, "en")
    assert lines[-1] == f"You claimed {NAMES[offer_seat]}'s {tile} for a pung."
    assert any("kong" in line for line in lines[:-1])
    assert lines[0].startswith("The tiles are dealt")
    others_draws = [x for x in lines if x.startswith(tuple(NAMES[1:])) and " drew " in x
                    and " drew a flower " not in x]  # a flower is laid open: it may be named
    assert others_draws and all(" drew a tile" in x or " drew a replacement tile" in x
                                for x in others_draws)
    at_end = page.evaluate("(() => { const l = document.querySelector('.hand-log');"
                           " return l.scrollTop + l.clientHeight >= l.scrollHeight - 2; })()")
    assert at_end  # the newest entry in sight
    page.click("#mt-log-back")
    page.wait_for_selector(".mt-panel.panel-menu")
    page.click("#mt-close")
    while settle(page) in ("turn", "claim"):
        click_plainly(page)
    page.wait_for_selector(".mt-panel.panel-hand")
    page.click("#mt-log")
    after = log_lines(page)
    hidden = [i for i, x in enumerate(lines) if x.endswith("declared a concealed kong.")]
    for i, (now, then) in enumerate(zip(after, lines, strict=False)):
        if i in hidden:  # another's concealed kong shows its tile once the hand is over
            assert now.startswith(then[:-1] + " of ")
        else:
            assert now == then
    assert after[-1].endswith(" points.") or after[-1] == "The wall is empty: the hand is a draw."
    page.click("#mt-log-back")
    page.wait_for_selector(".mt-panel.panel-hand")
    page.click("#mt-next")  # and the match plays on
    page.wait_for_function("document.querySelector('.mt').dataset.hand === '2'")
    assert settle(page) in ("turn", "claim")


# ------------------------------------------------------------------ item 7


def test_the_turn_says_tap_on_a_touch_screen_and_names_the_lifted_tile_plainly(phone, site):
    page = phone(touch=True)
    start_seeded(page, site, scenarios.seed_with_chow_offers())
    page.click("#mt-start")
    while settle(page) != "turn":
        click_plainly(page)
    assert page.inner_text("#mt-prompt .say") == (
        "Your turn: tap a tile to lift it, tap it again to discard it.")
    last = page.locator("#mt-hand .ht").last
    face = face_name(last.get_attribute("data-tile"), "en")
    last.tap()
    page.wait_for_selector('#mt-hand .ht:last-child[aria-pressed="true"]')
    assert page.inner_text("#mt-prompt .say") == f"Lifted: {face}. Tap it again to discard it."


def test_every_chow_option_keeps_its_label_on_a_phone(phone, site):
    scenario = scenarios.several_chows()
    page = phone(entries={saves.KEY: scenario.save})
    resume(page, site)
    page.wait_for_selector('#mt-prompt .act[data-act="chow"] + .act[data-act="chow"]')
    labels = page.locator('#mt-prompt .act[data-act="chow"] .act-label')
    assert labels.count() >= 2
    for i in range(labels.count()):
        assert labels.nth(i).is_visible() and labels.nth(i).inner_text() == "Chow"


def test_the_scorers_add_as_follows_the_language(phone, site):
    page = phone()
    page.goto(f"{site}#/score")
    wait_ready(page)
    for lang in ("en", "ne", "hi", "en"):
        page.select_option("#lang", lang)
        page.wait_for_function("lang => document.documentElement.lang === lang", arg=lang)
        assert page.inner_text("#sc-add-as") == words("scorer")["sc.add_as"][lang]


def test_the_scorers_picker_is_drawn_when_the_page_is_ready(phone, site):
    page = phone()
    page.goto(f"{site}#/score")
    wait_ready(page)
    drawn = page.evaluate("[...document.querySelectorAll('.pick img')]"
                          ".filter(i => i.complete && i.naturalWidth > 0).length")
    assert drawn == 34


RAW_KEYS = """() => {
    const out = [];
    for (const [attr, get] of [["data-i18n", n => n.textContent],
                               ["data-i18n-aria", n => n.getAttribute("aria-label")],
                               ["data-i18n-title", n => n.getAttribute("title")]])
        for (const n of document.querySelectorAll(`[${attr}]`))
            if (get(n) === n.getAttribute(attr)) out.push(n.getAttribute(attr));
    return out;
}"""


def test_a_page_opened_on_the_table_holds_no_raw_text_key(phone, site):
    page = phone()
    page.goto(f"{site}#/table")
    wait_ready(page)
    page.wait_for_selector("#mt-start")
    for lang in ("ne", "hi", "en"):
        page.select_option("#lang", lang)
        page.wait_for_function("lang => document.documentElement.lang === lang", arg=lang)
        assert page.evaluate(RAW_KEYS) == []
    html = page.content()
    assert not re.search(r'(>|\s(aria-label|title)=")sol\.', html)
