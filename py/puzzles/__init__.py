"""Discard puzzles ("which tile would you discard?", 何切): positions from the table engine
where the strong player's choice is clear, a daily set the same for everyone on a date, and
the score of a pick. Pure Python, no import of the table: the page opens this package and its
pool (``pool.json``) without the table's code.

A puzzle is one seat's turn at an MCR table (its 14 tiles, melds, winds, the discards and melds
in sight, the tiles left in the wall) and the strong player's ranking of every distinct discard
with its figures: tiles to a legal win after it (``need``), the chance to win after it
(``chance``, 0..1, the risk of dealing in counted) and that risk (``risk``). The pool is made by
``tools/make_puzzles.py`` (``table.puzzles.harvest``: the frozen strong player ``par``,
docs/puzzles.md), and ``tests/table/test_puzzles.py`` works the answers out again.

*Clear* (``is_clear``): the best discard leaves the hand no farther from a legal win than the
second and gives at least ``CLEAR_MARGIN`` more chance to win (5 percentage points).

The daily set (``daily_set``): ``DAILY_COUNT`` puzzles drawn from the pool by a SplitMix64
seeded from the date's text (``engine.hash_text``), never ``hash()``, so CPython and Pyodide
draw the same; the day is the solitaire's daily date (Kathmandu, ``engine.daily_date``).
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date
from pathlib import Path

from seeded import SplitMix64, hash_text

__all__ = ["CLEAR_MARGIN", "DAILY_COUNT", "POOL_FILE", "POOL_VERSION", "Puzzle", "Ranked",
           "daily_set", "is_clear", "load_pool", "pick_practice", "pool_from_json"]

CLEAR_MARGIN = 0.05
"""How much more chance to win the best discard must give than the second for a clear puzzle."""
DAILY_COUNT = 5
"""Puzzles in a day's set."""
POOL_VERSION = 1
POOL_FILE = Path(__file__).with_name("pool.json")
MAX_RANKED = 14
"""A hand of 14 tiles has at most 14 distinct discards."""


@dataclass(frozen=True)
class Ranked:
    """One discard as the strong player weighs it: tiles to a legal win after it, the chance to
    win after it (0..1, the risk of dealing in taken off) and that risk."""

    tile: str
    need: int
    chance: float
    risk: float

    def to_json(self) -> dict:
        return {"tile": self.tile, "need": self.need, "chance": self.chance, "risk": self.risk}


@dataclass(frozen=True)
class Puzzle:
    """A position and the strong player's ranking of its discards, best first.

    ``position`` is the seat's view as JSON (``table.puzzles.position_json``: ``concealed``
    with ``drawn`` last, ``melds`` and ``discards`` per seat, ``seat``, ``seat_winds``,
    ``prevalent_wind``, ``wall_left``, ``flowers``); ``id`` names where it was met
    (``s<seed>h<hand>e<event>``)."""

    id: str
    position: dict
    ranking: tuple[Ranked, ...]

    @property
    def answer(self) -> str:
        """The strong player's discard."""
        return self.ranking[0].tile

    @property
    def held(self) -> tuple[str, ...]:
        """The seat's 14 concealed tiles (the drawn one last)."""
        p = self.position
        return tuple(p["concealed"]) + (p["drawn"],)

    def rank_of(self, tile: str) -> int:
        """1 for the best discard, 2 for the next...; ValueError for a tile not held."""
        for i, r in enumerate(self.ranking):
            if r.tile == tile:
                return i + 1
        raise ValueError(f"{tile!r} is not a discard of puzzle {self.id}")

    def to_json(self) -> dict:
        return {"id": self.id, "position": self.position,
                "ranking": [r.to_json() for r in self.ranking]}


def is_clear(ranking: Sequence[Ranked], margin: float = CLEAR_MARGIN) -> bool:
    """Whether the best discard is clearly the best: no farther from a legal win than the
    second, and at least ``margin`` more chance to win."""
    if len(ranking) < 2:
        return False
    best, second = ranking[0], ranking[1]
    return best.need <= second.need and best.chance - second.chance >= margin - 1e-9


def _puzzle(item: object) -> Puzzle:
    """One pool entry read and checked (ValueError when it is not a puzzle)."""
    if not isinstance(item, dict):
        raise ValueError("a puzzle is an object")
    ranking = item.get("ranking")
    position = item.get("position")
    if not isinstance(ranking, list) or not 2 <= len(ranking) <= MAX_RANKED:
        raise ValueError("a puzzle's ranking is a list of 2 to 14 discards")
    if not isinstance(position, dict):
        raise ValueError("a puzzle's position is an object")
    ranked = tuple(Ranked(str(r["tile"]), int(r["need"]), float(r["chance"]), float(r["risk"]))
                   for r in ranking)
    return Puzzle(str(item.get("id", "")), position, ranked)


def pool_from_json(data: object) -> tuple[Puzzle, ...]:
    """The pool from its JSON value (``{"v": 1, "margin": ..., "puzzles": [...]}``)."""
    if not isinstance(data, dict) or data.get("v") != POOL_VERSION:
        raise ValueError(f"a puzzle pool is an object of version {POOL_VERSION}")
    return tuple(_puzzle(item) for item in data.get("puzzles", []))


def load_pool(path: Path = POOL_FILE) -> tuple[Puzzle, ...]:
    """The shipped pool (read from beside this module, in CPython and in the page alike)."""
    return pool_from_json(json.loads(path.read_text(encoding="utf-8")))


def daily_set(day: date, pool: Sequence[Puzzle], count: int = DAILY_COUNT) -> tuple[Puzzle, ...]:
    """The day's puzzles: ``count`` distinct ones drawn from ``pool`` by a generator seeded
    from the date alone (the same on every device and every Python)."""
    if len(pool) < count:
        raise ValueError(f"a pool of {len(pool)} puzzles cannot make a set of {count}")
    rng = SplitMix64(hash_text(f"mcr puzzles daily:{day.isoformat()}"))
    order = list(range(len(pool)))
    rng.shuffle(order)
    return tuple(pool[i] for i in order[:count])


def pick_practice(pool: Sequence[Puzzle], seed: int, avoid: str = "") -> Puzzle:
    """A practice puzzle drawn by ``seed`` (the page passes the time), not ``avoid`` (the id of
    the one just shown) when the pool has another."""
    rng = SplitMix64(seed)
    choices = [p for p in pool if p.id != avoid] or list(pool)
    return rng.choice(choices)
