"""The table page's game manager over the real engine and computer players: who is asked and
when, the pace, a whole match, the save after every move and the resume."""

from __future__ import annotations

import json

import pytest
from app.table.manager import (
    CLAIM,
    COMPUTER,
    HAND_OVER,
    LEVELS,
    MATCH_OVER,
    PACES,
    PERSON,
    TURN,
    player_seed,
)
from keeping import MemoryStorage
from table import Action, Match, check_records, make_player
from table import saved as saves

from tests.table.helpers import table_of
from tests.table_page.helpers import QUICK, manager, plain_choice, play_until, started


def test_levels_offered_are_real_players_at_least_two():
    assert len(LEVELS) >= 3 and LEVELS[:2] == ("expert", "strong")  # strongest first
    for level in LEVELS:
        make_player(level, 1)  # raises for a name that is no player


def test_a_whole_match_plays_to_the_end_and_forgets_its_save():
    storage = MemoryStorage({"mj.v1.best.turtle": '{"v": 1, "seconds": 60}'})
    m, timers = manager(storage)
    level = QUICK
    m.start(level, hands=16, seed=21)
    m.run()
    seen = set()
    for hand in range(1, 17):
        status = play_until(m, timers, {HAND_OVER, MATCH_OVER, TURN, CLAIM})
        while status in (TURN, CLAIM):
            seen.add(status)
            actions = m.person_actions()
            # the person is asked only with a real choice, and only when no computer must
            # answer first
            assert actions and any(a.act != "pass" for a in actions)
            assert all(d.seat == PERSON for d in m.table.pending())
            assert m.play(plain_choice(m))
            status = play_until(m, timers, {HAND_OVER, MATCH_OVER, TURN, CLAIM})
        assert m.match.hand_number == hand
        assert sum(m.table.result.payments) == 0
        if hand < 16:
            assert status == HAND_OVER and storage.get(saves.KEY)
            assert m.next_hand()
    assert m.status == MATCH_OVER and not m.next_hand()
    assert seen == {TURN, CLAIM}
    assert not storage.get(saves.KEY)  # a finished match is not kept
    assert storage.get("mj.v1.best.turtle") == '{"v": 1, "seconds": 60}'
    check_records(m.match.records)  # every hand replays under the engine's own validator
    assert sum(m.match.scores) == 0 and sorted(m.match.placings())[0] == 1
    assert len(m.decision_ms) > 100 and min(m.decision_ms) >= 0


def test_the_same_seed_and_choices_give_the_same_match():
    def play() -> list[dict]:
        m, timers = started(5, hands=1)
        play_until(m, timers, {MATCH_OVER})
        return m.match.records

    assert play() == play()


def test_computers_move_at_the_pace_and_answer_claims_sooner():
    m, timers = manager()
    m.start(QUICK, hands=16, seed=3)
    for pace in ("slow", "fast", "instant"):
        m.pace = pace
        m.pause()
        m.run()
        play_until(m, timers, {COMPUTER})
        m.pause()
        m.run()
        assert len(timers.due) == 1
        expected = PACES[pace] if m.table.phase == "turn" else PACES[pace] // 3
        assert timers.due[0][0] == expected
        timers.fire()
    # paused: nothing is scheduled and a stale timer does nothing
    play_until(m, timers, {COMPUTER})
    m.pause()
    assert not timers.due and m.status == COMPUTER
    m.run()
    assert timers.due


def test_the_game_goes_on_once_every_hold_is_released_whatever_the_way_back():
    """A panel, the replay and a hidden page each hold the game; it goes on when the last is
    released, and a hand dealt after a hand's end plays on (the freeze after a replay)."""
    m, timers = manager()
    m.start(QUICK, hands=16, seed=7)
    m.release("panel")  # the set-up closed
    assert m.running
    status = play_until(m, timers, {HAND_OVER})
    assert status == HAND_OVER
    m.hold("panel")  # the results
    m.hold("replay")  # its replay, the results closed under it
    m.release("panel")
    assert not m.running
    m.hold("panel")  # the replay closed, back to the results
    m.release("replay")
    assert not m.running
    m.release("panel")  # Next hand closes the results...
    assert m.running and m.next_hand()  # ...and the new hand plays on
    assert play_until(m, timers, {TURN, CLAIM}) in (TURN, CLAIM)
    m.hold("hidden")
    m.release("hidden")
    m.release("hidden")  # released twice: still one release
    assert m.running
    m.abandon()
    m.release("panel")
    assert not m.running  # no match: nothing to run

