"""Target patterns: hands that reach the 8-point minimum, and how far a hand is from each.

A ``Target`` is a winning hand described by what it must contain: *fixed groups* (the three
chows of Mixed Triple Chow, the nine tiles of a knitted straight, a pung of a dragon ...) and
a *free part* (the remaining sets and the pair) that may use only some kinds (``allowed``:
one suit and the honours for Half Flush) and only some sets (``mode``: pungs for All Pungs).
``points`` is what a completed target is worth at least; ``legal`` is 1.0 when every
completion is worth 8 points without flowers (the tests check this with the scorer), less
for patterns that usually but not always need a little more; ``legal_melded`` is the same
once the hand has an exposed meld (Mixed Shifted Chows and Half Flush are 6 points, made 8 by
Concealed Hand or Fully Concealed Hand while the hand is concealed).

``standard_targets(seat_wind, prevalent_wind)`` lists the four-sets-and-a-pair targets (and the
knitted straight); ``distance(target, counts, melds)`` is the tiles a hand needs to complete
one; ``TargetView(target, counts, melds).after_discard(kind)`` gives the same for each
possible discard of a 14-tile hand, re-reading only the suit a discard changes. Seven pairs,
thirteen orphans and honours-and-knitted tiles have their own forms in ``scoring.shanten``.
Like the players, the targets count the concealed tiles only (see ``table.review.distance``).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from itertools import permutations

from scoring import KNITTED_STRAIGHTS
from scoring import shanten as sh

Group = tuple[int, ...]
MeldSpec = tuple[str, int, bool]  # ("chow" | "pung" | "kong", lowest kind, exposed)

SUITS = (0, 1, 2)
DRAGONS = (31, 32, 33)
WIND_KINDS = {"E": 27, "S": 28, "W": 29, "N": 30}


@dataclass(frozen=True)
class Target:
    """A pattern worth aiming at (see the module docstring)."""

    name: str
    points: int
    groups: tuple[Group, ...] = ()
    sets: int = 4  # sets of the whole hand outside ``groups`` (melds count among them)
    mode: int = sh.ANY
    allowed: int = sh.ALL_KINDS
    legal: float = 1.0
    legal_melded: float = 1.0
    pace: str = "standard"  # how fast such a hand typically comes together (``plan``)

    def legal_for(self, exposed: bool) -> float:
        """How sure a completion is to be legal, for a hand with or without exposed melds."""
        return self.legal_melded if exposed else self.legal


def _chow(k: int) -> Group:
    return (k, k + 1, k + 2)


def _pung(k: int) -> Group:
    return (k, k, k)


def _suit_mask(*suits: int) -> int:
    return sum(1 << (9 * s + r) for s in suits for r in range(9))


def _rank_mask(ranks: Sequence[int], honors: bool = False) -> int:
    """Kinds of the given ranks (1-9) in every suit, and the honours if asked."""
    mask = sum(1 << (9 * s + r - 1) for s in SUITS for r in ranks)
    return mask | (sh.HONOR_KINDS if honors else 0)


def _chow_targets() -> list[Target]:
    out: list[Target] = []
    for r in range(7):
        out.append(
            Target(f"Mixed Triple Chow {r + 1}", 8, tuple(_chow(9 * s + r) for s in SUITS), 1)
        )
    for a, b, c in permutations(SUITS):
        groups = (_chow(9 * a), _chow(9 * b + 3), _chow(9 * c + 6))
        out.append(Target(f"Mixed Straight {'mps'[a]}{'mps'[b]}{'mps'[c]}", 8, groups, 1))
    for s in SUITS:
        groups = (_chow(9 * s), _chow(9 * s + 3), _chow(9 * s + 6))
        out.append(Target(f"Pure Straight {'mps'[s]}", 16, groups, 1))
    for s in SUITS:
        for step, starts in ((1, range(5)), (2, range(3))):
            for r in starts:
                groups = tuple(_chow(9 * s + r + i * step) for i in range(3))
                out.append(Target(f"Pure Shifted Chows {'mps'[s]}{r + 1}/{step}", 16, groups, 1))
    for a, b, c in permutations(SUITS):
        for r in range(5):
            groups = (_chow(9 * a + r), _chow(9 * b + r + 1), _chow(9 * c + r + 2))
            name = f"Mixed Shifted Chows {'mps'[a]}{'mps'[b]}{'mps'[c]}{r + 1}"
            # 6 points: Concealed Hand (or Fully Concealed) makes 8; with melds, All Chows or
            # another small fan often does
            out.append(Target(name, 8, groups, 1, legal_melded=0.55))
    return out


def _honour_targets(valued: tuple[int, ...]) -> list[Target]:
    out: list[Target] = []
    honours = sh.HONOR_KINDS
    for s in SUITS:
        flush = _suit_mask(s) | honours
        out.append(Target(f"Full Flush {'mps'[s]}", 24, allowed=_suit_mask(s)))
        out.append(Target(f"Half Flush {'mps'[s]}", 8, allowed=flush, legal_melded=0.5))
        out.append(Target(f"Half Flush All Pungs {'mps'[s]}", 12, mode=sh.PUNGS, allowed=flush))
        for v in valued:
            out.append(Target(f"Half Flush {'mps'[s]} {v}", 8, (_pung(v),), 3, allowed=flush))
    out.append(Target("All Pungs", 6, mode=sh.PUNGS, legal=0.5, legal_melded=0.5))
    for v in valued:
        out.append(Target(f"All Pungs {v}", 8, (_pung(v),), 3, mode=sh.PUNGS))
    for i, v in enumerate(valued):
        for w in valued[i + 1 :]:
            # two pungs worth 2 each (or Two Dragon Pungs, 6) and little else needed
            pungs = (_pung(v), _pung(w))
            out.append(Target(f"Honour Pungs {v} {w}", 6, pungs, 2, legal=0.6, legal_melded=0.6))
    return out


def _tile_range_targets() -> list[Target]:
    reversible = sum(1 << (9 + r - 1) for r in (1, 2, 3, 4, 5, 8, 9))
    reversible |= sum(1 << (18 + r - 1) for r in (2, 4, 5, 6, 8, 9)) | 1 << 33
    return [
        Target("Upper Four", 12, allowed=_rank_mask((6, 7, 8, 9))),
        Target("Lower Four", 12, allowed=_rank_mask((1, 2, 3, 4))),
        Target("Upper Tiles", 24, allowed=_rank_mask((7, 8, 9))),
        Target("Middle Tiles", 24, allowed=_rank_mask((4, 5, 6))),
        Target("Lower Tiles", 24, allowed=_rank_mask((1, 2, 3))),
        Target("Reversible Tiles", 8, allowed=reversible),
    ]


def _knitted_targets() -> list[Target]:
    return [
        Target(f"Knitted Straight {i + 1}", 12, (ks,), 1, pace="knitted")
        for i, ks in enumerate(KNITTED_STRAIGHTS)
    ]


@cache
def standard_targets(seat_wind: str, prevalent_wind: str) -> tuple[Target, ...]:
    """The targets of four sets and a pair (and the knitted straight) for a seat.

    The winds decide which honour pungs are worth 2 points (dragons, the seat and prevalent
    winds).
    """
    valued = tuple(sorted({*DRAGONS, WIND_KINDS[seat_wind], WIND_KINDS[prevalent_wind]}))
    return tuple(
        _chow_targets() + _honour_targets(valued) + _tile_range_targets() + _knitted_targets()
    )


# ---------------------------------------------------------------- distance to a target


@dataclass(frozen=True)
class Fit:
    """A target placed on a seat's melds: the fixed tiles still to hold, the free sets left."""

    required: tuple[int, ...]  # 34 counts of the fixed groups no meld covers
    sets: int
    exposed: bool  # the seat has an exposed meld


