"""The score sheet's file: a match as JSON, read with every value checked and written back.

    {"players": [four names], "hands": [H, ...]}       at most 16 hands, seats 0-3 in order

and each H one of ``{"winner": i, "from": j, "points": n}`` (a win on seat j's discard),
``{"winner": i, "points": n}`` (self-drawn), ``{"draw": true}`` or ``{"false_win": i, "each":
n}``, any of them with ``"penalties": [{"seat": k, "points": p}]``. Other fields, of the match
or of a hand, are kept as they are and written back. A file that breaks any of this is refused
whole, with one ``SheetError`` naming the first thing wrong.
"""

from __future__ import annotations

import json
from typing import Any

from safejson import DEPTH, too_deep
from scoring import HANDS_PER_MATCH

from .checks import check_amount, check_hand, check_players, check_seat
from .errors import SheetError
from .hands import Draw, FalseWin, Penalty, SheetHand, Win
from .match import Sheet

HAND_FIELDS = ("winner", "from", "points", "draw", "false_win", "each", "penalties")
FORMS = {  # the fields that make each kind of hand, and the ones it may have
    "winner": ({"winner", "points"}, {"from"}),
    "draw": ({"draw"}, set()),
    "false_win": ({"false_win", "each"}, set()),
}


def read_text(text: str) -> Sheet:
    """The match in a file's text; SheetError when it is not JSON or not a match."""
    if isinstance(text, str) and too_deep(text):
        raise SheetError(f"not a JSON file: nested deeper than {DEPTH}", "not_json")
    try:
        data = json.loads(text)
    except (ValueError, TypeError) as error:  # JSONDecodeError is a ValueError
        raise SheetError(f"not a JSON file: {error}", "not_json") from None
    except RecursionError:  # "[[[[..." nested deeper than the reader goes
        raise SheetError("not a JSON file: nested too deep", "not_json") from None
    return from_json(data)


def from_json(data: Any) -> Sheet:
    """The match for a parsed file; SheetError naming the first thing wrong."""
    if not isinstance(data, dict) or "players" not in data or "hands" not in data:
        raise SheetError('not a match: the file needs "players" and "hands"', "not_match")
    hands = data["hands"]
    if not isinstance(hands, list):
        raise SheetError('"hands" must be a list', "hands")
    players = check_players(data["players"])
    if len(hands) > HANDS_PER_MATCH:
        raise SheetError(f"a match has at most {HANDS_PER_MATCH} hands, not {len(hands)}",
                         "too_many", count=len(hands))
    extra = {k: v for k, v in data.items() if k not in ("players", "hands")}
    return Sheet(players, tuple(hand_from_json(h, n) for n, h in enumerate(hands, 1)), extra)


def hand_from_json(data: Any, number: int) -> SheetHand:
    """Hand ``number`` (1..16) of a file."""
    if not isinstance(data, dict):
        raise _not_a_hand(number)
    kinds = [key for key in FORMS if key in data]
    if len(kinds) != 1:
        raise _not_a_hand(number)
    needed, allowed = FORMS[kinds[0]]
    present = {key for key in HAND_FIELDS if key in data} - {"penalties"}
    if not needed <= present or present - needed - allowed:
        raise _not_a_hand(number)
    if kinds[0] == "winner":
        outcome: Win | Draw | FalseWin = Win(data["winner"], data["points"], data.get("from"))
        if "from" in data and data["from"] is None:
            raise SheetError(f"hand {number}: 'from' must be a seat 0 to 3, not None", "seat",
                             hand=number, field="from", value=None)
    elif kinds[0] == "draw":
        if data["draw"] is not True:
            raise _not_a_hand(number)
        outcome = Draw()
    else:
        outcome = FalseWin(data["false_win"], data["each"])
    check_hand(SheetHand(outcome), number)
    penalties = tuple(_penalty(p, number) for p in _penalty_list(data.get("penalties", []),
                                                                   number))
    extra = {k: v for k, v in data.items() if k not in HAND_FIELDS}
    return SheetHand(outcome, penalties, extra)


def to_json(sheet: Sheet) -> dict[str, Any]:
    """The file's JSON for ``sheet`` (its other fields kept)."""
    return {**sheet.extra, "players": list(sheet.players),
            "hands": [hand_to_json(hand) for hand in sheet.hands]}


def to_text(sheet: Sheet) -> str:
    """The file's text: JSON, one hand a line, readable in any editor."""
    data = to_json(sheet)
    head = {k: v for k, v in data.items() if k != "hands"}
    lines = [json.dumps(h, ensure_ascii=False, separators=(", ", ": ")) for h in data["hands"]]
    body = json.dumps(head, ensure_ascii=False, separators=(", ", ": "))[:-1]
    hands = ",\n  ".join(lines)
    return f'{body}, "hands": [\n  {hands}\n]}}\n' if lines else f'{body}, "hands": []}}\n'


def hand_to_json(hand: SheetHand) -> dict[str, Any]:
    """One hand as the file writes it: its outcome's fields, its penalties, its other fields."""
    outcome = hand.outcome
    if isinstance(outcome, Win):
        data: dict[str, Any] = {"winner": outcome.winner}
        if outcome.discarder is not None:
            data["from"] = outcome.discarder
        data["points"] = outcome.points
    elif isinstance(outcome, FalseWin):
        data = {"false_win": outcome.seat, "each": outcome.each}
    else:
        data = {"draw": True}
    if hand.penalties:
        data["penalties"] = [{"seat": p.seat, "points": p.points} for p in hand.penalties]
    return {**data, **{k: v for k, v in hand.extra.items() if k not in HAND_FIELDS}}


def _not_a_hand(number: int) -> SheetError:
    return SheetError(f"hand {number} is not one of {{winner, from, points}}, {{winner, "
                      "points}, {draw: true} or {false_win, each}", "hand_form", hand=number)


def _penalty_list(value: Any, number: int) -> list:
    if not isinstance(value, list):
        raise SheetError(f"hand {number}: penalties must be a list of {{seat, points}}",
                         "penalties", hand=number)
    return value


def _penalty(data: Any, number: int) -> Penalty:
    if not isinstance(data, dict) or "seat" not in data or "points" not in data:
        raise SheetError(f"hand {number}: penalties must be a list of {{seat, points}}",
                         "penalties", hand=number)
    seat = check_seat(data["seat"], number, "seat")
    return Penalty(seat, check_amount(data["points"], number, "penalty", "a penalty ('points')"))
