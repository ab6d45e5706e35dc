"""A hand record played again through the ``Table``: every choice it shows, and the table at any
moment of it (for the review and the replay).

A record lists events, not choices: a seat that passed a claim leaves no event, and a seat
whose claim lost to a stronger one (a pung to another seat's win) leaves none either. The
choices are read back from the events (``replayed``): on its turn a seat did what its next
event shows; on a discard the seat whose claim shows took it, the others passed when any claim
they had would have beaten the one made (or when nobody claimed), and their choice is unknown
(``None``) otherwise. The hand is then played again with those choices and must give the
record's events and result exactly, or ``RecordError`` says where it parts from them.
"""

from __future__ import annotations

from dataclasses import dataclass

from .actions import CHOW, PASS, PASS_ACTION, TURN_ACTS, Action
from .claims import RANK
from .replay import RecordError
from .seat_view import SeatView
from .table import Table

CLAIM_EVENT_ACTS = frozenset(("win", "chow", "pung", "kong"))
MOVE_ACTS = frozenset(("discard", "win", "chow", "pung", "kong", "concealed_kong", "added_kong"))
"""Events that are somebody's choice (draws and flowers follow from them)."""


@dataclass(frozen=True)
class Choice:
    """One decision of one seat in a record.

    ``event``: the index in the record's ``events`` at which the seat chose (the decision was
    about the situation just before that event). ``view`` and ``actions``: what the seat saw
    and could choose from. ``chose``: what the record shows it did; None when the record cannot
    tell (its claim, if any, lost to a stronger one).
    """

    event: int
    seat: int
    view: SeatView
    actions: tuple[Action, ...]
    chose: Action | None


@dataclass(frozen=True)
class Replayed:
    """A record played again: ``log`` the choices to apply in order (unknown ones as pass,
    which changes nothing: a stronger claim took the tile), ``choices`` every decision."""

    record: dict
    log: tuple[tuple[int, Action], ...]
    choices: tuple[Choice, ...]


def new_table(record: dict) -> Table:
    """The record's hand dealt again, before any choice (the running scores before the hand)."""
    try:
        pay = record["result"]["payments"]
        before = [s - p for s, p in zip(record["scores"], pay, strict=True)]
        return Table(
            record["wall"],
            seat_winds=record["seat_winds"],
            prevalent_wind=record["prevalent_wind"],
            hand_number=record["hand"],
            scores=before,
            seed=record["seed"],
        )
    except (KeyError, TypeError, ValueError) as exc:
        raise RecordError(f"not a hand record: {exc}") from None


def _event_action(event: dict) -> Action:
    tiles = tuple(event.get("tiles") or ())
    tile = event.get("claimed", "") if event.get("act") == CHOW else event.get("tile", "")
    return Action(event.get("act", ""), tile or "", tiles)


def replayed(record: dict) -> Replayed:
    """Every choice of the record (see the module docstring); RecordError when the record does
    not replay to its own events and result."""
    table = new_table(record)
    events = record.get("events")
    if not isinstance(events, list):
        raise RecordError("events is a list of objects")
    log: list[tuple[int, Action]] = []
    choices: list[Choice] = []
    while not table.over:
        pending = table.pending()
        at = len(table.events)
        if at >= len(events):
            raise RecordError(f"event {at}: the record stops while the hand goes on")
        event = events[at]
        if not isinstance(event, dict):
            raise RecordError(f"event {at}: not an object")
        if table.phase == "turn":
            seat, actions = pending[0]
            if event.get("seat") != seat or event.get("act") not in TURN_ACTS:
                raise RecordError(f"event {at}: seat {seat} was to play, found {event}")
            chose = _event_action(event)
            choices.append(Choice(at, seat, table.view(seat), actions, chose))
            log.append((seat, chose))
            _apply(table, seat, chose, at)
            continue
        claimer = event.get("seat") if event.get("act") in CLAIM_EVENT_ACTS else None
        made = _event_action(event) if claimer is not None else PASS_ACTION
        if claimer is not None and claimer not in {d.seat for d in pending}:
            raise RecordError(f"event {at}: seat {claimer} was not asked to claim: {event}")
        order = [d.seat for d in pending]  # turn order after the discarder
        for seat, actions in pending:
            view = table.view(seat)
            if seat == claimer:
                chose: Action | None = made
            elif claimer is None or _beats(seat, actions, claimer, made, order):
                chose = PASS_ACTION
            else:
                chose = None
            choices.append(Choice(at, seat, view, actions, chose))
        if claimer is not None:
            log.append((claimer, made))
            _apply(table, claimer, made, at)
        for seat, _ in pending:
            if seat != claimer and seat in {d.seat for d in table.pending()}:
                log.append((seat, PASS_ACTION))
                _apply(table, seat, PASS_ACTION, at)
    if table.events != events:
        pairs = enumerate(zip(table.events, events, strict=False))
        n = next((i for i, (a, b) in pairs if a != b), None)
        n = min(len(table.events), len(events)) if n is None else n
        raise RecordError(f"event {n}: the record parts from the hand played again")
    assert table.result is not None
    if table.result.to_json() != record.get("result"):
        raise RecordError("the result is not that of the hand played again")
    return Replayed(record, tuple(log), tuple(choices))


def _apply(table: Table, seat: int, action: Action, at: int) -> None:
    try:
        table.apply(seat, action)
    except ValueError as exc:
        raise RecordError(f"event {at}: {exc}") from None


def _beats(seat: int, actions, claimer: int, made: Action, order: list[int]) -> bool:
    """Whether every claim ``seat`` had would have beaten ``made`` (so it must have passed)."""
    claims = [a for a in actions if a.act != PASS]
    if claimer not in order:
        return False
    mine, theirs = order.index(seat), order.index(claimer)
    return all(
        RANK[a.act] > RANK[made.act] or (RANK[a.act] == RANK[made.act] and mine < theirs)
        for a in claims
    )


def table_at(replay: Replayed, event: int) -> Table:
    """The table just before the record's event ``event`` is played (at the decision it comes
    from), or at the end of the hand for ``len(events)``."""
    table = new_table(replay.record)
    for seat, action in replay.log:
        if len(table.events) >= event and table.pending():
            break
        table.apply(seat, action)
    return table


def timeline(replay: Replayed, extra: tuple[int, ...] = ()) -> tuple[int, ...]:
    """The moments a replay steps through, as event indices: before each move (a discard, a
    claim, a kong, a win), at each of ``extra`` (a review's moments), and the end."""
    events = replay.record["events"]
    points = {i for i, e in enumerate(events) if e.get("act") in MOVE_ACTS}
    points.update(e for e in extra if 0 <= e <= len(events))
    points.add(len(events))
    return tuple(sorted(points))