def fit(target: Target, melds: Sequence[MeldSpec]) -> Fit | None:
    """Place the seat's melds on the target: each meld is one of its fixed groups or a free
    set of the allowed kind; None when a meld fits nowhere (the target is out of reach)."""
    groups = list(target.groups)
    sets = target.sets
    exposed = False
    for kind, low, is_exposed in melds:
        exposed = exposed or is_exposed
        group = _chow(low) if kind == "chow" else _pung(low)
        if group in groups:
            groups.remove(group)
            continue
        sets -= 1
        if sets < 0 or any(not target.allowed >> k & 1 for k in group):
            return None
        if (kind == "chow" and target.mode == sh.PUNGS) or (
            kind != "chow" and target.mode == sh.CHOWS
        ):
            return None
    required = [0] * 34
    for group in groups:
        for k in group:
            required[k] += 1
    return Fit(tuple(required), sets, exposed)


def distance(target: Target, counts: Sequence[int], melds: Sequence[MeldSpec]) -> tuple[int, int]:
    """(tiles needed, useful kinds mask) to complete ``target`` from the concealed ``counts``.

    The fixed tiles the hand holds are set aside first; the rest makes the free sets and the
    pair. (99, 0) when the melds rule the target out.
    """
    placed = fit(target, melds)
    if placed is None:
        return sh.IMPOSSIBLE, 0
    missing, mask, residual = _split(placed.required, counts, target.allowed)
    need, free_mask = sh.standard_distance(residual, placed.sets, mode=target.mode)
    return need + missing, mask | (free_mask & target.allowed)


