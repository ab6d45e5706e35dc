"""The scorer's hand analysis and scoring by ticking fans (issue 50) in the browser, on a
390 px phone: the figures shown equal the command line's (`python -m scoring analyze` and
`python -m scoring`, run here: a truth the page did not compute), nothing is wider than the
screen, axe finds nothing, in Nepali, Hindi and English; the ticked total goes to the sheet."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.web.a11y import assert_accessible, set_language
from tests.web.conftest import wait_ready
from tests.web.phone_states import overflow

ROOT = Path(__file__).resolve().parents[2]
SHOTS = Path(os.environ.get("STUDY_SHOTS", "")) if os.environ.get("STUDY_SHOTS") else None


def cli(*args: str) -> dict:
    """The command-line scorer's JSON answer (PYTHONPATH=py python3 -m scoring ...)."""
    env = {**os.environ, "PYTHONPATH": str(ROOT / "py")}
    out = subprocess.run([sys.executable, "-m", "scoring", *args], capture_output=True,
                         text=True, env=env, check=True)
    return json.loads(out.stdout)


def type_hand(page, text: str) -> None:
    page.fill("#sc-text", text)
    page.wait_for_function(
        "t => document.getElementById('sc-text').value === t && "
        "document.getElementById('view-scorer').dataset.pending === '0'", arg=text)


def open_scorer(phone, site: str, lang: str = "en"):
    page = phone()
    page.goto(site + "#/score")
    wait_ready(page)
    page.wait_for_selector("#sc-text")
    if lang != "en":
        set_language(page, lang)
    return page


def shot(page, selector: str, name: str) -> None:
    if SHOTS is not None:
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.locator(selector).screenshot(path=str(SHOTS / name))


FOURTEEN = "[123m]{9999s}456p78sEEE"
READY = "123m456p789s11sEE"


@pytest.mark.parametrize("lang", ["ne", "hi", "en"])
def test_fourteen_tiles_show_every_discard_as_the_command_line(phone, site, lang):
    page = open_scorer(phone, site, lang)
    type_hand(page, FOURTEEN)
    page.wait_for_selector("#sc-study .st-discard")
    truth = cli("analyze", FOURTEEN)
    shown = page.eval_on_selector_all(
        "#sc-study .st-discard",
        "els => els.map(e => ({tile: e.dataset.tile, shanten: +e.dataset.shanten, "
        "useful: e.dataset.useful ? e.dataset.useful.split(' ') : [], left: +e.dataset.left}))")
    assert shown == truth["discards"]
    head = page.locator("#sc-study .st-head")
    assert head.get_attribute("data-shanten") == str(truth["shanten"])
    drawn = page.eval_on_selector_all(
        "#sc-study .st-discard:first-child .st-useful .tile", "els => els.map(e => e.dataset.face)")
    assert drawn == truth["discards"][0]["useful"]
    assert overflow(page) == []
    shot(page, "#sc-study", f"study14_{lang}.png")
    assert_accessible(page, f"scorer, hand analysis of 14 tiles ({lang})")
    page.emulate_media(color_scheme="dark")
    assert_accessible(page, f"scorer, hand analysis of 14 tiles, dark ({lang})")


@pytest.mark.parametrize("in_view", [True, False])
def test_the_analysis_shows_its_top_first_then_every_row(phone, site, in_view):
    """A 14-tile analysis whose top is on the screen comes in two steps (app.scorer.study_view):
    the headline and the first four discards in one task, so the frame that first shows it
    draws a few dozen elements, and every other row in a later frame, the list aria-busy until
    then; below the screen (the page at its top) it comes whole at once. In the end every
    discard of the command line, in its order."""
    page = open_scorer(phone, site)
    type_hand(page, "123m456p789s1s2sEE + E")
    page.wait_for_selector("#sc-study .st-discard")
    # that hand's analysis drawn whole (its rows after the first four may come a frame later)
    page.wait_for_function("!document.querySelector('#sc-study [aria-busy]')")
    page.evaluate("""inView => {
      const study = document.getElementById('sc-study');
      window.scrollTo(0, inView ? study.getBoundingClientRect().top + scrollY : 0);
      window.stSteps = [];
      let frames = 0;
      const tick = () => { frames += 1; requestAnimationFrame(tick); };
      requestAnimationFrame(tick);
      new MutationObserver(() => window.stSteps.push([
        study.querySelectorAll('.st-discard').length,
        !!study.querySelector('.st-discards[aria-busy="true"]'), frames])
      ).observe(study, {childList: true, subtree: true});
    }""", in_view)
    below = page.evaluate(
        "document.getElementById('sc-study').getBoundingClientRect().top >= innerHeight")
    assert below != in_view
    truth = cli("analyze", FOURTEEN)
    rows = len(truth["discards"])
    assert rows > 4
    page.evaluate("""text => {  // typed where the player looks (a fill scrolls to the field)
      const field = document.getElementById('sc-text');
      field.value = text;
      field.dispatchEvent(new Event('input', {bubbles: true}));
    }""", FOURTEEN)
    page.wait_for_function(
        "n => document.querySelectorAll('#sc-study .st-discard').length === n "
        "&& !document.querySelector('#sc-study [aria-busy]')", arg=rows)
    steps = page.evaluate("window.stSteps")
    if in_view:
        assert [s[:2] for s in steps] == [[4, True], [rows, False]], steps
        assert steps[1][2] > steps[0][2]  # the rows after the first four: a later frame
    else:
        assert [s[:2] for s in steps] == [[rows, False]], steps
    shown = page.eval_on_selector_all(
        "#sc-study .st-discard",
        "els => els.map(e => ({tile: e.dataset.tile, shanten: +e.dataset.shanten, "
        "useful: e.dataset.useful ? e.dataset.useful.split(' ') : [], left: +e.dataset.left}))")
    assert shown == truth["discards"]


