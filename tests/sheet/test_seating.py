"""Seats and winds over a 16-hand match, from the Green Book's order: the round's wind E, S, W,
N by four hands; the deal passing every hand (a draw too) to the player South of the dealer;
before hands 5, 9 and 13 the players changing seats (East and South swap, West and North swap
at the South round; the player who began West moves W, N, E, S round by round, the player who
began North N, W, S, E)."""

from __future__ import annotations

import pytest
from sheet import Draw, Sheet, SheetHand, seating

PLAYERS = ("Asha", "Bikash", "Chandra", "Dipa")
# Each player's seat wind in the first hand of each round (the rulebook's seat changes).
ROUND_FIRST = {1: "ESWN", 5: "SENW", 9: "NWES", 13: "WNSE"}
NEXT_WIND = {"E": "N", "S": "E", "W": "S", "N": "W"}  # the deal passes: South becomes East


def test_the_round_wind_changes_every_four_hands():
    assert "".join(seating(n).prevalent_wind for n in range(1, 17)) == "EEEESSSSWWWWNNNN"


@pytest.mark.parametrize("first", sorted(ROUND_FIRST))
def test_each_round_starts_with_the_rulebooks_seats_and_the_deal_passes_every_hand(first):
    winds = tuple(ROUND_FIRST[first])
    for n in range(first, first + 4):
        assert seating(n).seat_winds == winds, n
        assert seating(n).dealer == winds.index("E")
        winds = tuple(NEXT_WIND[w] for w in winds)


def test_everyone_deals_four_times_and_holds_each_wind_four_times():
    dealers = [seating(n).dealer for n in range(1, 17)]
    assert sorted(dealers) == [0] * 4 + [1] * 4 + [2] * 4 + [3] * 4
    for player in range(4):
        assert sorted(seating(n).seat_winds[player] for n in range(1, 17)) == sorted("ESWN" * 4)


def test_the_sheet_shows_the_seating_of_the_hand_to_enter():
    sheet = Sheet(PLAYERS)
    assert sheet.next_hand == 1 and sheet.seating(1).dealer == 0
    for _ in range(5):
        sheet = sheet.add(SheetHand(Draw()))
    assert sheet.next_hand == 6
    assert sheet.seating(6) == seating(6)
    assert sheet.seating(6).seat_winds == ("E", "N", "W", "S")  # a draw passes the deal too


@pytest.mark.parametrize("bad", [0, 17, "1", True, None])
def test_there_is_no_hand_outside_1_to_16(bad):
    with pytest.raises(ValueError):
        seating(bad)


def test_the_table_game_keeps_its_names_for_the_same_rule():
    from scoring import seating as scoring_seating
    from table import seating as table_seating

    assert table_seating.seat_winds is scoring_seating.seat_winds
    assert table_seating.turn_order(("S", "E", "N", "W")) == (1, 0, 3, 2)
