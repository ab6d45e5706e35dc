"""The baseline computer player, for measurement: shanten-greedy over the five forms.

It wins whenever a (legal) win is offered; otherwise it keeps the hand as few tiles from any
winning hand as it can (``scoring.shanten``; as a fixed yardstick it counts its concealed tiles
only, not the copies its own melds hold), breaking ties by the number of unseen tiles that
would bring it closer. It claims a pung, chow or kong only when that lowers its shanten (a
kong when it does not raise it) and declares a kong on its turn on the same terms. It aims at
no fan and does not defend: the 8-point minimum is left to luck.
"""

from __future__ import annotations

from collections.abc import Sequence

from scoring import shanten as sh
from tiles.kinds import KIND

from ..actions import ADDED_KONG, CHOW, CONCEALED_KONG, DISCARD, KONG, PASS, PUNG, WIN, Action
from ..seat_view import SeatView
from .reading import Reading, read, without


def discard_order(kind: int) -> int:
    """Among equally good discards, honours go first, then terminals, then from the edges in:
    a lower value is discarded first."""
    if kind >= 27:
        return 0
    rank = kind % 9
    return 1 + min(rank, 8 - rank)


def ukeire(mask: int, counts: Sequence[int], unseen: Sequence[int]) -> int:
    """Unseen copies of the kinds in ``mask`` (kinds the hand already holds four of excepted)."""
    return sum(unseen[k] for k in sh.kinds_of(mask) if counts[k] < 4)


class BaselinePlayer:
    """Shanten-greedy, no fan targeting, no defence (see the module docstring)."""

    def choose(self, view: SeatView, actions: Sequence[Action]) -> Action:
        for action in actions:
            if action.act == WIN:
                return action
        hand = read(view)
        if any(a.act == DISCARD for a in actions):
            return self._turn(hand, actions)
        return self._claim(hand, actions)

    def _turn(self, hand: Reading, actions: Sequence[Action]) -> Action:
        melds = hand.meld_count
        best: tuple | None = None
        choice = actions[0]
        for action in actions:
            k = KIND[action.tile]
            if action.act == DISCARD:
                counts = without(hand.counts, k)
                need, mask = sh.distance(counts, melds)
                key = (need, -ukeire(mask, counts, hand.unseen), 1, discard_order(k), k)
            elif action.act == CONCEALED_KONG:
                counts = without(hand.counts, k, k, k, k)
                key = (sh.distance(counts, melds + 1)[0], -999, 0, 0, k)
            elif action.act == ADDED_KONG:
                counts = without(hand.counts, k)
                key = (sh.distance(counts, melds)[0], -999, 0, 0, k)
            else:
                continue
            if best is None or key < best:
                best, choice = key, action
        return choice

    def _claim(self, hand: Reading, actions: Sequence[Action]) -> Action:
        melds = hand.meld_count
        now = sh.distance(hand.counts, melds)[0]
        best = (now, -1, 0)
        choice = next(a for a in actions if a.act == PASS)
        for action in actions:
            k = KIND[action.tile] if action.tile else -1
            if action.act in (PUNG, KONG):
                used = 2 if action.act == PUNG else 3
                counts = without(hand.counts, *[k] * used)
                need = sh.distance(counts, melds + 1)[0]
                # a kong draws a replacement: as good as passing is enough
                key = (need - (action.act == KONG), 0, k)
            elif action.act == CHOW:
                own = [KIND[t] for t in action.tiles]
                own.remove(k)
                counts = without(hand.counts, *own)
                key = (sh.distance(counts, melds + 1)[0], 0, own[0])
            else:
                continue
            if key < best:
                best, choice = key, action
        return choice


def make(seed: int = 0) -> BaselinePlayer:
    """The baseline player (deterministic: ``seed`` is not used)."""
    return BaselinePlayer()
