"""``python -m scoring analyze``: the issue's contract, read back as JSON from a real process."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from scoring.__main__ import main

PY = Path(__file__).resolve().parents[2] / "py"


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    env = {**os.environ, "PYTHONPATH": str(PY)}
    return subprocess.run(
        [sys.executable, "-m", "scoring", "analyze", *args],
        input=stdin, capture_output=True, text=True, env=env, check=False, timeout=60,
    )


def test_thirteen_tiles() -> None:
    done = run("123m456p789s11sEE")
    assert done.returncode == 0 and done.stderr == ""
    assert json.loads(done.stdout) == {"tiles": 13, "shanten": 0, "useful": ["1s", "E"]}
    assert done.stdout.count("\n") == 1


def test_fourteen_tiles_with_a_meld_and_a_kong() -> None:
    done = run("[123m]{9999s}456p78sEEE")
    data = json.loads(done.stdout)
    assert list(data) == ["tiles", "shanten", "discards"]
    assert data["tiles"] == 14 and data["shanten"] == 0
    assert [d["tile"] for d in data["discards"]] == ["E", "7s", "8s", "4p", "6p", "5p"]
    # 78s waits on 6s and 9s, but the concealed kong holds every 9s: four 6s left
    first = data["discards"][0]
    assert first == {"tile": "E", "shanten": 0, "useful": ["6s"], "left": 4}
    assert data["discards"][1] == {"tile": "7s", "shanten": 0, "useful": ["8s"], "left": 3}
    assert all(list(d) == ["tile", "shanten", "useful", "left"] for d in data["discards"])


def test_complete_hand_is_minus_one() -> None:
    data = json.loads(run("11223344556677m").stdout)
    assert data["shanten"] == -1 and len(data["discards"]) == 7


def test_standard_input_one_object_a_line() -> None:
    done = run("-", stdin="123m456p789s11sEE\n\n19m19p19sESWNCFP\n123m456p789s11sEEE\n")
    lines = done.stdout.splitlines()
    assert done.returncode == 0 and len(lines) == 3
    assert [json.loads(line)["tiles"] for line in lines] == [13, 13, 14]
    assert json.loads(lines[1])["useful"] == ["1m", "9m", "1p", "9p", "1s", "9s",
                                              "E", "S", "W", "N", "C", "F", "P"]


def test_standard_input_stops_at_a_bad_line() -> None:
    done = run("-", stdin="123m456p789s11sEE\n12m\n123m456p789s11sEE\n")
    assert done.returncode == 2 and len(done.stdout.splitlines()) == 1
    assert done.stderr == "error: line 2: the hand has 2 tiles; the analysis takes 13 or 14\n"


@pytest.mark.parametrize(
    ("hand", "message"),
    [
        ("123m456p789s11sEX", "unknown tile 'X'"),
        ("123m456p789s1s", "the hand has 10 tiles"),
        ("11111m456p789s1sE", "1m appears 5 times"),
        ("[12m]456p789s11sEE", "[12m] is not a meld"),
    ],
)
def test_bad_input_is_one_error_line_and_status_2(hand: str, message: str) -> None:
    done = run(hand)
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.startswith("error: ") and message in done.stderr
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr


def test_main_dispatches_analyze(capsys) -> None:
    assert main(["analyze", "19m19p19sESWNCFP"]) == 0
    assert json.loads(capsys.readouterr().out)["shanten"] == 0
    assert main(["analyze", "19m19p19sESWNCFX"]) == 2
    assert capsys.readouterr().err.startswith("error: unknown tile 'X'")


def test_a_wrong_command_line_is_one_error_line_too() -> None:
    for args in ((), ("123m456p789s11sEE", "--json")):
        done = run(*args)
        assert done.returncode == 2 and done.stdout == ""
        assert done.stderr.startswith("error: ") and done.stderr.count("\n") == 1
