"""Discard puzzles (``puzzles``, ``table.puzzles``, ``tools/make_puzzles.py``): the shipped
pool's answers are the frozen strong player's own, worked out again here; every puzzle is clear
by the documented margin; the daily set depends on the date alone, the same in Pyodide."""

import json
import shutil
import subprocess
from datetime import date, timedelta
from pathlib import Path

import pytest
from puzzles import (
    CLEAR_MARGIN,
    DAILY_COUNT,
    Puzzle,
    Ranked,
    daily_set,
    is_clear,
    load_pool,
    pick_practice,
    pool_from_json,
)
from table.players.par import make as make_par
from table.puzzles import harvest, position_json, rank, view_of
from tiles import sorted_tiles

ROOT = Path(__file__).resolve().parents[2]
POOL = load_pool()
DAY = date(2026, 12, 6)


def test_the_pool_is_big_enough_and_every_puzzle_is_clear():
    assert len(POOL) >= 60
    assert len({p.id for p in POOL}) == len(POOL)
    for p in POOL:
        assert is_clear(p.ranking), p.id
        assert p.ranking[0].chance - p.ranking[1].chance >= CLEAR_MARGIN - 1e-9
        assert p.ranking[0].need <= p.ranking[1].need
        # one row per distinct tile held, and nothing else
        assert sorted_tiles(r.tile for r in p.ranking) == sorted_tiles(set(p.held)), p.id
        assert len(p.held) + 3 * len(p.position["melds"][p.position["seat"]]) == 14


@pytest.mark.parametrize("index", range(0, 89, 11))
def test_pool_answers_are_the_strong_players_own(index):
    """Not hard-coded: par reads the stored position and ranks it the same, figures and all."""
    puzzle = POOL[index % len(POOL)]
    assert rank(view_of(puzzle.position)) == puzzle.ranking
    view = view_of(puzzle.position)
    assert make_par().choose(view, _discards(view)).tile == puzzle.answer


def _discards(view):
    from table.actions import Action
    return [Action("discard", t) for t in sorted_tiles(set(view.held))]


def test_harvest_keeps_only_clear_turns_and_reads_back():
    found = list(harvest(930000))
    assert found, "a hand of par players has clear turns"
    assert [p.id for p in found] == [p.id for p in POOL[:len(found)]]
    for p in found:
        assert position_json(view_of(p.position)) == p.position


def test_is_clear_margin():
    a = Ranked("1m", 2, 0.40, 0.0)
    assert is_clear([a, Ranked("2m", 2, 0.35, 0.0)])
    assert not is_clear([a, Ranked("2m", 2, 0.36, 0.0)])
    assert not is_clear([Ranked("1m", 3, 0.60, 0.0), Ranked("2m", 2, 0.30, 0.0)])
    assert not is_clear([a])


def test_the_daily_set_depends_on_the_date_alone():
    first = daily_set(DAY, POOL)
    assert len(first) == DAILY_COUNT == len({p.id for p in first})
    assert daily_set(date(2026, 12, 6), load_pool()) == first
    sets = {tuple(p.id for p in daily_set(DAY + timedelta(days=d), POOL)) for d in range(30)}
    assert len(sets) == 30
    # the ids, written down: a change of the generator or of the pool's order shows here
    assert [p.id for p in first] == EXPECTED_2026_12_06


EXPECTED_2026_12_06 = ["s930025h10e145", "s930019h4e169", "s930020h5e181", "s930001h2e163",
                       "s930020h5e139"]


def test_practice_avoids_the_puzzle_just_shown():
    shown = POOL[0]
    for seed in range(40):
        assert pick_practice(POOL, seed, avoid=shown.id).id != shown.id
    assert len({pick_practice(POOL, seed).id for seed in range(40)}) > 10


def test_a_bad_pool_is_refused():
    with pytest.raises(ValueError):
        pool_from_json({"v": 2, "puzzles": []})
    with pytest.raises(ValueError):
        pool_from_json({"v": 1, "puzzles": [{"id": "x", "position": {}, "ranking": []}]})
    with pytest.raises(ValueError):
        daily_set(DAY, POOL[:3])
    with pytest.raises(ValueError):
        Puzzle("x", {}, (Ranked("1m", 1, 0.5, 0.0),)).rank_of("2m")


@pytest.mark.node
def test_the_same_daily_sets_and_answers_in_pyodide():
    node = shutil.which("node")
    if node is None or not (ROOT / "node_modules" / "pyodide" / "pyodide.mjs").exists():
        pytest.skip("needs node and node_modules/pyodide (python build.py installs them)")
    days = [(DAY + timedelta(days=d)).isoformat() for d in range(0, 60, 7)]
    ids = [POOL[0].id, POOL[len(POOL) // 2].id]
    out = subprocess.run([node, str(ROOT / "tools" / "puzzles_pyodide.mjs"), *days,
                          "--rank", *ids], capture_output=True, text=True, check=True,
                         timeout=600).stdout
    result = json.loads(out.strip().splitlines()[-1])
    assert result["python"] != ""
    for day in days:
        assert result[day] == [p.id for p in daily_set(date.fromisoformat(day), POOL)]
    by_id = {p.id: p for p in POOL}
    for i in ids:
        assert [Ranked(**r) for r in result["rank"][i]] == list(by_id[i].ranking)
