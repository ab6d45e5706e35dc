#!/usr/bin/env python3
"""The browser benchmark of `python build.py bench`: the built site in headless Chromium.

Prints one table: time to ready on a cold load (a first visit), on a warm load (a repeat visit:
persistent profile, service worker active, Python snapshot kept: the page restores Python from
it), each against a bare `loadPyodide()` page served from the same dist/ (the same Pyodide
files, the same trimmed standard library: the site's own runtime alone, the yardstick of the
start-up goals), app and bare page taking turns in one run (and, for reference, a bare page on
Pyodide as its npm package ships it); bytes on a cold load,
and apart from them the snapshot the first visit downloads once it is idle; click-to-highlight
latency p50/p95 inside the page, also with the board zoomed in twice; hint and shuffle latency;
JS heap and wasm memory after a whole deal played to the win, in a page started as usual and in
one restored from the snapshot; taps on a touch phone (390x844), on the whole board and zoomed in
twice: the page's own handlers per tap, and the finger lifting to the DOM done.
The rows of bench/scorer_page.py, bench/table_page.py and bench/photo_page.py (each a
`measure(browser, site)`, if present) are appended. Then the "first visit on a phone" table
(bench/firstvisit.py: throttled network and CPU, served gzip, median of 3 loads).

    MAHJONG_DIST=dist python3 -m bench.browser [--runs 4] [--start]

`--start` prints only the start-up rows (ready cold and warm against the bare page).
"""

from __future__ import annotations

import argparse
import importlib
import os
import statistics
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "py")]

from engine import DealtTile, solve  # noqa: E402

import build  # noqa: E402
from bench.firstvisit import bare_site  # noqa: E402

ARGS = [*build.CHROMIUM_ARGS, "--enable-precise-memory-info"]
READY_MS = 120_000
# Against the bare loadPyodide() page on the site's own runtime (same dist/ files):
GOAL_COLD_RATIO = 1.1  # a first visit: at most this much slower than the runtime alone
GOAL_WARM_RATIO = 0.8  # a repeat visit (snapshot restored): this fraction of the runtime alone
GOAL_FRAME_MS = 16.0
GOAL_MEMORY_MB = 200

# Ready: the page's state left "loading" (the bare page sets it too). The benchmark awaits
# window.__ready, a promise: no polling in the page (Playwright's waits for a condition check
# it on every frame, work that would slow the page measured, and the richer page more).
READY_PROBE = """
window.__ready = new Promise((resolve) => {
  new MutationObserver((_, obs) => {
    const s = document.documentElement.dataset.state;
    if (s && s !== 'loading') {
      window.__readyAt = performance.now(); obs.disconnect(); resolve(window.__readyAt);
    }
  }).observe(document, {attributes: true, subtree: true, attributeFilter: ['data-state']});
});
"""
TIMED_CLICKS = """ids => ids.map(id => {
  const el = document.querySelector(`[data-tile-id="${id}"]`);
  const t = performance.now(); el.click(); const wall = performance.now() - t;
  return [wall, +document.getElementById('board').dataset.lastClickMs];
})"""
TIMED_BUTTON = """([id, attr, n]) => { const out = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now(); document.getElementById(id).click();
    out.push([performance.now() - t, +document.getElementById('board').dataset[attr]]);
  }
  return out; }"""
READ_TILES = """() => [...document.querySelectorAll('.tile:not(.removed)')].map(el =>
  [+el.dataset.tileId, el.dataset.face, +el.dataset.x, +el.dataset.y, +el.dataset.z])"""
CLICK_ALL = """ids => { for (const id of ids)
  document.querySelector(`[data-tile-id="${id}"]`).click(); }"""

