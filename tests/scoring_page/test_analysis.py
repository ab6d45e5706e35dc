"""What the scorer page says about a hand: status, waits, options, score, settlement."""

import json
from pathlib import Path

import pytest
from app.scorer.analysis import Option, evaluate
from app.scorer.state import Context, ScorerHand, parse_hand_text

# The scorer's copy of shared/mcr/examples.json.
DATA = Path(__file__).resolve().parents[1] / "scoring" / "data" / "examples.json"
EXAMPLES = json.loads(DATA.read_text(encoding="utf-8"))


def outcome(text: str, **context):
    return evaluate(parse_hand_text(text), Context(**context))


def test_empty_hand_invites_a_start():
    result = evaluate(ScorerHand(), Context())
    assert result.status == "empty" and result.message[0] == "msg.empty"


def test_incomplete_hand_says_how_many_tiles_are_missing():
    result = outcome("123m456p")
    assert result.status == "building"
    assert result.message == ("msg.missing", {"count": 8})


def test_thirteen_tiles_show_their_waits_and_ask_for_the_winning_tile():
    result = outcome("[123m]456p789s23s55m")
    assert result.status == "choose_win"
    assert result.waits == ["1s", "4s"]


def test_thirteen_tiles_that_wait_on_nothing_say_so():
    result = outcome("1357m2468p13579s")
    assert result.status == "not_ready" and result.waits == []


def test_a_fifth_copy_is_a_message_not_an_error():
    result = outcome("55555p")
    assert result.status == "fifth" and result.message == ("msg.fifth", {"tile": "5p"})


def test_a_wrong_winning_tile_is_not_a_winning_hand():
    result = outcome("[123m]456p789s23s55m + 9m")
    assert result.status == "not_winning"
    assert result.message == ("msg.not_winning_waits", {"tile": "9m"})


@pytest.mark.parametrize("example", EXAMPLES, ids=lambda e: str(e["id"]))
def test_examples_score_as_listed(example):
    hand = parse_hand_text(f"{example['hand']} + {example['win_tile']}")
    context = Context(
        self_drawn=example["self_drawn"],
        seat_wind=example["seat_wind"],
        round_wind=example["round_wind"],
        flowers=example["flowers"],
        last_tile=example["last_tile"],
        last_of_kind=example["last_of_kind"],
        kong_tile=example["kong_tile"],
    )
    result = evaluate(hand, context)
    assert result.status == "scored"
    assert result.result.total == example["total"]
    assert sorted(tuple(f) for f in result.result.fans) == sorted(
        tuple(f) for f in example["fans"]
    )


def test_settlement_for_a_discard_win():
    # Pure Straight 16 + Concealed Hand 2 + ... : the discarder pays 8 + value, the others 8.
    result = outcome("[123p]456p789p234sE + E", seat_wind="S", discarder="W")
    value = result.result.total
    assert result.settlement == (-8, 24 + value, -8 - value, -8)


def test_settlement_for_a_self_draw():
    result = outcome("1112345678999m + 9m", self_drawn=True, seat_wind="W")
    value = result.result.total
    assert result.settlement == (-8 - value, -8 - value, 24 + 3 * value, -8 - value)


def test_below_the_minimum_settles_nothing():
    result = outcome("[123m]{9999s}456p78sEE + 6s")
    assert not result.result.meets_minimum
    assert result.settlement == (0, 0, 0, 0)


def test_replacement_tile_needs_a_kong_and_says_why():
    result = outcome("[234m][678p][555s]78mWW + 9m", self_drawn=True, kong_tile=True)
    option = result.options["kong_tile"]
    assert not option.enabled and option.reason == "reason.kong_needs_kong"
    assert result.status == "scored"
    assert "Out with Replacement Tile" not in [f.name for f in result.result.fans]


def test_robbing_a_kong_is_ruled_out_when_holding_another_copy():
    result = outcome("[234m][678p][555s]789mW + W", kong_tile=True)
    assert result.options["kong_tile"].reason == "reason.rob_holds_copy"
    assert result.status == "scored"


def test_robbing_a_kong_scores_when_allowed():
    result = outcome("[234m][678p][555s]78mWW + 9m", kong_tile=True)
    assert result.options["kong_tile"].enabled
    assert "Robbing the Kong" in [f.name for f in result.result.fans]


def test_fourth_of_its_kind_is_forced_when_own_melds_show_the_other_three():
    result = outcome("[555p]123m789s46pEE + 5p")
    assert result.options["last_of_kind"] == Option(False, "reason.lok_shown", True)
    assert "Last Tile" in [f.name for f in result.result.fans]


def test_fourth_of_its_kind_is_ruled_out_by_a_concealed_copy():
    result = outcome("[234m][678p][555s]789mW + W", last_of_kind=True)
    assert result.options["last_of_kind"].reason == "reason.lok_concealed"
    assert result.status == "scored"


def test_the_discarder_is_disabled_on_a_self_draw():
    assert not outcome("123m", self_drawn=True).options["discarder"].enabled
