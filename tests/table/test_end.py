"""How a hand ends: self-drawn win, the last tile of the wall, the exhaustive draw."""

from scoring import score
from table import Table, check_record, hand_record, play_hand, shuffled_wall

from tests.table.helpers import WINS, Passive, asked, offered, play, rigged_wall, table_of


def test_self_drawn_win_is_paid_by_all_three():
    table = table_of(WINS, draws="C 2p")
    play(table, 0, "discard C")
    assert asked(table) == [1] and offered(table, 1)[0].startswith("win 2p")
    play(table, 1, "win 2p")
    result = table.result
    assert table.events[-1] == {"seat": 1, "act": "win", "tile": "2p", "from": None}
    assert result.self_drawn and result.discarder is None
    assert result.context == {
        "self_drawn": True,
        "seat_wind": "S",
        "round_wind": "E",
        "flowers": 0,
        "last_tile": False,
        "last_of_kind": False,
        "kong_tile": False,
    }
    again = score(result.hand, win_tile="2p", **result.context)
    assert (again.total, again.fans) == (result.total, result.score.fans)
    t = result.total
    assert result.payments == (-8 - t, 24 + 3 * t, -8 - t, -8 - t) and sum(result.payments) == 0
    assert table.final_scores == result.payments
    check_record(hand_record(table), check_seed=False)


def _last_tile_wall(hands, back, last):
    """A wall whose last tile drawn from the front is ``last``: seat 3 is dealt all eight
    flowers, so 84 tiles are drawn in play, one by one from the dealer: seat 3 draws last."""
    wall = rigged_wall(hands, back=back)
    end = len(wall) - len(back.split()) - 1
    i = wall.index(last, 52)
    wall[i], wall[end] = wall[end], wall[i]
    return wall


FLOWERS = "fl1 fl2 fl3 fl4 se1 se2 se3 se4"


def _play_until_a_win_is_offered(table):
    passive = Passive()
    while not table.over:
        seat, actions = table.pending()[0]
        if any(a.act == "win" for a in actions):
            return
        table.apply(seat, passive.choose(table.view(seat), actions))


def test_last_tile_draw_makes_a_small_hand_a_win():
    hands = (
        "1m 5m 9m 1p 5p 9p 1s 5s 9s E S W N",
        "2m 3m 7m 8m 2p 3p 7p 8p 2s 3s F F P",
        "4m 6m 8m 4p 6p 8p 4s 2s 9s C C P P",
        f"{FLOWERS} 1m 2m 3m 3p 4p",
    )
    table = Table(_last_tile_wall(hands, back="5p 6s 7s 8s 6s 7s 8s N", last="N"))
    _play_until_a_win_is_offered(table)
    assert table.wall.left == 0 and asked(table) == [3] and table.view(3).drawn == "N"
    assert not score("123m345p678s678sN", win_tile="N", self_drawn=True).meets_minimum
    play(table, 3, offered(table, 3)[0])
    context = table.result.context
    assert context["last_tile"] and context["self_drawn"] and context["flowers"] == 8
    assert "Last Tile Draw" in [f.name for f in table.result.score.fans]
    check_record(hand_record(table), check_seed=False)


CLAIM_HANDS = (
    "1m 2m 3m 3p 4p 5p 6s 7s 8s 6s 7s 8s W",
    "W W 2m 7m 8m 2p 7p 8p 2s 3s F F P",
    "4m 6m 8m 4p 6p 8p 4s 2s 9s C C P P",
    f"{FLOWERS} 1m 5m 9m 1p 9p",
)


def last_discard_table():
    """Seat 3 draws the last tile W and discards it; seat 0 may win on it (Last Tile Claim
    lifts its 4-point hand over the minimum); seat 1 holds a pair of W."""
    table = Table(_last_tile_wall(CLAIM_HANDS, back="1s 5s 9s E S N N E", last="W"))
    _play_until_a_win_is_offered(table)
    return table


def test_last_tile_claim_and_no_other_claim_on_the_last_discard():
    table = last_discard_table()
    assert table.wall.left == 0 and table.view(0).offer == ("W", 3, False)
    assert asked(table) == [0] and offered(table, 1) == []  # seat 1's pair of W: no pung
    assert offered(table, 0)[0].startswith("win W")
    play(table, 0, offered(table, 0)[0])
    assert table.result.context["last_tile"] and not table.result.context["self_drawn"]
    assert "Last Tile Claim" in [f.name for f in table.result.score.fans]
    check_record(hand_record(table), check_seed=False)


def test_last_tile_claim_passed_is_an_exhaustive_draw():
    table = last_discard_table()
    play(table, 0, "pass")
    assert table.over and table.result.winner is None and table.result.payments == (0, 0, 0, 0)


def test_an_empty_wall_ends_the_hand_as_a_draw():
    for seed in range(3):
        table = Table(shuffled_wall(seed), seed=seed)
        result = play_hand(table, [Passive()] * 4)
        assert result.winner is None and result.payments == (0, 0, 0, 0)
        assert table.wall.left == 0 and table.events[-1]["act"] == "discard"
        record = hand_record(table)
        assert record["result"]["winner"] is None and record["result"]["fans"] == []
        check_record(record)


def test_ready_lists_the_waits_and_what_each_would_score():
    table = table_of(WINS, draws="C")
    assert table.ready(0) == ()  # seat 0 holds 14 tiles on its turn
    ready = dict(table.ready(1))
    assert sorted(ready) == ["2p", "5p"]
    assert ready["5p"] == score("123456789m2345p", win_tile="5p", seat_wind="S").total >= 8
    assert table.ready(3) == (("N", 0),)  # a win on N is worth 4: under the minimum
    points = dict(table.ready(2))
    assert points == {
        t: score("123456789s2345p", win_tile=t, seat_wind="W").total for t in ("2p", "5p")
    }
