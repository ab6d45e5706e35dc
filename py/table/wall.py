"""The wall: 144 tiles shuffled from a seed, drawn from the front, replacements from the back.

The shuffle uses the project's own generator (``seeded.SplitMix64``) keyed by the match seed
and the hand number, so hand 7 of match 42 has the same wall in CPython and in Pyodide.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence

from seeded import SplitMix64, hash_text
from tiles import FULL_SET

_FULL_COUNTS = Counter(FULL_SET)


def shuffled_wall(seed: int, hand_number: int = 1) -> tuple[str, ...]:
    """The wall of hand ``hand_number`` of the match with ``seed``, in drawing order."""
    tiles = list(FULL_SET)
    SplitMix64(seed ^ hash_text(f"mcr table hand {hand_number}")).shuffle(tiles)
    return tuple(tiles)


def check_wall(tiles: Sequence[str]) -> tuple[str, ...]:
    """The tiles as a wall; ValueError unless they are exactly the 144 tiles of a set."""
    tiles = tuple(tiles)
    if len(tiles) != len(FULL_SET) or Counter(tiles) != _FULL_COUNTS:
        raise ValueError("a wall is exactly the 144 tiles of a set, each once (flowers) or 4x")
    return tiles


class Wall:
    """The undrawn part of the wall: ``draw()`` takes from the front, ``draw_back()`` from the
    end (replacements for flowers and kongs). ``left`` counts the tiles still in it."""

    __slots__ = ("tiles", "front", "back")

    def __init__(self, tiles: Sequence[str]) -> None:
        self.tiles = check_wall(tiles)
        self.front = 0  # index of the next tile from the front
        self.back = len(self.tiles)  # one past the next tile from the back

    @property
    def left(self) -> int:
        return self.back - self.front

    def draw(self) -> str:
        """The next tile from the front; IndexError when the wall is empty."""
        if self.front >= self.back:
            raise IndexError("the wall is empty")
        self.front += 1
        return self.tiles[self.front - 1]

    def draw_back(self) -> str:
        """The next replacement tile, from the back end; IndexError when the wall is empty."""
        if self.front >= self.back:
            raise IndexError("the wall is empty")
        self.back -= 1
        return self.tiles[self.back]
