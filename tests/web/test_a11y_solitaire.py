"""Accessibility of the solitaire page: axe-core audits of every panel and the board in play, in
the three languages (and the dark scheme); a whole deal won with keys alone (Tab and arrows
among the free tiles, Enter and Space to pick, U, H and S), the focus always drawn and never
lost when a panel opens or closes; the live region's words for a match, a hint, a shuffle, a
dead end and a win in the interface language; free and blocked tiles told apart by more than
colour, at AA contrast; reduced motion turning the animations off.

One phone-size page serves the module: each page load costs seconds.
"""

from __future__ import annotations

import re
import sys
from collections import Counter, deque
from pathlib import Path

import pytest
from engine import Deal, Game, layouts, solve

from tests.web.a11y import (
    FOCUS_SHOWN,
    LANGS,
    Audits,
    announcements,
    clear_announcements,
    set_language,
)
from tests.web.test_solitaire import (
    CLICK_IDS,
    on_board,
    small_layout,
    state,
    stuck_layout,
    stuck_line,
)
from tests.web.test_solitaire_arrows import load_arrows

pytestmark = pytest.mark.browser

WEB = Path(__file__).resolve().parents[2] / "web"
KEYBOARD_LAYOUT = "window"  # 48 tiles: a whole deal by keys stays quick

BOARD_TILES = """() => [...document.querySelectorAll('[data-tile-id]')]
    .filter(el => !el.classList.contains('removed'))
    .map(el => [+el.dataset.tileId, +el.dataset.x, +el.dataset.y, +el.dataset.z,
                el.classList.contains('free')])"""
FOCUSED_TILE = "() => +(document.activeElement?.dataset?.tileId ?? -1)"


def load_texts() -> dict[str, dict[str, str]]:
    """The solitaire page's texts (its catalog, web/app/locale) without the page."""
    if str(WEB) not in sys.path:
        sys.path.insert(0, str(WEB))
    from tests.fixtures.words import words

    return words("solitaire")


TEXT = load_texts()


def said_as(key: str, lang: str) -> re.Pattern:
    """A pattern for the text `key` in `lang`, its {placeholders} standing for anything."""
    parts = re.split(r"\{\w+\}", TEXT[key][lang])
    return re.compile(".+".join(re.escape(p) for p in parts))


def check_said(page, keys: list[str], lang: str) -> None:
    """The live region said each text in turn (others may come between; texts said at once
    come in one announcement), in `lang` only."""
    said = announcements(page)
    at = 0
    for key in keys:
        pattern = said_as(key, lang)
        while at < len(said) and not pattern.search(said[at]):
            at += 1
        assert at < len(said), f"{key} [{lang}] was not said after the others: {said}"
    if lang != "en":
        assert not any(re.search(r"[0-9]", text) for text in said), f"ASCII digits: {said}"


@pytest.fixture(scope="module")
def sol(a11y_page):
    """The shared page (conftest.py), on the solitaire view."""
    a11y_page.evaluate("location.hash = '#/'")
    a11y_page.wait_for_selector("#board")
    return a11y_page


def wait_state(page, name: str) -> None:
    page.wait_for_function("s => document.documentElement.dataset.state === s", arg=name)


def new_deal(page, layout_id: str) -> None:
    """From the start screen (or any panel with Layouts), a new deal of `layout_id`."""
    if state(page) != "start":
        page.click("#layouts")
    page.click(f"#layout-{layout_id}")
    page.click("#new-deal")
    if page.locator("#confirm-give-up").count():
        page.click("#confirm-give-up")
    wait_state(page, "playing")


# ------------------------------------------------------------------------------ audits


