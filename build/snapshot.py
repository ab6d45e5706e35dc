"""The memory snapshot of the started Python: made in headless Chromium from the site's own
Pyodide and python.zip (tools/snapshot/), cached by the name its inputs give it; the page's
interpreter.mjs restores it (docs/startup.md)."""

from __future__ import annotations

import functools
import gzip
import hashlib
import http.server
import json
import os
import shutil
import tempfile
import threading
import time
from pathlib import Path

from .common import DIST, INTERPRETER, NODE_MODULES, ROOT, fill_placeholders
from .install import build_chromium, build_playwright
from .manifest import manifest, start_packages
from .serving import SiteHandler
from .stdlib import TRACE_ENV

# The Pyodide runtime files the page needs (from the npm package `pyodide`).
PYODIDE_FILES = (
    "pyodide.mjs",
    "pyodide.asm.mjs",
    "pyodide.asm.wasm",
    "python_stdlib.zip",
    "pyodide-lock.json",
)
# The snapshot lives in a folder of its own in the site, fetched only once the page is idle;
# it is made from the recipe in tools/snapshot/ and kept in the build's cache by its name.
SNAPSHOT_DIR = "snapshot"
SNAPSHOT_RECIPE = ROOT / "tools" / "snapshot"
SNAPSHOT_CACHE = NODE_MODULES / ".cache" / "mahjong-snapshot"
SNAPSHOT_TIMEOUT_MS = 600_000


def pyodide_version() -> str:
    """The version of the vendored Pyodide (npm package, pinned by the lock file)."""
    return json.loads((NODE_MODULES / "pyodide" / "package.json").read_text())["version"]


def snapshot_name(site: Path = DIST) -> str:
    """The snapshot's path in `site`: Pyodide's version and a hash of everything the snapshot is
    made from (the site's Pyodide runtime files, its python.zip, the recipe in tools/snapshot/).
    A snapshot made from anything else has another name, so a stale one is never asked for."""
    inputs = [site / "pyodide" / name for name in PYODIDE_FILES] + [site / manifest().START_ZIP]
    inputs += sorted(p for p in SNAPSHOT_RECIPE.iterdir() if p.is_file())
    digest = hashlib.sha256()
    for path in inputs:
        digest.update(path.name.encode())
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return f"{SNAPSHOT_DIR}/python-{pyodide_version()}-{digest.hexdigest()[:16]}.gz"


def make_snapshot(site: Path = DIST) -> str:
    """Put the gzip-compressed memory snapshot of the started Python into `site` and name it in
    the site's interpreter.mjs; returns its path in the site.

    It is made in headless Chromium (make_snapshot_in_chromium) unless the build cache
    (node_modules/.cache) already holds the one for these very inputs.
    """
    name = snapshot_name(site)
    key = name.removesuffix(".gz").rsplit("-", 1)[1]
    cached = SNAPSHOT_CACHE / Path(name).name
    if cached.exists() and not os.environ.get(TRACE_ENV):  # a trace reports what it imports
        print(f"snapshot: {name} from the build cache", flush=True)
    else:
        started = time.monotonic()
        build_playwright()
        heap, report = make_snapshot_in_chromium(site, key)
        if os.environ.get(TRACE_ENV):  # `trace`: what the snapshot imported is needed too
            with open(os.environ[TRACE_ENV], "a") as out:
                out.write("".join(f"{name}\n" for name in report.get("modules", ())))
        packed = gzip.compress(heap, compresslevel=6, mtime=0)
        SNAPSHOT_CACHE.mkdir(parents=True, exist_ok=True)
        part = cached.with_name(cached.name + ".part")
        part.write_bytes(packed)
        part.replace(cached)
        for old in sorted(SNAPSHOT_CACHE.glob("*.gz"), key=lambda p: p.stat().st_mtime)[:-4]:
            old.unlink()  # the cache keeps the last four
        print(
            f"snapshot: made {name} in {time.monotonic() - started:.1f} s: heap "
            f"{len(heap) / 2**20:.1f} MiB, gzip {len(packed) / 2**20:.2f} MiB; "
            f"{len(report['imported'])} modules imported, left to the page: "
            f"{', '.join(report['left']) or 'none'}",
            flush=True,
        )
    (site / SNAPSHOT_DIR).mkdir(exist_ok=True)
    shutil.copyfile(cached, site / name)
    fill_placeholders(site / INTERPRETER,
                      {"__SNAPSHOT_FILE__": f"./{name}", "__SNAPSHOT_KEY__": key})
    return name


class _SnapshotMakerHandler(SiteHandler):
    """Serves tools/snapshot/maker.html's folder and takes what the page PUTs (report, snapshot,
    error) into the server's `received`."""

    def do_PUT(self) -> None:
        size = int(self.headers.get("Content-Length", 0))
        self.server.received[self.path.strip("/")] = self.rfile.read(size)
        self.send_response(204)
        self.end_headers()


def make_snapshot_in_chromium(site: Path, key: str) -> tuple[bytes, dict]:
    """Start `site`'s Pyodide in headless Chromium with its python.zip and the packages of
    start packages imported (tools/snapshot/), and return (the memory snapshot, what was imported).

    In Chromium, because a snapshot made under Node.js does not match the browser's function
    table; Debian's Chromium, or Playwright's own if that is missing (as on GitHub's runners).
    """
    from playwright.sync_api import sync_playwright

    packages = [name for _, name in start_packages()]
    start_zip = manifest().START_ZIP
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        shutil.copyfile(SNAPSHOT_RECIPE / "maker.html", folder / "index.html")
        shutil.copyfile(SNAPSHOT_RECIPE / "prepare.py", folder / "prepare.py")
        (folder / "config.json").write_text(json.dumps({"packages": packages, "key": key}))
        (folder / "pyodide").symlink_to((site / "pyodide").resolve())
        (folder / start_zip).symlink_to((site / start_zip).resolve())
        handler = functools.partial(_SnapshotMakerHandler, directory=tmp)
        server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
        server.received = {}
        threading.Thread(target=server.serve_forever, daemon=True).start()
        url = f"http://127.0.0.1:{server.server_address[1]}/"
        try:
            with sync_playwright() as pw:
                browser = build_chromium(pw, "the Python snapshot")
                page = browser.new_page()
                page.goto(url)
                page.wait_for_function(
                    "document.documentElement.dataset.done === 'yes'",
                    timeout=SNAPSHOT_TIMEOUT_MS,
                )
                browser.close()
        finally:
            server.shutdown()
            server.server_close()
    received = server.received
    if "error" in received or "snapshot" not in received:
        raise SystemExit(
            "build: making the Python snapshot failed:\n"
            + received.get("error", b"no snapshot received").decode(errors="replace")
        )
    return received["snapshot"], json.loads(received["report"])
