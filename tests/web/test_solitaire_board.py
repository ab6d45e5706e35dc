"""The solitaire board's settings, motion, sound and win panel (issue 52), on a 390 px phone:
the settings kept across a reload, the matching light checked against the engine's own free
tiles, no motion under reduced motion, the sounds fetched only once turned on, the win panel's
time equal to the record stored, and axe on the new states in ne, hi and en."""

from __future__ import annotations

import json

import pytest
from engine import Deal, Game, get_layout, layouts, solve
from engine.tiles import match_class

from tests.web.a11y import Audits, set_language
from tests.web.test_a11y_solitaire import ANIMATED
from tests.web.test_solitaire import CLICK_IDS, on_board, state, wait_ready

pytestmark = pytest.mark.browser

SMALL = min(layouts(), key=lambda layout: (layout.size, layout.id)).id
LIT = """() => [...document.querySelectorAll('.tile.match')].map(el => +el.dataset.tileId)
    .sort((a, b) => a - b)"""
GONE = "id => document.querySelector(`[data-tile-id='${id}']`).classList.contains('removed')"
RING = """id => { const el = document.querySelector(`[data-tile-id='${id}']`);
    return [getComputedStyle(el).outlineStyle, getComputedStyle(el, '::before').content]; }"""
SETTING = "name => JSON.parse(localStorage.getItem('mj.v1.setting.' + name) || 'null')"


def open_app(phone, site, **options):
    page = phone(**options)
    page.goto(site)
    wait_ready(page)
    return page


def deal(page, layout_id: str, daily: bool = False) -> None:
    """A deal of `layout_id` from the start screen or the board."""
    if state(page) != "start":
        page.click("#layouts")
    page.click(f"#layout-{layout_id}")
    page.click("#todays-deal" if daily else "#new-deal")
    if page.locator("#confirm-give-up").count():
        page.click("#confirm-give-up")
    page.wait_for_function("document.documentElement.dataset.state === 'playing'")


def open_settings(page) -> None:
    page.click("#board-settings")
    page.wait_for_selector("#sol-panel.panel-settings #set-light")


def close_panel(page) -> None:
    page.click("#panel-close")
    page.wait_for_function("document.documentElement.dataset.state === 'playing'")
    page.wait_for_function("document.querySelector('#sol-overlay').hidden")


def engine_free(page, layout_id: str) -> tuple[dict[int, str], set[int]]:
    """The tiles on the board (id -> face) and the free ones by the engine, from the DOM's
    positions alone (not the page's own free marks)."""
    tiles = on_board(page)
    game = Game(Deal(layout_id, 0, tuple(sorted(tiles))), clock=lambda: 0.0)
    return {t.id: t.face for t in tiles}, set(game.free_ids())


def partners(faces: dict[int, str], free: set[int], tile: int) -> set[int]:
    """The free tiles that pair with `tile` (the engine's match classes)."""
    return {o for o in free if o != tile and match_class(faces[o]) == match_class(faces[tile])}


def pick(page, tile: int) -> None:
    page.evaluate(CLICK_IDS, [tile])
    page.wait_for_selector(f'[data-tile-id="{tile}"].selected')


def win(page) -> None:
    page.evaluate(CLICK_IDS, [t for pair in solve(on_board(page)) for t in pair])
    page.wait_for_function("document.documentElement.dataset.state === 'won'")


# ------------------------------------------------------------------------------ settings


def test_the_board_settings_are_kept_across_a_reload(phone, site):
    page = open_app(phone, site)
    deal(page, SMALL)
    assert page.get_attribute(".sol", "data-bg") == "felt"
    open_settings(page)
    # the defaults: no matching light, felt, no sound
    assert not page.is_checked("#set-light") and not page.is_checked("#set-sound")
    assert page.is_checked("#set-bg-felt")
    page.check("#set-light")
    page.check("#set-bg-dark")
    page.wait_for_function("document.querySelector('.sol').dataset.bg === 'dark'")
    assert page.evaluate(SETTING, "sol-light") == {"v": 1, "value": "on"}
    assert page.evaluate(SETTING, "sol-bg") == {"v": 1, "value": "dark"}
    close_panel(page)
    felt = page.evaluate("getComputedStyle(document.querySelector('.sol-bar')).backgroundColor")

    page.reload()
    wait_ready(page)
    assert page.get_attribute(".sol", "data-bg") == "dark"
    deal(page, SMALL)
    assert page.evaluate(
        "getComputedStyle(document.querySelector('.sol-bar')).backgroundColor") == felt
    open_settings(page)
    assert page.is_checked("#set-light") and page.is_checked("#set-bg-dark")
    assert not page.is_checked("#set-sound")
    page.check("#set-bg-wood")
    page.wait_for_function("document.querySelector('.sol').dataset.bg === 'wood'")
    page.keyboard.press("Escape")  # from the radio button: the panel closes
    page.wait_for_function("document.documentElement.dataset.state === 'playing'")
    assert page.evaluate(SETTING, "sol-bg") == {"v": 1, "value": "wood"}


