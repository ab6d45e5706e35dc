"""The hand record: one JSON object per hand, the same the page keeps for a replay.

``{"seed", "hand", "prevalent_wind", "seat_winds", "wall", "events", "result", "scores"}``:
the wall in drawing order from the front (replacements come from its end), every event in the
order it happened, the scored and settled result, and the running scores after the hand.
The format is documented in docs/table.md; keep it stable.
"""

from __future__ import annotations

import json

from .table import Table


def hand_record(table: Table) -> dict:
    """The record of a finished hand (ValueError while it is still being played)."""
    if table.result is None:
        raise ValueError("the hand is not over yet")
    return {
        "seed": table.seed,
        "hand": table.hand_number,
        "prevalent_wind": table.prevalent_wind,
        "seat_winds": list(table.seat_winds),
        "wall": list(table.wall.tiles),
        "events": [dict(e) for e in table.events],
        "result": table.result.to_json(),
        "scores": list(table.final_scores),
    }


def record_line(record: dict) -> str:
    """One line of JSON Lines (compact, keys in the documented order)."""
    return json.dumps(record, separators=(", ", ": "))
