import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from engine import new_deal
from engine.cli import main

ROOT = Path(__file__).resolve().parents[2]
ODD_TILE = {"id": 0, "face": "C", "x": 7, "y": 0, "z": 0}  # one tile: its face cannot pair


def run(argv, capsys, stdin=None, monkeypatch=None):
    if stdin is not None:
        monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def test_layouts(capsys):
    code, out, err = run(["layouts"], capsys)
    assert code == 0 and err == ""
    data = json.loads(out)
    assert data[0] == {
        "id": "turtle",
        "tiles": 144,
        "names": {"ne": "कछुवा", "hi": "कछुआ", "en": "Turtle"},
    }
    assert len(data) >= 10


def test_deal_is_the_library_deal(capsys):
    code, out, _ = run(["deal", "--layout", "turtle", "--seed", "42"], capsys)
    assert code == 0
    data = json.loads(out)
    assert data == json.loads(new_deal("turtle", 42).to_json())
    assert len(data["tiles"]) == 144


def test_daily(capsys):
    code, out, _ = run(["daily", "--layout", "turtle", "--date", "2026-11-29"], capsys)
    assert code == 0
    assert json.loads(out)["seed"] == "daily:2026-11-29"


def test_solve_round_trip(capsys, monkeypatch):
    deal = new_deal("stupa", 5).to_json()
    code, out, _ = run(["solve"], capsys, stdin=deal, monkeypatch=monkeypatch)
    assert code == 0
    data = json.loads(out)
    assert data["winnable"] is True and len(data["moves"]) == 31


def test_solve_reports_a_lost_position(capsys, monkeypatch):
    # Two tiles of one face, one on the other (the stupa's spire).
    deal = {
        "layout": "stupa",
        "tiles": [
            {"id": 60, "face": "C", "x": 7, "y": 7, "z": 3},
            {"id": 61, "face": "C", "x": 7, "y": 7, "z": 4},
        ],
    }
    code, out, _ = run(["solve"], capsys, stdin=json.dumps(deal), monkeypatch=monkeypatch)
    assert code == 0
    assert json.loads(out) == {"winnable": False, "moves": None}


@pytest.mark.parametrize(
    "argv, stdin",
    [
        (["deal", "--layout", "nope", "--seed", "1"], None),
        (["deal", "--layout", "turtle", "--seed", "x"], None),
        (["daily", "--layout", "turtle", "--date", "2026-02-30"], None),
        (["daily", "--layout", "turtle", "--date", "tomorrow"], None),
        (["solve"], "{not json"),
        (["solve"], json.dumps({"layout": "stupa", "tiles": [ODD_TILE]})),
        (["solve"], '{"layout": "nope", "tiles": []}'),
        ([], None),
        (["fly"], None),
    ],
)
def test_bad_input_is_one_line_and_status_2(argv, stdin, capsys, monkeypatch):
    code, out, err = run(argv, capsys, stdin=stdin or "", monkeypatch=monkeypatch)
    assert code == 2
    assert out == ""
    assert err.startswith("error: ") and err.count("\n") == 1


def test_python_dash_m_from_the_repository_root():
    env = dict(os.environ, PYTHONPATH="py")
    ok = subprocess.run(
        [sys.executable, "-m", "engine", "deal", "--layout", "window", "--seed", "3"],
        cwd=ROOT, env=env, capture_output=True, text=True, check=False,
    )
    assert ok.returncode == 0 and json.loads(ok.stdout)["layout"] == "window"
    bad = subprocess.run(
        [sys.executable, "-m", "engine", "deal", "--layout", "nope", "--seed", "3"],
        cwd=ROOT, env=env, capture_output=True, text=True, check=False,
    )
    assert bad.returncode == 2 and bad.stdout == "" and len(bad.stderr.splitlines()) == 1
