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
    mj.v1.daily.<layout>.<date>     {"v": 1, "seconds": s}     best on that daily deal
    mj.v1.setting.<name>            {"v": 1, "value": "..."}
"""

from __future__ import annotations

import contextlib
import json
import math
import re
from datetime import date
from typing import NamedTuple, Protocol

from .game import GameResult

PREFIX = "mj.v1."
FORMAT_VERSION = 1
_NAME = re.compile(r"^[a-z0-9_-]{1,40}$")


class Storage(Protocol):
    """A string key-value store, such as the browser's localStorage."""

    def get(self, key: str) -> str | None: ...

    def set(self, key: str, value: str) -> None: ...


class MemoryStorage:
    """A Storage in a dict, for tests and the command line."""

    def __init__(self, data: dict[str, str] | None = None) -> None:
        self.data: dict[str, str] = dict(data or {})

    def get(self, key: str) -> str | None:
        return self.data.get(key)

    def set(self, key: str, value: str) -> None:
        self.data[key] = value


class LayoutStats(NamedTuple):
    played: int
    won: int
    forfeited: int
    best: float | None  # seconds, unassisted wins only
    daily_best: float | None  # for the day asked about, if any


class RecordOutcome(NamedTuple):
    new_best: bool  # this win set the layout's best time
    best: float | None
    daily_best: float | None
    new_daily_best: bool = False  # this win set the best time of its daily deal


def stats_key(layout_id: str) -> str:
    return f"{PREFIX}stats.{_checked(layout_id)}"


def best_key(layout_id: str) -> str:
    return f"{PREFIX}best.{_checked(layout_id)}"


def daily_key(layout_id: str, day: date) -> str:
    return f"{PREFIX}daily.{_checked(layout_id)}.{day.isoformat()}"


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
        """Count a finished game; for an unassisted win, keep the best times."""
        counts = self._counts(result.layout_id)
        counts["played"] += 1
        counts["won" if result.won else "forfeited"] += 1
        self._write(stats_key(result.layout_id), counts)

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
        return RecordOutcome(new_best, best, daily_best, new_daily)

    def stats(self, layout_id: str, day: date | None = None) -> LayoutStats:
        """Counts and best times of a layout (and the daily best of `day`, if given)."""
        c = self._counts(layout_id)
        daily_best = self._seconds(daily_key(layout_id, day)) if day else None
        return LayoutStats(
            c["played"], c["won"], c["forfeited"], self._seconds(best_key(layout_id)), daily_best
        )

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
            entry = json.loads(raw)
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


def _valid_seconds(value: object) -> bool:
    return (
        isinstance(value, (int, float))
        and not isinstance(value, bool)
        and math.isfinite(value)
        and value >= 0
    )
