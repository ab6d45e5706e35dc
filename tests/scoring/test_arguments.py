"""Every argument of ``score`` and ``settle`` is checked with the same care as the hand: a wrong
value is a HandError naming the argument and the value, never read as something else."""

from __future__ import annotations

import pytest
from scoring import Hand, HandError, Meld, score, settle

HAND = "[123m]456p78sEE567s"  # waits on 6s and 9s
GOOD = {
    "win_tile": "6s",
    "self_drawn": False,
    "seat_wind": "E",
    "round_wind": "E",
    "flowers": 0,
    "last_tile": False,
    "last_of_kind": False,
    "kong_tile": False,
}
FLAGS = ("self_drawn", "last_tile", "last_of_kind", "kong_tile")

BAD = [
    *[(flag, value) for flag in FLAGS for value in ("yes", "True", 1, 0, None, [])],
    *[(wind, value) for wind in ("seat_wind", "round_wind")
      for value in ("", " ", "ES", "e", "East", "C", "E ", None, 27, True)],
    *[("flowers", value) for value in (-1, 9, 2.0, "2", True, None)],
    *[("win_tile", value) for value in ("", "Z", "EE", "0m", "6s6s", True, 34, -1, 6.0, None)],
]


def _error(**changes: object) -> HandError:
    with pytest.raises(HandError) as caught:
        score(HAND, **{**GOOD, **changes})
    return caught.value


def test_the_good_arguments_score() -> None:
    assert score(HAND, **GOOD).total > 0


@pytest.mark.parametrize(("name", "value"), BAD, ids=[f"{n}={v!r}" for n, v in BAD])
def test_a_wrong_value_is_named_with_its_argument(name: str, value: object) -> None:
    error = _error(**{name: value})
    assert error.code == "bad_argument"
    assert error.values == {"argument": name, "value": value}
    assert str(error).startswith(f"{name} must be ")
    assert f"not {value!r}" in str(error)


def test_an_empty_seat_wind_is_not_east() -> None:
    # It used to be accepted (every string contains ""), and the hand was scored as East's.
    assert "seat_wind must be E, S, W or N (a wind), not ''" in str(_error(seat_wind=""))


def test_the_winning_tile_may_be_a_tile_kind() -> None:
    assert score(HAND, **{**GOOD, "win_tile": 23}).fans == score(HAND, **GOOD).fans  # 6s
    assert "unknown tile 'Z'" in str(_error(win_tile="Z"))  # the tile is named, as in a hand


@pytest.mark.parametrize(
    "hand",
    [
        None,
        123,
        ["1m"],
        Hand((Meld("chow", 8, True),), (0,) * 10),  # a chow 9m 10m 11m
        Hand((Meld("chow", 0, False),), (0,) * 10),  # a concealed chow is not declared
        Hand((Meld("sequence", 0, True),), (0,) * 10),
        Hand((), (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 99)),
        Hand((), (0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, True)),
    ],
    ids=["none", "number", "list", "chow_past_nine", "concealed_chow", "unknown_meld",
         "tile_99", "tile_true"],
)
def test_the_hand_must_be_text_or_a_well_formed_hand(hand: object) -> None:
    with pytest.raises(HandError) as caught:
        score(hand, **GOOD)
    assert caught.value.code == "bad_argument" and caught.value.values["argument"] == "hand"


def test_a_hand_built_by_code_is_scored_like_its_notation() -> None:
    built = Hand((Meld("chow", 0, True),), (12, 13, 14, 22, 23, 24, 24, 25, 27, 27))
    assert str(built) == "[123m]456p56778sEE"
    assert score(built, **GOOD).fans == score(str(built), **GOOD).fans


def test_a_hand_built_by_code_with_a_fifth_copy_is_refused() -> None:
    with pytest.raises(HandError, match="appears 5 times"):
        score(Hand((Meld("kong", 0, True),), (0, 1, 2, 3, 4, 5, 6, 7, 8, 9)), **GOOD)


BIG = score("[EEE][SSS]WWWNNN5m", "5m")


@pytest.mark.parametrize(
    ("args", "name"),
    [
        ((BIG, "no", 0, 1), "self_drawn"),
        ((BIG, False, True, 1), "winner"),
        ((BIG, False, 4, 1), "winner"),
        ((BIG, False, 0, 0), "discarder"),
        ((BIG, False, 0, None), "discarder"),
        ((BIG, False, 0, "1"), "discarder"),
        ((BIG, True, 0, 9), "discarder"),
        (("97 points", False, 0, 1), "result"),
    ],
)
def test_settle_names_a_wrong_argument(args: tuple, name: str) -> None:
    with pytest.raises(HandError) as caught:
        settle(*args)
    assert caught.value.values["argument"] == name
