"""The solitaire page on a phone, in a real browser with touch emulation at device scale 3:
every layout fills the screen without scrolling, the upright layouts' tiles are big enough for a
finger, zooming in twice makes any layout's tiles so, pinch / double tap / one-finger pan / the
Whole board button, a tap never taken for a pan, a covered tile's visible edge selects nothing,
a whole deal played by taps, then the streak and Share. And the desktop's zoom keys and wheel,
and Share through the clipboard.

Taps go through Chromium's own touch pipeline (Playwright's touchscreen and CDP touch events;
a double tap's events are time-stamped, so its timing does not depend on the test's pace), so
the browser decides what is a click, as on a phone.
"""

from __future__ import annotations

import importlib.util
import json
from datetime import UTC, datetime, timedelta
from pathlib import Path

import pytest
from engine import DealtTile, daily_date, get_layout, layouts, solve

from .conftest import double_tap

pytestmark = pytest.mark.browser

# The page's own fitting rules (pure Python, no browser imports), to predict the picker's order.
_FIT = Path(__file__).resolve().parents[2] / "web" / "app" / "solitaire" / "fit.py"
_spec = importlib.util.spec_from_file_location("solitaire_fit", _FIT)
fit = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(fit)

PHONES = {"360x640": (360, 640), "390x844": (390, 844), "412x915": (412, 915)}
MIN_TILE = 40  # CSS px: a finger hits it reliably from about here (the goal is 44)
UPRIGHT = [x.id for x in layouts() if x.extent[0] <= 16 and x.extent[1] > x.extent[0]]

# The board, its box (the wrapper less its margin) and what the window can scroll.
GEOMETRY = """() => {
  const wrap = document.getElementById('board-wrap').getBoundingClientRect();
  const tiles = [...document.querySelectorAll('#board .tile:not(.removed)')]
    .map(el => el.getBoundingClientRect());
  const el = document.scrollingElement;
  return {
    box: [wrap.left + 4, wrap.top + 4, wrap.right - 4, wrap.bottom - 4],
    left: Math.min(...tiles.map(b => b.left)), right: Math.max(...tiles.map(b => b.right)),
    top: Math.min(...tiles.map(b => b.top)), bottom: Math.max(...tiles.map(b => b.bottom)),
    tile: Math.min(...tiles.map(b => b.width)),
    board: (r => [r.left, r.top, r.right, r.bottom])(
      document.getElementById('board').getBoundingClientRect()),
    scroll: [el.scrollWidth - innerWidth, el.scrollHeight - innerHeight],
    zoom: +document.getElementById('board').dataset.zoom,
  };
}"""
# A point of the tile's face that is on top there (what a finger on it hits): of a grid of
# points over the tile, those where the tile is the element hit; the one nearest their middle.
VISIBLE_POINT = """id => {
  const el = document.querySelector(`[data-tile-id="${id}"]`);
  const r = el.getBoundingClientRect();
  const n = 12, seen = [];
  for (let i = 0; i < n; i++) for (let j = 0; j < n; j++) {
    const x = r.left + (i + 0.5) * r.width / n, y = r.top + (j + 0.5) * r.height / n;
    const hit = document.elementFromPoint(x, y);
    if (hit && hit.closest('[data-tile-id]') === el) seen.push([x, y]);
  }
  if (!seen.length) return null;
  const mx = seen.reduce((s, p) => s + p[0], 0) / seen.length;
  const my = seen.reduce((s, p) => s + p[1], 0) / seen.length;
  seen.sort((a, b) => Math.hypot(a[0] - mx, a[1] - my) - Math.hypot(b[0] - mx, b[1] - my));
  return [seen[0][0], seen[0][1], seen.length / (n * n)];
}"""
READ_TILES = """() => [...document.querySelectorAll('[data-tile-id]')]
  .filter(el => !el.classList.contains('removed'))
  .map(el => [+el.dataset.tileId, el.dataset.face, +el.dataset.x, +el.dataset.y, +el.dataset.z])"""
SELECTED = "[...document.querySelectorAll('.tile.selected')].map(el => +el.dataset.tileId)"
IN_VIEW = """el => { const wrap = document.getElementById('board-wrap').getBoundingClientRect();
  const r = el.getBoundingClientRect();
  return r.top >= wrap.top && r.bottom <= wrap.bottom && r.left >= wrap.left
    && r.right <= wrap.right; }"""
TRANSFORM = "document.getElementById('board').style.transform"