class Scripted:
    """A computer player told what to do: discard ``discard`` when it holds it, claim with
    ``claim`` when offered, else discard the first tile offered or pass."""

    def __init__(self, discard: str = "", claim: str = "") -> None:
        self.discard, self.claim = discard, claim

    def choose(self, view, actions):
        for a in actions:
            if a.act == self.claim or a.act == "discard" and a.tile == self.discard:
                return a
        return next((a for a in actions if a.act == "discard"), Action("pass"))


# The person (seat 0, East) can chow 5p from seat 3 (North, on their left); seat 1 can pung it.
HANDS = (
    "123m 46p 789s EE SS W",
    "55p 123s 456s 789m NN",
    "111m 999m 111p 999p C",
    "5p 23p 456m 78p FFF PP",
)


def rigged(claim_of_seat_1: str):
    m, timers = manager()
    match = Match(1)
    match.tables[0] = table_of(HANDS, draws="C C N P")
    m._begin(QUICK, match)
    m.players = [None, Scripted(claim=claim_of_seat_1), Scripted(), Scripted(discard="5p")]
    m.run()
    assert m.status == TURN
    assert m.play(Action("discard", "W"))
    return m, timers


def test_a_claim_that_cannot_stand_is_never_asked():
    m, timers = rigged("pung")
    asked = []
    while not (m.table.melds[1]):
        asked.append(m.status)
        timers.fire()
    assert CLAIM not in asked  # seat 1's pung beat the person's chow before they were asked
    assert m.table.melds[1][0].kind == "pung" and m.status == COMPUTER


def test_a_claim_that_can_stand_is_asked_with_each_chow_and_pass():
    m, timers = rigged("pass")
    status = play_until(m, timers, {CLAIM, TURN}, person=lambda _: pytest.fail("asked"))
    assert status == CLAIM
    offered = {(a.act, a.tiles) for a in m.person_actions()}
    assert offered == {("chow", ("4p", "5p", "6p")), ("pass", ())}
    assert not m.play(Action("pung", "5p"))  # not offered: nothing happens
    assert m.play(Action("chow", "5p", ("4p", "5p", "6p")))
    assert m.status == TURN and not m.view().drawn  # a claimed chow is followed by a discard
    assert m.table.melds[PERSON][0].tiles == ("4p", "5p", "6p")


def test_every_move_is_saved_and_a_reload_resumes_the_same_table():
    storage = MemoryStorage({"mj.v1.setting.lang": '{"v": 1, "value": "en"}'})
    m, timers = manager(storage)
    m.start(QUICK, hands=16, seed=99)
    m.run()
    for _ in range(12):
        status = play_until(m, timers, {TURN, CLAIM, HAND_OVER})
        if status == HAND_OVER:
            break
        m.play(plain_choice(m))
        text = storage.get(saves.KEY)
        assert json.loads(text)["match"] == m.match.to_json()
    play_until(m, timers, {TURN, CLAIM, HAND_OVER})
    again, _ = manager(storage)
    assert again.saved is not None and again.match is None
    again.resume()
    assert again.level == m.level and again.status == m.status
    assert again.table.events == m.table.events
    assert again.view() == m.view()
    assert storage.get("mj.v1.setting.lang") == '{"v": 1, "value": "en"}'
    again.abandon()
    assert not storage.get(saves.KEY) and again.match is None
    assert storage.get("mj.v1.setting.lang")


def test_players_are_seeded_from_the_match():
    assert len({player_seed(7, s) for s in range(4)}) == 4
    assert player_seed(7, 1) != player_seed(8, 1)


@pytest.mark.parametrize("level", LEVELS)
def test_a_resumed_match_plays_on_as_it_would_have(level):
    """The computer players after a reload choose as they would have without it: the rest of
    the hand (and the next) comes out the same."""
    straight, timers = started(5, level=level)
    for _ in range(6):  # some moves in, a few slips of the easy player's coin used up
        play_until(straight, timers, {TURN, CLAIM})
        straight.play(plain_choice(straight))
    storage = MemoryStorage()
    saves.store(storage, straight.level, straight.match, saves.Writer())
    resumed, again_timers = manager(storage)
    resumed.resume()
    resumed.run()
    for m, t in ((straight, timers), (resumed, again_timers)):
        play_until(m, t, {HAND_OVER})
        m.next_hand()
        play_until(m, t, {HAND_OVER})
    assert resumed.match.records == straight.match.records
