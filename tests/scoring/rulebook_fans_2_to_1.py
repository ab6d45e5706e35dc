"""Rulebook hands for the 2 and 1 point fans (59 Dragon Pung to 81 Flower Tiles): two or more
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
CASES_2_TO_1: list[Case] = [
    # 59 Dragon Pung
    C("dragon_pung_green", "Dragon Pung",
      "[FFF]234m567m88p45p", "6p",
      [f("Dragon Pung"), f("Short Straight"), f("One Voided Suit")], 4),
    C("dragon_pung_white_with_terminal_pung", "Dragon Pung",
      "[PPP]111s234p678m9m", "9m",
      [f("Dragon Pung"), f("Pung of Terminals or Honors")], 3),
    # 60 Prevalent Wind
    C("prevalent_wind_north_round", "Prevalent Wind",
      "[NNN]234p567p33m45m", "6m",
      [f("Prevalent Wind"), f("Short Straight"), f("One Voided Suit")], 4,
      seat="E", round="N"),
    C("prevalent_wind_concealed_self_drawn", "Prevalent Wind",
      "WWW123s456s789m5p", "5p",
      [f("Fully Concealed Hand"), f("Prevalent Wind"), f("Short Straight"), f("Single Wait")],
      8, self_drawn=True, seat="E", round="W"),
    # 61 Seat Wind
    C("seat_wind_north_seat", "Seat Wind",
      "[NNN]234p567p33m45m", "6m",
      [f("Seat Wind"), f("Short Straight"), f("One Voided Suit")], 4, seat="N", round="E"),
    C("seat_wind_east_seat_concealed_pung", "Seat Wind",
      "[789m]EEE123p456p5s", "5s",
      [f("Seat Wind"), f("Short Straight"), f("Single Wait")], 4, seat="E", round="S"),
    # 62 Concealed Hand
    C("concealed_hand_single_wait", "Concealed Hand",
      "234m678m345p567sN", "N",
      [f("Concealed Hand"), f("Single Wait")], 3),
    C("concealed_hand_won_on_a_pung", "Concealed Hand",
      "112233m55p789s66s", "6s",
      [f("Concealed Hand"), f("Pure Double Chow"), f("No Honors")], 4),
    # 63 All Chows
    C("all_chows_with_short_straight", "All Chows",
      "[123s]456s78p567m22m", "9p",
      [f("All Chows"), f("Short Straight")], 3),
    C("all_chows_concealed", "All Chows",
      "234m234p45s678s99m", "6s",
      [f("Concealed Hand"), f("All Chows"), f("Mixed Double Chow")], 5),
    # 64 Tile Hog
    C("tile_hog_from_chow_and_pung", "Tile Hog",
      "[234p]444p789s123mE", "E",
      [f("Tile Hog"), f("Single Wait")], 3),
    C("tile_hog_with_two_concealed_pungs", "Tile Hog",
      "[789m]777m456s888p5p", "5p",
      [f("Tile Hog"), f("Two Concealed Pungs"), f("No Honors"), f("Single Wait")], 6),
    # 65 Double Pung
    C("double_pung_of_fives", "Double Pung",
      "[555m][555s]234p678p9s", "9s",
      [f("Double Pung"), f("No Honors"), f("Single Wait")], 4),
    C("double_pung_of_ones", "Double Pung",
      "[111p]111s456m789mN", "N",
      [f("Double Pung"), f("Short Straight"), f("Pung of Terminals or Honors", 2),
       f("Single Wait")], 6),
    # 66 Two Concealed Pungs
    C("two_concealed_pungs_alone", "Two Concealed Pungs",
      "[678m]333p777s45sEE", "6s",
      [f("Two Concealed Pungs")], 2),
    C("two_concealed_pungs_with_terminal_pung", "Two Concealed Pungs",
      "[123p]999m222s34sWW", "5s",
      [f("Two Concealed Pungs"), f("Pung of Terminals or Honors")], 3),
    # 67 Concealed Kong
    C("concealed_kong_keeps_the_hand_concealed", "Concealed Kong",
      "{6666p}234m567s111sE", "E",
      [f("Concealed Hand"), f("Two Concealed Pungs"), f("Concealed Kong"),
       f("Pung of Terminals or Honors"), f("Single Wait")], 8),
    C("concealed_kong_of_north_with_claimed_chow", "Concealed Kong",
      "[234m]{NNNN}567p88s56s", "7s",
      [f("Concealed Kong"), f("Mixed Double Chow"), f("Pung of Terminals or Honors")], 4),
    # 68 All Simples
    C("all_simples_alone", "All Simples",
      "[234m][666p]345s77p56s", "4s",
      [f("All Simples")], 2),
    C("all_simples_fully_concealed", "All Simples",
      "234567m345p66s88s", "8s",
      [f("Fully Concealed Hand"), f("All Simples"), f("Short Straight")], 7, self_drawn=True),
    # 69 Pure Double Chow
    C("pure_double_chow_with_terminal_pung", "Pure Double Chow",
      "[567p]567p123s99mWW", "9m",
      [f("Pure Double Chow"), f("Pung of Terminals or Honors")], 2),
    C("pure_double_chow_and_mixed_double_chow", "Pure Double Chow",
      "[456m]456m789p33s78s", "9s",
      [f("All Chows"), f("Pure Double Chow"), f("Mixed Double Chow")], 4),
    # 70 Mixed Double Chow
    C("mixed_double_chow_with_terminal_pung", "Mixed Double Chow",
      "[678m]678s111p45pNN", "6p",
      [f("Mixed Double Chow"), f("Pung of Terminals or Honors")], 2),
    C("mixed_double_chow_and_short_straight", "Mixed Double Chow",
      "[123s]123p567m88m45s", "6s",
      [f("All Chows"), f("Mixed Double Chow"), f("Short Straight")], 4),
    # 71 Short Straight
    C("short_straight_won_on_an_honor_pung", "Short Straight",
      "[123m]456m22s678pEE", "E",
      [f("Short Straight"), f("Pung of Terminals or Honors")], 2),
    C("short_straight_fully_concealed", "Short Straight",
      "345678s123p55m99m", "9m",
      [f("Fully Concealed Hand"), f("Short Straight"), f("Pung of Terminals or Honors"),
       f("No Honors")], 7, self_drawn=True),
    # 72 Two Terminal Chows
    C("two_terminal_chows_in_dots", "Two Terminal Chows",
      "[123p]789p456s33m55m", "5m",
      [f("Two Terminal Chows"), f("No Honors")], 2),
    C("two_terminal_chows_concealed_with_seat_wind", "Two Terminal Chows",
      "123789s456m77pSS", "S",
      [f("Seat Wind"), f("Concealed Hand"), f("Two Terminal Chows")], 5),
    # 73 Pung of Terminals or Honors
    C("pung_of_terminals_alone", "Pung of Terminals or Honors",
      "[111s]234m567p88pEE", "8p",
      [f("Pung of Terminals or Honors")], 1),
    C("pung_of_terminals_and_of_honors_count_twice", "Pung of Terminals or Honors",
      "[999m][NNN]234s567s8p", "8p",
      [f("Short Straight"), f("Pung of Terminals or Honors", 2), f("Single Wait")], 4),
    # 74 Melded Kong
    C("melded_kong_alone", "Melded Kong",
      "[2222m]345p678s99sNN", "N",
      [f("Pung of Terminals or Honors"), f("Melded Kong")], 2),
    C("melded_kong_of_east_with_mixed_straight", "Melded Kong",
      "[EEEE]123m789p456s9s", "9s",
      [f("Mixed Straight"), f("Pung of Terminals or Honors"), f("Melded Kong"),
       f("Single Wait")], 11),
    # 75 One Voided Suit
    C("one_voided_suit_no_bamboo", "One Voided Suit",
      "[123m]789m456p55pNN", "N",
      [f("Two Terminal Chows"), f("Pung of Terminals or Honors"), f("One Voided Suit")], 3),
    C("one_voided_suit_concealed_self_drawn", "One Voided Suit",
      "234m234m678p99pCC", "C",
      [f("Fully Concealed Hand"), f("Dragon Pung"), f("Pure Double Chow"),
       f("One Voided Suit")], 8, self_drawn=True),
    # 76 No Honors
    C("no_honors_with_terminal_pung", "No Honors",
      "[111m]456p678p23s99s", "1s",
      [f("Pung of Terminals or Honors"), f("No Honors")], 2),
    C("no_honors_edge_wait", "No Honors",
      "[999s]123m123p77m89m", "7m",
      [f("Mixed Double Chow"), f("Two Terminal Chows"), f("Pung of Terminals or Honors"),
       f("No Honors"), f("Edge Wait")], 5),
    # 77 Edge Wait
    C("edge_wait_eight_nine_waiting_on_seven", "Edge Wait",
      "[567m][234p]89sNNN11p", "7s",
      [f("Pung of Terminals or Honors"), f("Edge Wait")], 2),
    C("edge_wait_concealed_mixed_straight", "Edge Wait",
      "234m456m12p789s55p", "3p",
      [f("Mixed Straight"), f("Concealed Hand"), f("All Chows"), f("Edge Wait")], 13),
    # 78 Closed Wait
    C("closed_wait_alone", "Closed Wait",
      "[123s][345s]777m24pWW", "3p",
      [f("Closed Wait")], 1),
    C("closed_wait_with_two_concealed_pungs", "Closed Wait",
      "[456m]57m666p111s99s", "6m",
      [f("Two Concealed Pungs"), f("Pung of Terminals or Honors"), f("No Honors"),
       f("Closed Wait")], 5),
    # 79 Single Wait
    C("single_wait_with_two_concealed_pungs", "Single Wait",
      "[234m][567s]111p888sE", "E",
      [f("Two Concealed Pungs"), f("Pung of Terminals or Honors"), f("Single Wait")], 4),
    C("single_wait_on_an_isolated_nine", "Single Wait",
      "[EEE][345p]678m222s9p", "9p",
      [f("Pung of Terminals or Honors"), f("Single Wait")], 2),
    # 80 Self-Drawn
    C("self_drawn_with_claimed_chow", "Self-Drawn",
      "[123m]456m789p99s34s", "5s",
      [f("All Chows"), f("Short Straight"), f("Self-Drawn")], 4, self_drawn=True),
    C("self_drawn_completing_a_pung", "Self-Drawn",
      "[555p]123s678s33mEE", "E",
      [f("Pung of Terminals or Honors"), f("Self-Drawn")], 2, self_drawn=True),
    # 81 Flower Tiles
    C("three_flowers_on_a_small_hand", "Flower Tiles",
      "[123m]456m789p99s34s", "5s",
      [f("All Chows"), f("Short Straight"), f("Self-Drawn"), f("Flower Tiles", 3)], 7,
      self_drawn=True, flowers=3),
    C("one_flower_on_a_chicken_hand", "Flower Tiles",
      "[234m][567s][888p]45pEE", "6p",
      [f("Chicken Hand"), f("Flower Tiles")], 9, flowers=1),
]
