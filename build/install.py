"""Installing what a command needs: the npm packages pinned by package-lock.json, the Python
packages pinned by requirements-test.txt, Debian's Chromium; and Chromium for a build step."""

from __future__ import annotations

import importlib.metadata
import json
import os
import shutil
import sys

from .common import CHROMIUM, CHROMIUM_ARGS, NODE_MODULES, ROOT, run


def ensure_npm_packages() -> None:
    """Install the npm packages pinned by package-lock.json unless they already match it."""
    lock = ROOT / "package-lock.json"
    stamp = NODE_MODULES / ".package-lock.json"
    wanted = json.loads(lock.read_text())["packages"]
    if stamp.exists():
        have = json.loads(stamp.read_text()).get("packages", {})
        same = all(
            have.get(path, {}).get("version") == info.get("version")
            for path, info in wanted.items()
            if path
        )
        if same:
            return
    run(["npm", "ci", "--no-audit", "--no-fund"])


def ensure_python_test_packages(only: tuple[str, ...] = ()) -> None:
    """pip-install requirements-test.txt (or only the named packages of it) unless every pinned
    version is already installed."""
    missing = []
    for line in (ROOT / "requirements-test.txt").read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        name, version = line.split("==")
        if only and name not in only:
            continue
        try:
            if importlib.metadata.version(name) != version:
                missing.append(line)
        except importlib.metadata.PackageNotFoundError:
            missing.append(line)
    if missing:
        run([sys.executable, "-m", "pip", "install", "-q", *missing])


def ensure_chromium() -> None:
    """Install Debian's Chromium for the browser tests if it is not there (needs root)."""
    if CHROMIUM.exists():
        return
    if os.geteuid() != 0 or not shutil.which("apt-get"):
        sys.exit(f"{CHROMIUM} is missing: install Debian's chromium (apt-get install chromium)")
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    run(["apt-get", "update", "-q"], env=env)
    run(["apt-get", "install", "-y", "-q", "chromium", "fonts-noto-core"], env=env)


def build_playwright() -> None:
    """Install what a build step in Chromium needs: Playwright, and Debian's Chromium if the
    machine can."""
    ensure_python_test_packages(only=("playwright",))
    if not CHROMIUM.exists() and os.geteuid() == 0 and shutil.which("apt-get"):
        ensure_chromium()


def build_chromium(pw, purpose: str):  # noqa: ANN001, ANN201 - Playwright's types
    """Headless Chromium for a build step: Debian's, or Playwright's if that is missing (as on
    GitHub's runners). Call after `build_playwright()`."""
    from playwright.sync_api import Error as PlaywrightError

    executable = str(CHROMIUM) if CHROMIUM.exists() else None
    try:
        return pw.chromium.launch(executable_path=executable, headless=True,
                                  args=list(CHROMIUM_ARGS))
    except PlaywrightError as error:
        raise SystemExit(
            f"build: {purpose} is made in Chromium: install Debian's (apt-get install chromium) "
            f"or Playwright's (python -m playwright install chromium)\n{error}"
        ) from None
