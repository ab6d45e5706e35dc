#!/usr/bin/env python3
"""The "first visit on a phone" benchmark: the built site served gzip-compressed as GitHub Pages
serves it (build.SiteHandler), opened in a fresh Chromium profile on a 390x844 touch phone with
the network and the CPU throttled through the DevTools protocol (Network.emulateNetworkConditions,
Emulation.setCPUThrottlingRate), as phones are measured.

Per load, times from navigation: the first paint; the start screen usable (the deal button is
tapped the moment it is shown, by touch events sent through the DevTools protocol, and the time
is when the tap's answer is on the screen: the next frame after the page changed in answer);
the deal chosen by that tap playable (state "playing", tiles on the board); and the bytes
received (response bodies as sent, compressed), per file.
Then a first visit opened on the scorer (#/score), as from a shared link: the scorer shown (its
hand and notation field drawn) and usable (a valid hand typed into the field the moment it is
shown, as one input event, and its score drawn: the next frame after the page changed in
answer), and the bytes received by then (the page's resource timing at that frame, bodies as
sent). Each app visit is followed by a visit, on the same network, to a bare `loadPyodide()`
page served from the same dist/ (the same Pyodide files and trimmed standard library: the site's
runtime alone, the yardstick: the deal playable against the bare runtime ready). Median of 3
loads per network. Also run by bench/browser.py (`measure`).

    MAHJONG_DIST=dist python3 -m bench.firstvisit [--runs 3] [--steps]
"""

from __future__ import annotations

import argparse
import contextlib
import os
import statistics
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT), str(ROOT / "py")]

import build  # noqa: E402

PHONE = {"width": 390, "height": 844}
CPU_SLOWDOWN = 4
# (name, download bits/s, latency ms, goal for the deal playable, s)
NETWORKS = (
    ("10 Mbit/s, 40 ms", 10_000_000, 40, 12.0),
    ("1.6 Mbit/s, 150 ms", 1_600_000, 150, 35.0),
)
GOAL_USABLE_S = 1.0
GOAL_BYTES_MB = 5.2
GOAL_PLAYABLE_RATIO = 1.1  # the deal playable, against the bare runtime ready
TIMEOUT_MS = 240_000
BUTTON = "#todays-deal"
SCORER = "#/score"
HAND = "1112345678999m + 9m"  # Nine Gates: typed into the scorer's notation field

# What both probes below begin with: their record (window.__fv), every loading step
# (py:progress) with its time, and the promise that their view is shown.
PROBE_START = """
  const t = { steps: [] };
  window.__fv = t;
  const now = () => performance.now();
  addEventListener('py:progress', (e) => t.steps.push([String(e.detail), now()]));
  t.whenShown = new Promise((resolve) => { t.showed = resolve; });
"""

# In the page from its first script on, as light as it can be (a frame callback until the
# deal button is shown; the tap installs the rest): when the button is first shown, when the
# page answers the tap (the first change in the page after it, then the next frame) and when
# the deal is playable.
PROBE = """
(() => {
  /*START*/
  const look = () => {
    const button = document.querySelector('BUTTON');
    if (button && !document.documentElement.classList.contains('shell-pending')) {
      t.shown = now();
      const box = button.getBoundingClientRect();
      t.showed([box.x + box.width / 2, box.y + box.height / 2]);
    } else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
  t.whenPlayable = new Promise((resolve) => { t.played = resolve; });
  const done = () => { if (t.answer > 0 && t.playable !== undefined) t.played(true); };
  addEventListener('pointerdown', () => {
    if (t.tap !== undefined) return;
    t.tap = now();
    const root = document.documentElement;
    new MutationObserver((records, observer) => {
      if (t.answer === undefined) {
        t.answer = -1;
        requestAnimationFrame(() => { t.answer = now(); done(); });
      }
      if (root.dataset.state === 'playing' && document.querySelector('#board .tile')) {
        t.playable = now();
        observer.disconnect();
        done();
      }
    }).observe(document, { attributes: true, childList: true, subtree: true,
                           characterData: true });
  }, true);
})();
""".replace("/*START*/", PROBE_START).replace("BUTTON", BUTTON)

