"""Values for a hand: its melds, its concealed tiles, and how it was won."""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import NamedTuple

from .tiles import NUM_KINDS, tile_name


class Meld(NamedTuple):
    """A declared set: an exposed chow, pung or kong, or a concealed kong.

    ``tile`` is the lowest tile of the set (the first tile of a chow).
    """

    kind: str  # "chow", "pung" or "kong"
    tile: int
    exposed: bool

    @property
    def tiles(self) -> tuple[int, ...]:
        if self.kind == "chow":
            return (self.tile, self.tile + 1, self.tile + 2)
        return (self.tile,) * (4 if self.kind == "kong" else 3)

    def __str__(self) -> str:
        text = "".join(tile_name(t)[0] for t in self.tiles)
        if self.tile < 27:
            text += tile_name(self.tile)[1]
        return f"[{text}]" if self.exposed else f"{{{text}}}"


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

    def __str__(self) -> str:
        from .notation import format_tiles

        return "".join(str(m) for m in self.melds) + format_tiles(sorted(self.concealed))


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
