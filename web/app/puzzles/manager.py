"""The discard puzzles' state between the page and the ``puzzles`` package: which puzzle is
shown (today's set or practice), the pick, the day's score, the streak and the practice tally
in storage. Pure Python (no DOM): tested in CPython (tests/puzzles_page).

Storage, each entry on its own, versioned, a defect dropping that entry alone
(``keeping.load``):

- ``mj.v1.puzzles.day.YYYY-MM-DD``: ``{"v": 1, "picks": [[id, tile, right], ...]}``, the
  day's set as answered, in order;
- ``mj.v1.puzzles.practice``: ``{"v": 1, "tried": n, "right": m}``.

The streak is the days in a row, back from today (or from yesterday while today's set is not
finished), whose set was finished; it reads one entry a day, no index to lose.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from datetime import date, timedelta

from keeping import forget, load, read_json
from puzzles import DAILY_COUNT, Puzzle, daily_set, pick_practice

VERSION = 1
DAY_KEY = "mj.v1.puzzles.day."
PRACTICE_KEY = "mj.v1.puzzles.practice"
LONGEST_STREAK = 400
"""How far back the streak is looked for (a year and more)."""
DAILY, PRACTICE, OWN = "daily", "practice", "own"
OWN_WAIT, OWN_NONE = "wait", "none"


@dataclass(frozen=True)
class Pick:
    """One answered puzzle: its id, the tile picked, whether it was the strong player's."""

    id: str
    tile: str
    right: bool


@dataclass(frozen=True)
class State:
    """All the view shows: the mode, the puzzle, its place in the set, the pick (None before),
    and the tallies."""

    mode: str
    day: date
    puzzle: Puzzle | None
    index: int
    count: int
    pick: str | None
    today: tuple[Pick, ...]
    streak: int
    practice_tried: int
    practice_right: int
    own_status: str = ""
    own_chose: str = ""

    @property
    def finished(self) -> bool:
        """Whether today's set is all answered."""
        return len(self.today) >= DAILY_COUNT

    @property
    def right_today(self) -> int:
        return sum(p.right for p in self.today)


def _read_day(text: str) -> tuple[Pick, ...]:
    data = read_json(text, VERSION)
    picks = data["picks"]
    if not isinstance(picks, list) or len(picks) > DAILY_COUNT:
        raise ValueError("a day holds at most the set's picks")
    out = []
    for item in picks:
        ident, tile, right = item
        if not (isinstance(ident, str) and isinstance(tile, str) and isinstance(right, bool)):
            raise ValueError("a pick is [id, tile, right]")
        out.append(Pick(ident, tile, right))
    return tuple(out)


def _read_practice(text: str) -> tuple[int, int]:
    data = read_json(text, VERSION)
    tried, right = data["tried"], data["right"]
    if type(tried) is not int or type(right) is not int or not 0 <= right <= tried:
        raise ValueError("a tally is two whole numbers, right <= tried")
    return tried, right


def day_picks(storage: object, day: date) -> tuple[Pick, ...]:
    """The picks stored for ``day`` (none when there are none or the entry was bad: dropped)."""
    return load(storage, DAY_KEY + day.isoformat(), _read_day) or ()


def streak(storage: object, today: date, count: int = DAILY_COUNT) -> int:
    """Finished sets on the days in a row up to today (or yesterday, today's being unfinished)."""
    day = today if len(day_picks(storage, today)) >= count else today - timedelta(days=1)
    days = 0
    while days < LONGEST_STREAK and len(day_picks(storage, day)) >= count:
        days += 1
        day -= timedelta(days=1)
    return days


