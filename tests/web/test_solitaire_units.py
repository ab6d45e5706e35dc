"""The solitaire page's Python without a browser: the game manager over the real engine, the
key map, the board's scaling, the layout preview and the texts. `pyscript` and `pyodide.ffi`
are replaced by empty stand-ins, since these parts never touch the DOM."""

from __future__ import annotations

import re
import sys
import types
from pathlib import Path

import pytest
from engine import MemoryStorage, Records, get_layout, layouts, solve

WEB = Path(__file__).resolve().parents[2] / "web"


@pytest.fixture(scope="module")
def page_modules():
    """Import app.solitaire.{manager,input,board,panels} with stand-ins for the browser."""
    saved = {name: sys.modules.get(name) for name in ("pyscript", "pyodide", "pyodide.ffi")}
    pyscript = types.ModuleType("pyscript")
    pyscript.document = None
    pyscript.window = None
    pyodide = types.ModuleType("pyodide")
    ffi = types.ModuleType("pyodide.ffi")
    ffi.create_proxy = lambda f: f
    pyodide.ffi = ffi
    sys.modules.update({"pyscript": pyscript, "pyodide": pyodide, "pyodide.ffi": ffi})
    sys.path.insert(0, str(WEB))
    try:
        from app.solitaire import board, input, manager, panels  # noqa: A004

        yield types.SimpleNamespace(board=board, input=input, manager=manager, panels=panels)
    finally:
        sys.path.remove(str(WEB))
        for name, module in saved.items():
            if module is None:
                sys.modules.pop(name, None)
            else:
                sys.modules[name] = module
        for name in [n for n in sys.modules if n == "app" or n.startswith("app.")]:
            del sys.modules[name]


def small() -> str:
    return min(layouts(), key=lambda layout: layout.size).id


def label(face: str, state: str) -> str:
    return f"{face}:{state}"


def test_manager_plays_a_deal_to_the_win_and_records_it_once(page_modules):
    storage = MemoryStorage()
    records = Records(storage)
    now = [100.0]
    manager = page_modules.manager.GameManager(records, clock=lambda: now[0])
    assert manager.status == "none" and not manager.in_progress
    deal = manager.start(small(), daily=True)
    assert manager.daily is not None and deal.seed == f"daily:{manager.daily.isoformat()}"
    looks = manager.looks(label)
    assert len(looks) == len(deal.tiles) and all(look.present for look in looks.values())
    assert {i for i, look in looks.items() if look.free} == set(manager.game.free_ids())
    assert all(look.label.endswith(":free" if look.free else ":blocked") for look in looks.values())
    moves = solve(deal)
    first, second = moves[0]
    assert manager.click(first).kind == "select"
    assert manager.looks(label)[first].selected
    now[0] += 42.0
    for a, b in moves:
        if manager.game.selected != a:
            manager.click(a)
        manager.click(b)
    assert manager.status == "won" and manager.ended is not None
    assert manager.ended.result.seconds == pytest.approx(42.0)
    assert manager.ended.outcome.new_best and not manager.ended.hint_used
    looks = manager.looks(label)
    assert not any(look.present for look in looks.values())
    assert manager.forfeit() is None  # a won deal cannot be given up
    stats = records.stats(small(), manager.daily)
    assert (stats.played, stats.won, stats.best, stats.daily_best) == (1, 1, 42.0, 42.0)


def test_manager_hint_shuffle_undo_and_forfeit(page_modules):
    records = Records(MemoryStorage())
    manager = page_modules.manager.GameManager(records, clock=lambda: 0.0)
    deal = manager.start(small(), daily=False)
    assert isinstance(deal.seed, int)
    a, b = manager.hint()
    looks = manager.looks(label)
    assert looks[a].hint and looks[b].hint and looks[a].label.endswith(":hint")
    manager.click(a)
    manager.click(b)
    assert manager.hint_pair is None and manager.in_progress
    assert not manager.looks(label)[a].present
    assert manager.face(a) == next(t.face for t in deal.tiles if t.id == a)  # kept when removed
    assert manager.undo() and manager.looks(label)[a].present
    assert not manager.undo()  # nothing more to undo
    assert manager.redo()
    before = {t.id: t.face for t in manager.game.tiles}
    assert manager.shuffle()
    after = {t.id: t.face for t in manager.game.tiles}
    assert sorted(before.values()) == sorted(after.values()) and before.keys() == after.keys()
    ended = manager.forfeit()
    assert ended is not None and not ended.result.won and ended.shuffle_used
    assert manager.forfeit() is None  # recorded once
    assert records.stats(small()).forfeited == 1


@pytest.mark.parametrize(
    ("key", "ctrl", "shift", "alt", "action"),
    [
        ("u", False, False, False, "undo"),
        ("U", False, False, False, "undo"),
        ("h", False, False, False, "hint"),
        ("s", False, False, False, "shuffle"),
        ("z", True, False, False, "undo"),
        ("Z", True, True, False, "redo"),
        ("y", True, False, False, "redo"),
        ("Escape", False, False, False, "escape"),
        ("s", True, False, False, None),  # Ctrl+S stays the browser's
        ("u", False, False, True, None),
        ("U", False, True, False, None),
        ("x", False, False, False, None),
    ],
)
def test_key_map(page_modules, key, ctrl, shift, alt, action):
    assert page_modules.input.key_action(key, ctrl, shift, alt) == action


