"""Benchmark of the hand analysis: ``PYTHONPATH=py python3 -m bench.analysis [--hands N]``.

Times ``scoring.analysis.analyze`` on random 14-tile hands (and 13-tile ones), drawn by the
generators below so that every shape is near in some of them, and prints p50/p95/max in ms of
this thread's CPU time (the wall time beside it: on a shared machine it counts the others'
work too): 14 tiles with every cache emptied before each hand (a fresh page's first analysis),
then 14 and 13 tiles with the caches kept (the page's next ones). Goal: <= 5 ms p95 for 14
tiles in CPython (the page: <= 100 ms p95 on a phone, 4x slower CPU and Pyodide 2-3x slower
than CPython). ``node bench/analysis_pyodide.mjs`` runs the same under Pyodide.

The generators (``random_hand``) are shared with ``bench.analysis_check``, the comparison with
PyMahjongGB.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from collections.abc import Callable

from scoring.analysis import analyze
from scoring.tiles import KNITTED_STRAIGHTS
from tiles import PLAYING_TILES
from tiles.kinds import NUM_KINDS, TERMINALS_AND_HONORS

SEED = 20261206
HONORS = list(range(27, 34))


def _wall(rng: random.Random) -> list[int]:
    wall = [k for k in range(NUM_KINDS) for _ in range(4)]
    rng.shuffle(wall)
    return wall


def _take(counts: list[int], pool: list[int], n: int, rng: random.Random) -> None:
    """Add ``n`` tiles drawn from ``pool`` (kinds, repeats allowed) without a fifth copy."""
    while n:
        k = rng.choice(pool)
        if counts[k] < 4:
            counts[k] += 1
            n -= 1


def _replace(counts: list[int], n: int, rng: random.Random) -> None:
    """Swap ``n`` held tiles for random tiles."""
    for _ in range(n):
        held = [k for k in range(NUM_KINDS) if counts[k]]
        counts[rng.choice(held)] -= 1
        _take(counts, list(range(NUM_KINDS)), 1, rng)


def uniform(rng: random.Random, size: int) -> list[int]:
    """Tiles drawn from a shuffled set."""
    counts = [0] * NUM_KINDS
    for k in _wall(rng)[:size]:
        counts[k] += 1
    return counts


def near_standard(rng: random.Random, size: int) -> list[int]:
    """Four sets and a pair, a few tiles swapped."""
    while True:
        counts = [0] * NUM_KINDS
        for _ in range(4):
            if rng.random() < 0.6:
                first = 9 * rng.randrange(3) + rng.randrange(7)
                for k in range(first, first + 3):
                    counts[k] += 1
            else:
                counts[rng.randrange(NUM_KINDS)] += 3
        counts[rng.randrange(NUM_KINDS)] += 2
        if max(counts) <= 4:
            break
    counts[rng.choice([k for k in range(NUM_KINDS) for _ in range(counts[k])])] -= 14 - size
    _replace(counts, rng.randrange(4), rng)
    return counts


def near_seven_pairs(rng: random.Random, size: int) -> list[int]:
    """Seven pairs (sometimes four of a kind), a few tiles swapped."""
    counts = [0] * NUM_KINDS
    for k in rng.sample(range(NUM_KINDS), 7):
        counts[k] += 2
    if rng.random() < 0.2:
        a, b = rng.sample([k for k in range(NUM_KINDS) if counts[k]], 2)
        counts[a] += 2
        counts[b] -= 2
    if size == 13:
        counts[rng.choice([k for k in range(NUM_KINDS) if counts[k]])] -= 1
    _replace(counts, rng.randrange(4), rng)
    return counts


def orphan_heavy(rng: random.Random, size: int) -> list[int]:
    """Mostly terminals and honours."""
    counts = [0] * NUM_KINDS
    k = rng.randrange(size - 3, size + 1)
    _take(counts, list(TERMINALS_AND_HONORS), k, rng)
    _take(counts, list(range(NUM_KINDS)), size - k, rng)
    return counts


def knitted_heavy(rng: random.Random, size: int) -> list[int]:
    """Tiles of one knitted straight and honours, a few others (honours and knitted tiles)."""
    counts = [0] * NUM_KINDS
    ks = rng.choice(KNITTED_STRAIGHTS)
    distinct = rng.sample(list(ks) + HONORS, min(size, rng.randrange(9, 15)))
    for k in distinct:
        counts[k] += 1
    _take(counts, list(range(NUM_KINDS)), size - len(distinct), rng)
    return counts


def near_knitted_straight(rng: random.Random, size: int) -> list[int]:
    """A knitted straight, a set and a pair, a few tiles swapped."""
    counts = [0] * NUM_KINDS
    for k in rng.choice(KNITTED_STRAIGHTS):
        counts[k] += 1
    if rng.random() < 0.5:
        first = 9 * rng.randrange(3) + rng.randrange(7)
        for k in range(first, first + 3):
            counts[k] += 1
    else:
        counts[rng.randrange(NUM_KINDS)] += 3
    counts[rng.randrange(NUM_KINDS)] += 2
    while max(counts) > 4:
        counts[counts.index(max(counts))] -= 1
        _take(counts, list(range(NUM_KINDS)), 1, rng)
    if size == 13:
        counts[rng.choice([k for k in range(NUM_KINDS) if counts[k]])] -= 1
    _replace(counts, rng.randrange(4), rng)
    return counts


GENERATORS: dict[str, Callable[[random.Random, int], list[int]]] = {
    "uniform": uniform,
    "standard": near_standard,
    "seven_pairs": near_seven_pairs,
    "orphans": orphan_heavy,
    "knitted": knitted_heavy,
    "knitted_straight": near_knitted_straight,
}


def random_hand(rng: random.Random, size: int, kind: str | None = None) -> list[int]:
    """Concealed counts of ``size`` tiles from one generator (chosen at random if not named)."""
    gen = GENERATORS[kind] if kind else rng.choice(list(GENERATORS.values()))
    counts = gen(rng, size)
    assert sum(counts) == size and max(counts) <= 4, counts
    return counts


def text_of(counts: list[int]) -> str:
    """The notation of concealed counts (one tile a name, spaces between)."""
    return " ".join(PLAYING_TILES[k] for k in range(NUM_KINDS) for _ in range(counts[k]))


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
