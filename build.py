#!/usr/bin/env python3
"""Build, serve, test and benchmark the Mahjong web app.

    python build.py            build dist/ (the static site)
    python build.py serve      build, then serve dist/ on http://127.0.0.1:8000/
    python build.py test       install what the tests need, build, lint, run every test
    python build.py bench      build, then print the benchmark tables (engine, scoring, table,
                               photo, the photo reader on ../shared/photos if there, browser)
    python build.py font       remake the font of the fans' Chinese names (committed in web/fonts/)

Each command installs what it needs itself: the npm packages pinned by package-lock.json
(Pyodide and PyScript, vendored into dist/), the Python test packages pinned by
requirements-test.txt, and Debian's Chromium for the browser tests.
"""

from __future__ import annotations

import argparse
import ast
import contextlib
import functools
import gzip
import hashlib
import http.server
import importlib.metadata
import importlib.util
import io
import json
import os
import shutil
import subprocess
import sys
import tempfile
import threading
import time
import zipfile
from collections.abc import Iterator
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
# The standard library ships trimmed to the modules the app, Pyodide and PyScript import
# (tools/stdlib.txt, made by `build.py trace`) plus the app's sitecustomize (a clear error for a
# module left out), all as bytecode (tools/pyc.py); the trace build keeps every module and
# reports those imported, to the file MAHJONG_TRACE_IMPORTS names.
STDLIB = "python_stdlib.zip"
LOCK = "pyodide-lock.json"
STDLIB_LIST = ROOT / "tools" / "stdlib.txt"
STDLIB_ADDITION = ROOT / "tools" / "stdlib" / "sitecustomize.py"
TRACE_ENV = "MAHJONG_TRACE_IMPORTS"
TRACE_DIST = ROOT / "dist-trace"
# PyScript's optional chunks, which the site never loads (its plugins are turned off in
# pyscript.json and index.html, its config is JSON): left out of the site and its precache.
PYSCRIPT_OPTIONAL = (
    "codemirror*", "index-*", "py-editor-*", "py-terminal-*", "py-game-*", "donkey-*",
    "deprecations-manager-*", "xterm*", "toml-*", "pyodide_graph-*",
)
# Python packages shipped to the browser inside one zip: the pure engines and the page layer.
PY_PACKAGES = (
    (PY / "engine", "engine"),
    (WEB / "app", "app"),
)
# Modules of those packages the page never runs (the command lines and benchmarks, for CPython
# and Node.js): left out of the site (as tools/snapshot/prepare.py leaves them out of the snapshot).
NOT_FOR_THE_PAGE = ("__main__.py", "bench.py", "cli.py")
# Packages the page fetches only when the player opens them, each in a zip of its own (with
# the files the browser never needs left out): {zip name: (packages, files to leave out)}.
LAZY_ZIPS = {
    "photo.zip": (
        ((PY / "photo", "photo"),),
        ("__main__.py", "bench.py", "bench_real.py", "synth.py", "art.py", "make_default.py",
         "image.py"),
    ),
    # MCR: the scorer and the fan reference (and the table game, which needs them): a visit
    # to the solitaire alone never opens them
    "mcr.zip": (((PY / "scoring", "scoring"),), NOT_FOR_THE_PAGE),
    "table.zip": (((PY / "table", "table"),), NOT_FOR_THE_PAGE),
}
# Page code that goes into a lazy zip with them, out of python.zip: {zip: ((folder of web/,
# the files moved or None for all), ...)}. The router opens the views whose code is lazy
# (app/lazy.py VIEW_ZIPS); photo entry's package and its loader stay in python.zip.
PAGE_LAZY = {
    "photo.zip": (("app/photo", None),),
    "mcr.zip": (("app/scorer", None), ("app/reference", None),
                ("app/text", ("fans.py", "scorer.py", "photo.py"))),
    "table.zip": (("app/table", None), ("app/text", ("table.py", "learn.py", "guide.py"))),
}
PAGE_KEEP = ("app/photo/__init__.py", "app/photo/loader.py")
# interpreter.mjs's table of the lazy zips each route opens, written by the build in place of
# this placeholder (write_view_zips) from app/lazy.py VIEW_ZIPS and app/routes.py ROUTES.
VIEW_ZIPS_PLACEHOLDER = '"__VIEW_ZIPS__"'
# Lazy zips of bytecode only, like python.zip (photo.zip keeps its sources: they also run in
# CPython, tests/photo).
SOURCELESS_ZIPS = ("mcr.zip", "table.zip")
# Files of web/ that are build inputs, not site files.
WEB_SKIP = {"sw.js", "shell.js"}
ZIP_NAME = "python.zip"
PAGE_HOME = "/home/pyodide"  # where the page unpacks the zips (the compiled code's file names)
# The subset font of the fans' Chinese names: made and checked by tools/fan_font.py.
FAN_FONT = ROOT / "tools" / "fan_font.py"
NOTO_CJK = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
FIXED_ZIP_TIME = (2020, 1, 1, 0, 0, 0)
# The memory snapshot of the started Python (make_snapshot): pyscript.json's "interpreter" module
# restores it; it lives in its own folder of the site, fetched only once the page is idle.
INTERPRETER = "interpreter.mjs"
SNAPSHOT_DIR = "snapshot"
SNAPSHOT_RECIPE = ROOT / "tools" / "snapshot"
SNAPSHOT_CACHE = NODE_MODULES / ".cache" / "mahjong-snapshot"
SNAPSHOT_TIMEOUT_MS = 600_000
# The static start screen (make_shell): captured in Chromium, written by tools/shell/render.py
# with web/shell.js, the script that runs it before Python is up.
SHELL_CAPTURE = ROOT / "tools" / "shell" / "capture.js"
SHELL_RENDER = ROOT / "tools" / "shell" / "render.py"
SHELL_CACHE = NODE_MODULES / ".cache" / "mahjong-shell"


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


