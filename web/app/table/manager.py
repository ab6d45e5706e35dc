"""The table's game manager: the match on the table, the three computer players, the pace of
their moves, and the save after every move. No DOM here: the view renders what this holds.

The person always plays seat 0 (the first player of the match); seats 1-3 are computer
players of the chosen level. The engine is stepped (``Table.pending`` / ``Table.apply``): when
a computer must choose, one decision is played per timer tick (``schedule``, a setTimeout in
the page), so the page repaints between moves and the person can follow them. A computer's
own turn waits for the pace (slow, normal, fast); its answer to a discard is taken
before the person is asked, so the person is asked only when a claim of theirs could still
stand; it waits a third of the pace, so a discard is seen before it is claimed.

The claim settings (app.table.settings) answer for the person: an offer they chose not to be
asked about is passed at once (``auto_passed`` keeps the last one, for the page to say so), and
with the claim timer on, an offer left unanswered is passed when its time is up
(``claim_deadline``, on ``clock``, for the page's countdown).
"""

from __future__ import annotations

import random
import time
from collections import deque
from collections.abc import Callable, Sequence
from typing import Any

from app.table import settings as claim_settings
from app.table.render import latest_discard
from app.table.state import Notices, ReadyAid, TableState, seats_of
from table import Action, IllegalAction, Match, Player, SeatView, Table, make_player
from table import saved as saves
from table.players import LEVELS as PLAYER_LEVELS

PERSON = 0
COMPUTERS = (1, 2, 3)
PACES: dict[str, int] = {"slow": 1600, "normal": 850, "fast": 300, "instant": 0}
"""Milliseconds before a computer's move on its own turn; "instant" is for tests."""
CLAIM_PAUSE = 3
"""A computer's answer to a discard comes after a third of that."""
PACE_CHOICES = ("slow", "normal", "fast")
DEFAULT_PACE = "normal"
LEVELS: tuple[str, ...] = tuple(reversed(PLAYER_LEVELS))
"""The computer levels offered, strongest first: ``table.players.LEVELS``."""
PLAYED_ONLY = ("par",)
"""Levels played but not offered: the daily table's computer players (``table.daily``)."""
DEFAULT_LEVEL = "strong"
"""The level a new player starts on: the expert is offered, but measured no stronger than the
strong player against ``par`` (docs/players.md), and the strong player thinks faster."""
HAND_CHOICES = (16, 1)
DECISIONS_KEPT = 500

# What the person is doing, or why they wait.
NONE, COMPUTER, TURN, CLAIM, HAND_OVER, MATCH_OVER = (
    "none", "computer", "turn", "claim", "hand_over", "match_over"
)


def player_seed(match_seed: int, seat: int) -> int:
    """Each computer seat's own seed, from the match seed (a match replays from its seed)."""
    return (match_seed * 4 + seat) % 2**63


