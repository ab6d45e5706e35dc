"""Fans about which suits and honours the hand holds: Full Flush, Half Flush, One Voided
Suit, No Honors, All Types.
"""

from __future__ import annotations

from . import Hit, View


def detect(view: View) -> list[Hit]:
    counts = view.counts
    suits = [s for s in range(3) if any(counts[9 * s : 9 * s + 9])]
    has_honors = any(counts[27:])
    hits: list[Hit] = []
    if len(suits) == 1:
        hits.append(Hit("Half Flush" if has_honors else "Full Flush"))
    elif len(suits) == 2:
        hits.append(Hit("One Voided Suit"))
    if not has_honors:
        hits.append(Hit("No Honors"))
    if len(suits) == 3 and any(counts[27:31]) and any(counts[31:]):
        hits.append(Hit("All Types"))
    return hits
