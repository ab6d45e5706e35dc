"""Every arrangement of a winning hand is found; the scored one is reported as JSON."""

from __future__ import annotations

import json

import pytest
from scoring import parse_hand, score
from scoring.decompose import arrangements, group_text
from tiles.kinds import NUM_KINDS
from tiles.notation import parse_tile


def readings(hand: str, win: str) -> set[tuple[str, tuple[str, ...]]]:
    parsed = parse_hand(hand)
    counts = [0] * NUM_KINDS
    for t in parsed.concealed:
        counts[t] += 1
    counts[parse_tile(win)] += 1
    return {
        (a.form, tuple(group_text(g) for g in a.groups)) for a in arrangements(parsed.melds, counts)
    }


def test_pungs_or_chows_both_readings_are_found() -> None:
    assert readings("222333444m55p78s", "9s") >= {
        ("standard", ("222m", "333m", "444m", "789s", "55p")),
        ("standard", ("234m", "234m", "234m", "789s", "55p")),
    }


def test_seven_pairs_and_standard_reading_of_the_same_tiles() -> None:
    forms = {form for form, _ in readings("1122335577889p", "9p")}
    assert forms == {"standard", "seven_pairs"}


def test_four_equal_tiles_count_as_two_pairs() -> None:
    assert ("seven_pairs", ("55m", "55m", "11p", "99p", "33s", "EE", "CC")) in readings(
        "5555m1199p33sEEC", "C"
    )


def test_thirteen_orphans_pair_is_reported() -> None:
    assert readings("19m19p19sESWNCFP", "9s") == {("thirteen_orphans", ("99s",))}


def test_honours_and_knitted_tiles_have_no_sets() -> None:
    assert readings("147m258p369sESWN", "C") == {("honors_and_knitted", ())}


@pytest.mark.parametrize(
    ("hand", "win", "groups"),
    [
        pytest.param("147m258p369s123sE", "E", ("123s", "EE"), id="concealed"),
        pytest.param("[123s]147m258p369sE", "E", ("[123s]", "EE"), id="with a claimed chow"),
        pytest.param("{EEEE}147m258p369s5m", "5m", ("{EEEE}", "55m"), id="with a concealed kong"),
    ],
)
def test_knitted_straight_with_a_set_and_a_pair(hand: str, win: str, groups: tuple) -> None:
    assert ("knitted_straight", groups) in readings(hand, win)


def test_declared_melds_are_never_rearranged() -> None:
    for _, groups in readings("[111m][222m][333m]44m55m", "4m"):
        assert groups[:3] == ("[111m]", "[222m]", "[333m]")


def test_arrangement_json_of_the_scored_reading() -> None:
    result = score("[123m]{9999s}456p78sEE", "6s")
    data = result.arrangement
    json.dumps(data)
    assert data["form"] == "standard"
    assert [s["text"] for s in data["sets"]] == ["[123m]", "{9999s}", "456p", "678s"]
    assert data["sets"][1] == {
        "kind": "kong",
        "tiles": ["9s"] * 4,
        "exposed": False,
        "text": "{9999s}",
    }
    assert data["pairs"] == [{"kind": "pair", "tiles": ["E", "E"], "exposed": False, "text": "EE"}]
