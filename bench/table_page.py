#!/usr/bin/env python3
"""The table page's benchmark: one computer decision in the page (goal: p95 <= 100 ms), and a
whole computer move (decision, rules, save and redraw: how long the page is held); on a phone,
the person's hand tiles held upright (390x844, goal >= 25 px wide, tap targets >= 44 px high)
and on its side (844x390, goal >= 44 px wide), and a tap on a lifted tile to its discard
drawn (goal p95 <= 50 ms).

A seeded match at the strongest level offered, the computers at the instant pace, the person
played plainly by clicking in the page (win when offered, else discard the drawn tile, pass on
claims) for a few hands; then the page's own timings (``window.mahjongTableTimings``).
`measure(browser, site)` is called by bench/browser.py; run alone:

    MAHJONG_DIST=dist python3 -m bench.table_page            # every row
    MAHJONG_DIST=dist python3 -m bench.table_page --phone    # the phone's rows only
    MAHJONG_DIST=dist python3 -m bench.table_page --match    # a whole 16-hand match: memory

``--match`` plays all 16 hands of the seeded match (three computers at the strongest level,
the expert, and the person played plainly) and gives the page's memory after it (goal < 200 MB)
with the decisions' times over the whole match; it is not in the default rows (a few minutes).
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for path in (ROOT, ROOT / "py"):
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))

PHONE = {"width": 390, "height": 844}
LANDSCAPE = {"width": 844, "height": 390}
GOAL_DECISION_MS = 100.0
GOAL_DISCARD_MS = 50.0
GOAL_TILE_PORTRAIT, GOAL_TILE_LANDSCAPE, GOAL_TAP_HEIGHT = 25.0, 44.0, 44.0
DISCARDS = 40
HANDS = 8
MATCH_HANDS = 16
GOAL_MEMORY_MB = 200.0
SEED = 2024
LEVEL = "expert"  # the strongest level offered (the page preselects "strong")

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


# The person's hand on a turn: its tiles' smallest width and its buttons' smallest height.
HAND_SIZE = """() => {
  const tiles = [...document.querySelectorAll('#mt-hand .ht .t')]
    .map(t => t.getBoundingClientRect());
  const buttons = [...document.querySelectorAll('#mt-hand button.ht')]
    .map(b => b.getBoundingClientRect());
  return {n: tiles.length, width: Math.min(...tiles.map(r => r.width)),
          height: Math.min(...buttons.map(r => r.height))};
}"""
# Finger up on the lifted tile to the discard drawn: from the pointerup's time stamp to a task
# run after the frame that follows the click's handlers (the page's Python runs in them).
DISCARD_PROBE = """() => { window.__discards = []; window.__handlers = []; let up = null, t0 = 0;
  addEventListener('pointerup', e => {
    up = e.target.closest('#mt-hand button.ht[aria-pressed="true"]') ? e.timeStamp : null; }, true);
  addEventListener('click', () => { t0 = performance.now(); }, true);
  addEventListener('click', () => {
    if (up === null) return;
    const start = up; up = null;
    window.__handlers.push(performance.now() - t0);
    requestAnimationFrame(() => setTimeout(() =>
      window.__discards.push(performance.now() - start)));
  });
}"""


def phone(browser, site: str) -> list[tuple[str, str]]:
    """The hand's tiles upright and on the side, and tap to discard drawn, by touch."""
    rows = []
    times: list[float] = []
    handlers: list[float] = []
    for name, viewport in (("portrait 390x844", PHONE), ("landscape 844x390", LANDSCAPE)):
        context = browser.new_context(service_workers="block", viewport=viewport,
                                      device_scale_factor=3, has_touch=True, is_mobile=True)
        page = context.new_page()
        # at the fast pace, as a player would: a computer's answer does not come before the
        # discard is drawn
        page.goto(f"{site}#/table?seed={SEED}&pace=fast&hands=16&level=easy")
        page.wait_for_selector("#mt-start", timeout=120_000)
        page.click("#mt-start")
        page.evaluate(DISCARD_PROBE)
        size = None
        turns = 0
        while turns < (DISCARDS if not times else 1):
            page.wait_for_function("['turn', 'claim', 'hand_over', 'match_over']"
                                   ".includes(document.querySelector('.mt').dataset.state)")
            state = page.evaluate("document.querySelector('.mt').dataset.state")
            if state.endswith("over"):
                page.wait_for_selector("#mt-next")
                page.click("#mt-next")
                continue
            if state == "claim":
                page.tap('#mt-prompt .act[data-act="pass"]')
                continue
            if size is None:
                size = page.evaluate(HAND_SIZE)
            last = "#mt-hand button.ht:last-child"
            page.tap(last)
            page.wait_for_selector(last + '[aria-pressed="true"]')
            done = page.evaluate("window.__discards.length")
            page.tap(last)
            page.wait_for_function(f"window.__discards.length > {done}")
            turns += 1
        if not times:
            times = page.evaluate("window.__discards")
            handlers = page.evaluate("window.__handlers")
        context.close()
        goal = GOAL_TILE_PORTRAIT if viewport is PHONE else GOAL_TILE_LANDSCAPE
        rows.append((
            f"table: the person's hand tiles, {name}",
            f"{size['width']:.1f} px wide, tap targets {size['height']:.1f} px high, "
            f"{size['n']} tiles  (goal >= {goal:.0f} px wide"
            + (f", >= {GOAL_TAP_HEIGHT:.0f} px high" if viewport is PHONE else "")
            + f": {'ok' if size['width'] >= goal else 'UNDER'})",
        ))
    p95 = pct(times, 0.95)
    rows.append((
        "table: tap on the lifted tile to its discard drawn, touch 390x844, p50 / p95",
        f"{pct(times, .5):.1f} / {p95:.1f} ms over {len(times)} discards  (goal p95 <= "
        f"{GOAL_DISCARD_MS:.0f}: {'ok' if p95 <= GOAL_DISCARD_MS else 'OVER'})",
    ))
    rows.append((
        "  of which the page's click handlers (the move and the redraw), p50 / p95",
        f"{pct(handlers, .5):.1f} / {pct(handlers, .95):.1f} ms",
    ))
    return rows


