"""Fans about which tiles appear at all: All Green, All Honors, All Terminals, All Terminals
and Honors, All Simples, Reversible Tiles, Upper/Middle/Lower Tiles, Upper/Lower Four, and
Tile Hog (all four copies of a tile used without a kong).
"""

from __future__ import annotations

from ..tiles import GREEN_TILES, REVERSIBLE_TILES, honor, rank, suited, terminal, terminal_or_honor
from . import Hit, View

RANGES = (
    ("Upper Tiles", {7, 8, 9}),
    ("Middle Tiles", {4, 5, 6}),
    ("Lower Tiles", {1, 2, 3}),
    ("Upper Four", {6, 7, 8, 9}),
    ("Lower Four", {1, 2, 3, 4}),
)


def detect(view: View) -> list[Hit]:
    kinds = view.kinds
    hits: list[Hit] = []
    if all(k in GREEN_TILES for k in kinds):
        hits.append(Hit("All Green"))
    if all(map(honor, kinds)):
        hits.append(Hit("All Honors"))
    if all(map(terminal, kinds)):
        hits.append(Hit("All Terminals"))
    if all(map(terminal_or_honor, kinds)):
        hits.append(Hit("All Terminals and Honors"))
    if not any(map(terminal_or_honor, kinds)):
        hits.append(Hit("All Simples"))
    if all(k in REVERSIBLE_TILES for k in kinds):
        hits.append(Hit("Reversible Tiles"))
    if all(map(suited, kinds)):
        ranks = {rank(k) for k in kinds}
        hits.extend(Hit(name) for name, allowed in RANGES if ranks <= allowed)
    kong_tiles = {g.tile for g in view.groups if g.kind == "kong"}
    for k in kinds:
        if view.counts[k] == 4 and k not in kong_tiles:
            hits.append(Hit("Tile Hog", (), (k,)))
    return hits
