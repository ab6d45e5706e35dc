"""The review of a hand and the coach: the offered choices ranked by points expected, the
one figure both show, and where a seat chose otherwise than the best of them.

Every choice offered at a decision is appraised the way the strong player weighs a hand
(``Appraisal``): the chance to win the hand after it (``plan.Planner``'s value put on one
scale by ``calibration.win_chance``), the points such a win would bring, and the danger of
feeding an opponent (``defence``), all in one figure, the points expected. The coach
(``best_choices``) recommends the choice with the most points expected and lists the others
in that order: its advice is what its numbers say. The review (``review_hand``) puts every
decision of the seat the record shows (``rewind.replayed``) to the same ranking: where the
seat's choice is worth less than the best, as the figures are shown (to a tenth of a point),
the decision is a ``Moment`` with its ``loss``; where it is worth the same as shown but is not
the coach's pick, it is a tie, named as such (``HandReview.ties``). A seat that plays the
coach's picks has nothing listed.

``python -m table review --seat S < records.jsonl`` prints ``HandReview.to_json()`` per hand
(the README's "The review").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .actions import (
    ADDED_KONG,
    CHOW,
    CONCEALED_KONG,
    DISCARD,
    KONG,
    PASS,
    PUNG,
    WIN,
    Action,
)
from .players import defence
from .players.calibration import win_chance
from .players.plan import SPECIAL_FORMS, Judgement, Planner, situation
from .players.reading import Reading, read, without
from .players.strong import STRONG
from .rewind import Choice, Replayed, replayed
from .targets import standard_targets
from .tiles import KIND, PLAYING_TILES
from .view import SeatView

SHOWN = 1
"""Decimals of the points expected as shown (the coach's and the review's figures): two
choices shown the same are a tie."""
FEED_COST = 22.0
"""Points a discard that an opponent wins on costs, on average (an 8-to-16-point hand won off
one's discard pays its total and 8)."""
CLAIM_COST = STRONG.claim_gain or 0.0
"""Win chance a claim must add before the strong player takes it (``Style.claim_gain``): an
open meld shows the hand and gives up its concealed fans, which the chance alone does not
price. A claim is appraised that much lower, so passing on a claim it would not make costs."""
SELF_DRAWN_SHARE = 0.35
"""Share of wins that are self-drawn (they pay three times)."""
MINIMUM = 8


def win_gain(points: int, self_drawn: bool | None = None) -> float:
    """What a win of ``points`` brings its winner: from a discard the total and 8 from each
    other seat, self-drawn the total and 8 from each; None: a win yet to come, either way."""
    on_discard, drawn = points + 24.0, 3.0 * (points + 8)
    if self_drawn is None:
        return SELF_DRAWN_SHARE * drawn + (1 - SELF_DRAWN_SHARE) * on_discard
    return drawn if self_drawn else on_discard


@dataclass(frozen=True)
class Appraisal:
    """One choice as the strong player weighs it: ``win_chance`` (0..1) to win the hand after
    it, ``points`` the win it aims at (without flowers; the total of a win taken), ``feed`` the
    chance it lets an opponent win at once, ``expected`` the points expected of all that, and
    ``need`` tiles still to a legal win (0: won), ``waits`` the waiting tiles when ready."""

    win_chance: float
    points: int
    feed: float
    expected: float
    need: int
    waits: tuple[str, ...] = ()


def shown(expected: float) -> float:
    """Points expected as the coach and the review show them."""
    return round(expected, SHOWN)


@dataclass(frozen=True)
class Moment:
    """A decision where the seat did not choose the coach's pick: at ``event`` (the index in
    the record's events), what it chose and the best choice by points expected, each
    appraised, and the loss in points expected as shown (``shown(better) - shown(chose)``;
    0 for a ``tie``: a choice worth the same as shown)."""

    event: int
    chose: Action
    better: Action
    loss: float
    chose_appraisal: Appraisal
    better_appraisal: Appraisal
    concealed: tuple[str, ...]
    drawn: str | None
    tie: bool = False

    def to_json(self) -> dict:
        """The review command's object for this moment."""
        a, b = self.chose_appraisal, self.better_appraisal
        return {
            "event": self.event,
            "chose": _action_json(self.chose),
            "better": _action_json(self.better),
            "loss": self.loss,
            "win_chance": [round(a.win_chance, 3), round(b.win_chance, 3)],
            "points": [a.points, b.points],
            "expected": [shown(a.expected), shown(b.expected)],
        }


@dataclass(frozen=True)
class HandReview:
    """A seat's review of one hand: ``decisions`` reviewed (those the record shows), the
    ``moments`` where its choice was worth less than the best, biggest loss first, and the
    ``ties`` where it chose otherwise than the coach's pick but as well, in the hand's order."""

    hand: int
    seat: int
    decisions: int
    moments: tuple[Moment, ...]
    ties: tuple[Moment, ...] = ()

    @property
    def loss(self) -> float:
        """The summed loss of the hand's moments."""
        return sum(m.loss for m in self.moments)

    def to_json(self) -> dict:
        return {
            "hand": self.hand,
            "seat": self.seat,
            "decisions": self.decisions,
            "differs": [m.to_json() for m in self.moments],
            "ties": [m.to_json() for m in self.ties],
        }


def _action_json(action: Action) -> dict:
    """``{"act", "tile", "tiles"}`` of an action (the fields of the record's event)."""
    return {"act": action.act, "tile": action.tile, "tiles": list(action.tiles)}


# ---------------------------------------------------------------------------- appraisal


class Appraiser:
    """Weighs the choices of one decision as the strong player does (its planner, its
    calibration, its defence); ``memo`` is kept for the hand, as the player keeps its own."""

    def __init__(self, view: SeatView, memo: dict | None = None) -> None:
        self.view = view
        self.hand: Reading = read(view)
        sit = situation(view.seat_wind, view.prevalent_wind, self.hand.unseen, view.wall_left)
        self.planner = Planner(sit, STRONG, memo if memo is not None else {})
        self.turns = sit.turns
        self.last = not view.wall_left
        self.danger = defence.last_discard_danger(view) if self.last else defence.danger(view)
        self._discards: dict | None = None
        self._target_points = {t.name: t.points for t in standard_targets(
            view.seat_wind, view.prevalent_wind)}
        self._target_points.update({name: pts for name, _, pts, _ in SPECIAL_FORMS})

    def appraise(self, action: Action) -> Appraisal:
        """The appraisal of one offered action."""
        act, hand = action.act, self.hand
        melds = list(hand.melds)
        if act == WIN:
            self_drawn = self.view.offer is None
            return Appraisal(1.0, action.points, 0.0, win_gain(action.points, self_drawn), 0)
        if act == DISCARD:
            return self._discard(KIND[action.tile])
        if act == PASS:
            return self._judged(self.planner.hand(hand.counts, melds), not hand.concealed_hand)
        k = KIND[action.tile]
        if act == CONCEALED_KONG:
            after = without(hand.counts, k, k, k, k)
            return self._judged(self.planner.hand(after, [*melds, ("kong", k, False)]),
                                not hand.concealed_hand)
        if act == ADDED_KONG:
            after = without(hand.counts, k)
            grown = [("kong", lo, e) if (m == "pung" and lo == k) else (m, lo, e)
                     for m, lo, e in melds]
            return self._judged(self.planner.hand(after, grown), True)
        if act == KONG:
            after = without(hand.counts, k, k, k)
            return self._judged(self.planner.hand(after, [*melds, ("kong", k, True)]), True,
                                claimed=True)
        if act == PUNG:
            after = without(hand.counts, k, k)
            return self._after_claim(after, [*melds, ("pung", k, True)])
        if act == CHOW:
            own = [KIND[t] for t in action.tiles]
            low = min(own)
            own.remove(k)
            return self._after_claim(without(hand.counts, *own), [*melds, ("chow", low, True)])
        raise ValueError(f"cannot appraise {action}")

    def _points(self, judged: Judgement) -> int:
        if judged.points:
            return judged.points
        return max(MINIMUM, self._target_points.get(judged.route, MINIMUM))

    def _judged(self, judged: Judgement, melded: bool, feed: float = 0.0,
                claimed: bool = False) -> Appraisal:
        """Points expected: the win to come, if the discard does not end the hand first
        (``feed``: an opponent wins on it), less what feeding costs and what a claim gives up."""
        chance = 0.0 if self.last else win_chance(judged.need, judged.value, self.turns, melded)
        points = self._points(judged)
        aim = max(0.0, chance - CLAIM_COST) if claimed else chance
        expected = (1.0 - feed) * aim * win_gain(points) - feed * FEED_COST
        waits = tuple(PLAYING_TILES[k] for k in judged.waits)
        return Appraisal(chance, points, feed, expected, judged.need, waits)

    def _discard(self, kind: int) -> Appraisal:
        if self._discards is None:
            self._discards = self.planner.discards(self.hand.counts, list(self.hand.melds))
        return self._judged(self._discards[kind], not self.hand.concealed_hand,
                            self.danger[kind])

    def _after_claim(self, counts: list[int], melds: list) -> Appraisal:
        """A claimed meld: the hand after it and its best discard (as the player ranks them:
        fewest tiles to a legal win first, then worth less danger)."""
        best: tuple | None = None
        for kind, judged in self.planner.discards(counts, melds).items():
            feed = self.danger[kind]
            key = (-judged.need, judged.value - 0.65 * feed)
            if best is None or key > best[0]:
                best = (key, judged, feed)
        if best is None:
            return Appraisal(0.0, MINIMUM, 0.0, 0.0, 99)
        return self._judged(best[1], True, best[2], claimed=True)


# ---------------------------------------------------------------------------- the review


def review_replayed(replay: Replayed, seat: int, memo: dict | None = None) -> HandReview:
    """The review of ``seat`` in a record already played again (``rewind.replayed``);
    ``memo``: the planner's memo for the seat's hand (one is made if none is given)."""
    memo = {} if memo is None else memo
    decisions = 0
    moments: list[Moment] = []
    ties: list[Moment] = []
    for choice in replay.choices:
        if choice.seat != seat or choice.chose is None:
            continue
        decisions += 1
        moment = judge(choice, memo)
        if moment is not None:
            (ties if moment.tie else moments).append(moment)
    moments.sort(key=lambda m: (-m.loss, m.event))
    return HandReview(replay.record["hand"], seat, decisions, tuple(moments), tuple(ties))


def review_hand(record: dict, seat: int) -> HandReview:
    """The review of ``seat`` in one hand record (RecordError if the record does not replay)."""
    if type(seat) is not int or not 0 <= seat <= 3:
        raise ValueError(f"a seat is 0 to 3, not {seat!r}")
    return review_replayed(replayed(record), seat)


def judge(choice: Choice, memo: dict) -> Moment | None:
    """The moment of one decision, or None when the seat chose the coach's pick."""
    assert choice.chose is not None
    ranking = ranked(choice.view, choice.actions, memo)
    better, b = ranking[0]
    chose, a = next(pair for pair in ranking if pair[0].key == choice.chose.key)
    if better.key == chose.key:
        return None
    loss = round(shown(b.expected) - shown(a.expected), SHOWN)
    return Moment(choice.event, chose, better, loss, a, b, choice.view.concealed,
                  choice.view.drawn, tie=loss <= 0)


def ranked(view: SeatView, actions: Sequence[Action], memo: dict | None = None
           ) -> list[tuple[Action, Appraisal]]:
    """Every offered action appraised, the most points expected first (equal ones in the
    order offered)."""
    appraiser = Appraiser(view, memo)
    scored = [(a, appraiser.appraise(a)) for a in actions]
    scored.sort(key=lambda pair: -pair[1].expected)
    return scored


def best_choices(view: SeatView, actions: Sequence[Action], count: int = 3,
                 memo: dict | None = None) -> tuple[Action, list[tuple[Action, Appraisal]]]:
    """The coach: its pick for a decision (the most points expected) and the ``count`` best
    of the offered actions in that order (its pick first), each appraised."""
    scored = ranked(view, actions, memo)
    return scored[0][0], scored[:count]