def pct(values: list[float], q: float) -> float:
    values = sorted(values)
    return values[min(len(values) - 1, max(0, round(q * (len(values) - 1))))]


def play(browser, site: str, hands: int) -> tuple[str, int, dict, int, int]:
    """(level, hands played, the page's timings, JS heap bytes, wasm bytes) after ``hands``
    hands of the seeded match at the instant pace."""
    context = browser.new_context(service_workers="block", viewport=PHONE)
    page = context.new_page()
    page.goto(site)  # the solitaire view registers window.mahjongWasmBytes (memory below)
    page.wait_for_function(
        "document.documentElement.dataset.state !== 'loading'", timeout=120_000
    )
    page.goto(f"{site}#/table?seed={SEED}&pace=instant&hands=16&level={LEVEL}")
    page.wait_for_selector("#mt-start")
    level = page.eval_on_selector("input[name=level]:checked", "e => e.value")
    page.click("#mt-start")
    played = page.evaluate(PLAY, hands)
    timings = json.loads(page.evaluate("window.mahjongTableTimings()"))
    heap = page.evaluate("performance.memory ? performance.memory.usedJSHeapSize : -1")
    wasm = page.evaluate("window.mahjongWasmBytes ? window.mahjongWasmBytes() : -1")
    context.close()
    return level, played, timings, heap, wasm


def memory_row(hands: int, heap: int, wasm: int) -> tuple[str, str]:
    if heap < 0 or wasm < 0:
        return (f"table: memory after {hands} hands (JS heap + wasm)", "n/a")
    total = (heap + wasm) / 2**20
    return (
        f"table: memory after {hands} hands (JS heap + wasm)",
        f"{heap / 2**20:.1f} MB + {wasm / 2**20:.1f} MB = {total:.1f} MB  (goal < "
        f"{GOAL_MEMORY_MB:.0f} MB: {'ok' if total < GOAL_MEMORY_MB else 'OVER'})",
    )


def match(browser, site: str) -> list[tuple[str, str]]:
    """A whole 16-hand match in the page, then its memory."""
    start = time.monotonic()
    level, hands, timings, heap, wasm = play(browser, site, MATCH_HANDS)
    wall = time.monotonic() - start
    decisions = timings["decisions"]
    return [
        (
            f"table: a whole match in the page ({level}), hands / wall time",
            f"{hands} hands, {wall:.0f} s (the page loaded and started included)",
        ),
        (
            f"table: one computer decision over the match ({level}), p50 / p95 / max",
            f"{pct(decisions, .5):.1f} / {pct(decisions, .95):.1f} / {max(decisions):.1f} ms "
            f"over the last {len(decisions)} decisions (the page keeps 500)",
        ),
        memory_row(hands, heap, wasm),
    ]


def measure(browser, site: str) -> list[tuple[str, str]]:
    level, hands, timings, heap, wasm = play(browser, site, HANDS)
    decisions, moves = timings["decisions"], timings["moves"]
    phone_rows = phone(browser, site)
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
        memory_row(hands, heap, wasm),
        *phone_rows,
    ]


def main() -> int:
    from playwright.sync_api import sync_playwright

    import build

    with build.site_served() as site, sync_playwright() as pw:
        browser = pw.chromium.launch(
            executable_path=str(build.CHROMIUM), headless=True,
            args=[*build.CHROMIUM_ARGS, "--enable-precise-memory-info"],
        )
        args = sys.argv[1:]
        if "--phone" in args:
            rows = phone(browser, site)
        elif "--match" in args:
            rows = match(browser, site)
        else:
            rows = measure(browser, site)
        browser.close()
    build.print_table("Table benchmark (headless Chromium, this machine)", rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
