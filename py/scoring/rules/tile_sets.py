"""Fans about which tiles appear at all: All Green, All Honors, All Terminals, All Terminals
and Honors, All Simples, Reversible Tiles, Upper/Middle/Lower Tiles, Upper/Lower Four, and
Tile Hog (all four copies of a tile used without a kong).
"""

from __future__ import annotations

from tiles.kinds import NUM_KINDS, honor, rank, terminal

from ..tiles import GREEN_TILES, REVERSIBLE_TILES
from . import Hit, View


def _mask(kinds) -> int:
    out = 0
    for k in kinds:
        out |= 1 << k
    return out


GREEN = _mask(GREEN_TILES)
REVERSIBLE = _mask(REVERSIBLE_TILES)
HONORS = _mask(k for k in range(NUM_KINDS) if honor(k))
TERMINALS = _mask(k for k in range(NUM_KINDS) if terminal(k))
OUTSIDE = HONORS | TERMINALS
RANGES = tuple(
    (name, _mask(k for k in range(27) if rank(k) in allowed))
    for name, allowed in (
        ("Upper Tiles", {7, 8, 9}),
        ("Middle Tiles", {4, 5, 6}),
        ("Lower Tiles", {1, 2, 3}),
        ("Upper Four", {6, 7, 8, 9}),
        ("Lower Four", {1, 2, 3, 4}),
    )
)


def detect(view: View) -> list[Hit]:
    kinds = view.kinds
    present = _mask(kinds)
    hits: list[Hit] = []
    if not present & ~GREEN:
        hits.append(Hit("All Green"))
    if not present & ~HONORS:
        hits.append(Hit("All Honors"))
    if not present & ~TERMINALS:
        hits.append(Hit("All Terminals"))
    if not present & ~OUTSIDE:
        hits.append(Hit("All Terminals and Honors"))
    if not present & OUTSIDE:
        hits.append(Hit("All Simples"))
    if not present & ~REVERSIBLE:
        hits.append(Hit("Reversible Tiles"))
    hits.extend(Hit(name) for name, allowed in RANGES if not present & ~allowed)
    counts = view.counts
    for k in kinds:
        if counts[k] == 4 and not any(g.kind == "kong" and g.tile == k for g in view.groups):
            hits.append(Hit("Tile Hog", (), (k,)))
    return hits
