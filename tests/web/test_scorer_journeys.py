"""Issue 53, the scorer on a 390 px phone, from its first screen to a total: a hand typed and
a hand picked tile by tile, each total checked against the command-line scorer on the same
hand (`python -m scoring`, run here, not the page); links the page did not make (broken,
huge, foreign digits such as "²" and "२", markup) refused with a word, the view usable and
nothing stored touched; the picker's count badges covering no tile face."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.web.conftest import wait_ready

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
STATUS = "document.getElementById('sc-status')"
OTHER = {"mj.v1.best.turtle": json.dumps({"v": 1, "seconds": 300}),
         "mahjong.scorer.history": json.dumps(
             [{"route": "?h=123m456p789sEEEC&w=C", "text": "123m456p789sEEEC + C",
               "total": 21}])}


def cli(hand: str, win: str, flowers: int = 0, *flags: str) -> dict:
    """The command-line scorer's answer (JSON) on the hand: the truth the page is held to."""
    run = subprocess.run(
        [sys.executable, "-m", "scoring", hand, "--win", win, "--flowers", str(flowers),
         "--json", *flags],
        capture_output=True, text=True, cwd=ROOT, check=True,
        env={**os.environ, "PYTHONPATH": str(ROOT / "py")})
    return json.loads(run.stdout)


@pytest.fixture
def phone(kept_phones, request, site):
    """A 390 px touch phone on the scorer's first screen, as new (a page kept for the module,
    conftest.Phones), with a record and a scorer history stored beforehand; page errors and
    requests off the origin fail the test."""
    try:
        page = kept_phones(touch=True)
        page.goto(site)
        wait_ready(page)
        page.evaluate("entries => { for (const [k, v] of Object.entries(entries))"
                      " localStorage.setItem(k, v); }", OTHER)
    except BaseException:
        kept_phones.end_test(passed=False)
        raise
    yield page
    kept_phones.finish(request)


def first_screen(page, site: str, route: str = "") -> None:
    page.goto(site + "#/score" + route)
    page.wait_for_selector("#sc-hand")
    settled(page)


def settled(page) -> None:
    page.wait_for_function("document.getElementById('view-scorer').dataset.pending === '0'")


def shown_total(page, text: str) -> int:
    """The total the page shows once its hand is `text` (the notation field's)."""
    page.wait_for_function(
        f"t => document.getElementById('sc-text').value === t && {STATUS}.dataset.status"
        " === 'scored'", arg=text)
    return int(page.get_attribute("#sc-status .total", "data-total"))


def shown_fans(page) -> list[str]:
    return sorted(page.eval_on_selector_all("#sc-result button.fan",
                                            "bs => bs.map(b => b.dataset.name)"))


def stored(page) -> dict:
    return page.evaluate("() => Object.fromEntries(Object.keys(localStorage).sort()"
                         ".map(k => [k, localStorage.getItem(k)]))")


def wide(page) -> list[str]:
    return page.evaluate("""() => [...document.querySelectorAll('#view-scorer *')]
        .filter(e => e.getBoundingClientRect().right > innerWidth + 0.5
                     && e.getClientRects().length)
        .map(e => e.tagName + '.' + e.className)""")


# ---------------------------------------------------------------- first screen to a total

def test_a_typed_hand_scores_what_the_command_line_scores(phone, site):
    page = phone
    first_screen(page, site)
    assert page.input_value("#sc-text") == ""
    page.fill("#sc-text", "456p333p777pNNNF + F")
    page.click('[data-action="flowers"][data-step="1"]')
    page.select_option("#sc-seat_wind", "S")
    truth = cli("456p333p777pNNNF", "F", 1, "--seat", "S")
    assert shown_total(page, "456333777pNNNF + F") == truth["total"] == 27
    assert shown_fans(page) == sorted(name for name, _, _ in truth["fans"])
    assert page.text_content("#sc-flowers") == "1"
    assert not wide(page)


