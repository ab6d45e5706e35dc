"""The solitaire page in a real browser: the start screen, the DOM contract, moves, keys, undo,
a whole deal clicked to the win (order from the engine's solver on the deal read from the DOM),
records after a reload, an assisted win, the stuck panel and corrupt storage.

Pages are shared where the assertions belong together: each page load costs seconds.
"""

from __future__ import annotations

import json
import random
from datetime import UTC, datetime

import pytest
from engine import (
    Deal,
    DealtTile,
    Game,
    GameResult,
    Records,
    daily_date,
    daily_deal,
    get_layout,
    layouts,
    new_deal,
    saved,
    solve,
)
from keeping import MemoryStorage

pytestmark = pytest.mark.browser

READ_TILES = """() => [...document.querySelectorAll('[data-tile-id]')].map(el => ({
    id: +el.dataset.tileId, face: el.dataset.face, x: +el.dataset.x, y: +el.dataset.y,
    z: +el.dataset.z, removed: el.classList.contains('removed') || !el.isConnected,
    free: el.classList.contains('free'), selected: el.classList.contains('selected'),
    hint: el.classList.contains('hint'), label: el.getAttribute('aria-label')}))"""
CLICK_IDS = """ids => { for (const id of ids)
    document.querySelector(`[data-tile-id="${id}"]`).click(); }"""


def wait_ready(page) -> None:
    page.wait_for_function("document.documentElement.dataset.state !== 'loading'", timeout=120_000)


def small_layout() -> str:
    """The layout with the fewest tiles: tests not about size use it."""
    return min(layouts(), key=lambda layout: (layout.size, layout.id)).id


def stuck_layout() -> str:
    """A small layout on which random play soon gets stuck where a shuffle can help (the
    smallest, Dice, is often won or stranded instead): for the stuck panel's tests."""
    return "window"


def state(page) -> str:
    return page.evaluate("document.documentElement.dataset.state")


def tiles(page) -> list[dict]:
    return page.evaluate(READ_TILES)


def on_board(page) -> list[DealtTile]:
    """The tiles still on the board, as the engine's DealtTile, read from the DOM."""
    return [
        DealtTile(t["id"], t["face"], t["x"], t["y"], t["z"])
        for t in tiles(page)
        if not t["removed"]
    ]


def engine_game(page, layout_id: str) -> Game:
    """A CPython Game over the deal shown in the page (all tiles must still be on the board)."""
    deal = Deal(layout_id, 0, tuple(sorted(on_board(page))))
    return Game(deal, clock=lambda: 0.0)


def tile(page, tile_id: int):
    return page.locator(f'[data-tile-id="{tile_id}"]')


def classes(page, tile_id: int) -> set[str]:
    return set((tile(page, tile_id).get_attribute("class") or "").split())


def start(page, layout_id: str, daily: bool = False) -> None:
    """From the start screen: pick the layout, then today's or a new deal."""
    page.click(f"#layout-{layout_id}")
    page.click("#todays-deal" if daily else "#new-deal")
    page.wait_for_function("document.documentElement.dataset.state === 'playing'")


def set_english(page) -> None:
    page.select_option("#lang", "en")


# --------------------------------------------------------------------------- start screen


def test_start_screen_then_todays_deal_matches_the_engine(app):
    page = app
    set_english(page)
    assert state(page) == "start"
    assert page.is_visible("#todays-deal") and page.is_visible("#new-deal")
    for layout in layouts():
        card = page.locator(f"#layout-{layout.id}")
        text = card.inner_text()
        assert layout.name("en") in text and str(layout.size) in text
    assert "No time set on today's" in page.inner_text("#today-best")
    layout_id = small_layout()
    start(page, layout_id, daily=True)
    shown = sorted(on_board(page))
    expected = daily_deal(layout_id, daily_date(datetime.now(UTC)))
    assert shown == sorted(expected.tiles)
    # free/blocked classes are the engine's free rule, and labels say so
    game = Game(expected, clock=lambda: 0.0)
    dom_tiles = tiles(page)
    assert {t["id"] for t in dom_tiles if t["free"]} == set(game.free_ids())
    blocked = next(t for t in dom_tiles if not t["free"])
    assert blocked["label"].endswith(", blocked")
    free = next(t for t in dom_tiles if t["free"])
    assert free["label"].endswith(", free")
    assert page.inner_text("#tiles-left").startswith(str(len(expected.tiles)))
    for button in ("undo", "redo", "hint", "shuffle", "new-deal", "todays-deal", "give-up"):
        assert page.locator(f"#{button}").count() == 1

    # the keyboard: starting a deal focuses a free tile, Enter picks it, Escape lets go
    focused = page.evaluate("document.activeElement.dataset.tileId")
    assert focused is not None, "starting a deal puts the focus on a free tile"
    assert "free" in classes(page, int(focused))
    page.keyboard.press("Enter")
    assert "selected" in classes(page, int(focused))
    assert page.inner_text("#live").strip().endswith("selected")
    page.keyboard.press("Escape")
    assert "selected" not in classes(page, int(focused))
    assert page.get_attribute("#live", "aria-live") == "polite"


