"""Flags that contradict the hand are errors (notation.md), and the win-context fans."""

from __future__ import annotations

import pytest
from scoring import HandError, score

HAND = "[123m]456p78sEE567s"  # waits on 6s and 9s


def names(result) -> list[str]:
    return [f.name for f in result.fans]


def test_replacement_tile_without_a_kong_is_an_error() -> None:
    with pytest.raises(HandError, match="needs a kong"):
        score(HAND, "6s", self_drawn=True, kong_tile=True)


def test_replacement_tile_with_a_concealed_kong_is_fine() -> None:
    result = score("{2222m}123p456s678mE", "E", self_drawn=True, kong_tile=True)
    assert "Out with Replacement Tile" in names(result)


def test_robbing_the_kong_when_holding_a_copy_is_an_error() -> None:
    with pytest.raises(HandError, match="Robbing the Kong"):
        score("[123m]456p78sEE566s", "6s", kong_tile=True)


def test_robbing_the_kong_with_a_melded_copy_is_an_error() -> None:
    with pytest.raises(HandError, match="cannot hold another 9s"):
        score("[789s]123m456p78sEE", "9s", kong_tile=True)


def test_last_of_kind_with_a_concealed_copy_is_an_error() -> None:
    with pytest.raises(HandError, match="last_of_kind"):
        score("123m456p789s55sEE", "E", last_of_kind=True)


def test_last_of_kind_forced_by_own_claimed_pung_even_without_flag() -> None:
    assert "Last Tile" in names(score("[555p]123m789s46pEE", "5p"))


def test_last_of_kind_forced_by_three_claimed_chows_showing_the_tile() -> None:
    assert "Last Tile" in names(score("[345p][456p][567p]77s46p", "5p"))


def test_no_last_tile_when_the_claimed_sets_show_fewer_copies() -> None:
    assert "Last Tile" not in names(score("[345p][456p][678p]77s46p", "5p"))


def test_robbing_the_kong_never_adds_last_tile() -> None:
    result = score(HAND, "9s", kong_tile=True, last_of_kind=True)
    assert "Robbing the Kong" in names(result) and "Last Tile" not in names(result)


@pytest.mark.parametrize("flowers", [-1, 9, 2.5, True])
def test_flowers_outside_zero_to_eight_are_errors(flowers) -> None:
    with pytest.raises(HandError, match="flowers"):
        score(HAND, "6s", flowers=flowers)


@pytest.mark.parametrize(("key", "value"), [("seat_wind", "X"), ("round_wind", "C")])
def test_winds_must_be_east_south_west_north(key: str, value: str) -> None:
    with pytest.raises(HandError, match="must be E, S, W or N"):
        score(HAND, "6s", **{key: value})


def test_last_tile_draw_needs_self_draw_otherwise_it_is_last_tile_claim() -> None:
    assert "Last Tile Draw" in names(score(HAND, "6s", self_drawn=True, last_tile=True))
    assert "Last Tile Claim" in names(score(HAND, "6s", last_tile=True))


def test_self_drawn_concealed_hand_is_fully_concealed_not_self_drawn() -> None:
    result = score("123m456p678s234sS", "S", self_drawn=True)
    assert "Fully Concealed Hand" in names(result)
    assert "Self-Drawn" not in names(result) and "Concealed Hand" not in names(result)
