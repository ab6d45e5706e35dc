"""How good a hand is for a player who must reach 8 points: the strong player's evaluation.

A hand is judged by its *routes* to a legal win: each target pattern of ``table.targets``,
the special forms (seven pairs, thirteen orphans, honours and knitted tiles), and the plain
four sets and a pair with the chance that it happens to reach 8 points. A route gives the
tiles still needed and the unseen tiles that would bring it closer; ``chance`` turns those
into the probability of finishing before the wall runs out, which is weighed by how sure the
route is to be legal and what it is worth. A ready hand is judged exactly: each waiting tile
is scored by ``scoring.score`` and only the legal ones count.

``Planner`` holds one seat's situation (winds, unseen tiles, the tiles left to draw) and a
cache of scored waits; it is made afresh for each decision.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import lru_cache

from scoring import Hand, HandError, Meld, score

from .. import shanten as sh
from .. import targets as tg
from ..tiles import PLAYING_TILES

FREE = tg.Target("Four sets and a pair", 8)

# Per mille per turn, a typical step toward ready made with 2, 3, 4 ... tiles still needed,
# and the unseen winning tiles of a typical ready hand, by form.
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
"""The plain route: any four sets and a pair, legal with probability ``Style.free_legal``."""


@dataclass(frozen=True)
class Style:
    """The weights of a player's judgement (the strong and easy players differ here)."""

    free_legal: float = 0.45  # chance a plain concealed hand reaches 8 points
    free_legal_melded: float = 0.14  # the same with exposed melds
    slack: int = 2  # targets more than this many tiles behind the plain route are not read
    value_weight: float = 1 / 100  # a point's worth against the chance of winning at all
    discard_win_rate: float = 1.8  # other seats' discards a wait sees per own draw
    claim_boost: float = 1.3  # a hand that may claim finds useful tiles faster
    hazard: int = 60  # per mille per turn: another seat wins first
    # a next step better than typical counts at most this much more (a broad hand far from
    # ready is not as good as a narrower one a tile nearer: its later steps narrow too)
    first_cap: float = 1.0
    # "bonus": the plain hand's speed, made surer by targets on the same path; "routes": the
    # best single route
    mode: str = "bonus"
    share_power: float = 0.5
    target_weight: float = 0.3  # how much a target on the plain hand's path makes it surer
    lexicographic: bool = False  # on its turn: fewest tiles to a win first, then the value
    use_targets: bool = True  # read the target patterns (else only the plain and special forms)


@dataclass(frozen=True)
class Route:
    """One way to a legal win from a 13-tile hand: tiles needed, useful unseen tiles."""

    name: str
    need: int
    useful: int
    legal: float
    points: int


@dataclass(frozen=True)
class Judgement:
    """A 13-tile hand's worth: ``value`` (the chance-weighted legal win) and its best route.

    ``need`` is the fewest tiles to a legal win over the routes (1 = ready with a legal
    wait); ``waits`` the legal waiting kinds when ready.
    """

    value: float
    need: int
    route: str
    waits: tuple[int, ...] = ()


@dataclass(frozen=True)
class Situation:
    """What a seat knows that does not change while it weighs its options."""

    seat_wind: str
    prevalent_wind: str
    unseen: tuple[int, ...]
    turns: int  # own draws still to come (estimated)


