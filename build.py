#!/usr/bin/env python3
"""Build, serve, test and benchmark the Mahjong web app.

    python build.py            build dist/ (the static site)
    python build.py serve      build, then serve dist/ on http://127.0.0.1:8000/
    python build.py test       install what the tests need, build, lint, run every test
    python build.py bench      build, then print the benchmark tables (engine, scoring, table,
                               browser)

Each command installs what it needs itself: the npm packages pinned by package-lock.json
(Pyodide and PyScript, vendored into dist/), the Python test packages pinned by
requirements-test.txt, and Debian's Chromium for the browser tests.
"""

from __future__ import annotations

import argparse
import contextlib
import functools
import hashlib
import http.server
import importlib.metadata
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent
DIST = ROOT / "dist"
WEB = ROOT / "web"
PY = ROOT / "py"
NODE_MODULES = ROOT / "node_modules"
CHROMIUM = Path("/usr/bin/chromium")
# Flags for Debian's Chromium, headless as root on a machine with a closed network.
CHROMIUM_ARGS = (
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
)

# The Pyodide runtime files the page needs (from the npm package `pyodide`).
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
# Python packages shipped to the browser inside one zip: the pure engines and the page layer.
PY_PACKAGES = (
    (PY / "engine", "engine"),
    (PY / "scoring", "scoring"),
    (PY / "table", "table"),
    (WEB / "app", "app"),
)
# Files of web/ that are build inputs, not site files.
WEB_SKIP = {"sw.js"}
ZIP_NAME = "python.zip"
FIXED_ZIP_TIME = (2020, 1, 1, 0, 0, 0)


def run(cmd: list[str], **kwargs) -> None:
    """Run a command from the repository root, stopping the build if it fails."""
    print("+", " ".join(cmd), flush=True)
    subprocess.run(cmd, cwd=ROOT, check=True, **kwargs)


# ---------------------------------------------------------------- installing what is needed


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


def ensure_python_test_packages() -> None:
    """pip-install requirements-test.txt unless every pinned version is already installed."""
    missing = []
    for line in (ROOT / "requirements-test.txt").read_text().splitlines():
        line = line.split("#", 1)[0].strip()
        if not line:
            continue
        name, version = line.split("==")
        try:
            if importlib.metadata.version(name) != version:
                missing.append(line)
        except importlib.metadata.PackageNotFoundError:
            missing.append(line)
    if missing:
        run([sys.executable, "-m", "pip", "install", "-q", "-r", "requirements-test.txt"])


def ensure_chromium() -> None:
    """Install Debian's Chromium for the browser tests if it is not there (needs root)."""
    if CHROMIUM.exists():
        return
    if os.geteuid() != 0 or not shutil.which("apt-get"):
        sys.exit(f"{CHROMIUM} is missing: install Debian's chromium (apt-get install chromium)")
    env = dict(os.environ, DEBIAN_FRONTEND="noninteractive")
    run(["apt-get", "update", "-q"], env=env)
    run(["apt-get", "install", "-y", "-q", "chromium", "fonts-noto-core"], env=env)


# ---------------------------------------------------------------- building dist/


def build() -> Path:
    """Build dist/: the page, the vendored runtimes, our Python as one zip, and sw.js."""
    ensure_npm_packages()
    if DIST.exists():
        shutil.rmtree(DIST)
    shutil.copytree(WEB, DIST, ignore=_ignore_web)
    pyodide = NODE_MODULES / "pyodide"
    (DIST / "pyodide").mkdir()
    for name in PYODIDE_FILES:
        shutil.copy2(pyodide / name, DIST / "pyodide" / name)
    shutil.copytree(
        NODE_MODULES / "@pyscript" / "core" / "dist",
        DIST / "pyscript",
        ignore=shutil.ignore_patterns("*.map"),
    )
    _write_python_zip(DIST / ZIP_NAME)
    write_service_worker()
    return DIST


def _ignore_web(folder: str, names: list[str]) -> set[str]:
    skip = {n for n in names if n == "__pycache__" or n.endswith(".pyc")}
    if Path(folder) == WEB:
        skip |= WEB_SKIP | {"app"}
    return skip


def _write_python_zip(target: Path) -> None:
    """Zip our packages, with their bytecode for the browser's Python, in a fixed order and with
    fixed timestamps, so the same sources give the same bytes."""
    with tempfile.TemporaryDirectory() as tmp:
        staging = Path(tmp)
        for source, name in PY_PACKAGES:
            if source.exists():
                shutil.copytree(
                    source, staging / name, ignore=shutil.ignore_patterns("__pycache__", "*.pyc")
                )
        # Bytecode compiled by Pyodide's own Python: the page skips compiling at start-up.
        run(["node", str(ROOT / "tools" / "compile_pyodide.mjs"), str(staging)])
        with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as zf:
            for path in sorted(staging.rglob("*")):
                if path.is_dir():
                    continue
                info = zipfile.ZipInfo(path.relative_to(staging).as_posix(), FIXED_ZIP_TIME)
                info.compress_type = zipfile.ZIP_DEFLATED
                info.external_attr = 0o644 << 16
                zf.writestr(info, path.read_bytes())


