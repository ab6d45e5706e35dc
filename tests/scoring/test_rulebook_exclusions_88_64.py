"""The exclusions of the 88 and 64 point fans: what each of them implies and does not count
again. Every test checks the complete list of fans and the total, and names the fans the rule
forbids. Seat South and prevalent West unless a test says otherwise.
"""

from __future__ import annotations

from tests.scoring.rulebook_case import check as _check
from tests.scoring.rulebook_case import f


def test_big_four_winds_excludes_big_three_winds_all_pungs_wind_fans_and_honor_pungs():
    # North is claimed; East, South, West concealed; North is the seat wind, West prevalent.
    _check(
        "[NNN]EEESSSWWW5s", "5s",
        [f("Big Four Winds"), f("Three Concealed Pungs"), f("Half Flush"), f("Single Wait"),
         f("Self-Drawn")], 112,
        absent=("Big Three Winds", "Little Four Winds", "All Pungs", "Seat Wind",
                "Prevalent Wind", "Pung of Terminals or Honors", "Fully Concealed Hand"),
        seat="N", round="W", self_drawn=True,
    )


def test_big_three_dragons_excludes_dragon_pung_and_two_dragon_pungs():
    _check(
        "[CCC][FFF][PPP]78m55m", "9m",
        [f("Big Three Dragons"), f("Half Flush")], 94,
        absent=("Dragon Pung", "Two Dragon Pungs", "Little Three Dragons", "One Voided Suit"),
    )


def test_all_green_excludes_half_flush_and_one_voided_suit():
    _check(
        "[FFF]234s666s88s23s", "4s",
        [f("All Green"), f("Dragon Pung"), f("Pure Double Chow")], 91,
        absent=("Half Flush", "One Voided Suit"),
    )


def test_nine_gates_excludes_full_flush_concealed_hands_no_honors_and_one_terminal_pung():
    # 111 234 55 678 999: two concealed pungs, but only one Pung of Terminals is counted.
    _check(
        "1112345678999s", "5s",
        [f("Nine Gates"), f("Two Concealed Pungs"), f("Pung of Terminals or Honors"),
         f("Self-Drawn")], 92,
        absent=("Full Flush", "Fully Concealed Hand", "Concealed Hand", "No Honors",
                "One Voided Suit"),
        self_drawn=True,
    )


def test_four_kongs_excludes_all_pungs_single_wait_and_the_smaller_kong_fans():
    # Two concealed kongs inside Four Kongs count as Two Concealed Pungs.
    _check(
        "[1111s]{4444m}[6666p]{9999m}S", "S",
        [f("Four Kongs"), f("Two Concealed Pungs"), f("Pung of Terminals or Honors", 2)], 92,
        absent=("All Pungs", "Single Wait", "Three Kongs", "Two Concealed Kongs",
                "Two Melded Kongs", "Melded Kong", "Concealed Kong", "Melded Hand"),
    )


def test_seven_shifted_pairs_excludes_seven_pairs_full_flush_concealed_hand_single_wait():
    _check(
        "2233445566788m", "7m",
        [f("Seven Shifted Pairs"), f("All Simples")], 90,
        absent=("Seven Pairs", "Full Flush", "Concealed Hand", "Single Wait", "No Honors"),
    )


def test_thirteen_orphans_excludes_all_types_concealed_hand_and_single_wait():
    _check(
        "19m19p19sESWNCFP", "1m",
        [f("Thirteen Orphans")], 88,
        absent=("All Types", "Concealed Hand", "Single Wait", "Outside Hand",
                "All Terminals and Honors"),
    )


def test_all_terminals_excludes_pungs_of_terminals_all_pungs_outside_no_honors_double_pung():
    # 999m/999p and 111m/111s would be Double Pungs; 111s is completed by the discard.
    _check(
        "[999m]111m999p11s99s", "1s",
        [f("All Terminals"), f("Two Concealed Pungs")], 66,
        absent=("Pung of Terminals or Honors", "All Pungs", "Outside Hand", "No Honors",
                "Double Pung", "All Terminals and Honors"),
    )


def test_all_terminals_still_counts_triple_pung():
    _check(
        "[111m][111p]999s99m11s", "1s",
        [f("All Terminals"), f("Triple Pung")], 80,
        absent=("Double Pung", "All Pungs", "Pung of Terminals or Honors"),
    )


def test_little_four_winds_excludes_big_three_winds_and_honor_pungs():
    # With a 999m pung the hand is also All Terminals and Honors (no All Pungs / Outside Hand).
    _check(
        "[SSS][WWW]NNN999mE", "E",
        [f("Little Four Winds"), f("All Terminals and Honors"), f("Half Flush"),
         f("Prevalent Wind"), f("Seat Wind"), f("Two Concealed Pungs"), f("Single Wait")], 109,
        absent=("Big Three Winds", "Pung of Terminals or Honors", "All Pungs", "Outside Hand"),
    )


def test_little_three_dragons_excludes_dragon_pungs():
    _check(
        "[FFF]PPP345s789sC", "C",
        [f("Little Three Dragons"), f("Half Flush"), f("Single Wait")], 71,
        absent=("Dragon Pung", "Two Dragon Pungs", "Big Three Dragons"),
    )


def test_all_honors_excludes_all_pungs_outside_hand_and_honor_pungs():
    _check(
        "[NNN][CCC]EEEFFFS", "S",
        [f("All Honors"), f("Two Dragon Pungs"), f("Two Concealed Pungs"), f("Single Wait")], 73,
        absent=("All Pungs", "Outside Hand", "Pung of Terminals or Honors",
                "All Terminals and Honors", "Dragon Pung", "One Voided Suit"),
    )


def test_four_concealed_pungs_excludes_all_pungs_and_concealed_hand():
    _check(
        "111m333p555s777mE", "E",
        [f("Four Concealed Pungs"), f("Pung of Terminals or Honors"), f("Single Wait")], 66,
        absent=("All Pungs", "Concealed Hand"),
    )


def test_four_concealed_pungs_self_drawn_scores_self_drawn_not_fully_concealed_hand():
    _check(
        "111m333p555s777mE", "E",
        [f("Four Concealed Pungs"), f("Pung of Terminals or Honors"), f("Single Wait"),
         f("Self-Drawn")], 67,
        absent=("All Pungs", "Concealed Hand", "Fully Concealed Hand"),
        self_drawn=True,
    )


def test_pure_terminal_chows_excludes_full_flush_all_chows_double_chows_and_seven_pairs():
    _check(
        "1122335778899s", "5s",
        [f("Pure Terminal Chows"), f("Concealed Hand"), f("Single Wait")], 67,
        absent=("Full Flush", "All Chows", "Pure Double Chow", "Two Terminal Chows",
                "Seven Pairs", "No Honors"),
    )
