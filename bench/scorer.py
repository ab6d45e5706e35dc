"""Benchmark: ``PYTHONPATH=py python3 -m bench.scorer`` scores a fixed set of random winning
hands and prints hands per second (goal: 3,000 in CPython; the page needs a score within a frame).
"""

from __future__ import annotations

import argparse
import sys
import time

from scoring.score import score
from scoring.waits import waiting_tiles

from tests.fixtures.hands import WINNING_SEED as SEED
from tests.fixtures.hands import fixed_hands


def _time(fn, items, rounds: int) -> tuple[float, float]:
    """(wall, CPU) seconds for one pass over the items, each the best of ``rounds`` passes.

    The machine is shared: wall time counts other programs' turns too, CPU time (this
    process only) shows what the scorer itself costs.
    """
    wall = cpu = float("inf")
    for _ in range(rounds):
        start, start_cpu = time.perf_counter(), time.process_time()
        for item in items:
            fn(item)
        wall = min(wall, time.perf_counter() - start)
        cpu = min(cpu, time.process_time() - start_cpu)
    return wall, cpu


def _load() -> str:
    try:
        with open("/proc/loadavg", encoding="ascii") as f:
            return f.read().split()[0]
    except OSError:
        return "unknown"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.scorer")
    parser.add_argument("--hands", type=int, default=2000)
    parser.add_argument("--rounds", type=int, default=5)
    args = parser.parse_args(argv)
    hands = fixed_hands(args.hands)  # scoring each once also warms the one-suit caches
    rows = []
    for label, subset in (
        ("all hands", hands),
        ("no melds", [h for h in hands if "[" not in h[0] and "{" not in h[0]]),
        ("with melds", [h for h in hands if "[" in h[0] or "{" in h[0]]),
    ):
        if subset:
            wall, cpu = _time(lambda h: score(h[0], h[1], **h[2]), subset, args.rounds)
            rows.append(("score", label, len(subset), wall, cpu))
    thirteen = [h[0] for h in hands]
    wall, cpu = _time(waiting_tiles, thirteen, args.rounds)
    rows.append(("waiting_tiles", "all hands", len(thirteen), wall, cpu))
    out = sys.stdout
    out.write(f"MCR scorer benchmark: {len(hands)} random winning hands (seed {SEED}), ")
    out.write(f"best of {args.rounds} passes, Python {sys.version.split()[0]}\n")
    out.write(
        f"{'call':<14} {'hands':<11} {'calls':>6} {'wall s':>7} {'per s':>7} "
        f"{'CPU s':>7} {'per CPU s':>9} {'us/call':>8}\n"
    )
    for call, label, calls, wall, cpu in rows:
        out.write(
            f"{call:<14} {label:<11} {calls:>6} {wall:>7.3f} {calls / wall:>7,.0f} "
            f"{cpu:>7.3f} {calls / cpu:>9,.0f} {1e6 * cpu / calls:>8.1f}\n"
        )
    _, _, calls, wall, cpu = rows[0]
    verdict = "met" if calls / cpu >= 3000 else "NOT met"
    out.write(
        f"goal 3,000 hands/s: {verdict} ({calls / cpu:,.0f} per CPU second, "
        f"{calls / wall:,.0f} per wall second; load average {_load()})\n"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
