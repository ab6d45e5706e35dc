"""Kongs on one's own turn: concealed (four held) and added (a held tile onto an exposed pung).

Every kong is followed by a replacement draw from the back end of the wall, so none can be
declared once the wall is empty. Only an added kong can be robbed (see ``table``).
"""

from __future__ import annotations

from collections.abc import Sequence

from tiles import sort_key

from .actions import ADDED_KONG, CONCEALED_KONG, Action
from .seat_view import Meld


def kong_options(held: Sequence[str], melds: Sequence[Meld], wall_left: int) -> list[Action]:
    """Concealed and added kongs a seat holding ``held`` (drawn tile included) may declare."""
    if wall_left <= 0:
        return []
    out: list[Action] = []
    for tile in sorted(set(held), key=sort_key):
        if held.count(tile) == 4:
            out.append(Action(CONCEALED_KONG, tile))
    for meld in melds:
        if meld.kind == "pung" and meld.tiles[0] in held:
            out.append(Action(ADDED_KONG, meld.tiles[0]))
    return out
