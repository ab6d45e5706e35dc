"""Settlement: 8 from each opponent, the hand's value from the discarder or from all three."""

from __future__ import annotations

import pytest
from scoring import score, settle

BIG = score("[EEE][SSS]WWWNNN5m", "5m")  # 97 points
SMALL = score("[CCC]123m456p78s99s", "6s")  # 2 points: not a win


def test_discard_win_each_pays_eight_and_discarder_pays_the_value() -> None:
    assert settle(BIG, False, winner=0, discarder=2) == (24 + 97, -8, -8 - 97, -8)


def test_self_drawn_each_of_three_pays_eight_plus_value() -> None:
    assert settle(BIG, True, winner=3, discarder=None) == (-105, -105, -105, 315)


def test_self_drawn_ignores_the_discarder() -> None:
    assert settle(BIG, True, winner=1, discarder=1) == settle(BIG, True, winner=1, discarder=None)


def test_settlement_sums_to_zero() -> None:
    for winner in range(4):
        for discarder in range(4):
            if discarder != winner:
                assert sum(settle(BIG, False, winner, discarder)) == 0


def test_hand_under_the_minimum_settles_nothing() -> None:
    assert settle(SMALL, False, winner=0, discarder=1) == (0, 0, 0, 0)


def test_flowers_are_paid_but_do_not_make_the_minimum() -> None:
    with_flowers = score("[234m][567p]345s678s5m", "5m", flowers=8)
    assert with_flowers.total == 14 and not with_flowers.meets_minimum
    assert settle(with_flowers, True, 0) == (0, 0, 0, 0)
    chicken = score("[234m][678p][666s]45sNN", "3s", flowers=3)
    assert settle(chicken, False, winner=2, discarder=0) == (-8 - 11, -8, 24 + 11, -8)


@pytest.mark.parametrize(("winner", "discarder"), [(4, 0), (-1, 0), (0, 0), (0, None), (1, 7)])
def test_bad_seats_are_errors(winner, discarder) -> None:
    with pytest.raises(ValueError):
        settle(BIG, False, winner, discarder)
