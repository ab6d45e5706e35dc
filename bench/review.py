"""The review's benchmark (a table of `python build.py bench`): what it finds and how fast.

Records are played with seat 0 the baseline player and seats 1-3 strong players
(``python -m table selfplay --players baseline,strong,strong,strong``), HANDS hands in matches
of 16 from SEED. Seat 0 is reviewed in every hand: the share of hands with at least one listed
moment, the moments and ties per hand, the Pearson correlation of the hand's summed loss with
the points seat 0 lost in it (the negated payment), and the review's time per hand (p50 / p95,
CPython). A strong seat (1) is reviewed in the same hands: it must list nothing.

    PYTHONPATH=py python3 -m bench.review [--hands 208] [--seed 910000]
"""

from __future__ import annotations

import argparse
import math
import os
import statistics
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "py"))

from table.cli import selfplay  # noqa: E402
from table.review import review_replayed  # noqa: E402
from table.rewind import replayed  # noqa: E402

PLAYERS = "baseline,strong,strong,strong"


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def pearson(xs: list[float], ys: list[float]) -> float:
    mx, my = statistics.fmean(xs), statistics.fmean(ys)
    sxy = sum((x - mx) * (y - my) for x, y in zip(xs, ys, strict=True))
    sxx = sum((x - mx) ** 2 for x in xs)
    syy = sum((y - my) ** 2 for y in ys)
    return sxy / math.sqrt(sxx * syy) if sxx and syy else float("nan")


def interval(r: float, n: int, z: float = 1.645) -> tuple[float, float]:
    """The 90 % interval of a Pearson correlation ``r`` over ``n`` pairs (Fisher's z): whether
    the correlation is there at all, and not a chance of the sample."""
    if n <= 3 or not -1 < r < 1:
        return float("nan"), float("nan")
    centre, spread = math.atanh(r), z / math.sqrt(n - 3)
    return math.tanh(centre - spread), math.tanh(centre + spread)


def measure(hands: int, seed: int) -> tuple[list[tuple[str, str]], list[dict]]:
    started = time.perf_counter()
    records = list(selfplay(hands, seed, PLAYERS))
    played = time.perf_counter() - started
    times, strong_times, losses, lost = [], [], [], []
    listed = moments = ties = strong_listed = 0
    for record in records:
        t0 = time.perf_counter()
        review = review_replayed(replayed(record), 0)
        times.append((time.perf_counter() - t0) * 1000)
        losses.append(review.loss)
        lost.append(-record["result"]["payments"][0])
        listed += bool(review.moments)
        moments += len(review.moments)
        ties += len(review.ties)
        t0 = time.perf_counter()
        strong = review_replayed(replayed(record), 1)
        strong_times.append((time.perf_counter() - t0) * 1000)
        strong_listed += len(strong.moments)
    n = len(records)
    rows = [
        ("hands (seat 0 baseline, seats 1-3 strong)",
         f"{n} from seed {seed} ({played:.0f} s to play)"),
        ("hands with a listed moment for seat 0 (every choice otherwise than the strong one)",
         f"{listed / n:.1%} ({listed}/{n}; goal >= 90 %)"),
        ("moments / ties listed per hand, seat 0", f"{moments / n:.2f} / {ties / n:.2f}"),
        ("correlation of summed loss with points lost (Pearson, 90 % interval)",
         "{:.3f} ({:.3f} to {:.3f}) over {} hands".format(
             r := pearson(losses, lost), *interval(r, n), n)),
        ("moments listed for the strong seat 1", f"{strong_listed} in {n} hands (goal 0)"),
        ("review of a hand, p50 / p95 (CPython, ms)",
         f"{pct(times, .5):.0f} / {pct(times, .95):.0f}"),
        ("review of a strong seat, p50 / p95 (ms)",
         f"{pct(strong_times, .5):.0f} / {pct(strong_times, .95):.0f}"),
    ]
    return rows, records


def page_rows(records: list[dict], count: int) -> list[tuple[str, str]]:
    """The review timed in the built site: each hand opened from its share link (the page
    replays it, then reviews the person's seat, 0, and leaves the time in data-review-ms)."""
    sys.path.insert(0, str(ROOT))
    from playwright.sync_api import sync_playwright
    from table.share import share_code

    import build

    times = []
    with build.site_served() as site, sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=str(build.CHROMIUM), headless=True,
                                     args=list(build.CHROMIUM_ARGS))
        page = browser.new_page(viewport={"width": 390, "height": 844})
        page.goto(f"{site}#/table?pace=instant")
        page.wait_for_function("document.documentElement.dataset.state !== 'loading'",
                               timeout=180_000)
        page.wait_for_selector("#mt-start")
        for record in records[:count]:
            page.evaluate("() => { delete document.querySelector('.mt').dataset.reviewMs }")
            page.evaluate("code => { location.hash = '#/table?replay=' + code }",
                          share_code(record))
            page.wait_for_function("document.querySelector('.mt').dataset.reviewMs",
                                   timeout=60_000)
            times.append(float(page.evaluate("document.querySelector('.mt').dataset.reviewMs")))
        browser.close()
    return [("review of a hand in the page, p50 / p95 (Pyodide, ms)",
             f"{pct(times, .5):.0f} / {pct(times, .95):.0f} over {len(times)} hands")]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=208)
    parser.add_argument("--seed", type=int, default=910000)
    parser.add_argument("--page", type=int, default=40,
                        help="hands also reviewed in the built site (0: none)")
    args = parser.parse_args()
    rows, records = measure(args.hands, args.seed)
    if args.page:
        rows += page_rows(records, args.page)
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else float("nan")
    rows.append(("load average (1 min) at the end", f"{load:.2f}"))
    sys.path.insert(0, str(ROOT))
    import build

    build.print_table("Review (python -m table review)", rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
