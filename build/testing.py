"""`python3 build.py test`: install, build, lint, then run every test.

The whole suite runs as two pytest processes side by side: the browser tests (`tests/web`), whose
pytest mostly waits on Chromium, and the rest (pure Python, Pyodide under Node.js), which keeps
the second core busy meanwhile (docs/testing.md "How long the suite takes"). A run of chosen
files or tests (a path among the arguments) is one process, as pytest itself would run it.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile

from .assemble import build
from .common import DIST, ROOT
from .install import ensure_chromium, ensure_python_test_packages

BROWSER_TESTS = "tests/web"
NO_TESTS = 5  # pytest's exit code when it collected nothing


def test(pytest_args: list[str]) -> int:
    """Install, build, lint, then run every test. Fails when a test fails or none ran."""
    ensure_python_test_packages()
    ensure_chromium()
    build()
    lint_paths = [p for p in ("build.py", "build", "py", "tests", "web", "tools", "bench")
                  if (ROOT / p).exists()]
    lint = subprocess.run([sys.executable, "-m", "ruff", "check", *lint_paths], cwd=ROOT)
    env = dict(os.environ, MAHJONG_DIST=str(DIST))
    if names_tests(pytest_args):
        codes = [run_pytest(pytest_args, env)]
    else:
        codes = run_side_by_side(pytest_args, env)
    code = next((c for c in codes if c not in (0, NO_TESTS)), 0)
    # the whole suite: each half must run tests; chosen tests: at least one half must
    whole = not names_tests(pytest_args) and not selects(pytest_args)
    if (whole and NO_TESTS in codes) or all(c == NO_TESTS for c in codes):
        print("build.py test: pytest collected no tests; that is a failure", flush=True)
        return 1
    if lint.returncode and not code:
        print("build.py test: ruff found problems", flush=True)
        return 1
    return code


def names_tests(pytest_args: list[str]) -> bool:
    """Whether the arguments name test files, folders or tests (then pytest runs just those)."""
    return any(not arg.startswith("-") and (ROOT / arg.split("::")[0]).exists()
               for arg in pytest_args)


def selects(pytest_args: list[str]) -> bool:
    """Whether the arguments choose among the tests (-k, -m, --lf ...): a half may run none."""
    return any(arg.split("=")[0] in ("-k", "-m", "--lf", "--last-failed", "--deselect")
               or arg.startswith(("-k", "-m")) for arg in pytest_args)


def run_pytest(args: list[str], env: dict[str, str]) -> int:
    return subprocess.run([sys.executable, "-m", "pytest", *args], cwd=ROOT, env=env).returncode


def run_side_by_side(pytest_args: list[str], env: dict[str, str]) -> list[int]:
    """The browser tests shown as they run; the others beside them, their report shown after."""
    with tempfile.TemporaryFile(mode="w+", encoding="utf-8") as log:
        others = subprocess.Popen(
            [sys.executable, "-m", "pytest", "--ignore", BROWSER_TESTS, "-p", "no:cacheprovider",
             *pytest_args],
            cwd=ROOT, env=env, stdout=log, stderr=subprocess.STDOUT)
        try:
            browser = run_pytest([BROWSER_TESTS, *pytest_args], env)
        except BaseException:  # interrupted: the other half stops too
            others.kill()
            raise
        others_code = others.wait()
        log.seek(0)
        print(f"\n===== the tests outside {BROWSER_TESTS} (run beside them) =====", flush=True)
        sys.stdout.write(log.read())
    print(f"build.py test: {BROWSER_TESTS} exit {browser}, the others exit {others_code}",
          flush=True)
    return [browser, others_code]

