"""``python -m sheet totals FILE``, the contract other tools rely on: one ``NAME TOTAL`` line a
seat in seat order, then ``table points: a b c d``; bad input exits 2 with one line ``error: ...``
naming what is wrong, never a traceback. Run as a user runs it: ``PYTHONPATH=py python3 -m
sheet``."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from sheet import read_text, to_text

from tests.sheet.cases import BAD, GOOD

ROOT = Path(__file__).resolve().parents[2]


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT / "py"))
    return subprocess.run([sys.executable, "-m", "sheet", *args], capture_output=True,
                          text=True, env=env, cwd=ROOT, input=stdin, timeout=60)


@pytest.mark.parametrize("name,text,expected", GOOD, ids=[c[0] for c in GOOD])
def test_totals_of_a_match(tmp_path, name, text, expected):
    path = tmp_path / f"{name}.json"
    path.write_text(text, encoding="utf-8")
    done = run("totals", str(path))
    assert (done.returncode, done.stdout, done.stderr) == (0, expected, "")


def test_the_file_may_come_on_standard_input():
    name, text, expected = GOOD[1]
    assert run("totals", "-", stdin=text).stdout == expected


@pytest.mark.parametrize("name,text,words", BAD, ids=[c[0] for c in BAD])
def test_a_bad_file_is_one_error_line(tmp_path, name, text, words):
    path = tmp_path / f"{name}.json"
    path.write_text(text, encoding="utf-8")
    done = run("totals", str(path))
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.startswith("error: ") and done.stderr.count("\n") == 1, done.stderr
    assert words in done.stderr
    assert "Traceback" not in done.stderr


@pytest.mark.parametrize("args,words", [
    ((), "usage: python -m sheet totals FILE"),
    (("total", "x.json"), "usage"),
    (("totals",), "usage"),
    (("totals", "a.json", "b.json"), "usage"),
    (("totals", "/no/such/file.json"), "cannot read /no/such/file.json"),
    (("totals", "py"), "cannot read py"),
])
def test_wrong_arguments_and_unreadable_files(args, words):
    done = run(*args)
    assert done.returncode == 2 and done.stderr.count("\n") == 1 and words in done.stderr


def test_a_file_that_is_not_text(tmp_path):
    path = tmp_path / "photo.json"
    path.write_bytes(b"\xff\xd8\xff\xe0 not text")
    done = run("totals", str(path))
    assert done.returncode == 2 and "is not a text file" in done.stderr


def test_help():
    done = run("--help")
    assert done.returncode == 0 and "totals FILE" in done.stdout


@pytest.mark.parametrize("name,text,expected", GOOD, ids=[c[0] for c in GOOD])
def test_a_file_written_back_reads_the_same_and_keeps_its_other_fields(name, text, expected):
    sheet = read_text(text)
    again = read_text(to_text(sheet))
    assert again == sheet and again.totals() == sheet.totals()
    assert [h.extra for h in again.hands] == [h.extra for h in sheet.hands]
