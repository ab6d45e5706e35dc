"""The learner's "ready" aid: which tiles a hand waits on, and what a win on each would score.

From one seat's ``SeatView`` only (what it may see), scored by ``scoring`` with the context the
table would give the win (``context``): the seat and prevalent winds, the seat's flowers, the
last of its kind from the copies shown on the table. Each wait is priced as a win on a discard
(``Table.ready``) and as a self-drawn win; a value below the 8-point minimum is 0, since it is
no win, and so is a dead wait (every copy held or shown). On the seat's turn the same is worked
out for the hand a discard would leave (the page's preview).
"""

from __future__ import annotations

from typing import NamedTuple

from scoring import HandError, score, waiting_tiles
from scoring.shanten import caps_of, shanten
from tiles import PLAYING_TILES, sorted_tiles
from tiles.kinds import KIND

from .context import scoring_hand, visible_copies, win_context
from .seat_view import SeatView


class Wait(NamedTuple):
    """A tile that completes the hand: its value on a discard and self-drawn (0 below the
    minimum) and how many copies the person cannot see."""

    tile: str
    discard_points: int
    self_drawn_points: int
    left: int


def waits(view: SeatView, concealed: tuple[str, ...] | None = None) -> list[Wait]:
    """The waits of the person's 13 tiles (``concealed``, default the view's own, beside the
    view's melds), in tile order; [] when no single tile completes the hand."""
    seat = view.seat
    tiles = view.concealed if concealed is None else concealed
    hand = scoring_hand(view.melds[seat], tiles)
    try:
        completing = waiting_tiles(hand)
    except HandError:  # not 13 tiles (melds counting 3): nothing to wait on
        return []
    out = []
    for tile in sorted_tiles(completing):
        shown = visible_copies(tile, view.melds, view.discards)
        if tiles.count(tile) + shown >= 4:  # dead: no copy of it can come
            out.append(Wait(tile, 0, 0, 0))
            continue
        values = []
        for self_drawn in (False, True):
            context = win_context(
                self_drawn=self_drawn,
                seat_wind=view.seat_wind,
                round_wind=view.prevalent_wind,
                flowers=len(view.flowers[seat]),
                last_tile=not self_drawn and view.wall_left == 0,  # Last Tile Claim
                others_visible=shown,
                kong_tile=False,
            )
            result = score(hand, win_tile=tile, **context)
            values.append(result.total if result.meets_minimum else 0)
        out.append(Wait(tile, values[0], values[1], max(0, view.unseen(tile))))
    return out


def waits_after_discard(view: SeatView, tile: str) -> list[Wait]:
    """The waits the hand would have after discarding ``tile`` on the person's turn."""
    held = list(view.held)
    held.remove(tile)
    return waits(view, tuple(held))


def meld_caps(view: SeatView) -> tuple[int, ...]:
    """How many copies of each kind the seat's concealed tiles may still come to, its own
    melds' copies taken off: no hand is counted ready on a fifth copy (``scoring.shanten``)."""
    return caps_of([k for meld in view.melds[view.seat] for k in meld.meld.tiles])


def ready_discards(view: SeatView) -> set[str]:
    """On the person's turn: the tiles whose discard leaves the hand ready (waiting on at
    least one tile), whatever it would be worth."""
    counts = [0] * len(PLAYING_TILES)
    for tile in view.held:
        counts[KIND[tile]] += 1
    melds = len(view.melds[view.seat])
    caps = meld_caps(view)
    out = set()
    for tile in set(view.held):
        counts[KIND[tile]] -= 1
        if shanten(counts, melds, caps) == 0:
            out.add(tile)
        counts[KIND[tile]] += 1
    return out


class Distance(NamedTuple):
    """How far a hand is from ready: ``tiles`` to draw (each replacing a tile of the hand) to
    be ready, 0 when it is; ``discards``: on the seat's turn, the tiles whose discard leaves
    it that close (in tile order), else ()."""

    tiles: int
    discards: tuple[str, ...] = ()


def distance(view: SeatView) -> Distance:
    """The ready aid's answer when no wait is in sight: from the seat's own tiles and melds
    (``shanten``), for the 13 tiles it holds, or on its turn for the best discard."""
    counts = [0] * len(PLAYING_TILES)
    for tile in view.held:
        counts[KIND[tile]] += 1
    melds = len(view.melds[view.seat])
    if len(view.held) + 3 * melds != 14:
        return Distance(shanten(counts, melds, meld_caps(view)))
    after = after_discards(view)
    best = min(after.values())
    return Distance(best, tuple(t for t in sorted_tiles(after) if after[t] == best))


def after_discards(view: SeatView) -> dict[str, int]:
    """On the seat's turn: each discard's shanten of the 13 tiles it leaves (meld copies
    counted), by tile."""
    counts = [0] * len(PLAYING_TILES)
    for tile in view.held:
        counts[KIND[tile]] += 1
    melds = len(view.melds[view.seat])
    caps = meld_caps(view)
    out = {}
    for tile in set(view.held):
        counts[KIND[tile]] -= 1
        out[tile] = shanten(counts, melds, caps)
        counts[KIND[tile]] += 1
    return out
