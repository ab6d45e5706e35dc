"""The strong computer player: plays for hands that reach 8 points, and defends.

On its turn it weighs every discard by the worth of the 13 tiles left (``plan.Planner``):
first the fewest tiles to a *legal* win (a ready hand counts only with a wait worth 8 points,
a hand one tile from ready only by the legal ready hands its draws make), then the chance of
winning in the turns left, made surer and bigger by target patterns on the way, less the
risk of feeding an opponent who looks ready (``defence``). It declares a kong when the hand
after it is worth as much, claims a discard when the hand after the claim (and its best
discard) is likelier to win than the hand without it (``calibration``: a claim changes how
many tiles the hand needs, and the planner's values are on one scale only for one such
distance), and always takes a win. After the last wall tile, when its hand can no longer
win, it throws the tile least likely to be waited on.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from scoring import shanten as sh
from tiles.kinds import KIND

from ..actions import ADDED_KONG, CHOW, CONCEALED_KONG, DISCARD, KONG, PASS, PUNG, WIN, Action
from ..seat_view import SeatView
from . import defence
from .calibration import win_chance
from .plan import Judgement, Planner, Style, situation
from .reading import Reading, read, without

STRONG = Style()
LAST_ADVICE, TURN_ADVICE, CLAIM_ADVICE = "last", "turn", "claim"


@dataclass(frozen=True)
class Weighed:
    """One offered action as the strong player weighs it (``StrongPlayer.advise``): ``need``
    tiles to a legal win after it (0: a win), ``chance`` the chance to win after it, a
    probability (on a turn with the risk of dealing in counted), ``risk`` the chance the
    discard gives a win away, ``worth`` the number it orders by within ``need`` (equal worth
    and need: valued equally), ``cost`` the margin a claim must add to the chance before it is
    taken (``Style.claim_gain``; 0 for a pass and on a turn): a claim offer's answers are
    ordered by ``net``, the chance itself never has the cost taken off."""

    action: Action
    need: int
    chance: float
    risk: float = 0.0
    worth: float = 0.0
    cost: float = 0.0

    @property
    def net(self) -> float:
        """The chance less the claim's cost: what a claim offer's answers are ordered by."""
        return self.chance - self.cost


@dataclass(frozen=True)
class Advice:
    """Every offered action in the strong player's order, its choice first: a win always
    first, then as ``kind`` says: ``turn`` (fewest tiles to a legal win, then the most chance;
    a kong when the hand after it is worth as much, ``KONG_SHARE``), ``claim`` (the most
    chance, a claim's cost taken off, a pass on equal terms), ``last`` (the discard after the
    last wall tile: the least risk)."""

    kind: str
    order: tuple[Weighed, ...]

    @property
    def choice(self) -> Action:
        return self.order[0].action


KONG_SHARE = 0.98
"""A kong is declared when the hand after it is valued at least this share of the best
discard's."""


