"""The board's Python without a browser (issue 52): the matching light in the manager's looks,
the previous best kept for the win panel, the settings read back (damaged values as defaults),
and the sounds' files made again byte for byte by their tool."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from engine import Game, Records, solve
from engine.tiles import match_class
from keeping import MemoryStorage

from tests.web import test_solitaire_units as units
from tests.web.test_solitaire_units import label, small

page_modules = units.page_modules  # the same fixture: the page's modules with stand-ins

ROOT = Path(__file__).resolve().parents[2]


def test_the_matching_light_marks_the_free_partners_of_the_picked_tile(page_modules):
    manager = page_modules.manager.GameManager(Records(MemoryStorage()), clock=lambda: 0.0)
    deal = manager.start("turtle", daily=False)
    game = Game(deal, clock=lambda: 0.0)  # the engine's own view of the same deal
    free = sorted(game.free_ids())
    faces = {t.id: t.face for t in deal.tiles}
    tried = 0
    for light in (False, True):
        manager.light_matches = light
        for tile in free:
            manager.click(tile)
            looks = manager.looks(label)
            lit = sorted(i for i, look in looks.items() if look.match)
            expected = sorted(o for o in free if o != tile
                              and match_class(faces[o]) == match_class(faces[tile]))
            assert lit == (expected if light else []), faces[tile]
            assert all(looks[i].label.endswith(":match") for i in lit)
            tried += bool(expected) and light
            manager.click(tile)  # let go of it again
    assert tried >= 3


def test_the_win_keeps_the_best_time_it_beat(page_modules):
    storage = MemoryStorage()
    records = Records(storage)
    now = [0.0]
    manager = page_modules.manager.GameManager(records, clock=lambda: now[0])
    for seconds, before in ((50.0, None), (40.0, 50.0), (45.0, 40.0)):
        deal = manager.start(small(), daily=False)
        now[0] += seconds
        for a, b in solve(deal):
            manager.click(a)
            manager.click(b)
        ended = manager.ended
        assert ended.previous_best == before
        assert ended.outcome.new_best == (before is None or seconds < before)
    assert records.stats(small()).best == 40.0


def test_the_board_settings_read_back_and_damaged_ones_read_as_defaults(page_modules):
    from app.solitaire import settings

    records = Records(MemoryStorage())
    assert settings.read(records) == settings.BoardSettings(False, "felt", False)
    chosen = settings.BoardSettings(True, "wood", True)
    settings.write(records, chosen)
    assert settings.read(records) == chosen
    records.storage.set("mj.v1.setting.sol-bg", '{"v": 1, "value": "<b>plaid</b>"}')
    records.storage.set("mj.v1.setting.sol-sound", "not json")
    assert settings.read(records) == settings.BoardSettings(True, "felt", False)


def test_the_sound_files_are_the_tools_own_and_small():
    run = subprocess.run([sys.executable, str(ROOT / "tools" / "make_sounds.py"), "--check"],
                         capture_output=True, text=True)
    assert run.returncode == 0, run.stdout
    sizes = {p.name: p.stat().st_size for p in (ROOT / "web" / "sounds").glob("*.wav")}
    assert sorted(sizes) == ["pair.wav", "shuffle.wav", "win.wav", "wrong.wav"]
    assert all(size < 12_000 for size in sizes.values()), sizes
