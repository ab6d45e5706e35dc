"""Fans made of chows: Pure Double Chow up to Quadruple Chow, straights and shifted chows,
and the terminal-chow hands (Pure / Three-Suited Terminal Chows) which also use the pair.
"""

from __future__ import annotations

from tiles.kinds import rank, suit

from . import Hit, View
from .combine import absorbed, combine

# When the same number of 1-point chow fans can be kept in two ways, keep these first.
PRIORITY = ("Pure Double Chow", "Mixed Double Chow", "Short Straight", "Two Terminal Chows")


def pair_fan(a: int, b: int) -> str | None:
    """The fan two chows (given by their first tiles) make together."""
    if suit(a) != suit(b):
        return "Mixed Double Chow" if rank(a) == rank(b) else None
    if a == b:
        return "Pure Double Chow"
    if abs(a - b) == 3:
        return "Short Straight"
    if {rank(a), rank(b)} == {1, 7}:
        return "Two Terminal Chows"
    return None


def triple_fan(a: int, b: int, c: int) -> str | None:
    a, b, c = sorted((a, b, c))
    suits = {suit(a), suit(b), suit(c)}
    ranks = sorted((rank(a), rank(b), rank(c)))
    if len(suits) == 1:
        if a == b == c:
            return "Pure Triple Chow"
        if ranks == [1, 4, 7]:
            return "Pure Straight"
        if b - a == c - b and b - a in (1, 2):
            return "Pure Shifted Chows"
        return None
    if len(suits) == 3:
        if ranks[0] == ranks[2]:
            return "Mixed Triple Chow"
        if ranks == [1, 4, 7]:
            return "Mixed Straight"
        if ranks[1] == ranks[0] + 1 and ranks[2] == ranks[1] + 1:
            return "Mixed Shifted Chows"
    return None


def quad_fan(keys: list[int]) -> str | None:
    a, b, c, d = sorted(keys)
    if a == d:
        return "Quadruple Chow"
    if suit(a) == suit(d) and b - a == c - b == d - c and b - a in (1, 2):
        return "Four Pure Shifted Chows"
    return None


def terminal_chows(starts: list[int], pair_tile: int) -> str | None:
    """Pure / Three-Suited Terminal Chows: 123 and 789 chows around a pair of 5s."""
    if pair_tile >= 27 or rank(pair_tile) != 5 or len(starts) != 4:
        return None
    ps = suit(pair_tile)
    shape = sorted((suit(t), rank(t)) for t in starts)
    if shape == [(ps, 1), (ps, 1), (ps, 7), (ps, 7)]:
        return "Pure Terminal Chows"
    others = [s for s in range(3) if s != ps]
    if shape == sorted([(s, r) for s in others for r in (1, 7)]):
        return "Three-Suited Terminal Chows"
    return None


def detect(view: View) -> list[Hit]:
    chows = [(i, g.tile) for i, g in view.sets() if g.kind == "chow"]
    if len(chows) < 2:
        return []
    pair = view.pair()
    if pair is not None and view.form == "standard":
        name = terminal_chows([t for _, t in chows], pair[1].tile)
        if name:
            hit = Hit(name, tuple(i for i, _ in chows) + (pair[0],))
            return [hit, *absorbed(chows, name, triple_fan, pair_fan)]
    return combine(chows, quad_fan, triple_fan, pair_fan, PRIORITY)