def situation(
    seat_wind: str, prevalent_wind: str, unseen: Sequence[int], wall_left: int
) -> Situation:
    """The situation of a seat: about a quarter of the wall is its own draws."""
    return Situation(seat_wind, prevalent_wind, tuple(unseen), max(1, (wall_left + 2) // 4))


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


class Planner:
    """Judges hands for one seat in one situation (see the module docstring)."""

    def __init__(self, sit: Situation, style: Style, scored: dict | None = None) -> None:
        self.sit = sit
        self.style = style
        self.unseen = sit.unseen
        self.pool = max(1, sum(sit.unseen))
        self.targets = (
            tg.standard_targets(sit.seat_wind, sit.prevalent_wind) if style.use_targets else ()
        )
        self._scored = scored if scored is not None else {}

    # --- the number side ---------------------------------------------------------------------

    def useful(self, mask: int, counts: Sequence[int]) -> int:
        """Unseen copies of the kinds in ``mask``."""
        unseen = self.unseen
        n = 0
        k = 0
        while mask:
            if mask & 1:
                n += unseen[k]
            mask >>= 1
            k += 1
        return n

    def win_rate(self, tiles: float) -> int:
        """Per-mille chance per turn that one of ``tiles`` unseen winning tiles comes: drawn,
        or discarded by another seat."""
        per_draw = min(1.0, tiles / self.pool)
        return min(999, int(1000 * (1 - (1 - per_draw) ** (1 + self.style.discard_win_rate))))

    def route_value(
        self, need: int, useful: int, legal: float, points: int, concealed: bool, form: str
    ) -> float:
        """A route's worth: chance of finishing x chance it is legal x (1 + points weight).

        ``form``: "standard", "pairs", "knitted" or "orphans", how fast later steps come.
        """
        if need >= sh.IMPOSSIBLE or legal <= 0:
            return 0.0
        style = self.style
        later = STEP_RATES[form]
        if need == 1:
            first = self.win_rate(useful)
        else:
            per_turn = useful / self.pool * (1.0 if concealed else style.claim_boost)
            typical = later[min(need, 14) - 2]
            first = min(999, int(per_turn * 1000), int(style.first_cap * typical))
        win = self.win_rate(WAIT_TILES[form])
        turns = self.sit.turns
        odds = chance(need, first, later, win, turns, style.hazard)
        return odds * legal * (1 + points * style.value_weight)

    # --- ready hands, exactly ---------------------------------------------------------------

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
        for w in sh.kinds_of(waits):
            left = self.unseen[w]
            if not left:
                continue
            value = self._score(hand, counts, w, False)
            if value >= 8:
                on_discard += left
            else:
                value = self._score(hand, counts, w, True)
                if value < 8:
                    continue
                self_only += left
            legal.append(w)
            points = max(points, value)
        if not legal:
            return Judgement(0.0, 2, "ready, no legal wait")
        per_turn = 1 - (1 - on_discard / self.pool) ** (1 + self.style.discard_win_rate) * (
            1 - self_only / self.pool
        )
        first = min(999, int(per_turn * 1000))
        value = chance(1, first, (), first, self.sit.turns, self.style.hazard)
        return Judgement(value * (1 + points * self.style.value_weight), 1, "ready", tuple(legal))

    def _score(self, hand: Hand, counts: Sequence[int], win: int, self_drawn: bool) -> int:
        key = (hand, win, self_drawn)
        got = self._scored.get(key)
        if got is None:
            last = self.unseen[win] == 1 and not counts[win] and not self_drawn
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
            self._scored[key] = got
        return got

    # --- all the routes ----------------------------------------------------------------------

    def routes14(
        self, counts: Sequence[int], melds: Sequence[tg.MeldSpec]
    ) -> list[tuple[tg.Target, tg.TargetView | None]]:
        """The targets worth reading for a 14-tile hand (the plain route first)."""
        free = tg.TargetView(FREE, counts, melds)
        best = free.base[0]
        have = list(counts)
        for kind, low, _ in melds:
            for k in (low, low + 1, low + 2) if kind == "chow" else (low, low, low):
                have[k] += 1
        out: list[tuple[tg.Target, tg.TargetView | None]] = [(FREE, free)]
        limit = best + self.style.slack
        exposed = any(e for _, _, e in melds)
        for target in self.targets:
            if target.legal_for(exposed) <= 0 or tg.missing_tiles(target, have) > limit:
                continue
            if target.allowed != sh.ALL_KINDS:
                outside = 0
                allowed = target.allowed
                for k in range(34):
                    if counts[k] and not allowed >> k & 1:
                        outside += counts[k]
                if outside - 1 > limit:
                    continue
            view = tg.TargetView(target, counts, melds)
            if view.reachable and view.base[0] <= limit:
                out.append((target, view))
        return out

    def discards(self, counts: Sequence[int], melds: Sequence[tg.MeldSpec]) -> dict[int, Judgement]:
        """Each possible discard of a 14-tile hand (concealed counts) and the 13 tiles' worth."""
        views = self.routes14(counts, melds)
        concealed = not any(e for _, _, e in melds)
        special = not melds
        out: dict[int, Judgement] = {}
        style = self.style
        free_legal = style.free_legal if concealed else style.free_legal_melded
        for d in range(34):
            if not counts[d]:
                continue
            after = list(counts)
            after[d] -= 1
            routes: list[tuple[int, int, float, int, str, bool]] = []
            ready_mask = 0
            for target, view in views:
                need, mask = view.after_discard(d)
                legal = free_legal if target is FREE else target.legal_for(not concealed)
                name = target.name
                routes.append((need, mask, legal, target.points, name, concealed, "standard"))
            if special:
                for name, form_distance, points, form in SPECIAL_FORMS:
                    need, mask = form_distance(after)
                    routes.append((need, mask, 1.0, points, name, True, form))
            best_need = min(r[0] for r in routes)
            if best_need == 1:
                for need, mask, *_ in routes:
                    if need == 1:
                        ready_mask |= mask
                judged = self.ready(after, melds, ready_mask)
                if judged.value > 0:
                    out[d] = judged
                    continue
            out[d] = self._best_route(routes, after)
        return out

    def _best_route(self, routes, counts: Sequence[int]) -> Judgement:
        if self.style.mode == "bonus":
            return self._plain_with_bonus(routes, counts)
        best_value = 0.0
        best_need = sh.IMPOSSIBLE
        best_name = ""
        floor = min(r[0] for r in routes)
        for need, mask, legal, points, name, concealed, form in routes:
            if need > floor + self.style.slack or need <= 1:
                continue  # a ready route here has no legal wait (``ready`` said so)
            useful = self.useful(mask, counts)
            value = self.route_value(need, useful, legal, points, concealed, form)
            if value > best_value:
                best_value, best_need, best_name = value, need, name
        return Judgement(best_value, best_need, best_name)

    def _plain_with_bonus(self, routes, counts: Sequence[int]) -> Judgement:
        """The plain hand's chance, legal as surely as the targets that share its progress;
        the special forms and the knitted straight on their own."""
        need, mask, legal, points, name, concealed, form = routes[0]
        best_value, best_need, best_name = 0.0, sh.IMPOSSIBLE, ""
        if need == 1:  # ready, but no wait is legal: it must change shape
            best_value, best_need, best_name = 0.001, 2, "ready, no legal wait"
        else:
            useful = self.useful(mask, counts)
            power = self.style.share_power
            base_legal = legal
            for t_need, t_mask, t_legal, t_points, t_name, _, t_form in routes[1:]:
                if t_need != need or t_form != "standard" or t_name.startswith("Knitted"):
                    continue
                share = self.useful(t_mask, counts) / useful if useful else 0.0
                surety = t_legal * min(1.0, share) ** power
                surety = base_legal + (1 - base_legal) * self.style.target_weight * surety
                if surety > legal:
                    legal, points, name = surety, t_points, t_name
            best_value = self.route_value(need, useful, legal, points, concealed, form)
            best_need, best_name = need, name
        for r_need, r_mask, r_legal, r_points, r_name, r_concealed, r_form in routes[1:]:
            if r_need <= 1 or (r_form == "standard" and not r_name.startswith("Knitted")):
                continue
            useful = self.useful(r_mask, counts)
            value = self.route_value(r_need, useful, r_legal, r_points, r_concealed, r_form)
            if value > best_value:
                best_value, best_need, best_name = value, r_need, r_name
        return Judgement(best_value, best_need, best_name)

    def hand(self, counts: Sequence[int], melds: Sequence[tg.MeldSpec]) -> Judgement:
        """The worth of a 13-tile hand as it stands (to compare with a claim)."""
        concealed = not any(e for _, _, e in melds)
        style = self.style
        free_legal = style.free_legal if concealed else style.free_legal_melded
        routes = []
        need, mask = tg.distance(FREE, counts, melds)
        routes.append((need, mask, free_legal, 8, FREE.name, concealed, "standard"))
        limit = need + style.slack
        have = list(counts)
        for kind, low, _ in melds:
            for k in (low, low + 1, low + 2) if kind == "chow" else (low, low, low):
                have[k] += 1
        for target in self.targets:
            legal = target.legal_for(not concealed)
            if legal <= 0 or tg.missing_tiles(target, have) > limit:
                continue
            need, mask = tg.distance(target, counts, melds)
            if need <= limit:
                name = target.name
                routes.append((need, mask, legal, target.points, name, concealed, "standard"))
        if not melds:
            for name, form_distance, points, form in SPECIAL_FORMS:
                need, mask = form_distance(counts)
                routes.append((need, mask, 1.0, points, name, True, form))
        if min(r[0] for r in routes) == 1:
            ready_mask = 0
            for need, mask, *_ in routes:
                if need == 1:
                    ready_mask |= mask
            judged = self.ready(counts, melds, ready_mask)
            if judged.value > 0:
                return judged
        return self._best_route(routes, counts)
