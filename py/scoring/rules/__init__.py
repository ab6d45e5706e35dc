"""Fan detectors, one module per family of fans.

Each detector looks at one arrangement of the hand (a ``View``) and returns ``Hit``s: every
fan that the arrangement shows, implied ones included. ``exclusions.py`` then removes the
fans that a counted fan implies, so the page can show what was left out and why.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import NamedTuple

from tiles.meld import Meld

from ..decompose import Arrangement
from ..hand import Context, Hand


class Hit(NamedTuple):
    """One occurrence of a fan: which groups of the arrangement (indices) and tiles it used.

    ``absorbed_by`` names the bigger fan made of the same sets (a Pure Double Chow inside a
    Pure Triple Chow): such a hit is reported as excluded, never counted.
    """

    name: str
    uses: tuple[int, ...] = ()
    tiles: tuple[int, ...] = ()
    absorbed_by: str | None = None


@dataclass
class View:
    """An arrangement of a hand together with everything detectors need to know about it."""

    hand: Hand
    arrangement: Arrangement
    ctx: Context
    counts: list[int]  # all 14 tiles by kind, a kong counting 4
    unique_wait: bool  # exactly one tile kind completes the 13-tile hand's shape (formal waits)
    kinds: list[int] = field(init=False)

    _sets: list[tuple[int, Meld]] = field(init=False)
    _pair: tuple[int, Meld] | None = field(init=False)

    def __post_init__(self) -> None:
        self.kinds = [k for k, n in enumerate(self.counts) if n]
        self._sets = [(i, g) for i, g in enumerate(self.arrangement.groups) if g.kind != "pair"]
        pairs = [(i, g) for i, g in enumerate(self.arrangement.groups) if g.kind == "pair"]
        self._pair = pairs[0] if len(pairs) == 1 else None

    @property
    def groups(self) -> tuple[Meld, ...]:
        return self.arrangement.groups

    @property
    def form(self) -> str:
        return self.arrangement.form

    def sets(self) -> list[tuple[int, Meld]]:
        """(index, group) for every set (not the pair)."""
        return self._sets

    def pair(self) -> tuple[int, Meld] | None:
        """(index, pair) when the arrangement has exactly one pair."""
        return self._pair


def detect(view: View) -> list[Hit]:
    """Every fan the arrangement shows, before exclusions."""
    hits: list[Hit] = []
    for family in FAMILIES:
        hits.extend(family.detect(view))
    return hits


from . import chows, groups, kongs, pungs, special, suits, tile_sets, winning  # noqa: E402

FAMILIES = (special, chows, pungs, kongs, groups, suits, tile_sets, winning)