# --------------------------------------------------------------------------- moves


def test_select_match_mismatch_deselect_blocked_keys_and_undo(app):
    page = app
    set_english(page)
    layout_id = small_layout()
    start(page, layout_id)
    original = {t["id"]: t["face"] for t in tiles(page)}
    game = engine_game(page, layout_id)
    free = sorted(game.free_ids())
    pairs = game.free_pairs()
    assert pairs, "a fresh deal always has a free pair"
    a, b = pairs[0]
    other = next(t for t in free if t not in (a, b) and game.face(t) != game.face(a)
                 and not any(t in p for p in pairs if a in p))

    # select, then deselect by clicking again
    tile(page, a).click()
    assert "selected" in classes(page, a)
    assert "selected" in page.get_attribute(f'[data-tile-id="{a}"]', "aria-label")
    tile(page, a).click()
    assert "selected" not in classes(page, a)

    # mismatch: the second tile becomes the selection
    tile(page, a).click()
    tile(page, other).click()
    assert "selected" in classes(page, other) and "selected" not in classes(page, a)
    tile(page, other).click()  # deselect

    # a blocked tile does nothing
    # (one held on both sides, so a real click lands on it and not on a tile above)
    sides = [t for t in original if game.blocked_reason(t) == "sides"]
    covered = [t for t in original if game.blocked_reason(t) == "covered"]
    blocked = sides[0] if sides else covered[0]
    if sides:
        tile(page, blocked).click(force=True)
    else:
        page.evaluate(CLICK_IDS, [blocked])
    assert "blocked" in page.inner_text("#live")
    assert not any(t["selected"] for t in tiles(page))
    assert "removed" not in classes(page, blocked)

    # match: both leave
    tile(page, a).click()
    tile(page, b).click()
    assert "removed" in classes(page, a) and "removed" in classes(page, b)
    assert page.inner_text("#tiles-left").startswith(str(len(original) - 2))
    assert tile(page, a).evaluate("el => getComputedStyle(el).animationName") == "tile-out"
    game.click(a)
    game.click(b)
    assert {t["id"] for t in tiles(page) if t["free"] and not t["removed"]} == set(game.free_ids())

    # a second pair, then U twice: back to the deal exactly
    c, d = game.free_pairs()[0]
    page.evaluate(CLICK_IDS, [c, d])
    assert "removed" in classes(page, c)
    page.locator("#board-wrap").focus()
    page.keyboard.press("u")
    page.keyboard.press("u")
    now = tiles(page)
    assert not any(t["removed"] for t in now)
    assert {t["id"]: t["face"] for t in now} == original
    assert page.is_disabled("#undo")

    # Ctrl+Y redoes, Ctrl+Z undoes
    page.keyboard.press("Control+y")
    assert "removed" in classes(page, a) and "removed" in classes(page, b)
    page.keyboard.press("Control+z")
    assert "removed" not in classes(page, a)

    # H lights a matching free pair
    page.keyboard.press("h")
    lit = [t for t in tiles(page) if t["hint"]]
    assert len(lit) == 2 and all(t["free"] for t in lit)
    assert (lit[0]["face"] == lit[1]["face"]) or (lit[0]["face"][:2] == lit[1]["face"][:2])

    # S shuffles: same tiles on the same places, faces moved; Ctrl+Z puts them back
    page.keyboard.press("s")
    shuffled = {t["id"]: t["face"] for t in tiles(page)}
    assert sorted(shuffled.values()) == sorted(original.values())
    assert shuffled != original
    assert not any(t["hint"] for t in tiles(page))
    page.keyboard.press("Control+z")
    assert {t["id"]: t["face"] for t in tiles(page)} == original

    # another language relabels the tiles and the counts, in Devanagari digits
    page.select_option("#lang", "ne")
    labels = [t["label"] for t in tiles(page) if t["free"]]
    assert labels and all(label.endswith(", खुला") for label in labels)
    assert page.inner_text("#tiles-left") == f"{len(original)} टाइल बाँकी".translate(
        str.maketrans("0123456789", "०१२३४५६७८९")
    )


