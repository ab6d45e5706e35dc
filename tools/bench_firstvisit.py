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
Median of 3 loads per network. Also run by tools/bench_browser.py (`measure`).

    MAHJONG_DIST=dist python tools/bench_firstvisit.py [--runs 3] [--steps]
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
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
GOAL_USABLE_S = 1.5
GOAL_BYTES_MB = 5.5
TIMEOUT_MS = 240_000
BUTTON = "#todays-deal"

# In the page from its first script on, as light as it can be (a frame callback until the
# deal button is shown; the tap installs the rest): when the button is first shown, when the
# page answers the tap (the first change in the page after it, then the next frame), when the
# deal is playable, and every loading step (py:progress) with its time.
PROBE = """
(() => {
  const t = { steps: [] };
  window.__fv = t;
  const now = () => performance.now();
  addEventListener('py:progress', (e) => t.steps.push([String(e.detail), now()]));
  t.whenShown = new Promise((resolve) => { t.showed = resolve; });
  const look = () => {
    const button = document.querySelector('BUTTON');
    if (button && !document.documentElement.classList.contains('shell-pending')) {
      t.shown = now();
      const box = button.getBoundingClientRect();
      t.showed([box.x + box.width / 2, box.y + box.height / 2]);
    } else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
  addEventListener('pointerdown', () => {
    if (t.tap !== undefined) return;
    t.tap = now();
    const root = document.documentElement;
    new MutationObserver((records, observer) => {
      if (t.answer === undefined) {
        t.answer = -1;
        requestAnimationFrame(() => { t.answer = now(); });
      }
      if (root.dataset.state === 'playing' && document.querySelector('#board .tile')) {
        t.playable = now();
        observer.disconnect();
      }
    }).observe(document, { attributes: true, childList: true, subtree: true,
                           characterData: true });
  }, true);
})();
""".replace("BUTTON", BUTTON)


def median(values: list[float]) -> float:
    return statistics.median(values)


def first_visit(pw, site: str, bits: int, latency: int, workdir: Path) -> dict:
    """One first visit in a fresh profile: times (s) and bytes per file."""
    context = pw.chromium.launch_persistent_context(
        str(workdir), executable_path=str(build.CHROMIUM), headless=True,
        args=list(build.CHROMIUM_ARGS), viewport=PHONE, device_scale_factor=3,
        is_mobile=True, has_touch=True, service_workers="block",
    )
    try:
        context.add_init_script(PROBE)
        page = context.pages[0] if context.pages else context.new_page()
        cdp = context.new_cdp_session(page)
        cdp.send("Network.enable")
        cdp.send("Network.emulateNetworkConditions", {
            "offline": False, "latency": latency, "downloadThroughput": bits / 8,
            "uploadThroughput": bits / 8,
        })
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": CPU_SLOWDOWN})
        sizes: dict[str, int] = {}

        def finished(request) -> None:
            try:
                name = request.url.removeprefix(site).split("?")[0] or "index.html"
                sizes[name] = sizes.get(name, 0) + request.sizes()["responseBodySize"]
            except Exception:  # a request torn down with the page
                pass

        page.on("requestfinished", finished)
        page.goto(site, wait_until="commit", timeout=TIMEOUT_MS)
        # Tapped as a finger would, through the DevTools protocol as Playwright's tap does, but
        # without Playwright's selector engine: injected into the page, that alone would hold a
        # 4x slower main thread for a good part of a second, time no player's page spends.
        x, y = cdp.send("Runtime.evaluate", {
            "expression": "window.__fv.whenShown", "awaitPromise": True, "returnByValue": True,
            "timeout": TIMEOUT_MS,
        })["result"]["value"]
        for kind, points in (("touchStart", [{"x": x, "y": y}]), ("touchEnd", [])):
            cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})
        page.wait_for_function("window.__fv.playable !== undefined && window.__fv.answer > 0",
                               timeout=TIMEOUT_MS)
        probe = page.evaluate("({...window.__fv, whenShown: null, showed: null})")
        paint = page.evaluate(
            "(performance.getEntriesByName('first-contentful-paint')[0] || {}).startTime || -1"
        )
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": 1})
        page.wait_for_timeout(200)  # let the last responses be counted
    finally:
        context.close()
    return {
        "paint": paint / 1000, "shown": probe["shown"] / 1000, "tap": probe["tap"] / 1000,
        "usable": probe["answer"] / 1000, "playable": probe["playable"] / 1000,
        "steps": probe["steps"], "sizes": sizes,
    }


def measure_runs(pw, site: str, runs: int, steps: bool = False) -> tuple[list, dict]:
    rows: list[tuple[str, str]] = []
    sizes: dict[str, int] = {}
    with tempfile.TemporaryDirectory() as tmp:
        for name, bits, latency, goal in NETWORKS:
            loads = [
                first_visit(pw, site, bits, latency, Path(tmp) / f"{bits}-{run}")
                for run in range(runs)
            ]
            if not sizes:
                sizes = loads[0]["sizes"]

            def stat(key: str, loads=loads) -> str:
                values = [load[key] for load in loads]
                return f"{median(values):.2f} s (runs {', '.join(f'{v:.2f}' for v in values)})"

            label = f"{name}, CPU {CPU_SLOWDOWN}x"
            rows += [
                (f"{label}: first paint", stat("paint")),
                (f"{label}: start screen usable (a tap answered)",
                 stat("usable") + (f"  (goal <= {GOAL_USABLE_S})" if bits >= 10_000_000 else "")),
                (f"{label}: the deal tapped then, playable",
                 stat("playable") + f"  (goal <= {goal:.0f})"),
            ]
            if steps:
                for load in loads:
                    print(name, [(s, round(t / 1000, 2)) for s, t in load["steps"]],
                          f"shown {load['shown']:.2f} tap {load['tap']:.2f}", flush=True)
    total = sum(sizes.values())
    rows.append(("bytes on the first visit to the deal playable (compressed)",
                 f"{total / 1e6:.2f} MB ({total} B, {len(sizes)} files)  "
                 f"(goal <= {GOAL_BYTES_MB})"))
    for name, size in sorted(sizes.items(), key=lambda item: -item[1]):
        if size >= 1000:
            rows.append((f"  {name}", f"{size / 1e3:.0f} kB"))
    small = [size for size in sizes.values() if size < 1000]
    if small:
        rows.append((f"  {len(small)} files under 1 kB", f"{sum(small) / 1e3:.1f} kB"))
    return rows, sizes


def measure(pw, site: str, runs: int = 3) -> list[tuple[str, str]]:
    """The table's rows for tools/bench_browser.py."""
    return measure_runs(pw, site, runs)[0]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=3)
    parser.add_argument("--steps", action="store_true", help="print each load's loading steps")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    with build.site_served() as site, sync_playwright() as pw:
        rows, _ = measure_runs(pw, site, args.runs, args.steps)
    build.print_table("First visit on a phone (fresh profile, served gzip, median)", rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
