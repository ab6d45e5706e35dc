"""Is the coach's advice good play? The coach (``table.review.best_choices``) recommends the
offered action with the most points expected (``table.review.Appraiser``); played by all its
seats, that advice is measured here the way ``python -m table.bench --against par`` measures
a player: duplicate, both line-ups, against the frozen ``par`` player, beside the strong
player on the very same deals.

    PYTHONPATH=py python3 tools/coach_bound.py [--deals 100] [--seed 20260801] [--strong]

``--agreement HANDS`` instead: on HANDS seeded hands (seat 0 a strong player, the others easy),
how often the strong player's own choice is not the coach's pick, and by how many points
expected (the coach before issue 40 recommended the strong player's choice beside figures
that could rank it lower: this is how often its advice contradicted its numbers then).

Figures and the command that printed them: docs/table-game.md ("The coach").
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence

from table.actions import Action
from table.bench import SEED, against_rows, deals, play_deals
from table.cli import selfplay
from table.players.strong import StrongPlayer
from table.review import Appraiser, ranked, shown
from table.rewind import replayed
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


def agreement(hands: int, seed: int) -> list[tuple[str, str]]:
    """How often the strong player's choice is not the most points expected (see above)."""
    strong = StrongPlayer()
    decisions = apart = 0
    gaps: list[float] = []
    for record in selfplay(hands, seed, "strong,easy,easy,easy"):
        memo: dict = {}
        for choice in replayed(record).choices:
            if choice.seat != 0 or len(choice.actions) < 2:
                continue
            decisions += 1
            ranking = ranked(choice.view, choice.actions, memo)
            pick = strong.choose(choice.view, choice.actions)
            mine = next(a for a in ranking if a[0].key == pick.key)[1].expected
            gap = shown(ranking[0][1].expected) - shown(mine)
            if gap > 0:
                apart += 1
                gaps.append(gap)
    gaps.sort()
    mid = gaps[len(gaps) // 2] if gaps else 0.0
    p90 = gaps[int(0.9 * len(gaps))] if gaps else 0.0
    return [
        ("hands (seat 0 strong, seats 1-3 easy)", f"{hands} from seed {seed}"),
        ("seat 0 decisions with a choice", str(decisions)),
        ("strong choice shown fewer points than the coach's pick",
         f"{apart} ({apart / max(1, decisions):.1%})"),
        ("  by, median / 90th percentile (points expected)", f"{mid:.1f} / {p90:.1f}"),
    ]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--deals", type=int, default=100)
    parser.add_argument("--seed", type=int, default=SEED)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--strong", action="store_true",
                        help="the strong player on the same deals too (it plays par exactly "
                             "while par is the strong player of the day it was frozen)")
    parser.add_argument("--agreement", type=int, metavar="HANDS",
                        help="how often the strong player's choice is not the coach's pick")
    args = parser.parse_args(argv)
    if args.agreement:
        for k, v in agreement(args.agreement, args.seed):
            print(f"{k:<56}  {v}")
        return 0
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
