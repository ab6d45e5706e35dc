"""Which tiles complete a 13-tile hand, and whether the wait fans may count.

A tile kind of which the hand already holds all four copies cannot complete it.
"""

from __future__ import annotations

from .decompose import is_complete
from .hand import Hand
from .tiles import KNITTED_STRAIGHTS, NUM_KINDS, TERMINALS_AND_HONORS, suited


def _candidates(hand: Hand) -> range | list[int]:
    """Kinds worth trying: neighbours of concealed tiles, or all when a special form is near."""
    present = set(hand.concealed)
    no_melds = not hand.melds
    if (
        no_melds
        and (len(present) >= 12 or sum(1 for k in TERMINALS_AND_HONORS if k in present) >= 12)
    ) or (
        len(hand.melds) <= 1
        and any(sum(1 for k in ks if k in present) >= 8 for ks in KNITTED_STRAIGHTS)
    ):
        return range(NUM_KINDS)
    near: set[int] = set()
    for t in present:
        near.add(t)
        if suited(t):
            base = t - t % 9
            near.update(k for k in range(t - 2, t + 3) if base <= k < base + 9)
    return sorted(near)


def waiting_kinds(hand: Hand, limit: int | None = None) -> list[int]:
    """Tile kinds that complete the hand (13 tiles, melds counting 3), in kind order."""
    held = hand.counts()
    concealed = [0] * NUM_KINDS
    for t in hand.concealed:
        concealed[t] += 1
    out: list[int] = []
    melds = len(hand.melds)
    for k in _candidates(hand):
        if held[k] >= 4:
            continue
        concealed[k] += 1
        if is_complete(melds, concealed):
            out.append(k)
            if limit is not None and len(out) >= limit:
                concealed[k] -= 1
                break
        concealed[k] -= 1
    return out


def waiting_tiles(hand_without_win: str | Hand) -> list[str]:
    """Names of the tiles that complete a 13-tile hand ([] when none does).

    Raises HandError when the text is not a hand of 13 tiles (melds counting 3).
    """
    from .notation import validate
    from .tiles import tile_name

    hand = validate(hand_without_win)
    return [tile_name(k) for k in waiting_kinds(hand)]
