"""Benchmark of the computer players (CPython, seeded):
``PYTHONPATH=py python3 -m bench.players [--quick]``.

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

``python -m bench.players --against par [--player expert] [--deals 500] [--workers 2]``:
duplicate play against a fixed yardstick instead. Each deal is played eight times: the
measured player in seat 0, 1, 2, 3 in turn against three of the yardstick (line-up "1 vs 3"),
then the yardstick in each seat against three of the measured player ("3 vs 1"). Per
seat-hand, for each side: the share of hands won, the points, how often it dealt in, how often
it opened a meld, its mean win (points without flowers); 90 % intervals for the share ratio
and the points are a bootstrap over deals (a deal's eight hands go together: they share the
wall). Goal for ``expert`` against ``par``: 1.25x the share, points above 0 with the interval
above 0, over at least 2,000 seat-hands a side (smaller runs say so). Deals shared out to
``--workers`` processes are summed in deal order: the figures do not depend on it.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from multiprocessing import get_context

from table.match import play_match
from table.player import Player, make_player
from table.table import Table, play_hand

from tests.fixtures.deals import Times, deal_table, deals, duplicate, together

SEED = 20260801


def percentile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] if ordered else 0.0


# --- duplicate against a yardstick ------------------------------------------------------

LINEUPS = ("1 vs 3", "3 vs 1")
MIN_SEAT_HANDS = 2000
"""The fewest seat-hands a side of a line-up for a figure worth reporting."""


@dataclass
class Side:
    """One side's seat-hands in some hands: counts and sums."""

    seat_hands: int = 0
    wins: int = 0
    points: int = 0
    dealt_in: int = 0
    opened: int = 0
    win_points: int = 0  # winning totals without flowers, summed

    def add(self, other: Side) -> None:
        for name in self.__dataclass_fields__:
            setattr(self, name, getattr(self, name) + getattr(other, name))

    @property
    def share(self) -> float:
        return self.wins / self.seat_hands if self.seat_hands else 0.0

    @property
    def points_each(self) -> float:
        return self.points / self.seat_hands if self.seat_hands else 0.0

    @property
    def mean_win(self) -> float:
        return self.win_points / self.wins if self.wins else 0.0


@dataclass
class DealTally:
    """A deal's eight hands: per line-up, the measured player's side and the yardstick's,
    the draws, and the measured player's decision times (CPU seconds)."""

    deal: tuple[int, int]
    player: dict[str, Side] = field(default_factory=lambda: {u: Side() for u in LINEUPS})
    par: dict[str, Side] = field(default_factory=lambda: {u: Side() for u in LINEUPS})
    draws: int = 0
    times: list[float] = field(default_factory=list)


class _Timed:
    """A player whose decisions' CPU times go into ``times``."""

    def __init__(self, player: Player, times: list[float]) -> None:
        self.player, self.times = player, times

    def choose(self, view, actions):
        start = time.process_time()
        action = self.player.choose(view, actions)
        self.times.append(time.process_time() - start)
        return action


Maker = str | Callable[[Table, int], Player]
"""A player module's name, or a function of the table and the seat (for tools)."""


def play_deal_both(job: tuple[tuple[int, int], Maker, str]) -> DealTally:
    """The eight hands of one deal (see the module docstring). The measured player is a
    player module's name, or (for tools that tell a player more than its view) a function
    of the table and the seat, defined at a module's top level."""
    deal, name, against = job
    tally = DealTally(deal)
    for lineup in LINEUPS:
        for seat in range(4):
            table = deal_table(deal)
            mine = {seat} if lineup == "1 vs 3" else {s for s in range(4) if s != seat}
            players: list[Player] = []
            for s in range(4):
                seed = deal[0] * 4 + s
                if s in mine:
                    made = make_player(name, seed) if isinstance(name, str) else name(table, s)
                    players.append(_Timed(made, tally.times))
                else:
                    players.append(make_player(against, seed))
            result = play_hand(table, players)
            tally.draws += result.winner is None
            for s in range(4):
                side = (tally.player if s in mine else tally.par)[lineup]
                side.seat_hands += 1
                side.points += result.payments[s]
                side.opened += any(m.exposed for m in table.melds[s])
                if result.winner == s:
                    side.wins += 1
                    side.win_points += result.total - result.score.flowers
                elif result.winner is not None and result.discarder == s:
                    side.dealt_in += 1
    return tally


