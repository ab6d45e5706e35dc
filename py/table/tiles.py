"""The 144 tiles of the MCR game by name, the wind order, and the sort order of a hand.

Tiles are the names the app already uses: ``1m..9m 1p..9p 1s..9s`` (characters, dots,
bamboo), ``E S W N`` (winds), ``C F P`` (red, green, white dragons) and the eight flowers
``fl1..fl4 se1..se4`` (one of each). The 34 playing tiles come from ``scoring.TILE_NAMES`` so
the table and the scorer can never disagree on a name.
"""

from __future__ import annotations

from collections.abc import Iterable

from scoring import TILE_NAMES

WINDS: tuple[str, ...] = ("E", "S", "W", "N")
"""Seat and prevalent winds, in turn order (East plays first, then South, West, North)."""

FLOWERS: tuple[str, ...] = ("fl1", "fl2", "fl3", "fl4", "se1", "se2", "se3", "se4")

PLAYING_TILES: tuple[str, ...] = TILE_NAMES
"""The 34 tiles that make hands, in the scorer's order (each has four copies)."""

KIND: dict[str, int] = {name: k for k, name in enumerate(TILE_NAMES)}
"""Playing tile name -> the scorer's kind number (0..33)."""

_ORDER: dict[str, int] = {name: i for i, name in enumerate(TILE_NAMES + FLOWERS)}

FULL_SET: tuple[str, ...] = tuple(t for t in TILE_NAMES for _ in range(4)) + FLOWERS
"""All 144 tiles in a fixed order (the wall is a seeded shuffle of this)."""


def is_flower(tile: str) -> bool:
    """True for the eight flower tiles (laid open and replaced, never played)."""
    return tile.startswith(("fl", "se"))


def is_tile(tile: object) -> bool:
    """True if ``tile`` names one of the 42 faces."""
    return isinstance(tile, str) and tile in _ORDER


def sort_key(tile: str) -> int:
    """Position of a tile in the display order: suits 1-9 (m, p, s), winds, dragons, flowers."""
    return _ORDER[tile]


def sorted_tiles(tiles: Iterable[str]) -> tuple[str, ...]:
    """Tiles in display order, as a tuple."""
    return tuple(sorted(tiles, key=_ORDER.__getitem__))
