"""Rulebook hands for the 8 to 4 point fans (39 Mixed Straight to 58 Last Tile): two or more hands
per fan, each with its complete list of fans (see rulebook_case.py for the form).
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
CASES_8_TO_4: list[Case] = [
    # 39 Mixed Straight
    C("mixed_straight_single_wait", "Mixed Straight",
      "[123p][456s]789m777p5s", "5s",
      [f("Mixed Straight"), f("No Honors"), f("Single Wait")], 10),
    C("mixed_straight_won_on_a_pung", "Mixed Straight",
      "[789p]123s456m22mEE", "E",
      [f("Mixed Straight"), f("Pung of Terminals or Honors")], 9),
    # 40 Reversible Tiles
    C("reversible_tiles_without_honors", "Reversible Tiles",
      "[123p][444s]888p55s99s", "9s",
      [f("Reversible Tiles"), f("Pung of Terminals or Honors"), f("No Honors")], 10),
    C("reversible_tiles_with_white_dragon_pung", "Reversible Tiles",
      "[PPP]345p456s222s8p", "8p",
      [f("Reversible Tiles"), f("Dragon Pung"), f("Single Wait")], 11),
    # 41 Mixed Triple Chow
    C("mixed_triple_chow_all_simples", "Mixed Triple Chow",
      "[678m][678p]678s22s33s", "3s",
      [f("Mixed Triple Chow"), f("All Simples")], 10),
    C("mixed_triple_chow_concealed_with_all_types_and_outside_hand", "Mixed Triple Chow",
      "123m123p123sNNCC", "C",
      [f("Mixed Triple Chow"), f("All Types"), f("Outside Hand"), f("Dragon Pung"),
       f("Concealed Hand")], 22),
    # 42 Mixed Shifted Pungs
    C("mixed_shifted_pungs_alone", "Mixed Shifted Pungs",
      "[333m][444p]555s78mSS", "9m",
      [f("Mixed Shifted Pungs")], 8),
    C("mixed_shifted_pungs_concealed_self_drawn", "Mixed Shifted Pungs",
      "666p777s888m234sE", "E",
      [f("Three Concealed Pungs"), f("Mixed Shifted Pungs"), f("Fully Concealed Hand"),
       f("Single Wait")], 29, self_drawn=True),
    # 43 Chicken Hand
    C("chicken_hand_nothing_else_scores", "Chicken Hand",
      "[234m][567s][888p]45pEE", "6p",
      [f("Chicken Hand")], 8),
    C("chicken_hand_with_two_flowers", "Chicken Hand",
      "[789s][123p][555m]67mWW", "8m",
      [f("Chicken Hand"), f("Flower Tiles", 2)], 10, flowers=2),
    # 44 Last Tile Draw
    C("last_tile_draw_with_mixed_straight", "Last Tile Draw",
      "[123m][456p]789s22s55m", "5m",
      [f("Mixed Straight"), f("Last Tile Draw"), f("No Honors")], 17,
      self_drawn=True, last_tile=True),
    C("last_tile_draw_with_honor_pung", "Last Tile Draw",
      "[EEE]234m567p678s8s", "8s",
      [f("Last Tile Draw"), f("Pung of Terminals or Honors")], 9,
      self_drawn=True, last_tile=True),
    # 45 Last Tile Claim
    C("last_tile_claim_completing_an_honor_pung", "Last Tile Claim",
      "[678m]222p345s11pNN", "N",
      [f("Last Tile Claim"), f("Pung of Terminals or Honors")], 9, last_tile=True),
    C("last_tile_claim_concealed_hand", "Last Tile Claim",
      "123m456m78p999s11s", "9p",
      [f("Last Tile Claim"), f("Concealed Hand"), f("Short Straight"),
       f("Pung of Terminals or Honors"), f("No Honors")], 13, last_tile=True),
    # 46 Out with Replacement Tile
    C("out_with_replacement_tile_after_melded_kong", "Out with Replacement Tile",
      "[5555p]234m678s999sE", "E",
      [f("Out with Replacement Tile"), f("Pung of Terminals or Honors"), f("Melded Kong"),
       f("Single Wait")], 11, self_drawn=True, kong_tile=True),
    C("out_with_replacement_tile_after_concealed_kong", "Out with Replacement Tile",
      "{7777s}123p456p99m23m", "4m",
      [f("Out with Replacement Tile"), f("Fully Concealed Hand"), f("Concealed Kong"),
       f("Short Straight"), f("No Honors")], 16, self_drawn=True, kong_tile=True),
    # 47 Robbing the Kong
    C("robbing_the_kong_two_sided_wait", "Robbing the Kong",
      "[234m][678p]555s34sWW", "2s",
      [f("Robbing the Kong"), f("Mixed Double Chow")], 9, kong_tile=True),
    C("robbing_the_kong_closed_wait", "Robbing the Kong",
      "[111m]456p789s35mCC", "4m",
      [f("Robbing the Kong"), f("Pung of Terminals or Honors"), f("Closed Wait")], 10,
      kong_tile=True),
    # 48 Two Concealed Kongs
    C("two_concealed_kongs_won_on_a_pung", "Two Concealed Kongs",
      "{3333m}{7777s}456p11m99p", "9p",
      [f("Two Concealed Kongs"), f("Concealed Hand"), f("Pung of Terminals or Honors"),
       f("No Honors")], 12),
    C("two_concealed_kongs_self_drawn", "Two Concealed Kongs",
      "{2222p}{9999p}345p678p5s", "5s",
      [f("Two Concealed Kongs"), f("Fully Concealed Hand"), f("Short Straight"),
       f("Pung of Terminals or Honors"), f("One Voided Suit"), f("No Honors"),
       f("Single Wait")], 17, self_drawn=True),
    # 49 All Pungs
    C("all_pungs_below_the_minimum", "All Pungs",
      "[333m][777p]222s99sNN", "N",
      [f("All Pungs"), f("Pung of Terminals or Honors")], 7),
    C("all_pungs_self_drawn_on_a_pung", "All Pungs",
      "[666m][999p]444s88p66s", "8p",
      [f("All Pungs"), f("Two Concealed Pungs"), f("Pung of Terminals or Honors"),
       f("No Honors"), f("Self-Drawn")], 11, self_drawn=True),
    # 50 Half Flush
    C("half_flush_dots_and_east", "Half Flush",
      "[123p][789p]345pEEE1p", "1p",
      [f("Half Flush"), f("Two Terminal Chows"), f("Pung of Terminals or Honors"),
       f("Single Wait")], 9),
    C("half_flush_bamboo_and_seat_wind", "Half Flush",
      "[SSS]234s567s999s1s", "1s",
      [f("Half Flush"), f("Seat Wind"), f("Short Straight"), f("Pung of Terminals or Honors")],
      10),
    # 51 Mixed Shifted Chows
    C("mixed_shifted_chows_alone", "Mixed Shifted Chows",
      "[234m]345p456s77sWW", "7s",
      [f("Mixed Shifted Chows")], 6),
    C("mixed_shifted_chows_plus_two_terminal_chows", "Mixed Shifted Chows",
      "567m678p789s123s5m", "5m",
      [f("Mixed Shifted Chows"), f("Concealed Hand"), f("All Chows"), f("Two Terminal Chows")],
      11),
    # 52 All Types
    C("all_types_single_wait_on_green_dragon", "All Types",
      "[234m][EEE]567p678sF", "F",
      [f("All Types"), f("Pung of Terminals or Honors"), f("Single Wait")], 8),
    C("all_types_with_mixed_straight", "All Types",
      "[FFF]789m123p456sN", "N",
      [f("Mixed Straight"), f("All Types"), f("Dragon Pung"), f("Single Wait")], 17),
    # 53 Melded Hand
    C("melded_hand_four_claimed_sets", "Melded Hand",
      "[234m][555p][678s][999s]E", "E",
      [f("Melded Hand"), f("Pung of Terminals or Honors")], 7),
    C("melded_hand_with_a_melded_kong", "Melded Hand",
      "[123p][123s][456m][NNNN]5m", "5m",
      [f("Melded Hand"), f("Mixed Double Chow"), f("Pung of Terminals or Honors"),
       f("Melded Kong")], 9),
    # 54 Two Dragon Pungs
    C("two_dragon_pungs_half_flush", "Two Dragon Pungs",
      "[PPP][FFF]123s456s8s", "8s",
      [f("Half Flush"), f("Two Dragon Pungs"), f("Short Straight"), f("Single Wait")], 14),
    C("two_dragon_pungs_concealed_self_drawn", "Two Dragon Pungs",
      "CCCFFF234m678pN", "N",
      [f("Two Dragon Pungs"), f("Fully Concealed Hand"), f("Two Concealed Pungs"),
       f("One Voided Suit"), f("Single Wait")], 14, self_drawn=True),
    # 55 Outside Hand
    C("outside_hand_with_two_terminal_pungs", "Outside Hand",
      "[123m][999p]789s111sN", "N",
      [f("Outside Hand"), f("Pung of Terminals or Honors", 2), f("Single Wait")], 7),
    C("outside_hand_concealed_won_on_a_pung", "Outside Hand",
      "123m789m123p99pNN", "N",
      [f("Outside Hand"), f("Concealed Hand"), f("Mixed Double Chow"), f("Two Terminal Chows"),
       f("Pung of Terminals or Honors"), f("One Voided Suit")], 10),
    # 56 Fully Concealed Hand
    C("fully_concealed_hand_single_wait", "Fully Concealed Hand",
      "234m567p789s234sE", "E",
      [f("Fully Concealed Hand"), f("Mixed Double Chow"), f("Single Wait")], 6,
      self_drawn=True),
    C("fully_concealed_hand_self_drawn_pung", "Fully Concealed Hand",
      "111m234p567p88sCC", "8s",
      [f("Fully Concealed Hand"), f("Two Concealed Pungs"), f("Short Straight"),
       f("Pung of Terminals or Honors")], 8, self_drawn=True),
    # 57 Two Melded Kongs
    C("two_melded_kongs_single_wait", "Two Melded Kongs",
      "[2222s][6666m]345p789pN", "N",
      [f("Two Melded Kongs"), f("Single Wait")], 5),
    C("two_melded_kongs_no_honors", "Two Melded Kongs",
      "[1111p][8888m]234s66s45s", "3s",
      [f("Two Melded Kongs"), f("Pung of Terminals or Honors"), f("No Honors")], 6),
    # 58 Last Tile
    C("last_tile_on_a_two_sided_wait", "Last Tile",
      "[345m]567p999s78sEE", "6s",
      [f("Last Tile"), f("Pung of Terminals or Honors")], 5, last_of_kind=True),
    C("last_tile_edge_wait_with_mixed_straight", "Last Tile",
      "[123m][456p]89s777pNN", "7s",
      [f("Mixed Straight"), f("Last Tile"), f("Edge Wait")], 13, last_of_kind=True),
]
