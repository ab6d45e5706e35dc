"""The exclusions of the 16 to 1 point fans: what each of them implies and does not count
again. Every test checks the complete list of fans and the total, and names the fans the rule
forbids. Seat South and prevalent West unless a test says otherwise.
"""

from __future__ import annotations

from tests.scoring.rulebook_case import check as _check
from tests.scoring.rulebook_case import f


def test_pure_straight_excludes_short_straight_and_two_terminal_chows_inside_it():
    _check(
        "[123p]456p789p234s9s", "9s",
        [f("Pure Straight"), f("All Chows"), f("One Voided Suit"), f("Single Wait")], 20,
        absent=("Short Straight", "Two Terminal Chows"),
    )


def test_three_suited_terminal_chows_excludes_all_chows_double_chows_and_no_honors():
    _check(
        "[789p][123s]123p789s5m", "5m",
        [f("Three-Suited Terminal Chows"), f("Single Wait")], 17,
        absent=("All Chows", "Mixed Double Chow", "Two Terminal Chows", "No Honors"),
    )


def test_all_fives_excludes_all_simples_and_no_honors():
    _check(
        "[456m][555p]345s567s5m", "5m",
        [f("All Fives"), f("Single Wait")], 17,
        absent=("All Simples", "No Honors"),
    )


def test_triple_pung_excludes_double_pung():
    _check(
        "[333m][333p]333s77m88s", "8s",
        [f("Triple Pung"), f("All Pungs"), f("All Simples")], 24,
        absent=("Double Pung", "Two Concealed Pungs"),
    )


def test_mixed_triple_chow_excludes_mixed_double_chow():
    _check(
        "[234m]234p234s99s78p", "9p",
        [f("Mixed Triple Chow"), f("All Chows")], 10,
        absent=("Mixed Double Chow",),
    )


def test_big_three_winds_excludes_only_the_three_wind_pungs_of_terminals():
    # North seat, East prevalent: both wind fans; 111p still is a Pung of Terminals (x1).
    _check(
        "[WWW][NNN]EEE111p5s", "5s",
        [f("Big Three Winds"), f("All Pungs"), f("Seat Wind"), f("Prevalent Wind"),
         f("Two Concealed Pungs"), f("Pung of Terminals or Honors"), f("One Voided Suit"),
         f("Single Wait")], 27,
        seat="N", round="E",
    )


def test_reversible_tiles_excludes_one_voided_suit():
    _check(
        "[PPP][999p]456s55s88p", "8p",
        [f("Reversible Tiles"), f("Dragon Pung"), f("Pung of Terminals or Honors")], 11,
        absent=("One Voided Suit",),
    )


def test_robbing_the_kong_excludes_last_tile():
    _check(
        "[111m]456p789s35mCC", "4m",
        [f("Robbing the Kong"), f("Pung of Terminals or Honors"), f("Closed Wait")], 10,
        absent=("Last Tile",),
        kong_tile=True, last_of_kind=True,
    )


def test_last_tile_draw_excludes_self_drawn():
    _check(
        "[555p]123s678s33mEE", "E",
        [f("Last Tile Draw"), f("Pung of Terminals or Honors")], 9,
        absent=("Self-Drawn",),
        self_drawn=True, last_tile=True,
    )


def test_out_with_replacement_tile_excludes_self_drawn():
    _check(
        "[5555p]123s678s33mEE", "E",
        [f("Out with Replacement Tile"), f("Pung of Terminals or Honors"), f("Melded Kong")], 10,
        absent=("Self-Drawn",),
        self_drawn=True, kong_tile=True,
    )


def test_two_concealed_kongs_excludes_concealed_kong_and_two_concealed_pungs():
    _check(
        "{4444s}{EEEE}123m789m6p", "6p",
        [f("Two Concealed Kongs"), f("Concealed Hand"), f("Two Terminal Chows"),
         f("Pung of Terminals or Honors"), f("Single Wait")], 13,
        absent=("Concealed Kong", "Two Concealed Pungs"),
    )


def test_melded_hand_excludes_single_wait():
    _check(
        "[345m][678p][111s][SSS]C", "C",
        [f("Melded Hand"), f("All Types"), f("Seat Wind"), f("Pung of Terminals or Honors")],
        15,
        absent=("Single Wait",),
    )


def test_melded_hand_needs_a_discard_self_drawn_is_self_drawn_and_single_wait():
    _check(
        "[345m][678p][111s][SSS]C", "C",
        [f("All Types"), f("Seat Wind"), f("Pung of Terminals or Honors"), f("Single Wait"),
         f("Self-Drawn")], 11,
        absent=("Melded Hand",),
        self_drawn=True,
    )


def test_two_dragon_pungs_excludes_dragon_pung():
    _check(
        "[CCC][PPP]567s34m88s", "5m",
        [f("Two Dragon Pungs"), f("One Voided Suit")], 7,
        absent=("Dragon Pung",),
    )


def test_fully_concealed_hand_excludes_self_drawn_and_concealed_hand():
    _check(
        "123p456p789p11s23s", "4s",
        [f("Pure Straight"), f("Fully Concealed Hand"), f("All Chows"), f("One Voided Suit")], 23,
        absent=("Self-Drawn", "Concealed Hand"),
        self_drawn=True,
    )


def test_two_melded_kongs_excludes_melded_kong():
    _check(
        "[3333p][6666s]123m789m5p", "5p",
        [f("Two Melded Kongs"), f("Two Terminal Chows"), f("No Honors"), f("Single Wait")], 7,
        absent=("Melded Kong",),
    )


def test_seat_and_prevalent_wind_both_count_and_exclude_the_honor_pung():
    _check(
        "[EEE]123m456p789s9p", "9p",
        [f("Mixed Straight"), f("Prevalent Wind"), f("Seat Wind"), f("Single Wait")], 13,
        absent=("Pung of Terminals or Honors",),
        seat="E", round="E",
    )


def test_all_simples_and_all_chows_exclude_no_honors():
    # 234m 345p 678s 678p: Mixed Double Chow 678s/678p and Short Straight 345p/678p.
    _check(
        "[234m][345p]678s55s67p", "8p",
        [f("All Chows"), f("All Simples"), f("Mixed Double Chow"), f("Short Straight")], 6,
        absent=("No Honors",),
    )


def test_concealed_kong_and_melded_kong_count_separately():
    # fans.tsv has no fan for the pair, so each counts on its own (as examples.json, hand 61).
    _check(
        "{5555s}[7777m]123p456p9m", "9m",
        [f("Concealed Kong"), f("Melded Kong"), f("Short Straight"), f("No Honors"),
         f("Single Wait")], 6,
        absent=("Two Melded Kongs", "Two Concealed Kongs"),
    )


def test_a_kong_is_not_a_tile_hog():
    _check(
        "[6666m]234p345s22s55m", "5m",
        [f("All Simples"), f("Melded Kong")], 3,
        absent=("Tile Hog",),
    )