class TableManager:
    """Drives one match at a time for the page (see the module docstring).

    ``schedule(ms, fn)`` calls ``fn()`` after ``ms`` milliseconds and returns a handle for
    ``cancel(handle)``; ``on_change()`` is called after every move so the view can redraw.
    """

    def __init__(
        self,
        storage: Any,
        schedule: Callable[[float, Callable[[], None]], Any],
        cancel: Callable[[Any], None],
        on_change: Callable[[], None],
        clock: Callable[[], float] = time.perf_counter,
        levels: tuple[str, ...] | None = None,
    ) -> None:
        self.storage = storage
        self.schedule = schedule
        self.cancel = cancel
        self.on_change = on_change
        self.clock = clock
        self.levels = levels if levels is not None else LEVELS
        self.saved: saves.SavedMatch | None = saves.load(storage, self.levels + PLAYED_ONLY)
        """A match saved by an earlier visit, not yet continued (None if none or unreadable)."""
        self.match: Match | None = None
        self.level = DEFAULT_LEVEL if DEFAULT_LEVEL in self.levels else self.levels[0]
        self.players: list[Player | None] = [None] * 4
        self.pace = DEFAULT_PACE
        self.decision_ms: deque[float] = deque(maxlen=DECISIONS_KEPT)
        """How long each computer decision took (ms), the latest last."""
        self.move_ms: deque[float] = deque(maxlen=DECISIONS_KEPT)
        """How long each computer move held the page: decision, rules, save and redraw (ms)."""
        self._timer: Any = None
        self._running = False
        self._holds: set[str] = set()  # what holds the game now (``hold``)
        self.claims = claim_settings.ClaimSettings()
        """Which offers are passed without asking, and the claim timer (seconds, 0 off)."""
        self.auto_passed: tuple[int, str, int] | None = None
        """The last offer passed by the claim setting: (moves made by then, tile, discarder)."""
        self.claim_deadline: float | None = None
        """When the offer on show passes by itself (on ``clock``), or None."""
        self._claim_timer: Any = None
        self._seen = 0  # events of the current hand already handed out by take_events
        self._writer = saves.Writer()
        self.ready = ReadyAid()
        """The ready aid's sums, remembered while the hand is the same (app.table.state)."""
        self._notices = Notices(PERSON)

    # ------------------------------------------------------------------ matches

    def start(self, level: str, hands: int = 16, seed: int | None = None) -> Match:
        """Deal a new match against three computer players of ``level`` (a saved match not
        continued is forgotten)."""
        if level not in self.levels + PLAYED_ONLY:
            raise ValueError(f"no computer level {level!r}")
        self.pause()
        if seed is None:
            seed = random.randrange(2**31)
        self.saved = None
        self._begin(level, Match(seed, hands))
        return self.match

    def resume(self) -> Match:
        """Continue the saved match where it was."""
        if self.saved is None:
            raise ValueError("no saved match")
        level, match = self.saved
        self.saved = None
        self._begin(level, match)
        return match

    def _begin(self, level: str, match: Match) -> None:
        self.level = level
        self.match = match
        self.players = [None] + [
            make_player(level, player_seed(match.seed, seat)) for seat in COMPUTERS
        ]
        self._seen = len(match.table.events)
        self.ready.clear()
        self.save()

    def abandon(self) -> None:
        """Leave the match on the table (and any saved one): nothing is kept."""
        self.pause()
        self.match = None
        self.saved = None
        saves.clear(self.storage)

    def save(self) -> None:
        if self.match is not None:
            saves.store(self.storage, self.level, self.match, self._writer)

    @property
    def table(self) -> Table | None:
        return self.match.table if self.match is not None else None

    # ------------------------------------------------------------------ whose move

    @property
    def status(self) -> str:
        """none (no match), computer (a computer must choose), turn (the person's own turn),
        claim (the person may claim a discard or rob a kong), hand_over, match_over."""
        table = self.table
        if table is None:
            return NONE
        if table.over:
            return MATCH_OVER if self.match.over else HAND_OVER
        pending = table.pending()
        if any(d.seat != PERSON for d in pending):
            return COMPUTER
        return TURN if table.phase == "turn" else CLAIM

    def person_actions(self) -> tuple[Action, ...]:
        """What the person may choose now (nothing while a computer must choose first)."""
        if self.status not in (TURN, CLAIM):
            return ()
        return next(d.actions for d in self.table.pending() if d.seat == PERSON)

    def view(self) -> SeatView:
        """The table as the person may see it."""
        return self.table.view(PERSON)

    def concealed_count(self, seat: int) -> int:
        """How many concealed tiles a seat holds (its drawn tile included): shown face down."""
        table = self.table
        extra = 1 if table.drawn is not None and seat == table.turn and not table.over else 0
        return len(table.concealed[seat]) + extra

    def state(self, names: Sequence[str], ready_on: bool, lifted: int | None) -> TableState:
        """What the view draws now (app.table.state), with a match on the table: ``names``
        the seats' names, ``ready_on`` the ready aid asked for, ``lifted`` the index of the
        tile the person raised (dropped when they may not discard). Hands out the hand's
        events and the notices since the last state, as ``take_events`` does."""
        table, match, status = self.table, self.match, self.status
        view = table.view(PERSON)
        waiting = {d.seat for d in table.pending()}
        active = () if table.over else {
            s for s in range(4) if s in waiting or (table.phase == "turn" and s == table.turn)
        }
        seats = seats_of(table, PERSON, names, match.scores, active,
                         range(4) if table.over else ())
        actions = self.person_actions()
        can_discard = status == TURN
        if not can_discard or lifted is not None and lifted >= len(view.held):
            lifted = None
        win = next((a for a in actions if a.act == "win"), None) if can_discard else None
        # the discards that leave the hand ready; not while it has won: every one would
        marks = (self.ready.marks(view) if can_discard and ready_on and win is None
                 else frozenset())
        aid = None
        if ready_on and status in (TURN, CLAIM, COMPUTER):
            face = view.held[lifted] if lifted is not None else None
            aid = self.ready.on_show(status, view, face, marks, win)
        left, share = None, 0.0
        if status == CLAIM and self.claim_deadline is not None:
            left = max(0.0, self.claim_deadline - self.clock())
            share = left / max(1, self.claims.timer)
        new_hand, notices = self._notices.take(table, self.auto_passed)
        return TableState(
            status, view, tuple(seats.values()), latest_discard(table.events),
            match.hand_number, match.hands, match.seed, len(table.log), actions,
            next((d.seat for d in table.pending() if d.seat != PERSON), None)
            if status == COMPUTER else None,
            lifted, win, marks, aid, left, share, tuple(self.take_events()), notices,
            new_hand, table,
        )

    def take_events(self) -> list[dict]:
        """The hand's events since the last call (for announcements and call-outs)."""
        events = self.table.events if self.table is not None else []
        new = events[self._seen:]
        self._seen = len(events)
        return list(new)

    # ------------------------------------------------------------------ moves

    def play(self, action: Action) -> bool:
        """The person's choice; False (nothing happens) when it is not one they may make."""
        if action.key not in {a.key for a in self.person_actions()}:
            return False
        self._stop_claim_timer()
        try:
            self.table.apply(PERSON, action)
        except IllegalAction:
            return False
        self._after_move()
        return True

    def next_hand(self) -> bool:
        """Deal the next hand once this one is over; False at the end of the match."""
        if self.status != HAND_OVER:
            return False
        self.match.next_hand()
        self._seen = 0
        self._after_move()
        return True

    def _after_move(self) -> None:
        self._answer_for_person()
        if self._running:
            self._start_claim_timer()  # before the redraw, which shows its countdown
        self.save()
        self.on_change()
        if self._running:
            self._schedule_next()

    # ------------------------------------------------------------------ the claim settings

    def _answer_for_person(self) -> None:
        """Pass, as the claim setting says, an offer the person chose not to be asked about."""
        while self.status == CLAIM and claim_settings.passes_for_you(
            self.claims.claims, self.person_actions()
        ):
            offer = self.table.view(PERSON).offer
            self.table.apply(PERSON, Action("pass"))
            self.auto_passed = (len(self.table.log), offer.tile, offer.seat)

    def _start_claim_timer(self) -> bool:
        """Start the claim timer on the offer on show (True), unless it is off, running or
        there is no offer to the person."""
        if (self.claims.timer <= 0 or self._claim_timer is not None
                or self.status != CLAIM):
            return False
        moves = len(self.table.log)
        self.claim_deadline = self.clock() + self.claims.timer
        self._claim_timer = self.schedule(self.claims.timer * 1000,
                                          lambda: self._claim_time_up(moves))
        return True

    def _stop_claim_timer(self) -> None:
        if self._claim_timer is not None:
            self.cancel(self._claim_timer)
        self._claim_timer = None
        self.claim_deadline = None

    def _claim_time_up(self, moves: int) -> None:
        self._claim_timer = None
        self.claim_deadline = None
        if self.status == CLAIM and self.table is not None and len(self.table.log) == moves:
            self.play(Action("pass"))

    # ------------------------------------------------------------------ the computer players

    def run(self) -> None:
        """Let the computer players move (at the pace) whenever it is their turn; an offer
        the claim setting passes is passed, and the claim timer runs."""
        self._running = True
        if self.status == CLAIM and claim_settings.passes_for_you(
            self.claims.claims, self.person_actions()
        ):
            self._after_move()
            return
        self._schedule_next()
        if self._start_claim_timer():
            self.on_change()  # the offer on show gets its countdown

    def pause(self) -> None:
        """Stop the computer players and the claim timer (the view is hidden, or a panel
        asks the person); the timer starts afresh when play goes on."""
        self._running = False
        if self._timer is not None:
            self.cancel(self._timer)
            self._timer = None
        self._stop_claim_timer()

    @property
    def running(self) -> bool:
        return self._running

    def hold(self, reason: str) -> None:
        """Hold the game for ``reason`` (a panel on show, the replay, the page hidden): the
        computer players wait, and the claim timer stops, until every hold is released."""
        self._holds.add(reason)
        self.pause()

    def release(self, reason: str) -> None:
        """``reason`` holds the game no more: play goes on once nothing holds it (whatever
        way the person came back, so no way back can leave the computers stopped)."""
        self._holds.discard(reason)
        if not self._holds and self.match is not None:
            self.run()

    def _schedule_next(self) -> None:
        if self._timer is not None or self.status != COMPUTER:
            return
        delay = PACES.get(self.pace, PACES[DEFAULT_PACE])
        if self.table.phase != "turn":
            delay //= CLAIM_PAUSE  # a claim is taken sooner, yet the discard is seen first
        self._timer = self.schedule(delay, self._tick)

    def _tick(self) -> None:
        self._timer = None
        if not self._running or self.status != COMPUTER:
            return
        t0 = self.clock()
        self.play_computer()
        self._after_move()
        self.move_ms.append((self.clock() - t0) * 1000)

    def play_computer(self) -> None:
        """One computer decision: the first computer seat the table waits for chooses."""
        table = self.table
        seat, actions = next(d for d in table.pending() if d.seat != PERSON)
        t0 = self.clock()
        action = self.players[seat].choose(table.view(seat), actions)
        self.decision_ms.append((self.clock() - t0) * 1000)
        table.apply(seat, action)
