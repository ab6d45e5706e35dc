"""What each hand pays, from the rules: every other player pays the winner 8, the discarder the
hand's points on top, all three on a self-drawn win; a false win costs its player the amount to
each other player; a referee's penalty is deducted from its player alone."""

from __future__ import annotations

import pytest
from scoring import score, settle
from sheet import FALSE_WIN_EACH, Draw, FalseWin, Penalty, Sheet, SheetError, SheetHand, Win

PLAYERS = ("Asha", "Bikash", "Chandra", "Dipa")


@pytest.mark.parametrize("winner,discarder,points", [(0, 1, 8), (2, 0, 24), (3, 2, 88)])
def test_a_win_on_a_discard(winner, discarder, points):
    gains = SheetHand(Win(winner, points, discarder)).gains()
    for seat in range(4):
        if seat == winner:
            assert gains[seat] == 8 * 3 + points
        elif seat == discarder:
            assert gains[seat] == -(8 + points)
        else:
            assert gains[seat] == -8
    assert sum(gains) == 0


@pytest.mark.parametrize("winner,points", [(0, 8), (1, 13), (3, 64)])
def test_a_self_drawn_win(winner, points):
    gains = SheetHand(Win(winner, points)).gains()
    assert gains[winner] == 3 * (8 + points)
    assert [g for s, g in enumerate(gains) if s != winner] == [-(8 + points)] * 3


def test_the_sheet_pays_as_the_scorer_settles_a_scored_hand():
    result = score("[123m]{9999s}456p78sEE", win_tile="6s", self_drawn=False,
                   seat_wind="S", round_wind="E")
    for winner, discarder in ((1, 3), (1, None)):
        hand = SheetHand(Win(winner, result.total, discarder))
        assert hand.gains() == settle(result, discarder is None, winner, discarder)


def test_a_drawn_hand_pays_nothing():
    assert SheetHand(Draw()).gains() == (0, 0, 0, 0)


def test_a_false_win_pays_each_other_player_the_amount():
    assert FALSE_WIN_EACH == 10
    assert SheetHand(FalseWin(2)).gains() == (10, 10, -30, 10)
    assert SheetHand(FalseWin(0, 5)).gains() == (-15, 5, 5, 5)


def test_a_penalty_is_deducted_from_its_player_alone():
    hand = SheetHand(Win(1, 10, 0), (Penalty(3, 5), Penalty(3, 10), Penalty(1, 20)))
    assert hand.gains() == (-18, 34 - 20, -8, -8 - 15)
    assert sum(hand.gains()) == -35  # nobody receives a penalty


def test_the_running_totals_and_totals_add_every_hand():
    sheet = Sheet(PLAYERS)
    for hand in (SheetHand(Win(2, 24, 0)), SheetHand(Win(1, 8)),
                 SheetHand(Draw(), (Penalty(3, 10),)), SheetHand(FalseWin(0))):
        sheet = sheet.add(hand)
    assert sheet.running() == [(-32, -8, 48, -8), (-48, 40, 32, -24), (-48, 40, 32, -34),
                               (-78, 50, 42, -24)]
    assert sheet.totals() == (-78, 50, 42, -24)


@pytest.mark.parametrize("points", [7, 0, -8, 8.0, "8", True, None])
def test_the_8_point_minimum_and_whole_points(points):
    with pytest.raises(SheetError) as error:
        Sheet(PLAYERS).add(SheetHand(Win(0, points, 1)))
    assert error.value.code == "minimum" and error.value.values["hand"] == 1
    assert "at least 8 (flowers not counted)" in str(error.value)


@pytest.mark.parametrize("outcome,code", [
    (Win(4, 8, 1), "seat"), (Win(True, 8, 1), "seat"), (Win(0, 8, -1), "seat"),
    (Win(1, 8, 1), "from_winner"), (FalseWin(5), "seat"), (FalseWin(0, 0), "amount"),
    (FalseWin(0, 2.5), "amount"), ("a win", "hand_form"),
])
def test_a_wrong_value_in_a_hand_is_named(outcome, code):
    with pytest.raises(SheetError) as error:
        Sheet(PLAYERS).add(SheetHand(outcome))
    assert error.value.code == code


@pytest.mark.parametrize("penalty,code", [(Penalty(4, 5), "seat"), (Penalty(0, 0), "penalty"),
                                          (Penalty(0, -5), "penalty"), ("5", "penalties")])
def test_a_wrong_penalty_is_named(penalty, code):
    with pytest.raises(SheetError) as error:
        Sheet(PLAYERS).add(SheetHand(Draw(), (penalty,)))
    assert error.value.code == code


def test_no_seventeenth_hand():
    sheet = Sheet(PLAYERS, tuple(SheetHand(Draw()) for _ in range(16)))
    assert sheet.over and sheet.next_hand is None
    with pytest.raises(SheetError) as error:
        sheet.add(SheetHand(Draw()))
    assert error.value.code == "over"


@pytest.mark.parametrize("players", [("A", "B", "C"), ("A", "B", "C", ""), ("A", "B", "C", 4),
                                     ("A", "B", "C", "D\nE"), ("A", "B", "C", "x" * 41), "ABCD"])
def test_four_names_each_on_one_line(players):
    with pytest.raises(SheetError):
        Sheet(players)


def test_names_are_kept_without_the_spaces_around_them():
    assert Sheet((" Asha ", "Bikash", "चन्द्र", "Dipa")).players[0] == "Asha"
