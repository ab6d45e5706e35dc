"""The deal: 13 tiles to each seat from the front of the wall, then the deal-time flowers.

Tiles go four at a time, three times round the table from the dealer, then one each. Then, in
turn order from the dealer and round after round until no one holds one, each seat lays its
flowers open and draws as many replacements from the back end of the wall.
"""

from __future__ import annotations

from collections.abc import Sequence

from tiles import is_flower

from .wall import Wall

HAND_SIZE = 13


def deal(wall: Wall, order: Sequence[int]) -> tuple[list[list[str]], list[list[str]], list[dict]]:
    """Deal from ``wall`` to the seats in ``order`` (dealer first).

    Returns each seat's concealed tiles, each seat's flowers and the events, as the hand
    record writes them (``draw`` with ``end`` front/back, ``flower``).
    """
    hands: list[list[str]] = [[] for _ in range(4)]
    flowers: list[list[str]] = [[] for _ in range(4)]
    events: list[dict] = []
    for size in (4, 4, 4, 1):
        for seat in order:
            for _ in range(size):
                tile = wall.draw()
                hands[seat].append(tile)
                events.append({"seat": seat, "act": "draw", "tile": tile, "end": "front"})
    while any(is_flower(t) for seat in order for t in hands[seat]):
        for seat in order:
            found = [t for t in hands[seat] if is_flower(t)]
            for tile in found:
                hands[seat].remove(tile)
                flowers[seat].append(tile)
                events.append({"seat": seat, "act": "flower", "tile": tile})
            for _ in found:
                tile = wall.draw_back()
                hands[seat].append(tile)
                events.append({"seat": seat, "act": "draw", "tile": tile, "end": "back"})
    return hands, flowers, events
