"""Saved matches at telling moments, for the browser tests of issue 23 (found in CPython by
driving the page's own manager, so the page, resuming the same save, plays the same moves).

The person is played by a computer player until the moment wanted; the save (the text the
page keeps under ``saves.KEY``) is taken there. Each scenario is checked by resuming its save
in a fresh manager, as the page does, and playing on the way the browser test will.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from functools import cache
from pathlib import Path
from typing import NamedTuple

WEB = Path(__file__).resolve().parents[2] / "web"
if str(WEB) not in sys.path:  # `app` imports as in the browser (the browser tests use this)
    sys.path.insert(0, str(WEB))

from app.table.manager import CLAIM, COMPUTER, HAND_OVER, MATCH_OVER, PERSON, TURN  # noqa: E402
from keeping import MemoryStorage  # noqa: E402
from table import Action, make_player  # noqa: E402
from table import saved as saves  # noqa: E402
from table.minimum import RefusedWin  # noqa: E402

from tests.table_page.helpers import QUICK, manager  # noqa: E402

STOPS = {TURN, CLAIM, HAND_OVER, MATCH_OVER}


class Scenario(NamedTuple):
    save: str  # the text to put under saves.KEY before the page loads
    seed: int
    moves: int  # choices made in the hand when the save was taken


def resumed(save: str):
    """A manager that resumed ``save`` as the page does, running (timers by hand)."""
    m, timers = manager(MemoryStorage({saves.KEY: save}), levels=(QUICK, "strong"))
    m.resume()
    m.run()
    return m, timers


def _walk(seed: int, stop: Callable, person_seed: int = 7, hands: int = 16):
    """Play match ``seed`` with a computer player as the person; before each move call
    ``stop(m, timers, save)``; a scenario it returns ends the walk."""
    storage = MemoryStorage()
    m, timers = manager(storage)
    m.start(QUICK, hands=hands, seed=seed)
    m.run()
    person = make_player(QUICK, person_seed)
    for _ in range(3000):
        status = m.status
        if status in (HAND_OVER, MATCH_OVER):
            return None
        found = stop(m, timers, storage.get(saves.KEY))
        if found is not None:
            return found
        if status == COMPUTER:
            timers.fire()
        else:
            m.play(person.choose(m.view(), m.person_actions()))
    return None


def _seeds(known: int) -> list[int]:
    """The seed found when the scenario was written first, then the others (should a change
    of the engine or the players move the moment elsewhere)."""
    return [known, *(s for s in range(1, 400) if s != known)]


@cache
def refused_on_a_discard() -> tuple[Scenario, RefusedWin]:
    """A save one computer move before a discard that completes the person's hand for under
    8 points, on which the person is asked about another claim (the page resumes, the
    computer discards, the notice must appear beside the options, a win not among them)."""
    for seed in _seeds(203):
        last: dict = {"save": None, "moves": 0, "refused": 0}

        def stop(m, timers, save, seed=seed, last=last):
            new = [r for r in m.table.refused[last["refused"]:] if r.seat == PERSON]
            last["refused"] = len(m.table.refused)
            found = None
            if new and not new[-1].self_drawn and last["save"] is not None:
                again, again_timers = resumed(last["save"])  # does the page do the same?
                before = len(again.table.refused)
                if again.status == COMPUTER:
                    again_timers.fire()
                    same = [r for r in again.table.refused[before:] if r.seat == PERSON]
                    if (same and (same[-1].tile, same[-1].event) == (new[-1].tile, new[-1].event)
                            and again.status == CLAIM):  # the person is asked, win or not
                        found = Scenario(last["save"], seed, last["moves"]), same[-1]
            last["save"] = save if m.status == COMPUTER else None
            last["moves"] = len(m.table.log)
            return found

        found = _walk(seed, stop)
        if found is not None:
            return found
    raise AssertionError("no discard completes the person's hand under 8 points")


@cache
def win_on_turn() -> tuple[Scenario, Action]:
    """A save at the person's turn with a self-drawn win on offer."""
    for seed in _seeds(22):
        def stop(m, timers, save, seed=seed):
            if m.status != TURN:
                return None
            win = next((a for a in m.person_actions() if a.act == "win"), None)
            return (Scenario(save, seed, len(m.table.log)), win) if win else None

        found = _walk(seed, stop)
        if found is not None:
            return found
    raise AssertionError("no self-drawn win offered to the person")


