"""The Green Book's counting principles, each shown by a hand whose reason is the test name."""

from __future__ import annotations

from scoring import score


def fans(hand: str, win: str, **flags) -> dict[str, int]:
    flags.setdefault("seat_wind", "S")
    flags.setdefault("round_wind", "W")
    return {f.name: f.count for f in score(hand, win, **flags).fans}


def test_account_once_four_chows_give_at_most_three_pair_fans() -> None:
    got = fans("234567s234567pE", "E")
    assert got["Mixed Double Chow"] == 2 and got["Short Straight"] == 1


def test_non_identical_a_chow_cannot_make_the_same_fan_twice() -> None:
    got = fans("234s223344567p9m", "9m")
    assert got["Mixed Double Chow"] == 1 and got["Pure Double Chow"] == 1


def test_fourth_chow_combines_once_with_a_straight() -> None:
    got = fans("123123456789m5p", "5p")
    assert got["Pure Straight"] == 1 and got["Pure Double Chow"] == 1
    assert "Short Straight" not in got and "Two Terminal Chows" not in got


def test_fourth_pung_combines_once_with_a_triple_pung() -> None:
    got = fans("[222m]222p222s888m5p", "5p")  # 888m makes no fan with the 2s
    assert got["Triple Pung"] == 1 and "Double Pung" not in got


def test_two_double_pungs_from_four_pungs() -> None:
    got = fans("[222m][222p]555m555p9s", "9s")
    assert got["Double Pung"] == 2


def test_pung_completed_by_discard_counts_as_melded() -> None:
    got = fans("222m444p666s88m55p", "8m")
    assert "Three Concealed Pungs" in got and "Four Concealed Pungs" not in got


def test_pung_completed_by_self_draw_stays_concealed() -> None:
    got = fans("222m444p666s88m55p", "8m", self_drawn=True)
    assert "Four Concealed Pungs" in got


def test_discard_that_can_complete_a_chow_leaves_the_pung_concealed() -> None:
    got = fans("[123m]111p999s78s55s", "9s")  # the 9s ends 789s; 999s was already held
    assert "Two Concealed Pungs" in got


def test_wait_fans_need_exactly_one_winning_tile() -> None:
    assert not {"Edge Wait", "Closed Wait", "Single Wait"} & set(
        fans("[123p][456s][789s]2345m", "5m")
    )
    assert "Single Wait" in fans("[123m]456p678s234sS", "S")


def test_only_one_wait_fan_even_when_two_readings_exist() -> None:
    got = fans("[456m]789p456sNNN5s", "5s")
    assert got.get("Closed Wait") == 1 and "Single Wait" not in got


def test_chicken_hand_when_nothing_else_scores() -> None:
    assert fans("[234m][678p][666s]45sNN", "3s") == {"Chicken Hand": 1}


def test_no_chicken_hand_when_a_one_point_fan_scores() -> None:
    assert "Chicken Hand" not in fans("[234m][678p][666s]45sNN", "3s", self_drawn=True)


def test_flowers_never_count_towards_the_minimum() -> None:
    result = score("[CCC]123m456p78s99s", "6s", flowers=8)
    assert result.total == 10 and not result.meets_minimum


def test_the_arrangement_that_scores_most_is_chosen() -> None:
    result = score("1122335577889p", "9p")  # seven pairs (24+) or pure terminal chows (64+)
    assert result.arrangement["form"] == "standard"
    assert "Pure Terminal Chows" in {f.name for f in result.fans}


def test_seven_pairs_chosen_when_it_scores_more() -> None:
    result = score("1133m5577p22sEEC", "C")
    assert result.arrangement["form"] == "seven_pairs"
    assert len(result.arrangement["pairs"]) == 7


def test_four_equal_tiles_are_two_pairs_and_a_tile_hog() -> None:
    assert fans("5555m1199p33sEEC", "C").get("Tile Hog") == 1


def test_concealed_kong_keeps_the_hand_concealed() -> None:
    assert "Concealed Hand" in fans("{7777p}123m456s678sE", "E")


def test_melded_kong_makes_the_hand_not_concealed() -> None:
    assert "Concealed Hand" not in fans("[7777p]123m456s678sE", "E")


def test_implied_fans_are_listed_with_the_fan_that_implies_them() -> None:
    result = score("[WWW]123m456p78s99s", "6s", seat_wind="W", round_wind="E")
    assert ("Pung of Terminals or Honors", "Seat Wind", ("[WWW]",)) in {
        (e.name, e.by, e.sets) for e in result.excluded
    }


def test_details_name_the_sets_each_fan_used() -> None:
    result = score("[123m]789m999p789sE", "E", seat_wind="S", round_wind="W")
    uses = {d.name: d.sets for d in result.details}
    assert uses["Two Terminal Chows"] == ("[123m]", "789m")
    assert uses["Mixed Double Chow"] == ("789m", "789s")
    assert uses["Single Wait"] == ("EE",)


def test_knitted_straight_winning_tile_read_as_the_pair_is_a_single_wait() -> None:
    # 147m 258p 36s 99s: one 9s fills the knitted straight, the other waits for its pair.
    assert "Single Wait" in fans("[EEE]147m258p36s99s", "9s")


def test_knitted_straight_filled_by_the_winning_tile_is_no_wait_fan() -> None:
    # 147m 258s 36p + [789p] + EE: the 9p can only fill the knitted straight.
    got = fans("[789p]147m258s36pEE", "9p")
    assert not {"Edge Wait", "Closed Wait", "Single Wait"} & set(got)
