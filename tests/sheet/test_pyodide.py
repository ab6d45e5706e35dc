"""The score sheet under Pyodide (the browser's Python, under Node.js) prints exactly what
CPython prints for the same files, good and bad."""

from __future__ import annotations

import contextlib
import io
import json
import shutil
import subprocess
from pathlib import Path

import pytest
from sheet.cli import main

from tests.sheet.cases import BAD, GOOD

pytestmark = pytest.mark.node

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "tools" / "sheet_pyodide.mjs"


def cpython(path: Path) -> dict:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = main(["totals", str(path)])
    return {"status": status, "stdout": out.getvalue(), "stderr": err.getvalue()}


def test_same_files_same_output_in_pyodide(tmp_path):
    node = shutil.which("node")
    if node is None or not (ROOT / "node_modules" / "pyodide" / "pyodide.mjs").exists():
        pytest.skip("needs node and node_modules/pyodide (python build.py installs them)")
    cases = [{"name": name, "text": text} for name, text, _ in GOOD + BAD]
    (tmp_path / "cases.json").write_text(json.dumps(cases), encoding="utf-8")
    run = subprocess.run([node, str(SCRIPT), str(tmp_path / "cases.json")], capture_output=True,
                         text=True, timeout=300, cwd=ROOT)
    assert run.returncode == 0, run.stderr
    got = json.loads(run.stdout.splitlines()[-1])
    assert got["python"].startswith("3.")
    assert len(got["results"]) == len(cases)
    for case, result in zip(cases, got["results"], strict=True):
        path = tmp_path / case["name"]
        path.write_text(case["text"], encoding="utf-8")
        want = cpython(path)
        # the file's path differs between the two file systems; the words after it do not
        assert result["status"] == want["status"], case["name"]
        assert result["stdout"] == want["stdout"], case["name"]
        assert (result["stderr"].replace(f"/tmp/{case['name']}", "FILE")
                == want["stderr"].replace(str(path), "FILE")), case["name"]