class StrongPlayer:
    """See the module docstring. ``caution`` scales the defence (0 turns it off)."""

    def __init__(self, style: Style = STRONG, caution: float = 1.0) -> None:
        self.style = style
        self.caution = caution
        self._memo: dict = {}
        self._hand_key: tuple | None = None

    def choose(self, view: SeatView, actions: Sequence[Action]) -> Action:
        for action in actions:
            if action.act == WIN:
                return action
        if self.caution and not view.wall_left and any(a.act == DISCARD for a in actions):
            return self._last_discard(view, actions)
        hand, planner, danger = self._prepare(view)
        if any(a.act == DISCARD for a in actions):
            return self._turn(planner, hand, actions, danger)
        return self._claim(planner, hand, actions, danger)

    def ranked_discards(self, view: SeatView) -> list[int]:
        """The kinds it could discard from its 14 tiles, best first as it judges them (for
        tools that check its choices; kongs and the last discard aside)."""
        hand, planner, danger = self._prepare(view)
        return [kind for _, kind, _ in self._ranked(planner, hand.counts, list(hand.melds), danger)]

    def _prepare(self, view: SeatView) -> tuple[Reading, Planner, list[float] | None]:
        """Its reading of the view, a planner for this decision and the danger of each kind."""
        key = (view.hand_number, view.seat_winds, view.scores)
        if key != self._hand_key:  # a new hand: forget what was worked out for the last
            self._hand_key = key
            self._memo = {}
        hand = read(view)
        sit = situation(view.seat_wind, view.prevalent_wind, hand.unseen, view.wall_left)
        planner = Planner(sit, self.style, self._memo)
        return hand, planner, defence.danger(view) if self.caution else None

    def _last_discard(self, view: SeatView, actions: Sequence[Action]) -> Action:
        """The discard after the last wall tile: the hand cannot be won any more, only fed
        (every wait wins then), so the safest tile goes."""
        danger = defence.last_discard_danger(view)
        discards = [a for a in actions if a.act == DISCARD]
        return min(discards, key=lambda a: (danger[KIND[a.tile]], discard_rank(KIND[a.tile])))

    def _penalty(self, danger: Sequence[float] | None, kind: int) -> float:
        """What feeding an opponent costs, in the units of a hand's worth: the opponent's win
        counts about two thirds of one's own (for the share of hands won)."""
        return self.caution * danger[kind] * 0.65 if danger is not None else 0.0

    def _best_discard(
        self, planner: Planner, counts: Sequence[int], melds, danger
    ) -> tuple[float, int, int]:
        """(worth, kind, tiles then needed) of the best discard of a 14-tile hand."""
        ranked = self._ranked(planner, counts, melds, danger)
        return ranked[0] if ranked else (-1.0, -1, sh.IMPOSSIBLE)

    def _ranked(
        self, planner: Planner, counts: Sequence[int], melds, danger
    ) -> list[tuple[float, int, int]]:
        """(worth, kind, tiles then needed) of each discard of a 14-tile hand, best first:
        fewest tiles to a legal win, then worth less the danger, then honours and edges."""
        lex = self.style.lexicographic
        keyed = []
        for kind, j in planner.discards(counts, melds).items():
            value = j.value - self._penalty(danger, kind)
            key = (-j.need if lex else 0, value, -discard_rank(kind))
            keyed.append((key, (value, kind, j.need)))
        keyed.sort(key=lambda pair: pair[0], reverse=True)  # stable: ties keep kind order
        return [judged for _, judged in keyed]

    def _turn(self, planner: Planner, hand: Reading, actions: Sequence[Action], danger) -> Action:
        melds = list(hand.melds)
        value, kind, _ = self._best_discard(planner, hand.counts, melds, danger)
        choice = next(a for a in actions if a.act == DISCARD and KIND[a.tile] == kind)
        for action in actions:
            if action.act not in (CONCEALED_KONG, ADDED_KONG):
                continue
            k = KIND[action.tile]
            if action.act == CONCEALED_KONG:
                after = without(hand.counts, k, k, k, k)
                judged = planner.hand(after, [*melds, ("kong", k, False)])
            else:
                after = without(hand.counts, k)
                grown = [
                    ("kong", low, e) if (m == "pung" and low == k) else (m, low, e)
                    for m, low, e in melds
                ]
                judged = planner.hand(after, grown)
            if judged.value >= value * KONG_SHARE:
                choice, value = action, judged.value
        return choice

    def _claim(self, planner: Planner, hand: Reading, actions: Sequence[Action], danger) -> Action:
        melds = list(hand.melds)
        stay: Judgement = planner.hand(hand.counts, melds)
        gain = self.style.claim_gain
        if gain is None:
            best = stay.value * self.style.claim_margin
        else:
            best = win_chance(stay.need, stay.value, planner.sit.turns, not hand.concealed_hand)
            best += gain
        choice = next(a for a in actions if a.act == PASS)
        for action in actions:
            if action.act not in (PUNG, CHOW, KONG):
                continue
            k = KIND[action.tile]
            if action.act == PUNG:
                after = without(hand.counts, k, k)
                value, _, need = self._best_discard(
                    planner, after, [*melds, ("pung", k, True)], danger
                )
            elif action.act == CHOW:
                own = [KIND[t] for t in action.tiles]
                low = min(own)
                own.remove(k)
                after = without(hand.counts, *own)
                value, _, need = self._best_discard(
                    planner, after, [*melds, ("chow", low, True)], danger
                )
            else:
                after = without(hand.counts, k, k, k)
                value, need = planner.hand(after, [*melds, ("kong", k, True)])[:2]
            if gain is not None:
                value = win_chance(need, value, planner.sit.turns, True)
            if value > best:
                best, choice = value, action
        return choice

    # ------------------------------------------------------------------ its advice

    def advise(self, view: SeatView, actions: Sequence[Action]) -> Advice:
        """Every offered action weighed as ``choose`` weighs it, its choice first (the coach
        and the review show these figures)."""
        wins = [Weighed(a, 0, 1.0, worth=float(a.points)) for a in actions if a.act == WIN]
        rest = [a for a in actions if a.act != WIN]
        if self.caution and not view.wall_left and any(a.act == DISCARD for a in rest):
            kind, order = LAST_ADVICE, self._last_advice(view, rest)
        else:
            hand, planner, danger = self._prepare(view)
            if any(a.act == DISCARD for a in rest):
                kind, order = TURN_ADVICE, self._turn_advice(planner, hand, rest, danger)
            else:
                kind, order = CLAIM_ADVICE, self._claim_advice(planner, hand, rest, danger)
        return Advice(kind, tuple(wins) + tuple(order))

    def need(self, view: SeatView) -> int:
        """Tiles to a legal win of the seat's 13 tiles (off its turn), as ``advise`` counts."""
        hand, planner, _ = self._prepare(view)
        return planner.hand(hand.counts, list(hand.melds)).need

    def _last_advice(self, view: SeatView, actions: Sequence[Action]) -> list[Weighed]:
        danger = defence.last_discard_danger(view)
        discards = sorted((a for a in actions if a.act == DISCARD),
                          key=lambda a: (danger[KIND[a.tile]], discard_rank(KIND[a.tile])))
        return [Weighed(a, sh.IMPOSSIBLE, 0.0, danger[KIND[a.tile]], -danger[KIND[a.tile]])
                for a in discards]

    def _turn_advice(self, planner: Planner, hand: Reading, actions: Sequence[Action],
                     danger) -> list[Weighed]:
        melds = list(hand.melds)
        melded = not hand.concealed_hand
        turns = planner.sit.turns
        by_kind = {KIND[a.tile]: a for a in actions if a.act == DISCARD}
        ranked = self._ranked(planner, hand.counts, melds, danger)
        discards = [Weighed(by_kind[kind], need, win_chance(need, value, turns, melded),
                            danger[kind] if danger is not None else 0.0, value)
                    for value, kind, need in ranked if kind in by_kind]
        value = ranked[0][0] if ranked else -1.0
        chosen: Weighed | None = None
        others = []
        for action in actions:
            if action.act not in (CONCEALED_KONG, ADDED_KONG):
                continue
            judged = self._kong_judged(planner, hand, action)
            weighed = Weighed(action, judged.need,
                              win_chance(judged.need, judged.value, turns, melded),
                              worth=judged.value)
            if judged.value >= value * KONG_SHARE:
                if chosen is not None:
                    others.append(chosen)
                chosen, value = weighed, judged.value
            else:
                others.append(weighed)
        return ([chosen] if chosen else []) + discards + others

    def _kong_judged(self, planner: Planner, hand: Reading, action: Action) -> Judgement:
        """The hand after a concealed or added kong (as ``_turn`` judges it)."""
        melds = list(hand.melds)
        k = KIND[action.tile]
        if action.act == CONCEALED_KONG:
            return planner.hand(without(hand.counts, k, k, k, k), [*melds, ("kong", k, False)])
        grown = [("kong", low, e) if (m == "pung" and low == k) else (m, low, e)
                 for m, low, e in melds]
        return planner.hand(without(hand.counts, k), grown)

    def _claim_advice(self, planner: Planner, hand: Reading, actions: Sequence[Action],
                      danger) -> list[Weighed]:
        melds = list(hand.melds)
        turns = planner.sit.turns
        stay: Judgement = planner.hand(hand.counts, melds)
        gain = self.style.claim_gain
        if gain is None:  # on the planner's values: a claim is weighed against a margin
            counted = [(stay.value * self.style.claim_margin, stay.need)]
        else:
            counted = [(win_chance(stay.need, stay.value, turns, not hand.concealed_hand),
                        stay.need)]
        # the chance to win after each answer, a probability; a claim's cost apart
        chances = [win_chance(stay.need, stay.value, turns, not hand.concealed_hand)]
        costs = [0.0]
        rows = [next(a for a in actions if a.act == PASS)]
        for action in actions:
            if action.act not in (PUNG, CHOW, KONG):
                continue
            value, need = self._claimed(planner, hand, action, danger)
            chance = win_chance(need, value, turns, True)
            chances.append(chance)
            costs.append(gain or 0.0)
            if gain is not None:
                value = chance - gain
            counted.append((value, need))
            rows.append(action)
        order = sorted(range(len(rows)), key=lambda i: (-counted[i][0], i))
        return [Weighed(rows[i], counted[i][1], chances[i], worth=counted[i][0], cost=costs[i])
                for i in order]

    def _claimed(self, planner: Planner, hand: Reading, action: Action, danger
                 ) -> tuple[float, int]:
        """(value, tiles then needed) of the hand after a claim (and its best discard)."""
        melds = list(hand.melds)
        k = KIND[action.tile]
        if action.act == PUNG:
            value, _, need = self._best_discard(
                planner, without(hand.counts, k, k), [*melds, ("pung", k, True)], danger)
        elif action.act == CHOW:
            own = [KIND[t] for t in action.tiles]
            low = min(own)
            own.remove(k)
            value, _, need = self._best_discard(
                planner, without(hand.counts, *own), [*melds, ("chow", low, True)], danger)
        else:
            value, need = planner.hand(without(hand.counts, k, k, k),
                                       [*melds, ("kong", k, True)])[:2]
        return value, need


def discard_rank(kind: int) -> int:
    """Among equal discards: honours first, then terminals, then inwards (ties by kind)."""
    if kind < 0:
        return 99
    if kind >= 27:
        return kind - 27
    rank = kind % 9
    return 10 + 10 * min(rank, 8 - rank) + kind // 9


def make(seed: int = 0) -> StrongPlayer:
    """The strong player (deterministic: ``seed`` is not used)."""
    return StrongPlayer()
