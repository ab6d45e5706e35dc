"""`python3 build.py test`: install, build, lint, then run every test."""

from __future__ import annotations

import os
import subprocess
import sys

from .assemble import build
from .common import DIST, ROOT
from .install import ensure_chromium, ensure_python_test_packages


def test(pytest_args: list[str]) -> int:
    """Install, build, lint, then run every test. Fails when a test fails or none ran."""
    ensure_python_test_packages()
    ensure_chromium()
    build()
    lint_paths = [p for p in ("build.py", "build", "py", "tests", "web", "tools", "bench")
                  if (ROOT / p).exists()]
    lint = subprocess.run([sys.executable, "-m", "ruff", "check", *lint_paths], cwd=ROOT)
    env = dict(os.environ, MAHJONG_DIST=str(DIST))
    pytest = [sys.executable, "-m", "pytest", *pytest_args]
    code = subprocess.run(pytest, cwd=ROOT, env=env).returncode
    if code == 5:
        print("build.py test: pytest collected no tests; that is a failure", flush=True)
        return 1
    if lint.returncode and not code:
        print("build.py test: ruff found problems", flush=True)
        return 1
    return code