@pytest.mark.parametrize("lang", ["ne", "hi", "en"])
def test_a_ready_hand_shows_each_win_scored_in_the_context_set(phone, site, lang):
    page = open_scorer(phone, site, lang)
    type_hand(page, READY)
    page.check('input[data-ctx="self_drawn"][value="1"]')
    page.click('button[data-action="flowers"][data-step="1"]')
    truth = cli("analyze", READY)
    expected = []
    for tile in truth["useful"]:  # a ready hand: its useful tiles are its winning tiles
        scored = cli(f"{READY}+{tile}", "--self-drawn", "--flowers", "1", "--json")
        expected.append([tile, scored["total"], scored["meets_minimum"]])
    shown = """() => [...document.querySelectorAll('#sc-study .st-win')].map(e =>
        [e.dataset.tile, +e.dataset.total, e.dataset.meets === '1'])"""
    # the analysis is drawn after the scorer's frame: wait for it to show the context set
    page.wait_for_function(f"want => JSON.stringify(({shown})()) === JSON.stringify(want)",
                           arg=expected)
    assert page.evaluate(shown) == expected and len(expected) == 2
    assert overflow(page) == []
    shot(page, "#sc-study", f"study13_{lang}.png")
    assert_accessible(page, f"scorer, a ready hand's winning tiles ({lang})")


@pytest.mark.parametrize("lang", ["ne", "hi", "en"])
def test_ticking_fans_totals_greys_the_implied_and_goes_to_the_sheet(phone, site, lang):
    example = json.loads((ROOT / "tests" / "scoring" / "data" / "examples.json").read_text(
        encoding="utf-8"))[0]  # Big Four Winds, Half Flush, Two Concealed Pungs, Single Wait
    page = open_scorer(phone, site, lang)
    page.click("#tk-details summary")
    page.wait_for_selector('#tk-body [data-action="tick"]')
    for name, _, count in example["fans"]:
        for _ in range(count):
            before = page.locator("#tk-body .tk-total").get_attribute("data-total")
            page.click(f'#tk-body [data-action="tick"][data-name="{name}"]')
            page.wait_for_function(
                "b => document.querySelector('#tk-body .tk-total').dataset.total !== b",
                arg=before)
    total = page.locator("#tk-body .tk-total")
    assert int(total.get_attribute("data-total")) == example["total"] == 97
    for implied in ("Big Three Winds", "All Pungs", "Seat Wind", "Pung of Terminals or Honors"):
        button = page.locator(f'#tk-body [data-action="tick"][data-name="{implied}"]')
        assert button.is_disabled()
        reason = page.locator("#" + button.get_attribute("aria-describedby"))
        assert reason.is_visible() and reason.inner_text().strip()
    assert overflow(page) == []
    shot(page, ".sc-ticks", f"ticks_{lang}.png")
    assert_accessible(page, f"scorer, scoring by ticking fans ({lang})")
    page.emulate_media(color_scheme="dark")
    assert_accessible(page, f"scorer, scoring by ticking fans, dark ({lang})")
    page.click('#tk-body [data-action="tick_sheet"]')
    page.wait_for_function("location.hash.startsWith('#/sheet')")
    # no match is open: the sheet keeps the hand waiting and says a match must start first
    page.wait_for_selector('[data-notice="offer"]')
    offer = json.loads(page.evaluate("localStorage.getItem('mj.v1.sheet.offer')"))
    assert offer["points"] == 97 and offer["without_flowers"] == 97
    assert offer["fans"] == [list(f) for f in example["fans"]]


def _analysis_art(page, where: str = "#sc-study") -> dict[str, str]:
    """Each face drawn in the analysis (or ``where``) and the picture its tile shows (computed
    style)."""
    return page.eval_on_selector_all(
        f"{where} .tile[data-face]",
        "els => Object.fromEntries(els.map(e => [e.dataset.face, getComputedStyle(e)"
        ".backgroundImage]))")


