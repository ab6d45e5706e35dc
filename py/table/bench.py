"""Benchmark of the computer players: ``python -m table.bench [--quick]`` (CPython, seeded).

* Strength, duplicate: each deal (a wall and its winds) is played four times, the strong
  player in each seat in turn against three baseline players. Goal: the strong player wins
  at least 2.5 times the baseline players' average share of hands, and its mean points per
  hand are positive.
* Four strong players together: draws at most 5 % of hands, mean winning value at least 12
  points without flowers.
* Speed: one decision at most 20 ms at the 95th percentile; a 16-hand match of four strong
  players under 5 s.

The deals are the match walls ``shuffled_wall(seed, n)`` of seeds from ``--seed`` on, so a run
replays exactly; only the times vary with the machine.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from dataclasses import dataclass, field

from .actions import Action
from .match import play_match
from .player import Player, make_player
from .seating import HANDS_PER_MATCH, prevalent_wind, seat_winds
from .table import HandResult, Table, play_hand
from .view import SeatView
from .wall import shuffled_wall

SEED = 20260801


@dataclass
class Times:
    """Decision times in seconds: ``wall`` (clock time, which a busy machine lengthens) and
    ``cpu`` (this process's processor time)."""

    wall: list[float] = field(default_factory=list)
    cpu: list[float] = field(default_factory=list)


class Timed:
    """A player whose decisions are timed into ``times``."""

    def __init__(self, player: Player, times: Times) -> None:
        self.player = player
        self.times = times

    def choose(self, view: SeatView, actions: Sequence[Action]) -> Action:
        start, start_cpu = time.perf_counter(), time.process_time()
        action = self.player.choose(view, actions)
        self.times.cpu.append(time.process_time() - start_cpu)
        self.times.wall.append(time.perf_counter() - start)
        return action


def deals(count: int, seed: int) -> list[tuple[int, int]]:
    """``count`` deals as (match seed, hand number): the hands of matches seed, seed+1, ..."""
    return [(seed + i // HANDS_PER_MATCH, i % HANDS_PER_MATCH + 1) for i in range(count)]


def deal_table(deal: tuple[int, int]) -> Table:
    """The table of ``deal`` before its first draw: its wall and winds, scores at zero."""
    seed, number = deal
    return Table(
        shuffled_wall(seed, number),
        seat_winds=seat_winds(number),
        prevalent_wind=prevalent_wind(number),
        hand_number=number,
        seed=seed,
    )


def play_deal(deal: tuple[int, int], players: Sequence[Player]) -> HandResult:
    """One hand on the wall and winds of ``deal``, scores starting from zero."""
    return play_hand(deal_table(deal), players)


@dataclass
class Tally:
    hands: int = 0
    draws: int = 0
    wins: list[int] = field(default_factory=lambda: [0, 0])  # [strong, baseline]
    strong_points: int = 0
    strong_dealt_in: int = 0
    values: list[int] = field(default_factory=list)  # winning totals without flowers


def duplicate(count: int, seed: int, strong: str, baseline: str, times: Times) -> Tally:
    """Each deal four times, the strong player in seat 0, 1, 2, 3 against three baselines."""
    tally = Tally()
    for deal in deals(count, seed):
        for seat in range(4):
            players: list[Player] = [make_player(baseline, deal[0]) for _ in range(4)]
            players[seat] = Timed(make_player(strong, deal[0]), times)
            result = play_deal(deal, players)
            tally.hands += 1
            tally.strong_points += result.payments[seat]
            if result.winner is None:
                tally.draws += 1
                continue
            tally.wins[0 if result.winner == seat else 1] += 1
            tally.strong_dealt_in += result.discarder == seat
            tally.values.append(result.total - result.score.flowers)
    return tally


def together(count: int, seed: int, name: str, times: Times) -> Tally:
    """``count`` hands of four ``name`` players."""
    tally = Tally()
    for deal in deals(count, seed):
        result = play_deal(
            deal, [Timed(make_player(name, deal[0] * 4 + s), times) for s in range(4)]
        )
        tally.hands += 1
        if result.winner is None:
            tally.draws += 1
        else:
            tally.values.append(result.total - result.score.flowers)
    return tally


def percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


def _verdict(ok: bool) -> str:
    return "met" if ok else "NOT met"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m table.bench", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--quick", action="store_true", help="a short run (fewer hands)")
    parser.add_argument("--deals", type=int, help="duplicate deals (4 hands each); default 500")
    parser.add_argument("--hands", type=int, help="hands of four strong players; default 400")
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--strong", default="strong")
    parser.add_argument("--baseline", default="baseline")
    args = parser.parse_args(argv)
    n_deals = args.deals or (40 if args.quick else 500)
    n_hands = args.hands or (48 if args.quick else 400)
    started = time.perf_counter()

    times = Times()
    dup = duplicate(n_deals, args.seed, args.strong, args.baseline, times)
    share_strong = dup.wins[0] / dup.hands
    share_base = dup.wins[1] / 3 / dup.hands
    ratio = share_strong / share_base if share_base else float("inf")
    mean_points = dup.strong_points / dup.hands
    rows = [
        ("duplicate: hands (deals x 4 seats)", f"{dup.hands} ({n_deals} x 4)"),
        ("duplicate: strong player's share of hands won", f"{share_strong:.1%}"),
        ("duplicate: each baseline player's share (mean)", f"{share_base:.1%}"),
        ("duplicate: draws", f"{dup.draws / dup.hands:.1%}"),
        ("duplicate: strong player dealt in", f"{dup.strong_dealt_in / dup.hands:.1%}"),
        ("strong / baseline share (goal >= 2.5)", f"{ratio:.2f}  {_verdict(ratio >= 2.5)}"),
        (
            "strong mean points per hand (goal > 0)",
            f"{mean_points:+.2f}  {_verdict(mean_points > 0)}",
        ),
    ]

    four = together(n_hands, args.seed + 7919, args.strong, times)
    draws = four.draws / four.hands
    mean_value = sum(four.values) / len(four.values) if four.values else 0.0
    rows += [
        ("four strong: hands", str(four.hands)),
        ("four strong: draws (goal <= 5 %)", f"{draws:.1%}  {_verdict(draws <= 0.05)}"),
        (
            "four strong: mean win, no flowers (goal >= 12)",
            f"{mean_value:.1f}  {_verdict(mean_value >= 12)}",
        ),
    ]

    def spread(samples: list[float]) -> str:
        return (
            " / ".join(f"{percentile(samples, q) * 1000:.1f}" for q in (0.5, 0.95, 0.99))
            + f" / {max(samples) * 1000:.0f}"
        )

    p95_cpu = percentile(times.cpu, 0.95) * 1000
    p95_wall = percentile(times.wall, 0.95) * 1000
    match_wall, match_cpu = time.perf_counter(), time.process_time()
    play_match([make_player(args.strong, s) for s in range(4)], args.seed)
    match_wall = time.perf_counter() - match_wall
    match_cpu = time.process_time() - match_cpu
    rows += [
        ("strong decisions timed", str(len(times.cpu))),
        ("decision CPU ms p50 / p95 / p99 / max", spread(times.cpu)),
        ("decision wall ms p50 / p95 / p99 / max", spread(times.wall)),
        ("decision p95 CPU (goal <= 20 ms)", f"{p95_cpu:.1f} ms  {_verdict(p95_cpu <= 20)}"),
        ("decision p95 wall (goal <= 20 ms)", f"{p95_wall:.1f} ms  {_verdict(p95_wall <= 20)}"),
        (
            "16-hand match, four strong: CPU (goal < 5 s)",
            f"{match_cpu:.2f} s  {_verdict(match_cpu < 5)}",
        ),
        (
            "16-hand match, four strong: wall (goal < 5 s)",
            f"{match_wall:.2f} s  {_verdict(match_wall < 5)}",
        ),
        ("bench wall time", f"{time.perf_counter() - started:.0f} s"),
    ]
    title = (
        f"Computer players (seed {args.seed}, Python {sys.version.split()[0]}"
        f"{', quick' if args.quick else ''})"
    )
    _print_table(title, rows)
    return 0


def _print_table(title: str, rows: list[tuple[str, str]]) -> None:
    width = max(len(name) for name, _ in rows)
    print(f"\n{title}")
    print(f"{'measure':<{width}}  value")
    print(f"{'-' * width}  {'-' * max(len(value) for _, value in rows)}")
    for name, value in rows:
        print(f"{name:<{width}}  {value}")


if __name__ == "__main__":
    sys.exit(main())
