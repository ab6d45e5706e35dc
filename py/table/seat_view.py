"""What one seat may see of the table: ``SeatView`` and the values it is made of.

A player decides from a ``SeatView`` only, so a computer player cannot peek at another
seat's concealed tiles or at the wall, and the person in the page sees exactly the same.
Another seat's concealed kong shows no faces (``Meld.tiles == ()``).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import NamedTuple

from tiles import WINDS
from tiles import meld as scored


@dataclass(frozen=True)
class Meld:
    """A declared set on the table: the ``tiles.meld.Meld`` the scorer counts (``meld``), and
    what the table shows of it besides (who it was claimed from, hidden faces).

    ``kind``: "chow", "pung", "kong" (melded, or added to a pung: ``added``) or
    "concealed_kong". ``tiles``: its tiles in order; () for another seat's concealed kong.
    ``claimed``: the discard taken to make it (None for a concealed kong); ``source``: the
    seat that discarded it.
    """

    kind: str
    tiles: tuple[str, ...]
    claimed: str | None = None
    source: int | None = None
    added: bool = False

    @property
    def tile(self) -> str | None:
        """The meld's first tile (a chow's lowest); None when its faces are hidden."""
        return self.tiles[0] if self.tiles else None

    @property
    def exposed(self) -> bool:
        """False only for a concealed kong."""
        return self.kind != "concealed_kong"

    @property
    def meld(self) -> scored.Meld | None:
        """The meld as the scorer counts it; None when its faces are hidden."""
        if not self.tiles:
            return None
        kind = self.kind if self.exposed else scored.KONG
        return scored.Meld.of(kind, self.tiles[0], self.exposed)

    @property
    def notation(self) -> str:
        """The scorer's notation: ``[123m]``, ``[EEEE]``, ``{9999s}`` (``{}`` when hidden)."""
        return str(self.meld) if self.tiles else "{}"

    def to_json(self) -> dict:
        out: dict = {"kind": self.kind, "tiles": list(self.tiles)}
        if self.claimed is not None:
            out["claimed"] = self.claimed
            out["from"] = self.source
        if self.added:
            out["added"] = True
        return out


class Discard(NamedTuple):
    """A discarded tile; ``claimed_by`` is the seat that took it into a meld or won on it."""

    tile: str
    claimed_by: int | None = None


class Offer(NamedTuple):
    """A tile others may claim: a discard, or the tile of an added kong (only to rob it)."""

    tile: str
    seat: int
    added_kong: bool = False


@dataclass(frozen=True)
class SeatView:
    """The table as ``seat`` sees it when it must choose.

    Per-seat tuples (``melds``, ``flowers``, ``discards``, ``seat_winds``, ``scores``) are
    indexed by seat 0..3. Turn order follows the seat winds East, South, West, North, which
    after the seat changes of a match is not always seat order: use ``next_seat``.
    ``concealed`` is the seat's own concealed tiles, sorted, without ``drawn`` (the tile just
    drawn on its turn, else None). ``offer`` is the discard (or added-kong tile) on offer when
    the seat is asked to claim, else None.
    """

    seat: int
    hand_number: int
    prevalent_wind: str
    seat_winds: tuple[str, str, str, str]
    concealed: tuple[str, ...]
    drawn: str | None
    melds: tuple[tuple[Meld, ...], ...]
    flowers: tuple[tuple[str, ...], ...]
    discards: tuple[tuple[Discard, ...], ...]
    wall_left: int
    offer: Offer | None
    scores: tuple[int, int, int, int]

    @property
    def seat_wind(self) -> str:
        """This seat's wind for the hand."""
        return self.seat_winds[self.seat]

    @property
    def dealer(self) -> int:
        """The seat whose wind is East (it plays first)."""
        return self.seat_winds.index("E")

    def next_seat(self, seat: int) -> int:
        """The seat that plays after ``seat`` (the one that may chow its discard)."""
        return self.seat_winds.index(WINDS[(WINDS.index(self.seat_winds[seat]) + 1) % 4])

    @property
    def held(self) -> tuple[str, ...]:
        """All the seat's concealed tiles, the drawn one included (sorted, it last)."""
        return self.concealed + ((self.drawn,) if self.drawn else ())

    @property
    def hand_notation(self) -> str:
        """The seat's own melds in the scorer's notation (concealed tiles not included)."""
        return "".join(m.notation for m in self.melds[self.seat])

    @cached_property
    def visible(self) -> dict[str, int]:
        """How many copies of each playing tile this seat can see: its own concealed tiles,
        every meld's shown faces, and the discards still lying in the pond (a claimed discard
        is counted once, in its meld)."""
        seen: dict[str, int] = {}
        for tile in self.held:
            seen[tile] = seen.get(tile, 0) + 1
        for seat_melds in self.melds:
            for meld in seat_melds:
                for tile in meld.tiles:
                    seen[tile] = seen.get(tile, 0) + 1
        for pond in self.discards:
            for d in pond:
                if d.claimed_by is None:
                    seen[d.tile] = seen.get(d.tile, 0) + 1
        return seen

    def unseen(self, tile: str) -> int:
        """Copies of ``tile`` this seat cannot see (in the wall or in other hands)."""
        return 4 - self.visible.get(tile, 0)
