"""How good a hand is for a player who must reach 8 points: the strong player's judgement.

A 13-tile hand is judged by how likely it is to become a *legal* win (8 points without
flowers) before the hand ends, and a little by what that win would be worth:

* Ready hands are judged exactly: every waiting tile is scored by ``scoring.score`` and only
  the legal ones count, each by its unseen copies (a wait that is legal only when self-drawn
  counts for the player's own draws alone).
* Hands one tile from ready are judged by looking one draw ahead: for each useful tile, the
  best legal ready hand it makes (scored as above). A shape whose ready hands would all be
  under 8 points is worth next to nothing, however many tiles it accepts.
* Hands further away: the plain four sets and a pair, by its useful unseen tiles
  (``scoring.shanten`` of the concealed tiles: a fifth copy counts nothing, having no unseen
  copy) and the chance that such a hand happens to reach 8 points, made surer and bigger by
  the target patterns (``table.targets``: Mixed Triple Chow, Pure Straight, Half Flush, All
  Pungs, honour pungs ...) that share its progress; and the special forms (seven pairs,
  thirteen orphans, honours and knitted tiles) on their own.

``chance`` turns tiles needed and useful tiles into a probability of finishing in the turns
left, with a steady risk that another seat wins first. ``Planner`` holds one seat's situation
for one decision; ``memo`` is a dictionary the player keeps for the hand (scored waits and
ready shapes come back turn after turn).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache
from typing import NamedTuple

from scoring import Hand, score
from scoring import shanten as sh
from tiles import PLAYING_TILES
from tiles.meld import Meld
from tiles.notation import HandError

from .. import targets as tg

FREE = tg.Target("Four sets and a pair", 8)
"""The plain route: any four sets and a pair, legal with probability ``Style.free_legal``."""

# Per mille per turn, a typical step toward ready made with 2, 3, 4 ... tiles still needed
# (measured on baseline play), and the unseen winning tiles of a typical ready hand, by form.
STEP_RATES = {
    "standard": (200, 310, 400, 480, 550, 600, 600, 600, 600, 600, 600, 600, 600),
    "pairs": (120, 140, 180, 230, 275, 290, 300, 300, 300, 300, 300, 300, 300),
    "knitted": (140, 175, 210, 245, 280, 315, 350, 385, 420, 455, 490, 500, 500),
    "orphans": (90, 120, 150, 180, 210, 240, 270, 300, 330, 360, 390, 420, 450),
}
WAIT_TILES = {"standard": 7.0, "pairs": 2.5, "knitted": 7.0, "orphans": 4.0}
SPECIAL_FORMS = (
    ("Seven Pairs", sh.seven_pairs_distance, 24, "pairs"),
    ("Thirteen Orphans", sh.thirteen_orphans_distance, 88, "orphans"),
    ("Honors and Knitted", sh.honors_knitted_distance, 12, "knitted"),
)


@dataclass(frozen=True)
class Style:
    """The weights of a player's judgement (the strong and easy players differ here)."""

    free_legal: float = 0.45  # chance a plain concealed ready hand is worth 8 (measured)
    free_legal_melded: float = 0.14  # the same with exposed melds (measured)
    slack: int = 0  # targets more than this many tiles behind the plain route are not read
    value_weight: float = 1 / 100  # a point's worth against the chance of winning at all
    discard_win_rate: float = 1.8  # other seats' discards a wait sees per own draw
    claim_boost: float = 1.3  # a hand that may claim finds useful tiles faster
    hazard: int = 60  # per mille per turn: another seat wins first
    # a next step counts at most this many times a typical one: 3.0 leaves the useful tiles
    # to decide (capping at 1.0, typical, was measured worse: more useful tiles than typical
    # do bring a hand together faster)
    first_cap: float = 3.0
    target_weight: float = 0.1  # how much a target on the plain hand's path makes it surer
    lexicographic: bool = True  # on its turn: fewest tiles to a legal win first, then value
    # claim when it raises the chance of winning (``calibration.win_chance``) by this much;
    # None: when the hand after it is valued ``claim_margin`` times as much
    claim_gain: float | None = 0.08
    claim_margin: float = 1.05
    lookahead: int = 6  # this many best hands one tile from ready are looked at a draw ahead
    use_targets: bool = True  # read the target patterns (else the plain and special forms)
    # how much likelier other seats are to throw a tile: honour, terminal, 2 or 8, middle
    # (a wait on a tile others have no use for comes sooner); () for all alike
    discard_lean: tuple[float, ...] = (1.4, 1.2, 1.0, 0.8)


