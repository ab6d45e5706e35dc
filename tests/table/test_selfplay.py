"""Property tests over hundreds of seeded self-play hands: every record replays under the
validator (each draw the next wall tile, each discard held, each claim legal) and every win's
``score(...)`` is the recorded one; and the validator catches records that break a rule."""

import copy
import json
from collections import Counter

import pytest
from scoring import score, settle
from table import (
    Match,
    RecordError,
    check_record,
    check_records,
    make_player,
    play_hand,
    record_line,
)
from table.cli import selfplay

MATCHES = 16  # 256 hands


@pytest.fixture(scope="module")
def records():
    out = []
    for seed in range(MATCHES):
        out.extend(selfplay(16, 1000 + seed, "simple"))
    return out


def test_every_record_replays(records):
    assert len(records) == 16 * MATCHES
    check_records(records)


def test_every_win_scores_as_recorded(records):
    wins = [r["result"] for r in records if r["result"]["winner"] is not None]
    assert len(wins) >= len(records) // 4  # the simple player wins often enough to test this
    for result in wins:
        again = score(result["hand"], win_tile=result["win_tile"], **result["context"])
        assert again.total == result["total"] and again.meets_minimum
        assert [[f.name, f.points, f.count] for f in again.fans] == result["fans"]
        self_drawn = result["context"]["self_drawn"]
        paid = settle(again, self_drawn, result["winner"], result["discarder"])
        assert list(paid) == result["payments"] and sum(paid) == 0


def test_the_corpus_covers_every_rule(records):
    acts = Counter(e["act"] for r in records for e in r["events"])
    for act in ("draw", "flower", "discard", "chow", "pung", "kong", "concealed_kong"):
        assert acts[act] > 0, act
    assert acts["added_kong"] > 0
    contexts = [r["result"]["context"] for r in records if r["result"]["winner"] is not None]
    assert any(c["self_drawn"] for c in contexts) and not all(c["self_drawn"] for c in contexts)
    assert any(c["flowers"] for c in contexts)
    assert any(r["result"]["winner"] is None for r in records)  # exhaustive draws


def test_records_are_json_lines_in_the_documented_shape(records):
    line = record_line(records[0])
    assert "\n" not in line and json.loads(line) == records[0]
    r = records[0]
    assert list(r) == [
        "seed",
        "hand",
        "prevalent_wind",
        "seat_winds",
        "wall",
        "events",
        "result",
        "scores",
    ]
    assert list(r["result"]) == [
        "winner",
        "discarder",
        "hand",
        "win_tile",
        "context",
        "total",
        "fans",
        "payments",
    ]
    for event in (e for rec in records for e in rec["events"]):
        keys = {
            "draw": ["seat", "act", "tile", "end"],
            "flower": ["seat", "act", "tile"],
            "discard": ["seat", "act", "tile"],
            "chow": ["seat", "act", "tiles", "claimed", "from"],
            "pung": ["seat", "act", "tile", "from"],
            "kong": ["seat", "act", "tile", "from"],
            "concealed_kong": ["seat", "act", "tile"],
            "added_kong": ["seat", "act", "tile"],
        }.get(event["act"])
        if event["act"] == "win":
            assert list(event)[:4] == ["seat", "act", "tile", "from"]
            assert list(event)[4:] in ([], ["robbed"])
        else:
            assert list(event) == keys, event


def test_the_same_seed_gives_the_same_records():
    assert list(selfplay(3, 77, "simple")) == list(selfplay(3, 77, "simple"))


def test_a_hand_replays_from_its_choices():
    match = Match(8, hands=1)
    play_hand(match.table, [make_player("simple", s) for s in range(4)])
    again = Match.from_json(json.loads(json.dumps(match.to_json())))
    assert again.records == match.records


def _first(record, act):
    return next(i for i, e in enumerate(record["events"]) if e["act"] == act)


def _tampered(records, change):
    """The first record that ``change`` applies to, changed; ``change`` returns False to skip."""
    for record in records:
        bad = copy.deepcopy(record)
        if change(bad) is not False:
            return bad
    raise AssertionError("no record to tamper with")


def _swap_draw(r):
    i = _first(r, "discard") - 1
    r["events"][i]["tile"] = "P" if r["events"][i]["tile"] != "P" else "C"


def _discard_unheld(r):
    i = _first(r, "discard")
    held = Counter(e["tile"] for e in r["events"][:i] if e["act"] == "draw" and e["seat"] == 0)
    r["events"][i]["tile"] = next(t for t in ("E", "S", "W", "N", "C", "F", "P") if not held[t])
    return r["events"][i]["seat"] == 0 or False


def _chow_by_wrong_seat(r):
    if not any(e["act"] == "chow" for e in r["events"]):
        return False
    e = r["events"][_first(r, "chow")]
    e["seat"] = (e["seat"] + 1) % 4 if (e["seat"] + 1) % 4 != e["from"] else (e["seat"] + 2) % 4


def _more_points(r):
    if r["result"]["winner"] is None:
        return False
    r["result"]["total"] += 1


def _flag(r):
    if r["result"]["winner"] is None:
        return False
    r["result"]["context"]["last_tile"] = not r["result"]["context"]["last_tile"]


def _payments(r):
    if r["result"]["winner"] is None:
        return False
    r["result"]["payments"][0] += 1
    r["result"]["payments"][1] -= 1


def _cut(r):
    del r["events"][-3:]


def _pung_by_another_seat(r):
    if not any(e["act"] == "pung" for e in r["events"]):
        return False
    e = r["events"][_first(r, "pung")]
    e["seat"] = next(s for s in range(4) if s not in (e["seat"], e["from"]))


def _wall(r):
    r["wall"][0], r["wall"][1] = r["wall"][1], r["wall"][0]


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (_swap_draw, "but the next tile from the front is"),
        (_discard_unheld, "which it does not hold"),
        (_chow_by_wrong_seat, "not a legal chow"),
        (_more_points, "score gives"),
        (_flag, "result context is"),
        (_payments, "are not the settlement"),
        (_cut, "the events stop while the hand goes on"),
        (_pung_by_another_seat, "lacks"),
        (_wall, "the wall is not that of seed"),
    ],
)
def test_the_validator_catches_a_broken_record(records, change, message):
    bad = _tampered(records, change)
    with pytest.raises(RecordError, match=message):
        check_record(bad)
