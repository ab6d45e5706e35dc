"""Benchmark of the hand analysis: ``PYTHONPATH=py python3 -m bench.analysis [--hands N]``.

Times ``scoring.analysis.analyze`` on random 14-tile hands (and 13-tile ones), drawn by the
generators of tests/fixtures/hands.py so that every shape is near in some of them, and prints
p50/p95/max in ms of this thread's CPU time (the wall time beside it: on a shared machine it
counts the others' work too): 14 tiles with every cache emptied before each hand (a fresh
page's first analysis), then 14 and 13 tiles with the caches kept (the page's next ones).
Goal: <= 5 ms p95 for 14 tiles in CPython (the page: <= 100 ms p95 on a phone, 4x slower CPU
and Pyodide 2-3x slower than CPython). ``node bench/analysis_pyodide.mjs`` runs the same under
Pyodide.

The generators (``random_hand``) are shared with the scoring tests and ``bench.analysis_check``,
the comparison with PyMahjongGB (tests/fixtures/pymahjonggb.py).
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Callable

from scoring.analysis import analyze

from tests.fixtures.hands import random_hand, text_of

SEED = 20261206  # (tests/fixtures/pymahjonggb.py's too)


def percentile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def clear_caches() -> None:
    """Empty every cache of ``scoring.shanten`` (a fresh page's first analysis)."""
    from scoring import shanten

    for value in vars(shanten).values():
        if hasattr(value, "cache_clear"):
            value.cache_clear()


def _cpu_clock() -> tuple[str, Callable[[], float]]:
    """This thread's CPU time where the platform has it (the machine is shared: wall time
    counts the other processes too), else the wall clock (Pyodide)."""
    try:
        time.thread_time()
    except (OSError, AttributeError):
        return "wall", time.perf_counter
    return "cpu", time.thread_time


def run(hands: int, size: int, seed: int = SEED, cold: bool = False) -> dict:
    """Time ``analyze`` on ``hands`` random hands of ``size`` tiles: ms percentiles of the
    CPU time and of the wall time; ``cold``: every cache emptied before each hand."""
    rng = random.Random(seed)
    texts = [text_of(random_hand(rng, size)) for _ in range(hands)]
    clock_name, clock = _cpu_clock()
    cpu, wall = [], []
    for text in texts:
        if cold:
            clear_caches()
        start, start_wall = clock(), time.perf_counter()
        analyze(text)
        cpu.append((clock() - start) * 1000)
        wall.append((time.perf_counter() - start_wall) * 1000)
    return {
        "tiles": size,
        "hands": hands,
        "caches": "cold" if cold else "warm",
        "clock": clock_name,
        "p50_ms": round(percentile(cpu, 0.5), 2),
        "p95_ms": round(percentile(cpu, 0.95), 2),
        "max_ms": round(max(cpu), 2),
        "wall_p50_ms": round(percentile(wall, 0.5), 2),
        "wall_p95_ms": round(percentile(wall, 0.95), 2),
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.analysis", description=__doc__)
    parser.add_argument("--hands", type=int, default=3000)
    parser.add_argument("--seed", type=int, default=SEED)
    args = parser.parse_args(argv)
    for size, cold, hands in ((14, True, min(args.hands, 500)), (14, False, args.hands),
                              (13, False, args.hands)):
        clear_caches()
        row = run(hands, size, args.seed, cold)
        row["python"] = sys.version.split()[0]
        print(json.dumps(row))
    return 0


if __name__ == "__main__":
    sys.exit(main())
