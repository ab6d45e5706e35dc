"""Best times, play counts and settings, kept in a get/set string storage.

The page maps `Storage` to the browser's localStorage. Every record is its own key under the
"mj.v1." namespace, so other data in the same storage is never touched and one bad entry cannot
take others with it. Each value is JSON with a format version "v"; an entry that is missing,
unreadable, of another version or of the wrong shape is treated as absent (never an error), and
is replaced only when that same record is next written. Storage errors (a full or disabled
localStorage) are swallowed the same way: records are a convenience, never a crash.

Keys:
    mj.v1.stats.<layout>            {"v": 1, "played": n, "won": n, "forfeited": n}
    mj.v1.best.<layout>             {"v": 1, "seconds": s}     unassisted wins only
    mj.v1.daily.<layout>.<date>     {"v": 1, "seconds": s}     best unassisted time on that deal
    mj.v1.streak.<layout>           {"v": 1, "current": n, "best": n, "last": "YYYY-MM-DD"}
    mj.v1.times.<layout>            {"v": 1, "wins": [[s, 0 or 1], ...]}  the last 30 wins, oldest
                                    first; 1 marks a win with a hint or a shuffle
    mj.v1.setting.<name>            {"v": 1, "value": "..."}
    mj.v1.won-day.<date>            {"v": 1}    a daily deal (any layout) won unassisted that day
    mj.v1.streak.any                the overall streak, as a layout's: the run of days with any
                                    layout's daily deal won unassisted

The streak and times keys came later than the others; nothing about the older keys changed. A
streak is the run of consecutive Kathmandu days whose daily deal was won without a hint or a
shuffle, which is exactly the days that have a daily key: when the streak entry is missing or
unreadable (records from before it existed) the streak is counted back from those keys. The
overall streak (`Records.overall_streak`) counts back from the won-day keys, or from the daily
keys of the layouts it is given (days won before the won-day keys existed).
"""

from __future__ import annotations

import contextlib
import json
import math
import re
from collections.abc import Callable
from datetime import date, timedelta
from typing import NamedTuple

import safejson
from keeping import Storage

from .game import GameResult

PREFIX = "mj.v1."
FORMAT_VERSION = 1
TIMES_KEPT = 30
"""How many of a layout's latest winning times are kept (for the records' chart)."""
STREAK_DAYS_MAX = 36_600
"""A bound on counting a streak back day by day (a hundred years of daily deals)."""
_NAME = re.compile(r"^[a-z0-9_-]{1,40}$")


class LayoutStats(NamedTuple):
    played: int
    won: int
    forfeited: int
    best: float | None  # seconds, unassisted wins only
    daily_best: float | None  # for the day asked about, if any


class Streak(NamedTuple):
    """Consecutive Kathmandu days whose daily deal of a layout was won unassisted."""

    current: int  # ending today or yesterday; 0 once a day is missed
    best: int  # the longest run known
    last: date | None  # the last day of the current run (None if there is none)


class WinTime(NamedTuple):
    """One win of a layout, for the chart of recent times."""

    seconds: float
    assisted: bool  # a hint or a shuffle was used


class RecordOutcome(NamedTuple):
    new_best: bool  # this win set the layout's best time
    best: float | None
    daily_best: float | None
    new_daily_best: bool = False  # this win set the best time of its daily deal
    streak: Streak | None = None  # after an unassisted win of a daily deal: the streak now


def stats_key(layout_id: str) -> str:
    return f"{PREFIX}stats.{_checked(layout_id)}"


def best_key(layout_id: str) -> str:
    return f"{PREFIX}best.{_checked(layout_id)}"


def daily_key(layout_id: str, day: date) -> str:
    return f"{PREFIX}daily.{_checked(layout_id)}.{day.isoformat()}"


def streak_key(layout_id: str) -> str:
    return f"{PREFIX}streak.{_checked(layout_id)}"


def times_key(layout_id: str) -> str:
    return f"{PREFIX}times.{_checked(layout_id)}"


ANY = "any"
"""The overall streak's name in the streak key (no layout id is "any": see engine.layout)."""


def won_day_key(day: date) -> str:
    return f"{PREFIX}won-day.{day.isoformat()}"


