"""The solitaire start screen's layout card (issue 52): the chosen layout's picture, large enough
to judge it, its tile count and level over Today's deal and New deal, which start that layout's
deal with one tap more, without scrolling, on a 390x844 and a 360x740 phone; before Python is up
(web/shell.js) and after (app.solitaire.start). The picker's pictures are not in the static page
(index.html): web/shell.js draws each from the layouts' runs of tiles when its card comes near
the screen, the same rectangles as the engine's layout.
"""

from __future__ import annotations

import re
from datetime import UTC, datetime

import pytest
from engine import daily_date, daily_deal, get_layout, layouts

from tests.web.a11y import assert_accessible, set_language
from tests.web.conftest import Held, Watch, wait_ready

pytestmark = pytest.mark.browser

SIZES = ({"width": 390, "height": 844}, {"width": 360, "height": 740})
LEVEL = {"easy": "Easy", "medium": "Medium", "hard": "Hard"}
READ_TILES = """() => [...document.querySelectorAll('#board .tile')]
  .map(el => [+el.dataset.x, +el.dataset.y, +el.dataset.z])"""
# Each element's box on the screen, and whether it is the element seen at its centre.
IN_VIEW = """ids => ids.map(id => { const e = document.getElementById(id);
  const r = e.getBoundingClientRect();
  const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
  return [id, r.left, r.top, r.right, r.bottom, !!top && e.contains(top)]; })"""
PICTURE = "sel => document.querySelector(sel).innerHTML"


def tiles_drawn(svg: str) -> dict[str, set[tuple[str, str]]]:
    """The rectangles of a layout picture's SVG (a path per layer), by layer class."""
    paths = re.findall(r'<path class="pv (z\d)" d="([^"]*)"', svg)
    return {layer: set(re.findall(r"M(-?[\d.]+) (-?[\d.]+)h5\.6v7\.6h-5\.6z", d))
            for layer, d in paths}


def tiles_expected(layout_id: str) -> dict[str, set[tuple[str, str]]]:
    """The rectangles a picture of the engine's layout has: a tile at (x, y, z) at 3x-0.6z+0.2,
    4y-0.6z+0.2 (app.solitaire.panels.layout_preview), upper layers from the fifth together."""
    out: dict[str, set[tuple[str, str]]] = {}
    for x, y, z in get_layout(layout_id).positions:
        out.setdefault(f"z{min(z, 4)}", set()).add(
            (f"{x * 3 - z * 0.6 + 0.2:.1f}", f"{y * 4 - z * 0.6 + 0.2:.1f}"))
    return out


def open_phone(browser, site: str, size: dict, held: bool = False):
    """A touch phone of `size` in English on the app (its Python held back if `held`)."""
    context = browser.new_context(service_workers="block", viewport=size, has_touch=True,
                                  is_mobile=True, locale="en-GB")
    page = context.new_page()
    watch = Watch(origin=site.rstrip("/"))
    watch.attach(page)
    hold = Held(page) if held else None
    page.goto(site)
    page.wait_for_selector("#todays-deal", state="visible")
    return context, page, watch, hold


def far_card(page) -> str:
    """The last layout of the picker as shown (below the screen on a phone), not the chosen."""
    ids = page.eval_on_selector_all(".layout-card:not([hidden])",
                                    "els => els.map(e => e.dataset.layout)")
    chosen = page.get_attribute(".layout-card[aria-checked='true']", "data-layout")
    return next(i for i in reversed(ids) if i != chosen)


def tap_card(page, layout_id: str) -> None:
    """Scroll the picker to the card as a finger would, and tap it."""
    page.locator(f"#layout-{layout_id}").scroll_into_view_if_needed()
    page.wait_for_function("id => document.querySelector(`#layout-${id} .layout-preview svg`)",
                           arg=layout_id)  # its picture drawn once it came near the screen
    page.tap(f"#layout-{layout_id}")