# Per tap: the time the page's own handlers took (pointerdown, pointerup and click: each from a
# capturing listener on the window, which runs first, to a bubbling one, which runs last), and
# the time from the finger lifting (pointerup) to the end of the click's handling, which adds
# the browser's own work of turning the touch into a click.
TAP_PROBE = """() => { window.__taps = []; window.__handlers = []; let up = null, sum = 0;
  for (const type of ['pointerdown', 'pointerup', 'click']) {
    let start = 0;
    addEventListener(type, () => { start = performance.now(); }, true);
    addEventListener(type, e => {
      sum += performance.now() - start;
      if (type === 'pointerup') up = e.timeStamp;
      if (type === 'click' && up !== null) {
        window.__taps.push(performance.now() - up); window.__handlers.push(sum);
        up = null; sum = 0; }
    });
  }
}"""
# Free tiles whose faces are in view, one per match class (taps on them only move the
# selection), with the point of the face a finger would tap.
TAP_TARGETS = """() => { const seen = new Set(), out = [];
  for (const el of document.querySelectorAll('.tile.free')) {
    const face = el.dataset.face, cls = face.startsWith('fl') ? 'fl'
      : face.startsWith('se') ? 'se' : face;
    if (seen.has(cls)) continue;
    const r = el.getBoundingClientRect(), x = r.left + r.width / 2, y = r.top + r.height / 2;
    const hit = document.elementFromPoint(x, y);
    if (!hit || hit.closest('[data-tile-id]') !== el) continue;
    seen.add(cls); out.push([x, y]);
  }
  return out; }"""


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, max(0, round(q * (len(values) - 1))))]


def load(context, url: str, count_bytes: bool = False) -> tuple[float, int, float, str]:
    """Open `url` in a new page: (ms to ready, bytes received if `count_bytes` else 0, ms of the
    solitaire view's start or -1, how Python started: "restored", "started" or "" for the bare
    page). Bytes are counted only when asked: each finished request then costs two round trips
    to the browser while the page loads, more for the page with more files (the app's styles,
    icons and manifest), so a timed load does not count them."""
    page = context.new_page()
    sizes: list[int] = []

    def finished(request) -> None:
        try:
            response = request.response()
            if response is not None and not response.from_service_worker:
                sizes.append(request.sizes()["responseBodySize"])
        except Exception:  # a request torn down with the page
            pass

    if count_bytes:
        page.on("requestfinished", finished)
    page.goto(url)
    ready = float(page.evaluate("window.__ready"))
    own = page.evaluate(
        "(s => s && s.dataset.startMs ? +s.dataset.startMs : -1)"
        "(document.getElementById('view-solitaire'))"
    )
    python = page.evaluate("document.documentElement.dataset.python || ''")
    page.close()
    return ready, sum(sizes), own, python


def fresh_context(pw, chromium: str, profile: Path):
    """A first visit's browser: a new persistent profile at `profile`, the ready probe in."""
    context = pw.chromium.launch_persistent_context(
        str(profile), executable_path=chromium, headless=True, args=ARGS,
    )
    context.add_init_script(READY_PROBE)
    return context


def start_times(pw, chromium: str, urls: dict[str, str], runs: int, workdir: Path) -> dict:
    """For each page: cold ms (fresh profile), warm ms (a later visit in the same persistent
    profile, service worker active and the Python snapshot kept if the page has them), the ms
    our solitaire view took from its creation to its start screen, and how each warm load
    started Python. Pages take turns, so load drift hits both."""
    out = {name: {"cold": [], "warm": [], "own": [], "python": []} for name in urls}
    for run in range(runs):
        for name, url in urls.items():
            context = fresh_context(pw, chromium, workdir / f"{name}-{run}")
            ms, _, own, _ = load(context, url)
            out[name]["cold"].append(ms)
            if own >= 0:
                out[name]["own"].append(own)
            page = context.new_page()  # let a service worker finish installing, take control
            page.goto(url)
            page.evaluate("window.__ready")
            # The app registers its worker once it is up: wait until that worker is active.
            # (The bare runtime page registers none.)
            # Once idle it has the worker keep the Python snapshot: wait for that too.
            if page.evaluate("!!document.querySelector('script[src*=\"boot.js\"]')"):
                page.evaluate("navigator.serviceWorker.ready.then(() => true)")
                wait_snapshot_kept(page)
            page.close()
            ms, _, _, python = load(context, url)
            out[name]["warm"].append(ms)
            out[name]["python"].append(python)
            context.close()
    return out


