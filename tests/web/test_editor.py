"""The layout editor in a real browser on a 390 px phone: opened from the start screen, tiles
placed by taps in half-tile steps and on a second layer, mirror, undo, the live count and the
check, axe 0 violations and 44 px tap targets in every language; saved, the layout is in the
picker under Mine and deals its own daily deal; shared by its link, it opens in another
browser; a KMahjongg file is imported in the page; test play deals it.
"""

from __future__ import annotations

import sys
from datetime import UTC, datetime
from pathlib import Path

import pytest
from engine import daily_date, daily_deal, get_layout
from engine.layout import layout_of
from engine.layout_code import encode_layout

from tests.engine.test_kmahjongg import OURS, kmahjongg_text
from tests.web.a11y import Audits, set_language
from tests.web.conftest import Watch, wait_ready

pytestmark = pytest.mark.browser
WEB = Path(__file__).resolve().parents[2] / "web"
if str(WEB) not in sys.path:
    sys.path.insert(0, str(WEB))

from app.solitaire.custom import custom_id  # noqa: E402 (the page's own code, pure Python)

PHONE = {"width": 390, "height": 844}
UNIT_X, UNIT_Y, MARGIN = 24, 30, 32  # app.editor.view: a half-unit, and the layers' margin
SMALL_TARGETS = """() => [...document.querySelectorAll(
    '#view-editor button, #view-editor input, #view-editor a, #ed-board')]
  .filter(el => el.offsetParent !== null)
  .map(el => [el.id || el.textContent.trim().slice(0, 20), el.getBoundingClientRect()])
  .filter(([, r]) => r.height < 44 || r.width < 44).map(([name, r]) =>
    `${name} ${Math.round(r.width)}x${Math.round(r.height)}`)"""


def open_editor(context, site: str, watch: Watch):
    page = context.new_page()
    watch.attach(page)
    page.goto(site)
    wait_ready(page)
    page.click("#open-editor")
    page.wait_for_selector("#ed-board svg")
    return page


def tap(page, x: int, y: int, layer: int = 0) -> None:
    """A tap where the tile at (x, y) of `layer` would be centred."""
    box = page.locator("#ed-board svg").bounding_box()
    lift = 4 * layer
    page.mouse.click(box["x"] + MARGIN + (x + 1) * UNIT_X - lift,
                     box["y"] + MARGIN + (y + 1) * UNIT_Y - lift)


def status(page) -> str:
    return page.inner_text("#ed-status")


def test_make_save_share_and_play_a_layout_on_a_phone(browser, site):
    watch = Watch(origin=site.rstrip("/"))
    context = browser.new_context(service_workers="block", viewport=PHONE, has_touch=True,
                                  locale="en-GB")
    try:
        page = open_editor(context, site, watch)
        page.select_option("#lang", "en")
        assert status(page) == "0 tiles. Place at least two tiles."
        # a row of two, one half a row down between them, one on top: half-tile steps
        for x, y in ((2, 2), (4, 2), (3, 4)):
            tap(page, x, y)
        assert status(page).startswith("3 tiles. An odd number")
        page.click("#ed-layer-up")
        assert page.inner_text("#ed-layer") == "Layer 2"
        tap(page, 3, 2, layer=1)  # straddles the two below
        assert status(page) == "4 tiles. Can be dealt: every deal of it can be won."
        page.click("#ed-undo")
        assert status(page).startswith("3 tiles")
        page.click("#ed-clear")
        assert status(page).startswith("0 tiles")
        page.click("#ed-undo")  # the clear taken back
        assert status(page).startswith("3 tiles")
        assert page.inner_text("#ed-layer") == "Layer 1" and page.is_disabled("#ed-layer-down")
        page.click("#ed-mirror")
        assert page.get_attribute("#ed-mirror", "aria-pressed") == "true"
        tap(page, 6, 6)  # and its mirror image across the middle
        assert status(page).startswith("5 tiles. An odd number")
        tap(page, 6, 6)  # both go
        assert status(page).startswith("3 tiles")
        # the dead end cannot be saved: three stacked and one beside
        page.click("#ed-clear")
        page.click("#ed-mirror")
        for x in (2, 4):
            tap(page, x, 2)
        for layer in (1, 2):
            page.click("#ed-layer-up")
            tap(page, 2, 2, layer=layer)
        assert "cannot be dealt" in status(page)
        assert page.is_disabled("#ed-save") and page.is_disabled("#ed-try")
        # the Dice layout, by its code, named and saved
        dice = get_layout("dice")
        page.fill("#ed-code-in", encode_layout(dice.positions))
        page.click("#ed-open")
        assert status(page) == "26 tiles. Can be dealt: every deal of it can be won."
        page.fill("#ed-name", "Two dice")
        page.click("#ed-save")
        assert "Saved" in page.inner_text("#ed-note")
        assert "Two dice" in page.inner_text("#ed-mine")
        link = page.input_value("#ed-link")
        assert link.endswith("#/editor/" + encode_layout(dice.positions) + "/Two%20dice")

        # every control 44 px or more, axe clean, in each language
        audits = Audits(page)
        for lang in ("en", "ne", "hi"):
            set_language(page, lang)
            assert page.evaluate(SMALL_TARGETS) == [], lang
            audits.check(f"layout editor [{lang}]")
        audits.assert_clean()
        set_language(page, "en")

        # in the picker under Mine, with its own daily deal
        page.click("#ed-back")
        page.wait_for_selector("#filter-mine")
        page.click("#filter-mine")
        own = custom_id(dice.positions)
        shown = page.eval_on_selector_all(".layout-card:not([hidden])",
                                          "els => els.map(e => e.dataset.layout)")
        assert shown == [own]
        page.click(f"#layout-{own}")
        assert page.inner_text("#layout-about") == "Your own layout: 26 tiles."
        page.click("#todays-deal")
        page.wait_for_function("document.documentElement.dataset.state === 'playing'")
        faces = page.eval_on_selector_all(
            "[data-tile-id]", "els => els.map(e => [+e.dataset.tileId, e.dataset.face])")
        expected = daily_deal(layout_of(own, dice.positions), daily_date(datetime.now(UTC)))
        assert sorted(map(tuple, faces)) == sorted((t.id, t.face) for t in expected.tiles)
        assert page.inner_text("#sol-layout-name") == "Two dice"
        watch.check()
    finally:
        context.close()

    # the link opens the layout in another browser (a fresh profile)
    other = browser.new_context(service_workers="block", viewport=PHONE, locale="en-GB")
    try:
        page = other.new_page()
        watch = Watch(origin=site.rstrip("/"))
        watch.attach(page)
        page.goto(link)  # ready to play (issue 53: it opened the editor)
        page.wait_for_function("document.documentElement.dataset.state === 'playing'",
                               timeout=120_000)
        assert page.locator("[data-tile-id]").count() == 26
        assert page.inner_text("#sol-layout-name") == "Two dice"
        page.click("#edit-layout")  # and from there into the editor
        page.wait_for_selector("#ed-board svg")
        page.select_option("#lang", "en")
        page.wait_for_function("document.getElementById('ed-status').textContent"
                               ".startsWith('26 tiles. Can be dealt')")
        assert page.input_value("#ed-name") == "Two dice"
        assert page.evaluate("location.hash") == "#/editor"
        watch.check()
    finally:
        other.close()


