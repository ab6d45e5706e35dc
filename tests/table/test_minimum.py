"""The 8-point minimum's refusals (table.minimum, ``Table.refused``) and the ready aid's
distance from ready (``ready.distance``)."""

from scoring import score
from table import Match, make_player, play_hand, ready
from table.minimum import RefusedWin, judge

from tests.table.helpers import WINS, asked, play, table_of


def test_a_discard_refused_by_the_minimum_is_kept_with_its_score():
    table = table_of(WINS, draws="C")
    play(table, 0, "discard N")
    assert asked(table) == [1]  # nobody was asked about the N
    (refused,) = table.refused
    assert isinstance(refused, RefusedWin)
    assert (refused.seat, refused.tile, refused.discarder, refused.robbing) == (3, "N", 0, False)
    assert not refused.self_drawn
    expected = score("123m345p678s678sN", win_tile="N", seat_wind="N")
    assert refused.points == expected.points_without_flowers < 8
    assert refused.score.fans == expected.fans and refused.score.fans
    # the discard that brought it is the event just before
    assert table.events[refused.event - 1] == {"seat": 0, "act": "discard", "tile": "N"}


def test_a_draw_refused_by_the_minimum_is_kept_as_self_drawn():
    table = table_of(WINS, draws="C C C N")
    for seat in (0, 1, 2):
        play(table, seat, "discard C")
    assert asked(table) == [3]
    offered = [a.act for a in table.pending()[0].actions]
    assert "win" not in offered
    (refused,) = table.refused
    assert refused.self_drawn and (refused.seat, refused.tile) == (3, "N")
    assert table.events[refused.event - 1]["act"] == "draw"
    assert refused.points < 8


def test_a_win_worth_eight_is_offered_and_not_refused():
    table = table_of(WINS, draws="C")
    play(table, 0, "discard 5p")
    assert table.refused == []
    result, legal = judge(table._hand(1), "5p", table._context(1, "5p", False, False))
    assert legal and result.points_without_flowers >= 8


def test_refusals_replay_with_the_match():
    match = Match(11, hands=1)
    players = [make_player("simple", s) for s in range(4)]
    play_hand(match.table, players)
    again = Match.from_json(match.to_json())
    assert [(r.seat, r.tile, r.event) for r in again.table.refused] == [
        (r.seat, r.tile, r.event) for r in match.table.refused
    ]


def test_distance_on_a_turn_names_the_best_discards():
    # Thirteen Orphans less two, with the three fives: a five goes, two tiles from ready
    table = table_of(WINS, draws="C")
    assert ready.distance(table.view(0)) == ready.Distance(2, ("5m", "5p", "5s"))
    assert ready.distance(table.view(3)) == ready.Distance(0)  # 13 tiles waiting on N


def test_distance_counts_the_tiles_still_needed():
    hands = ("1m 1m 5m 9m 2p 3p 7p 3s 7s 8s E E C", *WINS[1:])
    view = table_of(hands, draws="F").view(0)
    d = ready.distance(view)
    assert d.tiles == 4 and "1m" not in d.discards and "E" not in d.discards
    for tile in set(view.held):  # each named discard leaves the hand that close, the rest not
        held = list(view.held)
        held.remove(tile)
        after = ready.distance(_with(view, held)).tiles
        assert after == d.tiles if tile in d.discards else after > d.tiles


def _with(view, held):
    from dataclasses import replace

    return replace(view, concealed=tuple(held), drawn=None)


def test_the_best_discards_that_leave_the_hand_ready_are_the_ready_discards():
    checked = 0
    for seed in range(1, 8):
        match = Match(seed, hands=1)
        table = match.table
        players = [make_player("simple", s) for s in range(4)]
        while not table.over:
            seat, actions = table.pending()[0]
            view = table.view(seat)
            if table.phase == "turn":
                d = ready.distance(view)
                assert (set(d.discards) if d.tiles == 0 else set()) == ready.ready_discards(view)
                checked += 1
            table.apply(seat, players[seat].choose(view, actions))
    assert checked > 300
