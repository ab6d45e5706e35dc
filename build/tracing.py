"""`python3 build.py trace`: find the standard library modules the site needs."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

from .assemble import build
from .common import PY, ROOT
from .install import ensure_chromium, ensure_python_test_packages
from .snapshot import pyodide_version
from .stdlib import STDLIB_LIST, TRACE_ENV, pyodide_stdlib_modules

TRACE_DIST = ROOT / "dist-trace"


def trace(pytest_args: list[str]) -> int:
    """Find the standard library modules the site needs: build the trace site (the whole
    standard library, every import reported), run every test on it (browser pages and Pyodide
    under Node.js) and the browser benchmark's played games, then write tools/stdlib.txt:
    the modules of Pyodide's standard library that were imported."""
    ensure_python_test_packages()
    ensure_chromium()
    with tempfile.TemporaryDirectory() as tmp:
        report = Path(tmp) / "imports.txt"
        report.touch()
        os.environ[TRACE_ENV] = str(report)  # the snapshot's maker reports too
        site = build(TRACE_DIST, trace=True)
        env = dict(os.environ, MAHJONG_DIST=str(site), PYTHONPATH=str(PY))
        code = subprocess.run([sys.executable, "-m", "pytest", *pytest_args], cwd=ROOT,
                              env=env).returncode
        code |= subprocess.run([sys.executable, "-m", "bench.browser", "--runs", "1"], cwd=ROOT,
                               env=env).returncode
        seen = set(report.read_text().split())
    names = pyodide_stdlib_modules()
    kept = sorted(seen & names)
    STDLIB_LIST.write_text(
        "# The modules of Pyodide's standard library the site ships (build.py STDLIB): those\n"
        "# imported by the app, Pyodide and PyScript in every test (the browser's pages and\n"
        "# Pyodide under Node.js) and the browser benchmark's games. Made by\n"
        f"# `python3 build.py trace` with Pyodide {pyodide_version()}; {len(kept)} of "
        f"{len(names)} modules.\n" + "".join(f"{name}\n" for name in kept)
    )
    print(f"trace: {len(kept)} of {len(names)} standard library modules kept "
          f"in {STDLIB_LIST.relative_to(ROOT)}", flush=True)
    if code:
        print("trace: some tests or the benchmark failed; the list may lack modules", flush=True)
    return code
