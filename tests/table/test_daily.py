"""The daily table (``table.daily``, ``python -m table daily``): one hand a day from the
Kathmandu date, par played out deterministically, the streak and the share text; the same
deal and par in CPython and in Pyodide."""

import io
import json
import shutil
import subprocess
import sys
from datetime import UTC, date, datetime
from pathlib import Path

import pytest
from table import check_record
from table.cli import daily_json, main
from table.daily import daily_seed, daily_table, par, share_text, streak, today

ROOT = Path(__file__).resolve().parents[2]
DAY = date(2026, 12, 1)


def test_one_deal_a_day_from_the_date_alone():
    assert daily_table(DAY) == daily_table(date(2026, 12, 1))
    seeds = {daily_seed(date(2026, 12, d)) for d in range(1, 29)}
    assert len(seeds) == 28
    walls = {tuple(daily_table(date(2026, 12, d)).match().table.wall.tiles) for d in (1, 2)}
    assert len(walls) == 2
    with pytest.raises(TypeError):
        daily_seed(datetime(2026, 12, 1))


def test_the_day_changes_at_midnight_in_kathmandu():
    assert today(datetime(2026, 12, 1, 18, 14, tzinfo=UTC)) == date(2026, 12, 1)
    assert today(datetime(2026, 12, 1, 18, 15, tzinfo=UTC)) == date(2026, 12, 2)


def test_par_is_the_strong_players_hand_and_repeats():
    first, again = par(daily_table(DAY)), par(daily_table(DAY))
    assert first == again
    check_record(first.record)
    assert first.record["seed"] == daily_seed(DAY) and first.record["hand"] == 1
    assert first.points == first.record["result"]["payments"][0]


def test_streak_counts_days_in_a_row():
    d = date
    played = [d(2026, 11, 28), d(2026, 11, 29), d(2026, 11, 30), d(2026, 11, 26)]
    assert streak(played, d(2026, 11, 30)) == 3
    assert streak(played, d(2026, 12, 1)) == 3  # today still to play: the streak holds
    assert streak(played + [d(2026, 12, 1)], d(2026, 12, 1)) == 4
    assert streak(played, d(2026, 12, 2)) == 0
    assert streak([], d(2026, 12, 2)) == 0


def test_share_text_names_no_tile():
    assert share_text(DAY, 24, 8) == "MCR daily 2026-12-01: +24, par +8"
    assert share_text(DAY, -8, 0) == "MCR daily 2026-12-01: -8, par 0"


def test_the_daily_command(monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    assert main(["daily", "--date", "2026-12-01"]) == 0
    out = json.loads(capsys.readouterr().out)
    assert out == daily_json(DAY)
    assert list(out) == ["date", "seed", "hand", "seat", "seat_winds", "prevalent_wind",
                         "players", "par"]
    assert out["seed"] == daily_seed(DAY) and out["par"] == par(daily_table(DAY)).points
    assert main(["daily", "--date", "2026-02-30"]) == 2
    assert capsys.readouterr().err.startswith("error: --date is YYYY-MM-DD")


@pytest.mark.node
def test_the_same_daily_table_in_pyodide():
    node = shutil.which("node")
    if node is None or not (ROOT / "node_modules" / "pyodide" / "pyodide.mjs").exists():
        pytest.skip("needs node and node_modules/pyodide (python build.py installs them)")
    days = ("2027-03-15",)  # another day than the other tests', to see the seed too
    for day in days:
        run = subprocess.run(
            [node, str(ROOT / "tools" / "table_pyodide.mjs"), "daily", "--date", day],
            capture_output=True, text=True, timeout=300, cwd=ROOT,
        )
        assert run.returncode == 0, run.stderr
        line, last = run.stdout.splitlines()
        assert json.loads(last)["status"] == 0
        assert json.loads(line) == daily_json(date.fromisoformat(day)), day
