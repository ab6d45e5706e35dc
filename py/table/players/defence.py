"""Defence: how likely each discard is to give an opponent a winning hand.

The numbers are measured, not guessed: in baseline play (``python -m bench.players`` deals) a
discard wins an opponent's hand about 0.4 % of the time; almost never in an opponent's first
five turns, about 1 to 2 % from its fifteenth; a middle tile (3-7) about twice as often as the
average, a 2 or 8 half as often, a terminal a third as often, an honour almost never unless
two copies are already out (then it can only be a pair wait, which players keep). A tile an
opponent has *passed*, discarded by another seat since that opponent last changed its hand,
cannot win it: players here always take a legal win, and MCR has no other reason to pass.

An opponent "shows a likely ready hand" by the time it has played and its exposed melds; the
danger of a tile is summed over the opponents. The discard after the last wall tile is apart
(``last_discard_danger``): every wait wins then, by Last Tile Claim alone.
"""

from __future__ import annotations

from tiles import PLAYING_TILES
from tiles.kinds import KIND

from ..seat_view import SeatView
from .plan import tile_class

# chance that one discard wins one opponent's hand, by that opponent's discards so far
_BY_TURNS = (0.0, 0.0, 0.0003, 0.0003, 0.003, 0.004, 0.005, 0.008, 0.012, 0.016, 0.02)


def readiness(view: SeatView, seat: int) -> float:
    """Chance that a random discard now wins ``seat``'s hand (before the tile is known)."""
    turns = len(view.discards[seat])
    exposed = sum(1 for m in view.melds[seat] if m.exposed)
    base = _BY_TURNS[min(turns // 2, len(_BY_TURNS) - 1)]
    return base * (1.5 if exposed >= 3 else 1.0)


def tile_factor(kind: int, seen: int) -> float:
    """How much likelier than average a tile of ``kind`` with ``seen`` copies visible wins."""
    if kind >= 27:
        return (0.02, 0.02, 0.8, 0.3, 0.0)[min(seen, 4)]
    rank = kind % 9
    if seen >= 4:
        return 0.0
    if rank in (0, 8):
        return 0.4
    if rank in (1, 7):
        return 0.6
    return 2.0


def danger(view: SeatView) -> list[float]:
    """For each kind, the chance that discarding it now lets some opponent win on it."""
    visible = view.visible
    factors = [tile_factor(k, visible.get(t, 0)) for k, t in enumerate(PLAYING_TILES)]
    return _over_opponents(view, readiness, factors)


def _over_opponents(view: SeatView, ready, factors: list[float]) -> list[float]:
    """Each kind's ``factors`` weighed by ``ready(view, seat)`` and summed over the opponents
    that have not passed it."""
    out = [0.0] * 34
    for seat in range(4):
        if seat == view.seat:
            continue
        weight = ready(view, seat)
        if not weight:
            continue
        passed = passed_tiles(view, seat)
        for k in range(34):
            if k not in passed:
                out[k] += weight * factors[k]
    return out


# how often a kind is among a ready hand's waits, relatively: honour, terminal, 2 or 8, middle
# (measured on baseline hands: about 1 %, 2 %, 3 % and 6.5 %)
_WAITED = (0.01, 0.02, 0.03, 0.065)


def last_discard_danger(view: SeatView) -> list[float]:
    """For the discard after the last wall tile: every wait then wins (Last Tile Claim alone
    is 8 points), so each kind's danger is how often it is among the opponents' waits, summed
    over the opponents that have not passed it. An honour whose other copies are all in
    sight cannot be waited on (thirteen orphans aside)."""
    visible = view.visible
    factors = [
        0.0 if k >= 27 and visible.get(t, 0) >= 4 else _WAITED[tile_class(k)]
        for k, t in enumerate(PLAYING_TILES)
    ]
    return _over_opponents(view, lambda _view, _seat: 1.0, factors)


def passed_tiles(view: SeatView, seat: int) -> set[int]:
    """Kinds discarded by other seats since ``seat`` last discarded, that it did not win on.

    The seats between ``seat`` and the seat choosing now have each discarded once since
    ``seat`` did. Only read while nobody has claimed a tile (a claim breaks the turn order).
    """
    out: set[int] = set()
    if any(m.claimed is not None for melds in view.melds for m in melds):
        return out
    mine = len(view.discards[seat])
    other = view.next_seat(seat)
    while other != view.seat:
        pond = view.discards[other]
        # a seat before ``seat`` in the round from the dealer has started the next round
        expected = mine + 1 if _before(view, other, seat) else mine
        if len(pond) != expected or not pond:
            return set()
        out.add(KIND[pond[-1].tile])
        other = view.next_seat(other)
    return out


def _before(view: SeatView, a: int, b: int) -> bool:
    """Whether seat ``a`` plays before seat ``b`` in a round starting from the dealer."""
    order = [view.dealer]
    while len(order) < 4:
        order.append(view.next_seat(order[-1]))
    return order.index(a) < order.index(b)
