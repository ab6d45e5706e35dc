"""The wait fans (Edge, Closed, Single Wait) need a single winning tile kind of the hand's shape.
Seat South and prevalent West unless a test says otherwise.
"""

from __future__ import annotations

from tests.scoring.rulebook_case import check as _check
from tests.scoring.rulebook_case import f

# The wait fans follow the formal waits: every kind that completes the hand's shape, even one
# whose four copies are already in the player's own hand or melds (the Mahjong International
# League's interpretation, 《国标麻将规则释义》). Such a kind cannot come, so waiting_tiles
# leaves it out; but it is a second wait of the shape, and no wait fan counts.


def test_single_wait_not_counted_when_the_shape_also_waits_on_a_fifth_tile():
    # 2222345m + 5m: 222m 234m 55m, a single wait on 5m; but 2m also completes the shape
    # (22m 222m 345m) and all four 2m are in the hand. 8 points, not 9.
    result = _check(
        "2222345m123345s", "5m",
        [f("Fully Concealed Hand"), f("Tile Hog"), f("One Voided Suit"), f("No Honors")], 8,
        absent=("Single Wait",),
        self_drawn=True,
    )
    assert result.waits == ["5m"] and result.formal_waits == ["2m", "5m"]
    assert result.meets_minimum


def test_single_wait_not_counted_when_a_claimed_pung_and_the_hand_hold_the_other_wait():
    # [666p] 111p 123p 44p 678p: 1p would complete it too (11p 111p 234p), and 1111p is held.
    _check(
        "[666p]1111234678p", "4p",
        [f("Full Flush"), f("Tile Hog", 2), f("Pung of Terminals or Honors")], 29,
        absent=("Single Wait",),
    )
    # the same shape with the pair's other wait in a melded kong: [1111s] 234s + 4s or 1s
    _check(
        "[999s][1111s]456m2344s", "4s",
        [f("Pung of Terminals or Honors", 2), f("Melded Kong"), f("One Voided Suit"),
         f("No Honors")], 5,
        absent=("Single Wait",),
    )


def test_single_wait_can_drop_a_hand_under_the_minimum():
    # 556677m 678p 888p 55p + 5p: the shape also waits on 8p (567p 888p 88p), all four held.
    result = _check(
        "556677m5678888p", "5p",
        [f("Concealed Hand"), f("Tile Hog"), f("All Simples"), f("Pure Double Chow"),
         f("One Voided Suit")], 8,
        absent=("Single Wait",),
    )
    assert result.meets_minimum


def test_closed_wait_not_counted_when_a_concealed_kong_holds_the_other_wait():
    # [234m]{7777m} 11m 345m 456m + 4m: 7m completes the shape too (11m 345m 567m).
    _check(
        "[234m]{7777m}1134556m", "4m",
        [f("Full Flush"), f("Pure Shifted Chows"), f("Concealed Kong")], 42,
        absent=("Closed Wait",),
    )
    # 2224444s + 3s: 22s 234s 444s, closed on 3s; 4s completes it too (222s 44s 444s).
    _check(
        "[CCC]555m2224444s", "3s",
        [f("Dragon Pung"), f("Tile Hog"), f("Two Concealed Pungs"), f("One Voided Suit"),
         f("Self-Drawn")], 8,
        absent=("Closed Wait",),
        self_drawn=True,
    )
    _check(
        "[1111m]23345678m88p", "4m",
        [f("Short Straight"), f("Pung of Terminals or Honors"), f("Melded Kong"),
         f("One Voided Suit"), f("No Honors")], 5,
        absent=("Closed Wait",),
    )


def test_edge_wait_not_counted_when_the_shape_also_waits_on_a_fifth_tile():
    # 12s + 3s is an edge; but 12345s also takes 6s (123s 456s), whose four are in [6666s].
    _check(
        "[6666s]23499p12345s", "3s",
        [f("Melded Kong"), f("One Voided Suit"), f("No Honors"), f("Self-Drawn")], 4,
        absent=("Edge Wait",),
        self_drawn=True,
    )
    # 89p + 7p with 56789p: 4p completes it too (456p 789p), all four in [4444p].
    _check(
        "[4444p]56789p22288s", "7p",
        [f("Melded Kong"), f("One Voided Suit"), f("No Honors"), f("Self-Drawn")], 4,
        absent=("Edge Wait",),
        self_drawn=True,
    )
    # 8999s + 7s: 789s 99s; 8s completes it too (88s 999s), three in [888s] and one in hand.
    _check(
        "[888s][NNN]678p8999s", "7s",
        [f("Tile Hog"), f("Pung of Terminals or Honors"), f("One Voided Suit"),
         f("Self-Drawn")], 5,
        absent=("Edge Wait",),
        self_drawn=True,
    )


def test_a_single_formal_wait_still_counts_its_wait_fan():
    # 89s + 7s where no other kind completes the shape: the Edge Wait counts.
    result = _check(
        "[567m][234p]89sNNN11p", "7s",
        [f("Pung of Terminals or Honors"), f("Edge Wait")], 2,
    )
    assert result.waits == result.formal_waits == ["7s"]


def test_only_one_wait_fan_closed_wait_read_over_single_wait():
    # 456s + 5s waits only on 5s: 55s + 4_6s (closed) or 456s + 5_ (single): one fan, Closed
    # Wait, as examples.json (hand 96) reads it.
    _check(
        "[123m][EEE]456s789p5s", "5s",
        [f("Mixed Straight"), f("Pung of Terminals or Honors"), f("Closed Wait")], 10,
        absent=("Single Wait", "Edge Wait"),
    )
