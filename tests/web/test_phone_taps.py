"""The app's bar and the solitaire's gear on a 390 x 844 phone (a player's tour, 2026-12-07):
every control a player presses there is tapped on 44 x 44 CSS px, checked where a finger lands
(the element at each corner and edge of a 44 px box around the control is the control), and
the board keeps the size it had when the gear was drawn 32 x 26 px and the bar's links 40 px
high (the tile size the layouts' fitting rule gives for the board's box measured then)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
from engine import get_layout

from tests.web.a11y import set_language
from tests.web.test_solitaire import state, wait_ready

pytestmark = pytest.mark.browser

_FIT = Path(__file__).resolve().parents[2] / "web" / "app" / "solitaire" / "fit.py"
_spec = importlib.util.spec_from_file_location("solitaire_fit_taps", _FIT)
fit = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(fit)

# On a 390 x 844 phone before this change: the app's bar 46.4 px high, the board's box
# 382 x 706 px (data-box). Kite is one of the layouts whose size the box's height sets.
BAR_HEIGHT = 46.4
BOX = (382.0, 706.0)
TALL = "kite"

# The points of a 44 x 44 px box centred on each control (its corners and the middles of its
# sides, 1 px in: the browser hits whole pixels) where the element hit is not the control or
# inside it.
MISSED = """sels => sels.flatMap(sel => [...document.querySelectorAll(sel)]
  .filter(el => el.getClientRects().length).map(el => {
    const r = el.getBoundingClientRect(), cx = (r.left + r.right) / 2,
      cy = (r.top + r.bottom) / 2, out = [];
    for (const dx of [-21, 0, 21]) for (const dy of [-21, 0, 21]) {
      const hit = document.elementFromPoint(cx + dx, cy + dy);
      if (!hit || !el.contains(hit))
        out.push([dx, dy, hit ? hit.tagName + '#' + hit.id + '.' + hit.className : null]);
    }
    return [el.id || el.getAttribute('href'), out];
  })).filter(([, out]) => out.length)"""
# Each tool button under the status row: the element 1 px inside its top and bottom edges
# (clear of its rounded corners) is the button: the gear's wider tap reaches none of them, and
# the board's box, which starts under the tools, covers none of them.
TOOLS_HIT = """() => [...document.querySelectorAll('.sol-bar .btn.tool')]
  .filter(el => el.getClientRects().length).flatMap(el => {
    const r = el.getBoundingClientRect(), points = [];
    for (const x of [r.left + 8, (r.left + r.right) / 2, r.right - 8])
      for (const y of [r.top + 1, r.bottom - 1]) points.push([x, y]);
    return points.filter(([x, y]) => !el.contains(document.elementFromPoint(x, y)))
      .map(p => [el.id, p]); })"""
SIZES = """sels => sels.flatMap(sel => [...document.querySelectorAll(sel)])
  .filter(el => el.getClientRects().length).map(el => {
    const r = el.getBoundingClientRect();
    return [el.id, Math.round(r.width * 10) / 10, Math.round(r.height * 10) / 10]; })"""
BOARD = """() => ({box: document.getElementById('board').dataset.box,
  tile: Math.min(...[...document.querySelectorAll('#board .tile:not(.removed)')]
    .map(e => e.getBoundingClientRect().width)),
  bar: document.querySelector('.topbar').getBoundingClientRect().height,
  wide: document.scrollingElement.scrollWidth})"""
BAR_CONTROLS = [".views a", "#lang", "#tiles-open"]


def deal(page, layout_id: str) -> None:
    if state(page) != "start":
        page.click("#layouts")
    page.click(f"#layout-{layout_id}")
    page.click("#new-deal")
    page.wait_for_function("document.documentElement.dataset.state === 'playing'")


@pytest.mark.parametrize("lang", ["ne", "hi", "en"])
def test_the_gear_and_the_bars_links_take_a_44_px_tap_and_the_board_keeps_its_size(
        phone, site, lang):
    """The gear beside the solitaire's clock was 32 x 26 px, the bar's links, language and
    tile set 40 px high: each now takes a tap anywhere in a 44 x 44 px box around it, the tool
    buttons under the gear still take every tap on them, the bar is no higher and the board's
    tiles no smaller."""
    page = phone()
    page.goto(site)
    wait_ready(page)
    set_language(page, lang)
    deal(page, TALL)
    missed = page.evaluate(MISSED, BAR_CONTROLS + ["#board-settings"])
    assert not missed, (lang, missed)
    assert not page.evaluate(TOOLS_HIT), lang
    narrow = [s for s in page.evaluate(SIZES, BAR_CONTROLS) if s[1] < 44]
    assert not narrow, (lang, narrow)
    board = page.evaluate(BOARD)
    width, height = map(float, board["box"].split("x"))
    assert width >= BOX[0] and height >= BOX[1], board
    before = fit.board_size(*BOX, get_layout(TALL).extent)[2]
    assert board["tile"] >= before - 0.01, (board, before)
    assert board["bar"] <= BAR_HEIGHT + 0.05, board
    assert board["wide"] <= 390, board
    # the gear still opens the board's settings
    page.click("#board-settings")
    page.wait_for_selector("#sol-panel.panel-settings #set-light")