def phone(browser, size: str, **options):
    width, height = PHONES[size]
    return browser.new_context(
        viewport={"width": width, "height": height},
        device_scale_factor=3,
        has_touch=True,
        is_mobile=True,
        service_workers="block",
        locale="en-US",
        **options,
    )


def open_app(context, site: str, watch, seed: dict[str, str] | None = None):
    page = context.new_page()
    watch.attach(page)
    if seed:
        page.add_init_script(
            "(e => { if (!sessionStorage.getItem('seeded')) { for (const [k, v] of "
            "Object.entries(e)) localStorage.setItem(k, v); sessionStorage.setItem('seeded', 1);"
            " } })(" + json.dumps(seed) + ")"
        )
    page.goto(site)
    page.wait_for_function(
        "document.documentElement.dataset.state !== 'loading'", timeout=120_000
    )
    page.select_option("#lang", "en")
    return page


def state(page) -> str:
    return page.evaluate("document.documentElement.dataset.state")


def deal(page, layout_id: str, daily: bool = False) -> None:
    """From wherever the page is (no pair removed yet): a deal of the layout. (The menus are
    not what is tested here: their buttons are pressed from the page, which is quicker.)"""
    page.evaluate(
        """([layout, deal]) => {
          if (document.documentElement.dataset.state !== 'start')
            document.getElementById('layouts').click();
          document.getElementById(`layout-${layout}`).click();
          document.getElementById(deal).click(); }""",
        [layout_id, "todays-deal" if daily else "new-deal"],
    )
    page.wait_for_function("document.documentElement.dataset.state === 'playing'")


def zoom_of(page) -> float:
    return page.evaluate("+document.getElementById('board').dataset.zoom")


def wait_zoom(page, above: float) -> float:
    page.wait_for_function(f"+document.getElementById('board').dataset.zoom > {above} + 1e-3")
    return zoom_of(page)


def touch(cdp, kind: str, points: list[tuple[float, float]]) -> None:
    cdp.send(
        "Input.dispatchTouchEvent",
        {"type": kind, "touchPoints": [{"x": x, "y": y, "id": i} for i, (x, y) in
                                       enumerate(points)]},
    )


def drag(cdp, start: tuple[float, float], end: tuple[float, float], steps: int = 8) -> None:
    """One finger from `start` to `end`, quickly, lifted while still moving (a fling: the tap
    right after it must still pick a tile)."""
    touch(cdp, "touchStart", [start])
    for k in range(1, steps + 1):
        f = k / steps
        touch(cdp, "touchMove", [(start[0] + (end[0] - start[0]) * f,
                                  start[1] + (end[1] - start[1]) * f)])
    touch(cdp, "touchEnd", [])


def board_point(page, x: float, y: float) -> tuple[float, float]:
    """Where a window point falls on the board, as a fraction of the board's width and height."""
    left, top, right, bottom = page.evaluate(GEOMETRY)["board"]
    return (x - left) / (right - left), (y - top) / (bottom - top)


def free_tile_points(page) -> list[tuple[int, float, float, str]]:
    """The free tiles with most of their face in view: (id, x, y, face), (x, y) the point of
    the face a finger would tap."""
    free = page.eval_on_selector_all(
        ".tile.free", "els => els.map(e => [+e.dataset.tileId, e.dataset.face])"
    )
    out = []
    for tile_id, face in free:
        point = page.evaluate(VISIBLE_POINT, tile_id)
        if point and point[2] > 0.5:
            out.append((tile_id, point[0], point[1], face))
    assert out, "no free tile with its face in view"
    return out


def free_tile_point(page) -> tuple[int, float, float]:
    """A free tile and the point of its face a finger would tap."""
    return free_tile_points(page)[0][:3]


def check_fits(box: dict, scale_px: float = 1.0) -> None:
    """The whole board inside its box, touching two opposite sides, and nothing scrolls."""
    left, top, right, bottom = box["box"]
    slack = 1.5
    assert box["scroll"] == [0, 0], box
    assert box["left"] >= left - slack and box["right"] <= right + slack, box
    assert box["top"] >= top - slack and box["bottom"] <= bottom + slack, box
    bl, bt, br, bb = box["board"]
    wide = abs(bl - left) <= slack and abs(br - right) <= slack
    tall = abs(bt - top) <= slack and abs(bb - bottom) <= slack
    assert wide or tall, f"the board leaves a margin on all four sides: {box}"


# --------------------------------------------------------------------------- fit and zoom


