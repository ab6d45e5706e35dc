"""The daily deal is the same in CPython and in Pyodide (Python 3.14 under Node.js): every
player in Nepal gets the same deal whatever their browser, for several layouts and dates."""

from __future__ import annotations

import json
import shutil
import subprocess
from datetime import date
from pathlib import Path

import pytest
from engine import daily_deal, layouts

pytestmark = pytest.mark.node

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "tools" / "daily_pyodide.mjs"
DATES = ("2024-02-29", "2025-01-01", "2026-11-29", "2031-07-15")


def test_daily_deals_agree_between_cpython_and_pyodide():
    node = shutil.which("node")
    if node is None or not (ROOT / "node_modules" / "pyodide" / "pyodide.mjs").exists():
        pytest.skip("needs node and node_modules/pyodide (python build.py installs them)")
    ids = [layout.id for layout in layouts()]
    # every layout on one date, and three layouts (the first, a middle, the last) on the rest
    wanted = [f"{layout_id}:{DATES[2]}" for layout_id in ids]
    for day in DATES[:2] + DATES[3:]:
        wanted += [f"{layout_id}:{day}" for layout_id in (ids[0], ids[len(ids) // 2], ids[-1])]
    run = subprocess.run(
        [node, str(SCRIPT), *wanted], capture_output=True, text=True, timeout=300, cwd=ROOT
    )
    assert run.returncode == 0, run.stderr
    pyodide = json.loads(run.stdout)
    assert pyodide.pop("python").startswith("3.")
    assert sorted(pyodide) == sorted(wanted)
    for item in wanted:
        layout_id, _, day = item.partition(":")
        expected = daily_deal(layout_id, date.fromisoformat(day)).to_dict()
        assert pyodide[item] == expected, f"{item} differs between CPython and Pyodide"
    # and the deals really differ from day to day
    first = ids[0]
    assert pyodide[f"{first}:{DATES[0]}"] != pyodide[f"{first}:{DATES[1]}"]
