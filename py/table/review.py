"""The review of a hand and the coach: the strong player's own order of the offered choices,
with the figures it orders them by, and where a seat chose otherwise.

The strong player (``table.players.strong``) weighs every offered action
(``StrongPlayer.advise``): on its turn, fewest tiles to a legal win first, then the chance
to win (``calibration.win_chance`` of the planner's value, the risk of dealing in taken off);
on a claim offer, the chance to win after each answer (a probability), a claim's cost
(the margin a claim must add) weighed apart; the discard
after the last wall tile by the risk of giving a win away; a win always first. The coach
(``advice``) shows that order with those figures, so its pick is the best by what it shows.
The review (``review_hand``) puts every decision of the seat the record shows
(``rewind.replayed``) to the same order: where the seat chose otherwise, the decision is a
``Moment``; where the strong player values its choice exactly as its own (the same tiles to a
win and the same worth: ``Weighed.worth``), it is a tie, named as such (``HandReview.ties``).
A strong player's own seat has nothing listed.

Measured and not kept (docs/table-game.md): a coach that ranked by points expected (the chance
times the win's points, less the risk) played 0.72x par's share of wins.

``python -m table review --seat S < records.jsonl`` prints ``HandReview.to_json()`` per hand
(docs/table.md, "The review").
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from tiles import sorted_tiles

from .actions import Action
from .players.strong import CLAIM_ADVICE, LAST_ADVICE, TURN_ADVICE, Advice, StrongPlayer, Weighed
from .ready import Distance, after_discards
from .ready import distance as plain_distance
from .rewind import Choice, Replayed, replayed
from .seat_view import SeatView

__all__ = ["CLAIM_ADVICE", "LAST_ADVICE", "TURN_ADVICE", "Advice", "HandReview", "Moment",
           "Weighed", "advice", "distance", "from_ready", "percent", "review_hand",
           "review_replayed", "shown"]


def percent(chance: float) -> float:
    """A chance as the coach and the review show it: percent to a tenth."""
    return round(1000 * chance) / 10


def shown(kind: str, weighed: Weighed) -> tuple[int, int, int, int]:
    """The figures the coach ranks an action by in an advice of ``kind`` (greater first): a
    win; fewer tiles to a legal win (on a turn); the chance to win, a claim's cost taken off,
    in tenths of a percent (not after the last wall tile); less risk in tenths of a percent
    (after it). Not a chance to show: ``Weighed.chance`` and ``Weighed.cost`` are those."""
    win = weighed.action.act == "win"
    need = -weighed.need if kind == TURN_ADVICE and not win else 0
    chance = round(1000 * weighed.net) if kind != LAST_ADVICE or win else 0
    risk = -round(1000 * weighed.risk) if kind == LAST_ADVICE and not win else 0
    return (int(win), need, chance, risk)


@dataclass(frozen=True)
class Moment:
    """A decision where the seat did not make the strong player's choice: at ``event`` (the
    index in the record's events), in an advice of ``kind``, what it chose and what the strong
    player would have, each weighed; a ``tie`` when the player values both alike."""

    event: int
    kind: str
    chose: Weighed
    better: Weighed
    concealed: tuple[str, ...]
    drawn: str | None
    tie: bool = False

    @property
    def gap(self) -> tuple[int, ...]:
        """How much better the strong player's choice shows, figure by figure (a declined
        win, tiles to a win, percent, risk): the review lists the biggest first."""
        a, b = shown(self.kind, self.better), shown(self.kind, self.chose)
        return tuple(x - y for x, y in zip(a, b, strict=True))

    @property
    def loss(self) -> float:
        """The chance to win given up, claims' costs counted (a declined win: all of it; 0
        at least)."""
        if self.better.action.act == "win":
            return 1.0
        return min(1.0, max(0.0, self.better.net - self.chose.net))

    def to_json(self) -> dict:
        """The review command's object for this moment."""
        a, b = self.chose, self.better
        return {
            "event": self.event,
            "kind": self.kind,
            "chose": _action_json(a.action),
            "better": _action_json(b.action),
            "need": [a.need, b.need],
            "chance": [round(a.chance, 3), round(b.chance, 3)],
            "risk": [round(a.risk, 4), round(b.risk, 4)],
            "cost": [round(a.cost, 3), round(b.cost, 3)],
        }


