"""Rulebook hands for the 24 to 12 point fans (19 Seven Pairs to 38 Big Three Winds): two or more
hands per fan, each with its complete list of fans (see rulebook_case.py for the form).
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
CASES_24_TO_12: list[Case] = [
    # 19 Seven Pairs
    C("seven_pairs_all_simples", "Seven Pairs",
      "2266m3377p4488s5s", "5s",
      [f("Seven Pairs"), f("All Simples")], 26),
    C("seven_pairs_four_of_a_kind_as_two_pairs_half_flush", "Seven Pairs",
      "2222s557sEENNCC", "7s",
      [f("Seven Pairs"), f("Half Flush"), f("Tile Hog")], 32),
    # 20 Greater Honors and Knitted Tiles
    C("greater_honors_and_knitted_tiles_on_white_dragon", "Greater Honors and Knitted Tiles",
      "147p25s36mESWNCF", "P",
      [f("Greater Honors and Knitted Tiles")], 24),
    C("greater_honors_and_knitted_tiles_self_drawn_suit_tile",
      "Greater Honors and Knitted Tiles",
      "47p258s9mESWNCFP", "1p",
      [f("Greater Honors and Knitted Tiles"), f("Self-Drawn")], 25, self_drawn=True),
    # 21 All Even Pungs
    C("all_even_pungs_single_wait_on_the_pair", "All Even Pungs",
      "[222m][444p]666s888m6p", "6p",
      [f("All Even Pungs"), f("Two Concealed Pungs"), f("Single Wait")], 27),
    C("all_even_pungs_with_melded_kong", "All Even Pungs",
      "[2222p][888s]444m66m66s", "6m",
      [f("All Even Pungs"), f("Melded Kong")], 25),
    # 22 Full Flush
    C("full_flush_with_pure_straight", "Full Flush",
      "[123p][456p]789p22p34p", "5p",
      [f("Full Flush"), f("Pure Straight"), f("All Chows")], 42),
    C("full_flush_with_pungs_and_short_straight", "Full Flush",
      "[111s]234s567s88s99s", "8s",
      [f("Full Flush"), f("Short Straight"), f("Pung of Terminals or Honors")], 26),
    # 23 Pure Triple Chow
    C("pure_triple_chow_with_terminal_pung", "Pure Triple Chow",
      "[567m]567m567m111p9s", "9s",
      [f("Pure Triple Chow"), f("Pung of Terminals or Honors"), f("No Honors"),
       f("Single Wait")], 27),
    C("pure_triple_chow_all_chows", "Pure Triple Chow",
      "[789p]789p789p345m8s", "8s",
      [f("Pure Triple Chow"), f("All Chows"), f("Single Wait")], 27),
    # 24 Pure Shifted Pungs
    C("pure_shifted_pungs_with_voided_bamboo", "Pure Shifted Pungs",
      "[333m][444m]555m78pEE", "9p",
      [f("Pure Shifted Pungs"), f("One Voided Suit")], 25),
    C("pure_shifted_pungs_beat_pure_triple_chow_reading", "Pure Shifted Pungs",
      "[345p]666s777s888sC", "C",
      [f("Pure Shifted Pungs"), f("Three Concealed Pungs"), f("One Voided Suit"),
       f("Single Wait")], 42),
    # 25 Upper Tiles
    # 777m 888p 999s are Mixed Shifted Pungs; 777m + 789m use all four 7m: Tile Hog.
    C("upper_tiles_with_mixed_shifted_pungs_two_way_wait", "Upper Tiles",
      "[777m][888p]999s789m8s", "8s",
      [f("Upper Tiles"), f("Mixed Shifted Pungs"), f("Tile Hog"),
       f("Pung of Terminals or Honors")], 35),
    C("upper_tiles_with_mixed_double_chow", "Upper Tiles",
      "[789p][789s]999m77s88m", "8m",
      [f("Upper Tiles"), f("Mixed Double Chow"), f("Pung of Terminals or Honors")], 26),
    # 26 Middle Tiles
    C("middle_tiles_with_tile_hog", "Middle Tiles",
      "[456m][555p]456s666m4p", "4p",
      [f("Middle Tiles"), f("Tile Hog"), f("Mixed Double Chow"), f("Single Wait")], 28),
    C("middle_tiles_concealed_self_drawn_non_identical_chows", "Middle Tiles",
      "445566m456p555s4s", "4s",
      [f("Middle Tiles"), f("Fully Concealed Hand"), f("Pure Double Chow"),
       f("Mixed Double Chow")], 30, self_drawn=True),
    # 27 Lower Tiles
    C("lower_tiles_pungs_and_a_chow", "Lower Tiles",
      "[123p][111s]222m33s22p", "3s",
      [f("Lower Tiles"), f("Pung of Terminals or Honors")], 25),
    C("lower_tiles_with_mixed_triple_chow_and_tile_hog", "Lower Tiles",
      "[123m][123p]123s222m3s", "3s",
      # 123s + 3s waits only on 3s; read as 12s + 3s it is an Edge Wait, which the standard
      # calculators prefer (edge, then closed, then single; only one is counted).
      [f("Lower Tiles"), f("Mixed Triple Chow"), f("Tile Hog"), f("Edge Wait")], 35),
    # 28 Pure Straight
    C("pure_straight_with_unrelated_fourth_chow", "Pure Straight",
      "[123s][456s]789s55m34p", "5p",
      [f("Pure Straight"), f("All Chows")], 18),
    C("pure_straight_concealed_self_drawn_closed_wait", "Pure Straight",
      "123456789m24s55p", "3s",
      [f("Pure Straight"), f("Fully Concealed Hand"), f("All Chows"), f("Closed Wait")], 23,
      self_drawn=True),
    # 29 Three-Suited Terminal Chows
    C("three_suited_terminal_chows_concealed_self_drawn", "Three-Suited Terminal Chows",
      "123789p123789s5m", "5m",
      [f("Three-Suited Terminal Chows"), f("Fully Concealed Hand"), f("Single Wait")], 21,
      self_drawn=True),
    C("three_suited_terminal_chows_edge_wait", "Three-Suited Terminal Chows",
      "[123m]789m123s55p89s", "7s",
      [f("Three-Suited Terminal Chows"), f("Edge Wait")], 17),
    # 30 Pure Shifted Chows
    C("pure_shifted_chows_step_one", "Pure Shifted Chows",
      "[234m]345m456m99s11p", "9s",
      [f("Pure Shifted Chows"), f("Pung of Terminals or Honors"), f("No Honors")], 18),
    C("pure_shifted_chows_step_two", "Pure Shifted Chows",
      "[345p][567p]789p23sNN", "4s",
      [f("Pure Shifted Chows"), f("One Voided Suit")], 17),
    # 31 All Fives
    C("all_fives_with_tile_hog", "All Fives",
      "[345m][555s]456p56s55p", "4s",
      [f("All Fives"), f("Tile Hog"), f("Mixed Double Chow")], 19),
    C("all_fives_closed_wait", "All Fives",
      "[345m]555p456s46m55s", "5m",
      [f("All Fives"), f("Mixed Double Chow"), f("Closed Wait")], 18),
    # 32 Triple Pung
    C("triple_pung_of_twos", "Triple Pung",
      "[222m][222p]222s789mN", "N",
      [f("Triple Pung"), f("Single Wait")], 17),
    C("triple_pung_concealed_with_three_concealed_pungs", "Triple Pung",
      "555m555p555s34m66s", "2m",
      [f("Triple Pung"), f("Three Concealed Pungs"), f("Concealed Hand"), f("All Simples")], 36),
    # 33 Three Concealed Pungs
    C("three_concealed_pungs_two_way_wait", "Three Concealed Pungs",
      "[789p]111m444s666s3s", "3s",
      [f("Three Concealed Pungs"), f("Pung of Terminals or Honors"), f("No Honors")], 18),
    C("three_concealed_pungs_self_drawn_with_claimed_chow", "Three Concealed Pungs",
      "[789m]222p555s999sE", "E",
      [f("Three Concealed Pungs"), f("Pung of Terminals or Honors"), f("Single Wait"),
       f("Self-Drawn")], 19, self_drawn=True),
    # 34 Lesser Honors and Knitted Tiles
    C("lesser_honors_and_knitted_tiles_five_honors", "Lesser Honors and Knitted Tiles",
      "147m25p369sESWCF", "P",
      [f("Lesser Honors and Knitted Tiles")], 12),
    C("lesser_honors_and_knitted_tiles_self_drawn", "Lesser Honors and Knitted Tiles",
      "14m58p369sESWNCF", "7m",
      [f("Lesser Honors and Knitted Tiles"), f("Self-Drawn")], 13, self_drawn=True),
    # 35 Knitted Straight
    C("knitted_straight_with_wind_pung", "Knitted Straight",
      "147p258s369mEEE5m", "5m",
      [f("Knitted Straight"), f("Concealed Hand"), f("Pung of Terminals or Honors"),
       f("Single Wait")], 16),
    C("knitted_straight_with_claimed_chow_all_chows", "Knitted Straight",
      "[789s]147m258p369s9m", "9m",
      [f("Knitted Straight"), f("All Chows"), f("Single Wait")], 15),
    # 36 Upper Four
    C("upper_four_two_way_wait", "Upper Four",
      "[678m][999p]789s666s8s", "8s",
      [f("Upper Four"), f("Pung of Terminals or Honors")], 13),
    C("upper_four_with_melded_kong", "Upper Four",
      "[9999m]678p678s666m7m", "7m",
      [f("Upper Four"), f("Mixed Double Chow"), f("Pung of Terminals or Honors"),
       f("Melded Kong")], 15),
    # 37 Lower Four
    C("lower_four_edge_wait", "Lower Four",
      "[234s][111m]444p12s33m", "3s",
      [f("Lower Four"), f("Pung of Terminals or Honors"), f("Edge Wait")], 14),
    C("lower_four_with_mixed_double_chow", "Lower Four",
      "[123p]123m444m234s2s", "2s",
      [f("Lower Four"), f("Mixed Double Chow")], 13),
    # 38 Big Three Winds
    C("big_three_winds_with_seat_wind", "Big Three Winds",
      "[EEE][SSS][NNN]45p66s", "6p",
      [f("Big Three Winds"), f("Seat Wind"), f("One Voided Suit")], 15),
    C("big_three_winds_concealed_seat_and_prevalent", "Big Three Winds",
      "WWWNNNEEE567mP", "P",
      [f("Three Concealed Pungs"), f("Big Three Winds"), f("Half Flush"), f("Prevalent Wind"),
       f("Seat Wind"), f("Concealed Hand"), f("Single Wait")], 41, seat="W", round="N"),
]