# ---------------------------------------------------------------- building dist/


def build(site: Path = DIST, trace: bool = False) -> Path:
    """Build the site (dist/): the page, the vendored runtimes with the trimmed standard library,
    our Python as bytecode in zips, the snapshot of the started Python, and sw.js. `trace`: the
    whole standard library, reporting every module imported (see `trace`)."""
    ensure_npm_packages()
    if site.exists():
        shutil.rmtree(site)
    shutil.copytree(WEB, site, ignore=_ignore_web)
    pyodide = NODE_MODULES / "pyodide"
    (site / "pyodide").mkdir()
    for name in PYODIDE_FILES:
        if name not in (STDLIB, LOCK):
            shutil.copy2(pyodide / name, site / "pyodide" / name)
    _write_stdlib(site / "pyodide" / STDLIB, trace)
    # The app loads no Pyodide packages: the lock file keeps Pyodide's version check only.
    lock = json.loads((pyodide / LOCK).read_text())
    (site / "pyodide" / LOCK).write_text(json.dumps({"info": lock["info"], "packages": {}}))
    shutil.copytree(
        NODE_MODULES / "@pyscript" / "core" / "dist",
        site / "pyscript",
        ignore=shutil.ignore_patterns("*.map", *PYSCRIPT_OPTIONAL),
    )
    _write_python_zip(site / ZIP_NAME)
    write_view_zips(site)
    check_fan_font()
    make_snapshot(site)
    make_shell(site)
    write_service_worker(site)
    return site


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


