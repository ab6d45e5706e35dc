"""Claims on a discard: chow (next player only), pung, kong, win; priority and order."""

import pytest
from scoring import score
from table import PASS_ACTION as PASS
from table import Action, IllegalAction, play_hand
from table.claims import RANK, chows, meld_claims, winning_claim

from tests.table.helpers import WINS, asked, offered, pass_all, play, table_of

# Seat 0 deals and discards 5p at once. Seat 1 (next) can chow it three ways, seat 2 holds
# three 5p (pung or kong), seat 3 holds 4p and 6p but is not next, so it cannot chow.
CLAIMS = (
    "1m 5m 9m 1p 5p 9p 1s 5s 9s E S W N",
    "3p 4p 6p 7p 2m 3m 7m 8m 2s 3s 7s 8s F",
    "5p 5p 5p 2m 4m 6m 2s 4s 6s C C P P",
    "1m 1p 1s 9m 9p 9s E S W N 4p 6p 3s",
)


def claims_table(back: str = ""):
    table = table_of(CLAIMS, draws="C", back=back)
    play(table, 0, "discard 5p")
    return table


def test_who_is_asked_and_what_they_may_claim():
    table = claims_table()
    assert asked(table) == [1, 2]
    assert offered(table, 1) == ["chow 3p4p5p", "chow 4p5p6p", "chow 5p6p7p", "pass"]
    assert offered(table, 2) == ["kong 5p", "pung 5p", "pass"]
    assert table.view(1).offer == (("5p", 0, False))


def test_pung_beats_chow_even_when_the_chow_answers_first():
    table = claims_table()
    play(table, 1, "chow 4p5p6p")
    assert asked(table) == [2]  # the chow waits: seat 2 could still pung
    play(table, 2, "pung 5p")
    assert table.events[-1] == {"seat": 2, "act": "pung", "tile": "5p", "from": 0}
    view = table.view(2)
    assert view.melds[2][0].tiles == ("5p",) * 3 and view.melds[2][0].source == 0
    assert view.discards[0][-1] == ("5p", 2)
    # after a claimed pung: discard only, no draw
    assert asked(table) == [2] and view.drawn is None and len(view.concealed) == 11
    assert all(a.startswith("discard") for a in offered(table, 2))


def test_a_pung_answered_first_is_taken_without_waiting_for_the_chow():
    table = claims_table()
    play(table, 2, "pung 5p")
    assert asked(table) == [2] and offered(table, 1) == []


def test_chow_when_the_pung_passes():
    table = claims_table()
    play(table, 2, "pass")
    play(table, 1, "chow 5p6p7p")
    assert table.events[-1] == {
        "seat": 1,
        "act": "chow",
        "tiles": ["5p", "6p", "7p"],
        "claimed": "5p",
        "from": 0,
    }
    assert table.view(0).melds[1][0].tiles == ("5p", "6p", "7p")
    assert "6p" not in table.view(1).concealed and "7p" not in table.view(1).concealed


def test_all_pass_and_the_next_seat_draws():
    table = claims_table()
    play(table, 1, "pass")
    play(table, 2, "pass")
    assert table.events[-1]["seat"] == 1 and table.events[-1]["act"] == "draw"
    assert table.events[-1]["end"] == "front" and asked(table) == [1]


def test_melded_kong_takes_a_replacement_from_the_back():
    table = claims_table(back="N")
    play(table, 2, "kong 5p")
    assert table.events[-2:] == [
        {"seat": 2, "act": "kong", "tile": "5p", "from": 0},
        {"seat": 2, "act": "draw", "tile": "N", "end": "back"},
    ]
    view = table.view(2)
    assert view.drawn == "N" and view.melds[2][0].tiles == ("5p",) * 4
    assert asked(table) == [2]


def test_illegal_choices_are_rejected_with_a_clear_error():
    table = claims_table()
    with pytest.raises(IllegalAction, match="seat 3 is not asked"):
        table.apply(3, Action("pass"))
    with pytest.raises(IllegalAction, match="seat 2 may not chow"):
        table.apply(2, Action("chow", "5p", ("4p", "5p", "6p")))
    with pytest.raises(IllegalAction, match="may not win"):
        table.apply(1, Action("win", "5p"))
    play(table, 1, "pass")
    with pytest.raises(IllegalAction, match="seat 1 is not asked"):
        table.apply(1, Action("pass"))


