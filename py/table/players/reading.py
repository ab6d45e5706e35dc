"""What a computer player reads from its ``SeatView``: its hand as 34 kind counts, its melds,
and how many copies of each kind it cannot see (the tiles it may still draw or be offered).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tiles import PLAYING_TILES
from tiles.kinds import KIND

from ..seat_view import SeatView


@dataclass(frozen=True)
class Reading:
    """One seat's own hand and the unseen counts, in ``scoring``'s kind numbers.

    ``counts``: the concealed tiles, the drawn tile included. ``melds``: the seat's declared
    sets as (kind, lowest kind, exposed) with kind "chow", "pung" or "kong".
    ``unseen[k]``: copies of kind k this seat cannot see.
    """

    counts: tuple[int, ...]
    melds: tuple[tuple[str, int, bool], ...]
    unseen: tuple[int, ...]

    @property
    def meld_count(self) -> int:
        return len(self.melds)

    @property
    def concealed_hand(self) -> bool:
        """No exposed meld (a concealed kong keeps the hand concealed)."""
        return not any(exposed for _, _, exposed in self.melds)


def read(view: SeatView) -> Reading:
    """The seat's ``Reading`` of ``view``."""
    counts = counts_of(view.held)
    melds = []
    for meld in view.melds[view.seat]:
        kind = "kong" if meld.kind in ("kong", "concealed_kong") else meld.kind
        melds.append((kind, KIND[meld.tiles[0]], meld.exposed))
    visible = view.visible
    unseen = tuple(4 - visible.get(name, 0) for name in PLAYING_TILES)
    return Reading(counts, tuple(melds), unseen)


def counts_of(tiles: Sequence[str]) -> tuple[int, ...]:
    """34 kind counts of some tile names."""
    counts = [0] * 34
    for t in tiles:
        counts[KIND[t]] += 1
    return tuple(counts)


def without(counts: Sequence[int], *kinds: int) -> list[int]:
    """A copy of ``counts`` less one copy of each of ``kinds``."""
    out = list(counts)
    for k in kinds:
        out[k] -= 1
    return out
