"""The wall and the deal: 144 tiles from the seed, 13 each, flowers replaced from the back."""

from collections import Counter

import pytest
from table import Table, shuffled_wall
from tiles import FULL_SET, is_flower

from tests.table.helpers import asked, discard_drawn, offered, rigged_wall, table_of


def test_wall_is_the_full_set_and_repeats_from_its_seed():
    wall = shuffled_wall(42, 3)
    assert Counter(wall) == Counter(FULL_SET) and len(wall) == 144
    assert sum(is_flower(t) for t in wall) == 8
    assert shuffled_wall(42, 3) == wall
    assert shuffled_wall(42, 4) != wall and shuffled_wall(43, 3) != wall


def test_a_wall_must_be_a_whole_set():
    wall = list(shuffled_wall(1))
    with pytest.raises(ValueError, match="144 tiles"):
        Table(wall[:-1])
    wall[0] = wall[1]
    with pytest.raises(ValueError, match="144 tiles"):
        Table(wall)


def test_deal_gives_13_each_four_at_a_time_then_the_dealer_draws_first():
    wall = shuffled_wall(7)
    table = Table(wall, seat_winds=("S", "W", "N", "E"))  # seat 3 deals
    deal = table.events[:52]
    assert [e["tile"] for e in deal] == list(wall[:52])
    assert all(e["act"] == "draw" and e["end"] == "front" for e in deal)
    seats = [e["seat"] for e in deal]
    assert seats[:16] == [3] * 4 + [0] * 4 + [1] * 4 + [2] * 4
    assert seats[48:] == [3, 0, 1, 2]
    assert asked(table) == [3]
    view = table.view(3)
    assert len(view.concealed) == 13 and view.drawn is not None
    assert all(len(table.view(s).concealed) == 13 and table.view(s).drawn is None for s in range(3))
    assert not any(is_flower(t) for s in range(4) for t in table.view(s).held)


HANDS = (
    "1m 5m 9m 1p 5p 9p 1s 5s 9s E S W N",
    "fl1 se2 2m 3m 7m 2p 3p 7p 2s 3s 7s F F",
    "4m 6m 8m 4p 6p 8p 4s 6s 8s C C P P",
    "fl3 1m 9m 1p 9p 1s 9s E S W N 5m 5p",
)


def test_deal_time_flowers_are_laid_open_round_after_round_from_the_back():
    # Seat 1 replaces fl1 and se2 with fl4 (another flower) and 6m; seat 3 replaces fl3 with
    # 6p; in the second round seat 1 replaces fl4 with 6s.
    table = table_of(HANDS, draws="C", back="fl4 6m 6p 6s")
    after_deal = [(e["seat"], e["act"], e["tile"], e.get("end")) for e in table.events[52:]]
    assert after_deal == [
        (1, "flower", "fl1", None),
        (1, "flower", "se2", None),
        (1, "draw", "fl4", "back"),
        (1, "draw", "6m", "back"),
        (3, "flower", "fl3", None),
        (3, "draw", "6p", "back"),
        (1, "flower", "fl4", None),
        (1, "draw", "6s", "back"),
        (0, "draw", "C", "front"),
    ]
    view = table.view(0)
    assert view.flowers == ((), ("fl1", "se2", "fl4"), (), ("fl3",))
    assert "6m" in table.view(1).concealed and "6s" in table.view(1).concealed
    assert view.wall_left == 144 - 52 - 4 - 1


def test_a_flower_drawn_in_play_is_replaced_from_the_back():
    hands = (
        HANDS[0],
        "2m 3m 7m 2p 3p 7p 2s 3s 7s F F 1m 1p",
        HANDS[2],
        HANDS[3].replace("fl3", "9m"),
    )
    table = table_of(hands, draws="fl2", back="se1 7m")
    assert [(e["act"], e["tile"], e.get("end")) for e in table.events[52:]] == [
        ("draw", "fl2", "front"),
        ("flower", "fl2", None),
        ("draw", "se1", "back"),
        ("flower", "se1", None),
        ("draw", "7m", "back"),
    ]
    assert table.view(0).drawn == "7m" and table.view(0).flowers[0] == ("fl2", "se1")
    assert offered(table, 0)[-1].startswith("discard")


def test_the_turn_passes_in_wind_order():
    table = Table(shuffled_wall(11), seat_winds=("W", "E", "N", "S"))
    turns = []
    for _ in range(6):
        turns.append(asked(table)[0])
        discard_drawn(table)
    assert turns[:4] == [1, 3, 0, 2]
    assert table.view(0).next_seat(1) == 3 and table.view(2).dealer == 1


def test_rigged_wall_helper_deals_what_it_says():
    wall = rigged_wall(HANDS, draws="C")
    assert Counter(wall) == Counter(FULL_SET)