def test_a_kmahjongg_file_is_imported_in_the_page(browser, site, tmp_path):
    watch = Watch(origin=site.rstrip("/"))
    context = browser.new_context(service_workers="block", viewport=PHONE, locale="en-GB")
    try:
        page = open_editor(context, site, watch)
        page.select_option("#lang", "en")
        good = tmp_path / "little_pyramid.layout"
        good.write_text(kmahjongg_text(OURS, bottom="32"))
        page.set_input_files("#ed-file", str(good))
        page.wait_for_function("document.getElementById('ed-note').textContent.length > 0")
        assert page.inner_text("#ed-note") == "Opened: Little pyramid, 14 tiles."
        assert status(page).startswith("14 tiles. Can be dealt")
        bad = tmp_path / "odd.layout"
        bad.write_text(kmahjongg_text(OURS[:-1]))
        page.set_input_files("#ed-file", str(bad))
        page.wait_for_function("document.getElementById('ed-note').textContent.includes('not')")
        assert page.inner_text("#ed-note") == (
            "This file could not be read: it needs an even number of tiles, up to 144")
        assert status(page).startswith("14 tiles")  # the layout open stays
        watch.check()
    finally:
        context.close()


BOARD_TILES = """() => [...document.querySelectorAll('#ed-board rect.ed-tile')]
  .map(r => [+r.getAttribute('x'), +r.getAttribute('y'),
              [...r.classList].find(c => /^z\\d$/.test(c))]).sort()"""


def test_a_layout_being_made_and_its_name_are_still_there_after_a_reload(browser, site):
    """A phone reloads a page left for another app (or pulled down): the layout being made,
    not yet saved nor tried (three tiles, one on the second layer, off the board's corner), is
    on the board again where it was, with its name as typed; a broken entry gives an empty
    editor, the page working and the other entries kept."""
    context = browser.new_context(service_workers="block", viewport=PHONE, locale="en-GB")
    watch = Watch(origin=site.rstrip("/"))
    try:
        page = open_editor(context, site, watch)
        for x, y in ((4, 2), (6, 2), (8, 2)):
            tap(page, x, y)
        page.click("#ed-layer-up")
        tap(page, 5, 2, layer=1)
        page.fill("#ed-name", "Half a ladder")
        assert status(page).startswith("4 tiles")
        before = page.evaluate(BOARD_TILES)

        page.reload()
        wait_ready(page)
        page.wait_for_selector("#ed-board svg")
        assert page.evaluate(BOARD_TILES) == before
        assert status(page).startswith("4 tiles")
        assert page.input_value("#ed-name") == "Half a ladder"
        assert page.evaluate("localStorage.getItem('mj.v1.custom')") is None  # not saved

        page.evaluate("localStorage.setItem('mj.v1.editor-work', '{\"v\": 1, \"runs\": 7}');"
                      "localStorage.setItem('mj.v1.best.dice', '{\"v\": 1, \"seconds\": 9}')")
        page.reload()
        wait_ready(page)
        page.wait_for_selector("#ed-board svg")
        assert page.evaluate(BOARD_TILES) == []
        tap(page, 4, 2)
        assert status(page).startswith("1 tile")
        assert page.evaluate("localStorage.getItem('mj.v1.best.dice')") is not None
        watch.check()
    finally:
        context.close()
