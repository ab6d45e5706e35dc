"""The saved match (table.saved) and the ready aid (app.table.ready) in CPython."""

from __future__ import annotations

import json

import pytest
from app.table.manager import HAND_OVER, PERSON, TURN
from hypothesis import given, settings
from hypothesis import strategies as st
from keeping import MemoryStorage
from scoring import score, waiting_tiles
from table import Match, make_player, play_hand, ready
from table import saved as saves
from table.context import scoring_hand

from tests.table.helpers import table_of
from tests.table_page.helpers import manager, plain_choice, play_until, started

LEVELS = ("simple",)


def played(hands: int, seed: int = 4) -> Match:
    match = Match(seed)
    players = [make_player("simple", s) for s in range(4)]
    for n in range(hands):
        if n:
            match.next_hand()
        play_hand(match.table, players)
    return match


def test_the_writer_writes_what_to_text_writes_move_after_move():
    match = played(3)
    writer = saves.Writer()
    assert writer.text("simple", match) == saves.to_text("simple", match)
    match.next_hand()
    table = match.table
    players = [make_player("simple", s) for s in range(4)]
    for _ in range(30):
        seat, actions = table.pending()[0]
        table.apply(seat, players[seat].choose(table.view(seat), actions))
        assert writer.text("simple", match) == saves.to_text("simple", match)
    other = played(1, seed=5)  # another match: nothing of the first one is reused
    assert writer.text("simple", other) == saves.to_text("simple", other)


def test_a_save_loads_and_replays_the_same_match():
    match = played(2)
    storage = MemoryStorage()
    saves.store(storage, "simple", match, saves.Writer())
    loaded = saves.load(storage, LEVELS)
    assert loaded is not None and loaded.level == "simple"
    assert loaded.match.records == match.records and loaded.match.scores == match.scores


def tampered() -> list[str]:
    good = json.loads(saves.to_text("simple", played(1)))
    log = good["match"]["log"]
    out = ["{not json", "[]", "null", '"text"', json.dumps({**good, "v": 2})]
    out.append(json.dumps({**good, "level": "grandmaster"}))  # no such computer level
    out.append(json.dumps({**good, "match": {**good["match"], "version": 9}}))
    out.append(json.dumps({**good, "match": {**good["match"], "seed": -1}}))
    out.append(json.dumps({**good, "match": {**good["match"], "log": [log[0][:-1] + [[0, {
        "act": "discard", "tile": "9z"}]]]}}))  # not a legal choice
    out.append(json.dumps({**good, "match": {**good["match"], "log": [[["x", {}]]]}}))
    out.append(json.dumps({**good, "match": {**good["match"], "hands": 1}}))  # over: not kept
    return out


@pytest.mark.parametrize("text", tampered())
def test_a_corrupt_save_is_dropped_and_nothing_else(text):
    storage = MemoryStorage({saves.KEY: text, "mj.v1.stats.turtle": "kept", "other": "x"})
    assert saves.load(storage, LEVELS) is None
    assert not storage.get(saves.KEY)
    assert storage.get("mj.v1.stats.turtle") == "kept" and storage.get("other") == "x"


def test_the_manager_drops_a_corrupt_save_and_starts_clean():
    storage = MemoryStorage({saves.KEY: '{"v": 1, "level": "simple", "match": {}}',
                             "mj.v1.best.turtle": "kept"})
    m, _ = manager(storage)
    assert m.saved is None and m.match is None
    assert not storage.get(saves.KEY) and storage.get("mj.v1.best.turtle") == "kept"


# --------------------------------------------------------------------------- the ready aid


def test_waits_are_the_scorers_with_each_wins_value_and_zero_below_the_minimum():
    # Seat 1 waits on 2p and 5p with a Pure Straight; seat 3 on N with too little to win.
    hands = (
        "1m 5m 9m 1p 9p 1s 5s 9s E S W N 5p",
        "1m 2m 3m 4m 5m 6m 7m 8m 9m 2p 3p 4p 5p",
        "1s 2s 3s 4s 5s 6s 7s 8s 9s 2p 3p 4p 5p",
        "1m 2m 3m 3p 4p 5p 6s 7s 8s 6s 7s 8s N",
    )
    table = table_of(hands)
    waits = ready.waits(table.view(1))
    assert [w.tile for w in waits] == ["2p", "5p"]
    for w in waits:
        base = dict(seat_wind="S", round_wind="E", flowers=0, last_tile=False,
                    last_of_kind=False, kong_tile=False)
        on_discard = score("123456789m2345p", win_tile=w.tile, self_drawn=False, **base)
        assert w.discard_points == on_discard.total >= 8
        assert w.self_drawn_points == score("123456789m2345p", win_tile=w.tile,
                                            self_drawn=True, **base).total
        assert 0 <= w.left <= 4
    low = ready.waits(table.view(3))
    assert [(w.tile, w.discard_points) for w in low] == [("N", 0)]
    assert ready.waits(table.view(0)) == []  # 13 different terminals and honours: no wait


def test_waits_after_a_discard_on_the_persons_turn():
    hands = (
        "1m 2m 3m 4m 5m 6m 7m 8m 9m 2p 3p 4p W",
        "1s 2s 3s 4s 5s 6s 7s 8s 9s 2p 3p 4p 5p",
        "1m 2m 3m 3p 4p 5p 6s 7s 8s 6s 7s 8s N",
        "5m 5m 5m 6m 6m 6p 6p 6p 7p 7p 7p 8p 8p",
    )
    view = table_of(hands, draws="5p").view(0)
    assert view.drawn == "5p"
    assert {w.tile for w in ready.waits_after_discard(view, "W")} == {"2p", "5p"}
    assert ready.waits_after_discard(view, "1m") == []
    assert "W" in ready.ready_discards(view) and "1m" not in ready.ready_discards(view)


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10_000))
def test_ready_discards_agree_with_the_scorers_waits(seed):
    m, timers = manager(levels=LEVELS)
    m.start("simple", hands=1, seed=seed)
    m.run()
    for _ in range(6):
        if play_until(m, timers, {TURN, HAND_OVER, "match_over"}) != TURN:
            return
        view = m.view()
        melds = view.melds[0]
        expected = set()
        for tile in set(view.held):
            rest = list(view.held)
            rest.remove(tile)
            if waiting_tiles(scoring_hand(melds, rest)):
                expected.add(tile)
        assert ready.ready_discards(view) == expected
        m.play(plain_choice(m))


def test_waits_on_a_discard_are_the_engines_ready_aid():
    checked = 0
    for seed in range(1, 9):
        m, timers = started(seed, hands=1)
        person = make_player("simple", seed)  # a person who plays towards a hand
        while m.status not in ("hand_over", "match_over"):
            if m.status == "computer":
                if m.table.phase != "turn" or m.table.turn != PERSON:
                    waits = ready.waits(m.view())
                    mine = [(w.tile, w.discard_points) for w in waits]
                    assert mine == list(m.table.ready(PERSON))
                    checked += bool(mine)
                timers.fire()
            else:
                m.play(person.choose(m.view(), m.person_actions()))
    assert checked > 5  # the person was ready now and then, and both agreed
