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

    MAHJONG_DIST=dist python3 -m bench.start_bound [--runs 14] [--other LABEL=DIST ...]

`--other` adds another built site (say, the dist/ of an earlier commit) to the same turns, so a
change is measured against the code before it on the same machine at the same moment.

`--phone` measures the phone goal's bound instead, as `bench/firstvisit.py` measures the
goal (a 390 px touch phone, 10 Mbit/s with 40 ms, the CPU 4x slower, served gzip): the app's deal
tapped when shown and then playable, the bare page ready, and `no-app` ready (the page as
built, with nobody tapping, ready once Python has started), taking turns. If `no-app` is
already near the goal's 1.1x of the bare page, the app's import and first deal (its Python at
4x CPU) cannot fit in what is left.

`--tap` measures the start screen's bound on the same phone: per turn the app's start screen
answering a tap on today's deal (the first change in the page after the tap, then the next frame,
as `bench/firstvisit.py` times it), and the same for `static`, a copy whose index.html is the
same static HTML (the start screen, its styles and web/shell.js) without the runtime (no
preloads, no boot.js, no interpreter.mjs, no PyScript): what the static page alone costs on that
phone under the machine's load at that moment.
"""

from __future__ import annotations

import argparse
import contextlib
import os
import re
import shutil
import statistics
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "py")]

import build  # noqa: E402
from bench.browser import READY_PROBE, fresh_context, load, load_average  # noqa: E402
from bench.firstvisit import (  # noqa: E402
    NETWORKS,
    PROBE,
    awaited,
    bare_site,
    bare_visit,
    first_visit,
    phone_visit,
)

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


def static_only(dist: Path, folder: Path) -> Path:
    """A copy of `dist` whose index.html is the same static HTML without the runtime: no
    preloads, no module scripts, no PyScript (the start screen and web/shell.js only)."""
    shutil.copytree(dist, folder, symlinks=True)
    page = folder / "index.html"
    text = page.read_text()
    kept = [line for line in text.splitlines(keepends=True)
            if not re.search(r'rel="(modulepreload|preload)"|<script type="(module|py)"', line)]
    if len(kept) == len(text.splitlines()):
        raise SystemExit("index.html no longer reads as this tool expects")
    page.write_text("".join(kept))
    return folder


def tap_visit(pw, url: str, bits: int, latency: int, workdir: Path) -> dict:
    """One first visit on the throttled phone: today's deal tapped the moment it is shown, and
    the time (s from navigation) the page's answer is on the screen; first paint too."""
    with phone_visit(pw, url, PROBE, bits, latency, workdir) as (page, cdp, _traffic):
        x, y = awaited(cdp, "window.__fv.whenShown")
        for kind, points in (("touchStart", [{"x": x, "y": y}]), ("touchEnd", [])):
            cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})
        answer = awaited(cdp, "new Promise((resolve) => { const look = () => "
                              "window.__fv.answer > 0 ? resolve(window.__fv.answer) "
                              ": setTimeout(look, 100); look(); })")
        paint = page.evaluate("(performance.getEntriesByName('first-contentful-paint')[0]"
                              " || {}).startTime || -1")
    return {"usable": answer / 1000, "paint": paint / 1000}


def tap_bound(pw, dist: Path, work: Path, runs: int,
              others: dict[str, Path]) -> list[tuple[str, str]]:
    """The start screen's bound: per turn the app's and the static page's tap answered (s)."""
    _name, bits, latency, _goal = NETWORKS[0]
    sites = {"app": dist, "static": static_only(dist, work / "static")}
    for label, other in others.items():
        sites[label] = other
        sites[f"static {label}"] = static_only(other, work / f"static-{len(sites)}")
    times: dict[str, list[dict]] = {name: [] for name in sites}
    loads = []
    with served(sites) as urls:
        for run in range(runs):
            loads.append(load_average())
            for name, url in urls.items():
                times[name].append(tap_visit(pw, url, bits, latency,
                                             work / f"tap-{run}-{len(times[name])}-{name}"))
    med = statistics.median
    rows = []
    for name, visits in times.items():
        usable = [v["usable"] for v in visits]
        paint = [v["paint"] for v in visits]
        rows.append((f"{name}: a tap answered (median, runs) / first paint",
                     f"{med(usable):.2f} s ({', '.join(f'{v:.2f}' for v in usable)}) / "
                     f"{med(paint):.2f} s"))
    rows.append(("load before each turn", "; ".join(loads)))
    return rows