@dataclass(frozen=True)
class HandReview:
    """A seat's review of one hand: ``decisions`` reviewed (those the record shows), the
    ``moments`` where it chose otherwise than the strong player, biggest gap first, and the
    ``ties``, in the order of the hand."""

    hand: int
    seat: int
    decisions: int
    moments: tuple[Moment, ...]
    ties: tuple[Moment, ...] = ()

    @property
    def loss(self) -> float:
        """The summed chance given up over the hand's moments."""
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


def advice(view: SeatView, actions: Sequence[Action], strong: StrongPlayer | None = None
           ) -> Advice:
    """The coach: every offered action in the strong player's order, with its figures."""
    return (strong or StrongPlayer()).advise(view, actions)


def from_ready(need: int) -> int:
    """Tiles to a legal win (``Weighed.need``) said as tiles from ready: the winning tile is
    not counted (a ready hand is 0 from ready, 1 from a win)."""
    return max(0, need - 1)


def distance(view: SeatView, strong: StrongPlayer | None = None) -> Distance:
    """How far from ready the hand is as the coach counts it (``advise``: tiles to a legal
    win, ``from_ready``), and on the seat's turn the discards the coach ranks closest: the
    ready aid's "Best discards" and the coach give one answer in one vocabulary (issue 53).
    After the last wall tile (no win can come) the plain count (``ready.distance``). The
    player's planner counts the concealed tiles only (for speed; a fifth copy has no unseen
    copy to weigh): where that is fewer than the hand analysis's count with the seat's meld
    copies (``ready``), a legal win being no nearer than any win, the analysis's is said."""
    strong = strong or StrongPlayer()
    melds = len(view.melds[view.seat])
    if len(view.held) + 3 * melds != 14:
        return Distance(max(from_ready(strong.need(view)), plain_distance(view).tiles))
    actions = [Action("discard", tile) for tile in sorted_tiles(set(view.held))]
    said = strong.advise(view, actions)
    if said.kind != TURN_ADVICE:
        return plain_distance(view)
    after = after_discards(view)
    tiles = {w.action.tile: max(from_ready(w.need), after[w.action.tile]) for w in said.order}
    best = min(tiles.values())
    closest = {tile for tile, n in tiles.items() if n == best}
    return Distance(best, tuple(sorted_tiles(closest)))


def judge(choice: Choice, strong: StrongPlayer) -> Moment | None:
    """The moment of one decision, or None when the seat made the strong player's choice."""
    assert choice.chose is not None
    said = strong.advise(choice.view, choice.actions)
    better = said.order[0]
    chose = next(w for w in said.order if w.action.key == choice.chose.key)
    if better.action.key == chose.action.key:
        return None
    same_need = chose.need == better.need or said.kind != TURN_ADVICE
    tie = same_need and chose.worth == better.worth
    return Moment(choice.event, said.kind, chose, better, choice.view.concealed,
                  choice.view.drawn, tie)


def review_replayed(replay: Replayed, seat: int) -> HandReview:
    """The review of ``seat`` in a record already played again (``rewind.replayed``)."""
    strong = StrongPlayer()
    decisions = 0
    moments: list[Moment] = []
    ties: list[Moment] = []
    for choice in replay.choices:
        if choice.seat != seat or choice.chose is None:
            continue
        decisions += 1
        moment = judge(choice, strong)
        if moment is not None:
            (ties if moment.tie else moments).append(moment)
    moments.sort(key=lambda m: (tuple(-x for x in m.gap), m.event))
    return HandReview(replay.record["hand"], seat, decisions, tuple(moments), tuple(ties))


def review_hand(record: dict, seat: int) -> HandReview:
    """The review of ``seat`` in one hand record (RecordError if the record does not replay)."""
    if type(seat) is not int or not 0 <= seat <= 3:
        raise ValueError(f"a seat is 0 to 3, not {seat!r}")
    return review_replayed(replayed(record), seat)
