"""The daily table: one MCR hand a day, the same for everyone, played in duplicate against par.

The day is the calendar day in Kathmandu, as for the solitaire's daily deal
(``engine.daily_date``: it changes at 18:15 UTC). The day's seed comes from its date
(``seeded.hash_text``, the same number in CPython and Pyodide); the hand is hand 1 of a match
dealt from that seed (``shuffled_wall(seed, 1)``, the person in seat 0, East), against three
``PLAYERS`` computer players: ``par``, the strong player frozen as it was on 2026-12-01, so a
day's table and its par never change when the strong player does. Par is what that player
scores from the same seat on the same wall against the same three players: that hand played
out, deterministically, on the spot.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from datetime import date, datetime, timedelta

from engine import daily_date
from seeded import hash_text

from .match import Match
from .player import make_player
from .record import hand_record
from .table import play_hand

PLAYERS = "par"
"""The computer players of the daily table, and the player whose score is par."""
SEAT = 0
"""The person's seat (East in hand 1)."""
SEED_RANGE = 2**31


@dataclass(frozen=True)
class Daily:
    """The daily table of ``day``: the match ``seed`` (hand 1 of it), the person's ``seat``,
    the winds and the computer players' name."""

    day: date
    seed: int
    seat: int = SEAT
    players: str = PLAYERS

    def match(self) -> Match:
        """The day's hand, dealt (a one-hand match)."""
        return Match(self.seed, 1)

    @property
    def seat_winds(self) -> tuple[str, str, str, str]:
        return self.match().table.seat_winds

    @property
    def prevalent_wind(self) -> str:
        return self.match().table.prevalent_wind


@dataclass(frozen=True)
class Par:
    """Par of a daily table: the par player's points from the person's seat, and the hand
    it played (its record, for the replay)."""

    points: int
    record: dict


def daily_seed(day: date) -> int:
    """The match seed of ``day``'s table (from the date alone)."""
    if isinstance(day, datetime) or not isinstance(day, date):
        raise TypeError("daily_seed needs a datetime.date (see engine.daily_date)")
    return hash_text(f"mcr table daily:{day.isoformat()}") % SEED_RANGE


def daily_table(day: date) -> Daily:
    """The daily table of ``day``."""
    return Daily(day, daily_seed(day))


def today(now_utc: datetime) -> date:
    """The daily table's date at the instant ``now_utc``: the day in Kathmandu."""
    return daily_date(now_utc)


def par(daily: Daily) -> Par:
    """Play the day's hand with the par player in the person's seat (the same computer
    players elsewhere): its points are par."""
    match = daily.match()
    players = [make_player(PLAYERS, daily.seed * 4 + s) for s in range(4)]
    play_hand(match.table, players)
    record = hand_record(match.table)
    return Par(record["result"]["payments"][daily.seat], record)


def streak(days: Iterable[date], today: date) -> int:
    """Days played in a row, up to today (or up to yesterday while today is still to play)."""
    played = set(days)
    day = today if today in played else today - timedelta(days=1)
    count = 0
    while day in played:
        count += 1
        day -= timedelta(days=1)
    return count


def signed(points: int) -> str:
    """+24, -8, 0: the sign always shown but for 0."""
    return f"+{points}" if points > 0 else str(points)


def share_text(day: date, points: int, par_points: int) -> str:
    """The spoiler-free share line: "MCR daily 2026-12-01: +24, par +8" (no tile named)."""
    return f"MCR daily {day.isoformat()}: {signed(points)}, par {signed(par_points)}"