def setting_key(name: str) -> str:
    return f"{PREFIX}setting.{_checked(name)}"


def _checked(name: str) -> str:
    if not isinstance(name, str) or not _NAME.match(name):
        raise ValueError(f"not a record name: {name!r}")
    return name


class Records:
    """Reads and writes records through a Storage."""

    def __init__(self, storage: Storage) -> None:
        self.storage = storage

    def record(self, result: GameResult) -> RecordOutcome:
        """Count a finished game and keep a win's time; for an unassisted win, keep the best
        times, and for an unassisted win of a daily deal, the streak."""
        counts = self._counts(result.layout_id)
        counts["played"] += 1
        counts["won" if result.won else "forfeited"] += 1
        self._write(stats_key(result.layout_id), counts)
        if result.won and _valid_seconds(result.seconds):
            self._keep_time(result.layout_id, WinTime(float(result.seconds), result.assisted))

        best = self._seconds(best_key(result.layout_id))
        daily_best = (
            self._seconds(daily_key(result.layout_id, result.daily)) if result.daily else None
        )
        new_best = new_daily = False
        if result.won and not result.assisted and _valid_seconds(result.seconds):
            if best is None or result.seconds < best:
                best, new_best = result.seconds, True
                self._write(best_key(result.layout_id), {"seconds": best})
            if result.daily and (daily_best is None or result.seconds < daily_best):
                daily_best, new_daily = result.seconds, True
                self._write(daily_key(result.layout_id, result.daily), {"seconds": daily_best})
        streak = None
        if result.won and not result.assisted and result.daily and daily_best is not None:
            streak = self._extend_streak(result.layout_id, result.daily,
                                         lambda day: self._won_daily(result.layout_id, day))
            self._write(won_day_key(result.daily), {})
            self._extend_streak(ANY, result.daily, self._won_day)
        return RecordOutcome(new_best, best, daily_best, new_daily, streak)

    def overall_streak(self, today: date, layout_ids: list[str] | tuple[str, ...] = ()) -> Streak:
        """The run of Kathmandu days, up to `today` or yesterday, on each of which the daily
        deal of some layout was won unassisted. `layout_ids`: layouts whose daily keys count
        too (days won before the overall streak was kept)."""

        def won(day: date) -> bool:
            return self._won_day(day) or any(self._won_daily(i, day) for i in layout_ids)

        return self._streak_as_of(ANY, today, won)

    def stats(self, layout_id: str, day: date | None = None) -> LayoutStats:
        """Counts and best times of a layout (and the daily best of `day`, if given)."""
        c = self._counts(layout_id)
        daily_best = self._seconds(daily_key(layout_id, day)) if day else None
        return LayoutStats(
            c["played"], c["won"], c["forfeited"], self._seconds(best_key(layout_id)), daily_best
        )

    def streak(self, layout_id: str, today: date) -> Streak:
        """The layout's streak as of `today` (a Kathmandu date): 0 if neither today's nor
        yesterday's daily deal was won unassisted."""
        return self._streak_as_of(layout_id, today, lambda day: self._won_daily(layout_id, day))

    def _streak_as_of(self, name: str, today: date, won: Callable[[date], bool]) -> Streak:
        kept = self._streak_entry(name)
        if kept is not None and kept.last is not None and kept.last >= today - _DAY:
            return kept
        current, last = self._count_back(won, today)
        best = max(kept.best if kept is not None else 0, current)
        return Streak(current, best, last)

    def recent_wins(self, layout_id: str) -> list[WinTime]:
        """The layout's last TIMES_KEPT wins, oldest first (unreadable entries left out)."""
        entry = self._read(times_key(layout_id))
        wins = entry.get("wins") if entry else None
        if not isinstance(wins, list):
            return []
        out = []
        for item in wins[-TIMES_KEPT:]:
            if (
                isinstance(item, list)
                and len(item) == 2
                and _valid_seconds(item[0])
                and item[1] in (0, 1)
                and not isinstance(item[1], float)
            ):
                out.append(WinTime(float(item[0]), bool(item[1])))
        return out

    def get_setting(self, name: str) -> str | None:
        entry = self._read(setting_key(name))
        value = entry.get("value") if entry else None
        return value if isinstance(value, str) else None

    def set_setting(self, name: str, value: str) -> None:
        if not isinstance(value, str):
            raise TypeError("a setting is a string")
        self._write(setting_key(name), {"value": value})

    # -- internals ----------------------------------------------------------------------

    def _read(self, key: str) -> dict | None:
        try:
            raw = self.storage.get(key)
        except Exception:  # a broken storage reads as empty
            return None
        if not isinstance(raw, str):
            return None
        try:
            entry = safejson.loads(raw)
        except ValueError:
            return None
        if not isinstance(entry, dict) or entry.get("v") != FORMAT_VERSION:
            return None
        return entry

    def _write(self, key: str, fields: dict) -> None:
        # A full or disabled storage must not stop the game: it goes on without records.
        with contextlib.suppress(Exception):
            self.storage.set(key, json.dumps({"v": FORMAT_VERSION, **fields}))

    def _counts(self, layout_id: str) -> dict[str, int]:
        entry = self._read(stats_key(layout_id)) or {}
        out = {}
        for name in ("played", "won", "forfeited"):
            v = entry.get(name)
            ok = isinstance(v, int) and not isinstance(v, bool) and v >= 0
            out[name] = v if ok else 0
        if out["won"] + out["forfeited"] > out["played"]:
            out["played"] = out["won"] + out["forfeited"]
        return out

    def _seconds(self, key: str) -> float | None:
        entry = self._read(key)
        value = entry.get("seconds") if entry else None
        return float(value) if _valid_seconds(value) else None

    def _keep_time(self, layout_id: str, win: WinTime) -> None:
        wins = [[w.seconds, int(w.assisted)] for w in self.recent_wins(layout_id)]
        wins.append([round(win.seconds, 3), int(win.assisted)])
        self._write(times_key(layout_id), {"wins": wins[-TIMES_KEPT:]})

    def _won_daily(self, layout_id: str, day: date) -> bool:
        return self._seconds(daily_key(layout_id, day)) is not None

    def _won_day(self, day: date) -> bool:
        return self._read(won_day_key(day)) is not None

    def _count_back(self, won: Callable[[date], bool], end: date) -> tuple[int, date | None]:
        """The run of days won (`won`) ending at `end`, or at the day before if `end` has
        none: (its length, its last day)."""
        day = end if won(end) else end - _DAY
        last = day
        count = 0
        while count < STREAK_DAYS_MAX and won(day):
            count += 1
            day -= _DAY
        return count, (last if count else None)

    def _streak_entry(self, layout_id: str) -> Streak | None:
        entry = self._read(streak_key(layout_id))
        if entry is None:
            return None
        current, best, last = entry.get("current"), entry.get("best"), entry.get("last")
        if not all(isinstance(v, int) and not isinstance(v, bool) for v in (current, best)):
            return None
        if not 0 < current <= best or not isinstance(last, str):
            return None
        try:
            day = date.fromisoformat(last)
        except ValueError:
            return None
        return Streak(current, best, day)

    def _extend_streak(self, layout_id: str, day: date, won: Callable[[date], bool]) -> Streak:
        """The streak after the daily deal of `day` was won unassisted (its daily key is
        written): one more day, the same, or counted again from the days `won`."""
        kept = self._streak_entry(layout_id)
        if kept is not None and kept.last == day:
            return kept
        if kept is not None and kept.last == day - _DAY:
            current, last = kept.current + 1, day
        else:  # a first win, a gap, a daily deal older than the last one, or no entry yet
            end = max(day, kept.last) if kept is not None else day
            current, last = self._count_back(won, end)
        best = max(current, kept.best if kept is not None else 0)
        streak = Streak(current, best, last)
        self._write(
            streak_key(layout_id),
            {"current": current, "best": best, "last": last.isoformat() if last else None},
        )
        return streak


_DAY = timedelta(days=1)


def _valid_seconds(value: object) -> bool:
    return (
        isinstance(value, (int, float))
        and not isinstance(value, bool)
        and math.isfinite(value)
        and value >= 0
    )