@pytest.mark.parametrize("size", list(PHONES))
def test_every_layout_fits_the_phone_and_two_zooms_make_its_tiles_big_enough(
    browser, site, watch, size
):
    context = phone(browser, size)
    try:
        page = open_app(context, site, watch)
        cdp = context.new_cdp_session(page)
        # held upright, the picker lists first the layouts whose tiles are 40 px or more in
        # the board's box (on the taller phones, all those made for it), each group filling
        # the box best first; none is left out
        shown = page.eval_on_selector_all(".layout-card", "els => els.map(e => e.dataset.layout)")
        width, height = map(float, page.get_attribute("#board", "data-box").split("x"))
        assert height > width
        assert shown == [x.id for x in fit.picker_order(layouts(), width, height)]
        big = {x.id for x in layouts() if fit.board_size(width, height, x.extent)[2] >= 40}
        assert set(shown[:len(big)]) == big
        if size != "360x640":  # a short screen: the upright layouts' tiles are smaller there
            assert set(UPRIGHT) <= big
        widths = {}
        for layout in layouts():
            deal(page, layout.id)
            box = page.evaluate(GEOMETRY)
            check_fits(box)
            widths[layout.id] = round(box["tile"], 1)  # (in the message if one is too small)
            # zoom in twice with double taps on the middle of the board
            x = (box["box"][0] + box["box"][2]) / 2
            y = (box["box"][1] + box["box"][3]) / 2
            double_tap(cdp, x, y)
            first = wait_zoom(page, 1.0)
            double_tap(cdp, x, y)
            wait_zoom(page, first)
            zoomed = page.evaluate(GEOMETRY)
            assert zoomed["tile"] >= MIN_TILE, (layout.id, zoomed["tile"])
            assert zoomed["scroll"] == [0, 0]
            assert page.is_visible("#zoom-whole")
            assert page.evaluate(SELECTED) == []  # the double taps left no tile selected
            page.click("#zoom-whole")
            page.wait_for_function("+document.getElementById('board').dataset.zoom === 1")
            assert not page.is_visible("#zoom-whole")
            check_fits(page.evaluate(GEOMETRY))
        if size == "390x844":
            small = {i: w for i, w in widths.items() if i in UPRIGHT and w < MIN_TILE}
            assert not small, f"upright layouts with tiles under {MIN_TILE} px: {small}"
        watch.check()
    finally:
        context.close()


