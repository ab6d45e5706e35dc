"""The context of a win, computed from the table: the keyword arguments of ``scoring.score``.

Self-drawn or not; seat and prevalent wind; the winner's flowers; the last tile of the wall
(Last Tile Draw / Last Tile Claim); the last of its kind (the other three copies visible in
discards and exposed melds); the kong tile (the replacement drawn after a kong, or a robbed
kong). The engine never asks for any of it.
"""

from __future__ import annotations

from collections.abc import Sequence

from scoring import Hand
from tiles.kinds import KIND

from .seat_view import Discard, Meld


def scoring_hand(melds: Sequence[Meld], concealed: Sequence[str]) -> Hand:
    """The scorer's ``Hand`` for a seat's melds and concealed tiles (kinds, not text)."""
    return Hand(
        tuple(m.meld for m in melds),
        tuple(sorted(KIND[t] for t in concealed)),
    )


def visible_copies(
    tile: str, melds: Sequence[Sequence[Meld]], discards: Sequence[Sequence[Discard]]
) -> int:
    """Copies of ``tile`` shown on the table: in exposed melds and in the discards still lying
    in the pond (concealed kongs show no faces; a claimed discard counts once, in its meld)."""
    n = 0
    for seat_melds in melds:
        for meld in seat_melds:
            if meld.exposed:
                n += meld.tiles.count(tile)
    for pond in discards:
        for d in pond:
            if d.claimed_by is None and d.tile == tile:
                n += 1
    return n


def win_context(
    *,
    self_drawn: bool,
    seat_wind: str,
    round_wind: str,
    flowers: int,
    last_tile: bool,
    others_visible: int,
    kong_tile: bool,
) -> dict:
    """The keyword arguments of ``scoring.score`` for a win (``others_visible``: copies of the
    winning tile shown on the table, the winning tile itself not counted)."""
    return {
        "self_drawn": bool(self_drawn),
        "seat_wind": seat_wind,
        "round_wind": round_wind,
        "flowers": int(flowers),
        "last_tile": bool(last_tile),
        "last_of_kind": others_visible >= 3,
        "kong_tile": bool(kong_tile),
    }