# The same for a page opened on the scorer: when its hand and notation field are first shown,
# and when the score of the hand typed then is on the screen (the first change in the page
# after the input, once the hand is scored, then the next frame), with the bytes the page had
# received by that frame (its resource timing: bodies as sent, the document's included).
SCORER_PROBE = """
(() => {
  /*START*/
  t.whenUsable = new Promise((resolve) => { t.used = resolve; });
  const shown = (id) => document.getElementById(id)?.getClientRects().length > 0;
  const look = () => {
    if (shown('sc-hand') && shown('sc-text') && document.getElementById('loading').hidden) {
      t.shown = now();
      t.showed(true);
    } else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
  addEventListener('input', () => {
    if (t.typed !== undefined) return;
    t.typed = now();
    new MutationObserver((records, observer) => {
      if (document.getElementById('sc-status').dataset.status !== 'scored'
          || !document.querySelector('#sc-hand .htile')
          || !document.querySelector('#sc-result .fan')) return;
      observer.disconnect();
      requestAnimationFrame(() => {
        t.usable = now();
        t.sizes = {};
        for (const e of performance.getEntriesByType('navigation')
                          .concat(performance.getEntriesByType('resource'))) {
          const name = new URL(e.name).pathname.split('/').slice(1).join('/') || 'index.html';
          t.sizes[name] = (t.sizes[name] || 0) + e.encodedBodySize;
        }
        t.used(true);
      });
    }).observe(document, { attributes: true, childList: true, subtree: true,
                           characterData: true });
  }, true);
})();
""".replace("/*START*/", PROBE_START)


# The yardstick's page: Python started as a bare page on this site would start it, nothing else.
BARE_PAGE = """<!doctype html><html data-state="loading"><head><meta charset="utf-8">
<title>bare loadPyodide()</title></head><body><script type="module">
import { loadPyodide } from "./pyodide/pyodide.mjs";
const py = await loadPyodide({ indexURL: "./pyodide/" });
py.runPython("1 + 1");
window.__readyAt = performance.now();
document.documentElement.dataset.state = "ready";
</script></body></html>
"""
# The bare page ready, as a promise the benchmark awaits: neither page is polled (a check on
# every frame or timer would take the throttled main thread from the page measured).
BARE_PROBE = """
window.__bare = new Promise((resolve) => new MutationObserver((_, observer) => {
  if (document.documentElement.dataset.state !== 'ready') return;
  observer.disconnect();
  resolve(window.__readyAt);
}).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-state'] }));
"""


def bare_site(root: Path, folder: Path, runtime: str = "pyodide") -> Path:
    """`folder` made a site of the bare page (index.html) over `root`/`runtime`'s Pyodide files
    (dist/pyodide: the very files the app's site serves)."""
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "index.html").write_text(BARE_PAGE)
    (folder / "pyodide").symlink_to((root / runtime).resolve())
    return folder


def median(values: list[float]) -> float:
    return statistics.median(values)


def throttled(context, page, bits: float, latency: float):
    """A DevTools session on `page` with the phone's network (`bits` a second each way,
    `latency` ms) and its CPU (CPU_SLOWDOWN times slower): the session, for more commands."""
    cdp = context.new_cdp_session(page)
    cdp.send("Network.enable")
    cdp.send("Network.emulateNetworkConditions", {
        "offline": False, "latency": latency, "downloadThroughput": bits / 8,
        "uploadThroughput": bits / 8,
    })
    cdp.send("Emulation.setCPUThrottlingRate", {"rate": CPU_SLOWDOWN})
    return cdp


@contextlib.contextmanager
def phone_visit(pw, url: str, probe: str, bits: int, latency: int,
                workdir: Path) -> Iterator[tuple]:
    """A first visit to `url` in a fresh profile on the throttled phone, `probe` run in the page
    from its first script on: yields (page, its DevTools session, (bytes received per file so
    far, by Playwright's count, and the requests not yet answered)); the browser is closed
    after the block."""
    context = pw.chromium.launch_persistent_context(
        str(workdir), executable_path=str(build.CHROMIUM), headless=True,
        args=list(build.CHROMIUM_ARGS), viewport=PHONE, device_scale_factor=3,
        is_mobile=True, has_touch=True, service_workers="block",
    )
    try:
        if probe:
            context.add_init_script(probe)
        page = context.pages[0] if context.pages else context.new_page()
        cdp = throttled(context, page, bits, latency)
        sizes: dict[str, int] = {}
        site = url.split("#")[0]

        pending: set = set()  # requests not yet answered

        def finished(request) -> None:
            pending.discard(request)
            try:
                name = request.url.removeprefix(site).split("?")[0] or "index.html"
                sizes[name] = sizes.get(name, 0) + request.sizes()["responseBodySize"]
            except Exception:  # a request torn down with the page
                pass

        def failed(request) -> None:
            pending.discard(request)

        def started(request) -> None:
            pending.add(request)

        page.on("request", started)
        page.on("requestfinished", finished)
        page.on("requestfailed", failed)
        page.goto(url, wait_until="commit", timeout=TIMEOUT_MS)
        yield page, cdp, (sizes, pending)
    finally:
        context.close()


