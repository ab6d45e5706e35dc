#!/usr/bin/env python3
"""How fast could a first visit be? The bound of the start-up goal against the bare runtime.

Makes copies of the built site that do less than the app, and times a first visit (fresh
profile, ready = the page's state leaves "loading") of each against the bare `loadPyodide()`
page on the same dist/ and the app itself, all taking turns in one run:

- `no-app`: the page as built, but ready as soon as Python has started and python.zip is in
  (the app's own Python, importing it and drawing the start screen, never runs);
- `no-app-unpainted`: the same with the page never painted (its body not displayed).

What the app page costs before its Python runs (the static start screen, its styles, the
scripts) is the gap between `no-app` and the bare page; what the app's Python start costs is the
gap between the app and `no-app`.

    MAHJONG_DIST=dist python tools/start_bound.py [--runs 14] [--other LABEL=DIST ...]

`--other` adds another built site (say, the dist/ of an earlier commit) to the same turns, so a
change is measured against the code before it on the same machine at the same moment.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "tools"), str(ROOT / "py")]

from bench_browser import fresh_context, load, load_average  # noqa: E402
from bench_firstvisit import bare_site  # noqa: E402

import build  # noqa: E402

# boot.js: where Python has started and the app would be imported.
APP_IMPORT = '    const app = pyodide.pyimport("app.main");'
NOT_PAINTED = "<style>body{display:none!important}</style></head>"


def variant(dist: Path, folder: Path, painted: bool) -> Path:
    """A copy of `dist` that is ready once Python has started (and, unless `painted`, is never
    painted); an error if the built files no longer read as this expects."""
    shutil.copytree(dist, folder, symlinks=True)
    boot = folder / "boot.js"
    text = boot.read_text()
    if APP_IMPORT not in text:
        raise SystemExit("boot.js no longer imports app.main where this tool expects it")
    boot.write_text(text.replace(APP_IMPORT, '    root.dataset.state = "start"; return;\n'
                                 + APP_IMPORT, 1))
    if not painted:
        page = folder / "index.html"
        page.write_text(page.read_text().replace("</head>", NOT_PAINTED, 1))
    return folder


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=14, help="first visits of each page")
    parser.add_argument("--other", action="append", default=[], metavar="LABEL=DIST",
                        help="another built site taking the same turns (repeatable)")
    args = parser.parse_args()
    others = {}
    for item in args.other:
        label, _, path = item.partition("=")
        if not path or not (Path(path) / "index.html").exists():
            parser.error(f"--other {item}: expected LABEL=DIST, a folder with index.html")
        others[label] = Path(path)
    dist = Path(os.environ.get("MAHJONG_DIST") or build.DIST)
    if not (dist / "index.html").exists():
        dist = build.build()
    from playwright.sync_api import sync_playwright

    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as pw:
        work = Path(tmp)
        sites = {
            "bare loadPyodide() on the same dist/": bare_site(dist, work / "bare"),
            "app": dist,
            "no-app: ready once Python has started": variant(dist, work / "no-app", True),
            "no-app-unpainted: the same, never painted": variant(dist, work / "unpainted",
                                                                 False),
            **others,
        }
        servers, urls = [], {}
        for name, folder in sites.items():
            server, url = build.serve_in_background(folder)
            servers.append(server)
            urls[name] = url
        times: dict[str, list[float]] = {name: [] for name in urls}
        try:
            for run in range(args.runs):
                for index, (name, url) in enumerate(urls.items()):
                    context = fresh_context(pw, str(build.CHROMIUM),
                                            work / f"profile-{index}-{run}")
                    ms, *_ = load(context, url)
                    times[name].append(ms)
                    context.close()
        finally:
            for server in servers:
                server.shutdown()
    bare = times[next(iter(times))]
    med = statistics.median
    rows = []
    for name, values in times.items():
        pairs = [a / b for a, b in zip(values, bare, strict=True)]
        rows.append((f"{name}: ready, first visit (median / min)",
                     f"{med(values):.0f} / {min(values):.0f} ms; {med(values) / med(bare):.2f}x "
                     f"the bare page's median (median of pairs {med(pairs):.2f}x)"))
    build.print_table(f"First-visit bound, {args.runs} visits each ({load_average()})", rows)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
