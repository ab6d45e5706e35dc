"""Table.redealt: a copy of the table with what one seat cannot see dealt again (for search)."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from table import Table, play_hand, shuffled_wall
from table.actions import PASS_ACTION
from table.claims import meld_claims
from table.players.baseline import BaselinePlayer
from table.players.strong import StrongPlayer
from tiles import is_flower

from .helpers import table_of


def _played_until(table: Table, stop) -> Table:
    """Baseline players move until ``stop(table)`` holds before a choice."""
    players = [BaselinePlayer() for _ in range(4)]
    while not stop(table):
        seat, actions = table.pending()[0]
        table.apply(seat, players[seat].choose(table.view(seat), actions))
    return table


def _hidden(table: Table, seat: int) -> Counter:
    tiles = Counter(t for s in range(4) if s != seat for t in table.concealed[s])
    wall = table.wall
    tiles.update(t for t in wall.tiles[wall.front : wall.back] if not is_flower(t))
    return tiles


def test_only_what_the_seat_cannot_see_is_dealt_again() -> None:
    table = _played_until(Table(shuffled_wall(11, 1)), lambda t: len(t.log) >= 30 and t.turn == 0)
    seat = table.pending()[0].seat
    def state(t: Table) -> tuple:
        return ([list(h) for h in t.concealed], t.wall.tiles, t.view(seat), len(t.log))

    before = state(table)
    copy = table.redealt(seat, random.Random(3))
    assert copy.view(seat) == table.view(seat)  # all it sees, its own hand included
    assert copy.pending() == table.pending()
    assert _hidden(copy, seat) == _hidden(table, seat)
    assert [len(h) for h in copy.concealed] == [len(h) for h in table.concealed]
    assert (copy.wall.front, copy.wall.back) == (table.wall.front, table.wall.back)
    for i, tile in enumerate(table.wall.tiles):
        if is_flower(tile) or not table.wall.front <= i < table.wall.back:
            assert copy.wall.tiles[i] == tile  # flowers and tiles already drawn stay put
    others = [s for s in range(4) if s != seat]
    assert any(copy.concealed[s] != table.concealed[s] for s in others)
    # the table itself is untouched
    assert state(table) == before


def test_the_same_random_state_deals_the_same_copy() -> None:
    table = _played_until(Table(shuffled_wall(12, 3)), lambda t: len(t.log) >= 20)
    seat = table.pending()[0].seat
    a = table.redealt(seat, random.Random(8))
    b = table.redealt(seat, random.Random(8))
    c = table.redealt(seat, random.Random(9))
    assert (a.concealed, a.wall.tiles) == (b.concealed, b.wall.tiles)
    assert (a.concealed, a.wall.tiles) != (c.concealed, c.wall.tiles)


def test_a_copy_plays_out_to_the_end_and_the_table_goes_on() -> None:
    table = _played_until(Table(shuffled_wall(13, 2)), lambda t: len(t.log) >= 25)
    seat = table.pending()[0].seat
    players = [StrongPlayer(), BaselinePlayer(), BaselinePlayer(), BaselinePlayer()]
    for state in range(5):
        copy = table.redealt(seat, random.Random(state))
        result = play_hand(copy, players)
        assert sum(result.payments) == 0
    assert not table.over
    assert play_hand(table, players) is table.result


def test_on_a_claim_the_others_are_asked_again_with_their_new_hands() -> None:
    # seat 0 discards 5p: seats 1 and 2 can win on it; seat 1 passes, seat 2 is still to answer
    hands = (
        "1m 5m 9m 1p 9p 1s 5s 9s E S W N 5p",
        "1m 2m 3m 4m 5m 6m 7m 8m 9m 2p 3p 4p 5p",
        "1s 2s 3s 4s 5s 6s 7s 8s 9s 2p 3p 4p 5p",
        "1m 2m 3m 3p 6p 6p 6s 7s 8s 6s 7s 8s N",
    )
    table = table_of(hands, draws="C")
    table.apply(0, next(a for a in table.pending()[0].actions if a.tile == "5p"))
    table.apply(1, PASS_ACTION)
    assert [d.seat for d in table.pending()] == [2]
    asked_again = 0
    for state in range(12):
        copy = table.redealt(2, random.Random(state))
        assert copy.view(2) == table.view(2)
        seats = {d.seat: d.actions for d in copy.pending()}
        assert seats[2] == table.pending()[0].actions
        # seat 1's pass was an answer to its old hand: it is asked again when its new hand
        # can claim the 5p (it is the next seat, so a chow counts), and not otherwise
        hand = copy.concealed[1]
        can = bool(meld_claims(hand, "5p", True, copy.wall.left)) or "5p" in copy._waits_of(1)
        assert (1 in seats) == can
        asked_again += can
    assert 0 < asked_again < 12


def test_only_a_seat_that_is_choosing_can_be_redealt_for() -> None:
    table = Table(shuffled_wall(14, 1))
    seat = table.pending()[0].seat
    with pytest.raises(ValueError, match="not choosing"):
        table.redealt((seat + 1) % 4, random.Random(0))
