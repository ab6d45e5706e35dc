"""A 16-hand match: prevalent wind, the deal passing, Green Book seat changes, running scores,
saving as seed + choices, and the single-hand mode."""

import pytest
from table import Match, make_player, play_hand, play_match, prevalent_wind, seat_winds
from table.match import SAVE_VERSION

from tests.table.helpers import Passive


def test_prevalent_wind_changes_every_four_hands():
    assert [prevalent_wind(n) for n in range(1, 17)] == list("EEEESSSSWWWWNNNN")


def test_the_deal_passes_every_hand_within_a_round():
    assert [seat_winds(n) for n in range(1, 5)] == [
        ("E", "S", "W", "N"),
        ("N", "E", "S", "W"),
        ("W", "N", "E", "S"),
        ("S", "W", "N", "E"),
    ]
    for n in range(1, 17):  # every player deals once per round
        dealers = [
            seat_winds(m).index("E") for m in range(4 * ((n - 1) // 4) + 1, 4 * ((n - 1) // 4) + 5)
        ]
        assert sorted(dealers) == [0, 1, 2, 3]


def test_seats_change_after_hands_4_8_and_12_as_the_green_book_says():
    # At the first hand of each round: East and South swap and West and North swap after the
    # East round; the player who began West moves W, N, E, S; the one who began North N, W, S, E.
    firsts = {n: seat_winds(n) for n in (1, 5, 9, 13)}
    assert firsts[1] == ("E", "S", "W", "N")
    assert firsts[5] == ("S", "E", "N", "W")
    assert firsts[9] == ("N", "W", "E", "S")
    assert firsts[13] == ("W", "N", "S", "E")
    assert [firsts[n][2] for n in (1, 5, 9, 13)] == ["W", "N", "E", "S"]
    assert [firsts[n][3] for n in (1, 5, 9, 13)] == ["N", "W", "S", "E"]
    # over the match each player sits at each of the four positions of a round's start
    for player in range(4):
        assert sorted(firsts[n][player] for n in firsts) == ["E", "N", "S", "W"]


def test_bad_hand_numbers_are_refused():
    for bad in (0, 17, "1", 1.0):
        with pytest.raises(ValueError):
            seat_winds(bad)


def test_a_match_keeps_running_scores_and_ends_after_16_hands():
    players = [make_player("simple", s) for s in range(4)]
    match = play_match(players, seed=3)
    records = match.records
    assert [r["hand"] for r in records] == list(range(1, 17)) and match.over
    running = [0, 0, 0, 0]
    for r in records:
        assert r["seat_winds"] == list(seat_winds(r["hand"]))
        assert r["prevalent_wind"] == prevalent_wind(r["hand"])
        assert sum(r["result"]["payments"]) == 0
        running = [a + b for a, b in zip(running, r["result"]["payments"], strict=True)]
        assert r["scores"] == running
    assert list(match.scores) == running and sum(match.scores) == 0
    places = match.placings()
    assert sorted(places)[0] == 1 and places[match.scores.index(max(match.scores))] == 1
    with pytest.raises(ValueError, match="over"):
        match.next_hand()


def test_next_hand_only_after_the_hand_is_over():
    match = Match(5)
    with pytest.raises(ValueError, match="still being played"):
        match.next_hand()


def test_single_hand_mode():
    match = Match(9, hands=1)
    play_hand(match.table, [Passive()] * 4)
    assert match.over and len(match.records) == 1


def test_a_saved_match_resumes_exactly_from_seed_and_choices():
    players = [make_player("simple", s) for s in range(4)]
    match = Match(21)
    play_hand(match.table, players)
    match.next_hand()
    for _ in range(7):  # stop in the middle of hand 2
        seat, actions = match.table.pending()[0]
        match.table.apply(seat, players[seat].choose(match.table.view(seat), actions))
    saved = match.to_json()
    assert saved["version"] == SAVE_VERSION and saved["seed"] == 21
    resumed = Match.from_json(saved)
    assert resumed.records == match.records
    assert resumed.table.events == match.table.events
    assert resumed.table.pending() == match.table.pending()
    assert resumed.table.view(2) == match.table.view(2)


@pytest.mark.parametrize(
    "bad",
    [
        None,
        {"version": 99, "seed": 1, "hands": 16, "log": [[]]},
        {"version": SAVE_VERSION, "seed": -1, "hands": 16, "log": [[]]},
        {"version": SAVE_VERSION, "seed": 1, "hands": 16, "log": []},
        {"version": SAVE_VERSION, "seed": 1, "hands": 16, "log": [[[0, {"act": "dance"}]]]},
        {"version": SAVE_VERSION, "seed": 1, "hands": 16, "log": [[[3, {"act": "pass"}]]]},
        {"version": SAVE_VERSION, "seed": 1, "hands": 16, "log": [["x"]]},
    ],
)
def test_a_bad_save_is_refused_with_a_value_error(bad):
    with pytest.raises(ValueError):
        Match.from_json(bad)
