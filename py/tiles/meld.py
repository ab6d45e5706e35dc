"""A declared set: ``Meld``, one type for the scorer, its page and the table's hands.

A meld is a chow, a pung or a kong laid open from a claimed discard, or a concealed kong
(declared, but its tiles were all drawn). It is named by its lowest tile's kind, so the scorer
counts it in numbers; ``faces`` gives the same tiles by name for a page.
"""

from __future__ import annotations

from typing import NamedTuple

from . import PLAYING_TILES, write
from .kinds import KIND, NUM_KINDS

CHOW, PUNG, KONG = "chow", "pung", "kong"
MELD_KINDS = (CHOW, PUNG, KONG)


class Meld(NamedTuple):
    """A chow, pung or kong: ``tile`` is the kind of its lowest tile (a chow's first), and
    ``exposed`` is False only for a concealed kong. Written ``[123m]``, ``[EEE]``, ``{9999s}``
    (``str(meld)``)."""

    kind: str  # CHOW, PUNG or KONG
    tile: int
    exposed: bool

    @classmethod
    def of(cls, kind: str, face: str, exposed: bool = True) -> Meld:
        """The meld of this kind whose lowest tile is ``face``: ``Meld.of("chow", "7s")``."""
        return cls(kind, KIND[face], exposed)

    @property
    def tiles(self) -> tuple[int, ...]:
        """Its tiles' kinds, lowest first (a kong's four)."""
        if self.kind == CHOW:
            return (self.tile, self.tile + 1, self.tile + 2)
        return (self.tile,) * (4 if self.kind == KONG else 3)

    @property
    def faces(self) -> tuple[str, ...]:
        """Its tiles by face, lowest first."""
        return tuple(PLAYING_TILES[t] for t in self.tiles)

    @property
    def face(self) -> str:
        """The face of its lowest tile."""
        return PLAYING_TILES[self.tile]

    @property
    def well_formed(self) -> bool:
        """A known kind of meld on a tile kind 0..33; a chow starts at rank 1-7 of a suit, and
        only a kong is concealed (a concealed chow or pung is never declared)."""
        return (
            self.kind in MELD_KINDS
            and isinstance(self.tile, int)
            and not isinstance(self.tile, bool)
            and 0 <= self.tile < NUM_KINDS
            and isinstance(self.exposed, bool)
            and (self.kind != CHOW or (self.tile < 27 and self.tile % 9 <= 6))
            and (self.exposed or self.kind == KONG)
        )

    def __str__(self) -> str:
        text = write(self.faces)
        return f"[{text}]" if self.exposed else f"{{{text}}}"