def wait_snapshot_kept(page) -> None:
    page.wait_for_function("document.documentElement.dataset.snapshot === 'kept'",
                           timeout=READY_MS)


def restored_context(pw, chromium: str, site: str, profile: Path):
    """A persistent profile whose first visit had the Python snapshot kept: its pages restore."""
    context = pw.chromium.launch_persistent_context(
        str(profile), executable_path=chromium, headless=True, args=ARGS,
        viewport={"width": 1280, "height": 800},
    )
    page = context.new_page()
    page.goto(site)
    wait_snapshot_kept(page)
    page.close()
    return context


def cold_bytes(pw, chromium: str, url: str) -> int:
    """Bytes of response bodies a first visit downloads, service worker blocked."""
    browser = pw.chromium.launch(executable_path=chromium, headless=True, args=ARGS)
    context = browser.new_context(service_workers="block")
    context.add_init_script(READY_PROBE)
    size = load(context, url, count_bytes=True)[1]
    browser.close()
    return size


def turtle_dealt(context, site: str):
    """A new page of the site in `context` with a new Turtle deal on the table."""
    page = context.new_page()
    page.goto(site)
    page.wait_for_function(
        "document.documentElement.dataset.state !== 'loading'", timeout=READY_MS
    )
    page.click("#layout-turtle")
    page.click("#new-deal")
    page.wait_for_function("document.documentElement.dataset.state === 'playing'")
    return page


def play(context, site: str, how: str) -> list[tuple[str, str]]:
    """Latencies and memory inside one page of `context`: the Turtle dealt, clicked (also zoomed
    in twice), hinted, shuffled, won. `how` names how that page starts Python, for the rows'
    names."""
    rows = []
    page = turtle_dealt(context, site)
    started = page.evaluate("document.documentElement.dataset.python")
    free = page.eval_on_selector_all(".tile.free", "els => els.map(e => +e.dataset.tileId)")
    ids = [free[i % len(free)] for i in range(200)]  # select, deselect, ... on free tiles
    ids = [t for i in ids for t in (i, i)]  # each tile twice: select then deselect
    timed = page.evaluate(TIMED_CLICKS, ids)
    wall = [w for w, _ in timed]
    inner = [h for _, h in timed]
    rows.append((f"click to highlight, p50 / p95 (handler, in page; {how})",
                 f"{pct(inner, .5):.2f} / {pct(inner, .95):.2f} ms"))
    rows.append((f"click to highlight, p50 / p95 (dispatch to DOM done; {how})",
                 f"{pct(wall, .5):.2f} / {pct(wall, .95):.2f} ms  (goal <= {GOAL_FRAME_MS:.0f})"))
    page.locator("#board-wrap").focus()
    page.keyboard.press("+")
    page.keyboard.press("+")
    page.wait_for_function("+document.getElementById('board').dataset.zoom > 2")
    timed = page.evaluate(TIMED_CLICKS, ids)
    wall = [w for w, _ in timed]
    rows.append((f"click to highlight, zoomed in twice, p50 / p95 (dispatch to DOM done; {how})",
                 f"{pct(wall, .5):.2f} / {pct(wall, .95):.2f} ms  (goal <= {GOAL_FRAME_MS:.0f})"))
    page.keyboard.press("0")
    page.wait_for_function("+document.getElementById('board').dataset.zoom === 1")
    hints = page.evaluate(TIMED_BUTTON, ["hint", "lastHintMs", 20])
    rows.append((f"hint, p50 / max ({how})", f"{pct([w for w, _ in hints], .5):.1f} / "
                 f"{max(w for w, _ in hints):.1f} ms"))
    shuffles = page.evaluate(TIMED_BUTTON, ["shuffle", "lastShuffleMs", 10])
    rows.append((f"shuffle, p50 / max ({how})", f"{pct([w for w, _ in shuffles], .5):.1f} / "
                 f"{max(w for w, _ in shuffles):.1f} ms"))
    # the whole deal to the win, in the order the solver finds for the board as shown
    tiles = [DealtTile(*t) for t in page.evaluate(READ_TILES)]
    moves = solve(tiles) or []
    page.evaluate(CLICK_ALL, [t for pair in moves for t in pair])
    won = page.evaluate("document.documentElement.dataset.state") == "won"
    heap = page.evaluate("performance.memory ? performance.memory.usedJSHeapSize : -1")
    wasm = page.evaluate("window.mahjongWasmBytes ? window.mahjongWasmBytes() : -1")
    total = (max(heap, 0) + max(wasm, 0)) / 2**20
    rows.append((
        f"memory after a whole Turtle deal to the win ({how}, Python {started})"
        + ("" if won else " (NOT WON)"),
        f"JS heap {heap / 2**20:.1f} MB + wasm {wasm / 2**20:.1f} MB = {total:.1f} MB "
        f"(goal < {GOAL_MEMORY_MB})",
    ))
    page.close()
    return rows


