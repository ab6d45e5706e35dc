"""A learned danger model: the chance that a discard wins a given opponent's hand.

``defence`` (par's) guesses readiness from an opponent's discards alone, measured against the
weak baseline. This one is fitted on par's own play (four par players, ``bench/fit_danger.py``):
for each opponent and each kind, a logistic model of "this kind is a legal wait of that
opponent now" on what the seat can see: how long the opponent has played and how many melds it
shows, the tile's class and the copies in sight, whether the opponent threw the kind (or the
tile three away) itself, whether its melds lean to the kind's suit, how much of its pond is of
that suit, and the neighbours in sight. A tile the opponent has passed is safe outright
(``defence.passed_tiles``).
"""

from __future__ import annotations

import math

from tiles import PLAYING_TILES
from tiles.kinds import KIND

from ..seat_view import SeatView
from .defence import passed_tiles
from .plan import tile_class

N_FEATURES = 31


def _suit(kind: int) -> int:
    return kind // 9 if kind < 27 else 3


def features(view: SeatView, seat: int, visible: list[int]) -> list[list[float]]:
    """For each of the 34 kinds, the model's inputs for opponent ``seat`` (``visible``: each
    kind's copies in sight of the deciding seat)."""
    pond = [KIND[d.tile] for d in view.discards[seat]]
    turns = len(pond)
    melds = view.melds[seat]
    exposed = [m for m in melds if m.exposed]
    meld_suits = {_suit(KIND[m.tiles[0]]) for m in exposed}
    suited_melds = {s for s in meld_suits if s < 3}
    thrown = set(pond)
    by_suit = [0, 0, 0, 0]
    for k in pond:
        by_suit[_suit(k)] += 1
    head = [0.0] * 11
    head[0] = 1.0
    head[1 + min(turns // 3, 6)] = 1.0  # 1..7: turns played, by threes
    n_exposed = min(len(exposed), 3)
    if n_exposed:
        head[7 + n_exposed] = 1.0  # 8..10: one, two, three or more melds shown
    out = []
    for k in range(34):
        f = head + [0.0] * (N_FEATURES - 11)
        cls = tile_class(k)
        seen = visible[k]
        if cls == 0:
            f[11 + min(seen, 3)] = 1.0  # 11..14: honour with 0..3 copies in sight
        else:
            f[15 + (cls - 1) * 3 + min(max(seen - 1, 0), 2)] = 1.0  # 15..23: class x seen
        f[24] = 1.0 if k in thrown else 0.0
        if k < 27:
            rank = k % 9
            suji = (rank >= 3 and k - 3 in thrown) or (rank <= 5 and k + 3 in thrown)
            f[25] = 1.0 if suji else 0.0
            s = _suit(k)
            f[26] = 1.0 if suited_melds and suited_melds == {s} else 0.0
            f[27] = 1.0 if suited_melds and s not in suited_melds else 0.0
            f[28] = by_suit[s] / turns if turns else 0.0
            near = 0
            for d in (-2, -1, 1, 2):
                j = rank + d
                if 0 <= j <= 8:
                    near += visible[k + d]
            f[29] = near / 8
        f[30] = view.wall_left / 100
        out.append(f)
    return out


# printed by ``PYTHONPATH=py python3 -m bench.fit_danger --hands 300 --seed 32000000``: 484,917
# (opponent, kind) cases, 2,497 of them waits; held-out log loss 0.0240 against 0.0286 for
# defence's guess and 0.0293 for the mean alone
WEIGHTS: tuple[float, ...] = (
    -3.292, -3.462, -1.208, 0.026, 0.417, 0.440,
    0.363, 0.133, 0.346, 1.416, 1.401, 0.000,
    0.205, -0.305, -1.113, 0.138, -0.846, -1.546,
    0.410, -0.213, -0.421, 0.300, 0.230, -0.131,
    -1.536, -0.123, 0.473, 0.852, 1.690, -0.537,
    -4.636,
)


def opponent_danger(view: SeatView, weights: tuple[float, ...] = WEIGHTS) -> list[list[float]]:
    """For each opponent seat (the own seat's row all 0), each kind's chance of being one of
    its legal waits now; 0 for a kind it has passed."""
    visible = [view.visible.get(t, 0) for t in PLAYING_TILES]
    out = [[0.0] * 34 for _ in range(4)]
    for seat in range(4):
        if seat == view.seat:
            continue
        passed = passed_tiles(view, seat)
        rows = features(view, seat, visible)
        for k in range(34):
            if k in passed:
                continue
            z = sum(w * x for w, x in zip(weights, rows[k], strict=True))
            out[seat][k] = 1 / (1 + math.exp(-z))
    return out
