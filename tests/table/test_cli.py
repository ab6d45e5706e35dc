"""``python -m table selfplay | check``: JSON Lines out, one-line errors with status 2."""

import io
import json
import os
import subprocess
import sys
from pathlib import Path

from table import check_records
from table.cli import main

ROOT = Path(__file__).resolve().parents[2]


def run(argv, capsys, monkeypatch=None, stdin=None):
    if stdin is not None:
        monkeypatch.setattr(sys, "stdin", io.StringIO(stdin))
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


def test_selfplay_prints_one_record_per_hand(capsys):
    code, out, err = run(["selfplay", "--hands", "3", "--seed", "4"], capsys)
    assert code == 0 and err == ""
    records = [json.loads(line) for line in out.splitlines()]
    assert [r["hand"] for r in records] == [1, 2, 3] and {r["seed"] for r in records} == {4}
    check_records(records)


def test_more_than_16_hands_go_on_with_the_next_seed(capsys):
    code, out, _ = run(["selfplay", "--hands", "18", "--seed", "2"], capsys)
    records = [json.loads(line) for line in out.splitlines()]
    assert code == 0 and [(r["seed"], r["hand"]) for r in records][15:] == [(2, 16), (3, 1), (3, 2)]


def test_check_accepts_selfplay_and_rejects_a_broken_record(capsys, monkeypatch):
    _, out, _ = run(["selfplay", "--hands", "2", "--seed", "9"], capsys)
    code, checked, _ = run(["check"], capsys, monkeypatch, stdin=out)
    assert code == 0 and json.loads(checked) == {"hands": 2, "valid": True}
    broken = out.replace('"end": "front"', '"end": "back"', 1)
    code, checked, err = run(["check"], capsys, monkeypatch, stdin=broken)
    assert code == 2 and checked == "" and err.startswith("error: event 0:")


def test_errors_are_one_line_with_status_2(capsys, monkeypatch):
    for argv, expected in (
        (["selfplay", "--players", "nobody"], "error: unknown player 'nobody'"),
        (["selfplay", "--players", "simple,simple"], "error: --players takes one name or four"),
        (["selfplay", "--hands", "0"], "error: --hands must be at least 1"),
        (["dance"], "error: argument command"),
    ):
        code, out, err = run(argv, capsys)
        assert code == 2 and out == "" and err.startswith(expected) and err.count("\n") == 1
    code, _, err = run(["check"], capsys, monkeypatch, stdin="{not json\n")
    assert code == 2 and err.startswith("error: ")


def test_module_runs_from_the_command_line():
    env = dict(os.environ, PYTHONPATH=str(ROOT / "py"))
    done = subprocess.run(
        [sys.executable, "-m", "table", "selfplay", "--hands", "1", "--seed", "5"],
        capture_output=True,
        text=True,
        env=env,
        cwd=ROOT,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout)["seed"] == 5
