"""Known winning sequences ("plans") and how to keep one valid after the player's own move.

Removing tiles never blocks anything, so if the pair the player took is a pair of the plan,
the rest of the plan still works. If the player paired two tiles the plan paired with other
partners, those two partners (same face class) can take one of the two vacated slots; the
result is checked by replaying it.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from .geometry import Geometry
from .tiles import match_class

Move = tuple[int, int]


def replays(
    geom: Geometry, state: int, plan: Sequence[Move], faces: Mapping[int, str] | None = None
) -> bool:
    """True if `plan` clears the board `state` (bit mask of positions), one free pair at a
    time (and, if `faces` is given, each pair matching)."""
    for a, b in plan:
        ba, bb = 1 << a, 1 << b
        if not state & ba or not state & bb or a == b:
            return False
        if not geom.is_free(a, state) or not geom.is_free(b, state):
            return False
        if faces is not None and match_class(faces[a]) != match_class(faces[b]):
            return False
        state &= ~(ba | bb)
    return state == 0


def repair(
    geom: Geometry, state: int, plan: Sequence[Move], a: int, b: int
) -> list[Move] | None:
    """A plan for the board `state` minus tiles a and b, derived from a plan for `state`;
    None if the simple repairs do not replay (the position may still be winnable)."""
    ia = ib = -1
    for i, (p, q) in enumerate(plan):
        if a in (p, q):
            ia = i
        if b in (p, q):
            ib = i
    if ia < 0 or ib < 0:
        return None
    if ia == ib:
        return [m for i, m in enumerate(plan) if i != ia]
    pa = plan[ia][1] if plan[ia][0] == a else plan[ia][0]
    pb = plan[ib][1] if plan[ib][0] == b else plan[ib][0]
    after = state & ~((1 << a) | (1 << b))
    lo, hi = min(ia, ib), max(ia, ib)
    for slot, gone in ((hi, lo), (lo, hi)):
        candidate = [(pa, pb) if i == slot else m for i, m in enumerate(plan) if i != gone]
        if replays(geom, after, candidate):
            return candidate
    return None
