"""Benchmark: ``PYTHONPATH=py python3 -m bench.scorer`` scores a fixed set of random winning
hands and prints hands per second (goal: 3,000 in CPython; the page needs a score within a frame).
"""

from __future__ import annotations

import argparse
import random
import sys
import time

from scoring.hand import Hand
from scoring.score import score
from scoring.waits import waiting_tiles
from tiles import PLAYING_TILES, WINDS, write
from tiles.kinds import NUM_KINDS
from tiles.meld import Meld
from tiles.notation import HandError

SEED = 20260913


def _random_set(rng: random.Random, counts: list[int]) -> Meld | None:
    for _ in range(20):
        if rng.random() < 0.55:
            s, r = rng.randrange(3), rng.randrange(7)
            tile = 9 * s + r
            if all(counts[tile + d] < 4 for d in range(3)):
                return Meld("chow", tile, False)
        else:
            tile = rng.randrange(NUM_KINDS)
            if counts[tile] == 0:
                return Meld("kong" if rng.random() < 0.1 else "pung", tile, False)
    return None


def random_hand(rng: random.Random) -> tuple[str, str, dict] | None:
    """A random winning hand as (hand text, winning tile, flags), or None to try again."""
    counts = [0] * NUM_KINDS
    if rng.random() < 0.08:  # seven pairs
        kinds = rng.sample(range(NUM_KINDS), 7)
        tiles = [k for k in kinds for _ in range(2)]
        win = rng.choice(tiles)
        tiles.remove(win)
        text = write(PLAYING_TILES[t] for t in sorted(tiles))
        return text, _name(win), {"self_drawn": rng.random() < 0.3}
    sets: list[Meld] = []
    while len(sets) < 4:
        meld = _random_set(rng, counts)
        if meld is None:
            return None
        for t in meld.tiles:
            counts[t] += 1
        sets.append(meld)
    pair = next((k for k in rng.sample(range(NUM_KINDS), NUM_KINDS) if counts[k] <= 2), None)
    if pair is None:
        return None
    n_melds = rng.choice((0, 0, 1, 1, 2, 2, 3, 4))
    melds, concealed = [], [pair, pair]
    for i, meld in enumerate(sets):
        if i < n_melds or meld.kind == "kong":
            exposed = meld.kind != "kong" or rng.random() < 0.6
            melds.append(Meld(meld.kind, meld.tile, exposed))
        else:
            concealed.extend(meld.tiles)
    win = rng.choice(concealed)
    concealed.remove(win)
    hand = Hand(tuple(melds), tuple(sorted(concealed)))
    flags = {
        "self_drawn": rng.random() < 0.3,
        "seat_wind": rng.choice(WINDS),
        "round_wind": rng.choice(WINDS),
        "flowers": rng.randrange(3),
    }
    return str(hand), _name(win), flags


def _name(kind: int) -> str:
    return PLAYING_TILES[kind]


def fixed_hands(n: int, seed: int = SEED) -> list[tuple[str, str, dict]]:
    rng = random.Random(seed)
    hands: list[tuple[str, str, dict]] = []
    while len(hands) < n:
        hand = random_hand(rng)
        if hand is None:
            continue
        try:
            score(hand[0], hand[1], **hand[2])
        except HandError:
            continue
        hands.append(hand)
    return hands


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
