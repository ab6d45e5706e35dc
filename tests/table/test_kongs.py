"""Kongs: concealed, added and melded; replacement draws from the back; robbing the kong."""

from table import Action
from table.kongs import kong_options
from table.seat_view import Meld

from tests.table.helpers import asked, discard_drawn, offered, pass_all, play, table_of

# Seat 0 discards 9s; seat 1 pungs it (seat 2 could win on it but passes). Three quiet turns
# later seat 1 draws the fourth 9s and adds it to its pung; seat 2 (Pure Straight, waiting on
# 6s or 9s) may rob the kong.
ROB = (
    "9s 1m 5m 9m 1p 5p 9p 1s 5s E S W N",
    "9s 9s 2m 3m 7m 2p 3p 7p 4s 6s F F P",
    "1m 2m 3m 4m 5m 6m 7m 8m 9m E E 7s 8s",
    "1p 2p 4p 6p 8p 3s 2s N N W W S S",
)


def rob_table():
    table = table_of(ROB, draws="C C C 1m 9s", back="8p")
    play(table, 0, "discard 9s")
    assert offered(table, 2) == ["win 9s", "pass"] and offered(table, 1) == ["pung 9s", "pass"]
    play(table, 2, "pass")
    play(table, 1, "pung 9s")
    play(table, 1, "discard P")
    pass_all(table)
    for _ in range(3):  # seats 2, 3 and 0 draw and discard
        discard_drawn(table)
    assert asked(table) == [1] and table.view(1).drawn == "9s"
    assert "added_kong 9s" in offered(table, 1)
    play(table, 1, "added_kong 9s")
    return table


def test_robbing_the_kong():
    table = rob_table()
    assert asked(table) == [2] and offered(table, 2) == ["win 9s", "pass"]
    assert table.view(2).offer == ("9s", 1, True)
    play(table, 2, "win 9s")
    assert table.events[-2:] == [
        {"seat": 1, "act": "added_kong", "tile": "9s"},
        {"seat": 2, "act": "win", "tile": "9s", "from": 1, "robbed": True},
    ]
    result = table.result
    assert result.winner == 2 and result.discarder == 1 and result.robbed
    assert result.context["kong_tile"] and not result.context["self_drawn"]
    assert result.context["last_of_kind"]  # the other three 9s are in the pung
    names = [f.name for f in result.score.fans]
    assert "Robbing the Kong" in names and "Pure Straight" in names
    total = result.total
    assert result.payments == (-8, -8 - total, 24 + total, -8)  # the kong's seat pays


def test_an_added_kong_not_robbed_stands_and_draws_from_the_back():
    table = rob_table()
    play(table, 2, "pass")
    assert table.events[-1] == {"seat": 1, "act": "draw", "tile": "8p", "end": "back"}
    (meld,) = table.view(0).melds[1]
    assert meld.kind == "kong" and meld.added and meld.tiles == ("9s",) * 4 and meld.source == 0
    assert asked(table) == [1]


# Seat 0 holds three 5m, draws the fourth and declares a concealed kong; its replacement N
# completes a Pure Straight: Out with Replacement Tile.
KONG = (
    "5m 5m 5m 1p 2p 3p 4p 5p 6p 7p 8p 9p N",
    "1m 2m 3m 7m 2s 3s 7s 8s F F P P C",
    "4m 6m 8m 4s 6s 8s 1s 9s 9m 1m W W C",
    "1s 2s 3s 4s 5s 6s E E E S S S C",
)


def test_concealed_kong_is_hidden_from_the_others_and_replaced_from_the_back():
    table = table_of(KONG, draws="5m", back="W")
    assert offered(table, 0)[0] == "concealed_kong 5m"
    play(table, 0, "concealed_kong 5m")
    assert table.events[-2:] == [
        {"seat": 0, "act": "concealed_kong", "tile": "5m"},
        {"seat": 0, "act": "draw", "tile": "W", "end": "back"},
    ]
    assert table.view(0).melds[0][0].tiles == ("5m",) * 4
    assert table.view(1).melds[0][0] == Meld("concealed_kong", ())
    assert table.view(1).visible.get("5m", 0) == 0
    assert table.view(0).wall_left == 144 - 52 - 2


def test_out_with_replacement_tile():
    table = table_of(KONG, draws="5m", back="N")
    play(table, 0, "concealed_kong 5m")
    assert offered(table, 0)[0].startswith("win N")
    play(table, 0, "win N")
    result = table.result
    assert result.context["kong_tile"] and result.context["self_drawn"]
    assert "Out with Replacement Tile" in [f.name for f in result.score.fans]
    assert result.hand == "{5555m}123456789pN"
    assert result.payments[0] == 3 * (8 + result.total) and sum(result.payments) == 0


def test_no_kong_without_a_tile_to_replace_it():
    held = ["5m"] * 4 + ["E"]
    pung = Meld("pung", ("E", "E", "E"), "E", 2)
    assert [str(a) for a in kong_options(held, [pung], 3)] == ["concealed_kong 5m", "added_kong E"]
    assert kong_options(held, [pung], 0) == []


def test_kong_choice_must_be_offered():
    table = table_of(KONG, draws="1m")
    assert not any(a.startswith("concealed_kong") for a in offered(table, 0))
    try:
        table.apply(0, Action("concealed_kong", "5m"))
    except ValueError as exc:
        assert "may not concealed_kong 5m" in str(exc)
    else:
        raise AssertionError("an unoffered kong was accepted")