@cache
def pung_after_a_kong() -> tuple[Scenario, Action]:
    """A save at a claim offered to the person with a pung among the options, in a hand
    where a kong has been made already."""
    kongs = {"kong", "concealed_kong", "added_kong"}
    for seed in _seeds(11):
        def stop(m, timers, save, seed=seed):
            if m.status != CLAIM or not any(e["act"] in kongs for e in m.table.events):
                return None
            pung = next((a for a in m.person_actions() if a.act == "pung"), None)
            return (Scenario(save, seed, len(m.table.log)), pung) if pung else None

        found = _walk(seed, stop)
        if found is not None:
            return found
    raise AssertionError("no pung offered after a kong")


@cache
def several_chows() -> Scenario:
    """A save at a claim offered to the person with two chows or more among the options."""
    for seed in _seeds(7):
        def stop(m, timers, save, seed=seed):
            if m.status != CLAIM:
                return None
            chows = [a for a in m.person_actions() if a.act == "chow"]
            return Scenario(save, seed, len(m.table.log)) if len(chows) >= 2 else None

        found = _walk(seed, stop)
        if found is not None:
            return found
    raise AssertionError("no offer of several chows")


@cache
def offers(seed: int, claims: str) -> tuple[tuple[tuple[str, ...], ...], int]:
    """Match ``seed``'s first hand played plainly (``helpers.plain_choice``) under the claim
    setting ``claims``: the offers the person is asked about (their acts, in the page's
    order) and how many offers were passed for them."""
    from app.table import settings
    from app.table.render import ordered

    from tests.table_page.helpers import plain_choice, play_until, started

    m, timers = started(seed)
    m.claims = settings.ClaimSettings(claims, 0)
    asked, passed, last = [], 0, None
    while play_until(m, timers, STOPS) in (TURN, CLAIM):
        if m.auto_passed != last:
            passed, last = passed + 1, m.auto_passed
        if m.status == CLAIM:
            asked.append(tuple(a.act for a in ordered(m.person_actions())))
        m.play(plain_choice(m))
    return tuple(asked), passed + (m.auto_passed != last)


def chow_only(acts) -> bool:
    return set(acts) - {"pass"} == {"chow"}


@cache
def seed_with_chow_offers() -> int:
    """A seed whose first hand, played plainly, asks the person about chows only at least
    twice, and about something else too."""
    for seed in _seeds(1):
        asked, _ = offers(seed, "ask")
        if sum(chow_only(a) for a in asked) >= 2 and any(not chow_only(a) for a in asked):
            return seed
    raise AssertionError("no hand with chow offers")


@cache
def refused_unasked(self_drawn: bool) -> tuple[Scenario, RefusedWin]:
    """A save one computer move before a tile completes the person's hand for under 8 points
    without the person being asked anything then: a computer's discard on which the person
    has no claim (``self_drawn`` False), or the person's own draw (True; the save may be at a
    claim offered to the person just before, which the page then passes). The page must say
    so at that moment, and keep saying it until the person's next move."""
    for seed in _seeds(16 if self_drawn else 46):
        last: dict = {"save": None, "refused": 0}

        def stop(m, timers, save, last=last, seed=seed):
            new = [r for r in m.table.refused[last["refused"]:] if r.seat == PERSON]
            last["refused"] = len(m.table.refused)
            found = None
            if (new and new[-1].self_drawn == self_drawn and last["save"] is not None
                    and m.status != CLAIM):
                found = Scenario(last["save"], seed, len(m.table.log)), new[-1]
            before = (COMPUTER, CLAIM) if self_drawn else (COMPUTER,)
            last["save"] = save if m.status in before else None  # one move before
            return found

        found = _walk(seed, stop)
        if found is not None:
            return found
    raise AssertionError("no refused win the person was not asked about")
