"""A manager with a hand-run timer, and a person who plays plainly (for the table page tests)."""

from __future__ import annotations

from app.table.manager import COMPUTER, TableManager
from keeping import MemoryStorage
from table import Action


class Timers:
    """The page's setTimeout, run by hand: ``due`` lists (ms, fn) in order."""

    def __init__(self) -> None:
        self.due: list[tuple[float, object]] = []
        self.handles: list[int] = []
        self.cancelled = 0
        self._made = 0

    def schedule(self, ms: float, fn) -> int:
        self._made += 1
        self.due.append((ms, fn))
        self.handles.append(self._made)
        return self._made

    def cancel(self, handle: int) -> None:
        self.cancelled += 1
        if handle in self.handles:
            i = self.handles.index(handle)
            del self.due[i], self.handles[i]

    def fire(self, index: int = 0) -> float:
        ms, fn = self.due.pop(index)
        del self.handles[index]
        fn()
        return ms


def manager(storage=None, **kwargs) -> tuple[TableManager, Timers]:
    timers = Timers()
    m = TableManager(
        storage if storage is not None else MemoryStorage(), timers.schedule, timers.cancel,
        on_change=lambda: None, **kwargs,
    )
    return m, timers


QUICK = "easy"
"""The computer level the tests play against: the quicker of the two the page offers (any
level drives the page the same way; the strongest is the benchmark's)."""


def started(seed: int, hands: int = 16, level: str = QUICK):
    """A manager running a new match against computer players of ``level``."""
    m, timers = manager()
    m.start(level, hands=hands, seed=seed)
    m.run()
    return m, timers


def plain_choice(m: TableManager) -> Action:
    """The person's plain play: win when offered, else discard the drawn tile (or the last
    concealed one), else pass."""
    actions = m.person_actions()
    for action in actions:
        if action.act == "win":
            return action
    if any(a.act == "discard" for a in actions):
        view = m.view()
        return Action("discard", view.drawn or view.concealed[-1])
    return Action("pass")


def play_until(m: TableManager, timers: Timers, stop: set[str], person=plain_choice,
               limit: int = 5000) -> str:
    """Run the computers' timer and the person's plain play until a status in ``stop``."""
    for _ in range(limit):
        status = m.status
        if status in stop:
            return status
        if status == COMPUTER:
            timers.fire()
        else:
            assert m.play(person(m)), status
    raise AssertionError(f"still {m.status} after {limit} steps")