class Puzzles:
    """The view's manager: ``daily()`` / ``practice(seed)`` choose what is shown, ``choose(tile)``
    answers it, ``next()`` moves on; ``state()`` says everything to draw."""

    def __init__(self, storage: object, pool: Sequence[Puzzle], today: date) -> None:
        self.storage = storage
        self.pool = tuple(pool)
        self.today = today
        self.set = daily_set(today, self.pool)
        self.mode = DAILY
        self.index = 0
        self.practice_puzzle: Puzzle | None = None
        self.practice_pick: str | None = None
        self.own: list[tuple[Puzzle, str]] | None = None  # None: being looked for
        self.own_picks: dict[int, str] = {}
        self.index_own = 0
        picks = day_picks(storage, today)
        if [p.id for p in picks] != [p.id for p in self.set[:len(picks)]]:
            forget(storage, DAY_KEY + today.isoformat())  # another pool's set: start afresh
            picks = ()
        self.picks = list(picks)
        self.index = min(len(self.picks), len(self.set) - 1)

    # ------------------------------------------------------------ actions

    def daily(self, index: int | None = None) -> None:
        """Show today's set: the first unanswered puzzle, or puzzle ``index``."""
        self.mode = DAILY
        last = min(len(self.picks), len(self.set) - 1)  # answered ones, or the next
        self.index = last if index is None else max(0, min(index, last))

    def practice(self, seed: int) -> None:
        """Show a practice puzzle drawn by ``seed``, not the one just shown."""
        avoid = self.practice_puzzle.id if self.practice_puzzle else ""
        self.mode = PRACTICE
        self.practice_puzzle = pick_practice(self.pool, seed, avoid)
        self.practice_pick = None

    def own_wait(self) -> None:
        """Show the player's own hands: being looked for (``set_own`` gives them)."""
        self.mode = OWN
        self.own, self.own_picks, self.index_own = None, {}, 0

    def set_own(self, found: Sequence[tuple[Puzzle, str]]) -> None:
        """The player's own moments (puzzle, the tile discarded in the game), maybe none."""
        self.own, self.own_picks, self.index_own = list(found), {}, 0

    def choose(self, tile: str) -> bool | None:
        """Answer the puzzle shown with ``tile``: True when it is the strong player's, None
        when the puzzle was already answered or the tile is not held (nothing changes)."""
        puzzle = self.puzzle
        if puzzle is None or self.pick is not None or tile not in puzzle.held:
            return None
        right = tile == puzzle.answer
        if self.mode == OWN:
            self.own_picks[self.index_own] = tile
        elif self.mode == PRACTICE:
            self.practice_pick = tile
            tried, won = load(self.storage, PRACTICE_KEY, _read_practice) or (0, 0)
            self._write(PRACTICE_KEY, {"v": VERSION, "tried": tried + 1,
                                       "right": won + int(right)})
        else:
            self.picks.append(Pick(puzzle.id, tile, right))
            self._write(DAY_KEY + self.today.isoformat(), {
                "v": VERSION, "picks": [[p.id, p.tile, p.right] for p in self.picks]})
        return right

    def next(self) -> None:
        """The next puzzle of the set (its last stays), or another practice puzzle."""
        if self.mode == DAILY:
            self.index = min(self.index + 1, len(self.set) - 1)
        elif self.mode == OWN and self.own:
            self.index_own = min(self.index_own + 1, len(self.own) - 1)

    # ------------------------------------------------------------ what is shown

    @property
    def puzzle(self) -> Puzzle | None:
        if self.mode == OWN:
            return self.own[self.index_own][0] if self.own else None
        if self.mode == PRACTICE and self.practice_puzzle is not None:
            return self.practice_puzzle
        return self.set[self.index]

    @property
    def pick(self) -> str | None:
        if self.mode == OWN:
            return self.own_picks.get(self.index_own)
        if self.mode == PRACTICE:
            return self.practice_pick
        return self.picks[self.index].tile if self.index < len(self.picks) else None

    def state(self) -> State:
        tally = load(self.storage, PRACTICE_KEY, _read_practice) or (0, 0)
        index, count, status, chose = self.index, len(self.set), "", ""
        if self.mode == OWN:
            status = OWN_WAIT if self.own is None else ("" if self.own else OWN_NONE)
            index, count = self.index_own, len(self.own or ())
            chose = self.own[self.index_own][1] if self.own else ""
        return State(self.mode, self.today, self.puzzle, index, count, self.pick,
                     tuple(self.picks), streak(self.storage, self.today, len(self.set)),
                     tally[0], tally[1], status, chose)

    def _write(self, key: str, data: dict) -> None:
        import json

        self.storage.set(key, json.dumps(data, separators=(",", ":")))
