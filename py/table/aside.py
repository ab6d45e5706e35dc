"""A match kept aside: starting a new match while one is in progress keeps the old one under
its own key, to be continued later from the set-up (one match is kept; a later one replaces
it). The text holds the save of table.saved and a few words about it (its hand, length
and the person's score) that the set-up shows without replaying the match. A text that cannot
be read is removed, its key only. Pure Python: no browser imports.
"""

from __future__ import annotations

import json
from typing import Any, NamedTuple

import keeping
import safejson

from . import saved as saves
from .match import Match

KEY = "mj.v1.table.aside"
VERSION = 1


class Kept(NamedTuple):
    """What the set-up says of the match kept."""

    hand: int
    hands: int
    score: int


def keep(storage: Any, level: str, match: Match, person: int = 0) -> None:
    """Keep ``match`` (in progress) aside, in place of any match kept before."""
    about = {"hand": match.hand_number, "hands": match.hands, "score": match.scores[person]}
    storage.set(KEY, json.dumps({"v": VERSION, "about": about,
                                 "save": saves.to_text(level, match)}, separators=saves.SEP))


def _about(text: str) -> Kept:
    data = keeping.read_json(text, VERSION)
    about = data.get("about")
    if not isinstance(about, dict) or not isinstance(data.get("save"), str):
        raise ValueError("not a kept match")
    kept = Kept(about.get("hand"), about.get("hands"), about.get("score"))
    if not all(type(v) is int for v in kept) or not 1 <= kept.hand <= kept.hands <= 16:
        raise ValueError("not a kept match")
    return kept


def peek(storage: Any) -> Kept | None:
    """The words about the match kept (None if none, or if its text cannot be read)."""
    return keeping.load(storage, KEY, _about)


def take(storage: Any, levels: tuple[str, ...]) -> saves.SavedMatch | None:
    """The match kept, replayed, and its key cleared (None if there is none or it does not
    replay: then its key is removed)."""

    def read(text: str) -> saves.SavedMatch:
        _about(text)
        return saves.from_text(safejson.loads(text)["save"], levels)

    saved = keeping.load(storage, KEY, read)
    keeping.forget(storage, KEY)
    return saved
