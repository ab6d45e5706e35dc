#!/usr/bin/env python3
"""Build, serve, test and benchmark the Mahjong web app (the work is the build package's, build/).

    python3 build.py            build dist/ (the static site)
    python3 build.py serve      build, then serve dist/ on http://127.0.0.1:8000/ [--port N]
    python3 build.py test       install what the tests need, build, lint, run every test
    python3 build.py bench      build, then print the benchmark tables (docs/benchmarks.md)
    python3 build.py trace      remake tools/stdlib.txt, the standard library the site ships
    python3 build.py font       remake the font of the fans' Chinese names (web/fonts/)

Each command installs what it needs itself: the npm packages pinned by package-lock.json
(Pyodide and PyScript, vendored into dist/), the Python test packages pinned by
requirements-test.txt, and Debian's Chromium for the browser tests.
"""

import sys

from build.cli import main

if __name__ == "__main__":
    sys.exit(main())
