"""The hand being entered on the sheet, as the player taps it in: who won (or a drawn hand, or
a false win), self-drawn or whose discard, the points as typed, the referee's penalties, and
what came with a hand from the scorer. ``hand()`` turns it into the sheet's ``SheetHand`` or says,
as a message key, what is still missing or wrong. Pure Python (no DOM).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field, replace
from typing import Any

from sheet import MINIMUM, Draw, FalseWin, Penalty, SheetHand, Win

from app.scorer.to_sheet import Offer

WIN, DRAW, FALSE_WIN = "win", "draw", "false_win"
SELF = "self"
MAX_POINTS = 9999


class EntryError(ValueError):
    """What the entry lacks or has wrong: ``key`` names the message, ``values`` fill it."""

    def __init__(self, key: str, **values: object) -> None:
        super().__init__(key)
        self.key = key
        self.values = values


@dataclass(frozen=True)
class Entry:
    """A hand on its way to the sheet (immutable: each tap gives a new one)."""

    kind: str | None = None  # WIN, DRAW or FALSE_WIN
    seat: int | None = None  # the winner, or the false win's player
    how: str | int | None = None  # SELF, or the discarder's seat
    points: str = ""  # as typed
    penalties: tuple[Penalty, ...] = ()
    offer: Offer | None = None  # the hand brought from the scorer
    editing: int | None = None  # the index of the hand being changed, None for a new hand
    each: int | None = None  # a false win's amount as entered (when it is changed), else the
    #                          setting's
    extra: dict[str, Any] = field(default_factory=dict, compare=False)  # the hand's kept fields

    # ---------------------------------------------------------------- the player's taps

    def won(self, seat: int) -> Entry:
        """``seat`` won (its discarder, if it was this seat, is forgotten)."""
        how = None if self.how == seat or self.kind != WIN else self.how
        return replace(self, kind=WIN, seat=seat, how=how)

    def drawn(self) -> Entry:
        return replace(self, kind=DRAW, seat=None, how=None)

    def false_win(self) -> Entry:
        return replace(self, kind=FALSE_WIN, seat=None, how=None)

    def false_by(self, seat: int) -> Entry:
        return replace(self, kind=FALSE_WIN, seat=seat)

    def won_how(self, how: str | int) -> Entry:
        """Self-drawn (SELF) or on the discard of seat ``how``."""
        return replace(self, how=how)

    def typed(self, points: str) -> Entry:
        return replace(self, points=points)

    def penalty(self, seat: int, points: int) -> Entry:
        return replace(self, penalties=(*self.penalties, Penalty(seat, points)))

    def without_penalty(self, index: int) -> Entry:
        return replace(self, penalties=self.penalties[:index] + self.penalties[index + 1:])

    # ---------------------------------------------------------------- reading

    def step(self) -> str:
        """What the entry asks for next: "who", "how" (self-drawn or whose discard), "false"
        (who declared the false win), "points" or "save"."""
        if self.kind is None:
            return "who"
        if self.kind == WIN and self.seat is None:
            return "who"
        if self.kind == WIN and self.how is None:
            return "how"
        if self.kind == FALSE_WIN and self.seat is None:
            return "false"
        if self.kind == WIN and not self.points.strip():
            return "points"
        return "save"

    def points_value(self) -> int | None:
        """The points typed, as a whole number (Devanagari digits read too), else None."""
        return read_number(self.points, MAX_POINTS)

    def hand(self, false_win_each: int) -> SheetHand:
        """The sheet's hand for this entry; EntryError saying what is missing or wrong."""
        if self.kind == DRAW:
            outcome: Win | Draw | FalseWin = Draw()
        elif self.kind == FALSE_WIN:
            if self.seat is None:
                raise EntryError("entry.need_false")
            outcome = FalseWin(self.seat, self.each or false_win_each)
        elif self.kind == WIN and self.seat is not None:
            if self.how is None:
                raise EntryError("entry.need_how")
            points = self.points_value()
            if not self.points.strip():
                raise EntryError("entry.need_points")
            if points is None:
                raise EntryError("entry.bad_points", points=self.points.strip())
            if points < MINIMUM:
                raise EntryError("entry.minimum", points=points)
            offer = self.offer
            if offer is not None and points == offer.points and offer.without_flowers < MINIMUM:
                raise EntryError("entry.minimum_flowers", points=points,
                                 base=offer.without_flowers)
            outcome = Win(self.seat, points, None if self.how == SELF else int(self.how))
        else:
            raise EntryError("entry.need_who")
        extra = dict(self.extra)
        if self.offer is not None and self.kind == WIN:
            extra.update(self.offer.extra())
        return SheetHand(outcome, self.penalties, extra)


