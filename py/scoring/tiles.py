"""Tile kinds: 34 integers, their names in the notation, and the properties fans ask about.

Kinds 0-8 are 1m-9m (characters), 9-17 1p-9p (dots), 18-26 1s-9s (bamboo),
27-30 the winds E S W N, 31-33 the dragons C (red), F (green), P (white).
"""

from __future__ import annotations

SUITS = "mps"
HONOR_LETTERS = "ESWNCFP"
WINDS = "ESWN"

NUM_KINDS = 34
EAST, SOUTH, WEST, NORTH = 27, 28, 29, 30
RED, GREEN, WHITE = 31, 32, 33


def tile_name(kind: int) -> str:
    """The notation name of a tile kind: '5m', 'E', 'P'."""
    if kind < 27:
        return f"{kind % 9 + 1}{SUITS[kind // 9]}"
    return HONOR_LETTERS[kind - 27]


NAMES: tuple[str, ...] = tuple(tile_name(k) for k in range(NUM_KINDS))
_BY_NAME = {name: kind for kind, name in enumerate(NAMES)}


def kind_of(name: str) -> int | None:
    """The kind for a name such as '5m' or 'E', or None when it is not a tile."""
    return _BY_NAME.get(name.strip())


def suited(kind: int) -> bool:
    return kind < 27


def honor(kind: int) -> bool:
    return kind >= 27


def wind(kind: int) -> bool:
    return 27 <= kind <= 30


def dragon(kind: int) -> bool:
    return kind >= 31


def suit(kind: int) -> int:
    """0 for m, 1 for p, 2 for s, 3 for honours."""
    return kind // 9 if kind < 27 else 3


def rank(kind: int) -> int:
    """1..9 for suited tiles, 0 for honours."""
    return kind % 9 + 1 if kind < 27 else 0


def terminal(kind: int) -> bool:
    return kind < 27 and kind % 9 in (0, 8)


def terminal_or_honor(kind: int) -> bool:
    return kind >= 27 or kind % 9 in (0, 8)


def make(suit_index: int, rank_value: int) -> int:
    return suit_index * 9 + rank_value - 1


def wind_kind(letter: str) -> int:
    """The kind of a wind letter E, S, W or N."""
    return EAST + WINDS.index(letter)


# All Green: 2 3 4 6 8 bamboo and the green dragon.
GREEN_TILES = frozenset([make(2, 2), make(2, 3), make(2, 4), make(2, 6), make(2, 8), GREEN])
# Reversible Tiles: 1 2 3 4 5 8 9 dots, 2 4 5 6 8 9 bamboo, white dragon (their faces look the
# same upside down).
REVERSIBLE_TILES = frozenset(
    [make(1, r) for r in (1, 2, 3, 4, 5, 8, 9)] + [make(2, r) for r in (2, 4, 5, 6, 8, 9)] + [WHITE]
)
TERMINALS_AND_HONORS = tuple(k for k in range(NUM_KINDS) if terminal_or_honor(k))

# The six knitted straights: 147 in one suit, 258 in another, 369 in the third.
KNITTED_STRAIGHTS: tuple[tuple[int, ...], ...] = tuple(
    tuple(
        make(s, r)
        for s, start in zip(order, (1, 2, 3), strict=True)
        for r in (start, start + 3, start + 6)
    )
    for order in ((0, 1, 2), (0, 2, 1), (1, 0, 2), (1, 2, 0), (2, 0, 1), (2, 1, 0))
)
