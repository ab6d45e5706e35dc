"""How fast the solitaire engine is, as a table: ``PYTHONPATH=py python3 -m bench.solitaire``.

Rows: deal generation per layout; the hint (with a simulated player who makes random moves,
the hardest case for keeping a winning line, and one who follows the hints); the exact
solver on fresh deals (given only the faces, not the generator's order); the shuffle.
Goals in CPython on the development machine: a Turtle deal 20 ms median, a hint 100 ms at
p95, a shuffle 50 ms. `--quick` runs fewer repetitions.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Callable, Sequence

from engine.deal import new_deal
from engine.game import Game
from engine.layout import get_layout, layouts
from engine.solver import Solver
from seeded import SplitMix64

SOLVE_NODE_LIMIT = 200_000


def _ms(samples: list[float]) -> tuple[float, float, float]:
    s = sorted(samples)
    median = s[len(s) // 2] if len(s) % 2 else (s[len(s) // 2 - 1] + s[len(s) // 2]) / 2
    p95 = s[min(len(s) - 1, int(round(0.95 * (len(s) - 1))))]
    return median * 1000, p95 * 1000, s[-1] * 1000


def _timed(fn: Callable[[], object]) -> tuple[float, object]:
    t = time.perf_counter()
    out = fn()
    return time.perf_counter() - t, out


def _play(
    game: Game, rng: SplitMix64, follow_hints: bool, hint_times: list[float], safe: list[bool]
) -> None:
    while game.status == "playing":
        dt, pair = _timed(game.hint)
        hint_times.append(dt)
        safe.append(bool(game.last_hint_safe))
        pairs = game.free_pairs()
        a, b = pair if follow_hints else pairs[rng.below(len(pairs))]
        game.click(a)
        game.click(b)


def run(quick: bool = False, out=sys.stdout) -> None:
    rows: list[tuple[str, str, int, float, float, float, str]] = []
    deals = 10 if quick else 40
    for lay in layouts():
        times = [_timed(lambda s=s, i=lay.id: new_deal(i, s))[0] for s in range(deals)]
        goal = "20 ms median" if lay.id == "turtle" else ""
        rows.append(("deal", lay.id, deals, *_ms(times), goal))

    games = 4 if quick else 12
    for follow in (False, True):
        hint_times: list[float] = []
        safe: list[bool] = []
        for seed in range(games):
            game = Game(new_deal("turtle", 1000 + seed), clock=lambda: 0.0)
            _play(game, SplitMix64(seed), follow, hint_times, safe)
        label = "hint (follows hints)" if follow else "hint (random player)"
        note = f"100 ms p95; {100 * sum(safe) / len(safe):.0f}% proved safe"
        rows.append((label, "turtle", len(hint_times), *_ms(hint_times), note))

    shuffle_times: list[float] = []
    for seed in range(games * 2):
        game = Game(new_deal("turtle", 2000 + seed), clock=lambda: 0.0)
        rng = SplitMix64(seed)
        for _ in range(rng.below(50)):
            pairs = game.free_pairs()
            if not pairs:
                break
            a, b = pairs[rng.below(len(pairs))]
            game.click(a)
            game.click(b)
        if game.over:
            continue
        dt, ok = _timed(game.shuffle)
        if ok:
            shuffle_times.append(dt)
    rows.append(("shuffle", "turtle", len(shuffle_times), *_ms(shuffle_times), "50 ms"))

    solves = 5 if quick else 15
    unknown_notes = []
    for layout_id in ("turtle", "pyramid", "himal", "bridge", "fortress", "temple", "stupa"):
        lay = get_layout(layout_id)
        times, unknown = [], 0
        for seed in range(solves):
            deal = new_deal(layout_id, 3000 + seed)
            solver = Solver(lay.geometry, [t.face for t in deal.tiles])
            full = lay.geometry.full
            dt, result = _timed(lambda s=solver, f=full: s.solve(f, SOLVE_NODE_LIMIT))
            times.append(dt)
            unknown += result.status != "winnable"
        note = f"{unknown} over {SOLVE_NODE_LIMIT} nodes" if unknown else "all solved"
        unknown_notes.append(note)
        rows.append(("solve fresh deal", layout_id, solves, *_ms(times), note))

    header = ("measure", "layout", "n", "median ms", "p95 ms", "max ms", "goal / note")
    table = [header] + [
        (m, lay, str(n), f"{med:.1f}", f"{p95:.1f}", f"{mx:.1f}", g)
        for m, lay, n, med, p95, mx, g in rows
    ]
    widths = [max(len(r[i]) for r in table) for i in range(len(header))]
    for i, r in enumerate(table):
        cells = [
            c.rjust(widths[j]) if j in (2, 3, 4, 5) else c.ljust(widths[j]) for j, c in enumerate(r)
        ]
        out.write("  ".join(cells).rstrip() + "\n")
        if i == 0:
            out.write("  ".join("-" * w for w in widths) + "\n")


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.solitaire", description=__doc__)
    parser.add_argument("--quick", action="store_true", help="fewer repetitions")
    args = parser.parse_args(argv)
    run(quick=args.quick)
    return 0


if __name__ == "__main__":
    sys.exit(main())
