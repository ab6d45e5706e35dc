"""The sets of tiles fans name, as kinds (``tiles.kinds``): All Green, Reversible Tiles and the
six knitted straights."""

from __future__ import annotations

from tiles.kinds import GREEN, WHITE, suited_kind

# All Green: 2 3 4 6 8 bamboo and the green dragon.
GREEN_TILES = frozenset([suited_kind(2, r) for r in (2, 3, 4, 6, 8)] + [GREEN])
# Reversible Tiles: 1 2 3 4 5 8 9 dots, 2 4 5 6 8 9 bamboo, white dragon (their faces look the
# same upside down).
REVERSIBLE_TILES = frozenset(
    [suited_kind(1, r) for r in (1, 2, 3, 4, 5, 8, 9)]
    + [suited_kind(2, r) for r in (2, 4, 5, 6, 8, 9)]
    + [WHITE]
)

# The six knitted straights: 147 in one suit, 258 in another, 369 in the third.
KNITTED_STRAIGHTS: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        suited_kind(s, r)
        for s, start in zip(order, (1, 2, 3), strict=True)
        for r in (start, start + 3, start + 6)
    )
    for order in ((0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0))
)
