"""The counting principles: one test per exclusion rule, each named after the rule.

A fan implied by a bigger one is not counted again; the exclusionary ("account once") and
non-identical principles limit how chows combine; a pung completed by a discard is melded;
Last Tile follows the tiles the winner shows; the wait fans need a single winning tile kind;
Chicken Hand needs nothing else; flowers never count towards the minimum. Every test checks
the complete list of fans and the total, and names the fans the rule forbids. Seat South and
prevalent West unless a test says otherwise.
"""

from __future__ import annotations

from scoring import score

from tests.scoring.rulebook_cases import FAN_POINTS, f


def _check(hand, win, fans, total, absent=(), *, seat="S", round="W", **ctx):
    result = score(hand, win_tile=win, seat_wind=seat, round_wind=round, **ctx)
    got = sorted((fan.name, fan.points, fan.count) for fan in result.fans)
    names = {name for name, _, _ in got}
    for name in absent:
        assert name in FAN_POINTS, name
        assert name not in names, f"{name} must not be counted in {hand} + {win}"
    assert got == sorted(fans), f"{hand} + {win}"
    assert result.total == total
    assert sum(p * c for _, p, c in fans) == total  # the expectation itself adds up
    return result


# --- 88 and 64 point hands -------------------------------------------------------------------


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


# --- 48 to 24 point hands --------------------------------------------------------------------


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


# --- 16 to 1 point hands ---------------------------------------------------------------------


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


# --- Principles ------------------------------------------------------------------------------


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


# --- What still combines ---------------------------------------------------------------------


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
