"""A match: 16 hands from one seed (or fewer; one hand is the single-hand mode).

Hand n is played on the wall ``shuffled_wall(seed, n)`` with the seat winds and prevalent wind
of ``seating``; the running scores carry from hand to hand. A match in progress is saved as
its seed and the choices made (``to_json``) and resumed by replaying them (``from_json``).
"""

from __future__ import annotations

from collections.abc import Sequence

from .actions import Action
from .player import Player
from .record import hand_record
from .seating import HANDS_PER_MATCH, prevalent_wind, seat_winds
from .table import Table, play_hand
from .wall import shuffled_wall

SAVE_VERSION = 1


class Match:
    """A match of ``hands`` hands (1..16) dealt from ``seed``; ``table`` is the hand being
    played. Call ``next_hand()`` once it is over, until ``over``."""

    def __init__(self, seed: int, hands: int = HANDS_PER_MATCH) -> None:
        if type(seed) is not int or seed < 0:
            raise ValueError(f"a match seed is a whole number >= 0, not {seed!r}")
        if type(hands) is not int or not 1 <= hands <= HANDS_PER_MATCH:
            raise ValueError(f"a match has 1 to {HANDS_PER_MATCH} hands, not {hands!r}")
        self.seed = seed
        self.hands = hands
        self.tables: list[Table] = []
        self._deal(1, (0, 0, 0, 0))

    def _deal(self, number: int, scores: tuple[int, int, int, int]) -> Table:
        table = Table(
            shuffled_wall(self.seed, number),
            seat_winds=seat_winds(number),
            prevalent_wind=prevalent_wind(number),
            hand_number=number,
            scores=scores,
            seed=self.seed,
        )
        self.tables.append(table)
        return table

    @property
    def table(self) -> Table:
        """The hand being played (or the last one, once the match is over)."""
        return self.tables[-1]

    @property
    def hand_number(self) -> int:
        return self.table.hand_number

    @property
    def scores(self) -> tuple[int, int, int, int]:
        """Running scores, the current hand's settlement included once it is over."""
        return self.table.final_scores

    @property
    def over(self) -> bool:
        return self.table.over and self.hand_number == self.hands

    def next_hand(self) -> Table:
        """Deal the next hand; ValueError while the current one is being played or at the end."""
        if not self.table.over:
            raise ValueError("the current hand is still being played")
        if self.over:
            raise ValueError("the match is over")
        return self._deal(self.hand_number + 1, self.scores)

    @property
    def records(self) -> list[dict]:
        """The hand records of the finished hands, in order."""
        return [hand_record(t) for t in self.tables if t.over]

    def placings(self) -> tuple[int, int, int, int]:
        """Each seat's place (1 = most points; equal scores share a place)."""
        s = self.scores
        places = [1 + sum(1 for other in s if other > mine) for mine in s]
        return (places[0], places[1], places[2], places[3])

    def to_json(self) -> dict:
        """The match as seed + choices: enough to rebuild it exactly (``from_json``)."""
        return {
            "version": SAVE_VERSION,
            "seed": self.seed,
            "hands": self.hands,
            "log": [[[seat, a.to_json()] for seat, a in t.log] for t in self.tables],
        }

    @classmethod
    def from_json(cls, data: dict) -> Match:
        """Replay a saved match; ValueError (or IllegalAction) if the save does not replay."""
        if not isinstance(data, dict) or data.get("version") != SAVE_VERSION:
            raise ValueError("not a saved match of this version")
        log = data.get("log")
        if not isinstance(log, list) or not 1 <= len(log) <= HANDS_PER_MATCH:
            raise ValueError("a saved match needs the choices of each hand played")
        match = cls(data.get("seed"), data.get("hands"))
        for n, choices in enumerate(log):
            if n:
                match.next_hand()
            if not isinstance(choices, list):
                raise ValueError(f"hand {n + 1}: the choices are not a list")
            for item in choices:
                if not (isinstance(item, list) and len(item) == 2 and type(item[0]) is int):
                    raise ValueError(f"hand {n + 1}: {item!r} is not [seat, action]")
                match.table.apply(item[0], Action.from_json(item[1]))
        return match


def play_match(players: Sequence[Player], seed: int, hands: int = HANDS_PER_MATCH) -> Match:
    """Play a whole match with computer players (index = seat)."""
    match = Match(seed, hands)
    while True:
        play_hand(match.table, players)
        if match.over:
            return match
        match.next_hand()
