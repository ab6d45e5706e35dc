"""What still combines: fans a reader might think exclude each other, but the rulebook counts
together. Seat South and prevalent West unless a test says otherwise.
"""

from __future__ import annotations

from scoring import score

from tests.scoring.rulebook_case import check as _check
from tests.scoring.rulebook_case import f


def test_nine_gates_needs_a_concealed_hand():
    # With 111m claimed it is only a Full Flush: [111m] 234m 55m 678m 999m.
    _check(
        "[111m]2345678999m", "5m",
        [f("Full Flush"), f("Pung of Terminals or Honors", 2)], 26,
        absent=("Nine Gates", "Concealed Hand"),
    )


def test_nine_gates_on_one_adds_pure_straight_and_tile_hog_but_not_the_terminal_pung():
    # 111 123 456 789 99: the pung of 1s is the one Nine Gates absorbs.
    _check(
        "1112345678999p", "1p",
        [f("Nine Gates"), f("Pure Straight"), f("Tile Hog")], 106,
        absent=("Pung of Terminals or Honors", "Full Flush", "Concealed Hand"),
    )


def test_big_four_winds_combines_with_all_terminals_and_honors():
    _check(
        "[EEE][SSS][WWW]NN99p", "N",
        [f("Big Four Winds"), f("All Terminals and Honors"), f("Half Flush")], 126,
        absent=("All Pungs", "Outside Hand", "Pung of Terminals or Honors"),
    )


def test_big_three_dragons_combines_with_all_honors():
    _check(
        "[CCC][FFF]PPPEEEN", "N",
        [f("Big Three Dragons"), f("All Honors"), f("Two Concealed Pungs"), f("Single Wait")],
        155,
        absent=("Dragon Pung", "Two Dragon Pungs", "All Pungs", "Pung of Terminals or Honors"),
    )


def test_little_four_winds_combines_with_all_honors_and_a_dragon_pung():
    _check(
        "[EEE][SSS]WWWCCCN", "N",
        [f("Little Four Winds"), f("All Honors"), f("Dragon Pung"), f("Seat Wind"),
         f("Prevalent Wind"), f("Two Concealed Pungs"), f("Single Wait")], 137,
        absent=("Big Three Winds", "All Pungs", "Pung of Terminals or Honors"),
    )


def test_seven_pairs_of_even_tiles_is_not_all_even_pungs():
    _check(
        "22446688m2244p6s", "6s",
        [f("Seven Pairs"), f("All Simples")], 26,
        absent=("All Even Pungs", "All Pungs"),
    )


def test_seven_pairs_combines_with_reversible_tiles():
    _check(
        "1122p4455s99pPP8s", "8s",
        [f("Seven Pairs"), f("Reversible Tiles")], 32,
        absent=("One Voided Suit",),
    )


def test_seven_pairs_combines_with_all_green():
    _check(
        "223344668888sF", "F",
        [f("All Green"), f("Seven Pairs"), f("Tile Hog")], 114,
        absent=("Half Flush",),
    )


def test_seven_pairs_combines_with_upper_four():
    _check(
        "66778899m6699p7s", "7s",
        [f("Seven Pairs"), f("Upper Four")], 36,
        absent=("No Honors",),
    )


def test_last_tile_claim_combines_with_last_tile():
    _check(
        "[123m][456p]89s777pNN", "7s",
        [f("Mixed Straight"), f("Last Tile Claim"), f("Last Tile"), f("Edge Wait")], 21,
        last_tile=True, last_of_kind=True,
    )


def test_concealed_kong_prevents_melded_hand():
    _check(
        "[123m][456p][789s]{EEEE}N", "N",
        [f("Mixed Straight"), f("Concealed Kong"), f("Pung of Terminals or Honors"),
         f("Single Wait")], 12,
        absent=("Melded Hand",),
    )