def test_solitaire_states_pass_the_audit(sol):
    page, audits = sol, Audits(sol)
    set_language(page, "en")
    if state(page) != "start":
        page.click("#layouts")
    audits.each_language("solitaire start screen")

    layout_id = stuck_layout()  # (it gets stuck below)
    new_deal(page, layout_id)
    free = page.locator(".tile.free")
    free.first.click()
    page.keyboard.press("h")
    page.wait_for_selector(".tile.hint")
    audits.each_language("board in play, a tile selected, a hint shown")
    page.keyboard.press("+")  # zoomed in: the Whole board button appears over the board
    page.wait_for_selector("#zoom-whole:not([hidden])")
    audits.check("board zoomed in [en]")
    page.keyboard.press("0")
    page.click("#help")
    audits.each_language("help", dark=False)
    page.keyboard.press("Escape")
    page.click("#stats")
    audits.each_language("records", dark=False)
    page.keyboard.press("Escape")
    page.click("#give-up")
    audits.check("the question before giving up [en]")
    page.keyboard.press("Escape")
    page.click("#layouts")
    page.wait_for_selector("#continue-deal")
    audits.check("start screen with a deal to continue [en]")
    page.keyboard.press("Escape")

    # A dead end: random pairs until none is left.
    deal = tuple(sorted(on_board(page)))
    lines = (stuck_line(Game(Deal(layout_id, 0, deal), lambda: 0.0), seed) for seed in range(200))
    line = next(filter(None, lines))
    page.keyboard.press("Escape")  # let go of the selected tile
    set_language(page, "ne")
    clear_announcements(page)
    page.evaluate(CLICK_IDS, [t for pair in line for t in pair])
    wait_state(page, "stuck")
    check_said(page, ["sol.ann.removed", "sol.stuck.title"], "ne")
    audits.each_language("stuck panel")
    page.click("#stuck-end")
    page.click("#confirm-give-up")
    wait_state(page, "lost")
    audits.each_language("deal lost", dark=False)

    page.click("#end-layouts")
    page.click(f"#layout-{layout_id}")
    page.click("#todays-deal")  # a daily deal won: its end panel offers Share
    wait_state(page, "playing")
    page.evaluate(CLICK_IDS, [t for pair in solve(on_board(page)) for t in pair])
    wait_state(page, "won")
    audits.each_language("today's deal won")
    # Share where nothing can share or copy: the text is shown, selected, to copy by hand.
    page.evaluate("""() => { delete navigator.share;
        navigator.clipboard.writeText = () => Promise.reject(new Error("refused")); }""")
    page.click("#share")
    page.wait_for_selector("#share-text")
    audits.check("today's deal won, Share's text to copy by hand [en]")
    page.click("#stats")
    audits.each_language("records with a streak and recent times", dark=False)
    page.keyboard.press("Escape")
    page.click("#end-layouts")
    audits.check("start screen with a streak [en]")
    audits.assert_clean()


def test_the_live_region_speaks_the_interface_language(sol):
    """A match, a hint and a shuffle, said in Nepali, Hindi and English (numbers in the
    reader's digits); a dead end and a win are heard in the other tests."""
    page = sol
    new_deal(page, small_layout())
    for lang in LANGS:
        set_language(page, lang)
        clear_announcements(page)
        game = Game(Deal(small_layout(), 0, tuple(sorted(on_board(page)))), lambda: 0.0)
        page.evaluate(CLICK_IDS, list(game.free_pairs()[0]))
        page.keyboard.press("h")
        page.keyboard.press("s")
        check_said(page, ["sol.ann.removed", "sol.ann.hint", "sol.ann.shuffled"], lang)


# ------------------------------------------------------------------------------ keyboard

arrows = load_arrows()
KEYS = tuple(arrows.DIRECTIONS)


def board_places(tiles: list[list[int]]) -> tuple[dict[int, tuple], list[int]]:
    """From BOARD_TILES' rows: each tile's (x, y, z), and the free tiles in the page's order."""
    return {t[0]: tuple(t[1:4]) for t in tiles}, [t[0] for t in tiles if t[4]]


def plan_keys(tiles: list[list[int]], start: int, target: int) -> list[tuple[str, int]]:
    """The fewest keys from the focused tile `start` to the free tile `target`, each with the
    tile it focuses: arrows (the page's own rule) and Tab / Shift+Tab through the free tiles
    in the page's order. `tiles` holds [id, x, y, z, free] of the tiles on the board."""
    assert start != -1, "the focus is on no tile"
    positions, order = board_places(tiles)
    ways: dict[int, list[tuple[str, int]]] = {start: []}
    todo = deque([start])
    while todo:
        here = todo.popleft()
        if here == target:
            return ways[here]
        nexts = [(key, arrows.arrow_target(positions, order, here, key)) for key in KEYS]
        if here in order:  # Tab goes on from a free tile (from a covered one: unknown)
            at = order.index(here)
            nexts.append(("Tab", order[at + 1] if at + 1 < len(order) else None))
            nexts.append(("Shift+Tab", order[at - 1] if at > 0 else None))
        for key, tile in nexts:
            if tile is not None and tile not in ways:
                ways[tile] = [*ways[here], (key, tile)]
                todo.append(tile)
    raise AssertionError(f"no keys lead from {start} to {target}")


def press(page, key: str) -> int:
    """A key; then the focus must be on the page and drawn. Returns the focused tile's id."""
    page.keyboard.press(key)
    shown, tile = page.evaluate(f"[({FOCUS_SHOWN})(), ({FOCUSED_TILE})()]")
    assert not shown, f"after {key}: {shown}"
    return tile


