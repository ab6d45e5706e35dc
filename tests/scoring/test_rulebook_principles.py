"""The counting principles of the rulebook: the exclusionary ("account once") and
non-identical principles limit how chows combine; a pung completed by a discard is melded;
Last Tile follows the tiles the winner shows; Chicken Hand needs nothing else; flowers never
count towards the minimum; the highest-scoring arrangement is taken. Seat South and
prevalent West unless a test says otherwise.
"""

from __future__ import annotations

from scoring import score

from tests.scoring.rulebook_case import check as _check
from tests.scoring.rulebook_case import f


def test_account_once_four_chows_give_at_most_three_chow_fans():
    # 123m 456m 123p 456p: two Mixed Double Chows and two Short Straights are visible, but the
    # four chows combine at most three times: Mixed Double Chow x2 + Short Straight x1.
    _check(
        "123456m123456pE", "E",
        [f("Concealed Hand"), f("Mixed Double Chow", 2), f("Short Straight"),
         f("One Voided Suit"), f("Single Wait")], 7,
    )


def test_non_identical_principle_a_chow_makes_one_mixed_double_chow_only():
    # 567s 567s 567p: Pure Double Chow + one Mixed Double Chow, not Mixed Double Chow x2.
    _check(
        "567s567s567p78mEE", "9m",
        [f("Concealed Hand"), f("Pure Double Chow"), f("Mixed Double Chow")], 4,
    )


def test_fourth_chow_combines_once_with_a_three_chow_fan():
    # Mixed Straight 123m 456p 789s; 123p could pair with 123m (Mixed Double Chow) or 456p
    # (Short Straight) but combines only once: one 1-point chow fan.
    result = score("[123m][456p][789s]123p5m", win_tile="5m", seat_wind="S", round_wind="W")
    names = [fan.name for fan in result.fans]
    extra = [n for n in names if n in ("Mixed Double Chow", "Short Straight")]
    assert len(extra) == 1 and all(fan.count == 1 for fan in result.fans if fan.name in extra)
    assert {"Mixed Straight", "All Chows", "Single Wait"} <= set(names)
    assert len(result.fans) == 4
    assert result.total == 8 + 2 + 1 + 1


def test_pung_completed_by_a_discard_counts_as_melded():
    # 999s is completed by the discarded 9s: two concealed pungs, not three.
    _check(
        "[234p]555m777s99s11p", "9s",
        [f("Two Concealed Pungs"), f("Pung of Terminals or Honors"), f("No Honors")], 4,
        absent=("Three Concealed Pungs",),
    )


def test_pung_completed_by_a_self_drawn_tile_stays_concealed():
    _check(
        "[234p]555m777s99s11p", "9s",
        [f("Three Concealed Pungs"), f("Pung of Terminals or Honors"), f("No Honors"),
         f("Self-Drawn")], 19,
        self_drawn=True,
    )


def test_discard_that_completes_a_chow_leaves_the_pung_concealed():
    # 35m + 4m is a chow; 444m was concealed before the discard and stays concealed.
    # All four 4m are used without a kong: Tile Hog. 9s would also win: no wait fan.
    _check(
        "[123p]35m444m777s99s", "4m",
        [f("Two Concealed Pungs"), f("Tile Hog"), f("No Honors")], 5,
    )


def test_last_tile_when_own_claimed_chows_show_the_other_three_copies():
    # The three claimed chows hold three 5p, so the discarded 5p is the last of its kind even
    # with last_of_kind=False.
    _check(
        "[345p][456p][567p]46p99s", "5p",
        [f("Pure Shifted Chows"), f("Last Tile"), f("All Chows"), f("Tile Hog"),
         f("Pure Double Chow"), f("One Voided Suit"), f("Closed Wait")], 27,
        last_of_kind=False,
    )


def test_no_wait_fan_when_more_than_one_tile_kind_completes_the_hand():
    # 123456789p 123s 9p also wins on 3p and 6p: the 9p pair is not a Single Wait.
    _check(
        "123456789p123s9p", "9p",
        [f("Pure Straight"), f("Concealed Hand"), f("All Chows"), f("Mixed Double Chow"),
         f("One Voided Suit")], 22,
        absent=("Single Wait", "Edge Wait", "Closed Wait"),
    )


def test_chicken_hand_only_when_nothing_else_scores():
    # The chicken hand of the fan tests, self-drawn: Self-Drawn scores, so no Chicken Hand.
    _check(
        "[234m][567s][888p]45pEE", "6p",
        [f("Self-Drawn")], 1,
        absent=("Chicken Hand",),
        self_drawn=True,
    )


def test_flowers_do_not_stop_chicken_hand():
    result = _check(
        "[234m][567s][888p]45pEE", "3p",
        [f("Chicken Hand"), f("Flower Tiles", 4)], 12,
        flowers=4,
    )
    assert result.meets_minimum is True


def test_flowers_add_points_but_not_towards_the_minimum():
    result = _check(
        "[333m][777p]222s99sNN", "N",
        [f("All Pungs"), f("Pung of Terminals or Honors"), f("Flower Tiles", 2)], 9,
        flowers=2,
    )
    assert result.meets_minimum is False


def test_seven_pairs_may_count_four_identical_tiles_as_two_pairs():
    _check(
        "6666m11p3355sWWC", "C",
        [f("Seven Pairs"), f("All Types"), f("Tile Hog")], 32,
    )


def test_highest_scoring_arrangement_is_chosen_seven_pairs_over_two_pure_double_chows():
    # 234m 234m 678p 678p EE would be Pure Double Chow x2; as Seven Pairs it scores 24.
    _check(
        "223344m667788pE", "E",
        [f("Seven Pairs"), f("One Voided Suit")], 25,
        absent=("Pure Double Chow", "Concealed Hand", "Single Wait"),
    )
