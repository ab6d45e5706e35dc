"""The table engine under Pyodide (the browser's Python, under Node.js) plays the same match
from the same seed as CPython: the hand records are identical, line for line."""

import json
import shutil
import subprocess
from pathlib import Path

import pytest
from table import record_line
from table.cli import selfplay

pytestmark = pytest.mark.node

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "tools" / "table_pyodide.mjs"


def test_same_seed_same_records_in_pyodide():
    node = shutil.which("node")
    if node is None or not (ROOT / "node_modules" / "pyodide" / "pyodide.mjs").exists():
        pytest.skip("needs node and node_modules/pyodide (python build.py installs them)")
    argv = ["selfplay", "--hands", "18", "--seed", "31"]  # a whole match and two more hands
    run = subprocess.run(
        [node, str(SCRIPT), *argv], capture_output=True, text=True, timeout=300, cwd=ROOT
    )
    assert run.returncode == 0, run.stderr
    *lines, last = run.stdout.splitlines()
    assert json.loads(last)["status"] == 0 and json.loads(last)["python"].startswith("3.")
    expected = [record_line(r) for r in selfplay(18, 31, "simple")]
    assert len(lines) == 18
    for got, want in zip(lines, expected, strict=True):
        assert got == want, f"hand {json.loads(want)['hand']} differs between CPython and Pyodide"
