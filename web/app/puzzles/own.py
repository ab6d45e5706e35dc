"""The player's own hands as puzzles: the turns of the latest match kept by the table
(``mj.v1.table``, written by app.table) where the person (seat 0) discarded otherwise than the
strong player's clear choice (``table.puzzles.own_puzzles``). Opens the table's code, so the
view calls it only when asked, after fetching table.zip. Reads the table's save, never writes
or removes it (it is the table's)."""

from __future__ import annotations

import safejson
from puzzles import Puzzle

TABLE_KEY = "mj.v1.table"
HANDS = 2
"""The last hands looked at: the strong player weighs every turn of each (about a second a
hand on a phone)."""


def own_hands(storage: object, hands: int = HANDS) -> list[tuple[Puzzle, str]]:
    """(puzzle, the tile discarded in the game) of the latest match's last ``hands`` finished
    hands; none when there is no match kept or it does not replay."""
    from table import Match
    from table.puzzles import own_puzzles

    text = storage.get(TABLE_KEY)
    if not text:
        return []
    try:
        data = safejson.loads(text)
        match = Match.from_json(data["match"])
        return own_puzzles(match, 0, hands)
    except Exception:  # the table's save is the table's business: show no puzzle from it
        return []
