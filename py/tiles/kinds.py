"""The scorer's numbers for the 34 playing tiles: kinds 0..33, in ``PLAYING_TILES`` order.

Numbers make the rules arithmetic: ``kind // 9`` is the suit (0 m, 1 p, 2 s), ``kind % 9 + 1``
the rank, a chow three consecutive kinds of one suit, and a hand's tiles a list of 34 counts.

    0-8 1m-9m    9-17 1p-9p    18-26 1s-9s    27-30 E S W N    31-33 C F P

``PLAYING_TILES[kind]`` is a kind's face, ``KIND[face]`` a face's kind.
"""

from __future__ import annotations

from . import PLAYING_TILES, WINDS

NUM_KINDS = len(PLAYING_TILES)
EAST, SOUTH, WEST, NORTH = 27, 28, 29, 30
RED, GREEN, WHITE = 31, 32, 33

KIND: dict[str, int] = {face: kind for kind, face in enumerate(PLAYING_TILES)}
"""A playing tile's face -> its kind (a flower has none: KeyError)."""


def suited_kind(suit_index: int, rank_value: int) -> int:
    """The kind of a suited tile: suit 0 (m), 1 (p) or 2 (s), rank 1..9."""
    return suit_index * 9 + rank_value - 1


def wind_kind(letter: str) -> int:
    """The kind of a wind letter E, S, W or N."""
    return EAST + WINDS.index(letter)


def suited(kind: int) -> bool:
    """A tile of a suit (kinds 0..26)."""
    return kind < 27


def honor(kind: int) -> bool:
    """A wind or a dragon (kinds 27..33)."""
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
    """A 1 or a 9 of a suit."""
    return kind < 27 and kind % 9 in (0, 8)


def terminal_or_honor(kind: int) -> bool:
    """A 1 or a 9 of a suit, a wind or a dragon."""
    return kind >= 27 or kind % 9 in (0, 8)


TERMINALS_AND_HONORS = tuple(k for k in range(NUM_KINDS) if terminal_or_honor(k))
"""The 13 kinds of Thirteen Orphans: 1 and 9 of each suit, the winds, the dragons."""