@pytest.mark.parametrize(("width", "height"), [(374, 560), (1408, 780), (800, 300), (60, 60)])
def test_board_scale_fits_the_box(page_modules, width, height):
    board = page_modules.board
    for layout in layouts():
        cols = max(x for x, _, _ in layout.positions) + 2
        rows = max(y for _, y, _ in layout.positions) + 2
        levels = max(z for _, _, z in layout.positions) + 1
        hw, hh, depth = board.board_scale(width, height, cols, rows, levels)
        assert hh == pytest.approx(hw * board.TILE_ASPECT)
        if hw > 4.0:  # above the floor the whole board fits
            assert cols * hw + levels * depth <= width + 1e-6
            assert rows * hh + levels * depth <= height + 1e-6
        assert 2 * hw <= board.MAX_TILE_WIDTH + 1e-6


def test_layout_preview_draws_every_tile(page_modules):
    layout = get_layout("turtle")
    svg = page_modules.panels.layout_preview(layout.positions)
    assert svg.startswith("<svg") and svg.count("<rect") == layout.size
    assert re.search(r'viewBox="-2 -2 \d+ \d+"', svg)


def test_texts_cover_every_face_and_every_key_the_page_uses():
    sys.path.insert(0, str(WEB))
    try:
        from app.text.solitaire import TEXT
    finally:
        sys.path.remove(str(WEB))
    from engine.tiles import FACES

    for face in FACES:
        assert all(TEXT[f"face.{face}"][lang] for lang in ("ne", "hi", "en"))
    assert TEXT["face.5s"]["en"] == "5 of bamboo" and TEXT["face.5s"]["ne"] == "बाँसको ५"
    used = set()
    for path in (WEB / "app" / "solitaire").glob("*.py"):
        source = path.read_text()
        used |= set(re.findall(r'"(sol\.[a-z_.0-9]+)"', source))
        used |= {f"sol.help.{k}" for k in re.findall(r'"(step\d|tip\d|[a-z]+_def)"', source)}
    missing = sorted(key for key in used if key not in TEXT)
    assert not missing, missing
    for key, texts in TEXT.items():
        assert set(texts) == {"ne", "hi", "en"}, key
        names = [set(re.findall(r"{(\w+)}", texts[lang])) for lang in ("ne", "hi", "en")]
        assert names[0] == names[1] == names[2], f"{key}: placeholders differ"


def test_manager_saves_each_move_and_a_new_page_continues_it(page_modules):
    storage = MemoryStorage()
    records = Records(storage)
    now = [10.0]
    manager = page_modules.manager.GameManager(records, clock=lambda: now[0])
    assert manager.pending is None
    deal = manager.start(small(), daily=False)
    assert storage.get("mj.v1.current"), "a dealt deal is saved at once"
    for _ in range(2):
        a, b = manager.game.free_pairs()[0]
        manager.click(a)
        manager.click(b)
    manager.undo()
    manager.shuffle()
    manager.hint()
    now[0] += 30.0
    manager.save()
    board = {t.id: t.face for t in manager.game.tiles}

    later = [500.0]  # the page reloaded: a new manager over the same storage
    again = page_modules.manager.GameManager(records, clock=lambda: later[0])
    assert again.pending is not None and again.in_progress and again.game is None
    assert again.resume() == deal
    assert {t.id: t.face for t in again.game.tiles} == board
    assert again.elapsed() == pytest.approx(30.0)
    assert again.game.hint_used and again.game.shuffle_used
    looks = again.looks(label)
    assert {i for i, look in looks.items() if look.present} == set(board)
    assert again.undo() and again.undo() and not again.undo()  # shuffle, then the pair
    assert {t.id: t.face for t in again.game.tiles} == {t.id: t.face for t in deal.tiles}
    again.forfeit()
    assert not storage.get("mj.v1.current"), "a finished deal forgets its save"
    assert records.stats(small()).forfeited == 1


def test_a_saved_deal_not_continued_counts_as_lost_only_if_a_pair_had_gone(page_modules):
    storage = MemoryStorage()
    records = Records(storage)
    manager = page_modules.manager.GameManager(records, clock=lambda: 0.0)
    manager.start(small(), daily=False)
    # untouched: dropping it records nothing
    other = page_modules.manager.GameManager(records, clock=lambda: 0.0)
    assert other.pending is not None and not other.in_progress
    other.start(small(), daily=True)
    assert records.stats(small()).played == 0
    a, b = other.game.free_pairs()[0]
    other.click(a)
    other.click(b)
    third = page_modules.manager.GameManager(records, clock=lambda: 0.0)
    assert third.in_progress and third.pending.daily == other.daily
    third.start(small(), daily=False)
    stats = records.stats(small())
    assert (stats.played, stats.forfeited) == (1, 1)
    assert third.pending is None and third.game.tiles_left == len(third.deal.tiles)
    storage.set("mj.v1.current", '{"v": 1, "deal": 3}')  # corrupt: ignored and removed
    assert page_modules.manager.GameManager(records).pending is None
    assert not storage.get("mj.v1.current")