def _split(
    required: Sequence[int], counts: Sequence[int], allowed: int
) -> tuple[int, int, list[int]]:
    """(fixed tiles missing, their kinds as a mask, the tiles left for the free part)."""
    missing = 0
    mask = 0
    residual = list(counts)
    for k, r in enumerate(required):
        if r:
            held = counts[k]
            if held < r:
                missing += r - held
                mask |= 1 << k
                residual[k] = 0
            else:
                residual[k] = held - r
    if allowed != sh.ALL_KINDS:
        residual = [n if allowed >> k & 1 else 0 for k, n in enumerate(residual)]
    return missing, mask, residual


def missing_tiles(target: Target, counts: Sequence[int]) -> int:
    """A quick lower bound of the tiles needed: fixed tiles not held (melds not counted)."""
    missing = 0
    for group in target.groups:
        for k in group:
            if not counts[k]:
                missing += 1
    return missing


class TargetView:
    """One target on one 14-tile hand: the tiles needed after each discard, fast.

    The free part's four tables (three suits, honours) are read once; a discard changes one
    of them, which is combined with the product of the other three.
    """

    def __init__(self, target: Target, counts: Sequence[int], melds: Sequence[MeldSpec]) -> None:
        self.target = target
        self.counts = counts
        self.placed = fit(target, melds)
        if self.placed is None:
            return
        self.missing, self.missing_mask, self.residual = _split(
            self.placed.required, counts, target.allowed
        )
        mode = target.mode
        residual = self.residual
        self.parts = (
            sh.suit_part(tuple(residual[0:9]), mode, 0),
            sh.suit_part(tuple(residual[9:18]), mode, 9),
            sh.suit_part(tuple(residual[18:27]), mode, 18),
            sh.honor_part(tuple(residual[27:34]), mode),
        )
        self.index = top = 2 * self.placed.sets + 1
        a, b, c, d = self.parts
        self._ab = sh.combine(a, b, top)
        self._cd = sh.combine(c, d, top)
        self._others: list[sh.Vector | None] = [None, None, None, None]
        need, mask = sh.final(self._ab, self._cd, top)
        self.base = (need + self.missing, (mask & target.allowed) | self.missing_mask)
        self._free = need

    @property
    def reachable(self) -> bool:
        return self.placed is not None

    def _other_parts(self, part: int) -> sh.Vector:
        got = self._others[part]
        if got is None:
            a, b, c, d = self.parts
            top = self.index
            if part == 0:
                got = sh.combine(b, self._cd, top)
            elif part == 1:
                got = sh.combine(a, self._cd, top)
            elif part == 2:
                got = sh.combine(self._ab, d, top)
            else:
                got = sh.combine(self._ab, c, top)
            self._others[part] = got
        return got

    def after_discard(self, kind: int) -> tuple[int, int]:
        """(tiles needed, useful kinds mask) of the 13 tiles left after discarding ``kind``."""
        placed = self.placed
        assert placed is not None
        target = self.target
        if self.counts[kind] <= placed.required[kind]:
            # a fixed tile: one more to find again
            need, mask = self.base
            return need + 1, mask | 1 << kind
        if not target.allowed >> kind & 1:
            return self.base
        residual = self.residual
        if kind < 27:
            part = kind // 9
            start = 9 * part
            shape = list(residual[start : start + 9])
            shape[kind - start] -= 1
            vector = sh.suit_part(tuple(shape), target.mode, start)
        else:
            part = 3
            shape = list(residual[27:34])
            shape[kind - 27] -= 1
            vector = sh.honor_part(tuple(shape), target.mode)
        need, mask = sh.final(self._other_parts(part), vector, self.index)
        return need + self.missing, (mask & target.allowed) | self.missing_mask
