"""The exclusions of the 48 to 24 point fans: what each of them implies and does not count
again. Every test checks the complete list of fans and the total, and names the fans the rule
forbids. Seat South and prevalent West unless a test says otherwise.
"""

from __future__ import annotations

from tests.scoring.rulebook_case import check as _check
from tests.scoring.rulebook_case import f


def test_quadruple_chow_excludes_pure_triple_chow_pure_double_chow_and_tile_hog():
    _check(
        "[678m][678m]678m678mN", "N",
        [f("Quadruple Chow"), f("Half Flush"), f("Single Wait")], 55,
        absent=("Pure Triple Chow", "Pure Double Chow", "Tile Hog"),
    )


def test_four_pure_shifted_pungs_excludes_pure_shifted_pungs_and_all_pungs():
    _check(
        "[444p]555p666p777p1s", "1s",
        [f("Four Pure Shifted Pungs"), f("Three Concealed Pungs"), f("One Voided Suit"),
         f("No Honors"), f("Single Wait")], 67,
        absent=("Pure Shifted Pungs", "All Pungs", "Pure Triple Chow"),
    )


def test_four_pure_shifted_chows_excludes_pure_shifted_chows_and_short_straight():
    # 345 456 567 678m: 345/678 would be a Short Straight.
    _check(
        "[345m]456m567m678m2p", "2p",
        [f("Four Pure Shifted Chows"), f("All Chows"), f("All Simples"), f("One Voided Suit"),
         f("Single Wait")], 38,
        absent=("Pure Shifted Chows", "Short Straight", "Pure Double Chow", "No Honors"),
    )


def test_four_pure_shifted_chows_by_two_excludes_two_terminal_chows():
    _check(
        "[123s]345s567s789sN", "N",
        [f("Four Pure Shifted Chows"), f("Half Flush"), f("Single Wait")], 39,
        absent=("Pure Shifted Chows", "Two Terminal Chows", "Short Straight"),
    )


def test_three_kongs_excludes_two_melded_kongs_and_melded_kong():
    _check(
        "[2222m][5555p][8888s]67sEE", "5s",
        [f("Three Kongs")], 32,
        absent=("Two Melded Kongs", "Melded Kong", "Concealed Kong"),
    )


def test_all_terminals_and_honors_excludes_all_pungs_outside_hand_and_terminal_pungs():
    _check(
        "[111p][EEE]999sNNN1m", "1m",
        [f("All Terminals and Honors"), f("Two Concealed Pungs"), f("Single Wait")], 35,
        absent=("All Pungs", "Outside Hand", "Pung of Terminals or Honors"),
    )


def test_seven_pairs_excludes_concealed_hand_and_single_wait():
    _check(
        "1133m5577p99sEEN", "N",
        [f("Seven Pairs")], 24,
        absent=("Concealed Hand", "Single Wait"),
    )


def test_seven_pairs_self_drawn_scores_self_drawn_not_fully_concealed_hand():
    _check(
        "1133m5577p99sEEN", "N",
        [f("Seven Pairs"), f("Self-Drawn")], 25,
        absent=("Fully Concealed Hand", "Concealed Hand", "Single Wait"),
        self_drawn=True,
    )


def test_greater_honors_and_knitted_tiles_excludes_lesser_all_types_and_concealed_hand():
    _check(
        "25m36p14sESWNCFP", "7s",
        [f("Greater Honors and Knitted Tiles")], 24,
        absent=("Lesser Honors and Knitted Tiles", "All Types", "Concealed Hand",
                "Single Wait", "Knitted Straight"),
    )


def test_all_even_pungs_excludes_all_pungs_all_simples_and_no_honors():
    _check(
        "[888m]222p444p66s88p", "6s",
        [f("All Even Pungs"), f("Two Concealed Pungs")], 26,
        absent=("All Pungs", "All Simples", "No Honors"),
    )


def test_full_flush_excludes_one_voided_suit_and_no_honors():
    _check(
        "[789m]123m345m66m99m", "6m",
        [f("Full Flush"), f("Two Terminal Chows")], 25,
        absent=("One Voided Suit", "No Honors", "Half Flush"),
    )


def test_pure_triple_chow_excludes_pure_double_chow():
    _check(
        "[234s]234s234s567m8p", "8p",
        [f("Pure Triple Chow"), f("All Chows"), f("All Simples"), f("Single Wait")], 29,
        absent=("Pure Double Chow", "No Honors"),
    )


def test_upper_tiles_excludes_upper_four_and_no_honors():
    _check(
        "[789m][789p]789s77s99s", "9s",
        [f("Upper Tiles"), f("Mixed Triple Chow"), f("Tile Hog"),
         f("Pung of Terminals or Honors")], 35,
        absent=("Upper Four", "No Honors", "Mixed Double Chow"),
    )


def test_middle_tiles_excludes_all_simples_and_no_honors():
    _check(
        "[444m]555m456p456s6m", "6m",
        [f("Middle Tiles"), f("Mixed Double Chow")], 25,
        absent=("All Simples", "No Honors"),
    )


def test_lower_tiles_excludes_lower_four_and_no_honors():
    _check(
        "[123m][123p]333s11s22s", "1s",
        [f("Lower Tiles"), f("Mixed Double Chow"), f("Pung of Terminals or Honors")], 26,
        absent=("Lower Four", "No Honors"),
    )