def _png_size(page, css_url: str) -> tuple[int, int]:
    """Width and height read from the IHDR chunk of the PNG file a CSS url() names."""
    import struct

    url = css_url.removeprefix('url("').removesuffix('")')
    head = bytes(page.evaluate(
        "u => fetch(u).then(r => r.arrayBuffer()).then(b => [...new Uint8Array(b, 0, 24)])", url))
    assert head[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", head[16:24])


def test_analysis_tiles_are_bitmaps_of_the_set_on_show(phone, site):
    """The analysis, and the hand above it, paint their tiles from PNG copies of the set on
    show (app.scorer.bitmaps), sized for the hand's tiles on this screen; a newly chosen set
    never shows the old set's copies, even for a frame, and gets its own."""
    page = open_scorer(phone, site)
    type_hand(page, FOURTEEN)
    page.wait_for_selector("#sc-study .st-discard")
    page.wait_for_function("document.getElementById('st-bitmaps').textContent.length > 0")
    classic = _analysis_art(page)
    assert len(classic) > 5
    assert all(v.startswith('url("blob:') for v in classic.values()), classic
    assert len(set(classic.values())) == len(classic)  # a picture of its own for each face
    hand = _analysis_art(page, "#sc-hand")
    assert len(hand) > 5 and all(v == classic[f] for f, v in hand.items() if f in classic), hand
    assert all(v.startswith('url("blob:') for v in hand.values()), hand
    ratio = page.evaluate("devicePixelRatio")
    width = -(-int(2.4 * 0.88 * 16 * ratio * 1000) // 1000)  # the hand's tile, its art 88 %
    assert all(_png_size(page, v) == (width, -(-width * 4 // 3)) for v in classic.values())
    during = page.evaluate("""async () => {
      const radio = document.querySelector('input[name="tiles"][value="traditional"]');
      radio.checked = true;
      radio.dispatchEvent(new Event('change', {bubbles: true}));
      await Promise.resolve();
      return [...document.querySelectorAll(':is(#sc-study, #sc-hand) .tile[data-face]')].map(
        e => getComputedStyle(e).backgroundImage);
    }""")
    assert during and all("tiles/traditional/" in v for v in during), during[:3]
    page.wait_for_function("document.getElementById('st-bitmaps').textContent.length > 0")
    traditional = _analysis_art(page)
    assert traditional.keys() == classic.keys()
    assert all(v.startswith('url("blob:') and v != classic[f] for f, v in traditional.items())
    # the new set's own pictures: not one of the classic copies' files over again
    assert all(_png_size(page, v) == (width, -(-width * 4 // 3)) for v in traditional.values())


def test_the_ticked_fans_are_still_ticked_after_a_reload(phone, site):
    """Ticking is the player's work: a reload (a phone's page left for another app) keeps the
    fans ticked and their total; a broken entry gives an empty list, the page working and the
    other entries kept."""
    page = open_scorer(phone, site)
    page.evaluate("localStorage.setItem('mj.v1.best.dice', '{\"v\": 1, \"seconds\": 9}')")
    type_hand(page, "[123p]456p789p234sE + E")
    page.click("#tk-details summary")
    for name in ("Pure Straight", "One Voided Suit", "Single Wait"):
        before = page.locator("#tk-body .tk-total").get_attribute("data-total")
        page.click(f'#tk-body [data-action="tick"][data-name="{name}"]')
        page.wait_for_function(
            "b => document.querySelector('#tk-body .tk-total').dataset.total !== b", arg=before)
    assert page.locator("#tk-body .tk-total").get_attribute("data-total") == "18"
    ticked = page.eval_on_selector_all('#tk-body [aria-pressed="true"]',
                                       "bs => bs.map(b => b.dataset.name).sort()")

    page.reload()
    wait_ready(page)
    page.wait_for_selector("#tk-details summary")
    page.click("#tk-details summary")
    page.wait_for_selector("#tk-body .tk-total")
    assert page.locator("#tk-body .tk-total").get_attribute("data-total") == "18"
    assert page.eval_on_selector_all('#tk-body [aria-pressed="true"]',
                                     "bs => bs.map(b => b.dataset.name).sort()") == ticked

    page.evaluate("localStorage.setItem('mj.v1.scorer.ticks', '{\"v\": 1, \"counts\": [[]]}')")
    page.reload()
    wait_ready(page)
    page.wait_for_selector("#tk-details summary")
    page.click("#tk-details summary")
    page.wait_for_selector("#tk-body .tk-total")
    assert page.locator("#tk-body .tk-total").get_attribute("data-total") == "0"
    assert page.evaluate("localStorage.getItem('mj.v1.best.dice')") is not None