def test_concealed_kong_counts_towards_three_concealed_pungs():
    _check(
        "{2222m}555p333s79s11p", "8s",
        [f("Three Concealed Pungs"), f("Concealed Kong"), f("Concealed Hand"), f("No Honors"),
         f("Closed Wait")], 22,
        absent=("Two Concealed Pungs",),
    )


def test_two_double_pungs_both_count():
    _check(
        "[222m][555m]222p555s8s", "8s",
        [f("All Pungs"), f("Double Pung", 2), f("Two Concealed Pungs"), f("All Simples"),
         f("Single Wait")], 15,
    )


def test_knitted_straight_with_claimed_pung_single_wait_inside_the_knitted_tiles():
    # [EEE] 147m 258p 369s 99s: the 9s is both the knitted straight's 9 and the pair's.
    _check(
        "[EEE]147m258p36s99s", "9s",
        [f("Knitted Straight"), f("Pung of Terminals or Honors"), f("Single Wait")], 14,
    )


def test_knitted_straight_concealed_single_wait_inside_the_knitted_tiles():
    # 147m 258p 369s 123p 99s: only 9s completes the hand, and it can be read as pairing the 9s.
    _check(
        "147m258p36s99s123p", "9s",
        [f("Knitted Straight"), f("Concealed Hand"), f("All Chows"), f("Single Wait")], 17,
    )


def test_knitted_straight_with_wind_pung_and_dragon_pair_is_all_types():
    _check(
        "147m258p369sEEEC", "C",
        [f("Knitted Straight"), f("All Types"), f("Concealed Hand"),
         f("Pung of Terminals or Honors"), f("Single Wait")], 22,
    )


def test_knitted_straight_with_suited_pung_and_pair_has_no_honors():
    _check(
        "147m258p369s111p5s", "5s",
        [f("Knitted Straight"), f("Concealed Hand"), f("Pung of Terminals or Honors"),
         f("No Honors"), f("Single Wait")], 17,
    )


def test_three_kongs_one_concealed_with_a_concealed_pung_is_two_concealed_pungs():
    _check(
        "[2222m][3333p]{4444s}555m9s", "9s",
        [f("Three Kongs"), f("Mixed Shifted Pungs"), f("All Pungs"), f("Two Concealed Pungs"),
         f("No Honors"), f("Single Wait")], 50,
        absent=("Concealed Kong", "Melded Kong", "Two Melded Kongs"),
    )


def test_three_concealed_kongs_are_three_concealed_pungs():
    # Won on a discarded 9s: 999s is melded, the three concealed kongs are the concealed pungs.
    _check(
        "{2222m}{3333p}{4444s}55m99s", "9s",
        [f("Three Kongs"), f("Three Concealed Pungs"), f("Mixed Shifted Pungs"), f("All Pungs"),
         f("Concealed Hand"), f("Pung of Terminals or Honors"), f("No Honors")], 66,
        absent=("Two Concealed Kongs", "Concealed Kong", "Four Concealed Pungs"),
    )


def test_four_kongs_combines_with_four_pure_shifted_pungs_and_full_flush():
    _check(
        "[1111s]{2222s}[3333s][4444s]9s", "9s",
        [f("Four Kongs"), f("Four Pure Shifted Pungs"), f("Full Flush"),
         f("Pung of Terminals or Honors")], 161,
        absent=("All Pungs", "Single Wait", "Pure Shifted Pungs", "One Voided Suit"),
    )


def test_nine_gates_needs_the_thirteen_tile_nine_gates_wait():
    # 1112345567899m + 9m holds the same 14 tiles as Nine Gates won on 5m, but the hand was
    # not waiting on all nine tiles: 111 234 55 678 999 (999m completed by the discard).
    _check(
        "1112345567899m", "9m",
        [f("Full Flush"), f("Concealed Hand"), f("Pung of Terminals or Honors", 2)], 28,
        absent=("Nine Gates", "Two Concealed Pungs"),
    )


