"""Values for a hand: its melds (``tiles.meld.Meld``), its concealed tiles, and how it was won."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

from tiles import PLAYING_TILES, write
from tiles.kinds import NUM_KINDS
from tiles.meld import Meld
from tiles.notation import WrittenHand


@dataclass(frozen=True)
class Hand:
    """Declared melds and the concealed tiles (without the winning tile).

    A hand may be incomplete (the page parses what the player has entered so far);
    ``tile_count`` counts a meld as 3 tiles, so a hand ready to win has 13.
    """

    melds: tuple[Meld, ...]
    concealed: tuple[int, ...]

    @property
    def tile_count(self) -> int:
        return 3 * len(self.melds) + len(self.concealed)

    def counts(self) -> list[int]:
        """How many tiles of each kind the hand holds, melds (kongs as 4) included (a copy)."""
        return list(self._counts)

    @cached_property
    def _counts(self) -> tuple[int, ...]:
        counts = [0] * NUM_KINDS
        for meld in self.melds:
            for t in meld.tiles:
                counts[t] += 1
        for t in self.concealed:
            counts[t] += 1
        return tuple(counts)

    @classmethod
    def from_written(cls, written: WrittenHand) -> Hand:
        """The melds and concealed tiles (sorted) of a hand as written, without the winning
        tile."""
        concealed = sorted(t.tile for t in written.concealed)
        return cls(tuple(m.meld for m in written.melds), tuple(concealed))

    def __str__(self) -> str:
        concealed = write(PLAYING_TILES[t] for t in sorted(self.concealed))
        return "".join(str(m) for m in self.melds) + concealed


@dataclass(frozen=True)
class Context:
    """How the hand was won: the flags of the ``score`` call, already checked."""

    win_tile: int
    self_drawn: bool = False
    seat_wind: int = 27
    round_wind: int = 27
    flowers: int = 0
    last_tile: bool = False
    last_of_kind: bool = False
    kong_tile: bool = False