def test_the_matching_light_lights_exactly_the_free_tiles_that_match(phone, site):
    page = open_app(phone, site)
    deal(page, "turtle")  # 144 tiles: flowers and seasons among them
    faces, free = engine_free(page, "turtle")
    pick(page, min(free))
    assert page.evaluate(LIT) == []  # off by default
    page.keyboard.press("Escape")
    open_settings(page)
    page.check("#set-light")
    close_panel(page)

    checked = 0
    classes = set()
    for _ in range(6):
        faces, free = engine_free(page, "turtle")
        # a free tile of a class not yet tried, preferring one with a free partner
        picked = min(sorted(free), key=lambda t: (match_class(faces[t]) in classes,
                                                  not partners(faces, free, t)))
        classes.add(match_class(faces[picked]))
        pick(page, picked)
        expected = sorted(partners(faces, free, picked))
        assert page.evaluate(LIT) == expected, (faces[picked], expected)
        if expected:
            checked += 1
            label = page.get_attribute(f'[data-tile-id="{expected[0]}"]', "aria-label")
            assert label.endswith("matches the picked tile"), label
            # the light is a shape too: a dashed ring and a badge, not a colour alone
            ring = page.evaluate(RING, expected[0])
            assert ring == ["dashed", '""'], ring
            page.evaluate(CLICK_IDS, [expected[0]])  # the pair goes: the next picks differ
            page.wait_for_function(GONE, arg=expected[0])
            assert page.evaluate(LIT) == []  # nothing picked, nothing lit
        else:
            page.keyboard.press("Escape")
            page.wait_for_function("!document.querySelector('.tile.selected')")
            assert page.evaluate(LIT) == []
    assert checked >= 3


# ------------------------------------------------------------------------------ motion

# The animation a tile has when the board takes the class "shuffling" (seen at that moment: the
# class goes again once the animation is over).
SEE_SHUFFLE = """() => { window.__shuffleSeen = null;
  const board = document.querySelector('#board');
  new MutationObserver((changes, observer) => {
    if (!board.classList.contains('shuffling')) return;
    const tile = board.querySelector('.tile:not(.removed)');
    window.__shuffleSeen = getComputedStyle(tile).animationName;
    observer.disconnect();
  }).observe(board, {attributes: true, attributeFilter: ['class']}); }"""


def test_no_motion_under_reduced_motion_and_motion_otherwise(phone, site):
    page = open_app(phone, site)
    for motion in ("no-preference", "reduce"):
        page.emulate_media(reduced_motion=motion)
        deal(page, "window")
        page.evaluate(SEE_SHUFFLE)
        page.keyboard.press("s")  # a shuffle
        page.wait_for_function("document.querySelector('#board').dataset.lastShuffleMs")
        if motion == "no-preference":
            page.wait_for_function("window.__shuffleSeen !== null")
            assert page.evaluate("window.__shuffleSeen") == "tile-shuffle"
        else:
            assert page.locator("#board.shuffling").count() == 0
            assert page.evaluate(ANIMATED) == []
        page.evaluate("document.querySelector('#board').removeAttribute('data-last-shuffle-ms')")
        win(page)
        if motion == "no-preference":
            assert page.locator("#sol-panel.celebrate").count() == 1
        else:
            assert page.locator(".celebrate, .shuffling").count() == 0
            assert page.evaluate(ANIMATED) == []
        page.click("#end-layouts")


# ------------------------------------------------------------------------------ sound

PLAYED = """(() => { window.__played = [];
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function () {
    window.__played.push(this.src.split('/').pop());
    return play.call(this); }; })()"""