def test_two_pure_double_chows_and_only_one_two_terminal_chows():
    # 123m 123m 789m 789m: four Two Terminal Chows pairings are visible, but four chows make
    # at most three fans: Pure Double Chow x2 + Two Terminal Chows x1.
    _check(
        "[123m]123m789m789m4s", "4s",
        [f("Pure Double Chow", 2), f("Two Terminal Chows"), f("All Chows"), f("One Voided Suit"),
         f("Single Wait")], 7,
    )


def test_last_tile_combines_with_self_drawn():
    _check(
        "[123m]456p111s78sEE", "9s",
        [f("Mixed Straight"), f("Last Tile"), f("Pung of Terminals or Honors"), f("Self-Drawn")],
        14,
        self_drawn=True, last_of_kind=True,
    )


def test_knitted_straight_with_seat_wind_pung():
    # SSS is the seat wind (no Pung of Terminals or Honors); wind pung + dragon pair: All Types.
    _check(
        "147m258p369sSSSC", "C",
        [f("Knitted Straight"), f("All Types"), f("Seat Wind"), f("Concealed Hand"),
         f("Single Wait")], 23,
        absent=("Pung of Terminals or Honors",),
    )


def test_knitted_straight_with_melded_kong():
    _check(
        "[EEEE]147m258p369sC", "C",
        [f("Knitted Straight"), f("All Types"), f("Pung of Terminals or Honors"),
         f("Melded Kong"), f("Single Wait")], 21,
    )


def test_knitted_straight_tile_hog_on_the_pair():
    # 369s + 789s + 99s use all four 9s; 6s would also win (678s + 99s): no wait fan.
    _check(
        "147m258p369s789s9s", "9s",
        [f("Knitted Straight"), f("Concealed Hand"), f("All Chows"), f("Tile Hog")], 18,
    )


def test_best_arrangement_of_a_many_sided_full_flush_is_four_shifted_pungs():
    # 1112223334445m + 5m: 111 222 333 444 55 (four concealed pungs) beats 123 123 123 444 55
    # and the other readings; the hand also wins on 2m, 3m, ...: no wait fan.
    _check(
        "1112223334445m", "5m",
        [f("Four Concealed Pungs"), f("Four Pure Shifted Pungs"), f("Full Flush"),
         f("Pung of Terminals or Honors")], 137,
        absent=("Pure Shifted Pungs", "All Pungs", "Concealed Hand", "Single Wait"),
    )


def test_fourth_pung_combines_once_with_a_three_pung_fan():
    # 222m 333p 444s are Mixed Shifted Pungs; 333s then adds one Double Pung (with 333p).
    _check(
        "[222m][333p]444s333s9p", "9p",
        [f("Mixed Shifted Pungs"), f("All Pungs"), f("Double Pung"), f("Two Concealed Pungs"),
         f("No Honors"), f("Single Wait")], 20,
    )


def test_spaces_in_the_hand_are_ignored():
    spaced = score("[123m] 456p 789s 111s E", win_tile="E", seat_wind="S", round_wind="W")
    packed = score("[123m]456p789s111sE", win_tile="E", seat_wind="S", round_wind="W")
    # Mixed Straight 8 + Pung of Terminals or Honors 1 + Single Wait 1
    assert spaced.fans == packed.fans and spaced.total == packed.total == 10


def test_outside_hand_needs_a_terminal_or_honor_in_the_pair():
    _check(
        "[123m][789p]111sEE55m", "E",
        [f("Pung of Terminals or Honors", 2)], 2,
        absent=("Outside Hand",),
    )


def test_robbing_the_kong_keeps_concealed_hand():
    # Robbing the Kong is a win on another player's tile: a concealed hand scores Concealed Hand.
    _check(
        "123m456p789s11s35m", "4m",
        [f("Mixed Straight"), f("Robbing the Kong"), f("Concealed Hand"), f("All Chows"),
         f("Closed Wait")], 21,
        absent=("Fully Concealed Hand", "Self-Drawn"),
        kong_tile=True,
    )