# --------------------------------------------------------------------------- whole deals


def play_out(page, moves: list[tuple[int, int]]) -> None:
    """Click the pairs with the mouse, at each tile's centre (so what the pointer hits there,
    on top, is what gets clicked; the board does not move while a deal is played)."""
    centres = page.evaluate(
        """() => Object.fromEntries([...document.querySelectorAll('[data-tile-id]')].map(el => {
            const r = el.getBoundingClientRect();
            return [el.dataset.tileId, [r.left + r.width / 2, r.top + r.height / 2]]; }))"""
    )
    for pair in moves:
        for tile_id in pair:
            x, y = centres[str(tile_id)]
            page.mouse.click(x, y)


def test_win_by_clicking_records_the_best_time_across_a_reload(app, site):
    page = app
    set_english(page)
    layout_id = "turtle" if "turtle" in [x.id for x in layouts()] else small_layout()
    start(page, layout_id, daily=True)
    moves = solve(on_board(page))
    assert moves and len(moves) * 2 == get_layout(layout_id).size
    page.wait_for_timeout(1100)  # so the clock shows a time above zero
    play_out(page, moves)
    page.wait_for_function("document.documentElement.dataset.state === 'won'")
    assert all(t["removed"] for t in tiles(page))
    assert "This time counted" in page.inner_text("#won-note") or "new best" in page.inner_text(
        "#won-note"
    )
    best_text = page.inner_text("#won-best")
    stored = page.evaluate("Object.fromEntries(Object.entries(localStorage))")
    best = json.loads(stored[f"mj.v1.best.{layout_id}"])["seconds"]
    assert best > 0
    day = daily_date(datetime.now(UTC)).isoformat()
    assert json.loads(stored[f"mj.v1.daily.{layout_id}.{day}"])["seconds"] == best
    stats = json.loads(stored[f"mj.v1.stats.{layout_id}"])
    assert stats["played"] == 1 and stats["won"] == 1

    page.reload()
    wait_ready(page)
    assert state(page) == "start"
    shown = f"{int(best) // 60}:{int(best) % 60:02d}"
    assert shown in best_text
    assert shown in page.inner_text("#today-best")
    # the overall streak (a daily deal won on any layout) beside the layout's own
    assert "Daily deals on any layout: 1 day in a row." in page.inner_text("#streak")
    cards = page.evaluate("[...document.querySelectorAll('.layout-card .layout-name')]"
                          ".map(n => n.textContent)")
    page.click("#stats")
    table = page.inner_text("#stats-table")
    assert shown in table
    # the records list the layouts played, in the picker's order (issue 53: not every
    # layout at all zeros)
    rows = page.evaluate("[...document.querySelectorAll('#stats-table tbody th')]"
                         ".map(n => n.textContent)")
    assert rows == [get_layout(layout_id).name("en")] and rows[0] in cards
    assert page.inner_text("#streak-all") == (
        "Daily deals won in a row, any layout: 1 day (longest: 1)")
    page.keyboard.press("Escape")
    assert state(page) == "start"


def stuck_line(game: Game, seed: int) -> list[tuple[int, int]] | None:
    """Remove random free pairs until none is left; the pairs if tiles remain (stuck) and
    some arrangement of them clears (so the stuck panel advises a shuffle)."""
    rng = random.Random(seed)
    line = []
    while True:
        pairs = game.free_pairs()
        if not pairs:
            return line if game.tiles_left and game.clearable() else None
        a, b = rng.choice(pairs)
        game.click(a)
        game.click(b)
        line.append((a, b))