def go_to_tile(page, target: int, used: Counter) -> None:
    """Move the focus to `target` by the planned keys, each landing where planned."""
    here = page.evaluate(FOCUSED_TILE)
    for key, tile in plan_keys(page.evaluate(BOARD_TILES), here, target):
        assert press(page, key) == tile, f"{key} from {here} did not go to {tile}"
        used[key] += 1
        here = tile


def use_each_arrow(page, used: Counter) -> None:
    """Each arrow key pressed once from a free tile it leads away from, landing where the page's
    rule says: a deal's own line of play need not call for every direction."""
    for key in KEYS:
        positions, order = board_places(page.evaluate(BOARD_TILES))
        start, to = next(
            (here, to)
            for here in order
            if (to := arrows.arrow_target(positions, order, here, key)) is not None
        )
        go_to_tile(page, start, used)
        assert press(page, key) == to, f"{key} from {start} did not go to {to}"
        used[key] += 1


def play_by_keys(page, pairs, used: Counter) -> None:
    for a, b in pairs:
        go_to_tile(page, a, used)
        press(page, "Enter")
        go_to_tile(page, b, used)
        press(page, "Space")


def test_a_whole_deal_won_by_keyboard_alone(sol):
    page = sol
    if state(page) != "start":
        page.click("#layouts")  # set-up: the start screen; from here on, keys only
    set_language(page, "hi")
    page.focus("#new-deal")
    # the layout picker is one Tab stop: its arrows choose the layout
    for _ in range(20):
        press(page, "Tab")
        if page.evaluate("document.activeElement.getAttribute('role') === 'radio'"):
            break
    for _ in range(len(layouts())):
        if page.evaluate(f"document.activeElement.id === 'layout-{KEYBOARD_LAYOUT}'"):
            break
        press(page, "ArrowRight")
    assert page.get_attribute(f"#layout-{KEYBOARD_LAYOUT}", "aria-checked") == "true"
    for _ in range(20):
        if page.evaluate("document.activeElement.id === 'new-deal'"):
            break
        press(page, "Shift+Tab")
    press(page, "Enter")
    if page.locator("#confirm-give-up").count():  # a deal was on: the question, by keys
        press(page, "Shift+Tab")
        press(page, "Enter")
    wait_state(page, "playing")
    assert page.evaluate(FOCUSED_TILE) >= 0, "a new deal puts the focus on a free tile"
    clear_announcements(page)

    used: Counter = Counter()
    use_each_arrow(page, used)
    line = solve(on_board(page))
    play_by_keys(page, line[:1], used)
    press(page, "u")  # undo: the pair is back
    assert len(on_board(page)) == len(line) * 2
    play_by_keys(page, line[:3], used)
    press(page, "h")  # a hint: two tiles lit
    assert page.locator(".tile.hint").count() == 2
    press(page, "s")  # a shuffle: the faces left dealt again, so plan again
    line = solve(on_board(page))
    play_by_keys(page, line, used)
    wait_state(page, "won")
    assert all(used[key] for key in KEYS), f"every arrow key was used: {used}"
    check_said(
        page,
        ["sol.ann.removed", "sol.ann.undone", "sol.ann.hint", "sol.ann.shuffled", "sol.ann.won"],
        "hi",
    )
    # The end panel has the focus, drawn, on its first button.
    assert not page.evaluate(FOCUS_SHOWN)
    assert page.evaluate("document.activeElement.closest('#sol-panel') !== null")


def test_focus_is_kept_when_a_panel_opens_and_closes(sol):
    """Help and records open from the toolbar by keys and take the focus; Escape closes them
    and gives it back to the button that opened them."""
    page = sol
    if state(page) not in ("playing", "stuck"):
        new_deal(page, small_layout())
    page.focus("#help")
    for panel in ("#help", "#stats"):
        page.focus(panel)
        press(page, "Enter")
        assert page.evaluate("document.activeElement.closest('#sol-panel') !== null")
        press(page, "Tab")
        assert page.evaluate("document.activeElement.closest('#sol-panel') !== null")
        press(page, "Escape")
        assert page.evaluate("document.activeElement.id") == panel[1:]
    page.focus("#give-up")
    press(page, "Enter")
    assert page.evaluate("document.activeElement.id") == "cancel-give-up"
    press(page, "Enter")
    assert page.evaluate("document.activeElement.id") == "give-up"

    # A dead end: its panel takes the focus; Undo closes it and the focus goes to a free tile.
    layout_id = stuck_layout()
    new_deal(page, layout_id)
    deal = tuple(sorted(on_board(page)))
    lines = (stuck_line(Game(Deal(layout_id, 0, deal), lambda: 0.0), seed) for seed in range(200))
    page.evaluate(CLICK_IDS, [t for pair in next(filter(None, lines)) for t in pair])
    wait_state(page, "stuck")
    assert page.evaluate("document.activeElement.id") == "stuck-undo"
    assert press(page, "Enter") >= 0, "the focus is on a tile"
    assert state(page) == "playing"