class Judgement(NamedTuple):
    """A 13-tile hand's worth: ``value`` (the chance-weighted legal win), ``need`` (tiles to a
    legal win by the route judged; 1 = ready with a legal wait) and that route's name. When
    ready: ``waits`` (the legal waiting kinds), ``rate`` (per-mille chance per turn that one
    comes) and ``points`` (the best of them)."""

    value: float
    need: int
    route: str
    waits: tuple[int, ...] = ()
    rate: int = 0
    points: int = 0


class Route(NamedTuple):
    """One way to a win from a 13-tile hand, as a target or form reads it."""

    need: int
    mask: int  # useful kinds
    legal: float
    points: int
    name: str
    concealed: bool
    pace: str  # a key of STEP_RATES


@dataclass(frozen=True)
class Situation:
    """What a seat knows that does not change while it weighs its options."""

    seat_wind: str
    prevalent_wind: str
    unseen: tuple[int, ...]
    turns: int  # own draws still to come (estimated)
    # each kind's copies still to come, when known better than by the unseen count (a
    # bound in ``bench/strength_bound.py`` tells the player the wall); () for the unseen
    live: tuple[float, ...] = ()


def situation(
    seat_wind: str,
    prevalent_wind: str,
    unseen: Sequence[int],
    wall_left: int,
    live: Sequence[float] = (),
) -> Situation:
    """The situation of a seat: about a quarter of the wall is its own draws."""
    turns = max(1, (wall_left + 2) // 4)
    return Situation(seat_wind, prevalent_wind, tuple(unseen), turns, tuple(live))


@lru_cache(maxsize=1 << 16)
def chance(
    need: int, first: int, later: tuple[int, ...], win: int, turns: int, hazard: int = 0
) -> float:
    """Chance to finish a hand ``need`` tiles from winning within ``turns`` own turns.

    Per-mille chances per turn: ``first`` of the next step (a useful draw; when ready, a
    winning tile), ``later[i]`` of the step made with ``i + 2`` tiles still needed, ``win``
    of the winning tile once ready (other seats' discards bring it too), and ``hazard`` that
    another seat ends the hand first.
    """
    if need <= 0:
        return 1.0
    # at[i]: chance of having made i steps so far, the hand still going
    at = [1.0] + [0.0] * need
    rates = [first / 1000] + [later[n - 2] / 1000 for n in range(need - 1, 1, -1)]
    if need > 1:
        rates.append(win / 1000)
    going = 1 - hazard / 1000
    for _ in range(turns):
        for i in range(need - 1, -1, -1):
            moved = at[i] * rates[i]
            at[i] = (at[i] - moved) * going
            at[i + 1] += moved
    return at[need]


def _have(counts: Sequence[int], melds: Sequence[tg.MeldSpec]) -> list[int]:
    """Concealed counts plus the tiles of the melds (a kong's fourth tile left out)."""
    have = list(counts)
    for kind, low, _ in melds:
        for k in (low, low + 1, low + 2) if kind == "chow" else (low, low, low):
            have[k] += 1
    return have


def tile_class(kind: int) -> int:
    """0 honour, 1 terminal, 2 a 2 or 8, 3 a middle tile."""
    if kind >= 27:
        return 0
    rank = kind % 9
    return 1 if rank in (0, 8) else 2 if rank in (1, 7) else 3


def _special_routes(counts: Sequence[int]) -> list[Route]:
    """The routes of seven pairs, thirteen orphans, honours and knitted tiles (no melds)."""
    out = []
    for name, form, points, pace in SPECIAL_FORMS:
        need, mask = form(counts)
        out.append(Route(need, mask, 1.0, points, name, True, pace))
    return out


class Planner:
    """Judges hands for one seat in one situation (see the module docstring)."""

    def __init__(self, sit: Situation, style: Style, memo: dict | None = None) -> None:
        self.sit = sit
        self.style = style
        self.unseen = sit.unseen
        # what a draw or a wait is counted by: the copies still to come
        self.live = sit.live or sit.unseen
        self.pool = max(1.0, sum(self.live))
        targets = tg.standard_targets(sit.seat_wind, sit.prevalent_wind)
        # the knitted straight's tiles are too particular to steer by; it is still seen
        # when ready or one tile from it
        steer = style.use_targets
        self.targets = tuple(t for t in targets if t.pace == "standard") if steer else ()
        self._memo = memo if memo is not None else {}

    # --- numbers ---------------------------------------------------------------------------------

    def useful(self, mask: int) -> float:
        """Copies of the kinds in ``mask`` still to come."""
        live = self.live
        n = 0.0
        k = 0
        while mask:
            if mask & 1:
                n += live[k]
            mask >>= 1
            k += 1
        return n

    def win_rate(self, tiles: float) -> int:
        """Per-mille chance per turn that one of ``tiles`` unseen winning tiles comes: drawn,
        or discarded by another seat."""
        per_draw = min(1.0, tiles / self.pool)
        return min(999, int(1000 * (1 - (1 - per_draw) ** (1 + self.style.discard_win_rate))))

    def route_value(
        self, need: int, useful: int, legal: float, points: int, concealed: bool, pace: str
    ) -> float:
        """A route's worth: chance of finishing x chance it is legal x (1 + points weight)."""
        if need >= sh.IMPOSSIBLE or legal <= 0:
            return 0.0
        style = self.style
        later = STEP_RATES[pace]
        if need == 1:
            first = self.win_rate(useful)
        else:
            per_turn = useful / self.pool * (1.0 if concealed else style.claim_boost)
            typical = later[min(need, 14) - 2]
            first = min(999, int(per_turn * 1000), int(style.first_cap * typical))
        win = self.win_rate(WAIT_TILES[pace])
        odds = chance(need, first, later, win, self.sit.turns, style.hazard)
        return odds * legal * (1 + points * style.value_weight)

    # --- ready hands, exactly --------------------------------------------------------------------

    def ready(self, counts: Sequence[int], melds: Sequence[tg.MeldSpec], waits: int) -> Judgement:
        """A ready 13-tile hand: its legal waits scored, each weighed by its unseen copies."""
        hand = Hand(
            tuple(Meld(kind, low, exposed) for kind, low, exposed in melds),
            tuple(k for k in range(34) for _ in range(counts[k])),
        )
        on_discard = 0
        self_only = 0
        points = 0
        legal: list[int] = []
        concealed = not any(exposed for _, _, exposed in melds)
        lean = self.style.discard_lean
        for w in sh.kinds_of(waits):
            if not self.unseen[w]:
                continue
            left = self.live[w]
            value = self._score(hand, counts, w, False)
            if value >= 8:
                on_discard += left * (lean[tile_class(w)] if lean else 1.0)
            else:
                # self-drawn adds 1 point, or 2 to a concealed hand (Fully Concealed Hand)
                if value < (6 if concealed else 7):
                    continue
                value = self._score(hand, counts, w, True)
                if value < 8:
                    continue
                self_only += left
            legal.append(w)
            points = max(points, value)
        if not legal:
            return Judgement(0.0, 2, "ready, no legal wait")
        missed = max(0.0, 1 - on_discard / self.pool)  # leaned waits may outnumber a small pool
        per_turn = 1 - missed ** (1 + self.style.discard_win_rate) * (1 - self_only / self.pool)
        first = min(999, int(per_turn * 1000))
        value = chance(1, first, (), first, self.sit.turns, self.style.hazard)
        value *= 1 + points * self.style.value_weight
        return Judgement(value, 1, "ready", tuple(legal), first, points)

    def _score(self, hand: Hand, counts: Sequence[int], win: int, self_drawn: bool) -> int:
        """Points without flowers of ``hand`` won on ``win`` (0 if the scorer refuses it)."""
        last = self.unseen[win] == 1 and not counts[win] and not self_drawn
        key = (hand, win, self_drawn, last)
        got = self._memo.get(key)
        if got is None:
            try:
                result = score(
                    hand,
                    PLAYING_TILES[win],
                    self_drawn=self_drawn,
                    seat_wind=self.sit.seat_wind,
                    round_wind=self.sit.prevalent_wind,
                    last_of_kind=last,
                )
                got = result.points_without_flowers
            except HandError:
                got = 0
            self._memo[key] = got
        return got

    # --- one tile from ready: a draw ahead -------------------------------------------------------

    def ready_after_draw(
        self, counts: Sequence[int], melds: Sequence[tg.MeldSpec], draw: int
    ) -> Judgement | None:
        """The best legal ready hand a 13-tile hand makes by drawing ``draw`` and discarding
        one tile, or None."""
        counts = list(counts)
        counts[draw] += 1
        best: Judgement | None = None
        for d, mask in self._ready_discards(tuple(counts), tuple(melds)):
            counts[d] -= 1
            judged = self.ready(counts, melds, mask)
            counts[d] += 1
            if judged.value > 0 and (best is None or judged.value > best.value):
                best = judged
        return best

    def _ready_discards(
        self, counts: tuple[int, ...], melds: tuple[tg.MeldSpec, ...]
    ) -> list[tuple[int, int]]:
        """The discards that leave a 14-tile hand ready, each with its waits (remembered for
        the hand: the same shapes come back turn after turn)."""
        key = ("ready discards", counts, melds)
        got = self._memo.get(key)
        if got is not None:
            return got
        got = []
        free = tg.TargetView(FREE, counts, melds)
        forms = self._other_forms(counts, melds, 14)
        if free.base[0] <= 1 or forms:
            after = list(counts)
            for d in range(34):
                if not counts[d]:
                    continue
                need, mask = free.after_discard(d)
                if need > 1:
                    mask = 0
                after[d] -= 1
                for form in forms:
                    n2, m2 = form(after)
                    if n2 == 1:
                        mask |= m2
                after[d] += 1
                if mask:
                    got.append((d, mask))
        self._memo[key] = got
        return got

    @staticmethod
    def _other_forms(counts: Sequence[int], melds: Sequence[tg.MeldSpec], size: int) -> list:
        """The forms besides four sets and a pair within a tile of ready (``size``: 13 or 14
        tiles), each as a function of the counts -> (tiles needed, useful mask)."""
        limit = 1 if size == 14 else 2
        forms = []
        if not melds:
            forms = [f for _, f, _, _ in SPECIAL_FORMS if f(counts)[0] <= limit]
        if len(melds) <= 1:
            n = len(melds)
            if sh.knitted_straight_distance(counts, n, bound=limit)[0] <= limit:
                forms.append(lambda c, n=n: sh.knitted_straight_distance(c, n, bound=1))
        return forms

    def one_from_ready(
        self, counts: Sequence[int], melds: Sequence[tg.MeldSpec], mask: int, concealed: bool
    ) -> Judgement:
        """A 13-tile hand one tile from ready, judged by the legal ready hands its useful
        draws (``mask``) make: how often such a draw comes, and how good those hands are."""
        reach = 0
        rate = 0
        points = 0
        for t in sh.kinds_of(mask):
            if not self.unseen[t]:
                continue
            left = self.live[t]
            judged = self.ready_after_draw(counts, melds, t)
            if judged is None:
                continue
            reach += left
            rate += left * judged.rate
            points += left * judged.points
        if not reach:
            return Judgement(0.0005, 2, "one from ready, none legal")
        style = self.style
        boost = 1.0 if concealed else style.claim_boost
        first = min(999, int(1000 * reach / self.pool * boost))
        value = chance(2, first, (), int(rate // reach), self.sit.turns, style.hazard)
        value *= 1 + points / reach * style.value_weight
        return Judgement(value, 2, "one from a legal ready hand")

    # --- the routes of a hand --------------------------------------------------------------------

    def _views(
        self, counts: Sequence[int], melds: Sequence[tg.MeldSpec]
    ) -> list[tuple[tg.Target, tg.TargetView]]:
        """The plain route and the targets worth reading for a 14-tile hand."""
        free = tg.TargetView(FREE, counts, melds)
        out = [(FREE, free)]
        limit = free.base[0] + self.style.slack
        have = _have(counts, melds)
        exposed = any(e for _, _, e in melds)
        for target in self.targets:
            if target.legal_for(exposed) <= 0 or tg.missing_tiles(target, have) > limit:
                continue
            if target.allowed != sh.ALL_KINDS:
                allowed = target.allowed
                outside = sum(n for k, n in enumerate(counts) if n and not allowed >> k & 1)
                if outside - 1 > limit:
                    continue
            view = tg.TargetView(target, counts, melds)
            if view.reachable and view.base[0] <= limit:
                out.append((target, view))
        return out

    def discards(self, counts: Sequence[int], melds: Sequence[tg.MeldSpec]) -> dict[int, Judgement]:
        """Each possible discard of a 14-tile hand (concealed counts) and the 13 tiles' worth."""
        views = self._views(counts, melds)
        concealed = not any(e for _, _, e in melds)
        forms = self._other_forms(counts, melds, 14) if len(melds) <= 1 else []
        style = self.style
        out: dict[int, Judgement] = {}
        near: dict[int, int] = {}  # discards leaving a hand one tile from ready: useful draws
        after = list(counts)
        plain = views[0][1]
        fewest = plain.base[0]
        for d in range(34):
            if not counts[d]:
                continue
            after[d] -= 1
            routes = []
            for target, view in views:
                if view is not plain and style.lexicographic and routes[0].need > fewest:
                    break  # a discard that leaves the plain hand further: targets cannot help
                routes.append(self._route(target, *view.after_discard(d), concealed))
            if not melds:
                routes += _special_routes(after)
            out[d], near_mask = self._judge(after, melds, routes, forms)
            if near_mask:
                near[d] = near_mask
            after[d] += 1
        if style.lookahead and near:
            ranked = sorted(near, key=lambda d: (-out[d].value, d))[: style.lookahead]
            for d in ranked:
                after[d] -= 1
                out[d] = self.one_from_ready(after, melds, near[d], concealed)
                after[d] += 1
            for d in near:
                if d not in ranked:  # not looked at: below those that were
                    out[d] = out[d]._replace(value=out[d].value * 0.001)
        return out

    def hand(self, counts: Sequence[int], melds: Sequence[tg.MeldSpec]) -> Judgement:
        """The worth of a 13-tile hand as it stands (to weigh a claim or a kong against)."""
        concealed = not any(e for _, _, e in melds)
        style = self.style
        routes = [self._route(FREE, *tg.distance(FREE, counts, melds), concealed)]
        limit = routes[0].need + style.slack
        have = _have(counts, melds)
        for target in self.targets:
            if target.legal_for(not concealed) <= 0 or tg.missing_tiles(target, have) > limit:
                continue
            need, mask = tg.distance(target, counts, melds)
            if need <= limit:
                routes.append(self._route(target, need, mask, concealed))
        if not melds:
            routes += _special_routes(counts)
        forms = self._other_forms(counts, melds, 13)
        judged, near_mask = self._judge(counts, melds, routes, forms)
        if near_mask and style.lookahead:
            return self.one_from_ready(counts, melds, near_mask, concealed)
        return judged

    def _route(self, target: tg.Target, need: int, mask: int, concealed: bool) -> Route:
        """A target's route (the plain one legal as ``Style`` says)."""
        if target is FREE:
            style = self.style
            legal = style.free_legal if concealed else style.free_legal_melded
        else:
            legal = target.legal_for(not concealed)
        return Route(need, mask, legal, target.points, target.name, concealed, target.pace)

    def _judge(
        self, counts: Sequence[int], melds: Sequence[tg.MeldSpec], routes: list[Route], forms
    ) -> tuple[Judgement, int]:
        """A 13-tile hand from its routes: exactly when ready; else the plain route with its
        targets, or a special form. Also the useful draws when it is one tile from ready."""
        for form in forms:  # the knitted straight, seen only this near
            need, mask = form(counts)
            if need <= 2:
                routes.append(Route(need, mask, 1.0, 12, "Knitted Straight", True, "knitted"))
        fewest = min(r.need for r in routes)
        if fewest == 1:
            waits = 0
            for r in routes:
                if r.need == 1:
                    waits |= r.mask
            judged = self.ready(counts, melds, waits)
            if judged.value > 0:
                return judged, 0
        near_mask = 0
        if fewest == 2:
            for r in routes:
                if r.need == 2:
                    near_mask |= r.mask
        return self._plain_with_targets(routes), near_mask

    def _plain_with_targets(self, routes: list[Route]) -> Judgement:
        """The plain hand's chance, legal as surely (and worth as much) as the targets that
        share its progress; the special forms on their own."""
        plain = routes[0]
        legal, points, name = plain.legal, plain.points, plain.name
        best_value, best_need, best_name = 0.0, sh.IMPOSSIBLE, ""
        if plain.need == 1:  # ready, but no wait is legal: it must change shape
            best_value, best_need, best_name = 0.001, 2, "ready, no legal wait"
        else:
            useful = self.useful(plain.mask)
            weight = self.style.target_weight
            for t in routes[1:]:
                if t.need != plain.need or t.pace != "standard":
                    continue
                share = min(1.0, self.useful(t.mask) / useful) if useful else 0.0
                surety = plain.legal + (1 - plain.legal) * weight * t.legal * share**0.5
                if surety > legal:
                    legal, name = surety, t.name
                if share >= 0.5 and t.legal >= 1.0 and t.points > points:
                    points, name = t.points, t.name
            best_value = self.route_value(
                plain.need, useful, legal, points, plain.concealed, plain.pace
            )
            best_need, best_name = plain.need, name
        for r in routes[1:]:
            if r.need <= 1 or r.pace == "standard":
                continue
            value = self.route_value(
                r.need, self.useful(r.mask), r.legal, r.points, r.concealed, r.pace
            )
            if value > best_value:
                best_value, best_need, best_name = value, r.need, r.name
        return Judgement(best_value, best_need, best_name)
