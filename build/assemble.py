"""Assembling the site, dist/, in order: the page's files, Pyodide's runtime with the trimmed
standard library, PyScript, our Python in zips, the snapshot of the started Python, the static
start screen and the service worker (docs/build.md)."""

from __future__ import annotations

import html
import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

from .common import DIST, NODE_MODULES, ROOT, WEB, fill_placeholders, run
from .install import ensure_npm_packages, ensure_python_test_packages
from .manifest import write_view_zips
from .shell import make_shell
from .snapshot import PYODIDE_FILES, make_snapshot
from .stdlib import STDLIB, write_stdlib
from .worker import write_service_worker
from .zips import write_zips

LOCK = "pyodide-lock.json"
# PyScript's optional chunks, which the site never loads (its plugins are turned off in
# pyscript.json and index.html, its config is JSON): left out of the site and its precache.
PYSCRIPT_OPTIONAL = (
    "codemirror*", "index-*", "py-editor-*", "py-terminal-*", "py-game-*", "donkey-*",
    "deprecations-manager-*", "xterm*", "toml-*", "pyodide_graph-*",
)
# Files of web/ that are build inputs, not site files (and app/, which ships in the zips).
WEB_SKIP = {"sw.js", "shell.js"}
# The subset font of the fans' Chinese names: made and checked by tools/fan_font.py.
FAN_FONT = ROOT / "tools" / "fan_font.py"
NOTO_CJK = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")


def build(site: Path = DIST, trace: bool = False) -> Path:
    """Build the site (dist/): the page, the vendored runtimes with the trimmed standard library,
    our Python as bytecode in zips, the snapshot of the started Python, and sw.js. `trace`: the
    whole standard library, reporting every module imported (see `trace`)."""
    ensure_npm_packages()
    ensure_python_test_packages(("babel",))  # compiles the page's word catalogs
    if site.exists():
        shutil.rmtree(site)
    shutil.copytree(WEB, site, ignore=_ignore_web)
    pyodide = NODE_MODULES / "pyodide"
    (site / "pyodide").mkdir()
    for name in PYODIDE_FILES:
        if name not in (STDLIB, LOCK):
            shutil.copy2(pyodide / name, site / "pyodide" / name)
    write_stdlib(site / "pyodide" / STDLIB, trace)
    # The app loads no Pyodide packages: the lock file keeps Pyodide's version check only.
    lock = json.loads((pyodide / LOCK).read_text())
    (site / "pyodide" / LOCK).write_text(json.dumps({"info": lock["info"], "packages": {}}))
    shutil.copytree(
        NODE_MODULES / "@pyscript" / "core" / "dist",
        site / "pyscript",
        ignore=shutil.ignore_patterns("*.map", *PYSCRIPT_OPTIONAL),
    )
    write_zips(site)
    write_view_zips(site)
    check_fan_font()
    make_snapshot(site)
    make_shell(site)
    write_about(site)
    write_service_worker(site)
    return site


def write_about(site: Path) -> None:
    """What the About view shows of the build: the project's licence as LICENSE.txt, and the
    app's version, its commit and date, and the vendored runtimes' versions in index.html's
    `<meta name="mahjong-build">` (app/about/view.py reads it)."""
    shutil.copy2(ROOT / "LICENSE", site / "LICENSE.txt")
    package = json.loads((ROOT / "package.json").read_text())
    runtimes = package["dependencies"]
    info = {"app": package["version"], **_commit(),
            "pyodide": runtimes["pyodide"], "pyscript": runtimes["@pyscript/core"]}
    fill_placeholders(site / "index.html",
                      {"__BUILD_INFO__": html.escape(json.dumps(info, sort_keys=True))})


def _commit() -> dict[str, str]:
    """The commit built and its date (YYYY-MM-DD), or "?"s outside a git checkout."""
    try:
        out = subprocess.run(["git", "log", "-1", "--format=%h %cs"], cwd=ROOT, text=True,
                             capture_output=True, check=True).stdout.split()
    except (OSError, subprocess.CalledProcessError):
        out = []
    return {"commit": out[0], "date": out[1]} if len(out) == 2 else {"commit": "?", "date": "?"}


def check_fan_font() -> None:
    """The font of the Chinese fan names (web/fonts/, committed) must cover every name in
    fans.tsv: tools/fan_font.py checks it against its manifest, with no package needed."""
    if subprocess.run([sys.executable, str(FAN_FONT), "check"], cwd=ROOT).returncode:
        sys.exit("build.py: the fan names' font does not cover fans.tsv: python3 build.py font")


def make_fan_font() -> None:
    """Remake web/fonts/fan-names.woff2 from Debian's Noto Sans CJK (fonts-noto-cjk) with the
    pinned fontTools; then commit it with tools/fan_font.json."""
    ensure_python_test_packages()
    if not NOTO_CJK.exists():
        if os.geteuid() != 0:
            sys.exit(f"{NOTO_CJK} is missing: install Debian's fonts-noto-cjk")
        env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
        run(["apt-get", "install", "-y", "-q", "fonts-noto-cjk"], env=env)
    run([sys.executable, str(FAN_FONT), "make"])


def _ignore_web(folder: str, names: list[str]) -> set[str]:
    skip = {n for n in names if n == "__pycache__" or n.endswith(".pyc")}
    if Path(folder) == WEB:
        skip |= WEB_SKIP | {"app"}
    return skip