def test_stuck_panel_then_a_hint_assisted_win(app):
    page = app
    set_english(page)
    page.emulate_media(reduced_motion="reduce")
    layout_id = stuck_layout()
    start(page, layout_id)
    deal_tiles = tuple(sorted(on_board(page)))
    line = None
    for seed in range(200):
        line = stuck_line(Game(Deal(layout_id, 0, deal_tiles), clock=lambda: 0.0), seed)
        if line:
            break
    assert line, "random play found no stuck position in 200 tries"
    play_out(page, line)
    page.wait_for_function("document.documentElement.dataset.state === 'stuck'")
    gone = tile(page, line[0][0])  # with reduced motion a removed tile just goes, no animation
    assert gone.evaluate("el => getComputedStyle(el).animationName") == "none"
    assert gone.evaluate("el => getComputedStyle(el).visibility") == "hidden"
    assert page.inner_text("#sol-panel-title") == "No pair left"
    for button in ("#stuck-undo", "#stuck-shuffle", "#stuck-end"):
        assert page.is_visible(button)
    page.click("#stuck-undo")
    assert state(page) == "playing"
    a, b = line[-1]
    page.evaluate(CLICK_IDS, [a, b])
    assert state(page) == "stuck"
    page.click("#stuck-shuffle")
    # a shuffle deals the remaining tiles so the heap clears again, unless it cannot be done
    assert state(page) in ("playing", "stuck")
    was = state(page)
    give_up = "#stuck-end" if was == "stuck" else "#give-up"
    # giving up asks first; Keep playing (or Escape) goes on with nothing recorded
    page.click(give_up)
    assert page.inner_text("#sol-panel-title") == "Give up this deal?"
    assert page.inner_text("#confirm-body") == "It counts as a loss."
    assert page.evaluate("document.activeElement.id") == "cancel-give-up"
    page.click("#cancel-give-up")
    assert state(page) == was and page.locator("#confirm-give-up").count() == 0
    page.click(give_up)
    page.keyboard.press("Escape")
    assert state(page) == was and page.locator("#confirm-give-up").count() == 0
    assert page.evaluate(f"localStorage.getItem('mj.v1.stats.{layout_id}')") is None
    page.click(give_up)
    page.click("#confirm-give-up")
    assert state(page) == "lost"
    stats = json.loads(page.evaluate(f"localStorage.getItem('mj.v1.stats.{layout_id}')"))
    assert stats["forfeited"] == 1

    # then a new deal won with a hint: counted as played and won, but not as a best time
    page.click("#end-new")
    page.wait_for_function("document.documentElement.dataset.state === 'playing'")
    page.click("#hint")
    moves = solve(on_board(page))
    play_out(page, moves)
    page.wait_for_function("document.documentElement.dataset.state === 'won'")
    assert page.inner_text("#won-note") == "Hint used: not a best time"
    stored = page.evaluate("Object.keys(localStorage)")
    assert f"mj.v1.best.{layout_id}" not in stored
    stats = json.loads(page.evaluate(f"localStorage.getItem('mj.v1.stats.{layout_id}')"))
    assert (stats["played"], stats["won"], stats["forfeited"]) == (2, 1, 1)


# --------------------------------------------------------------------------- storage


def dead_end_line(game: Game, seed: int) -> list[tuple[int, int]] | None:
    """Random play taking low pairs first (that leaves stacks) until no pair is left; the
    pairs if the tiles left cannot be cleared in any arrangement."""
    rng = random.Random(seed)
    line = []
    height = game.geometry.positions
    while pairs := game.free_pairs():
        low = min(height[a][2] + height[b][2] for a, b in pairs)
        lows = [(a, b) for a, b in pairs if height[a][2] + height[b][2] == low]
        a, b = rng.choice(lows if rng.random() < 0.8 else pairs)
        game.click(a)
        game.click(b)
        line.append((a, b))
    return line if game.tiles_left and not game.clearable() else None


def stranded_deal(layout_id: str) -> tuple[Deal, list[tuple[int, int]], int]:
    """The first numbered deal of `layout_id` that random play (seeded) strands where no
    arrangement clears and a few pairs back (at most 5) the game can be won: (the deal, the
    line, how far back). Fixed, so the test meets the same deal every run (a page's new deal
    is random, and some deals hardly strand)."""
    for number in range(1, 200):
        deal = new_deal(layout_id, number)
        for seed in range(100):
            game = Game(deal, clock=lambda: 0.0)
            line = dead_end_line(game, seed)
            if line and (back := game.way_back()) and back <= 5:
                return deal, line, back
    raise AssertionError(f"no deal of {layout_id} strands")