def site_files(site: Path = DIST) -> list[str]:
    """Every file of the site as a path relative to it, sorted (sw.js itself excluded)."""
    return sorted(
        p.relative_to(site).as_posix()
        for p in site.rglob("*")
        if p.is_file() and p.name != "sw.js"
    )


def write_service_worker(site: Path = DIST) -> str:
    """Generate sw.js: precache every site file under a name derived from their contents.

    Returns the cache name. Any change to any file gives a new name, so the new worker
    installs, takes over, and deletes the old cache.
    """
    files = site_files(site)
    digest = hashlib.sha256()
    for name in files:
        digest.update(name.encode())
        digest.update(hashlib.sha256((site / name).read_bytes()).digest())
    version = digest.hexdigest()[:16]
    template = (WEB / "sw.js").read_text()
    precache = ["./"] + [f"./{name}" for name in files]
    cache = f"mahjong-{version}"
    text = template.replace("__CACHE_NAME__", cache).replace(
        "__PRECACHE__", json.dumps(precache, indent=1)
    )
    (site / "sw.js").write_text(text)
    return cache


# ---------------------------------------------------------------- serving


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with the MIME types Pyodide and the PWA need, and no HTTP caching."""

    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".wasm": "application/wasm",
        ".webmanifest": "application/manifest+json",
        ".json": "application/json",
        ".svg": "image/svg+xml",
        ".zip": "application/zip",
    }

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def log_message(self, format: str, *args) -> None:  # noqa: A002 - signature of the base
        if os.environ.get("SITE_LOG"):
            super().log_message(format, *args)


def make_server(root: Path, host: str = "127.0.0.1", port: int = 8000) -> http.server.HTTPServer:
    """A threading static server for `root` (port 0 picks a free port)."""
    handler = functools.partial(SiteHandler, directory=str(root))
    return http.server.ThreadingHTTPServer((host, port), handler)


def serve_in_background(root: Path) -> tuple[http.server.HTTPServer, str]:
    """Serve `root` on a free localhost port from a daemon thread: (server, its URL)."""
    server = make_server(root, port=0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


def serve(host: str, port: int) -> None:
    build()
    server = make_server(DIST, host, port)
    print(f"Serving dist/ on http://{host}:{server.server_address[1]}/  (Ctrl+C stops)", flush=True)
    with contextlib.suppress(KeyboardInterrupt):
        server.serve_forever()


# ---------------------------------------------------------------- testing and benchmarks


def test(pytest_args: list[str]) -> int:
    """Install, build, lint, then run every test. Fails when a test fails or none ran."""
    ensure_python_test_packages()
    ensure_chromium()
    build()
    lint_paths = [p for p in ("build.py", "py", "tests", "web", "tools") if (ROOT / p).exists()]
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


def bench() -> int:
    ensure_python_test_packages()
    ensure_chromium()
    build()
    env = dict(os.environ, PYTHONPATH=str(PY), MAHJONG_DIST=str(DIST))
    code = 0
    for module in ("engine.bench", "scoring.bench", "table.bench"):
        code |= subprocess.run([sys.executable, "-m", module], cwd=ROOT, env=env).returncode
    browser = ROOT / "tools" / "bench_browser.py"
    if browser.exists():
        code |= subprocess.run([sys.executable, str(browser)], cwd=ROOT, env=env).returncode
    return code


def print_table(title: str, rows: list[tuple[str, str]]) -> None:
    """Print a benchmark table: a title, then one `measure  value` line a row."""
    width = max(len(name) for name, _ in rows)
    print(f"\n{title}")
    print(f"{'measure':<{width}}  value")
    print(f"{'-' * width}  {'-' * max(len(value) for _, value in rows)}")
    for name, value in rows:
        print(f"{name:<{width}}  {value}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    sub = parser.add_subparsers(dest="command")
    sub.add_parser("build", help="build dist/ (the default)")
    serve_p = sub.add_parser("serve", help="build and serve dist/ on localhost")
    serve_p.add_argument("--host", default="127.0.0.1")
    serve_p.add_argument("--port", type=int, default=8000)
    test_p = sub.add_parser("test", help="run every test (extra arguments go to pytest)")
    test_p.add_argument("pytest_args", nargs=argparse.REMAINDER)
    sub.add_parser("bench", help="print the benchmark tables")
    args = parser.parse_args(argv)
    if args.command == "serve":
        serve(args.host, args.port)
        return 0
    if args.command == "test":
        return test(args.pytest_args)
    if args.command == "bench":
        return bench()
    build()
    print(f"built {DIST.relative_to(ROOT)}/ ({len(site_files())} files)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
