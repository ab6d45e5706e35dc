"""Combining sets into fans under the Green Book's counting principles.

- A fan made of four sets takes all four; nothing else combines them again.
- When three sets make a fan, the fourth may combine with one of them once more.
- Otherwise pairs of sets combine under the exclusionary principle ("account once": each new
  fan must bring in a set not yet combined, so n related sets give at most n - 1 fans, no
  cycle) and the non-identical principle (a set that formed a fan with one set cannot form
  the identical fan with another).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from itertools import combinations

from ..fans import points
from . import Hit

PairRule = Callable[[int, int], str | None]
TripleRule = Callable[[int, int, int], str | None]


def _best_pairs(
    items: Sequence[tuple[int, int]], pair_rule: PairRule, priority: Sequence[str]
) -> list[Hit]:
    edges = []
    for (i, a), (j, b) in combinations(items, 2):
        name = pair_rule(a, b)
        if name:
            edges.append((i, j, name))
    if len(edges) <= 1 or (len(edges) == 2 and _valid(edges)):
        return [Hit(name, (i, j)) for i, j, name in edges]  # nothing to choose between
    best: list[tuple[int, int, str]] = []
    best_key: tuple = ()
    for mask in range(1 << len(edges)):
        chosen = [e for bit, e in enumerate(edges) if mask >> bit & 1]
        if not _valid(chosen):
            continue
        key = (
            sum(points(n) for _, _, n in chosen),
            tuple(sum(1 for e in chosen if e[2] == p) for p in priority),
        )
        if not best_key or key > best_key:
            best, best_key = chosen, key
    return [Hit(name, (i, j)) for i, j, name in best]


def _valid(chosen: list[tuple[int, int, str]]) -> bool:
    parent: dict[int, int] = {}

    def root(x: int) -> int:
        while parent.get(x, x) != x:
            x = parent[x]
        return x

    seen: set[tuple[int, str]] = set()
    for i, j, name in chosen:
        if (i, name) in seen or (j, name) in seen:
            return False  # non-identical principle
        seen.add((i, name))
        seen.add((j, name))
        ri, rj = root(i), root(j)
        if ri == rj:
            return False  # would combine two sets already combined: account once
        parent[ri] = rj
    return True


def combine(
    items: Sequence[tuple[int, int]],
    quad_rule: Callable[[list[int]], str | None],
    triple_rule: TripleRule,
    pair_rule: PairRule,
    priority: Sequence[str],
    extra_uses: tuple[int, ...] = (),
) -> list[Hit]:
    """Fans from sets given as (group index, key); keys are what the rules compare."""
    items = list(items)
    if len(items) == 4:
        name = quad_rule([k for _, k in items])
        if name:
            hit = Hit(name, tuple(i for i, _ in items) + extra_uses)
            return [hit, *absorbed(items, name, triple_rule, pair_rule)]
    best: list[Hit] = []
    best_points = 0
    for triple in combinations(items, 3):
        name = triple_rule(*(k for _, k in triple))
        if not name:
            continue
        option = [Hit(name, tuple(i for i, _ in triple))]
        option.extend(absorbed(list(triple), name, None, pair_rule))
        rest = [it for it in items if it not in triple]
        if rest:
            ((ri, rk),) = rest
            extras = [
                (points(n), -priority.index(n) if n in priority else -99, Hit(n, (i, ri)))
                for i, k in triple
                if (n := pair_rule(k, rk))
            ]
            if extras:
                option.append(max(extras, key=lambda e: (e[0], e[1]))[2])
        total = sum(points(h.name) for h in option if not h.absorbed_by)
        if total > best_points:
            best, best_points = option, total
    if best:
        return best
    return _best_pairs(items, pair_rule, priority)


def absorbed(
    items: list[tuple[int, int]], by: str, triple_rule: TripleRule | None, pair_rule: PairRule
) -> list[Hit]:
    """The smaller fans inside a fan of three or four sets: shown as excluded, not counted."""
    out = []
    if triple_rule is not None:
        for triple in combinations(items, 3):
            name = triple_rule(*(k for _, k in triple))
            if name:
                out.append(Hit(name, tuple(i for i, _ in triple), absorbed_by=by))
    for (i, a), (j, b) in combinations(items, 2):
        name = pair_rule(a, b)
        if name:
            out.append(Hit(name, (i, j), absorbed_by=by))
    return out