def continue_deal(page, deal: Deal) -> None:
    """`deal` put on the table as a deal saved by an earlier visit, continued after a reload
    (the way a player comes back to a deal)."""
    page.evaluate("([key, text]) => localStorage.setItem(key, text)",
                  [saved.KEY, saved.snapshot(Game(deal, clock=lambda: 0.0), []).to_json()])
    page.reload()
    wait_ready(page)
    page.click("#continue-deal")
    page.wait_for_function("document.documentElement.dataset.state === 'playing'")


def test_a_dead_end_says_so_and_offers_the_way_back_not_a_shuffle(app):
    """Issue 43: stuck where no arrangement of the tiles left clears, the panel says so,
    Shuffle is neither advised nor pressable, and Undo N goes back to a position that can be
    won (proved by the solver on the tiles read from the page)."""
    page = app
    set_english(page)
    page.emulate_media(reduced_motion="reduce")  # a removed tile goes at once, not on top
    deal, line, back = stranded_deal("stupa")  # small, with stacks: random play strands one
    continue_deal(page, deal)
    assert sorted(on_board(page)) == sorted(deal.tiles)
    page.evaluate(CLICK_IDS, [t for pair in line for t in pair])
    page.wait_for_function("document.documentElement.dataset.state === 'stuck'")
    assert page.inner_text("#sol-panel-title") == "No way out from here"
    left = len(on_board(page))
    assert page.inner_text("#dead-body") == (
        f"The {left} tiles left cannot all be cleared in any arrangement, so no shuffle can help.")
    assert page.locator("#stuck-shuffle").count() == 0
    assert page.is_disabled("#shuffle")
    page.keyboard.press("s")  # the key does nothing either
    assert state(page) == "stuck"
    assert page.evaluate("document.activeElement.id") == "stuck-back"
    assert "primary" in page.get_attribute("#stuck-back", "class")
    # the page finds its way back with the deal's own winning line: never farther than the
    # solver's (which proves each position without it)
    label = page.inner_text("#stuck-back")
    shown = int(label.split()[1])
    assert 1 <= shown <= back, (label, back)
    page.click("#stuck-back")
    assert state(page) == "playing"
    assert solve(on_board(page)) is not None
    assert len(on_board(page)) == left + 2 * shown
    # a new deal from the panel asks first (it counts as a loss), and Keep playing returns
    page.evaluate(CLICK_IDS, [t for pair in line[len(line) - shown:] for t in pair])
    page.wait_for_function("document.documentElement.dataset.state === 'stuck'")
    page.click("#stuck-new")
    assert page.inner_text("#sol-panel-title") == "Start a new deal?"
    page.click("#cancel-give-up")
    assert page.inner_text("#sol-panel-title") == "No way out from here"


def test_corrupt_storage_breaks_neither_the_page_nor_other_records(page, site):
    layout_id = small_layout()
    memory = MemoryStorage()
    records = Records(memory)
    records.record(GameResult(layout_id, True, 75.0, False, None))
    records.record(GameResult(layout_id, False, 30.0, False, None))
    entries = dict(memory.data)
    entries[f"mj.v1.best.{layout_id}"] = "{not json"  # corrupt the best time
    entries["mj.v1.setting.lang"] = '{"v": 1, "value": 42}'  # a setting of the wrong type
    day = daily_date(datetime.now(UTC)).isoformat()
    entries[f"mj.v1.daily.{layout_id}.{day}"] = '{"v": 1, "seconds": -5}'
    page.add_init_script(
        "(entries => { if (!sessionStorage.getItem('seeded')) {"
        " for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);"
        " sessionStorage.setItem('seeded', '1'); } })(" + json.dumps(entries) + ")"
    )
    page.goto(site)
    wait_ready(page)
    assert state(page) == "start"
    page.select_option("#lang", "en")
    page.click("#stats")
    row = page.locator("#stats-table tbody tr", has_text=get_layout(layout_id).name("en"))
    cells = row.locator("td").all_inner_texts()
    assert cells[:3] == ["2", "1", "1"]  # played, won, given up survive
    assert cells[3] == "—" and cells[4] == "—"  # the corrupt times read as none
    page.keyboard.press("Escape")
    start(page, layout_id)
    assert len(on_board(page)) == get_layout(layout_id).size
