#!/usr/bin/env python3
"""The table page's benchmark: one computer decision in the page (goal: p95 <= 100 ms), and a
whole computer move (decision, rules, save and redraw: how long the page is held).

A seeded match at the strongest level offered, the computers at the instant pace, the person
played plainly by clicking in the page (win when offered, else discard the drawn tile, pass on
claims) for a few hands; then the page's own timings (``window.mahjongTableTimings``).
`measure(browser, site)` is called by tools/bench_browser.py; run alone:

    MAHJONG_DIST=dist python tools/bench_table.py
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for path in (ROOT, ROOT / "py"):
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))

PHONE = {"width": 390, "height": 844}
GOAL_DECISION_MS = 100.0
HANDS = 8
SEED = 2024

# Plays the person plainly until `hands` hands are over; returns how many were.
PLAY = """async (hands) => {
  const root = () => document.querySelector('.mt');
  const sleep = ms => new Promise(r => setTimeout(r, ms));
  let done = 0;
  for (let i = 0; i < 200000 && done < hands; i++) {
    const s = root().dataset.state, panel = root().dataset.panel;
    const win = document.querySelector('#mt-prompt .act[data-act="win"]');
    if (panel === 'hand' || s === 'hand_over' || s === 'match_over') {
      done += 1;
      if (done >= hands || s === 'match_over') break;
      document.querySelector('[data-do="mt-next"], #mt-next').click();
    } else if (win) { win.click(); }
    else if (s === 'turn') {
      const last = () => document.querySelector('#mt-hand .ht:last-child');
      last().click(); last().click();
    } else if (s === 'claim') {
      document.querySelector('#mt-prompt .act[data-act="pass"]').click();
    }
    await sleep(2);
  }
  return +root().dataset.hand - (root().dataset.state.endsWith('over') ? 0 : 1);
}"""


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, max(0, round(q * (len(values) - 1))))]


def measure(browser, site: str) -> list[tuple[str, str]]:
    context = browser.new_context(service_workers="block", viewport=PHONE)
    page = context.new_page()
    page.goto(site)  # the solitaire view registers window.mahjongWasmBytes (memory below)
    page.wait_for_function(
        "document.documentElement.dataset.state !== 'loading'", timeout=120_000
    )
    page.goto(f"{site}#/table?seed={SEED}&pace=instant&hands=16")
    page.wait_for_selector("#mt-start")
    level = page.eval_on_selector("input[name=level]:checked", "e => e.value")
    page.click("#mt-start")
    hands = page.evaluate(PLAY, HANDS)
    timings = json.loads(page.evaluate("window.mahjongTableTimings()"))
    heap = page.evaluate("performance.memory ? performance.memory.usedJSHeapSize : -1")
    wasm = page.evaluate("window.mahjongWasmBytes ? window.mahjongWasmBytes() : -1")
    context.close()
    decisions, moves = timings["decisions"], timings["moves"]
    p95 = pct(decisions, 0.95)
    verdict = "ok" if p95 <= GOAL_DECISION_MS else "OVER"
    return [
        (
            f"table: one computer decision ({level}), p50 / p95 / max",
            f"{pct(decisions, .5):.1f} / {p95:.1f} / {max(decisions):.1f} ms over "
            f"{len(decisions)} decisions, {hands} hands  (goal p95 <= {GOAL_DECISION_MS:.0f}: "
            f"{verdict})",
        ),
        (
            "table: one computer move held the page (decision, rules, save, redraw), p50 / p95",
            f"{pct(moves, .5):.1f} / {pct(moves, .95):.1f} ms",
        ),
        (
            f"table: memory after {hands} hands (JS heap + wasm)",
            f"{heap / 2**20:.1f} MB + {wasm / 2**20:.1f} MB = {(heap + wasm) / 2**20:.1f} MB"
            "  (goal < 200 MB)" if heap >= 0 and wasm >= 0 else "n/a",
        ),
    ]


def main() -> int:
    from playwright.sync_api import sync_playwright

    import build

    with build.site_served() as site, sync_playwright() as pw:
        browser = pw.chromium.launch(
            executable_path=str(build.CHROMIUM), headless=True,
            args=[*build.CHROMIUM_ARGS, "--enable-precise-memory-info"],
        )
        rows = measure(browser, site)
        browser.close()
    build.print_table("Table benchmark (headless Chromium, this machine)", rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
