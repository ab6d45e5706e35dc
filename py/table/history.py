"""The player's history across matches: every hand and match played at the table, kept in the
page's storage (``localStorage``) under one versioned key, and what it adds up to.

Each match is one entry: its seed, length, computer level, whether it was the daily table,
the hands counted so far (won, dealt in, points won and lost), the fans of the person's wins,
and, once over, the person's place and score. The best hand (the person's win with the most
points) is kept whole, as its hand record, so it can be replayed. A hand is counted once, when
its results are first shown: a reload at a hand's end does not count it again (an entry knows
the hands it holds). Pure Python: no DOM; the page's storage is app.storage.LocalStorage, the
tests' keeping.MemoryStorage.

Stored: ``{"v": 1, "matches": [entry, ...], "best": {"points", "day", "record"} | null}``.
An entry that cannot be read is dropped alone (the others and every other record kept); a
text that is not this version's JSON is dropped, its key only. At most ``KEPT`` matches are
kept, the oldest forgotten first.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass, field
from datetime import date
from typing import Any

import keeping

KEY = "mj.v1.table.history"
VERSION = 1
KEPT = 400
FLOWERS = "Flower Tiles"
SEP = (",", ":")


@dataclass
class MatchEntry:
    """One match as the history keeps it (``hands_counted`` is the last hand counted)."""

    seed: int
    hands: int
    level: str
    daily: bool = False
    hands_counted: int = 0
    won: int = 0
    dealt_in: int = 0
    points_won: int = 0
    points_lost: int = 0
    fans: dict[str, int] = field(default_factory=dict)
    score: int = 0
    place: int | None = None  # 1..4 once the match is over

    @property
    def over(self) -> bool:
        return self.place is not None

    def to_json(self) -> dict:
        return {
            "seed": self.seed, "hands": self.hands, "level": self.level, "daily": self.daily,
            "counted": self.hands_counted, "won": self.won, "dealt_in": self.dealt_in,
            "points_won": self.points_won, "points_lost": self.points_lost,
            "fans": dict(sorted(self.fans.items())), "score": self.score, "place": self.place,
        }

    @classmethod
    def from_json(cls, data: Any) -> MatchEntry:
        """An entry read back; ValueError when any field is not what it should be."""
        if not isinstance(data, dict):
            raise ValueError("not an object")
        ints = ("seed", "hands", "counted", "won", "dealt_in", "points_won", "points_lost",
                "score")
        if any(type(data.get(k)) is not int for k in ints):
            raise ValueError("a count is not a whole number")
        fans = data.get("fans")
        if not isinstance(fans, dict) or any(
                not isinstance(k, str) or type(v) is not int or v < 1 for k, v in fans.items()):
            raise ValueError("fans are not name: count")
        place = data.get("place")
        if place is not None and (type(place) is not int or not 1 <= place <= 4):
            raise ValueError("a place is 1 to 4")
        entry = cls(data["seed"], data["hands"], str(data.get("level", "")),
                    data.get("daily") is True, data["counted"], data["won"], data["dealt_in"],
                    data["points_won"], data["points_lost"], dict(fans), data["score"], place)
        if not (1 <= entry.hands <= 16 and 0 <= entry.hands_counted <= entry.hands
                and 0 <= entry.won <= entry.hands_counted
                and 0 <= entry.dealt_in <= entry.hands_counted - entry.won
                and entry.points_won >= 0 and entry.points_lost <= 0 and entry.seed >= 0):
            raise ValueError("the counts do not add up")
        return entry


@dataclass
class Best:
    """The person's best win: its points (flowers included), the day, the hand's record."""

    points: int
    day: date
    record: dict

    def to_json(self) -> dict:
        return {"points": self.points, "day": self.day.isoformat(), "record": self.record}

    @classmethod
    def from_json(cls, data: Any) -> Best:
        if not isinstance(data, dict) or type(data.get("points")) is not int:
            raise ValueError("not a best hand")
        record = data.get("record")
        if not isinstance(record, dict) or not isinstance(record.get("events"), list):
            raise ValueError("the best hand has no record")
        return cls(data["points"], date.fromisoformat(str(data.get("day"))), record)


@dataclass
class History:
    matches: list[MatchEntry] = field(default_factory=list)
    best: Best | None = None
    dropped: int = 0  # entries that could not be read (and were dropped)


@dataclass(frozen=True)
class Summary:
    """What the history adds up to (``summary``)."""

    finished: int
    unfinished: int
    places: tuple[int, int, int, int]  # finished matches at 1st..4th
    hands: int
    won: int
    dealt_in: int
    points_won: int
    points_lost: int
    fans: tuple[tuple[str, int], ...]  # the fans won most, most first
    scores: tuple[tuple[int, int | None], ...]  # (score, place) of the last matches, oldest first
    best: Best | None

    @property
    def win_rate(self) -> float:
        return self.won / self.hands if self.hands else 0.0

    @property
    def deal_in_rate(self) -> float:
        return self.dealt_in / self.hands if self.hands else 0.0


def load(storage: Any) -> History:
    """The history kept (empty if none); entries that cannot be read are dropped alone, and
    the text rewritten without them; a text that is no history at all is removed."""
    text = storage.get(KEY)
    if not text:
        return History()
    try:
        data = keeping.read_json(text, VERSION)
    except ValueError:
        keeping.forget(storage, KEY)
        return History()
    history = History()
    raw = data.get("matches")
    for item in raw if isinstance(raw, list) else []:
        try:
            history.matches.append(MatchEntry.from_json(item))
        except (ValueError, TypeError, KeyError):
            history.dropped += 1
    if data.get("best") is not None:
        try:
            history.best = Best.from_json(data["best"])
        except (ValueError, TypeError):
            history.dropped += 1
    if history.dropped or not isinstance(raw, list):
        store(storage, history)
    return history


def store(storage: Any, history: History) -> None:
    data = {"v": VERSION, "matches": [m.to_json() for m in history.matches[-KEPT:]],
            "best": history.best.to_json() if history.best else None}
    storage.set(KEY, json.dumps(data, separators=SEP))


def begin_match(storage: Any, seed: int, hands: int, level: str, daily: bool) -> None:
    """A match is dealt: its entry, nothing counted yet."""
    history = load(storage)
    history.matches.append(MatchEntry(seed, hands, level, daily))
    store(storage, history)


def _entry_for(history: History, seed: int, hands: int, level: str, daily: bool
               ) -> MatchEntry:
    """The entry of the match being played: the latest one of its seed, length, level and
    kind (``begin_match`` made it; a match begun before the history was kept gets one now)."""
    key = (seed, hands, level, daily)
    for entry in reversed(history.matches):
        if (entry.seed, entry.hands, entry.level, entry.daily) == key:
            return entry
    entry = MatchEntry(seed, hands, level, daily)
    history.matches.append(entry)
    return entry


def count_hand(storage: Any, record: dict, hands: int, level: str, daily: bool, day: date,
               place: int | None = None, person: int = 0) -> bool:
    """Count a finished hand (its hand record) into its match's entry, and the match's place
    when it was the last hand (``place``); False when the hand was counted already (the page
    reloaded at its end)."""
    history = load(storage)
    number = record["hand"]
    entry = _entry_for(history, record["seed"], hands, level, daily)
    if entry.hands_counted >= number:
        return False
    result = record["result"]
    pay = result["payments"][person]
    entry.hands_counted = number
    entry.score = record["scores"][person]
    if pay > 0:
        entry.points_won += pay
    else:
        entry.points_lost += pay
    if result["winner"] == person:
        entry.won += 1
        for name, _, count in result["fans"]:
            if name != FLOWERS:
                entry.fans[name] = entry.fans.get(name, 0) + count
        if history.best is None or result["total"] > history.best.points:
            history.best = Best(result["total"], day, record)
    elif result["winner"] is not None and result["discarder"] == person:
        entry.dealt_in += 1
    if place is not None:
        entry.place = place
    store(storage, history)
    return True


def summary(history: History, last: int = 20, fans: int = 5) -> Summary:
    """The totals of every match kept, the ``fans`` won most and the last ``last`` matches'
    scores."""
    done = [m for m in history.matches if m.over]
    places = [sum(1 for m in done if m.place == p) for p in (1, 2, 3, 4)]
    counted = Counter()
    for m in history.matches:
        counted.update(m.fans)
    top = sorted(counted.items(), key=lambda kv: (-kv[1], kv[0]))[:fans]
    played = [m for m in history.matches if m.hands_counted]
    return Summary(
        finished=len(done),
        unfinished=sum(1 for m in played if not m.over),
        places=(places[0], places[1], places[2], places[3]),
        hands=sum(m.hands_counted for m in history.matches),
        won=sum(m.won for m in history.matches),
        dealt_in=sum(m.dealt_in for m in history.matches),
        points_won=sum(m.points_won for m in history.matches),
        points_lost=sum(m.points_lost for m in history.matches),
        fans=tuple(top),
        scores=tuple((m.score, m.place) for m in played[-last:]),
        best=history.best,
    )