def touch_taps(browser, site: str, taps: int = 80) -> list[tuple[str, str]]:
    """Taps by touch on a 390 x 844 phone (device scale 3), on the whole board and zoomed in
    twice: the page's own handlers per tap, and finger up to DOM done. Each tap moves the
    selection to another free tile (two taps on one tile would make a double tap)."""
    context = browser.new_context(
        viewport={"width": 390, "height": 844}, device_scale_factor=3, has_touch=True,
        is_mobile=True, service_workers="block",
    )
    page = turtle_dealt(context, site)
    page.evaluate(TAP_PROBE)
    rows = []
    for label in ("whole board", "zoomed in twice"):
        if label != "whole board":
            page.locator("#board-wrap").focus()
            page.keyboard.press("+")
            page.keyboard.press("+")
            page.wait_for_function("+document.getElementById('board').dataset.zoom > 2")
        targets = page.evaluate(TAP_TARGETS)
        page.evaluate("window.__taps = []; window.__handlers = []")
        for i in range(taps):
            page.touchscreen.tap(*targets[i % len(targets)])
        page.wait_for_function(f"window.__taps.length >= {taps}")
        own = page.evaluate("window.__handlers")
        times = page.evaluate("window.__taps")
        rows.append((
            f"tap to highlight, touch 390x844, {label}: the page's handlers, p50 / p95",
            f"{pct(own, .5):.2f} / {pct(own, .95):.2f} ms  (goal <= {GOAL_FRAME_MS:.0f}; "
            f"{len(targets)} tiles in turn)",
        ))
        rows.append((
            "  finger up to DOM done (with the browser's tap recognition), p50 / p95",
            f"{pct(times, .5):.2f} / {pct(times, .95):.2f} ms",
        ))
    context.close()
    return rows


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=4, help="loads per start-up measurement")
    parser.add_argument("--start", action="store_true", help="only the start-up rows")
    args = parser.parse_args()
    dist = Path(os.environ.get("MAHJONG_DIST") or build.DIST)
    if not (dist / "index.html").exists():
        dist = build.build()
    from playwright.sync_api import sync_playwright

    rows: list[tuple[str, str]] = []
    with tempfile.TemporaryDirectory() as tmp, sync_playwright() as pw:
        tmp_path = Path(tmp)
        # The yardstick: a bare loadPyodide() page on the site's own runtime (dist/pyodide: the
        # standard library trimmed and compiled by build.py), which is what a bare page on this
        # site would start; and, for reference, one on Pyodide as its npm package ships it.
        own_server, own_url = build.serve_in_background(bare_site(dist, tmp_path / "own"))
        npm_server, npm_url = build.serve_in_background(
            bare_site(build.NODE_MODULES, tmp_path / "npm", runtime="pyodide"))
        site_server, site = build.serve_in_background(dist)
        chromium = str(build.CHROMIUM)
        try:
            rows += start_rows(pw, chromium, {"app": site, "own": own_url, "npm": npm_url},
                               args.runs, tmp_path)
            if args.start:
                build.print_table(f"Start-up against the site's own runtime ({load_average()})",
                                  rows)
                return 0
            page_bytes = cold_bytes(pw, chromium, site)
            bare_bytes = cold_bytes(pw, chromium, own_url)
            precache = sum(
                (dist / name).stat().st_size for name in build.site_files()
            ) + (dist / "sw.js").stat().st_size
            rows.append((
                "bytes on a cold load (page, no service worker)",
                f"{page_bytes / 2**20:.2f} MiB ({page_bytes} B); bare {bare_bytes / 2**20:.2f} MiB",
            ))
            rows.append((
                "  + service worker precache of the whole site (first visit only)",
                f"{precache / 2**20:.2f} MiB",
            ))
            snapshot = sum((dist / name).stat().st_size for name in build.later_files(dist))
            rows.append((
                "  + Python snapshot, fetched once the first visit is idle (gzip)",
                f"{snapshot / 2**20:.2f} MiB",
            ))
            browser = pw.chromium.launch(executable_path=chromium, headless=True, args=ARGS)
            stock = browser.new_context(
                service_workers="block", viewport={"width": 1280, "height": 800}
            )
            rows += play(stock, site, "first visit")
            stock.close()
            rows += touch_taps(browser, site)
            restored = restored_context(pw, chromium, site, tmp_path / "restored")
            rows += play(restored, site, "later visit")
            restored.close()
            for name in ("scorer_page", "table_page", "photo_page"):  # the views' own rows
                module = importlib.import_module(f"bench.{name}")
                rows += list(module.measure(browser, site))
            browser.close()
        finally:
            for server in (site_server, own_server, npm_server):
                server.shutdown()
        build.print_table("Browser benchmark (headless Chromium, this machine)", rows)
        from bench import firstvisit

        site_server, site = build.serve_in_background(dist)
        bare_server, bare = build.serve_in_background(bare_site(dist, Path(tmp) / "phone-bare"))
        try:
            phone = firstvisit.measure(pw, site, bare, runs=min(args.runs, 3))
        finally:
            site_server.shutdown()
            bare_server.shutdown()
    build.print_table("First visit on a phone (fresh profile, served gzip, median)", phone)
    return 0