def awaited(cdp, expression: str):  # noqa: ANN001, ANN201 - a DevTools session; JSON
    """The value of a promise in the page, awaited through the DevTools protocol: no polling in
    the page (Playwright's waits inject a script that would share the 4x slower main thread)."""
    return cdp.send("Runtime.evaluate", {
        "expression": expression, "awaitPromise": True, "returnByValue": True,
        "timeout": TIMEOUT_MS,
    })["result"]["value"]


def first_visit(pw, site: str, bits: int, latency: int, workdir: Path) -> dict:
    """One first visit in a fresh profile: times (s) and bytes per file."""
    with phone_visit(pw, site, PROBE, bits, latency, workdir) as (page, cdp, (sizes, pending)):
        # Tapped as a finger would, through the DevTools protocol as Playwright's tap does, but
        # without Playwright's selector engine: injected into the page, that alone would hold a
        # 4x slower main thread for a good part of a second, time no player's page spends.
        x, y = awaited(cdp, "window.__fv.whenShown")
        for kind, points in (("touchStart", [{"x": x, "y": y}]), ("touchEnd", [])):
            cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})
        awaited(cdp, "window.__fv.whenPlayable")
        probe = page.evaluate("({...window.__fv, whenShown: null, showed: null,"
                              " whenPlayable: null, played: null})")
        paint = page.evaluate(
            "(performance.getEntriesByName('first-contentful-paint')[0] || {}).startTime || -1"
        )
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": 1})
        while pending:  # the requests made by then (the board's tile art) counted once in
            page.wait_for_timeout(20)  # Playwright hears of responses only while it waits
    return {
        "paint": paint / 1000, "shown": probe["shown"] / 1000, "tap": probe["tap"] / 1000,
        "usable": probe["answer"] / 1000, "playable": probe["playable"] / 1000,
        "steps": probe["steps"], "sizes": sizes,
    }


def bare_visit(pw, bare: str, bits: int, latency: int, workdir: Path) -> dict:
    """One first visit to the bare page in a fresh profile on the throttled phone: ready (s)."""
    with phone_visit(pw, bare, BARE_PROBE, bits, latency, workdir) as (_, cdp, _traffic):
        ready = awaited(cdp, "window.__bare")
    return {"ready": ready / 1000}


def scorer_visit(pw, site: str, bits: int, latency: int, workdir: Path) -> dict:
    """One first visit opened on the scorer in a fresh profile: times (s) and the bytes per file
    received by the time it was usable."""
    with phone_visit(pw, site + SCORER, SCORER_PROBE, bits, latency, workdir) as (_, cdp, _traffic):
        awaited(cdp, "window.__fv.whenShown")
        # The field is below the picker: focused as a finger scrolling to it and tapping would,
        # then the hand arrives as one input event, as pasted or from a keyboard's suggestion.
        cdp.send("Runtime.evaluate", {"expression": "document.getElementById('sc-text').focus()"})
        cdp.send("Input.insertText", {"text": HAND})
        awaited(cdp, "window.__fv.whenUsable")
        probe = awaited(cdp, "({...window.__fv, whenShown: null, showed: null, whenUsable: null,"
                             " used: null})")
    return {
        "shown": probe["shown"] / 1000, "typed": probe["typed"] / 1000,
        "usable": probe["usable"] / 1000, "steps": probe["steps"], "sizes": probe["sizes"],
    }


def seconds(loads: list[dict], key: str) -> str:
    """The median of the loads' `key` (s), and each load's."""
    values = [load[key] for load in loads]
    return f"{median(values):.2f} s (runs {', '.join(f'{v:.2f}' for v in values)})"


def print_steps(name: str, loads: list[dict]) -> None:
    for load in loads:
        print(name, [(s, round(t / 1000, 2)) for s, t in load["steps"]],
              {k: round(load[k], 2) for k in ("shown", "tap", "typed") if k in load}, flush=True)


def megabytes(sizes: dict[str, int]) -> str:
    total = sum(sizes.values())
    return f"{total / 1e6:.2f} MB ({total} B, {len(sizes)} files)"