@functools.cache
def _tool(path: Path):  # noqa: ANN202 - a module
    """A module of tools/ that runs in CPython too, loaded once: tools/pyc.py (its module
    naming) and tools/shell/render.py."""
    spec = importlib.util.spec_from_file_location(path.stem, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _pyc_tool():  # noqa: ANN202 - a module
    """tools/pyc.py."""
    return _tool(ROOT / "tools" / "pyc.py")


def pyodide_stdlib_modules() -> set[str]:
    """Every module of Pyodide's own standard library zip (the npm package's)."""
    module_name = _pyc_tool().module_name
    with zipfile.ZipFile(NODE_MODULES / "pyodide" / STDLIB) as full:
        return {name for info in full.infolist() if (name := module_name(info.filename))}


def stdlib_modules() -> list[str]:
    """The standard library modules the site ships (tools/stdlib.txt: one name a line)."""
    lines = STDLIB_LIST.read_text().splitlines()
    return [line.strip() for line in lines if line.strip() and not line.startswith("#")]


def _write_stdlib(target: Path, trace: bool = False) -> None:
    """Write the site's standard library zip (see STDLIB)."""
    source = NODE_MODULES / "pyodide" / STDLIB
    names = pyodide_stdlib_modules()
    keep = None if trace else stdlib_modules()
    if keep is not None and (unknown := sorted(set(keep) - names)):
        print(f"build: {STDLIB_LIST.name} names modules Pyodide lacks: {', '.join(unknown)}",
              flush=True)
    left_out = [] if keep is None else sorted(names - set(keep))
    addition = STDLIB_ADDITION.read_text()
    for line, value in (("LEFT_OUT: frozenset[str] = frozenset()", f"frozenset({left_out!r})"),
                        ("TRACE = False", repr(trace))):
        if line not in addition:
            raise SystemExit(f"build: {STDLIB_ADDITION} lacks {line!r}")
        addition = addition.replace(line, line.split("=")[0] + "= " + value, 1)
    with tempfile.TemporaryDirectory() as tmp:
        job = Path(tmp) / "job.json"
        job.write_text(json.dumps({"keep": keep, "extra": {"sitecustomize": addition}}))
        run(["node", str(ROOT / "tools" / "compile_pyodide.mjs"), "stdlib", str(source),
             str(target), str(job)])


def _write_python_zip(target: Path) -> None:
    """Zip our packages as bytecode for the browser's Python (tools/pyc.py), in a fixed order
    and with fixed timestamps, so the same sources give the same bytes. The LAZY_ZIPS are
    written beside it, with their sources (they must also run in CPython)."""
    zips = {target.name: (PY_PACKAGES, NOT_FOR_THE_PAGE)} | LAZY_ZIPS
    with tempfile.TemporaryDirectory() as tmp:
        staging = Path(tmp)
        for zip_name, (packages, skip) in zips.items():
            for source, name in packages:
                if source.exists():
                    shutil.copytree(
                        source,
                        staging / zip_name / name,
                        ignore=shutil.ignore_patterns("__pycache__", "*.pyc", *skip),
                    )
        for zip_name, parts in PAGE_LAZY.items():  # moved out of python.zip
            for folder, files in parts:
                moved = [
                    name for name in (files or sorted(p.name for p in (WEB / folder).glob("*.py")))
                    if f"{folder}/{name}" not in PAGE_KEEP
                ]
                (staging / zip_name / folder).mkdir(parents=True, exist_ok=True)
                for name in moved:
                    (staging / target.name / folder / name).rename(
                        staging / zip_name / folder / name)
        # Bytecode compiled by Pyodide's own Python: the page never compiles at start-up.
        run(["node", str(ROOT / "tools" / "compile_pyodide.mjs"), "tree", str(staging),
             PAGE_HOME, target.name, *SOURCELESS_ZIPS])
        for zip_name in zips:
            folder = staging / zip_name
            if not folder.exists():
                continue
            with zipfile.ZipFile(target.with_name(zip_name), "w", zipfile.ZIP_DEFLATED,
                                 compresslevel=9) as zf:
                for path in sorted(folder.rglob("*")):
                    if path.is_dir():
                        continue
                    info = zipfile.ZipInfo(path.relative_to(folder).as_posix(), FIXED_ZIP_TIME)
                    info.compress_type = zipfile.ZIP_DEFLATED
                    info.external_attr = 0o644 << 16
                    zf.writestr(info, path.read_bytes())


def view_zips(web: Path = WEB) -> list[tuple[str, tuple[str, ...]]]:
    """[(route prefix, (lazy zip URL, ...)), ...] in the router's order (the first prefix the
    fragment starts with wins): the zips app/lazy.py VIEW_ZIPS lists for each route's module
    (app/routes.py ROUTES). Read from the sources, since app/lazy.py imports pyodide."""
    zips = _literal(web / "app" / "lazy.py", "VIEW_ZIPS")
    routes = _literal(web / "app" / "routes.py", "ROUTES")
    unrouted = sorted(set(zips) - {module for _, _, module in routes})
    if unrouted:
        raise SystemExit(f"build: app/lazy.py VIEW_ZIPS names modules no route opens: {unrouted}")
    return [(prefix, tuple(zips.get(module, ()))) for prefix, _, module in routes]


def _literal(path: Path, name: str):  # noqa: ANN202 - any literal
    """The literal value a Python file assigns to `name` at its top level."""
    for node in ast.parse(path.read_text()).body:
        if isinstance(node, ast.AnnAssign | ast.Assign) and node.value is not None:
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            if any(isinstance(t, ast.Name) and t.id == name for t in targets):
                return ast.literal_eval(node.value)
    raise SystemExit(f"build: {path} assigns no {name}")


def write_view_zips(site: Path = DIST) -> None:
    """Write view_zips() into the site's interpreter.mjs, which fetches a view's zips as the
    page opens on it: one table for Python and JavaScript."""
    fill_placeholders(site / INTERPRETER, {VIEW_ZIPS_PLACEHOLDER: json.dumps(view_zips())})


def fill_placeholders(path: Path, values: dict[str, str]) -> None:
    """Replace each placeholder in the text file `path` by its value; stop the build if the
    file lacks one."""
    text = path.read_text()
    for placeholder, value in values.items():
        if placeholder not in text:
            raise SystemExit(f"build: {path} lacks {placeholder}")
        text = text.replace(placeholder, value)
    path.write_text(text)


def site_files(site: Path = DIST) -> list[str]:
    """Every file the service worker precaches, as a path relative to the site, sorted: all
    but sw.js itself and the later files (the snapshot)."""
    later = set(later_files(site))
    return sorted(
        name
        for p in site.rglob("*")
        if p.is_file() and p.name != "sw.js"
        and (name := p.relative_to(site).as_posix()) not in later
    )


def later_files(site: Path = DIST) -> list[str]:
    """The files the service worker fetches only when the page asks, once it is up and idle:
    the Python snapshot."""
    folder = site / SNAPSHOT_DIR
    return sorted(p.relative_to(site).as_posix() for p in folder.glob("*") if p.is_file())


def write_service_worker(site: Path = DIST) -> str:
    """Generate sw.js: precache every site file under a name derived from their contents.

    Returns the cache name. Any change to any file gives a new name, so the new worker
    installs, takes over, and deletes the old cache. The later files are left out of the name:
    the snapshot's own name (in interpreter.mjs, which is precached) already changes with
    everything it is made from.
    """
    files = site_files(site)
    digest = hashlib.sha256()
    for name in files:
        digest.update(name.encode())
        digest.update(hashlib.sha256((site / name).read_bytes()).digest())
    version = digest.hexdigest()[:16]
    template = (WEB / "sw.js").read_text()
    precache = ["./"] + [f"./{name}" for name in files]
    later = [f"./{name}" for name in later_files(site)]
    cache = f"mahjong-{version}"
    text = (
        template.replace("__CACHE_NAME__", cache)
        .replace("__PRECACHE__", json.dumps(precache, indent=1))
        .replace("__LATER__", json.dumps(later))
    )
    (site / "sw.js").write_text(text)
    return cache


# ---------------------------------------------------------------- serving


# The types GitHub Pages sends gzip-compressed (others, such as zip, png and woff2, as they are).
GZIP_TYPES = frozenset({
    "text/html", "text/css", "text/javascript", "text/plain", "text/xml", "application/json",
    "application/manifest+json", "application/wasm", "application/xml", "image/svg+xml",
})
GZIP_LEVEL = 6


@functools.lru_cache(maxsize=512)  # every compressible file of a site or two (dist/ has ~70)
def _gzipped(path: Path, mtime_ns: int, size: int) -> bytes:
    return gzip.compress(path.read_bytes(), compresslevel=GZIP_LEVEL, mtime=0)


def gzipped(path: Path) -> bytes:
    """The file's bytes gzip-compressed (kept while the file is unchanged)."""
    stat = path.stat()
    return _gzipped(path, stat.st_mtime_ns, stat.st_size)


def warm_gzip(root: Path) -> None:
    """Compress now every file under `root` that the server sends gzipped, so that a timed
    visit does not wait for the server's first compression (the runtime's: about 0.4 s)."""
    for folder, _, names in os.walk(root, followlinks=True):  # a bare site links dist/pyodide
        for name in names:
            # the server's own rule (it reads only the class's extensions_map, no request)
            if SiteHandler.guess_type(SiteHandler, name) in GZIP_TYPES:
                gzipped(Path(folder) / name)


_TRACE_LOCK = threading.Lock()


class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Static files with the MIME types Pyodide and the PWA need, and no HTTP caching; gzip
    for the types GitHub Pages compresses (GZIP_TYPES) when the browser accepts it, so what a
    developer measures locally is what a player gets."""

    extensions_map = {
        **http.server.SimpleHTTPRequestHandler.extensions_map,
        ".mjs": "text/javascript",
        ".js": "text/javascript",
        ".wasm": "application/wasm",
        ".webmanifest": "application/manifest+json",
        ".json": "application/json",
        ".svg": "image/svg+xml",
        ".zip": "application/zip",
        ".gz": "application/gzip",
    }

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        super().end_headers()

    def send_head(self):  # noqa: ANN201 - the base's signature (a file object or None)
        """As the base, but a compressible file is sent gzipped to a browser that accepts it."""
        if "gzip" not in self.headers.get("Accept-Encoding", "") or self.headers.get("Range"):
            return super().send_head()
        path = Path(self.translate_path(self.path))
        if path.is_dir():
            if not self.path.split("?", 1)[0].split("#", 1)[0].endswith("/"):
                return super().send_head()  # the base redirects to the folder with its slash
            path = path / "index.html"
        kind = self.guess_type(str(path))
        if kind not in GZIP_TYPES or not path.is_file():
            return super().send_head()
        body = gzipped(path)
        self.send_response(200)
        self.send_header("Content-Type", kind)
        self.send_header("Content-Encoding", "gzip")
        self.send_header("Vary", "Accept-Encoding")
        self.send_header("Content-Length", str(len(body)))
        self.end_headers()
        return io.BytesIO(body)

    def do_POST(self) -> None:
        """POST ./__trace: a trace build's page reports the modules it imported (see `trace`);
        appended to the file MAHJONG_TRACE_IMPORTS names, when it is set."""
        trace = os.environ.get(TRACE_ENV)
        if not (trace and self.path.split("?", 1)[0].endswith("/__trace")):
            self.send_error(404)
            return
        body = self.rfile.read(int(self.headers.get("Content-Length", 0)))
        with _TRACE_LOCK, open(trace, "ab") as out:
            out.write(body if body.endswith(b"\n") else body + b"\n")
        self.send_response(204)
        self.end_headers()

    def log_message(self, format: str, *args) -> None:  # noqa: A002 - signature of the base
        if os.environ.get("SITE_LOG"):
            super().log_message(format, *args)


def make_server(root: Path, host: str = "127.0.0.1", port: int = 8000) -> http.server.HTTPServer:
    """A threading static server for `root` (port 0 picks a free port)."""
    handler = functools.partial(SiteHandler, directory=str(root))
    return SiteServer((host, port), handler)


class SiteServer(http.server.ThreadingHTTPServer):
    """The threading server, quiet about a browser that hung up mid-response (a page closed
    while a file was on its way, as tests and benchmarks do): nothing failed on the site's side."""

    def handle_error(self, request, client_address) -> None:  # noqa: ANN001 - the base's
        if isinstance(sys.exc_info()[1], ConnectionError):
            return
        super().handle_error(request, client_address)


def serve_in_background(root: Path) -> tuple[http.server.HTTPServer, str]:
    """Serve `root` on a free localhost port from a daemon thread: (server, its URL); its
    files compressed first (warm_gzip), so that no visit waits for that."""
    warm_gzip(root)
    server = make_server(root, port=0)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server, f"http://127.0.0.1:{server.server_address[1]}/"


@contextlib.contextmanager
def site_served() -> Iterator[str]:
    """For the benchmarks' own entry points: the built site (MAHJONG_DIST, else dist/, built if
    missing) served in the background while the block runs; yields its URL."""
    dist = Path(os.environ.get("MAHJONG_DIST") or DIST)
    if not (dist / "index.html").exists():
        dist = build()
    server, url = serve_in_background(dist)
    try:
        yield url
    finally:
        server.shutdown()


def serve(host: str, port: int) -> None:
    build()
    server = make_server(DIST, host, port)
    print(f"Serving dist/ on http://{host}:{server.server_address[1]}/  (Ctrl+C stops)", flush=True)
    with contextlib.suppress(KeyboardInterrupt):
        server.serve_forever()


# ---------------------------------------------------------------- the started Python, snapshotted


def pyodide_version() -> str:
    """The version of the vendored Pyodide (npm package, pinned by the lock file)."""
    return json.loads((NODE_MODULES / "pyodide" / "package.json").read_text())["version"]


def snapshot_name(site: Path = DIST) -> str:
    """The snapshot's path in `site`: Pyodide's version and a hash of everything the snapshot is
    made from (the site's Pyodide runtime files, its python.zip, the recipe in tools/snapshot/).
    A snapshot made from anything else has another name, so a stale one is never asked for."""
    inputs = [site / "pyodide" / name for name in PYODIDE_FILES] + [site / ZIP_NAME]
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


def build_playwright() -> None:
    """Install what a build step in Chromium needs: Playwright, and Debian's Chromium if the
    machine can."""
    ensure_python_test_packages(only=("playwright",))
    if not CHROMIUM.exists() and os.geteuid() == 0 and shutil.which("apt-get"):
        ensure_chromium()


def make_snapshot_in_chromium(site: Path, key: str) -> tuple[bytes, dict]:
    """Start `site`'s Pyodide in headless Chromium with its python.zip and the packages of
    PY_PACKAGES imported (tools/snapshot/), and return (the memory snapshot, what was imported).

    In Chromium, because a snapshot made under Node.js does not match the browser's function
    table; Debian's Chromium, or Playwright's own if that is missing (as on GitHub's runners).
    """
    from playwright.sync_api import sync_playwright

    packages = [name for source, name in PY_PACKAGES if source.exists()]
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        shutil.copyfile(SNAPSHOT_RECIPE / "maker.html", folder / "index.html")
        shutil.copyfile(SNAPSHOT_RECIPE / "prepare.py", folder / "prepare.py")
        (folder / "config.json").write_text(json.dumps({"packages": packages, "key": key}))
        (folder / "pyodide").symlink_to((site / "pyodide").resolve())
        (folder / ZIP_NAME).symlink_to((site / ZIP_NAME).resolve())
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


# ---------------------------------------------------------------- the static start screen


def make_shell(site: Path = DIST) -> None:
    """Write the solitaire start screen into the site's index.html as static HTML with its
    script (tools/shell/): captured from the built page itself in headless Chromium, in every
    language, unless the build cache holds the capture for these very files."""
    digest = hashlib.sha256(SHELL_CAPTURE.read_bytes())
    for path in sorted(p for p in site.rglob("*") if p.is_file()):
        name = path.relative_to(site).as_posix()
        if not name.startswith(SNAPSHOT_DIR + "/"):
            digest.update(name.encode())
            digest.update(hashlib.sha256(path.read_bytes()).digest())
    cached = SHELL_CACHE / f"{digest.hexdigest()[:16]}.json"
    if cached.exists():
        capture = json.loads(cached.read_text())
        print(f"shell: the start screen from the build cache ({cached.name})", flush=True)
    else:
        started = time.monotonic()
        build_playwright()
        capture = capture_shell(site)
        SHELL_CACHE.mkdir(parents=True, exist_ok=True)
        cached.write_text(json.dumps(capture))
        for old in sorted(SHELL_CACHE.glob("*.json"), key=lambda p: p.stat().st_mtime)[:-4]:
            old.unlink()
        print(f"shell: captured the start screen in {time.monotonic() - started:.1f} s",
              flush=True)
    _tool(SHELL_RENDER).write_page(site / "index.html", capture)


def capture_shell(site: Path) -> dict:
    """The start screen and top bar as the built page draws them, in every language
    (tools/shell/capture.js), on a phone-sized screen."""
    from playwright.sync_api import sync_playwright

    sys.path[:0] = [p for p in (str(PY), str(WEB)) if p not in sys.path]
    from app.i18n import LANGUAGES

    server, url = serve_in_background(site)
    try:
        with sync_playwright() as pw:
            browser = build_chromium(pw, "the static start screen")
            page = browser.new_page(viewport={"width": 390, "height": 844})
            errors: list[str] = []
            page.on("pageerror", lambda error: errors.append(str(error)))
            page.goto(url)
            page.wait_for_function("document.documentElement.dataset.state === 'start'",
                                   timeout=SNAPSHOT_TIMEOUT_MS)
            capture = page.evaluate(SHELL_CAPTURE.read_text(), list(LANGUAGES))
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
    if errors:
        raise SystemExit("build: the page failed while its start screen was captured:\n"
                         + "\n".join(errors))
    return capture


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
        browser = ROOT / "tools" / "bench_browser.py"
        code |= subprocess.run([sys.executable, str(browser), "--runs", "1"], cwd=ROOT,
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


def shared_photos() -> Path | None:
    """../shared/photos, the real labelled phone photos (beside the clone in CI, two folders
    up from a worktree), or MAHJONG_PHOTOS; None when absent. Never part of the site."""
    given = os.environ.get("MAHJONG_PHOTOS")
    places = [Path(given)] if given else [base / "shared" / "photos"
                                          for base in (ROOT.parent, ROOT.parent.parent)]
    return next((p for p in places if (p / "labels.json").is_file()), None)


def bench() -> int:
    ensure_python_test_packages()
    ensure_chromium()
    build()
    env = dict(os.environ, PYTHONPATH=str(PY), MAHJONG_DIST=str(DIST))
    code = 0
    for module in ("engine.bench", "scoring.bench", "table.bench", "photo.bench"):
        code |= subprocess.run([sys.executable, "-m", module], cwd=ROOT, env=env).returncode
    review = ROOT / "tools" / "bench_review.py"  # the review of a hand (issue 24)
    if review.exists():
        code |= subprocess.run([sys.executable, str(review)], cwd=ROOT, env=env).returncode
    photos = shared_photos()
    if photos is not None:  # the reader on real labelled photos: beside the clone, if there
        code |= subprocess.run([sys.executable, "-m", "photo.bench", "--real", str(photos)],
                               cwd=ROOT, env=env).returncode
    else:
        print("\nphoto reader on real photos: skipped (no ../shared/photos)", flush=True)
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


def bench_alone(measure, title: str) -> int:
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
    trace_p = sub.add_parser(
        "trace", help="find the standard library modules the site needs (tools/stdlib.txt)"
    )
    trace_p.add_argument("pytest_args", nargs=argparse.REMAINDER)
    sub.add_parser("font", help="remake the font of the Chinese fan names (web/fonts/)")
    args, extra = parser.parse_known_args(argv)
    if extra and args.command not in ("test", "trace"):
        parser.error(f"unrecognized arguments: {' '.join(extra)}")
    if args.command == "font":
        make_fan_font()
        return 0
    if args.command == "serve":
        serve(args.host, args.port)
        return 0
    if args.command == "test":
        return test([*extra, *args.pytest_args])  # options such as -x and -k go to pytest
    if args.command == "bench":
        return bench()
    if args.command == "trace":
        return trace([*extra, *args.pytest_args])
    build()
    print(f"built {DIST.relative_to(ROOT)}/ ({len(site_files())} files)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
