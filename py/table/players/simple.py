"""The engine's test player: legal, quick and plain; not a strong player.

It wins whenever a win is offered, always makes a kong, claims pungs of honours and, by a
seeded coin, some other pungs and chows; it discards the tile with the fewest neighbours in
its hand (the loneliest tile). Used by the engine's tests and the command line until the
real computer players are chosen.
"""

from __future__ import annotations

from collections.abc import Sequence

from seeded import SplitMix64
from tiles.kinds import KIND

from ..actions import ADDED_KONG, CHOW, CONCEALED_KONG, DISCARD, KONG, PASS, PUNG, WIN, Action
from ..seat_view import SeatView


class SimplePlayer:
    """Wins when it can, otherwise a cheap greedy choice with a little seeded randomness."""

    def __init__(self, seed: int = 0) -> None:
        self.rng = SplitMix64(seed)

    def choose(self, view: SeatView, actions: Sequence[Action]) -> Action:
        by_act: dict[str, list[Action]] = {}
        for action in actions:
            by_act.setdefault(action.act, []).append(action)
        for act in (WIN, CONCEALED_KONG, ADDED_KONG, KONG):
            if act in by_act:
                return by_act[act][0]
        if PUNG in by_act:
            pung = by_act[PUNG][0]
            if KIND[pung.tile] >= 27 or self.rng.below(2) == 0:
                return pung
        if CHOW in by_act and self.rng.below(3) == 0:
            return self.rng.choice(by_act[CHOW])
        if DISCARD in by_act:
            return min(by_act[DISCARD], key=lambda a: _company(a.tile, view.held))
        return by_act.get(PASS, list(actions))[0]


def _company(tile: str, held: Sequence[str]) -> tuple[int, int]:
    """How much the other held tiles support ``tile`` (copies, then neighbours in its suit)."""
    kind = KIND[tile]
    score = -2  # the tile itself is in ``held`` and counts 2 below
    for other in held:
        k = KIND[other]
        if k == kind:
            score += 2
        elif kind < 27 and k // 9 == kind // 9 and abs(k - kind) <= 2:
            score += 1
    return (score, -kind)


def make(seed: int = 0) -> SimplePlayer:
    return SimplePlayer(seed)
