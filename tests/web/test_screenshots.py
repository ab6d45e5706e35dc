"""Screenshots of the solitaire page on three phones (360x640, 390x844, 412x915; touch, device
scale 3) and a desktop (1440x900) in both colour schemes, saved under screenshots/ (git-ignored)
for a person to look at, with checks that can fail: the whole board fits the window below the
toolbar, tiles are big enough to read, nothing scrolls, highlights are visible, and texts pass
WCAG AA contrast. On a phone the board shown is the picker's first layout (the best fit), also
zoomed in by a double tap; on the desktop the Turtle."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import double_tap

pytestmark = pytest.mark.browser

SHOTS = Path(__file__).resolve().parents[2] / "screenshots"
SIZES = {
    "phone-360": (360, 640),
    "phone-390": (390, 844),
    "phone-412": (412, 915),
    "desktop": (1440, 900),
}
MIN_TILE_WIDTH = {"phone-360": 30, "phone-390": 40, "phone-412": 40, "desktop": 56}
TOOLBAR_TEXT = "#clock, #tiles-left, .sol-name, .sol-daily, .btn.tool:not(:disabled) .label"

GEOMETRY = """() => {
  const bar = document.querySelector('.sol-bar').getBoundingClientRect();
  const boxes = [...document.querySelectorAll('.tile:not(.removed)')]
    .map(el => el.getBoundingClientRect());
  return {
    barBottom: bar.bottom,
    left: Math.min(...boxes.map(b => b.left)), right: Math.max(...boxes.map(b => b.right)),
    top: Math.min(...boxes.map(b => b.top)), bottom: Math.max(...boxes.map(b => b.bottom)),
    tileWidth: Math.min(...boxes.map(b => b.width)),
    width: innerWidth, height: innerHeight,
    scrollWidth: document.scrollingElement.scrollWidth,
    scrollHeight: document.scrollingElement.scrollHeight,
  };
}"""

# WCAG contrast of an element's text against the first opaque background behind it.
CONTRAST = """sel => {
  const parse = c => (c.match(/[\\d.]+/g) || []).map(Number);
  const lum = ([r, g, b]) => {
    const f = v => { v /= 255; return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4; };
    return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
  };
  const out = [];
  for (const el of document.querySelectorAll(sel)) {
    if (!el.offsetParent || !el.textContent.trim()) continue;
    const fg = parse(getComputedStyle(el).color);
    let node = el, bg = null;
    while (node && node.nodeType === 1) {
      const c = parse(getComputedStyle(node).backgroundColor);
      if (c.length === 3 || (c.length === 4 && c[3] === 1)) { bg = c.slice(0, 3); break; }
      node = node.parentElement;
    }
    if (!bg) continue;
    const [a, b] = [lum(fg), lum(bg)].sort((x, y) => y - x);
    out.push([el.textContent.trim().slice(0, 30), (a + 0.05) / (b + 0.05)]);
  }
  return out;
}"""


def shoot(page, name: str) -> Path:
    SHOTS.mkdir(exist_ok=True)
    path = SHOTS / f"{name}.png"
    page.screenshot(path=str(path))
    assert path.stat().st_size > 10_000  # a real picture, not a blank page
    return path


def check_contrast(page, selector: str) -> None:
    pairs = page.evaluate(CONTRAST, selector)
    assert pairs, f"no text found for {selector}"
    low = [(text, round(ratio, 2)) for text, ratio in pairs if ratio < 4.5]
    assert not low, f"below WCAG AA 4.5:1: {low}"


@pytest.mark.parametrize("size", list(SIZES))
def test_screenshots_light_and_dark(browser, site, watch, size):
    """A phone at its real pixel density (3x: what phones render) with touch, a desktop at 1x."""
    width, height = SIZES[size]
    phone = size.startswith("phone")
    context = browser.new_context(
        viewport={"width": width, "height": height},
        device_scale_factor=3 if phone else 1,
        has_touch=phone,
        is_mobile=phone,
        service_workers="block",
        locale="en-US",
    )
    try:
        page = context.new_page()
        watch.attach(page)
        page.goto(site)
        page.wait_for_function(
            "document.documentElement.dataset.state !== 'loading'", timeout=120_000
        )
        page.select_option("#lang", "en")
        for scheme in ("light", "dark"):
            page.emulate_media(color_scheme=scheme)
            shoot(page, f"{size}-{scheme}-start")
            check_contrast(page, ".sol-panel p, .sol-panel .btn, .layout-name, .layout-size")
        layout_id = "turtle"
        if phone:  # the picker's first: the layout that fits the phone best
            layout_id = page.get_attribute(".layout-card", "data-layout")
        page.click(f"#layout-{layout_id}")
        page.click("#todays-deal")
        page.wait_for_function("document.documentElement.dataset.state === 'playing'")
        page.locator(".tile.free").first.click()
        page.click("#hint")
        assert page.locator(".tile.hint").count() == 2
        for scheme in ("light", "dark"):
            page.emulate_media(color_scheme=scheme)
            shoot(page, f"{size}-{scheme}-board")
            box = page.evaluate(GEOMETRY)
            assert box["left"] >= 0 and box["right"] <= box["width"], box
            assert box["top"] >= box["barBottom"] and box["bottom"] <= box["height"], box
            assert box["tileWidth"] >= MIN_TILE_WIDTH[size], box
            assert box["scrollWidth"] <= box["width"], box
            assert box["scrollHeight"] <= box["height"], box
            check_contrast(page, TOOLBAR_TEXT)
        # highlighted tiles do not look like the others
        colours = page.evaluate(
            """() => ['.tile.hint', '.tile.free:not(.hint):not(.selected)']
                .map(s => getComputedStyle(document.querySelector(s)).backgroundColor)"""
        )
        assert colours[0] != colours[1]
        if phone:  # zoomed in by a double tap on the middle of the board
            wrap = page.locator("#board-wrap").bounding_box()
            x, y = wrap["x"] + wrap["width"] / 2, wrap["y"] + wrap["height"] / 2
            double_tap(context.new_cdp_session(page), x, y)
            page.wait_for_function("+document.getElementById('board').dataset.zoom > 1")
            page.emulate_media(color_scheme="light")
            shoot(page, f"{size}-light-zoomed")
            assert page.is_visible("#zoom-whole")
            check_contrast(page, "#zoom-whole .label")
            page.click("#zoom-whole")
        page.click("#help")
        page.emulate_media(color_scheme="dark")
        shoot(page, f"{size}-dark-help")
        check_contrast(page, ".sol-panel p, .sol-panel li, .sol-panel dd, .sol-panel dt")
        watch.check()
    finally:
        context.close()
