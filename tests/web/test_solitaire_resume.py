"""A deal in progress survives a reload: the save (engine.saved) in CPython, then the
page in a real browser (play, reload, Continue, undo back to the deal)."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

import pytest
from engine import Deal, DealtTile, Game, get_layout, layouts, new_deal, solve
from hypothesis import given, settings
from hypothesis import strategies as st
from keeping import MemoryStorage

WEB = Path(__file__).resolve().parents[2] / "web"


@pytest.fixture(scope="module")
def saves():
    """engine.saved (it imports only the engine: no browser stand-ins needed)."""
    sys.path.insert(0, str(WEB))
    try:
        from engine import saved

        yield saved
    finally:
        sys.path.remove(str(WEB))
        for name in [n for n in sys.modules if n == "app" or n.startswith("app.")]:
            del sys.modules[name]


def small() -> str:
    return min(layouts(), key=lambda layout: (layout.size, layout.id)).id


class Clock:
    def __init__(self, t: float = 1000.0) -> None:
        self.t = t

    def __call__(self) -> float:
        return self.t


def play(game: Game, actions: list, saves) -> None:
    """Apply actions the way the page logs them."""
    for action in actions:
        if action == saves.UNDO:
            game.undo()
        elif action == saves.REDO:
            game.redo()
        elif action == saves.SHUFFLE:
            game.shuffle()
        else:
            game.click(action[0])
            game.click(action[1])


def faces(game: Game) -> dict[int, str]:
    return {t.id: t.face for t in game.tiles}


def test_save_replays_matches_undo_redo_shuffle_hint_and_the_clock(saves):
    deal = new_deal(small(), 7)
    clock = Clock()
    game = Game(deal, clock)
    log: list = []
    for _ in range(3):
        pair = game.free_pairs()[0]
        play(game, [pair], saves)
        log.append(pair)
    play(game, [saves.UNDO, saves.SHUFFLE, saves.UNDO, saves.REDO], saves)
    log += [saves.UNDO, saves.SHUFFLE, saves.UNDO, saves.REDO]
    assert game.shuffle_used and game.can_undo
    pair = game.free_pairs()[0]
    play(game, [pair], saves)
    log.append(pair)
    game.hint()
    clock.t += 95.5
    text = saves.snapshot(game, log).to_json()

    storage = MemoryStorage({"mj.v1.best.turtle": '{"v": 1, "seconds": 60}'})
    storage.set(saves.KEY, text)
    later = Clock(5.0)  # a new page: its clock starts anywhere
    saved = saves.load(storage, later)
    assert saved is not None and saved.pairs_removed == 3
    again = saves.replay(saved, later)
    assert faces(again) == faces(game)
    assert again.hint_used and again.shuffle_used
    assert again.elapsed() == pytest.approx(95.5)
    later.t += 10
    assert again.elapsed() == pytest.approx(105.5)
    # the undo history came back too: undo all the way to the deal's own faces
    while again.undo():
        pass
    assert faces(again) == {t.id: t.face for t in deal.tiles}
    assert storage.get("mj.v1.best.turtle") == '{"v": 1, "seconds": 60}'


def test_redo_history_and_a_fresh_deal_come_back(saves):
    deal = new_deal(small(), 3)
    game = Game(deal, Clock())
    pair = game.free_pairs()[0]
    play(game, [pair, saves.UNDO], saves)
    saved = saves.SavedGame.from_json(saves.snapshot(game, [pair, saves.UNDO]).to_json())
    again = saves.replay(saved, Clock())
    assert again.can_redo and not again.can_undo and saved.pairs_removed == 0
    fresh = saves.SavedGame.from_json(saves.snapshot(Game(deal, Clock()), []).to_json())
    assert fresh.deal == deal and fresh.actions == () and fresh.daily is None


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 2**31), st.lists(st.sampled_from(["pair", "u", "r", "s"]), max_size=14))
def test_any_line_of_play_replays_to_the_same_board(saves, seed, kinds):
    deal = new_deal(small(), seed % 1000)
    game = Game(deal, Clock())
    rng = random.Random(seed)
    log: list = []
    for kind in kinds:
        if game.over:
            break
        if kind == "pair":
            pairs = game.free_pairs()
            if not pairs:
                continue
            action = rng.choice(pairs)
        else:
            action = kind
        if action == saves.UNDO and not game.can_undo or action == saves.REDO and not (
            game.can_redo
        ):
            continue  # the page logs only an undo or redo that did something
        play(game, [action], saves)
        log.append(action)
    if game.over:
        return
    again = saves.replay(saves.SavedGame.from_json(saves.snapshot(game, log).to_json()), Clock())
    assert faces(again) == faces(game)
    assert (again.can_undo, again.can_redo) == (game.can_undo, game.can_redo)


def good_save(saves) -> str:
    game = Game(new_deal(small(), 11), Clock())
    pair = game.free_pairs()[0]
    play(game, [pair], saves)
    return saves.snapshot(game, [pair]).to_json()


def tampered(saves) -> list[str]:
    data = json.loads(good_save(saves))
    out = ["{not json", "[]", "null", '"text"', json.dumps({**data, "v": 99})]
    for key, value in (
        ("elapsed", -3),
        ("elapsed", "soon"),
        ("hint", "yes"),
        ("daily", "2026-13-45"),
        ("board", data["board"].replace(":", "=", 1)),  # not the board the moves reach
        ("actions", [[0, 0]]),  # a tile clicked twice is no match
        ("actions", ["x"]),
        ("actions", data["actions"] + ["r"]),  # nothing to redo
        ("deal", {**data["deal"], "layout": "nowhere"}),
        ("deal", None),
    ):
        out.append(json.dumps({**data, key: value}))
    return out


def test_a_corrupt_or_inconsistent_save_is_dropped_and_nothing_else(saves):
    assert saves.load(MemoryStorage(), Clock()) is None
    for text in tampered(saves):
        storage = MemoryStorage({saves.KEY: text, "mj.v1.stats.turtle": "kept"})
        assert saves.load(storage, Clock()) is None, text
        assert not storage.get(saves.KEY)
        assert storage.get("mj.v1.stats.turtle") == "kept"
    storage = MemoryStorage({saves.KEY: good_save(saves)})
    assert saves.load(storage, Clock()) is not None


def test_a_save_of_a_finished_deal_is_refused(saves):
    deal = new_deal(small(), 5)
    game = Game(deal, Clock())
    text = saves.snapshot(game, []).to_json()
    moves = [list(m) for m in solve(deal)]
    data = json.loads(text)
    for actions in (moves, moves + [saves.UNDO]):  # won at the end / an action after the end
        storage = MemoryStorage({saves.KEY: json.dumps({**data, "actions": actions})})
        assert saves.load(storage, Clock()) is None
    storage = MemoryStorage({saves.KEY: json.dumps({**data, "actions": moves[:-1]})})
    saved = saves.load(storage, Clock())
    assert saved is None  # the board no longer matches the saved one
    board = saves.board_key(Game(deal, Clock()))
    assert saves.board_size(board) == len(deal.tiles)


# --------------------------------------------------------------------------- in the browser

READ = """() => [...document.querySelectorAll('[data-tile-id]')].map(el => ({
    id: +el.dataset.tileId, face: el.dataset.face, x: +el.dataset.x, y: +el.dataset.y,
    z: +el.dataset.z, removed: el.classList.contains('removed')}))"""
CLICK_IDS = """ids => { for (const id of ids)
    document.querySelector(`[data-tile-id="${id}"]`).click(); }"""


def state(page) -> str:
    return page.evaluate("document.documentElement.dataset.state")


def clock_seconds(page) -> int:
    minutes, seconds = page.inner_text("#clock").split(":")
    return int(minutes) * 60 + int(seconds)


@pytest.mark.browser
def test_reload_then_continue_the_same_deal(app, site):
    page = app
    page.select_option("#lang", "en")
    assert page.locator("#continue-deal").count() == 0  # nothing saved yet
    layout_id = small()
    page.click(f"#layout-{layout_id}")
    page.click("#new-deal")
    page.wait_for_function("document.documentElement.dataset.state === 'playing'")
    shown = page.evaluate(READ)
    deal = Deal(layout_id, 0, tuple(sorted(
        DealtTile(t["id"], t["face"], t["x"], t["y"], t["z"]) for t in shown)))
    game = Game(deal, Clock())
    for _ in range(3):
        a, b = game.free_pairs()[0]
        game.click(a)
        game.click(b)
        page.evaluate(CLICK_IDS, [a, b])
    page.wait_for_timeout(3200)
    before_reload = clock_seconds(page)
    gone = sorted(t["id"] for t in page.evaluate(READ) if t["removed"])
    assert len(gone) == 6
    assert json.loads(page.evaluate("localStorage.getItem('mj.v1.current')"))["actions"]

    page.reload()
    page.wait_for_function("document.documentElement.dataset.state === 'start'",
                           timeout=120_000)
    assert page.is_visible("#continue-deal") and page.is_visible("#new-deal")
    assert get_layout(layout_id).name("en") in page.inner_text("#continue-info")
    page.click("#continue-deal")
    page.wait_for_function("document.documentElement.dataset.state === 'playing'")
    after = page.evaluate(READ)
    assert sorted(t["id"] for t in after if t["removed"]) == gone
    assert {t["id"]: t["face"] for t in after} == {t.id: t.face for t in deal.tiles}
    resumed = clock_seconds(page)
    assert before_reload <= resumed <= before_reload + 3  # going on, not from zero
    page.wait_for_timeout(1300)
    assert clock_seconds(page) > resumed  # and it runs
    # undo still takes it back to the deal
    for _ in range(3):
        page.click("#undo")
    assert not any(t["removed"] for t in page.evaluate(READ))
    assert page.is_disabled("#undo")

    # a new deal from the toolbar while a pair is gone asks first; Keep playing keeps it
    page.click("#redo")
    page.click("#todays-deal")
    assert page.inner_text("#sol-panel-title") == "Start today's deal?"
    page.click("#cancel-give-up")
    assert state(page) == "playing"
    assert sum(t["removed"] for t in page.evaluate(READ)) == 2

    # a finished deal forgets the save: give up, confirm, reload: no Continue
    page.click("#give-up")
    page.click("#confirm-give-up")
    assert state(page) == "lost"
    assert not page.evaluate("localStorage.getItem('mj.v1.current')")
    page.reload()
    page.wait_for_function("document.documentElement.dataset.state === 'start'",
                           timeout=120_000)
    assert page.locator("#continue-deal").count() == 0


@pytest.mark.browser
def test_a_saved_deal_left_for_a_new_one_asks_and_counts_as_lost(app, site):
    page = app
    page.select_option("#lang", "en")
    layout_id = small()
    page.click(f"#layout-{layout_id}")
    page.click("#new-deal")
    page.wait_for_function("document.documentElement.dataset.state === 'playing'")
    free = page.evaluate(READ)
    deal_tiles = tuple(sorted(
        DealtTile(t["id"], t["face"], t["x"], t["y"], t["z"])
        for t in free))
    game = Game(Deal(layout_id, 0, deal_tiles), Clock())
    page.evaluate(CLICK_IDS, list(game.free_pairs()[0]))
    page.reload()
    page.wait_for_function("document.documentElement.dataset.state === 'start'",
                           timeout=120_000)
    page.click("#new-deal")
    assert page.inner_text("#sol-panel-title") == "Start a new deal?"
    assert page.evaluate("document.activeElement.id") == "cancel-give-up"
    page.keyboard.press("Escape")  # back to the start screen, nothing recorded
    assert page.is_visible("#continue-deal")
    assert page.evaluate(f"localStorage.getItem('mj.v1.stats.{layout_id}')") is None
    page.click("#new-deal")
    page.click("#confirm-give-up")
    page.wait_for_function("document.documentElement.dataset.state === 'playing'")
    stats = json.loads(page.evaluate(f"localStorage.getItem('mj.v1.stats.{layout_id}')"))
    assert stats["forfeited"] == 1 and stats["played"] == 1
    assert not any(t["removed"] for t in page.evaluate(READ))


@pytest.mark.browser
def test_a_corrupt_save_is_dropped_and_the_page_plays_on(page, site):
    layout_id = small()
    entries = {
        "mj.v1.current": '{"v": 1, "elapsed": 12, "deal": {"layout": "nowhere"}}',
        f"mj.v1.stats.{layout_id}": json.dumps({"v": 1, "played": 3, "won": 2, "forfeited": 1}),
    }
    page.add_init_script(
        "(entries => { if (!sessionStorage.getItem('seeded')) {"
        " for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);"
        " sessionStorage.setItem('seeded', '1'); } })(" + json.dumps(entries) + ")"
    )
    page.goto(site)
    page.wait_for_function("document.documentElement.dataset.state === 'start'",
                           timeout=120_000)
    assert page.locator("#continue-deal").count() == 0
    assert not page.evaluate("localStorage.getItem('mj.v1.current')")
    kept = page.evaluate(f"localStorage.getItem('mj.v1.stats.{layout_id}')")
    assert json.loads(kept)["played"] == 3
    page.click(f"#layout-{layout_id}")
    page.click("#new-deal")  # nothing in progress: no question
    page.wait_for_function("document.documentElement.dataset.state === 'playing'")
    assert json.loads(page.evaluate("localStorage.getItem('mj.v1.current')"))["actions"] == []