@contextlib.contextmanager
def served(sites: dict[str, Path]) -> Iterator[dict[str, str]]:
    """Each site served in the background for the block: name -> URL."""
    servers, urls = [], {}
    try:
        for name, folder in sites.items():
            server, urls[name] = build.serve_in_background(folder)
            servers.append(server)
        yield urls
    finally:
        for server in servers:
            server.shutdown()


def against_bare(values: list[float], bare: list[float]) -> str:
    """`values` against the bare page's, visit by visit: the ratio of the medians and the
    median of the pairs' ratios (the pages took turns, so a pair shared the machine's load)."""
    med = statistics.median
    pairs = [a / b for a, b in zip(values, bare, strict=True)]
    return (f"{med(values) / med(bare):.2f}x the bare page's median "
            f"(median of pairs {med(pairs):.2f}x)")


def phone_bound(pw, dist: Path, work: Path, runs: int,
                others: dict[str, Path] | None = None) -> list[tuple[str, str]]:
    """The phone goal's bound: per turn the app's deal playable, the bare page ready and the
    no-app page ready, each a first visit in a fresh profile on the throttled phone (s); each
    of `others` (another build, e.g. the code before a change) its deal playable in the same
    turns."""
    _name, bits, latency, _goal = NETWORKS[0]
    others = others or {}
    sites = {"bare": bare_site(dist, work / "bare"), "app": dist,
             "no-app": variant(dist, work / "no-app", True), **others}
    times: dict[str, list[float]] = {name: [] for name in sites}
    with served(sites) as urls:
        for run in range(runs):
            profile = work / f"phone-{run}"
            times["bare"].append(bare_visit(pw, urls["bare"], bits, latency,
                                            profile / "bare")["ready"])
            times["app"].append(first_visit(pw, urls["app"], bits, latency,
                                            profile / "app")["playable"])
            with phone_visit(pw, urls["no-app"], READY_PROBE, bits, latency,
                             profile / "no-app") as (_page, cdp, _traffic):
                times["no-app"].append(awaited(cdp, "window.__ready") / 1000)
            for label in others:
                times[label].append(first_visit(pw, urls[label], bits, latency,
                                                profile / label)["playable"])
    labels = {"bare": "bare loadPyodide() on the same dist/: ready",
              "app": "app: the deal tapped when shown, playable",
              "no-app": "no-app: ready once Python has started (no tap)",
              **{label: f"{label}: the deal tapped when shown, playable" for label in others}}
    return [(labels[name],
             f"{statistics.median(values):.2f} s (runs {', '.join(f'{v:.2f}' for v in values)}); "
             + against_bare(values, times["bare"]))
            for name, values in times.items()]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=14, help="first visits of each page")
    parser.add_argument("--other", action="append", default=[], metavar="LABEL=DIST",
                        help="another built site taking the same turns (repeatable)")
    parser.add_argument("--phone", action="store_true",
                        help="the phone goal's bound (10 Mbit/s, 40 ms, CPU 4x) instead")
    parser.add_argument("--tap", action="store_true",
                        help="the start screen's tap answered, app against its static HTML alone")
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
        if args.tap:
            rows = tap_bound(pw, dist, work, args.runs, others)
            build.print_table(f"Phone start screen, a tap answered, 10 Mbit/s, 40 ms, CPU 4x, "
                              f"{args.runs} visits each ({load_average()})", rows)
            return 0
        if args.phone:
            rows = phone_bound(pw, dist, work, args.runs, others)
            build.print_table(f"Phone first-visit bound, 10 Mbit/s, 40 ms, CPU 4x, {args.runs} "
                              f"visits each ({load_average()})", rows)
            return 0
        sites = {
            "bare loadPyodide() on the same dist/": bare_site(dist, work / "bare"),
            "app": dist,
            "no-app: ready once Python has started": variant(dist, work / "no-app", True),
            "no-app-unpainted: the same, never painted": variant(dist, work / "unpainted",
                                                                 False),
            **others,
        }
        times: dict[str, list[float]] = {name: [] for name in sites}
        with served(sites) as urls:
            for run in range(args.runs):
                for index, (name, url) in enumerate(urls.items()):
                    context = fresh_context(pw, str(build.CHROMIUM),
                                            work / f"profile-{index}-{run}")
                    ms, *_ = load(context, url)
                    times[name].append(ms)
                    context.close()
    bare = times[next(iter(times))]
    rows = [(f"{name}: ready, first visit (median / min)",
             f"{statistics.median(values):.0f} / {min(values):.0f} ms; "
             + against_bare(values, bare))
            for name, values in times.items()]
    build.print_table(f"First-visit bound, {args.runs} visits each ({load_average()})", rows)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
