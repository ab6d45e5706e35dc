"""Scoring by ticking fans (issue 50): a player who knows a hand's fans taps them and gets the
total, the rulebook's exclusions applied as they tick. Pure Python (no DOM).

A fan that a ticked fan implies outright (``scoring.exclusions.RULES``, scope "all": Full Flush
implies No Honors) is greyed with the fan that implies it, cannot be ticked, and is dropped if
it was ticked before the bigger fan. The two partial rules are said beside the fan but left to
the player, as only the hand's sets decide them: "shared" (Big Three Winds: no Pung of
Terminals or Honors for its own wind pungs, a fourth pung still counts) and "one" (Nine Gates
includes one Pung of Terminals or Honors). Fans that can count more than once (``REPEATS``) count
once more on each tap, up to their most, then go back to none. Flowers are the scorer's context
panel's count, one point each, not part of the 8-point minimum, as in ``scoring.score``.
"""

from __future__ import annotations

from dataclasses import dataclass

from scoring import FANS
from scoring.exclusions import ALL, RULES

from app.scorer.state import Context
from app.scorer.to_sheet import Offer

FLOWER_FAN = "Flower Tiles"
MINIMUM = 8
TICKABLE = tuple(f for f in FANS if f.name != FLOWER_FAN)  # flowers: the context's count
POINTS = {f.name: f.points for f in FANS}
ORDER = {f.name: (-f.points, f.id) for f in FANS}
REPEATS = {
    "Pure Double Chow": 2,
    "Mixed Double Chow": 2,
    "Short Straight": 2,
    "Two Terminal Chows": 2,
    "Tile Hog": 3,
    "Pung of Terminals or Honors": 4,
}
GROUPS = tuple(sorted({f.points for f in TICKABLE}, reverse=True))  # 88, 64, ... 1


@dataclass(frozen=True)
class Ticks:
    """The fans ticked and how many times each counts, in the rulebook's order (biggest first)."""

    counts: tuple[tuple[str, int], ...] = ()

    def count(self, name: str) -> int:
        """How many times ``name`` is ticked (0: not ticked)."""
        return dict(self.counts).get(name, 0)

    def names(self) -> list[str]:
        return [name for name, _ in self.counts]


@dataclass(frozen=True)
class Tally:
    """The total of the ticked fans and the flowers."""

    fans: int  # the points of the ticked fans: what the 8-point minimum counts
    flowers: int
    total: int
    meets_minimum: bool


def made(counts: dict[str, int]) -> Ticks:
    """Ticks from a name -> count map: unknown names and counts below one left out, counts
    capped at a fan's most, and every fan a bigger ticked fan implies dropped."""
    kept: list[tuple[str, int]] = []
    for name in sorted((n for n in counts if n in POINTS and n != FLOWER_FAN), key=ORDER.get):
        n = min(int(counts[name]), REPEATS.get(name, 1))
        if n < 1 or any(RULES.get(big, {}).get(name) == ALL for big, _ in kept):
            continue
        kept.append((name, n))
    return Ticks(tuple(kept))


def greyed(ticks: Ticks) -> dict[str, str]:
    """Each fan a ticked fan implies outright, with the (biggest) ticked fan that implies it."""
    out: dict[str, str] = {}
    for big in ticks.names():
        for name, scope in RULES.get(big, {}).items():
            if scope == ALL:
                out.setdefault(name, big)
    return out


def notes(ticks: Ticks) -> dict[str, tuple[str, str]]:
    """Each fan a ticked fan implies only in part: name -> (scope "shared" or "one", by)."""
    out: dict[str, tuple[str, str]] = {}
    for big in ticks.names():
        for name, scope in RULES.get(big, {}).items():
            if scope != ALL:
                out.setdefault(name, (scope, big))
    return out


def tap(ticks: Ticks, name: str) -> Ticks:
    """A tap on ``name``: ticked once, once more for a fan that repeats, or unticked after its
    most; a greyed fan (or one that is none) does not change."""
    if name not in POINTS or name == FLOWER_FAN or name in greyed(ticks):
        return ticks
    counts = dict(ticks.counts)
    n = counts.get(name, 0) + 1
    counts[name] = n if n <= REPEATS.get(name, 1) else 0
    return made(counts)


def tally(ticks: Ticks, flowers: int) -> Tally:
    """The ticked fans' points, plus one point a flower; the minimum counts the fans only."""
    fans = sum(POINTS[name] * n for name, n in ticks.counts)
    flowers = max(0, int(flowers))
    return Tally(fans, flowers, fans + flowers, fans >= MINIMUM)


def offer_of(ticks: Ticks, context: Context, hand: str = "") -> Offer:
    """The ticked hand for the score sheet, as the scorer offers a scored hand: the total, the
    fans (flowers as Flower Tiles), who won and who discarded from the context panel."""
    context = context.normal()
    sums = tally(ticks, context.flowers)
    fans = [(name, POINTS[name], n) for name, n in ticks.counts]
    if sums.flowers:
        fans.append((FLOWER_FAN, POINTS[FLOWER_FAN], sums.flowers))
    return Offer(
        points=sums.total,
        without_flowers=sums.fans,
        self_drawn=context.self_drawn,
        seat_wind=context.seat_wind,
        discarder=None if context.self_drawn else context.discarder,
        round_wind=context.round_wind,
        hand=hand,
        fans=tuple(fans),
        route="",
    )