def test_pinch_pan_double_tap_the_whole_board_button_and_rotation(browser, site, watch):
    context = phone(browser, "390x844")
    try:
        page = open_app(context, site, watch)
        cdp = context.new_cdp_session(page)
        deal(page, "turtle")
        whole = page.evaluate(GEOMETRY)
        base_tile = whole["tile"]

        # a tap that wobbles a little is still a tap: it selects the tile
        placed = page.evaluate(TRANSFORM)
        tile_id, x, y = free_tile_point(page)
        touch(cdp, "touchStart", [(x, y)])
        touch(cdp, "touchMove", [(x + 4, y + 3)])
        touch(cdp, "touchEnd", [])
        page.wait_for_function(f"{SELECTED}.includes({tile_id})")
        assert zoom_of(page) == 1 and page.evaluate(TRANSFORM) == placed
        page.keyboard.press("Escape")
        page.wait_for_function(f"{SELECTED}.length === 0")

        # two fingers spread: the board grows about the point between them
        # (about the middle, so that the board's edges do not stop it from keeping the point)
        cx, cy = (whole["left"] + whole["right"]) / 2, (whole["top"] + whole["bottom"]) / 2 + 20
        before = board_point(page, cx, cy)
        touch(cdp, "touchStart", [(cx - 30, cy), (cx + 30, cy)])
        for spread in range(40, 100, 10):
            touch(cdp, "touchMove", [(cx - spread, cy), (cx + spread, cy)])
        touch(cdp, "touchEnd", [])
        zoom = wait_zoom(page, 1.0)
        assert zoom == pytest.approx(3.0, rel=0.02)  # 60 px apart, then 180
        after = board_point(page, cx, cy)
        assert after == pytest.approx(before, abs=0.02), "the pinched point moved away"
        assert page.evaluate(GEOMETRY)["tile"] == pytest.approx(base_tile * zoom, rel=0.02)
        assert page.evaluate(SELECTED) == [] and state(page) == "playing"

        # one finger pans the zoomed board, and the pan selects nothing
        start = page.evaluate(GEOMETRY)["board"]
        placed = page.evaluate(TRANSFORM)
        tile_id, x, y = free_tile_point(page)
        drag(cdp, (x, y), (x - 60, y + 40))
        page.wait_for_function(f"{TRANSFORM} !== {json.dumps(placed)}")
        moved = page.evaluate(GEOMETRY)
        assert moved["board"][0] == pytest.approx(start[0] - 60, abs=1)
        assert moved["board"][1] == pytest.approx(start[1] + 40, abs=1)
        assert page.evaluate(SELECTED) == [], "a pan selected a tile"
        check_inside(moved)

        # a double tap zooms in one step more, and leaves the selection as it was: its first
        # tap moved the selection to the tile, the double tap takes that back
        (first, x, y, face), *others = free_tile_points(page)
        page.touchscreen.tap(x, y)
        page.wait_for_function(f"{SELECTED}.includes({first})")
        tile_id, x, y, _ = next(t for t in others if t[3][:2] != face[:2])  # no pair with it
        before = board_point(page, x, y)
        double_tap(cdp, x, y)
        more = wait_zoom(page, zoom)
        assert more == pytest.approx(min(zoom * 1.5, 120 / base_tile), rel=0.02)
        assert board_point(page, x, y) == pytest.approx(before, abs=0.02)
        assert page.evaluate(SELECTED) == [first]
        page.keyboard.press("Escape")
        page.wait_for_function(f"{SELECTED}.length === 0")

        # turned on its side: the same zoom, refitted, nothing scrolls; back upright too
        page.set_viewport_size({"width": 844, "height": 390})
        wait_refitted(page)
        assert zoom_of(page) == more
        check_inside(page.evaluate(GEOMETRY))
        page.click("#zoom-whole")
        page.wait_for_function("+document.getElementById('board').dataset.zoom === 1")
        check_fits(page.evaluate(GEOMETRY))
        page.set_viewport_size({"width": 390, "height": 844})
        wait_refitted(page)
        check_fits(page.evaluate(GEOMETRY))
        assert page.evaluate(GEOMETRY)["tile"] == pytest.approx(base_tile, abs=0.5)

        # the start screen: turned on its side, the picker takes the landscape order; upright
        # again, the order for the new box; and, long on a phone, it scrolls under a finger
        page.click("#layouts")
        cards = "els => els.map(e => e.dataset.layout)"
        page.set_viewport_size({"width": 844, "height": 390})
        wait_refitted(page)
        assert page.eval_on_selector_all(".layout-card", cards) == [x.id for x in layouts()]
        page.set_viewport_size({"width": 360, "height": 640})
        wait_refitted(page)
        width, height = map(float, page.get_attribute("#board", "data-box").split("x"))
        expected = [x.id for x in fit.picker_order(layouts(), width, height)]
        assert page.eval_on_selector_all(".layout-card", cards) == expected
        panel = page.locator("#sol-overlay")
        box = panel.bounding_box()
        drag(cdp, (box["x"] + box["width"] / 2, box["y"] + box["height"] - 40),
             (box["x"] + box["width"] / 2, box["y"] + 60))
        page.wait_for_function(
            "document.getElementById('sol-overlay').scrollTop + "
            "document.getElementById('sol-panel').scrollTop > 100"
        )
        watch.check()
    finally:
        context.close()


def wait_refitted(page) -> None:
    """Wait until the board was fitted to its wrapper's box as it is now (after a resize)."""
    page.wait_for_function(
        """() => { const wrap = document.getElementById('board-wrap');
          const box = `${wrap.clientWidth - 8}x${wrap.clientHeight - 8}`;
          return document.getElementById('board').dataset.box === box; }"""
    )


def check_inside(box: dict) -> None:
    """A zoomed board covers its box (no felt beside it where it is larger than the box)."""
    left, top, right, bottom = box["box"]
    bl, bt, br, bb = box["board"]
    for lo, hi, blo, bhi in ((left, right, bl, br), (top, bottom, bt, bb)):
        if bhi - blo > hi - lo:
            assert blo <= lo + 1 and bhi >= hi - 1, box
        else:
            assert blo >= lo - 1 and bhi <= hi + 1, box
    assert box["scroll"] == [0, 0], box


# --------------------------------------------------------------------------- a whole deal


def tap_tile(page, tile_id: int) -> None:
    point = page.evaluate(VISIBLE_POINT, tile_id)
    assert point is not None, f"tile {tile_id} has no face in view"
    page.touchscreen.tap(point[0], point[1])


