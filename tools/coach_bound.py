"""Is the coach's advice good play? The coach (``table.review.best_choices``) recommends the
offered action with the most points expected (``table.review.Appraiser``); played by all its
seats, that advice is measured here the way ``python -m table.bench --against par`` measures
a player: duplicate, both line-ups, against the frozen ``par`` player, beside the strong
player on the very same deals.

    PYTHONPATH=py python3 tools/coach_bound.py [--deals 100] [--seed 20260801] [--strong]

Figures and the command that printed them: docs/table-game.md ("The coach").
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence

from table.actions import Action
from table.bench import SEED, against_rows, deals, play_deals
from table.review import Appraiser
from table.table import Table
from table.view import SeatView


class CoachPlayer:
    """Plays what the coach recommends: the most points expected."""

    def __init__(self) -> None:
        self.memo: dict = {}
        self.hand: tuple | None = None

    def choose(self, view: SeatView, actions: Sequence[Action]) -> Action:
        key = (view.hand_number, view.seat_winds, view.scores)
        if key != self.hand:
            self.hand, self.memo = key, {}
        appraiser = Appraiser(view, self.memo)
        return max(actions, key=lambda a: appraiser.appraise(a).expected)


def coach(table: Table, seat: int) -> CoachPlayer:
    return CoachPlayer()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--strong", action="store_true",
                        help="the strong player on the same deals too (it plays par exactly "
                             "while par is the strong player of the day it was frozen)")
    args = parser.parse_args(argv)
    chosen = deals(args.deals, args.seed)
    players = [("coach", coach)] + ([("strong", "strong")] if args.strong else [])
    for name, maker in players:
        started = time.perf_counter()
        tallies = play_deals(chosen, maker, "par", args.workers)
        rows = against_rows(tallies, name, "par")
        rows.append(("wall time", f"{time.perf_counter() - started:.0f} s"))
        print(f"\n{name} against par, duplicate (seed {args.seed}, {args.deals} deals, "
              f"Python {sys.version.split()[0]})")
        width = max(len(k) for k, _ in rows)
        for k, v in rows:
            print(f"{k:<{width}}  {v}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
