"""The form of a rulebook hand for the MCR scorer, the fan table, and the check of a hand's fans.

Every case (rulebook_fans_*.py) is a winning hand written in the notation of
shared/mcr/notation.md, the context of the win, and the complete list of fans the 2006 Green
Book (as counted by the standard Chinese Official Mahjong calculators) gives it: (name, points,
count), names as in fans.tsv. The hands are our own, not copies of shared/mcr/examples.json.
The default seat is South and the default prevalent wind West, so that an East or North pung
is only a Pung of Terminals or Honors.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from scoring import score

# The 81 fans and their points, as fixed by shared/mcr/fans.tsv (the contract).
FAN_POINTS: dict[str, int] = {
    "Big Four Winds": 88,
    "Big Three Dragons": 88,
    "All Green": 88,
    "Nine Gates": 88,
    "Four Kongs": 88,
    "Seven Shifted Pairs": 88,
    "Thirteen Orphans": 88,
    "All Terminals": 64,
    "Little Four Winds": 64,
    "Little Three Dragons": 64,
    "All Honors": 64,
    "Four Concealed Pungs": 64,
    "Pure Terminal Chows": 64,
    "Quadruple Chow": 48,
    "Four Pure Shifted Pungs": 48,
    "Four Pure Shifted Chows": 32,
    "Three Kongs": 32,
    "All Terminals and Honors": 32,
    "Seven Pairs": 24,
    "Greater Honors and Knitted Tiles": 24,
    "All Even Pungs": 24,
    "Full Flush": 24,
    "Pure Triple Chow": 24,
    "Pure Shifted Pungs": 24,
    "Upper Tiles": 24,
    "Middle Tiles": 24,
    "Lower Tiles": 24,
    "Pure Straight": 16,
    "Three-Suited Terminal Chows": 16,
    "Pure Shifted Chows": 16,
    "All Fives": 16,
    "Triple Pung": 16,
    "Three Concealed Pungs": 16,
    "Lesser Honors and Knitted Tiles": 12,
    "Knitted Straight": 12,
    "Upper Four": 12,
    "Lower Four": 12,
    "Big Three Winds": 12,
    "Mixed Straight": 8,
    "Reversible Tiles": 8,
    "Mixed Triple Chow": 8,
    "Mixed Shifted Pungs": 8,
    "Chicken Hand": 8,
    "Last Tile Draw": 8,
    "Last Tile Claim": 8,
    "Out with Replacement Tile": 8,
    "Robbing the Kong": 8,
    "Two Concealed Kongs": 8,
    "All Pungs": 6,
    "Half Flush": 6,
    "Mixed Shifted Chows": 6,
    "All Types": 6,
    "Melded Hand": 6,
    "Two Dragon Pungs": 6,
    "Outside Hand": 4,
    "Fully Concealed Hand": 4,
    "Two Melded Kongs": 4,
    "Last Tile": 4,
    "Dragon Pung": 2,
    "Prevalent Wind": 2,
    "Seat Wind": 2,
    "Concealed Hand": 2,
    "All Chows": 2,
    "Tile Hog": 2,
    "Double Pung": 2,
    "Two Concealed Pungs": 2,
    "Concealed Kong": 2,
    "All Simples": 2,
    "Pure Double Chow": 1,
    "Mixed Double Chow": 1,
    "Short Straight": 1,
    "Two Terminal Chows": 1,
    "Pung of Terminals or Honors": 1,
    "Melded Kong": 1,
    "One Voided Suit": 1,
    "No Honors": 1,
    "Edge Wait": 1,
    "Closed Wait": 1,
    "Single Wait": 1,
    "Self-Drawn": 1,
    "Flower Tiles": 1,
}

FanRow = tuple[str, int, int]


@dataclass(frozen=True)
class Case:
    """A winning hand, how it was won, and the fans it must score."""

    id: str
    fan: str  # the fan this case is written to exercise
    hand: str
    win: str
    fans: tuple[FanRow, ...]
    total: int
    self_drawn: bool = False
    seat: str = "S"
    round: str = "W"
    flowers: int = 0
    last_tile: bool = False
    last_of_kind: bool = False
    kong_tile: bool = False
    absent: tuple[str, ...] = field(default=())  # fans the rules forbid here

    def kwargs(self) -> dict[str, object]:
        return {
            "win_tile": self.win,
            "self_drawn": self.self_drawn,
            "seat_wind": self.seat,
            "round_wind": self.round,
            "flowers": self.flowers,
            "last_tile": self.last_tile,
            "last_of_kind": self.last_of_kind,
            "kong_tile": self.kong_tile,
        }

    @property
    def meets_minimum(self) -> bool:
        return self.total - self.flowers >= 8


def C(case_id: str, fan: str, hand: str, win: str, fans: list[FanRow], total: int, **ctx) -> Case:
    return Case(case_id, fan, hand, win, tuple(fans), total, **ctx)


# Short names for the rows, to keep the tables readable.
def f(name: str, count: int = 1) -> FanRow:
    return (name, FAN_POINTS[name], count)


def check(hand, win, fans, total, absent=(), *, seat="S", round="W", **ctx):
    """Score ``hand`` won on ``win``: exactly ``fans`` (rows of f()), ``total`` points, and
    none of the fans named in ``absent`` (the ones the rule forbids). Returns the result."""
    result = score(hand, win_tile=win, seat_wind=seat, round_wind=round, **ctx)
    got = sorted((fan.name, fan.points, fan.count) for fan in result.fans)
    names = {name for name, _, _ in got}
    for name in absent:
        assert name in FAN_POINTS, name
        assert name not in names, f"{name} must not be counted in {hand} + {win}"
    assert got == sorted(fans), f"{hand} + {win}"
    assert result.total == total
    assert sum(p * c for _, p, c in fans) == total  # the expectation itself adds up
    return result
