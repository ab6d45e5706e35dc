"""One hand of a match as the score sheet records it: how it ended (a win on a discard, a
self-drawn win, a drawn hand, a false win), the referee's penalties, and what each seat gains.

Payments follow the MCR rule the scorer uses (``scoring.settle``): every other player pays the
winner 8, the discarder pays the hand's points on top, on a self-drawn win all three do. A false
win costs its player ``each`` points paid to each other player; a penalty is deducted from its
player alone (no one receives it). See docs/sheet.md for the rulebook's words.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, NamedTuple

from scoring import settle

SEATS = 4
MINIMUM = 8
"""A win needs at least 8 points (flowers not counted): the MCR minimum."""
FALSE_WIN_EACH = 10
"""What a false win costs its player, paid to each other player, unless the match sets another
amount (the amount MCR score sheets use; see docs/sheet.md)."""


class Points(NamedTuple):
    """A hand's value as ``scoring.settle`` reads a scored result: its total, and whether it
    meets the minimum."""

    total: int
    meets_minimum: bool


@dataclass(frozen=True)
class Win:
    """A win by ``winner`` worth ``points``, on ``discarder``'s discard (None: self-drawn)."""

    winner: int
    points: int
    discarder: int | None = None

    @property
    def self_drawn(self) -> bool:
        return self.discarder is None


@dataclass(frozen=True)
class Draw:
    """A drawn hand (the wall ran out): nobody pays."""


@dataclass(frozen=True)
class FalseWin:
    """A false win declared by ``seat``: it pays ``each`` to each of the other three."""

    seat: int
    each: int = FALSE_WIN_EACH


Outcome = Win | Draw | FalseWin


@dataclass(frozen=True)
class Penalty:
    """A referee's penalty: ``points`` deducted from ``seat`` alone."""

    seat: int
    points: int


@dataclass(frozen=True)
class SheetHand:
    """A hand of the sheet: its outcome, its penalties, and the fields the sheet keeps without
    reading them (the tiles and fans brought from the scorer, a time...), in ``extra``."""

    outcome: Outcome
    penalties: tuple[Penalty, ...] = ()
    extra: dict[str, Any] = field(default_factory=dict, compare=False)

    def gains(self) -> tuple[int, int, int, int]:
        """What each seat gains in this hand (negative: pays), penalties included."""
        gains = list(outcome_gains(self.outcome))
        for penalty in self.penalties:
            gains[penalty.seat] -= penalty.points
        return (gains[0], gains[1], gains[2], gains[3])


def outcome_gains(outcome: Outcome) -> tuple[int, int, int, int]:
    """What each seat gains from how the hand ended (without penalties)."""
    if isinstance(outcome, Win):
        value = Points(outcome.points, outcome.points >= MINIMUM)
        return settle(value, outcome.self_drawn, outcome.winner, outcome.discarder)
    if isinstance(outcome, FalseWin):
        gains = [outcome.each] * SEATS
        gains[outcome.seat] = -outcome.each * (SEATS - 1)
        return (gains[0], gains[1], gains[2], gains[3])
    return (0, 0, 0, 0)
