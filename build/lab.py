"""`python3 build.py bench`: every benchmark table (bench/, docs/benchmarks.md), and the helpers
the browser's benchmarks share (a table printed, one view's benchmark run alone)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from .assemble import build
from .common import CHROMIUM, CHROMIUM_ARGS, DIST, PY, ROOT
from .install import ensure_chromium, ensure_python_test_packages
from .serving import site_served


def shared_photos() -> Path | None:
    """../shared/photos, the real labelled phone photos (beside the clone in CI, two folders
    up from a worktree), or MAHJONG_PHOTOS; None when absent. Never part of the site."""
    given = os.environ.get("MAHJONG_PHOTOS")
    places = [Path(given)] if given else [base / "shared" / "photos"
                                          for base in (ROOT.parent, ROOT.parent.parent)]
    return next((p for p in places if (p / "labels.json").is_file()), None)


def lab() -> int:
    ensure_python_test_packages()
    ensure_chromium()
    build()
    env = dict(os.environ, PYTHONPATH=str(PY), MAHJONG_DIST=str(DIST))
    photos = shared_photos()
    # the lab's modules (bench/), run from the root
    runs = [["bench.solitaire"], ["bench.scorer"], ["bench.analysis"], ["bench.players"],
            ["bench.photo_reader"], ["bench.review"]]
    if photos is not None:  # the reader on real labelled photos: beside the clone, if there
        runs.append(["bench.photo_real", str(photos)])
        runs.append(["bench.photo_namer", str(photos)])  # the learned namer, designs held out
    else:
        print("\nphoto reader on real photos: skipped (no ../shared/photos)", flush=True)
    runs.append(["bench.browser"])
    code = 0
    for module in runs:
        code |= subprocess.run([sys.executable, "-m", *module], cwd=ROOT, env=env).returncode
    return code


def print_table(title: str, rows: list[tuple[str, str]]) -> None:
    """Print a benchmark table: a title, then one `measure  value` line a row."""
    width = max(len(name) for name, _ in rows)
    print(f"\n{title}")
    print(f"{'measure':<{width}}  value")
    print(f"{'-' * width}  {'-' * max(len(value) for _, value in rows)}")
    for name, value in rows:
        print(f"{name:<{width}}  {value}")


def lab_alone(measure, title: str) -> int:
    """Run one view's browser benchmark on its own (`measure(browser, site)` -> rows): the
    built site (MAHJONG_DIST, else dist/, built if missing) served, Chromium launched, the
    rows printed as a table."""
    from playwright.sync_api import sync_playwright

    with site_served() as site, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=str(CHROMIUM), headless=True,
                                     args=list(CHROMIUM_ARGS))
        rows = measure(browser, site)
        browser.close()
    print_table(title, rows)
    return 0
