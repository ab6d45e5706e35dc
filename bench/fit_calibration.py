"""Fit ``table.players.calibration``: how often the strong player's hands go on to win.

Plays the strong player against three baseline players in the bench's duplicate format (each
deal four times, the strong player in each seat), on deals apart from the bench's own. At each
of its discards it notes the hand it keeps (tiles to a legal win, the planner's value, its own
draws left, exposed melds or not) and, when the hand is over, whether it won. Then for each
distance a logistic fit of winning on (1, log value, turns / 20, their product, melded), which
it prints as the ``COEFFICIENTS`` literal of ``calibration.py``.

    PYTHONPATH=py python3 -m bench.fit_calibration [--deals 600] [--seed 50000000]
"""

from __future__ import annotations

import argparse
import math
import sys
from collections.abc import Sequence

from table.actions import DISCARD, Action
from table.players.baseline import BaselinePlayer
from table.players.calibration import features
from table.players.plan import Planner, situation
from table.players.reading import read
from table.players.strong import StrongPlayer
from table.seat_view import SeatView
from tiles.kinds import KIND

from tests.fixtures.deals import deals, play_deal

Row = tuple[int, list[float], bool]  # distance (4 = 4 or more), features, won


class Noting(StrongPlayer):
    """The strong player, noting the hand it keeps at each discard while the wall lasts."""

    def __init__(self) -> None:
        super().__init__()
        self.kept: list[tuple[int, list[float]]] = []

    def choose(self, view: SeatView, actions: Sequence[Action]) -> Action:
        action = super().choose(view, actions)
        if action.act == DISCARD and view.wall_left:
            hand = read(view)
            sit = situation(view.seat_wind, view.prevalent_wind, hand.unseen, view.wall_left)
            judged = Planner(sit, self.style, self._memo).discards(hand.counts, list(hand.melds))
            kept = judged[KIND[action.tile]]
            melded = not hand.concealed_hand
            self.kept.append((min(kept.need, 4), features(kept.value, sit.turns, melded)))
        return action


def collect(count: int, seed: int) -> list[Row]:
    rows: list[Row] = []
    for deal in deals(count, seed):
        for seat in range(4):
            players = [BaselinePlayer() for _ in range(4)]
            noting = players[seat] = Noting()
            won = play_deal(deal, players).winner == seat
            rows += [(need, x, won) for need, x in noting.kept]
    return rows


def logistic(xs: list[list[float]], ys: list[bool], ridge: float = 1e-3) -> list[float]:
    """Weights of a logistic regression by Newton's method (a small ridge keeps it stable)."""
    n = len(xs[0])
    w = [0.0] * n
    for _ in range(30):
        grad = [ridge * wi for wi in w]
        hess = [[ridge * (i == j) for j in range(n)] for i in range(n)]
        for x, y in zip(xs, ys, strict=True):
            p = 1 / (1 + math.exp(-sum(a * b for a, b in zip(w, x, strict=True))))
            for i in range(n):
                grad[i] += (p - y) * x[i]
                for j in range(n):
                    hess[i][j] += p * (1 - p) * x[i] * x[j]
        step = _solve(hess, grad)
        w = [a - b for a, b in zip(w, step, strict=True)]
        if max(abs(s) for s in step) < 1e-9:
            break
    return w


def _solve(a: list[list[float]], b: list[float]) -> list[float]:
    """x with a x = b (Gaussian elimination with partial pivoting; a is small and regular)."""
    n = len(b)
    m = [row[:] + [v] for row, v in zip(a, b, strict=True)]
    for c in range(n):
        pivot = max(range(c, n), key=lambda r: abs(m[r][c]))
        m[c], m[pivot] = m[pivot], m[c]
        for r in range(n):
            if r != c:
                f = m[r][c] / m[c][c]
                m[r] = [x - f * y for x, y in zip(m[r], m[c], strict=True)]
    return [m[i][n] / m[i][i] for i in range(n)]


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=600)
    parser.add_argument("--seed", type=int, default=50_000_000)
    args = parser.parse_args(argv)
    rows = collect(args.deals, args.seed)
    print(f"# {len(rows)} kept hands, {args.deals} deals x 4 seats from seed {args.seed}")
    print("COEFFICIENTS = {")
    for need in (1, 2, 3, 4):
        mine = [(x, won) for n, x, won in rows if n == need]
        w = logistic([x for x, _ in mine], [won for _, won in mine])
        print(f"    {need}: ({', '.join(f'{v:.3f}' for v in w)}),  # {len(mine)} hands")
    print("}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