def play_deals(
    deals: Sequence[tuple[int, int]],
    name: Maker,
    against: str,
    workers: int = 1,
) -> list[DealTally]:
    """Every deal's tally, in deal order (``workers`` processes, at most 2 on a shared box)."""
    jobs = [(d, name, against) for d in deals]
    if workers <= 1:
        return [play_deal_both(j) for j in jobs]
    with get_context("fork").Pool(workers) as pool:
        return list(pool.imap(play_deal_both, jobs, chunksize=1))


def summed(tallies: Sequence[DealTally], lineups: Sequence[str] = LINEUPS) -> tuple[Side, Side]:
    """(measured player's side, yardstick's side) over ``tallies`` and ``lineups``."""
    mine, par = Side(), Side()
    for t in tallies:
        for u in lineups:
            mine.add(t.player[u])
            par.add(t.par[u])
    return mine, par


def share_ratio(mine: Side, par: Side) -> float:
    return mine.share / par.share if par.share else float("inf")


def bootstrap(
    tallies: Sequence[DealTally], resamples: int = 1000, seed: int = 1, level: float = 0.90
) -> dict[str, tuple[float, float]]:
    """Intervals over deals (resampled with replacement) for the share ratio and the
    measured player's points per seat-hand, both line-ups together."""
    rng = random.Random(seed)
    ratios, points = [], []
    n = len(tallies)
    for _ in range(resamples):
        picked = [tallies[rng.randrange(n)] for _ in range(n)]
        mine, par = summed(picked)
        ratios.append(share_ratio(mine, par))
        points.append(mine.points_each)
    lo, hi = (1 - level) / 2, 1 - (1 - level) / 2

    def interval(values: list[float]) -> tuple[float, float]:
        values.sort()
        return values[int(lo * (len(values) - 1))], values[int(hi * (len(values) - 1))]

    return {"ratio": interval(ratios), "points": interval(points)}


def against_rows(tallies: Sequence[DealTally], name: str, against: str) -> list[tuple[str, str]]:
    """The bench's rows for a run (see the module docstring)."""
    deals = len(tallies)
    out: list[tuple[str, str]] = []
    if deals * 4 < MIN_SEAT_HANDS:
        out.append((
            "WARNING",
            f"{deals * 4} seat-hands a side of a line-up: smaller than {MIN_SEAT_HANDS:,}, "
            "not a figure to report",
        ))
    out.append(("deals (each played 8 times)", f"{deals} ({deals * 8} hands)"))
    for label, lineups in (*((u, (u,)) for u in LINEUPS), ("both", LINEUPS)):
        mine, par = summed(tallies, lineups)
        hands = sum(1 for _ in lineups) * deals * 4
        out += [
            (f"{label}: seat-hands {name} / {against}", f"{mine.seat_hands} / {par.seat_hands}"),
            (f"{label}: win share {name} / {against}", f"{mine.share:.1%} / {par.share:.1%}"),
            (f"{label}: share ratio", f"{share_ratio(mine, par):.3f}"),
            (
                f"{label}: points per seat-hand {name} / {against}",
                f"{mine.points_each:+.2f} / {par.points_each:+.2f}",
            ),
            (
                f"{label}: dealt in {name} / {against}",
                f"{mine.dealt_in / mine.seat_hands:.1%} / {par.dealt_in / par.seat_hands:.1%}",
            ),
            (
                f"{label}: open meld {name} / {against}",
                f"{mine.opened / mine.seat_hands:.1%} / {par.opened / par.seat_hands:.1%}",
            ),
            (
                f"{label}: mean win, no flowers {name} / {against}",
                f"{mine.mean_win:.1f} / {par.mean_win:.1f}",
            ),
        ]
        if label == "both":
            draws = sum(t.draws for t in tallies)
            out.append(("both: draws", f"{draws / hands:.1%}"))
    mine, par = summed(tallies)
    ci = bootstrap(tallies)
    ratio, points = share_ratio(mine, par), mine.points_each
    goal = ratio >= 1.25 and points > 0 and ci["points"][0] > 0
    out += [
        ("share ratio, 90 % interval over deals", f"{ratio:.3f} ({ci['ratio'][0]:.3f} to "
                                                  f"{ci['ratio'][1]:.3f})"),
        (f"{name} points per seat-hand, 90 % interval",
         f"{points:+.2f} ({ci['points'][0]:+.2f} to {ci['points'][1]:+.2f})"),
        ("goal: ratio >= 1.25, points > 0, interval above 0",
         ("met" if goal else "NOT met") + ("" if deals * 4 >= MIN_SEAT_HANDS else " (small run)")),
    ]
    times = sorted(x for t in tallies for x in t.times)
    if times:
        def pct(q: float) -> float:
            return times[min(len(times) - 1, int(q * len(times)))] * 1000

        out += [
            (f"{name} decisions timed", str(len(times))),
            (f"{name} decision CPU ms p50 / p95 / max",
             f"{pct(0.5):.1f} / {pct(0.95):.1f} / {times[-1] * 1000:.0f}"),
            (f"{name} CPU s per seat-hand", f"{sum(times) / (deals * 16):.3f}"),
        ]
    return out


