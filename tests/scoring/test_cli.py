"""``python -m scoring`` prints the breakdown (or JSON); bad input is a message, not a traceback."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from scoring.__main__ import main

PY = Path(__file__).resolve().parents[2] / "py"


def test_breakdown_of_the_issue_example(capsys) -> None:
    assert main(["[123m]{9999s}456p78sEE", "--win", "6s"]) == 0
    out = capsys.readouterr().out
    assert "Concealed Kong" in out and "Pung of Terminals or Honors" in out
    assert "Total" in out and "Under the 8-point minimum" in out


def test_json_output(capsys) -> None:
    assert main(["[EEE][SSS]WWWNNN5m", "--win", "5m", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["total"] == 88 + 6 + 2 + 1
    assert data["fans"][0] == ["Big Four Winds", 88, 1]
    assert data["arrangement"]["form"] == "standard"


def test_flags_reach_the_scorer(capsys) -> None:
    args = ["123m456m789m12p55p", "--win", "3p", "--self-drawn", "--last-tile", "--seat", "S"]
    assert main([*args, "--round", "W", "--flowers", "2", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert ["Last Tile Draw", 8, 1] in data["fans"] and ["Flower Tiles", 1, 2] in data["fans"]


def test_bad_hand_prints_the_message_and_exits_2(capsys) -> None:
    assert main(["[123m]{9999s}456p78sEX", "--win", "6s"]) == 2
    captured = capsys.readouterr()
    assert "unknown tile 'X'" in captured.err and "Traceback" not in captured.err


def test_module_runs_as_a_program() -> None:
    env = {**os.environ, "PYTHONPATH": str(PY)}
    done = subprocess.run(
        [sys.executable, "-m", "scoring", "[123m]{9999s}456p78sEE", "--win", "6s"],
        capture_output=True,
        text=True,
        env=env,
        check=False,
    )
    assert done.returncode == 0 and "Concealed Kong" in done.stdout


def test_the_winning_tile_may_follow_a_plus(capsys) -> None:
    assert main(["[123m]{9999s}456p78sEE + 6s", "--json"]) == 0
    plus = json.loads(capsys.readouterr().out)
    assert main(["[123m]{9999s}456p78sEE", "--win", "6s", "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == plus


FLOWERS = "--flowers must be a whole number from 0 to 8"


@pytest.mark.parametrize(
    ("args", "said"),
    [
        (["--win", "6s", "--seat", ""], "--seat must be E, S, W or N (a wind), not ''"),
        (["--win", "6s", "--round", "e"], "--round must be E, S, W or N (a wind), not 'e'"),
        (["--win", "6s", "--flowers", "x"], f"{FLOWERS}, not 'x'"),
        (["--win", "6s", "--flowers", "9"], f"{FLOWERS}, not 9"),
        (["--win", "6s", "--flowers", "-1"], f"{FLOWERS}, not '-1'"),
        (["--win", "Z"], "--win must be one tile such as '6s' or 'E', not 'Z'"),
        (["--win", "6s6s"], "--win must be one tile such as '6s' or 'E', not '6s6s'"),
        ([], "give the winning tile"),
    ],
)
def test_every_option_is_checked_and_named(capsys, args: list[str], said: str) -> None:
    assert main(["[123m]{9999s}456p78sEE", *args]) == 2
    err = capsys.readouterr().err
    assert err.startswith("error: ") and said in err and "Traceback" not in err


def test_a_winning_tile_given_twice_is_an_error(capsys) -> None:
    assert main(["[123m]{9999s}456p78sEE + 6s", "--win", "6s"]) == 2
    assert "--win must be left out" in capsys.readouterr().err
    assert main(["[123m]{9999s}456p78sEE +"]) == 2
    assert "nothing follows '+'" in capsys.readouterr().err


def test_the_breakdown_names_the_formal_waits_when_they_differ(capsys) -> None:
    assert main(["2222345m123345s + 5m", "--self-drawn"]) == 0
    out = capsys.readouterr().out
    assert "Waiting on: 5m" in out and "Formal waits (decide the wait fans): 2m, 5m" in out
    assert "Single Wait" not in out and "Total" in out
