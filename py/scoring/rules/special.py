"""Fans of the special forms and of Nine Gates: Seven Pairs, Seven Shifted Pairs, Thirteen
Orphans, Lesser / Greater Honors and Knitted Tiles, Knitted Straight, Nine Gates.
"""

from __future__ import annotations

from tiles.kinds import honor, suit, suited

from ..decompose import (
    HONORS_AND_KNITTED,
    KNITTED_STRAIGHT,
    SEVEN_PAIRS,
    STANDARD,
    THIRTEEN_ORPHANS,
)
from . import Hit, View

NINE_GATES = (3, 1, 1, 1, 1, 1, 1, 1, 3)


def nine_gates(view: View) -> bool:
    """Concealed 1112345678999 of one suit (no melds at all), won on a tile of that suit."""
    hand = view.hand
    win = view.ctx.win_tile
    if hand.melds or not suited(win) or len(hand.concealed) != 13:
        return False
    base = 9 * suit(win)
    counts = [0] * 9
    for t in hand.concealed:
        if not base <= t < base + 9:
            return False
        counts[t - base] += 1
    return tuple(counts) == NINE_GATES


def detect(view: View) -> list[Hit]:
    form = view.form
    if form == STANDARD:
        return [Hit("Nine Gates")] if nine_gates(view) else []
    if form == SEVEN_PAIRS:
        kinds = [g.tile for g in view.groups]
        shifted = (
            len(set(kinds)) == 7
            and suited(kinds[0])
            and suit(kinds[0]) == suit(kinds[-1])
            and kinds[-1] - kinds[0] == 6
        )
        hits = [Hit("Seven Pairs", tuple(range(7)))]
        if shifted:
            hits.append(Hit("Seven Shifted Pairs", tuple(range(7))))
        return hits
    if form == THIRTEEN_ORPHANS:
        return [Hit("Thirteen Orphans")]
    if form == HONORS_AND_KNITTED:
        tiles = view.arrangement.tiles
        honors = sum(1 for t in tiles if honor(t))
        hits = [Hit("Lesser Honors and Knitted Tiles")]
        if honors == 7:
            hits.append(Hit("Greater Honors and Knitted Tiles"))
        if honors == 5:
            hits.append(Hit("Knitted Straight", (), tuple(t for t in tiles if suited(t))))
        return hits
    if form == KNITTED_STRAIGHT:
        return [Hit("Knitted Straight", (), view.arrangement.tiles)]
    return []