def test_a_daily_deal_on_a_phone_won_by_taps_then_the_streak_and_share(browser, site, watch):
    layout_id = UPRIGHT[0]
    layout = get_layout(layout_id)
    today = daily_date(datetime.now(UTC))
    yesterday = (today - timedelta(days=1)).isoformat()
    # an unassisted win of yesterday's deal, as an older version of the app kept it
    seed = {f"mj.v1.daily.{layout_id}.{yesterday}": '{"v": 1, "seconds": 200}'}
    context = phone(browser, "390x844")
    context.add_init_script("navigator.share = async data => { window.__shared = data; };")
    try:
        page = open_app(context, site, watch, seed)
        page.click(f"#layout-{layout_id}")
        name = layout.name("en")
        assert page.inner_text("#streak") == (
            f"Streak on {name}: 1 day in a row. Win today's deal to keep it going."
            " Daily deals on any layout: 1 day in a row."  # (the overall streak, issue 43)
        )
        deal(page, layout_id, daily=True)
        assert page.evaluate(GEOMETRY)["tile"] >= MIN_TILE

        # a tap on the visible part of a covered tile selects nothing above or beside it
        tiles = [DealtTile(*t) for t in page.evaluate(READ_TILES)]
        geometry = layout.geometry
        present = geometry.full
        covered = [t.id for t in tiles if geometry.blocked_reason(t.id, present) == "covered"]
        tapped = 0
        for tile_id in covered:
            point = page.evaluate(VISIBLE_POINT, tile_id)
            if point is None:
                continue
            page.evaluate("document.getElementById('live').textContent = ''")
            page.touchscreen.tap(point[0], point[1])
            label = page.get_attribute(f'[data-tile-id="{tile_id}"]', "aria-label")
            face = label.rsplit(", ", 1)[0]  # "<tile>, blocked" (a name may hold a comma)
            page.wait_for_function(
                "text => document.getElementById('live').textContent === text",
                arg=f"{face} is blocked",
            )
            assert page.evaluate(SELECTED) == [], f"tapping covered tile {tile_id} selected one"
            tapped += 1
            if tapped == 6:
                break
        assert tapped >= 3, "too few covered tiles with an edge in view"

        # the whole deal, tap by tap at the middle of each face in view
        moves = solve(tiles)
        assert moves and len(moves) * 2 == layout.size
        for first, second in moves:
            tap_tile(page, first)
            page.wait_for_function(f"{SELECTED}.includes({first})")
            tap_tile(page, second)
            page.wait_for_function(
                f"[{first}, {second}].every(id => document.querySelector("
                f"`[data-tile-id=\"${{id}}\"]`).classList.contains('removed'))"
            )
        page.wait_for_function("document.documentElement.dataset.state === 'won'")
        assert page.inner_text("#won-streak") == f"Streak on {name}: 2 days in a row."

        # Share: the Web Share API gets a short text, nothing about the player in it
        page.click("#share")
        page.wait_for_function("window.__shared !== undefined")
        shared = page.evaluate("window.__shared")
        lines = shared["text"].split("\n")
        won_time = page.inner_text(".won-time").removeprefix("Time: ")
        assert lines[0] == f"Mahjong solitaire · {name}"
        assert lines[1] == f"Daily deal · {today.day} {today:%B} {today.year} (Kathmandu)"
        assert lines[2] == f"Cleared in {won_time}, no hint, no shuffle."
        assert lines[3] == site and len(lines) == 4
        assert shared["title"] == "Mahjong solitaire"
        page.wait_for_function("document.getElementById('share-status').textContent === 'Shared.'")

        # the records: the streak and the chart, whose numbers are also text
        stored = json.loads(page.evaluate(f"localStorage.getItem('mj.v1.streak.{layout_id}')"))
        assert stored == {"v": 1, "current": 2, "best": 2, "last": today.isoformat()}
        page.click("#end-layouts")
        page.click("#stats")
        row = page.locator("#stats-table tbody tr", has_text=name)
        assert row.locator("td").all_inner_texts()[5] == "2"
        section = page.locator(".layout-times", has_text=name)
        assert section.locator(".times-chart rect.bar").count() == 1
        assert section.locator(".times-chart rect.bar.best").count() == 1
        summary = section.locator(".sr-only").inner_text()
        assert summary == f"Last 1 winning times on {name}, oldest first: {won_time} (best)."
        assert section.locator(".streak-line").inner_text() == "Streak: 2 days (longest: 2)"
        watch.check()
    finally:
        context.close()


# --------------------------------------------------------------------------- desktop


