"""What the table view draws: one immutable value (``TableState``), built from the game by
``TableManager.state`` after every move, so the view (app.table.view) reads no engine
internals. As in the 2048 game's split: the manager holds the game, this module says what is on
show, app.table.render writes the markup, the view wires events to them.

Also here: the seats as the page shows them (``seats_of``, shared with the replay), the ready
aid's sums remembered while the hand is the same (``ReadyAid``), and the notices the person
has not yet been told (``Notices``). No DOM here: it runs in CPython as in the page.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Any

from app.table.render import Seat, positions
from table import Action, SeatView, Table, ready
from table.players.strong import StrongPlayer
from table.review import distance as coach_distance

TURN, CLAIM, COMPUTER = "turn", "claim", "computer"  # as app.table.manager's statuses
READY_KEPT = 64  # sums remembered before the memory starts afresh


@dataclass(frozen=True)
class Ready:
    """The ready aid on show: ``kind`` (win, ready, far); the waits (of the hand, or of the
    hand the discard ``after`` would leave; None with ``kind`` ready on the turn: a discard
    makes it ready, the hand marks which); or how far from ready the hand is (``distance``)."""

    kind: str
    waits: tuple[ready.Wait, ...] | None = None
    after: str | None = None
    distance: ready.Distance | None = None


@dataclass(frozen=True)
class TableState:
    """The match as the person sees it now: everything the table view draws."""

    status: str  # app.table.manager's: turn, claim, computer, hand_over, match_over
    view: SeatView  # the table as the person may see it
    seats: tuple[Seat, ...]  # in the order of render.positions (the person first)
    latest: int | None  # the seat that made the latest discard
    hand_number: int
    hands: int
    seed: int
    moves: int  # the choices made so far in the hand
    actions: tuple[Action, ...]  # what the person may choose now
    waiting_for: int | None  # the computer seat the table waits for
    lifted: int | None  # the raised tile's index in the hand (None on no turn)
    win: Action | None  # a win on offer on the person's own turn
    marks: frozenset[str]  # the discards that leave the hand ready (with the ready aid on)
    ready: Ready | None  # the ready aid (None: off, or not now)
    claim_left: float | None  # seconds left on the claim timer (None: no timer running)
    claim_share: float  # the share of the claim timer left
    events: tuple[dict, ...]  # the hand's events since the last state (for call-outs)
    notices: tuple[tuple[str, Any], ...]  # ("refused", Refused) / ("passed", (n, tile, seat))
    new_hand: bool  # a hand the view had not shown: the earlier notices go
    hand: Table  # the hand's record, read-only: the end-of-hand panel and the log read it

    @property
    def lifted_face(self) -> str | None:
        return self.view.held[self.lifted] if self.lifted is not None else None


def seats_of(table: Table, person: int, names: Sequence[str], scores: Sequence[int],
             active: Collection[int], opened: Collection[int]) -> dict[int, Seat]:
    """Each seat as the page shows it, by seat, in the order of ``render.positions``:
    ``active`` seats lit, ``opened`` seats' concealed tiles turned up."""
    view = table.view(person)
    out = {}
    for seat, position in positions(view).items():
        drawn = table.drawn is not None and seat == table.turn and not table.over
        out[seat] = Seat(
            seat, position, names[seat], view.seat_winds[seat], scores[seat],
            len(table.concealed[seat]) + (1 if drawn else 0), seat in active,
            table.hand_of(seat) if seat in opened else (),
        )
    return out


class ReadyAid:
    """The ready aid's sums (table.ready), remembered for the same hand and the same table:
    a redraw that changed neither costs nothing."""

    def __init__(self) -> None:
        self._kept: dict[tuple, Any] = {}
        self._strong = StrongPlayer()  # its own, never a computer player's

    def clear(self) -> None:
        self._kept.clear()

    def distance(self, view: SeatView) -> ready.Distance:
        """How far from ready the hand is, and the best discards, as the coach counts them
        (``table.review.distance``: one answer for the aid and the coach, issue 53)."""
        key = ("coach", view.held, view.melds, view.discards, view.wall_left)
        return self._get(key, lambda: coach_distance(view, self._strong))

    def _plain(self, view: SeatView) -> ready.Distance:
        """How far from ready by the tiles alone (``ready.distance``): for the marks."""
        return self._get(("distance", view.held, view.melds[view.seat]),
                         lambda: ready.distance(view))

    def waits(self, view: SeatView, discard: str | None) -> tuple[ready.Wait, ...]:
        """The hand's waits, or those of the hand ``discard`` would leave."""
        key = (view.held, discard, view.melds, view.discards, view.flowers[view.seat])
        return self._get(key, lambda: tuple(
            ready.waits(view) if discard is None else ready.waits_after_discard(view, discard)
        ))

    def marks(self, view: SeatView) -> frozenset[str]:
        """The discards that leave the hand ready (``ready.ready_discards``): the best
        discards of ``ready.distance`` when they leave it ready, worked out once for both."""
        distance = self._plain(view)
        return frozenset(distance.discards) if distance.tiles == 0 else frozenset()

    def on_show(self, status: str, view: SeatView, lifted: str | None, marks: frozenset[str],
                win: Action | None) -> Ready:
        """The aid for the person's decision: a win on offer said first; the waits (of the
        hand, or of the hand a lifted tile's discard would leave); else how far from ready."""
        if status == TURN and win is not None:
            return Ready("win")
        if status == TURN and lifted is None:
            return Ready("ready") if marks else Ready("far", distance=self.distance(view))
        if status == TURN:
            waits = self.waits(view, lifted)
            return Ready("ready" if waits else "far", waits, lifted)
        waits = self.waits(view, None)
        return Ready("ready", waits) if waits else Ready("far", distance=self.distance(view))

    def _get(self, key: tuple, work: Any) -> Any:
        hit = self._kept.get(key)
        if hit is None:
            if len(self._kept) > READY_KEPT:
                self._kept.clear()
            hit = self._kept[key] = work()
        return hit


class Notices:
    """What the person has not been told yet: a win the 8-point minimum refused them (at that
    moment), an offer the claim setting passed. A hand resumed or dealt tells only what
    happens from then on."""

    def __init__(self, person: int) -> None:
        self.person = person
        self._table: Table | None = None
        self._refused_seen = 0
        self._passed_seen: Any = None

    def take(self, table: Table, passed: Any) -> tuple[bool, tuple[tuple[str, Any], ...]]:
        """(whether ``table`` is a hand not seen before, the new notices)."""
        new_hand = table is not self._table
        if new_hand:
            self._table = table
            self._refused_seen = sum(1 for r in table.refused if r.event < len(table.events))
        new = [r for r in table.refused[self._refused_seen:] if r.seat == self.person]
        self._refused_seen = len(table.refused)
        notes: list[tuple[str, Any]] = [("refused", new[-1])] if new else []
        if passed != self._passed_seen:
            self._passed_seen = passed
            if passed is not None:
                notes.append(("passed", passed))
        return new_hand, tuple(notes)