# ------------------------------------------------------------------------------ colour, motion

# What a free and a blocked tile paint: each tile's inset edge (colour, width) and its face
# (the tile's colour under the dimming layer of ::after), with WCAG contrast ratios.
TILE_LOOKS = """() => {
    const parse = c => (c.match(/[\\d.]+/g) || []).map(Number);
    const lum = ([r, g, b]) => {
        const f = v => (v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
        return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
    };
    const ratio = (a, b) => { const [x, y] = [lum(a), lum(b)].sort((p, q) => q - p);
                              return (x + 0.05) / (y + 0.05); };
    const look = el => {
        const style = getComputedStyle(el);
        const [r, g, b, a = 1] = parse(getComputedStyle(el, "::after").backgroundColor);
        const dim = colour => colour.map((v, i) => v * (1 - a) + [r, g, b][i] * a);
        const face = dim(parse(style.backgroundColor).slice(0, 3));
        const edge = style.boxShadow.match(/(rgba?\\([^)]*\\)) 0px 0px 0px ([\\d.]+)px inset/);
        const shown = dim(parse(edge[1]).slice(0, 3));  // the dimming layer covers it too
        return {face, edgeWidth: +edge[2], edgeContrast: ratio(shown, face)};
    };
    const free = document.querySelector(".tile.free:not(.selected):not(.hint):not(.removed)");
    const blocked = document.querySelector(".tile:not(.free):not(.removed)");
    const [f, b] = [look(free), look(blocked)];
    return {free: f, blocked: b, faces: ratio(f.face, b.face)};
}"""


@pytest.mark.parametrize("scheme", ["light", "dark"])
def test_free_and_blocked_tiles_differ_by_more_than_colour(sol, scheme):
    """A free tile has a dark edge at least 2 px wide, 3:1 or more against its face (WCAG
    1.4.11's contrast for a state), which a blocked tile lacks; a blocked face is dimmer too."""
    page = sol
    if state(page) not in ("playing", "stuck"):
        new_deal(page, small_layout())
    page.emulate_media(color_scheme=scheme)
    try:
        looks = page.evaluate(TILE_LOOKS)
    finally:
        page.emulate_media(color_scheme="light")
    free, blocked = looks["free"], looks["blocked"]
    assert free["edgeWidth"] >= 2 and free["edgeContrast"] >= 3, looks
    assert blocked["edgeWidth"] < 2 and blocked["edgeContrast"] < 2, looks  # a faint, thin edge
    assert looks["faces"] >= 1.8, looks  # and the blocked face is plainly dimmer


ANIMATED = """() => [...document.querySelectorAll("*")].flatMap(el => {
    const style = getComputedStyle(el);
    const moving = [];
    if (style.animationName !== "none") moving.push(el.className + ": " + style.animationName);
    if (style.transitionDuration.split(",").some(d => parseFloat(d) > 0))
        moving.push(el.className + ": transition " + style.transitionDuration);
    return moving;
})"""


def test_reduced_motion_turns_the_animations_off(sol):
    """With a hint lit and a pair just removed, animations run (the hint's pulse, the removed
    tile's fade); a player who asks for reduced motion gets none, and no transition either."""
    page = sol
    new_deal(page, small_layout())
    game = Game(Deal(small_layout(), 0, tuple(sorted(on_board(page)))), lambda: 0.0)
    page.evaluate(CLICK_IDS, list(game.free_pairs()[0]))
    page.keyboard.press("h")
    page.wait_for_selector(".tile.hint")
    page.emulate_media(reduced_motion="no-preference")
    moving = page.evaluate(ANIMATED)
    assert any("hint-pulse" in m for m in moving) and any("tile-out" in m for m in moving), moving
    page.emulate_media(reduced_motion="reduce")
    try:
        assert page.evaluate(ANIMATED) == []
        page.evaluate("location.hash = '#/score'")
        page.wait_for_selector("#sc-hand")
        assert page.evaluate(ANIMATED) == []  # the scorer's lifted tile moves at once too
    finally:
        page.emulate_media(reduced_motion="no-preference")
        page.evaluate("location.hash = '#/'")