def start_rows(pw, chromium: str, urls: dict[str, str], runs: int, workdir: Path) -> list:
    """The start-up rows: the app ("app") against the bare page on the site's runtime ("own"),
    cold and warm, and the bare page on npm's Pyodide ("npm") for reference; loads interleaved."""
    times = start_times(pw, chromium, urls, runs, workdir)
    app, own, npm = times["app"], times["own"], times["npm"]
    med = statistics.median

    def ratio(key: str, goal: float) -> str:
        pairs = [a / b for a, b in zip(app[key], own[key], strict=True)]
        return (f"{med(app[key]) / med(own[key]):.2f}x of medians; per run "
                f"{', '.join(f'{r:.2f}' for r in pairs)}  (goal <= {goal})")

    return [
        ("first visit: app ready, cold (median / min)", _stat(app["cold"])),
        ("first visit: bare loadPyodide() on the same dist/, cold", _stat(own["cold"])),
        ("  app / bare, first visit", ratio("cold", GOAL_COLD_RATIO)),
        ("repeat visit: app ready, snapshot restored (median / min)", _stat(app["warm"])),
        ("repeat visit: bare loadPyodide() on the same dist/", _stat(own["warm"])),
        ("  app / bare, repeat visit", ratio("warm", GOAL_WARM_RATIO)),
        ("  repeat visits that restored Python from the snapshot",
         f"{app['python'].count('restored')} of {len(app['python'])}"),
        ("  of which the solitaire view (import to start screen), cold (median)",
         f"{med(app['own']):.0f} ms" if app["own"] else "n/a"),
        ("for reference: bare loadPyodide(), npm Pyodide, cold / warm (median)",
         f"{med(npm['cold']):.0f} / {med(npm['warm']):.0f} ms"),
    ]


def load_average() -> str:
    """The machine's load average (1, 5, 15 min), to print beside timings."""
    return "load average " + " ".join(f"{x:.2f}" for x in os.getloadavg())


def _stat(values: list[float]) -> str:
    runs = ", ".join(f"{v:.0f}" for v in values)
    return f"{statistics.median(values):.0f} / {min(values):.0f} ms  (runs {runs})"


if __name__ == "__main__":
    sys.exit(main())