def test_the_sounds_are_fetched_only_once_turned_on_and_stay_on(phone, site):
    page = phone(fresh=True)  # its own context: an init script, the sounds fetched
    page.context.add_init_script(PLAYED)
    fetched: list[str] = []
    page.on("request", lambda r: "/sounds/" in r.url and fetched.append(r.url.rsplit("/", 1)[-1]))
    page.goto(site)
    wait_ready(page)
    deal(page, "window")
    faces, free = engine_free(page, "window")
    pair = next((a, b) for a in sorted(free) for b in sorted(free)
                if a < b and match_class(faces[a]) == match_class(faces[b]))
    page.evaluate(CLICK_IDS, list(pair))
    page.wait_for_selector(f'[data-tile-id="{pair[0]}"].removed')
    assert fetched == [] and page.evaluate("window.__played") == []

    open_settings(page)
    page.check("#set-sound")
    close_panel(page)
    page.wait_for_function("() => performance.getEntriesByType('resource')"
                           ".filter(e => e.name.includes('/sounds/')).length === 4")
    assert sorted(set(fetched)) == ["pair.wav", "shuffle.wav", "win.wav", "wrong.wav"]
    assert page.evaluate(SETTING, "sol-sound") == {"v": 1, "value": "on"}
    faces, free = engine_free(page, "window")
    pair = next((a, b) for a in sorted(free) for b in sorted(free)
                if a < b and match_class(faces[a]) == match_class(faces[b]))
    wrong = next((a, b) for a in sorted(free) for b in sorted(free)
                 if a < b and match_class(faces[a]) != match_class(faces[b]))
    page.evaluate(CLICK_IDS, list(wrong))
    page.keyboard.press("Escape")
    page.evaluate(CLICK_IDS, list(pair))
    page.wait_for_selector(f'[data-tile-id="{pair[0]}"].removed')
    assert page.evaluate("window.__played") == ["wrong.wav", "pair.wav"]

    page.reload()  # remembered: on after a reload, the sounds fetched with the first deal
    wait_ready(page)
    assert page.evaluate("() => performance.getEntriesByType('resource')"
                         ".filter(e => e.name.includes('/sounds/')).length") == 0
    page.click("#continue-deal")
    page.wait_for_function("document.documentElement.dataset.state === 'playing'")
    page.wait_for_function("() => performance.getEntriesByType('resource')"
                           ".filter(e => e.name.includes('/sounds/')).length === 4")
    open_settings(page)
    assert page.is_checked("#set-sound")
    page.uncheck("#set-sound")
    assert page.evaluate(SETTING, "sol-sound") == {"v": 1, "value": "off"}


# ------------------------------------------------------------------------------ win panel


def test_the_win_panel_shows_the_time_recorded_and_the_best_time_beaten(phone, site):
    layout = get_layout(SMALL)
    before = {"v": 1, "seconds": 3599.0}
    page = open_app(phone, site, entries={f"mj.v1.best.{SMALL}": json.dumps(before)})
    deal(page, SMALL, daily=True)
    page.wait_for_timeout(1100)  # a time above zero on the clock
    win(page)
    best = page.evaluate("k => JSON.parse(localStorage.getItem(k)).seconds", f"mj.v1.best.{SMALL}")
    assert 1 <= best < 3599
    shown = f"{int(best) // 60}:{int(best) % 60:02d}"
    assert page.inner_text("#won-time") == f"Time: {shown}"
    assert page.inner_text("#won-beaten") == "Best time beaten: it was 59:59."
    assert page.inner_text("#won-note") == "A new best time!"
    assert shown in page.inner_text("#won-best")
    assert page.inner_text("#won-streak-all") == "Daily deals on any layout: 1 day in a row."
    assert page.locator("#won-streak").count() == 1
    # the layout's picture: one path per layer, as the picker draws it
    layers = len({z for _, _, z in layout.positions})
    assert page.locator(".won-picture svg path").count() == layers
    assert page.evaluate("document.documentElement.scrollWidth") <= 390

    # a win that does not beat the best (0.001 s, put in the record): no such line
    page.evaluate("k => localStorage.setItem(k, JSON.stringify({v: 1, seconds: 0.001}))",
                  f"mj.v1.best.{SMALL}")
    deal(page, SMALL)
    win(page)
    assert page.locator("#won-beaten").count() == 0
    assert page.inner_text("#won-note") == "This time counted towards your best."
    assert page.locator(".won-picture svg").count() == 1


# ------------------------------------------------------------------------------ axe


def test_the_new_states_pass_the_audit(phone, site):
    page = open_app(phone, site)
    page.evaluate("() => { window.__said = []; }")
    audits = Audits(page)
    deal(page, "turtle")
    open_settings(page)
    audits.each_language("board settings")
    set_language(page, "en")
    page.check("#set-light")
    page.check("#set-bg-wood")
    close_panel(page)
    faces, free = engine_free(page, "turtle")
    first = next(a for a in sorted(free) if partners(faces, free, a))
    pick(page, first)
    page.wait_for_selector(".tile.match")
    for background in ("wood", "dark", "felt"):
        page.evaluate("bg => document.querySelector('.sol').dataset.bg = bg", background)
        audits.each_language(f"board with the matching light on {background}",
                             dark=background == "felt")
    page.keyboard.press("Escape")
    deal(page, SMALL, daily=True)
    win(page)
    audits.each_language("the win panel with the layout's picture")
    for lang in ("ne", "hi", "en"):
        set_language(page, lang)
        assert page.evaluate("document.documentElement.scrollWidth") <= 390
    audits.assert_clean()
