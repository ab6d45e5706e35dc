"""Defence: how likely each discard is to give an opponent a winning tile.

An opponent shows a likely ready hand by its melds (three or four exposed sets) and by the
time it has had (its number of discards). A tile is safer when all its copies that could
complete a pair or a pung are already visible, when it is an honour or a terminal (fewer
waits use them), and when that opponent has discarded it since its hand last changed (MCR
has no furiten, but a player rarely throws away the tile it waits on).
"""

from __future__ import annotations

from ..tiles import KIND, PLAYING_TILES
from ..view import SeatView


def readiness(view: SeatView, seat: int) -> float:
    """A rough chance that ``seat`` is ready now."""
    exposed = sum(1 for m in view.melds[seat] if m.exposed)
    turns = len(view.discards[seat])
    base = min(0.85, 0.02 + 0.035 * turns)
    return min(0.97, base + 0.16 * exposed + (0.3 if exposed >= 4 else 0.0))


def danger(view: SeatView) -> list[float]:
    """For each kind, the chance that discarding it now lets some opponent win on it."""
    visible = view.visible
    out = [0.0] * 34
    safe_all = [1.0] * 34
    for seat in range(4):
        if seat == view.seat:
            continue
        ready = readiness(view, seat)
        if ready < 0.05:
            continue
        recent = _recent_discards(view, seat)
        for k in range(34):
            name = PLAYING_TILES[k]
            seen = visible.get(name, 0)
            if k >= 27:
                share = (0.05, 0.05, 0.03, 0.0)[min(seen, 3)]
            else:
                rank = k % 9
                share = 0.055 if 2 <= rank <= 6 else 0.04 if rank in (1, 7) else 0.03
                if seen >= 3:
                    share *= 0.6
            if k in recent:
                share *= 0.25
            safe_all[k] *= 1 - ready * share
    for k in range(34):
        out[k] = 1 - safe_all[k]
    return out


def _recent_discards(view: SeatView, seat: int) -> set[int]:
    """Kinds ``seat`` has discarded since it last claimed a meld (all, if it never has)."""
    pond = view.discards[seat]
    claims = sum(1 for m in view.melds[seat] if m.exposed and m.claimed is not None)
    # a claim is followed by a discard; the ones after the last claim are the last few
    start = 0 if not claims else max(0, len(pond) - 6)
    return {KIND[d.tile] for d in pond[start:]}
