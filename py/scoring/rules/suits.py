"""Fans about which suits and honours the hand holds: Full Flush, Half Flush, One Voided
Suit, No Honors, All Types.
"""

from __future__ import annotations

from ..tiles import dragon, honor, suit, suited, wind
from . import Hit, View


def detect(view: View) -> list[Hit]:
    kinds = view.kinds
    suits = {suit(k) for k in kinds if suited(k)}
    has_honors = any(honor(k) for k in kinds)
    hits: list[Hit] = []
    if len(suits) == 1:
        hits.append(Hit("Half Flush" if has_honors else "Full Flush"))
    elif len(suits) == 2:
        hits.append(Hit("One Voided Suit"))
    if not has_honors:
        hits.append(Hit("No Honors"))
    if len(suits) == 3 and any(map(wind, kinds)) and any(map(dragon, kinds)):
        hits.append(Hit("All Types"))
    return hits
