"""How far knowing more could take the strong player: bounds for issue 8's strength goal.

The strong player of ``python -m bench.players``, told what no real player knows, in the bench's
duplicate format against three baseline players (``--sees``):

* ``waits``: every opponent's legal waits. It never discards a tile that would win an
  opponent's hand, unless every tile would, and otherwise plays exactly as before (fewest tiles
  to a legal win, then value). The bound of perfect defence.
* ``wall``: which tiles are still in the wall. It counts its draws and waits by those copies
  (``plan.Situation.live``) instead of every unseen one, so a tile an opponent holds counts
  for nothing (or ``--held`` of a copy: 1 is the unseen count, as without sight). The bound of
  a perfect reading of the opponents' hands, for offence.
* ``both``: the two together.

If even such a player falls short of 2.5x, that knowledge alone cannot close the gap.

    PYTHONPATH=py python3 -m bench.strength_bound [--sees waits] [--held 0] [--deals 500]
        [--seed 20260801]

With ``--against par`` the sighted player is measured the way ``python -m bench.players
--against par`` measures the expert instead (duplicate, both line-ups, the same rows): how much
an equal of the strong player could gain from knowing the tiles (issue 26's bound).
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence
from functools import partial

from table.player import make_player
from table.players.plan import Planner, situation
from table.players.strong import StrongPlayer
from table.seat_view import SeatView
from table.table import Table, play_hand
from tiles import is_flower
from tiles.kinds import KIND

from bench.players import SEED, against_rows, play_deals
from tests.fixtures.deals import deal_table, deals

SIGHTS = ("waits", "wall", "both")


class SightedStrong(StrongPlayer):
    """The strong player with the opponents' waits, the wall or both in sight (``sees``)."""

    def __init__(self, table: Table, seat: int, sees: str = "waits", held: float = 0.0) -> None:
        super().__init__()
        self.table = table
        self.seat = seat
        self.held = held
        self.sees_waits = sees in ("waits", "both")
        self.sees_wall = sees in ("wall", "both")

    def in_wall(self) -> tuple[float, ...]:
        """Copies of each kind still in the wall, plus ``held`` for each an opponent holds."""
        wall = self.table.wall
        counts = [0.0] * 34
        for tile in wall.tiles[wall.front : wall.back]:
            if not is_flower(tile):
                counts[KIND[tile]] += 1
        if self.held:
            for seat in range(4):
                if seat != self.seat:
                    for tile in self.table.concealed[seat]:
                        counts[KIND[tile]] += self.held
        return tuple(counts)

    def _prepare(self, view: SeatView):
        hand, planner, danger = super()._prepare(view)
        if self.sees_wall:
            sit = planner.sit
            sit = situation(
                sit.seat_wind, sit.prevalent_wind, sit.unseen, view.wall_left, self.in_wall()
            )
            planner = Planner(sit, self.style, self._memo)
        return hand, planner, danger

    def _feeding(self) -> set[int]:
        """Kinds that would win some opponent's hand on a discard now."""
        out: set[int] = set()
        for other in range(4):
            if other != self.seat:
                out.update(KIND[tile] for tile, points in self.table.ready(other) if points)
        return out

    def _penalty(self, danger: Sequence[float] | None, kind: int) -> float:
        """Seeing the waits, it needs no guess at the danger."""
        return 0.0 if self.sees_waits else super()._penalty(danger, kind)

    def _ranked(
        self, planner, counts: Sequence[int], melds, danger
    ) -> list[tuple[float, int, int]]:
        """Seeing the waits: the player's own ranking, every tile that would win an opponent's
        hand moved after the others (a stable sort keeps the order within each)."""
        ranked = super()._ranked(planner, counts, melds, danger)
        if not self.sees_waits:
            return ranked
        feeding = self._feeding()
        return sorted(ranked, key=lambda judged: judged[1] in feeding)


def sighted(sees: str, held: float):
    """A maker of sighted strong players for ``bench.players.play_deals`` (picklable)."""
    return partial(_sighted, sees, held)


def _sighted(sees: str, held: float, table: Table, seat: int) -> SightedStrong:
    return SightedStrong(table, seat, sees, held)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--deals", type=int, default=500)
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--sees", choices=SIGHTS, default="waits")
    parser.add_argument("--held", type=float, default=0.0,
                        help="what a copy in an opponent's hand counts, seeing the wall")
    parser.add_argument("--against", help="duplicate against this player, both line-ups")
    parser.add_argument("--workers", type=int, default=1)
    args = parser.parse_args(argv)
    if args.against:
        tallies = play_deals(
            deals(args.deals, args.seed), sighted(args.sees, args.held), args.against, args.workers
        )
        name = f"sees-{args.sees}"
        rows = against_rows(tallies, name, args.against)
        print(f"strong player seeing {args.sees} against {args.against}, seed {args.seed}")
        for label, value in rows:
            print(f"{label:<50}  {value}")
        return 0
    hands = won = lost = draws = dealt = 0
    for deal in deals(args.deals, args.seed):
        for seat in range(4):
            table = deal_table(deal)
            players = [make_player("baseline", deal[0]) for _ in range(4)]
            players[seat] = SightedStrong(table, seat, args.sees, args.held)
            result = play_hand(table, players)
            hands += 1
            if result.winner is None:
                draws += 1
            elif result.winner == seat:
                won += 1
            else:
                lost += 1
                dealt += result.discarder == seat
    strong, baseline = won / hands, lost / 3 / hands
    held = f" (held copies count {args.held:g})" if args.sees != "waits" and args.held else ""
    print(f"strong player seeing {args.sees}{held}, {hands} duplicate hands, seed {args.seed}")
    print(f"strong share {strong:.1%}, each baseline {baseline:.1%}, "
          f"ratio {strong / baseline:.2f}, draws {draws / hands:.1%}, dealt in {dealt / hands:.1%}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