def _verdict(ok: bool) -> str:
    return "met" if ok else "NOT met"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m bench.players", description=__doc__.split("\n")[0]
    )
    parser.add_argument("--quick", action="store_true", help="a short run (fewer hands)")
    parser.add_argument("--deals", type=int, help="duplicate deals (4 hands each); default 500")
    parser.add_argument("--hands", type=int, help="hands of four strong players; default 400")
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--strong", default="strong")
    parser.add_argument("--baseline", default="baseline")
    parser.add_argument("--expert-hands", type=int, help="hands of four experts; default 160")
    parser.add_argument("--against", help="duplicate against this yardstick (e.g. par) only")
    parser.add_argument("--player", default="expert", help="the player measured --against")
    parser.add_argument("--workers", type=int, default=1, help="processes (at most 2 here)")
    args = parser.parse_args(argv)
    if args.against:
        return _against(args)
    if args.expert_hands is None:
        args.expert_hands = 16 if args.quick else 160
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
    if args.expert_hands:
        _print_table(*_expert_rows(args.expert_hands, args.seed + 104_729))
    return 0


def _expert_rows(hands: int, seed: int) -> tuple[str, list[tuple[str, str]]]:
    """The expert level's own table: four experts together (draws, mean win), its decision
    times and a 16-hand match of four experts (issue 26's goals); its strength is
    ``--against par``'s run (too long for this table)."""
    times = Times()
    four = together(hands, seed, "expert", times)
    draws = four.draws / four.hands
    mean_value = sum(four.values) / len(four.values) if four.values else 0.0
    p95 = percentile(times.cpu, 0.95) * 1000
    p95_wall = percentile(times.wall, 0.95) * 1000
    match_cpu = time.process_time()
    play_match([make_player("expert", s) for s in range(4)], seed)
    match_cpu = time.process_time() - match_cpu
    rows = [
        ("four experts: hands", str(four.hands)),
        ("four experts: draws (goal <= 5 %)", f"{draws:.1%}  {_verdict(draws <= 0.05)}"),
        ("four experts: mean win, no flowers (goal >= 12)",
         f"{mean_value:.1f}  {_verdict(mean_value >= 12)}"),
        ("expert decisions timed", str(len(times.cpu))),
        ("expert decision CPU ms p50 / p95 / max",
         f"{percentile(times.cpu, 0.5) * 1000:.1f} / {p95:.1f} / {max(times.cpu) * 1000:.0f}"),
        ("expert decision p95 CPU (goal <= 250 ms)", f"{p95:.1f} ms  {_verdict(p95 <= 250)}"),
        ("expert decision p95 wall (goal <= 250 ms)",
         f"{p95_wall:.1f} ms  {_verdict(p95_wall <= 250)}"),
        ("16-hand match, four experts: CPU (goal <= 60 s)",
         f"{match_cpu:.2f} s  {_verdict(match_cpu <= 60)}"),
    ]
    return f"The expert level (seed {seed}, Python {sys.version.split()[0]})", rows


def _against(args: argparse.Namespace) -> int:
    """``--against``: the duplicate run against a yardstick, its rows printed."""
    n_deals = args.deals or (25 if args.quick else 500)
    started = time.perf_counter()
    tallies = play_deals(deals(n_deals, args.seed), args.player, args.against, args.workers)
    out = against_rows(tallies, args.player, args.against)
    out.append(("bench wall time", f"{time.perf_counter() - started:.0f} s"))
    title = (
        f"{args.player} against {args.against}, duplicate (seed {args.seed}, "
        f"Python {sys.version.split()[0]}, {args.workers} worker(s))"
    )
    _print_table(title, out)
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
