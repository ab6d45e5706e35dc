"""Rulebook hands for the 88 to 32 point fans (1 Big Four Winds to 18 All Terminals and Honors):
two or more hands per fan, each with its complete list of fans (see rulebook_case.py for the
form).
"""

from __future__ import annotations

from tests.scoring.rulebook_case import C, Case, f

# ---------------------------------------------------------------------------------------------
# Two or more hands per fan. Each list of fans was worked out fan by fan: the sets and pair,
# the way of winning (Concealed Hand / Fully Concealed Hand / Self-Drawn / Melded Hand), the
# wait (only when exactly one tile kind completes the hand), suits, tile traits, rank ranges,
# set traits, Tile Hog, pungs and kongs (a pung completed by a discard is melded), the chow
# combinations with the exclusionary principle, and finally the implied fans removed.
# ---------------------------------------------------------------------------------------------
CASES_88_TO_32: list[Case] = [
    # 1 Big Four Winds
    C("big_four_winds_won_on_discarded_north_with_half_flush", "Big Four Winds",
      "[EEE][SSS][WWW]NN55p", "N",
      [f("Big Four Winds"), f("Half Flush")], 94),
    C("big_four_winds_concealed_kong_self_drawn_adds_four_concealed_pungs", "Big Four Winds",
      "{EEEE}SSSWWWNNN2s", "2s",
      [f("Big Four Winds"), f("Four Concealed Pungs"), f("Half Flush"), f("Concealed Kong"),
       f("Single Wait"), f("Self-Drawn")], 162, self_drawn=True),
    # 2 Big Three Dragons
    C("big_three_dragons_with_outside_hand_and_voided_bamboo", "Big Three Dragons",
      "[CCC][FFF]PP123m99p", "P",
      [f("Big Three Dragons"), f("Outside Hand"), f("One Voided Suit")], 93),
    C("big_three_dragons_concealed_self_drawn_single_wait", "Big Three Dragons",
      "CCCFFFPPP234sE", "E",
      [f("Big Three Dragons"), f("Three Concealed Pungs"), f("Half Flush"),
       f("Fully Concealed Hand"), f("Single Wait")], 115, self_drawn=True),
    # 3 All Green
    C("all_green_with_green_dragon_pair_and_pure_double_chow", "All Green",
      "[666s]223344s88sFF", "8s",
      [f("All Green"), f("Pure Double Chow")], 89),
    C("all_green_without_dragon_is_also_full_flush_and_all_simples", "All Green",
      "[234s][234s]234s666s8s", "8s",
      [f("All Green"), f("Full Flush"), f("Pure Triple Chow"), f("All Simples")], 138),
    # 4 Nine Gates
    C("nine_gates_on_two_adds_short_straight_and_concealed_pungs", "Nine Gates",
      "1112345678999s", "2s",
      [f("Nine Gates"), f("Two Concealed Pungs"), f("Short Straight"),
       f("Pung of Terminals or Honors")], 92),
    C("nine_gates_self_drawn_on_seven", "Nine Gates",
      "1112345678999m", "7m",
      [f("Nine Gates"), f("Short Straight"), f("Self-Drawn")], 90, self_drawn=True),
    # 5 Four Kongs
    C("four_kongs_plain", "Four Kongs",
      "[3333p][5555s]{7777m}[8888s]N", "N",
      [f("Four Kongs")], 88),
    C("four_kongs_all_melded_is_melded_hand_with_mixed_shifted_pungs", "Four Kongs",
      "[2222m][3333p][4444s][EEEE]N", "N",
      [f("Four Kongs"), f("Mixed Shifted Pungs"), f("Melded Hand"),
       f("Pung of Terminals or Honors")], 103),
    # 6 Seven Shifted Pairs
    C("seven_shifted_pairs_one_to_seven", "Seven Shifted Pairs",
      "1122334455667p", "7p",
      [f("Seven Shifted Pairs")], 88),
    C("seven_shifted_pairs_three_to_nine_self_drawn", "Seven Shifted Pairs",
      "3344556677889s", "9s",
      [f("Seven Shifted Pairs"), f("Self-Drawn")], 89, self_drawn=True),
    # 7 Thirteen Orphans
    C("thirteen_orphans_waiting_on_white_dragon", "Thirteen Orphans",
      "19m19p19sESWNCFF", "P",
      [f("Thirteen Orphans")], 88),
    C("thirteen_orphans_self_drawn", "Thirteen Orphans",
      "119m19p19sESWNCF", "P",
      [f("Thirteen Orphans"), f("Self-Drawn")], 89, self_drawn=True),
    # 8 All Terminals
    C("all_terminals_pungs_single_wait", "All Terminals",
      "[111p][999s]111m999m9p", "9p",
      [f("All Terminals"), f("Two Concealed Pungs"), f("Single Wait")], 67),
    C("all_terminals_as_seven_pairs_with_tile_hog", "All Terminals",
      "11m9999m11p99p11s9s", "9s",
      [f("All Terminals"), f("Seven Pairs"), f("Tile Hog"), f("Self-Drawn")], 91,
      self_drawn=True),
    # 9 Little Four Winds
    C("little_four_winds_keeps_seat_and_prevalent_wind", "Little Four Winds",
      "[EEE][SSS]WWW234mN", "N",
      [f("Little Four Winds"), f("Half Flush"), f("Prevalent Wind"), f("Seat Wind"),
       f("Single Wait")], 75),
    C("little_four_winds_east_seat_and_round_with_outside_hand", "Little Four Winds",
      "[EEE]SSSNNN789pW", "W",
      [f("Little Four Winds"), f("Half Flush"), f("Outside Hand"), f("Prevalent Wind"),
       f("Seat Wind"), f("Two Concealed Pungs"), f("Single Wait")], 81, seat="E", round="E"),
    # 10 Little Three Dragons
    C("little_three_dragons_single_wait_on_white", "Little Three Dragons",
      "[CCC]FFF234p567sP", "P",
      [f("Little Three Dragons"), f("One Voided Suit"), f("Single Wait")], 66),
    C("little_three_dragons_concealed_self_drawn_keeps_terminal_pung", "Little Three Dragons",
      "CCCPPP123s999sF", "F",
      [f("Little Three Dragons"), f("Three Concealed Pungs"), f("Half Flush"),
       f("Outside Hand"), f("Fully Concealed Hand"), f("Pung of Terminals or Honors"),
       f("Single Wait")], 96, self_drawn=True),
    # 11 All Honors
    C("all_honors_pungs_with_two_dragon_pungs", "All Honors",
      "[WWW]NNNPPPEECC", "C",
      [f("All Honors"), f("Two Dragon Pungs"), f("Prevalent Wind"), f("Two Concealed Pungs")],
      74),
    C("all_honors_seven_pairs_self_drawn", "All Honors",
      "EESSWWNNCCFFP", "P",
      [f("All Honors"), f("Seven Pairs"), f("Self-Drawn")], 89, self_drawn=True),
    # 12 Four Concealed Pungs
    C("four_concealed_pungs_won_on_discard_to_the_pair", "Four Concealed Pungs",
      "222m555p888s999m1p", "1p",
      [f("Four Concealed Pungs"), f("Pung of Terminals or Honors"), f("No Honors"),
       f("Single Wait")], 67),
    C("four_concealed_pungs_self_drawn_scores_self_drawn", "Four Concealed Pungs",
      "EEESSS666p888pC", "C",
      [f("Four Concealed Pungs"), f("Half Flush"), f("Seat Wind"),
       f("Pung of Terminals or Honors"), f("Single Wait"), f("Self-Drawn")], 75,
      self_drawn=True),
    # 13 Pure Terminal Chows
    C("pure_terminal_chows_with_two_claimed_chows", "Pure Terminal Chows",
      "[123s][789s]123s789s5s", "5s",
      [f("Pure Terminal Chows"), f("Single Wait")], 65),
    C("pure_terminal_chows_self_drawn_beats_seven_pairs", "Pure Terminal Chows",
      "123m789m123m789m5m", "5m",
      [f("Pure Terminal Chows"), f("Fully Concealed Hand"), f("Single Wait")], 69,
      self_drawn=True),
    # 14 Quadruple Chow
    C("quadruple_chow_with_honor_pair", "Quadruple Chow",
      "[345s][345s]345s345sE", "E",
      [f("Quadruple Chow"), f("Half Flush"), f("Single Wait")], 55),
    # 1-2-3 dots and 9 bamboo are all reversible (no One Voided Suit then), and every chow
    # holds a 1 with a 9 pair: Outside Hand.
    C("quadruple_chow_concealed_self_drawn_reversible_and_outside", "Quadruple Chow",
      "111122223333p9s", "9s",
      [f("Quadruple Chow"), f("Reversible Tiles"), f("Outside Hand"), f("Fully Concealed Hand"),
       f("All Chows"), f("Single Wait")], 67, self_drawn=True),
    # 15 Four Pure Shifted Pungs
    C("four_pure_shifted_pungs_five_to_eight", "Four Pure Shifted Pungs",
      "[777p][888p]555p666p9s", "9s",
      [f("Four Pure Shifted Pungs"), f("Two Concealed Pungs"), f("One Voided Suit"),
       f("No Honors"), f("Single Wait")], 53),
    C("four_pure_shifted_pungs_concealed_full_flush", "Four Pure Shifted Pungs",
      "111222333444s9s", "9s",
      [f("Four Pure Shifted Pungs"), f("Four Concealed Pungs"), f("Full Flush"),
       f("Pung of Terminals or Honors"), f("Single Wait")], 138),
    # 16 Four Pure Shifted Chows
    C("four_pure_shifted_chows_step_one_all_simples", "Four Pure Shifted Chows",
      "[234p]345p456p567p8s", "8s",
      [f("Four Pure Shifted Chows"), f("All Chows"), f("All Simples"), f("One Voided Suit"),
       f("Single Wait")], 38),
    C("four_pure_shifted_chows_step_two_half_flush", "Four Pure Shifted Chows",
      "[123m][345m][567m]789mE", "E",
      [f("Four Pure Shifted Chows"), f("Half Flush"), f("Single Wait")], 39),
    # 17 Three Kongs
    C("three_kongs_melded_two_sided_wait", "Three Kongs",
      "[4444m][6666p][8888s]78mNN", "9m",
      [f("Three Kongs")], 32),
    C("three_kongs_two_concealed_count_as_two_concealed_pungs", "Three Kongs",
      "{2222s}{5555s}[EEEE]789sS", "S",
      [f("Three Kongs"), f("Half Flush"), f("Two Concealed Pungs"),
       f("Pung of Terminals or Honors"), f("Single Wait")], 42),
    # 18 All Terminals and Honors
    C("all_terminals_and_honors_pungs", "All Terminals and Honors",
      "[999p][NNN]111sEEE9m", "9m",
      [f("All Terminals and Honors"), f("Two Concealed Pungs"), f("Single Wait")], 35),
    C("all_terminals_and_honors_seven_pairs_all_types", "All Terminals and Honors",
      "11m99p11s99sEESSC", "C",
      [f("All Terminals and Honors"), f("Seven Pairs"), f("All Types"), f("Self-Drawn")], 63,
      self_drawn=True),
]
