"""The command line of `python3 build.py`."""

from __future__ import annotations

import argparse

from .assemble import build, make_fan_font
from .common import DIST, ROOT
from .lab import lab
from .serving import serve
from .testing import test
from .tracing import trace
from .worker import site_files

USAGE = """Build, serve, test and benchmark the Mahjong web app.

    python build.py            build dist/ (the static site)
    python build.py serve      build, then serve dist/ on http://127.0.0.1:8000/
    python build.py test       install what the tests need, build, lint, run every test
    python build.py bench      build, then print the benchmark tables (engine, scoring, table,
                               photo, the photo reader on ../shared/photos if there, browser)
    python build.py font       remake the font of the fans' Chinese names (committed in web/fonts/)

Each command installs what it needs itself: the npm packages pinned by package-lock.json
(Pyodide and PyScript, vendored into dist/), the Python test packages pinned by
requirements-test.txt, and Debian's Chromium for the browser tests."""


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=USAGE.split("\n")[0])
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
        return lab()
    if args.command == "trace":
        return trace([*extra, *args.pytest_args])
    build()
    print(f"built {DIST.relative_to(ROOT)}/ ({len(site_files())} files)")
    return 0
