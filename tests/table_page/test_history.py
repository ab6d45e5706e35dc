"""The player's history (table.history) and a match kept aside (table.aside), in
CPython: hands and matches counted once each (a reload at a hand's end counts nothing), places,
points, deal-ins and the fans won most, the best hand kept whole; a corrupt entry is dropped
alone and nothing else is lost; a match kept aside comes back as it was left."""

from __future__ import annotations

import json
from datetime import date

import pytest
from keeping import MemoryStorage
from table import Match, aside, hand_record, history, make_player, play_hand
from table import saved as saves

from tests.table_page.helpers import QUICK, plain_choice, play_until, started

DAY = date(2026, 12, 5)
OTHER = {"mj.v1.best.turtle": '{"v": 1, "seconds": 61}'}


def played(seed: int, hands: int, players: str = "strong,easy,easy,easy") -> Match:
    match = Match(seed, hands)
    seats = [make_player(name, seed * 4 + s) for s, name in enumerate(players.split(","))]
    while True:
        play_hand(match.table, seats)
        if match.over:
            return match
        match.next_hand()


@pytest.fixture(scope="module")
def match() -> Match:
    """A 4-hand match the person (seat 0, a strong player) wins a hand of."""
    for seed in range(1, 40):
        m = played(seed, 4)
        if any(r["result"]["winner"] == 0 for r in m.records):
            return m
    raise AssertionError("no match with a win of seat 0")


def count_all(storage, match: Match, level: str = "strong") -> list[bool]:
    records = match.records
    return [history.count_hand(storage, r, match.hands, level, False, DAY,
                               match.placings()[0] if r is records[-1] else None)
            for r in records]


def test_a_match_adds_up_hand_by_hand(match):
    storage = MemoryStorage(dict(OTHER))
    history.begin_match(storage, match.seed, match.hands, "strong", False)
    assert count_all(storage, match) == [True] * 4
    assert count_all(storage, match) == [False] * 4  # a reload at the hand's end: not again
    kept = history.load(storage)
    assert len(kept.matches) == 1 and kept.dropped == 0
    entry = kept.matches[0]
    records = match.records
    pay = [r["result"]["payments"][0] for r in records]
    assert (entry.hands_counted, entry.place, entry.score) == (4, match.placings()[0],
                                                               match.scores[0])
    assert entry.points_won == sum(p for p in pay if p > 0)
    assert entry.points_lost == sum(p for p in pay if p < 0)
    wins = [r for r in records if r["result"]["winner"] == 0]
    assert entry.won == len(wins) >= 1
    assert entry.dealt_in == sum(1 for r in records if r["result"]["winner"] not in (None, 0)
                                 and r["result"]["discarder"] == 0)
    best = max(wins, key=lambda r: r["result"]["total"])
    assert kept.best.points == best["result"]["total"] and kept.best.record == best
    fans = {name for r in wins for name, _, _ in r["result"]["fans"]} - {"Flower Tiles"}
    assert set(entry.fans) == fans
    s = history.summary(kept)
    assert (s.finished, s.unfinished, s.hands, s.won) == (1, 0, 4, entry.won)
    assert sum(s.places) == 1 and s.places[entry.place - 1] == 1
    assert s.scores == ((match.scores[0], entry.place),)
    assert s.deal_in_rate == entry.dealt_in / 4
    assert storage.get("mj.v1.best.turtle") == OTHER["mj.v1.best.turtle"]


def test_the_same_seed_played_again_is_a_new_match(match):
    storage = MemoryStorage()
    for _ in range(2):
        history.begin_match(storage, match.seed, match.hands, "strong", False)
        count_all(storage, match)
    s = history.summary(history.load(storage))
    assert (s.finished, s.hands) == (2, 8)


def test_a_match_left_unfinished_is_counted_as_such():
    m, timers = started(3, hands=16)
    storage = MemoryStorage()
    history.begin_match(storage, 3, 16, QUICK, False)
    for _ in range(2):
        while play_until(m, timers, {"turn", "claim", "hand_over"}) != "hand_over":
            m.play(plain_choice(m))
        history.count_hand(storage, hand_record(m.table), 16, QUICK, False, DAY)
        m.next_hand()
    s = history.summary(history.load(storage))
    assert (s.finished, s.unfinished, s.hands, s.places) == (0, 1, 2, (0, 0, 0, 0))


def test_a_corrupt_entry_is_dropped_alone(match):
    storage = MemoryStorage(dict(OTHER))
    history.begin_match(storage, match.seed, match.hands, "strong", False)
    count_all(storage, match)
    data = json.loads(storage.get(history.KEY))
    good = data["matches"][0]
    data["matches"] = [{"seed": "seven"}, good, {**good, "won": 99}, 7]
    storage.set(history.KEY, json.dumps(data))
    kept = history.load(storage)
    assert kept.dropped == 3 and [m.to_json() for m in kept.matches] == [good]
    assert kept.best is not None
    again = json.loads(storage.get(history.KEY))  # written back without them
    assert again["matches"] == [good]
    data["best"] = {"points": "lots"}
    storage.set(history.KEY, json.dumps(data))
    kept = history.load(storage)
    assert kept.best is None and len(kept.matches) == 1  # the best hand alone is dropped
    for text in ("{not json", '{"v": 9, "matches": []}', "[]"):
        storage.set(history.KEY, text)
        assert history.load(storage).matches == []
        assert storage.get(history.KEY) in (None, "")  # removed, its key only
        assert storage.get("mj.v1.best.turtle") == OTHER["mj.v1.best.turtle"]


def test_at_most_kept_matches_are_kept(monkeypatch):
    monkeypatch.setattr(history, "KEPT", 3)
    storage = MemoryStorage()
    for seed in range(5):
        history.begin_match(storage, seed, 1, "easy", True)
    assert [m.seed for m in history.load(storage).matches] == [2, 3, 4]


def test_a_match_kept_aside_comes_back_as_it_was_left():
    m, timers = started(8, hands=16)
    while play_until(m, timers, {"turn", "claim", "hand_over"}) != "hand_over":
        m.play(plain_choice(m))
    m.next_hand()
    play_until(m, timers, {"turn", "claim"})
    storage = MemoryStorage(dict(OTHER))
    assert aside.peek(storage) is None
    aside.keep(storage, QUICK, m.match)
    assert aside.peek(storage) == aside.Kept(2, 16, m.match.scores[0])
    back = aside.take(storage, (QUICK, "strong"))
    assert back.level == QUICK and back.match.to_json() == m.match.to_json()
    assert aside.peek(storage) is None and storage.get(aside.KEY) in (None, "")
    storage.set(aside.KEY, json.dumps({"v": 1, "about": {"hand": 2, "hands": 16, "score": 0},
                                       "save": saves.to_text(QUICK, m.match)[:-9]}))
    assert aside.peek(storage) is not None  # the words read, the save does not replay:
    assert aside.take(storage, (QUICK,)) is None and storage.get(aside.KEY) in (None, "")
    storage.set(aside.KEY, "{broken")
    assert aside.peek(storage) is None and storage.get(aside.KEY) in (None, "")
    assert storage.get("mj.v1.best.turtle") == OTHER["mj.v1.best.turtle"]