def measure_runs(pw, site: str, bare: str, runs: int, steps: bool = False,
                 networks: tuple = NETWORKS) -> tuple[list, dict]:
    rows: list[tuple[str, str]] = []
    scorer_rows: list[tuple[str, str]] = []
    sizes: dict[str, int] = {}
    scorer_sizes: dict[str, int] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for name, bits, latency, goal in networks:
            loads, bares = [], []
            for run in range(runs):  # app and bare page take turns
                loads.append(first_visit(pw, site, bits, latency, Path(tmp) / f"{bits}-{run}"))
                bares.append(bare_visit(pw, bare, bits, latency, Path(tmp) / f"{bits}-b{run}"))
            scorer_loads = [
                scorer_visit(pw, site, bits, latency, Path(tmp) / f"{bits}-scorer-{run}")
                for run in range(runs)
            ]
            playable = [x["playable"] for x in loads]
            ready = [x["ready"] for x in bares]
            sizes = sizes or loads[0]["sizes"]
            scorer_sizes = scorer_sizes or scorer_loads[0]["sizes"]
            label = f"{name}, CPU {CPU_SLOWDOWN}x"
            rows += [
                (f"{label}: first paint", seconds(loads, "paint")),
                (f"{label}: start screen usable (a tap answered)",
                 seconds(loads, "usable")
                 + (f"  (goal <= {GOAL_USABLE_S})" if bits >= 10_000_000 else "")),
                (f"{label}: the deal tapped then, playable",
                 seconds(loads, "playable") + f"  (goal <= {goal:.0f})"),
                (f"{label}: bare loadPyodide() on the same dist/, ready", seconds(bares, "ready")),
                (f"{label}:   deal playable / bare ready",
                 f"{median(playable) / median(ready):.2f}x"
                 " of medians; per run " + ", ".join(
                     f"{x['playable'] / y['ready']:.2f}" for x, y in zip(loads, bares, strict=True))
                 + f"  (goal <= {GOAL_PLAYABLE_RATIO})"),
            ]
            scorer_rows += [
                (f"{label}, opened on {SCORER}: the scorer shown", seconds(scorer_loads, "shown")),
                (f"{label}, opened on {SCORER}: a hand typed then, scored",
                 seconds(scorer_loads, "usable") + "  (goal –)"),
            ]
            if steps:
                print_steps(name, loads)
                print_steps(f"{name} {SCORER}", scorer_loads)
    rows.append(("bytes on the first visit to the deal playable (compressed)",
                 f"{megabytes(sizes)}  (goal <= {GOAL_BYTES_MB})"))
    for name, size in sorted(sizes.items(), key=lambda item: -item[1]):
        if size >= 1000:
            rows.append((f"  {name}", f"{size / 1e3:.0f} kB"))
    small = [size for size in sizes.values() if size < 1000]
    if small:
        rows.append((f"  {len(small)} files under 1 kB", f"{sum(small) / 1e3:.1f} kB"))
    scorer_rows.append((f"bytes on the first visit opened on {SCORER}, to a hand scored "
                        "(compressed)", f"{megabytes(scorer_sizes)}  (goal –)"))
    for name in sorted(set(scorer_sizes) - set(sizes)):
        scorer_rows.append((f"  {name} (not on the visit to a deal)",
                            f"{scorer_sizes[name] / 1e3:.0f} kB"))
    return rows + scorer_rows, sizes


def measure(pw, site: str, bare: str, runs: int = 3) -> list[tuple[str, str]]:
    """The table's rows for bench/browser.py (`bare`: the URL of bare_site's page)."""
    return measure_runs(pw, site, bare, runs)[0]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--steps", action="store_true", help="print each load's loading steps")
    parser.add_argument("--phone-only", action="store_true",
                        help="only the first network (10 Mbit/s), not the slow one")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    dist = Path(os.environ.get("MAHJONG_DIST") or build.DIST)
    with (build.site_served() as site, sync_playwright() as pw,
          tempfile.TemporaryDirectory() as tmp):
        bare_server, bare = build.serve_in_background(bare_site(dist, Path(tmp) / "bare"))
        try:
            rows, _ = measure_runs(pw, site, bare, args.runs, args.steps,
                                   NETWORKS[:1] if args.phone_only else NETWORKS)
        finally:
            bare_server.shutdown()
    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    build.print_table(f"First visit on a phone (fresh profile, served gzip, median; load average "
                      f"{load})", rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
