"""The 8-point minimum: a complete hand worth under 8 points without flowers is no win.

The table offers a win only when it meets the minimum; when a tile completes a seat's hand
and the minimum refuses it, the table keeps a ``RefusedWin`` (``Table.refused``) with the
hand scored as if it had won, so the page can say at that moment why no win was offered:
the points and the fans it would have had.
"""

from __future__ import annotations

from typing import NamedTuple

from scoring import Hand, Result, score


class RefusedWin(NamedTuple):
    """A tile that completed ``seat``'s hand but scored under the minimum.

    ``discarder``: the seat whose discard (or added kong, ``robbing``) it was; None when the
    seat drew it. ``score``: the hand scored as a win with the table's context. ``event``:
    the number of the table's events when it was refused (the discard, draw or kong that
    brought the tile is the one before).
    """

    seat: int
    tile: str
    discarder: int | None
    score: Result
    event: int
    robbing: bool = False

    @property
    def self_drawn(self) -> bool:
        return self.discarder is None

    @property
    def points(self) -> int:
        """What the minimum counts: the points without flowers."""
        return self.score.points_without_flowers


def judge(hand: Hand, tile: str, context: dict) -> tuple[Result, bool]:
    """``hand`` + ``tile`` (complete: the caller checks the wait first) scored with the win's
    ``context``, and whether it meets the minimum (else it is no win)."""
    result = score(hand, win_tile=tile, **context)
    return result, result.meets_minimum