DIGITS = str.maketrans("०१२३४५६७८९", "0123456789")
NUMBER = re.compile(r"[0-9]{1,9}")  # 0-9 only: ``isdigit()`` also passes ``²`` and ``٣``


def read_number(text: str, maximum: int) -> int | None:
    """A whole number typed into a field, 0 to ``maximum``, else None: digits 0-9 or
    Devanagari ०-९ (a Nepali or Hindi keyboard types those), spaces around them ignored.
    Any other character (``²``, another script's digits, a sign, a point) makes it no number:
    ``str.isdigit`` says yes to ``²``, which ``int`` then cannot read."""
    digits = str(text).strip().translate(DIGITS)
    if not NUMBER.fullmatch(digits):
        return None
    value = int(digits)
    return value if value <= maximum else None


def entry_of(hand: SheetHand, index: int) -> Entry:
    """The entry that edits hand ``index`` of the sheet (its outcome, penalties and fields)."""
    outcome = hand.outcome
    extra = dict(hand.extra)
    if isinstance(outcome, Win):
        how: str | int = SELF if outcome.discarder is None else outcome.discarder
        return Entry(WIN, outcome.winner, how, str(outcome.points), hand.penalties,
                     editing=index, extra=extra)
    if isinstance(outcome, FalseWin):
        return Entry(FALSE_WIN, outcome.seat, None, "", hand.penalties, editing=index,
                     each=outcome.each, extra=extra)
    return Entry(DRAW, None, None, "", hand.penalties, editing=index, extra=extra)


def entry_from_offer(offer: Offer, seat_winds: tuple[str, ...]) -> Entry:
    """The entry for a hand brought from the scorer, in a hand whose players sit at
    ``seat_winds``: the winner and the discarder are the players at the winds the scorer was
    given (the player may change them), the points its total."""
    winner = seat_winds.index(offer.seat_wind)
    how: str | int = SELF if offer.discarder is None else seat_winds.index(offer.discarder)
    if how == winner:
        how = None
    return Entry(WIN, winner, how, str(offer.points), offer=offer)


DRAFT_POINTS = 16  # characters of typed points a draft keeps (the field takes 4)
DRAFT_PENALTIES = 16


def draft_of(entry: Entry) -> dict[str, Any]:
    """The entry as a stored draft (``saved.store_draft``): the taps and the text typed, not
    the hand's kept fields nor the scorer's hand (only whether it came with one)."""
    return {"kind": entry.kind, "seat": entry.seat, "how": entry.how,
            "points": entry.points[:DRAFT_POINTS],
            "penalties": [[p.seat, p.points] for p in entry.penalties[:DRAFT_PENALTIES]],
            "each": entry.each, "editing": entry.editing, "offer": entry.offer is not None}


def entry_of_draft(data: Any, hands: tuple[SheetHand, ...], offer: Offer | None) -> Entry:
    """The entry a stored draft holds, for a match with ``hands`` (a change to a hand that is
    no longer there is no draft) and the scorer's ``offer`` still waiting (None: taken or
    cleared since); ValueError for anything a draft cannot hold."""
    def seat(value: Any) -> bool:
        return type(value) is int and 0 <= value < 4

    def amount(value: Any) -> bool:
        return type(value) is int and 1 <= value <= MAX_POINTS

    if not isinstance(data, dict):
        raise ValueError("not a draft")
    kind, who, how, points = (data.get(k) for k in ("kind", "seat", "how", "points"))
    each, editing, penalties = data.get("each"), data.get("editing"), data.get("penalties")
    checks = (
        kind in (None, WIN, DRAW, FALSE_WIN),
        who is None or (seat(who) and kind in (WIN, FALSE_WIN)),
        how is None or (kind == WIN and who is not None and (how == SELF or (seat(how)
                                                                            and how != who))),
        isinstance(points, str) and len(points) <= DRAFT_POINTS,
        each is None or amount(each),
        editing is None or (type(editing) is int and 0 <= editing < len(hands)),
        isinstance(penalties, list) and len(penalties) <= DRAFT_PENALTIES and all(
            isinstance(p, list) and len(p) == 2 and seat(p[0]) and amount(p[1])
            for p in penalties),
        isinstance(data.get("offer", False), bool),
    )
    if not all(checks):
        raise ValueError("not a draft of this match")
    extra = dict(hands[editing].extra) if editing is not None else {}
    kept_offer = offer if data.get("offer") and kind == WIN and editing is None else None
    return Entry(kind, who, how, points, tuple(Penalty(s, p) for s, p in penalties),
                 offer=kept_offer, editing=editing, each=each, extra=extra)
