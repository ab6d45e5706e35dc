"""Serving a built site as GitHub Pages serves it: the types it compresses sent gzip, no HTTP
caching; for `python3 build.py serve`, the tests and the benchmarks."""

from __future__ import annotations

import contextlib
import functools
import gzip
import http.server
import io
import os
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

from .common import DIST
from .stdlib import TRACE_ENV

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
        from .assemble import build  # the site, built when missing

        dist = build()
    server, url = serve_in_background(dist)
    try:
        yield url
    finally:
        server.shutdown()


def serve(host: str, port: int) -> None:
    from .assemble import build

    build()
    server = make_server(DIST, host, port)
    print(f"Serving dist/ on http://{host}:{server.server_address[1]}/  (Ctrl+C stops)", flush=True)
    with contextlib.suppress(KeyboardInterrupt):
        server.serve_forever()
