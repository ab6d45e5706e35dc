#!/usr/bin/env python3
"""The scorer page's benchmark: tap-to-updated-score latency on a phone-size page (390x844).

For each hand of examples.json, the page is put on its 13 tiles and context (through the
fragment), then the winning tile is tapped in the picker: the time of that click (Python
handler: scoring, waits, redraw, fragment) and the time to the next animation frame are
recorded. Every hand is different, so the scorer's cache never answers. A second series times
taps while building a hand (no scoring). `measure(browser, site)` is called by
bench/browser.py; run alone:

    MAHJONG_DIST=dist python3 -m bench.scorer_page
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for path in (ROOT, ROOT / "py", ROOT / "web"):
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))

from app.scorer.state import Context, encode, parse_hand_text  # noqa: E402

PHONE = {"width": 390, "height": 844}
GOAL_FRAME_MS = 16.0
EXAMPLES = ROOT / "tests" / "scoring" / "data" / "examples.json"
BUILD_TILES = ("1m", "2m", "3m", "4p", "5p", "6p", "7s", "8s", "9s", "E", "E", "C")

TIMED_TAP = """async (face) => {
  const el = document.querySelector(`button.pick[data-face="${face}"]`);
  const t0 = performance.now(); el.click(); const t1 = performance.now();
  await new Promise(r => requestAnimationFrame(() => r()));
  const t2 = performance.now();
  const inner = +document.getElementById('view-scorer').dataset.lastUpdateMs;
  return [t1 - t0, t2 - t0, document.getElementById('sc-status').dataset.status, inner];
}"""


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def routes() -> list[tuple[str, str]]:
    """(route of the 13 tiles and context, winning tile) for each example hand."""
    out = []
    for e in json.loads(EXAMPLES.read_text(encoding="utf-8")):
        hand = parse_hand_text(e["hand"])
        context = Context(
            self_drawn=e["self_drawn"], seat_wind=e["seat_wind"], round_wind=e["round_wind"],
            flowers=e["flowers"], last_tile=e["last_tile"], last_of_kind=e["last_of_kind"],
            kong_tile=e["kong_tile"],
        )
        out.append((encode(hand, context), e["win_tile"]))
    return out


def measure(browser, site: str) -> list[tuple[str, str]]:
    """Benchmark rows: tap latencies of the scorer on a phone-size page."""
    context = browser.new_context(service_workers="block", viewport=PHONE, locale="en-GB")
    page = context.new_page()
    page.goto(site + "#/score")
    page.wait_for_function(
        "document.documentElement.dataset.state !== 'loading'", timeout=120_000
    )
    page.wait_for_selector("#sc-hand")
    handler, frame, inner, scored = [], [], [], 0
    for i, (route, win) in enumerate(routes()):
        # a serial number keeps two examples with the same 13 tiles distinct fragments
        page.evaluate("h => { location.hash = h; }", f"#/score{route}&n={i}")
        page.wait_for_function(
            "['choose_win', 'not_ready'].includes(document.getElementById('sc-status')"
            ".dataset.status)"
        )
        spent, to_frame, status, update_ms = page.evaluate(TIMED_TAP, win)
        handler.append(spent)
        inner.append(update_ms)
        frame.append(to_frame)
        scored += status == "scored"
    building = []
    for _ in range(5):
        page.click('button[data-action="clear"]')
        for face in BUILD_TILES:
            building.append(page.evaluate(TIMED_TAP, face)[0])
    context.close()
    n = len(handler)
    return [
        (f"scorer: tap completing a hand, p50 / p95 (handler; {scored}/{n} scored)",
         f"{pct(handler, .5):.1f} / {pct(handler, .95):.1f} ms  (goal <= {GOAL_FRAME_MS:.0f})"),
        ("scorer: tap completing a hand, p50 / p95 (Python update only)",
         f"{pct(inner, .5):.1f} / {pct(inner, .95):.1f} ms"),
        ("scorer: tap completing a hand, p50 / p95 (to next frame)",
         f"{pct(frame, .5):.1f} / {pct(frame, .95):.1f} ms"),
        (f"scorer: tap while building, p50 / p95 ({len(building)} taps)",
         f"{pct(building, .5):.1f} / {pct(building, .95):.1f} ms"),
    ]


def main() -> int:
    import build

    return build.lab_alone(measure, "Scorer benchmark (headless Chromium, 390x844)")


if __name__ == "__main__":
    sys.exit(main())
