"""Fans made of pungs and kongs: shifted and triple pungs, winds and dragons, and the
single-pung fans (Dragon Pung, Seat Wind, Prevalent Wind, Pung of Terminals or Honors).
"""

from __future__ import annotations

from tiles.kinds import dragon, rank, suit, suited, terminal, wind

from . import Hit, View
from .combine import combine

PRIORITY = ("Double Pung", "Two Dragon Pungs")


def pair_fan(a: int, b: int) -> str | None:
    if suited(a) and suited(b) and suit(a) != suit(b) and rank(a) == rank(b):
        return "Double Pung"
    if dragon(a) and dragon(b):
        return "Two Dragon Pungs"
    return None


def triple_fan(a: int, b: int, c: int) -> str | None:
    a, b, c = sorted((a, b, c))
    if all(map(suited, (a, b, c))):
        suits = {suit(a), suit(b), suit(c)}
        ranks = sorted((rank(a), rank(b), rank(c)))
        if len(suits) == 1 and b == a + 1 and c == b + 1:
            return "Pure Shifted Pungs"
        if len(suits) == 3 and ranks[0] == ranks[2]:
            return "Triple Pung"
        if len(suits) == 3 and ranks[1] == ranks[0] + 1 and ranks[2] == ranks[1] + 1:
            return "Mixed Shifted Pungs"
        return None
    if all(map(wind, (a, b, c))):
        return "Big Three Winds"
    if all(map(dragon, (a, b, c))):
        return "Big Three Dragons"
    return None


def quad_fan(keys: list[int]) -> str | None:
    a, b, c, d = sorted(keys)
    if all(map(suited, keys)) and suit(a) == suit(d) and b == a + 1 and c == b + 1 and d == c + 1:
        return "Four Pure Shifted Pungs"
    if all(map(wind, keys)):
        return "Big Four Winds"
    return None


def detect(view: View) -> list[Hit]:
    pungs = [(i, g.tile) for i, g in view.sets() if g.kind in ("pung", "kong")]
    hits: list[Hit] = []
    if len(pungs) >= 2:
        hits.extend(combine(pungs, quad_fan, triple_fan, pair_fan, PRIORITY))
    pair = view.pair()
    wind_pungs = tuple(i for i, t in pungs if wind(t))
    dragon_pungs = tuple(i for i, t in pungs if dragon(t))
    if pair is not None and len(wind_pungs) == 3 and wind(pair[1].tile):
        hits.append(Hit("Little Four Winds", wind_pungs + (pair[0],)))
    if pair is not None and len(dragon_pungs) == 2 and dragon(pair[1].tile):
        hits.append(Hit("Little Three Dragons", dragon_pungs + (pair[0],)))
    for i, t in pungs:
        if dragon(t):
            hits.append(Hit("Dragon Pung", (i,)))
        elif terminal(t) or wind(t):
            hits.append(Hit("Pung of Terminals or Honors", (i,)))
        if t == view.ctx.round_wind:
            hits.append(Hit("Prevalent Wind", (i,)))
        if t == view.ctx.seat_wind:
            hits.append(Hit("Seat Wind", (i,)))
    return hits
