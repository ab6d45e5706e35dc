"""Properties that hold for every hand: order of concealed tiles never matters, the total is
the sum of the fans, flowers add exactly their number."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st
from scoring import parse_hand, score
from scoring.fans import MINIMUM
from tiles import PLAYING_TILES

from tests.fixtures.hands import fixed_hands

HANDS = fixed_hands(400, seed=3)


def shuffled(text: str, seed: int) -> str:
    hand = parse_hand(text)
    tiles = [PLAYING_TILES[t] for t in hand.concealed]
    random.Random(seed).shuffle(tiles)
    return "".join(str(m) for m in hand.melds) + " ".join(tiles)


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(HANDS), st.integers(0, 10**6))
def test_order_of_concealed_tiles_never_changes_the_score(case, seed) -> None:
    hand, win, flags = case
    a = score(hand, win, **flags)
    b = score(shuffled(hand, seed), win, **flags)
    assert (a.total, a.fans) == (b.total, b.fans)


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(HANDS))
def test_total_is_the_sum_of_the_fans(case) -> None:
    hand, win, flags = case
    result = score(hand, win, **flags)
    assert result.total == sum(f.points * f.count for f in result.fans)
    core = result.total - result.flowers
    assert result.meets_minimum == (core >= MINIMUM)
    assert len(result.details) == sum(f.count for f in result.fans if f.name != "Flower Tiles") + (
        1 if result.flowers else 0
    )


@settings(max_examples=150, deadline=None)
@given(st.sampled_from(HANDS), st.integers(0, 8))
def test_flowers_add_exactly_that_many_points(case, flowers) -> None:
    hand, win, flags = case
    base = score(hand, win, **{**flags, "flowers": 0})
    more = score(hand, win, **{**flags, "flowers": flowers})
    assert more.total == base.total + flowers
    assert more.meets_minimum == base.meets_minimum
    assert more.fans[: len(base.fans)] == base.fans


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(HANDS))
def test_every_result_is_json_and_names_real_fans(case) -> None:
    import json

    from scoring import FANS

    hand, win, flags = case
    data = score(hand, win, **flags).to_json()
    json.dumps(data)
    known = {f.name: f.points for f in FANS}
    assert all(known[name] == points for name, points, _ in data["fans"])
    assert all(e["by"] in known and e["name"] in known for e in data["excluded"])


ALPHABET = "123456789mpsESWNCFP[]{} 0xZ"


@settings(max_examples=400, deadline=None)
@given(
    st.text(alphabet=ALPHABET, max_size=24),
    st.sampled_from(["5m", "E", "9s", "x", "", "5m5m"]),
    st.booleans(),
    st.booleans(),
    st.booleans(),
)
def test_any_text_gives_a_result_or_a_hand_error_never_a_traceback(
    text, win, self_drawn, last_of_kind, kong_tile
) -> None:
    from scoring import HandError, Result

    try:
        result = score(
            text, win, self_drawn=self_drawn, last_of_kind=last_of_kind, kong_tile=kong_tile
        )
    except HandError as error:
        assert str(error)
    else:
        assert isinstance(result, Result)


@settings(max_examples=200, deadline=None)
@given(st.lists(st.integers(0, 33), min_size=13, max_size=13), st.integers(0, 33))
def test_random_thirteen_tiles_score_or_say_why_not(tiles, win) -> None:
    from scoring import HandError

    text = "".join(PLAYING_TILES[t] for t in sorted(tiles))
    try:
        result = score(text, PLAYING_TILES[win])
    except HandError as error:
        assert any(phrase in str(error) for phrase in ("winning hand", "appears", "tiles")), str(
            error
        )
    else:
        assert result.total >= 1