def test_the_first_winner_after_the_discarder_takes_the_tile():
    table = table_of(WINS, draws="C")
    play(table, 0, "discard 5p")
    assert asked(table) == [1, 2]
    assert offered(table, 1)[0] == "win 5p" and offered(table, 2) == ["win 5p", "pass"]
    play(table, 2, "win 5p")
    assert not table.over and asked(table) == [1]  # seat 1 comes first and may still win
    play(table, 1, "pass")
    assert table.over and table.result.winner == 2 and table.result.discarder == 0


def test_a_win_by_the_first_after_the_discarder_ends_the_asking():
    table = table_of(WINS, draws="C")
    play(table, 0, "discard 5p")
    play(table, 1, "win 5p")
    assert table.over and table.result.winner == 1
    assert table.events[-1] == {"seat": 1, "act": "win", "tile": "5p", "from": 0}
    assert table.view(0).discards[0][-1] == ("5p", 1)


def test_win_beats_a_pung_and_a_chow():
    table = table_of(WINS, draws="C")
    play(table, 0, "discard 5p")
    play(table, 1, "chow 3p4p5p")
    assert asked(table) == [2]
    play(table, 2, "win 5p")
    assert table.result.winner == 2


def test_a_win_under_eight_points_is_never_offered():
    assert not score("123m345p678s678sN", win_tile="N").meets_minimum
    table = table_of(WINS, draws="C")
    play(table, 0, "discard N")
    # seat 3 waits on N, but the win is worth 4: nobody is asked, seat 1 draws
    assert asked(table) == [1] and table.events[-1]["act"] == "draw"


def test_a_win_offer_shows_its_points():
    table = table_of(WINS, draws="C")
    play(table, 0, "discard 5p")
    win = next(a for a in table.pending()[0].actions if a.act == "win")
    expected = score("123456789m2345p", win_tile="5p", seat_wind="S")
    assert win.points == expected.total >= 8


def test_claim_options_on_their_own():
    assert chows(["1m", "2m", "4m", "5m"], "3m") == [
        ("1m", "2m", "3m"),
        ("2m", "3m", "4m"),
        ("3m", "4m", "5m"),
    ]
    assert chows(["8m", "1p"], "9m") == [] and chows(["E", "E"], "E") == []
    hand = ["5p", "5p", "5p", "4p", "6p"]
    assert [str(a) for a in meld_claims(hand, "5p", False, 10)] == ["kong 5p", "pung 5p"]
    assert [str(a) for a in meld_claims(hand, "5p", True, 1)][-1] == "chow 4p5p6p"
    assert meld_claims(hand, "5p", True, 0) == []  # no claim but a win on the last discard


def test_pass_all_helper_leaves_a_turn():
    table = claims_table()
    pass_all(table)
    assert asked(table) == [1] and table.view(1).drawn is not None


def test_winning_claim_waits_only_while_a_silent_seat_could_beat_the_best_answer():
    win, pung, chow, pas = Action("win", "5p"), Action("pung", "5p"), Action("chow", "5p"), PASS
    order = (1, 2, 3)  # turn order after the discarder, seat 0
    # seat 3 wins, but seat 1 (first after the discarder) could still win: wait
    assert winning_claim({3: win}, order, {1: RANK["win"]}) is None
    assert winning_claim({3: win, 1: pas}, order, {}) == (3, win)
    assert winning_claim({3: win, 1: win}, order, {}) == (1, win)
    # a pung cannot be beaten by a seat that can only chow
    assert winning_claim({2: pung}, order, {1: RANK["chow"]}) == (2, pung)
    assert winning_claim({1: chow}, order, {2: RANK["pung"]}) is None
    assert winning_claim({1: chow, 2: pas}, order, {}) == (1, chow)
    assert winning_claim({1: pas, 2: pas}, order, {}) == (1, pas)


def test_the_view_counts_what_a_seat_can_see():
    table = claims_table()
    play(table, 2, "pung 5p")
    view = table.view(1)
    assert view.visible["5p"] == 3 and view.unseen("5p") == 1  # seat 2's pung (the discard in it)
    assert view.visible.get("3p") == 1 and view.unseen("3p") == 3  # seat 1's own 3p
    assert view.hand_notation == "" and table.view(2).hand_notation == "[555p]"


def test_a_player_returning_an_unoffered_action_is_stopped():
    class Cheat:
        def choose(self, view, actions):
            return Action("win", "E")

    table = table_of(CLAIMS, draws="C")
    with pytest.raises(IllegalAction, match="seat 0 may not win E"):
        play_hand(table, [Cheat()] * 4)
    with pytest.raises(IllegalAction, match="must choose an Action"):
        table.apply(0, "discard C")