def test_a_picked_hand_scores_what_the_command_line_scores(phone, site):
    page = phone
    first_screen(page, site)
    page.click('button.mode[data-mode="chow"]')
    page.click('button.pick[data-face="1m"]')
    page.click('button.mode[data-mode="pung"]')
    page.click('button.pick[data-face="E"]')
    page.click('button.mode[data-mode="tile"]')
    for face in ("4p", "5p", "6p", "7s", "8s", "9s", "C"):
        page.click(f'button.pick[data-face="{face}"]')
    page.click('button.mode[data-mode="win"]')
    page.click('button.pick[data-face="C"]')
    page.select_option("#sc-round_wind", "S")
    truth = cli("[123m][EEE]456p789sC", "C", 0, "--round", "S")
    assert shown_total(page, "[123m][EEE]456p789sC + C") == truth["total"]
    assert shown_fans(page) == sorted(name for name, _, _ in truth["fans"])


# ---------------------------------------------------------------- links the page did not make

BAD_CONTEXT = [("f", "%C2%B2", "number of flowers"), ("f", "%E0%A5%A8", "number of flowers"),
               ("f", "9" * 5000, "number of flowers"), ("sw", "%3Cb%3EE%3C%2Fb%3E", "seat wind"),
               ("sd", "%C2%B2", "self-drawn")]


@pytest.mark.parametrize("field, value, said", BAD_CONTEXT)
def test_a_link_field_the_page_never_writes_is_refused_with_a_word(phone, site, field, value,
                                                                   said):
    page = phone
    before = stored(page)
    fields = {"h": "456p333p777pNNNF", "w": "F", "sd": "0", "sw": "E", "rw": "E", "f": "1",
              "lt": "0", "lk": "0", "kt": "0", "d": "N", field: value}
    first_screen(page, site, "?" + "&".join(f"{k}={v}" for k, v in fields.items()))
    page.wait_for_selector('#sc-notice[data-key="sc.link_refused"]:not([hidden])')
    notice = page.text_content("#sc-notice")
    assert said in notice and "could not be read" in notice
    # the rest of the link was read, and scores as the command line scores it
    flowers = 0 if field == "f" else 1
    assert shown_total(page, "456333777pNNNF + F") == cli("456p333p777pNNNF", "F",
                                                            flowers)["total"]
    # the view stays usable: the next tap changes the hand and clears the word
    page.click('button[data-action="unwin"]')
    page.wait_for_function(f"{STATUS}.dataset.status === 'choose_win'")
    assert page.is_hidden("#sc-notice")
    kept = stored(page)
    for key, value in before.items():
        if key != "mahjong.scorer.history":
            assert kept.get(key) == value, key
    # the history kept what it held (the scored hand of the link is added, as any is)
    assert json.loads(before["mahjong.scorer.history"])[0] in json.loads(
        kept["mahjong.scorer.history"])
    assert not wide(page)


BAD_HANDS = ["1%C2%B23m", "%E0%A5%A7%E0%A5%A8%E0%A5%A9m", "%ZZ", "1" * 20000 + "m",
             "%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E", "%E0%A4"]


@pytest.mark.parametrize("hand", BAD_HANDS)
def test_a_hand_in_a_link_that_cannot_be_read_is_shown_as_text_and_nothing_is_stored(
        phone, site, hand):
    page = phone
    before = stored(page)
    first_screen(page, site, f"?h={hand}&sd=0&sw=E&rw=E&f=%C2%B2&lt=0&lk=0&kt=0&d=N")
    page.wait_for_selector("#sc-text-error:not([hidden])")
    assert page.eval_on_selector("#sc-text-error", "e => e.querySelectorAll('img').length") == 0
    if "img" in hand:
        assert "<img" in page.text_content("#sc-text-error")
    assert page.is_visible('#sc-notice[data-key="sc.link_refused"]')
    assert not wide(page)
    # usable: typing a hand scores it
    page.fill("#sc-text", "456p333p777pNNNF + F")
    assert shown_total(page, "456p333p777pNNNF + F") == cli("456p333p777pNNNF", "F")["total"]
    settled(page)
    kept = stored(page)
    assert {k: v for k, v in kept.items() if k != "mahjong.scorer.history"} == \
        {k: v for k, v in before.items() if k != "mahjong.scorer.history"}


# ---------------------------------------------------------------- the picker's badges

FACE_BOXES = """() => [...document.querySelectorAll('button.pick')].map(b => {
  const t = b.querySelector('.tile').getBoundingClientRect();
  const l = b.querySelector('.left').getBoundingClientRect();
  return {face: b.dataset.face, tile: [t.left, t.top, t.right, t.bottom],
          badge: [l.left, l.top, l.right, l.bottom]};
})"""


