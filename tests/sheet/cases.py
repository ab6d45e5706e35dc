"""Match files for the command line's tests, good and bad: (name, text, what the command prints
or the words its error line must hold)."""

from __future__ import annotations

import json

PLAYERS = ["Asha", "Bikash", "Chandra", "Dipa"]


def match(*hands: dict, players: list | None = None) -> str:
    return json.dumps({"players": players or PLAYERS, "hands": list(hands)})


# (name, file text, the expected standard output)
GOOD = [
    ("empty", match(), "Asha 0\nBikash 0\nChandra 0\nDipa 0\ntable points: 1.75 1.75 1.75 1.75\n"),
    ("four", match({"winner": 2, "from": 0, "points": 24},
                   {"winner": 1, "points": 8, "hand": "[123m]...", "fans": [["All Types", 6, 1]]},
                   {"draw": True, "penalties": [{"seat": 3, "points": 10}]},
                   {"false_win": 0, "each": 10}),
     "Asha -78\nBikash 50\nChandra 42\nDipa -24\ntable points: 0 4 2 1\n"),
    ("tied", match({"winner": 0, "from": 1, "points": 8}, {"winner": 1, "from": 0, "points": 8},
                   players=["अशा", "Bikash K", "C", "D"]),
     "अशा 16\nBikash K 16\nC -16\nD -16\ntable points: 3 3 0.5 0.5\n"),
]

# (name, file text, words the one error line holds)
BAD = [
    ("not-json", "{players", "not a JSON file"),
    ("list", "[]", 'needs "players" and "hands"'),
    ("three", match(players=["A", "B", "C"]), "four names"),
    ("unnamed", match(players=["A", "", "C", "D"]), "player 1's name"),
    ("hands-text", json.dumps({"players": PLAYERS, "hands": "none"}), '"hands" must be a list'),
    ("seventeen", match(*[{"draw": True}] * 17), "at most 16 hands, not 17"),
    ("seat-4", match({"winner": 4, "points": 8}), "hand 1: 'winner' must be a seat 0 to 3"),
    ("seat-true", match({"draw": True}, {"winner": True, "points": 8}), "hand 2: 'winner'"),
    ("seven", match({"winner": 0, "from": 1, "points": 7}),
     "at least 8 (flowers not counted), not 7"),
    ("half", match({"winner": 0, "points": 8.5}), "a whole number, at least 8"),
    ("own-discard", match({"winner": 2, "from": 2, "points": 9}), "another seat"),
    ("from-null", match({"winner": 2, "from": None, "points": 9}), "'from' must be a seat"),
    ("two-kinds", match({"winner": 0, "points": 8, "draw": True}), "hand 1 is not one of"),
    ("no-points", match({"winner": 0, "from": 1}), "hand 1 is not one of"),
    ("draw-false", match({"draw": False}), "hand 1 is not one of"),
    ("hand-list", match([0, 1, 8]), "hand 1 is not one of"),
    ("each-0", match({"false_win": 1, "each": 0}), "must be a whole number above 0, not 0"),
    ("penalties", match({"draw": True, "penalties": {"seat": 1, "points": 5}}), "penalties"),
    ("penalty-0", match({"draw": True, "penalties": [{"seat": 1, "points": 0}]}),
     "a penalty ('points') must be a whole number above 0"),
    ("penalty-seat", match({"draw": True, "penalties": [{"seat": 9, "points": 5}]}),
     "'seat' must be a seat 0 to 3, not 9"),
    # issue 53: numbers no match holds, and a file nested past the reader's depth
    ("points-huge", match({"winner": 0, "points": 10 ** 40}), "at most 9999, not 1000000000"),
    ("each-huge", match({"false_win": 1, "each": 123456}), "at most 9999, not 123456"),
    ("penalty-huge", match({"draw": True, "penalties": [{"seat": 1, "points": 10 ** 5}]}),
     "at most 9999"),
    ("nested", "[" * 100_000, "not a JSON file"),
]
