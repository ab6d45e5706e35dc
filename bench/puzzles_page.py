#!/usr/bin/env python3
"""The discard puzzles in the page, on the phone profile (a 390x844 page, the CPU throttled 4x
through the DevTools protocol, as bench/study_page.py): how long today's set takes to appear
from a tap on the way in (the app already up on the solitaire: mcr.zip and puzzles.zip fetched
from the local server and unpacked, the pool read, the day's set drawn and drawn on the page),
and how long a pick takes to show the answer (the ranking and the scorer's hand analysis).
Each run is a fresh page (nothing cached but the browser's HTTP cache, off).

    MAHJONG_DIST=dist python3 -m bench.puzzles_page [--runs 6]
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for path in (ROOT, ROOT / "py"):
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))

PHONE = {"width": 390, "height": 844}
CPU_SLOWDOWN = 4

TO_SET = """async () => {
  const t0 = performance.now();
  location.hash = '#/puzzles';
  while (!document.querySelector('#view-puzzles .puzzles[data-day]'))
    await new Promise(r => setTimeout(r, 5));
  await new Promise(r => requestAnimationFrame(() => r()));
  return [performance.now() - t0, +document.getElementById('view-puzzles').dataset.ms];
}"""
TO_SCORER = """async () => {
  const t0 = performance.now();
  location.hash = '#/score';
  while (!document.querySelector('#sc-text')) await new Promise(r => setTimeout(r, 5));
  await new Promise(r => requestAnimationFrame(() => r()));
  return performance.now() - t0;
}"""
TO_ANSWER = """async () => {
  const button = document.querySelector('.pz-hand [data-action="pick"]');
  const t0 = performance.now();
  button.click();
  while (!document.querySelector('#pz-verdict')) await new Promise(r => setTimeout(r, 0));
  await new Promise(r => requestAnimationFrame(() => r()));
  return performance.now() - t0;
}"""


def measure(browser, site: str, runs: int) -> list[tuple[str, str]]:
    """Benchmark rows: today's set appearing, a pick answered, CPU 4x throttled."""
    load = os.getloadavg()[0]
    shown, inner, answered, scorer, shown_after = [], [], [], [], []
    for run in range(runs):
        context = browser.new_context(service_workers="block", viewport=PHONE, locale="en-GB")
        page = context.new_page()
        page.goto(site)
        page.wait_for_function("document.documentElement.dataset.state !== 'loading'",
                               timeout=120_000)
        cdp = context.new_cdp_session(page)
        cdp.send("Emulation.setCPUThrottlingRate", {"rate": CPU_SLOWDOWN})
        from_scorer = run % 2 == 1  # every other page opens the scorer first: mcr.zip is in
        if from_scorer:
            scorer.append(page.evaluate(TO_SCORER))
        to_set, ms = page.evaluate(TO_SET)
        (shown_after if from_scorer else shown).append(to_set)
        inner.append(ms)
        answered.append(page.evaluate(TO_ANSWER))
        context.close()
    for values in (shown, inner, answered, scorer, shown_after):
        values.sort()

    def row(values: list[float]) -> str:
        return f"{values[len(values) // 2]:.0f} / {values[-1]:.0f} ms ({len(values)} pages)"

    return [
        (f"today's puzzles shown after the tap from the solitaire, CPU {CPU_SLOWDOWN}x, "
         "median / worst", row(shown)),
        ("  for comparison: the scorer shown after the tap from the solitaire", row(scorer)),
        ("  today's puzzles shown after the tap from the scorer (mcr.zip in)", row(shown_after)),
        ("  of which the view's own work (pool read, set drawn, markup written)", row(inner)),
        ("a pick answered (ranking and hand analysis drawn), median / worst", row(answered)),
        ("machine load average (1 min) at the start", f"{load:.1f}"),
    ]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--runs", type=int, default=6)
    args = parser.parse_args()
    import build

    return build.bench_alone(lambda browser, site: measure(browser, site, args.runs),
                             "Discard puzzles in the page (headless Chromium, 390x844, CPU 4x)")


if __name__ == "__main__":
    sys.exit(main())
