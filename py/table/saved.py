"""The match in progress, saved after every move so that it survives a reload or a killed tab.

A save is the engine's own ``Match.to_json()`` (the seed and every choice made, the computer
players' included) with the computer level, under one versioned key beside the other
records. Loading replays the choices on a fresh ``Match``; a save that cannot be read or does
not replay (an edited text, another version, a level this build no longer has) is removed, and
only its own key: best times, settings and the solitaire's saved deal are never touched.
A finished match is not kept. Pure Python over ``table``: no browser imports.
"""

from __future__ import annotations

import json
from typing import NamedTuple

import keeping

from .match import SAVE_VERSION, Match
from .table import Table

KEY = "mj.v1.table"
VERSION = 1
SEP = (",", ":")


class SavedMatch(NamedTuple):
    level: str
    match: Match


def to_text(level: str, match: Match) -> str:
    """The stored text: ``{"v", "level", "match": match.to_json()}``."""
    return json.dumps({"v": VERSION, "level": level, "match": match.to_json()}, separators=SEP)


class Writer:
    """Writes the same text as ``to_text`` after every move at the cost of the hand being
    played: the choices of the finished hands are turned into JSON once, not at every move
    (``Match.to_json`` of a whole match is some 1,500 choices)."""

    def __init__(self) -> None:
        self._match: Match | None = None
        self._done: list[str] = []

    def text(self, level: str, match: Match) -> str:
        if match is not self._match or len(self._done) >= len(match.tables):
            self._match, self._done = match, []
        while len(self._done) < len(match.tables) - 1:
            self._done.append(_log_text(match.tables[len(self._done)]))
        head = json.dumps({"version": SAVE_VERSION, "seed": match.seed, "hands": match.hands},
                          separators=SEP)
        logs = ",".join([*self._done, _log_text(match.table)])
        level_text = json.dumps(level)
        return f'{{"v":{VERSION},"level":{level_text},"match":{head[:-1]},"log":[{logs}]}}}}'


def _log_text(table: Table) -> str:
    """One hand's choices as ``Match.to_json`` writes them: [[seat, action], ...]."""
    return json.dumps([[seat, a.to_json()] for seat, a in table.log], separators=SEP)


def from_text(text: str, levels: tuple[str, ...]) -> SavedMatch:
    """Read and replay a save; ValueError (or the engine's IllegalAction, also a ValueError)
    with a one-line reason when it is not a match this page can continue."""
    data = keeping.read_json(text, VERSION)
    level = data.get("level")
    if level not in levels:
        raise ValueError(f"no computer level {level!r}")
    match = Match.from_json(data.get("match"))
    if match.over:
        raise ValueError("the saved match is over")
    return SavedMatch(level, match)


def load(storage: object, levels: tuple[str, ...]) -> SavedMatch | None:
    """The saved match if there is one and it replays; a bad save is removed (only its key)."""
    return keeping.load(storage, KEY, lambda text: from_text(text, levels))


def store(storage: object, level: str, match: Match, writer: Writer | None = None) -> None:
    """Save the match (``writer`` makes it cheap move after move), or forget the save once
    the match is over."""
    if match.over:
        clear(storage)
    else:
        storage.set(KEY, writer.text(level, match) if writer else to_text(level, match))


def clear(storage: object) -> None:
    """Forget the save (only its key)."""
    keeping.forget(storage, KEY)
