"""Tried for the expert: a learned evaluation of the whole hand after each candidate discard.

From four par players' hands (``tools/fit_hand_value.py``, with a share of explored discards
among par's best four), two fits on cheap features of the 13 tiles kept after a discard
(``features``: tiles still needed to a legal win, par's planner's worth of the hand, the
ready hand's waits and points, the melds shown, the wall left, the discard's learned danger):
a logistic model of "this seat wins the hand" and a linear one of the points it settles. The
variant player (``HandValuePlayer``) is the expert with its turn's discard picked by one of
them instead of par's ranking (fewest tiles first, then worth less danger); its claims and
kongs stay the expert's. Measured against ``par`` in README ("The expert"); it is not a level.
"""

from __future__ import annotations

import math
from collections.abc import Sequence

from ..actions import DISCARD, Action
from ..tiles import KIND
from ..view import SeatView
from .expert import ExpertPlayer, feeding
from .plan import Judgement

N_FEATURES = 16


def features(j: Judgement, danger: float, wall_left: int, exposed: int,
             unseen_waits: int) -> list[float]:
    """The inputs for one candidate: ``j`` the planner's judgement of the 13 tiles kept,
    ``danger`` the discard's chance of feeding an opponent, ``exposed`` the open melds,
    ``unseen_waits`` the copies of the ready hand's waits not in sight."""
    need = j.need
    wall = wall_left / 100
    value = max(j.value, 0.0)
    logv = math.log(value + 1e-3)
    ready = 1.0 if need <= 1 else 0.0
    return [
        1.0,
        ready,
        1.0 if need == 2 else 0.0,
        1.0 if need == 3 else 0.0,
        1.0 if need >= 4 else 0.0,
        min(value, 2.0),
        logv / 7,
        logv * wall / 7,
        wall,
        need * wall / 4,
        danger,
        min(danger * 10, 1.0),
        exposed / 4,
        ready * min(unseen_waits, 12) / 12,
        ready * min(j.points, 88) / 88,
        ready * wall,
    ]


def score(weights: Sequence[float], x: Sequence[float], logistic: bool) -> float:
    z = sum(w * v for w, v in zip(weights, x, strict=True))
    if not logistic:
        return z
    return 1 / (1 + math.exp(-max(-30.0, min(30.0, z))))


def candidates(player: ExpertPlayer, view: SeatView) -> list[tuple[int, list[float], int]]:
    """(kind, features, tiles then needed) of each discard of the seat's 14 tiles, in kind
    order."""
    hand, planner, danger = player._prepare(view)
    if danger is None:
        danger = feeding(view)
    exposed = sum(1 for m in view.melds[view.seat] if m.exposed)
    out = []
    for kind, j in sorted(planner.discards(hand.counts, list(hand.melds)).items()):
        out.append((kind, features(j, danger[kind], view.wall_left, exposed,
                                   sum(hand.unseen[k] for k in j.waits)), j.need))
    return out


# printed by ``PYTHONPATH=py python3 tools/fit_hand_value.py --hands 1200 --workers 2`` (seed
# 33000000, explore 0.3): 73,987 discards, 15,014 held out; the win's held-out log loss 0.4238
# against 0.4602 for the mean alone, the points' squared error 607.5 against 633.2
WIN_WEIGHTS: tuple[float, ...] = (
    -2.0997, 0.7493, -0.5581, -1.0520, -1.2388, 2.1478,
    2.2412, -2.9181, 1.9450, -0.3524, 0.3538, -0.0545,
    -0.6371, -0.2201, -0.2450, -1.4500,
)
POINTS_WEIGHTS: tuple[float, ...] = (
    -10.7984, 1.3565, -1.2402, -4.7712, -6.1435, 22.2711,
    -11.6849, 20.0173, 15.9795, -1.7676, 9.4436, -1.2391,
    -7.0543, 5.8360, 49.3163, -8.2075,
)


class HandValuePlayer(ExpertPlayer):
    """The expert whose turn's discard is the one the learned model rates best (``by``:
    "win" for the chance of winning, "points" for the points settled); with ``lex``, only
    among the discards that keep the hand fewest tiles from a legal win (as par ranks)."""

    def __init__(self, by: str = "win", lex: bool = False,
                 win_weights: Sequence[float] = WIN_WEIGHTS,
                 points_weights: Sequence[float] = POINTS_WEIGHTS) -> None:
        super().__init__()
        self.by, self.lex = by, lex
        self.weights = tuple(win_weights if by == "win" else points_weights)

    def choose(self, view: SeatView, actions: Sequence[Action]) -> Action:
        choice = super().choose(view, actions)
        if choice.act != DISCARD or not view.wall_left:
            return choice
        logistic = self.by == "win"
        cands = candidates(self, view)
        if self.lex:
            fewest = min(need for _, _, need in cands)
            cands = [c for c in cands if c[2] == fewest]
        ranked = [(score(self.weights, x, logistic), -kind, kind) for kind, x, _ in cands]
        best = max(ranked)[2]
        return next((a for a in actions if a.act == DISCARD and KIND[a.tile] == best), choice)
