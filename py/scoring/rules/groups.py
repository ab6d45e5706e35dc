"""Fans about what every group of a four-sets-and-a-pair hand holds: All Pungs, All Chows,
Outside Hand, All Fives, All Even Pungs.
"""

from __future__ import annotations

from tiles.kinds import rank, suited, terminal_or_honor
from tiles.meld import Meld

from ..decompose import KNITTED_STRAIGHT, STANDARD
from . import Hit, View


def _tiles(g: Meld) -> tuple[int, ...]:
    return (g.tile, g.tile) if g.kind == "pair" else g.tiles


def detect(view: View) -> list[Hit]:
    pair = view.pair()
    if pair is None:
        return []
    sets = view.sets()
    hits: list[Hit] = []
    chows = [g for _, g in sets if g.kind == "chow"]
    if view.form == KNITTED_STRAIGHT:
        if len(chows) == 1 and suited(pair[1].tile):
            hits.append(Hit("All Chows"))
        return hits
    if view.form != STANDARD:
        return hits
    groups = view.groups
    if not chows:
        hits.append(Hit("All Pungs"))
    if len(chows) == 4 and suited(pair[1].tile):
        hits.append(Hit("All Chows"))
    if all(any(map(terminal_or_honor, _tiles(g))) for g in groups):
        hits.append(Hit("Outside Hand"))
    if all(any(suited(t) and rank(t) == 5 for t in _tiles(g)) for g in groups):
        hits.append(Hit("All Fives"))
    if all(g.kind != "chow" and suited(g.tile) and rank(g.tile) % 2 == 0 for g in groups):
        hits.append(Hit("All Even Pungs"))
    return hits
