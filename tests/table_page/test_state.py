"""The table view's state (app.table.state, built by TableManager.state): what the view draws,
read from the game in one value, with the ready aid's sums remembered by the manager."""

from __future__ import annotations

import dataclasses

import pytest
from app.table.manager import CLAIM, COMPUTER, PERSON, TURN
from app.table.state import TableState
from table import ready

from tests.table_page.helpers import play_until, started

NAMES = ["You", "Bikash", "Sita", "Hari"]


def test_the_state_is_the_table_as_the_person_sees_it_and_cannot_be_changed():
    m, timers = started(seed=7)
    status = play_until(m, timers, {TURN})
    state = m.state(NAMES, ready_on=True, lifted=None)
    assert isinstance(state, TableState) and state.status == status == TURN
    assert state.view == m.view() and state.actions == m.person_actions()
    assert [s.position for s in state.seats] == ["me", "right", "top", "left"]
    assert state.seats[0].seat == PERSON and state.seats[0].active
    assert [s.name for s in state.seats] == [NAMES[s.seat] for s in state.seats]
    assert state.moves == len(m.table.log) and state.hand is m.table
    assert (state.hand_number, state.hands, state.seed) == (1, 16, 7)
    with pytest.raises(dataclasses.FrozenInstanceError):
        state.lifted = 0


def test_a_lifted_tile_is_kept_on_the_turn_only_and_its_waits_are_remembered():
    m, timers = started(seed=11)
    play_until(m, timers, {TURN})
    last = len(m.view().held) - 1
    state = m.state(NAMES, ready_on=True, lifted=last)
    assert state.lifted == last and state.lifted_face == m.view().held[last]
    assert state.ready is not None and state.ready.after in (None, state.lifted_face)
    if state.win is None:
        assert state.ready.kind in ("ready", "far")
        assert state.ready.waits == tuple(ready.waits_after_discard(m.view(), state.lifted_face))
        again = m.state(NAMES, ready_on=True, lifted=last)
        assert again.ready.waits is state.ready.waits  # worked out once for the same table
    assert m.state(NAMES, ready_on=True, lifted=99).lifted is None  # beyond the hand
    assert m.state(NAMES, ready_on=False, lifted=None).ready is None  # the aid is off
    m.play(m.person_actions()[0] if state.win else
           next(a for a in m.person_actions() if a.act == "discard"))
    if m.status in (COMPUTER, CLAIM):
        assert m.state(NAMES, ready_on=True, lifted=last).lifted is None


def test_events_and_a_new_hand_are_handed_out_once():
    m, timers = started(seed=3)
    play_until(m, timers, {TURN})
    first = m.state(NAMES, ready_on=True, lifted=None)
    assert first.new_hand
    second = m.state(NAMES, ready_on=True, lifted=None)
    assert not second.new_hand and second.events == () and second.notices == ()
    m.play(next(a for a in m.person_actions() if a.act in ("discard", "win")))
    third = m.state(NAMES, ready_on=True, lifted=None)
    assert third.events and third.events[0]["seat"] == PERSON
