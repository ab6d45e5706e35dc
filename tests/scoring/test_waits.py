"""Waiting tiles of a 13-tile hand, and when the wait fans apply."""

from __future__ import annotations

import random

import pytest
from scoring import HandError, parse_hand, score, wait_fan, waiting_tiles
from scoring.decompose import is_complete
from tiles import PLAYING_TILES
from tiles.kinds import NUM_KINDS

from tests.fixtures.hands import fixed_hands


@pytest.mark.parametrize(
    ("hand", "waits"),
    [
        pytest.param(
            "1112345678999m", [f"{r}m" for r in range(1, 10)], id="nine gates waits on nine"
        ),
        pytest.param(
            "19m19p19sESWNCFP",
            ["1m", "9m", "1p", "9p", "1s", "9s", "E", "S", "W", "N", "C", "F", "P"],
            id="thirteen orphans waits on thirteen",
        ),
        pytest.param("[123p][456s][789s]2345m", ["2m", "5m"], id="2345 waits on 2 and 5"),
        pytest.param("[456m]789p55s12sSSS", ["3s"], id="edge 12 waits on 3 only"),
        pytest.param("1122334455667m", ["1m", "4m", "7m"], id="seven pairs and standard reading"),
        pytest.param("5555m1199p33sEEC", ["C"], id="seven pairs, four equal tiles as two"),
        pytest.param("147m258p369s123sE", ["E"], id="knitted straight single"),
        pytest.param("147m25p3sESWNCFP", ["8p", "6s", "9s"], id="greater honours and knitted"),
        pytest.param("[123m]{9999s}456p78sEE", ["6s"], id="9s all in the kong cannot be won"),
        pytest.param("13579m13579p135s", [], id="not ready"),
    ],
)
def test_waiting_tiles(hand: str, waits: list[str]) -> None:
    order = {name: i for i, name in enumerate(PLAYING_TILES)}
    assert waiting_tiles(hand) == sorted(waits, key=order.__getitem__)


def test_waiting_tiles_needs_thirteen_tiles() -> None:
    with pytest.raises(HandError, match="11 tiles"):
        waiting_tiles("[123m]456p78sEE5s")


@pytest.mark.parametrize(
    ("hand", "waits", "formal"),
    [
        pytest.param("2222345m123345s", ["5m"], ["2m", "5m"], id="2222m: 2m completes the shape"),
        pytest.param("[666p]1111234678p", ["4p"], ["1p", "4p"], id="1111p held"),
        pytest.param("[234m]{7777m}1134556m", ["4m"], ["4m", "7m"], id="7777m a concealed kong"),
        pytest.param("[123m]{9999s}456p78sEE", ["6s"], ["6s", "9s"], id="9999s a kong"),
        pytest.param("[EEE]123m456p789sE", [], ["E"], id="the fifth East: not ready at all"),
        pytest.param("123m456p789sEEEE", [], ["E"], id="four concealed East: EEE EE formally"),
        pytest.param("[456m]789p55s12sSSS", ["3s"], ["3s"], id="an edge: the same"),
    ],
)
def test_formal_waits_include_kinds_whose_four_copies_are_held(
    hand: str, waits: list[str], formal: list[str]
) -> None:
    assert waiting_tiles(hand) == waits
    assert waiting_tiles(hand, formal=True) == formal


def test_formal_is_a_flag() -> None:
    with pytest.raises(HandError, match="formal must be True or False, not 'yes'"):
        waiting_tiles("[456m]789p55s12sSSS", formal="yes")


def brute_force_waits(text: str, formal: bool = False) -> list[str]:
    hand = parse_hand(text)
    held = hand.counts()
    concealed = [0] * NUM_KINDS
    for t in hand.concealed:
        concealed[t] += 1
    out = []
    for k in range(NUM_KINDS):
        concealed[k] += 1
        if (formal or held[k] < 4) and is_complete(len(hand.melds), concealed):
            out.append(PLAYING_TILES[k])
        concealed[k] -= 1
    return out


def test_fast_waits_agree_with_trying_every_tile_on_random_hands() -> None:
    rng = random.Random(7)
    for hand, _, _ in fixed_hands(300, seed=11):
        assert waiting_tiles(hand) == brute_force_waits(hand), hand
        assert waiting_tiles(hand, formal=True) == brute_force_waits(hand, formal=True), hand
    for _ in range(200):  # random 13-tile hands, mostly not ready
        tiles = rng.sample([k for k in range(NUM_KINDS) for _ in range(4)], 13)
        text = "".join(PLAYING_TILES[t] for t in sorted(tiles))
        assert waiting_tiles(text) == brute_force_waits(text), text
        assert waiting_tiles(text, formal=True) == brute_force_waits(text, formal=True), text


@pytest.mark.parametrize(
    ("hand", "win", "fan"),
    [
        pytest.param("[456m]789p55s12sSSS", "3s", "Edge Wait", id="12 on 3 is edge"),
        pytest.param("[123p]456s99p89mCCC", "7m", "Edge Wait", id="89 on 7 is edge"),
        pytest.param("[456m]789p55s46sSSS", "5s", "Closed Wait", id="46 on 5 is closed"),
        pytest.param("[456m]789p123sNNN9s", "9s", "Single Wait", id="pair on 9 is single"),
        pytest.param(
            "[456m]789p456sNNN5s", "5s", "Closed Wait", id="456+5 read as 55 + 4_6 is closed"
        ),
        pytest.param("[123p][456s][789s]2345m", "5m", None, id="two tiles complete it: no wait"),
        pytest.param("[234m][678p][666s]45sNN", "3s", None, id="two-sided wait: none"),
        pytest.param("222m444p666s88m55p", "8m", None, id="shanpon: none"),
        pytest.param(
            "[7777s]56s123m456m99m", "4s", None, id="7s all used: only 4s, but 56 is no edge"
        ),
        pytest.param("2222345m123345s", "5m", None, id="pair on 5m, but 2m completes the shape"),
        pytest.param("[6666s]23499p12345s", "3s", None, id="12 on 3, but 6s completes the shape"),
        pytest.param("[CCC]555m2224444s", "3s", None, id="24 on 3, but 4s completes the shape"),
    ],
)
def test_wait_fan(hand: str, win: str, fan: str | None) -> None:
    assert wait_fan(hand, win) == fan
    counted = {f.name for f in score(hand, win).fans}
    assert (fan in counted) if fan else not counted & {"Edge Wait", "Closed Wait", "Single Wait"}


def test_melded_hand_qualifies_for_single_wait_but_does_not_count_it() -> None:
    result = score("[123m][555p][789s][EEE]C", "C")
    assert result.wait == "Single Wait"
    assert ("Single Wait", "Melded Hand") in {(e.name, e.by) for e in result.excluded}


def test_result_lists_the_waits_of_the_thirteen_tiles() -> None:
    assert score("[123p][456s][789s]2345m", "5m").waits == ["2m", "5m"]
    result = score("2222345m123345s", "5m", self_drawn=True)
    assert (result.waits, result.formal_waits, result.wait) == (["5m"], ["2m", "5m"], None)
    data = result.to_json()
    assert (data["waits"], data["formal_waits"]) == (["5m"], ["2m", "5m"])