def assert_card_and_buttons_in_view(page, size: dict, layout_id: str) -> None:
    """The feature card shows `layout_id` (name, tiles and level, picture) and it and both deal
    buttons are wholly on the screen and not covered."""
    layout = get_layout(layout_id)
    page.wait_for_function("name => document.getElementById('feature-name').textContent === name",
                           arg=layout.name("en"))
    assert page.inner_text("#feature-size") == f"{layout.size} tiles · {LEVEL[layout.level]}"
    assert tiles_drawn(page.evaluate(PICTURE, "#feature-preview")) == tiles_expected(layout_id)
    picture = page.locator("#feature-preview svg").bounding_box()
    assert picture["height"] >= 120, "the picture is large enough to judge the layout"
    page.wait_for_function("() => document.getElementById('sol-panel').scrollTop === 0")
    for name, left, top, right, bottom, seen in page.evaluate(
            IN_VIEW, ["layout-feature", "todays-deal", "new-deal"]):
        assert left >= 0 and right <= size["width"], (name, left, right)
        assert top >= 0 and bottom <= size["height"], (name, top, bottom)
        assert seen, f"{name} is covered"
    assert page.evaluate("document.documentElement.scrollWidth") <= size["width"]


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s['width']}x{s['height']}")
def test_a_card_tapped_shows_its_layout_over_the_deal_buttons_and_todays_deal_starts_it(
        browser, site, size):
    context, page, watch, _ = open_phone(browser, site, size)
    wait_ready(page)
    layout_id = far_card(page)
    tap_card(page, layout_id)
    assert page.get_attribute(f"#layout-{layout_id}", "aria-checked") == "true"
    assert_card_and_buttons_in_view(page, size, layout_id)
    page.tap("#todays-deal")
    page.wait_for_function("document.documentElement.dataset.state === 'playing'")
    expected = daily_deal(layout_id, daily_date(datetime.now(UTC)))
    assert sorted(map(tuple, page.evaluate(READ_TILES))) == sorted(
        (t.x, t.y, t.z) for t in expected.tiles)
    watch.check()
    context.close()


@pytest.mark.parametrize("size", SIZES, ids=lambda s: f"{s['width']}x{s['height']}")
def test_before_python_a_card_tapped_and_new_deal_deal_that_layout(browser, site, size):
    """On the static start screen the pictures are drawn when seen, the card tapped fills the
    feature card, and New deal, tapped then, deals that layout once Python is up."""
    context, page, watch, held = open_phone(browser, site, size, held=True)
    assert page.evaluate("document.documentElement.dataset.state") == "loading"
    layout_id = far_card(page)
    assert page.evaluate(PICTURE, f"#layout-{layout_id} .layout-preview") == "", (
        "a card below the screen has no picture yet")
    tap_card(page, layout_id)
    assert tiles_drawn(page.evaluate(PICTURE, f"#layout-{layout_id} .layout-preview")) == (
        tiles_expected(layout_id))
    assert_card_and_buttons_in_view(page, size, layout_id)
    page.tap("#new-deal")
    assert page.get_attribute("#new-deal", "aria-busy") == "true"
    held.release()
    page.wait_for_function("document.documentElement.dataset.state === 'playing'",
                           timeout=120_000)
    assert sorted(map(tuple, page.evaluate(READ_TILES))) == sorted(
        get_layout(layout_id).positions)
    watch.check()
    context.close()


def test_the_start_screen_with_a_card_chosen_is_accessible_in_every_language(browser, site):
    context, page, watch, _ = open_phone(browser, site, SIZES[0])
    wait_ready(page)
    tap_card(page, far_card(page))
    for lang in ("ne", "hi", "en"):
        set_language(page, lang)
        assert page.evaluate("document.documentElement.scrollWidth") <= SIZES[0]["width"]
        assert_accessible(page, f"the start screen with a card chosen [{lang}]")
    watch.check()
    context.close()


def test_the_static_page_carries_no_layout_pictures(dist):
    """The picker's 42 pictures made index.html 197 kB, parsed and laid out before the first
    paint on a phone: they are drawn by web/shell.js from its data instead."""
    html = (dist / "index.html").read_text()
    assert not re.search(r'<path class="pv z\d', html)
    assert len(html.encode()) < 120_000
    assert len(layouts()) > 15


def test_the_layout_filters_take_a_44_px_tap_in_every_language(browser, site):
    """The filter chips over the layout cards ("All", "For a phone"...) are each at least
    44 x 44 px: English "All" was 43 px wide."""
    context, page, watch, _ = open_phone(browser, site, SIZES[0])
    wait_ready(page)
    for lang in ("ne", "hi", "en"):
        set_language(page, lang)
        small = page.eval_on_selector_all(".filter-chip", """cs => cs.map(c => {
            const r = c.getBoundingClientRect();
            return [c.textContent, Math.round(r.width * 10) / 10, Math.round(r.height * 10) / 10];
          }).filter(([, w, h]) => w < 44 || h < 44)""")
        assert not small, (lang, small)
    watch.check()
    context.close()
