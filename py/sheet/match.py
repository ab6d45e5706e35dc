"""A match on the score sheet: four players, up to 16 hands, the running totals and, at the end,
the table points. Immutable: adding, changing or removing a hand gives a new ``Sheet`` (so a
page can keep the previous ones to undo).

Players are seats 0 to 3 in the order they sat at the start: seat 0 is East in hand 1. The
winds and the dealer of each hand follow the Green Book's order (``scoring.seating``: the deal
passes every hand, a draw included; the players change seats before hands 5, 9 and 13).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, NamedTuple

from scoring import HANDS_PER_MATCH, dealer, prevalent_wind, seat_winds

from .checks import check_hand, check_players
from .errors import SheetError
from .hands import SheetHand
from .placing import places, table_points


class Seating(NamedTuple):
    """Where everyone sits in one hand: the round's wind, each player's seat wind, the dealer."""

    hand: int
    prevalent_wind: str
    seat_winds: tuple[str, str, str, str]
    dealer: int


def seating(hand_number: int) -> Seating:
    """The seating of hand 1..16."""
    return Seating(hand_number, prevalent_wind(hand_number), seat_winds(hand_number),
                   dealer(hand_number))


@dataclass(frozen=True)
class Sheet:
    """Four players (names, in seat order) and the hands played so far, in order. ``extra``
    holds the file's other fields (kept as they came, written back out)."""

    players: tuple[str, str, str, str]
    hands: tuple[SheetHand, ...] = ()
    extra: dict[str, Any] = field(default_factory=dict, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "players", check_players(self.players))
        if len(self.hands) > HANDS_PER_MATCH:
            raise SheetError(f"a match has at most {HANDS_PER_MATCH} hands, not "
                             f"{len(self.hands)}", "too_many", count=len(self.hands))
        for number, hand in enumerate(self.hands, 1):
            check_hand(hand, number)

    @property
    def over(self) -> bool:
        """Whether all 16 hands are in."""
        return len(self.hands) >= HANDS_PER_MATCH

    @property
    def next_hand(self) -> int | None:
        """The number of the hand to enter next (1..16), None when the match is over."""
        return None if self.over else len(self.hands) + 1

    def seating(self, hand_number: int) -> Seating:
        """Where everyone sits in hand ``hand_number`` (1..16)."""
        return seating(hand_number)

    def gains(self) -> list[tuple[int, int, int, int]]:
        """Each hand's gains per seat, in order."""
        return [hand.gains() for hand in self.hands]

    def running(self) -> list[tuple[int, int, int, int]]:
        """The totals after each hand, in order."""
        totals = [0, 0, 0, 0]
        out = []
        for gains in self.gains():
            totals = [t + g for t, g in zip(totals, gains, strict=True)]
            out.append((totals[0], totals[1], totals[2], totals[3]))
        return out

    def totals(self) -> tuple[int, int, int, int]:
        """Each seat's total so far."""
        running = self.running()
        return running[-1] if running else (0, 0, 0, 0)

    def places(self) -> tuple[int, ...]:
        """Each seat's place by its total (1 to 4; equal totals share a place)."""
        return places(self.totals())

    def table_points(self) -> tuple[float, ...]:
        """Each seat's table points by its total (4 / 2 / 1 / 0, ties sharing)."""
        return table_points(self.totals())

    def add(self, hand: SheetHand) -> Sheet:
        """The sheet with ``hand`` entered as the next hand."""
        if self.over:
            raise SheetError(f"the match is over: all {HANDS_PER_MATCH} hands are in", "over")
        return replace(self, hands=(*self.hands, hand))

    def change(self, index: int, hand: SheetHand) -> Sheet:
        """The sheet with hand ``index`` (0-based) replaced by ``hand``."""
        self._check_index(index)
        return replace(self, hands=(*self.hands[:index], hand, *self.hands[index + 1:]))

    def remove(self, index: int) -> Sheet:
        """The sheet without hand ``index`` (0-based): the later hands move up one."""
        self._check_index(index)
        return replace(self, hands=self.hands[:index] + self.hands[index + 1:])

    def with_players(self, players: tuple[str, ...] | list[str]) -> Sheet:
        """The sheet with the players renamed (same seats)."""
        return replace(self, players=tuple(players))

    def _check_index(self, index: int) -> None:
        if type(index) is not int or not 0 <= index < len(self.hands):
            raise SheetError(f"no hand {index!r} on the sheet", "no_hand", index=index)