def test_desktop_zoom_keys_wheel_drag_and_share_by_clipboard(app, site, context):
    page = app
    page.select_option("#lang", "en")
    context.grant_permissions(["clipboard-read", "clipboard-write"])
    assert page.evaluate("navigator.share === undefined")  # as in desktop Chromium on Linux
    shown = page.eval_on_selector_all(".layout-card", "els => els.map(e => e.dataset.layout)")
    assert shown == [x.id for x in layouts()]  # a landscape screen keeps the layouts' order
    layout_id = UPRIGHT[-1]
    deal(page, layout_id, daily=True)
    whole = page.evaluate(GEOMETRY)
    check_fits(whole)

    # + and - around the focused tile, which stays in view; 0 back to the whole board
    in_view = f"id => ({IN_VIEW})(document.querySelector(`[data-tile-id=\"${{id}}\"]`))"
    focused = page.evaluate("+document.activeElement.dataset.tileId")
    page.keyboard.press("+")
    assert wait_zoom(page, 1.0) == pytest.approx(1.5)
    page.keyboard.press("+")
    assert wait_zoom(page, 1.5) == pytest.approx(2.25)
    assert page.evaluate(in_view, focused)
    # a tile reached by the keyboard out of view is brought into view
    hidden = page.evaluate(
        f"""() => {{ const el = [...document.querySelectorAll('.tile.free')]
            .find(el => !({IN_VIEW})(el));
          return el ? +el.dataset.tileId : null; }}"""
    )
    assert hidden is not None, "zoomed in twice, some free tile is out of view"
    page.focus(f'[data-tile-id="{hidden}"]')
    page.wait_for_function(in_view, arg=hidden)
    page.keyboard.press("-")
    page.wait_for_function("+document.getElementById('board').dataset.zoom < 2")
    page.keyboard.press("0")
    page.wait_for_function("+document.getElementById('board').dataset.zoom === 1")

    # Ctrl+wheel zooms about the pointer (an upright board on a wide screen stays centred
    # across, so the point is taken in the middle of its width)
    x, y = (whole["board"][0] + whole["board"][2]) / 2, whole["board"][1] + 100
    before = board_point(page, x, y)
    page.mouse.move(x, y)
    page.keyboard.down("Control")
    page.mouse.wheel(0, -100)
    page.keyboard.up("Control")
    zoom = wait_zoom(page, 1.0)
    assert zoom == pytest.approx(1.5, rel=0.01)
    assert board_point(page, x, y) == pytest.approx(before, abs=0.01)
    assert page.evaluate("scrollY") == 0
    placed = page.evaluate(TRANSFORM)
    page.mouse.wheel(0, 120)  # no Ctrl: the zoomed board pans (it is taller than its box)
    page.wait_for_function(f"{TRANSFORM} !== {json.dumps(placed)}")
    assert zoom_of(page) == zoom and page.evaluate("scrollY") == 0

    # a mouse drag pans and selects nothing; the button brings the whole board back
    start = page.evaluate(GEOMETRY)["board"]
    placed = page.evaluate(TRANSFORM)
    tile_id, tx, ty = free_tile_point(page)
    page.mouse.move(tx, ty)
    page.mouse.down()
    page.mouse.move(tx - 30, ty - 50, steps=6)
    page.mouse.up()
    page.wait_for_function(f"{TRANSFORM} !== {json.dumps(placed)}")
    assert page.evaluate(SELECTED) == []
    assert page.evaluate(GEOMETRY)["board"][1] < start[1]
    page.click("#zoom-whole")
    page.wait_for_function("+document.getElementById('board').dataset.zoom === 1")

    # win today's deal, then Share: no Web Share API here, so the text goes to the clipboard
    tiles = [DealtTile(*t) for t in page.evaluate(READ_TILES)]
    ids = [t for pair in solve(tiles) for t in pair]
    page.evaluate(
        "ids => { for (const id of ids) document.querySelector(`[data-tile-id=\"${id}\"]`)"
        ".click(); }",
        ids,
    )
    page.wait_for_function("document.documentElement.dataset.state === 'won'")
    page.click("#share")
    page.wait_for_function(
        "document.getElementById('share-status').textContent.startsWith('Copied')"
    )
    text = page.evaluate("navigator.clipboard.readText()")
    name = get_layout(layout_id).name("en")
    assert text.startswith(f"Mahjong solitaire · {name}\nDaily deal · ") and text.endswith(site)
    assert len(text.splitlines()) == 4