@pytest.mark.parametrize("typed", ["9" * 400, "x" * 400, "<b>" + "1m" * 300 + "</b>"],
                         ids=["nines", "letters", "markup"])
def test_a_long_typed_token_s_error_wraps_within_the_phone(phone, site, typed):
    """The whole-app walk's seeds 6 and 10: 400 nines typed made the page 3,697 px wide (the
    error quoting the token did not wrap)."""
    page = phone
    first_screen(page, site)
    page.fill("#sc-text", typed)
    page.wait_for_selector("#sc-text-error:not([hidden])")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    assert page.evaluate("document.getElementById('sc-text-error').scrollWidth") <= 390
    assert page.locator("#sc-text-error b").count() == 0


@pytest.mark.parametrize("width", [390, 360])
def test_no_count_badge_covers_a_tile_face(browser, site, width):
    context = browser.new_context(service_workers="block", viewport={"width": width,
                                                                      "height": 844})
    page = context.new_page()
    page.goto(site + "#/score")
    page.wait_for_selector("button.pick .left")
    boxes = page.evaluate(FACE_BOXES)
    context.close()
    assert len(boxes) == 34
    covered = []
    for box in boxes:
        (a0, b0, a1, b1), (c0, d0, c1, d1) = box["tile"], box["badge"]
        assert c1 > c0 and d1 > d0, box  # the badge is shown
        if a0 < c1 - 0.5 and c0 < a1 - 0.5 and b0 < d1 - 0.5 and d0 < b1 - 0.5:
            covered.append(box["face"])
    assert not covered, covered


def scored_in(page, site: str, lang: str) -> None:
    """The scorer's first screen in `lang`, a hand typed and scored (18 points, three fans)."""
    first_screen(page, site)
    page.select_option("#lang", lang)
    page.fill("#sc-text", "[123p]456p789p234sE + E")
    page.wait_for_function(f"{STATUS}.dataset.status === 'scored'")


# Each fan row's two controls (the fan: its tiles shown; "?": its card in the reference) as
# drawn, and those under 44 px either way.
FAN_CONTROLS = """() => [...document.querySelectorAll(
    '#sc-result button.fan, #sc-result a.fan-info')].map(e => {
  const r = e.getBoundingClientRect();
  return [e.dataset.name || e.getAttribute('href'), Math.round(r.width), Math.round(r.height)];
})"""


@pytest.mark.parametrize("lang", ["ne", "hi", "en"])
def test_each_fans_button_and_its_question_mark_take_a_44_px_tap(phone, site, lang):
    """Under a scored hand each fan is a button and its "?" a link to its card, side by side,
    row under row: each at least 44 x 44 px (they were 40 px high and "?" 35 px wide)."""
    page = phone
    scored_in(page, site, lang)
    controls = page.evaluate(FAN_CONTROLS)
    assert len(controls) == 2 * len(cli("[123p]456p789p234sE", "E")["fans"]) == 6
    small = [c for c in controls if c[1] < 44 or c[2] < 44]
    assert not small, (lang, small)
    assert not wide(page)


BUILDING_CONTROLS = """() => [...document.querySelectorAll(
    '#view-scorer .sc-tools .btn, #view-scorer .mode, #view-scorer .btn.step,'
    + ' #view-scorer .sc-context label, #view-scorer .sc-context select')]
  .filter(e => e.getClientRects().length).map(e => {
  const r = e.getBoundingClientRect();
  return [e.textContent.trim().slice(0, 20), Math.round(r.width), Math.round(r.height),
          ['BUTTON', 'SELECT'].includes(e.tagName)];
})"""


@pytest.mark.parametrize("lang", ["ne", "hi", "en"])
def test_the_controls_that_build_a_hand_take_a_44_px_tap(phone, site, lang):
    """The hand's tools (move, remove, sort, clear), the picker's ways to add (tile, chow...),
    the flowers' steps and the context's options and winds are each at least 44 px high, and
    the buttons and lists 44 px wide (they were 34-40 px high: ◀ and ▶ 37 px wide)."""
    page = phone
    scored_in(page, site, lang)
    controls = page.evaluate(BUILDING_CONTROLS)
    assert len(controls) > 15
    small = [c[:3] for c in controls if c[2] < 44 or (c[3] and c[1] < 44)]
    assert not small, (lang, small)
    assert not wide(page)
