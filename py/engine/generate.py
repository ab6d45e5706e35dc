"""Winnable by construction: fill positions by playing a game backwards.

Starting from an empty table, place two tiles at a time on two positions that would both be
free at that moment given only the tiles already placed (and whose supports are placed). Read
backwards, the placements are a legal way to clear the table, so whatever faces the pairs get,
the deal can be won. Two rules keep the filling from painting itself into a corner:

* a position whose left and right will both be held before it can be placed is dead (a gap
  inside a row between placed tiles can never be filled), so such a placement is refused;
* the search backtracks when fewer than two positions can be placed, and after a budget it
  restarts from a fresh generator derived from the same seed, so the result stays
  deterministic.

The same routine refills the remaining positions of a game for the shuffle.
"""

from __future__ import annotations

from seeded import SplitMix64

from .geometry import Geometry, bits, reach

TRIES_PER_STEP = 8
"""How many random pairs one step tries before giving up and backtracking."""
NODE_BUDGET = 150
"""Placements tried per attempt before restarting with a new generator."""
ATTEMPTS = 150
"""Randomised attempts before the exhaustive fallback."""
CHECK_ATTEMPTS = 20
"""Randomised attempts `can_clear` makes before it searches exhaustively."""
EXHAUSTIVE_NODES = 1_000_000
"""Nodes the exhaustive search may spend before it gives up (never reached in the tests)."""


class Unfillable(ValueError):
    """The positions cannot be cleared in pairs in any order, whatever the faces."""


def removal_order(geom: Geometry, allowed: int, rng: SplitMix64) -> list[tuple[int, int]]:
    """A random legal clearing order of the positions in mask `allowed`, as pairs of position
    indices, first pair to remove first. `allowed` must be closed downwards (every tile under
    an allowed position is allowed), as every position reachable in play is.

    Raises Unfillable if no order exists (e.g. the last two positions lie on each other).
    """
    if not allowed:
        return []
    if not chains_fit(geom, allowed):
        raise Unfillable("the remaining positions cannot be cleared in pairs")
    for attempt in range(ATTEMPTS):
        sub = rng.fork(f"attempt {attempt}")
        placed = _Filler(geom, allowed, sub).run(NODE_BUDGET)
        if placed is not None:
            placed.reverse()
            return placed
    order = clearing_order(geom, allowed)
    if order is None:
        raise Unfillable("the remaining positions cannot be cleared in pairs")
    return order


class _Filler:
    """One randomised backtracking attempt at the backward fill."""

    def __init__(self, geom: Geometry, allowed: int, rng: SplitMix64) -> None:
        self.geom = geom
        self.allowed = allowed
        self.rng = rng
        self.nodes = 0

    def run(self, budget: int) -> list[tuple[int, int]] | None:
        geom, allowed = self.geom, self.allowed
        cand = 0
        for i in bits(allowed):
            if not geom.under[i] & allowed:
                cand |= 1 << i
        self.budget = budget
        out: list[tuple[int, int]] = []
        if self._step(0, cand, 0, 0, out):
            return out
        return None

    def _step(self, placed: int, cand: int, lheld: int, rheld: int, out: list) -> bool:
        """Extend `out` with placements until every allowed position is placed.

        `cand`: unplaced positions that can be placed now. `lheld` / `rheld`: unplaced
        positions that will have a held left / right side when their turn comes.
        """
        geom, allowed = self.geom, self.allowed
        if placed == allowed:
            return True
        left, right, under, above = geom.left, geom.right, geom.under, geom.above
        unplaced_now = allowed & ~placed
        # A position whose right side will be held must not leave an unplaced neighbour on
        # that side: it would be boxed in (and symmetrically for the left).
        cl = [
            p
            for p in bits(cand)
            if not (rheld >> p & 1 and right[p] & unplaced_now)
            and not (lheld >> p & 1 and left[p] & unplaced_now)
        ]
        k = len(cl)
        if k < 2:
            return False
        rng = self.rng
        tried: set[tuple[int, int]] = set()
        tries = TRIES_PER_STEP if k > 3 else k * (k - 1) // 2
        attempts = 0
        while attempts < tries * 3 and len(tried) < tries:
            attempts += 1
            if self.nodes >= self.budget:
                return False
            i = rng.below(k)
            j = rng.below(k - 1)
            if j >= i:
                j += 1
            p, q = cl[i], cl[j]
            key = (p, q) if p < q else (q, p)
            if key in tried:
                continue
            tried.add(key)
            self.nodes += 1
            bp, bq = 1 << p, 1 << q
            now = placed | bp | bq
            # Both must be free with each other present (a neighbour of each other counts).
            if left[p] & now and right[p] & now:
                continue
            if left[q] & now and right[q] & now:
                continue
            unplaced = allowed & ~now
            lh, rh = lheld & ~(bp | bq), rheld & ~(bp | bq)
            for t in (p, q):
                lh |= reach(right[t] & unplaced & ~lh, right, unplaced & ~lh)
                rh |= reach(left[t] & unplaced & ~rh, left, unplaced & ~rh)
            if lh & rh:
                continue  # some position would be boxed in for good
            # New candidates: positions resting on p or q whose supports are now all placed,
            # minus neighbours that can no longer be placed now.
            nc = cand & ~(bp | bq)
            for r in bits((above[p] | above[q]) & unplaced):
                if not under[r] & allowed & ~now:
                    nc |= 1 << r
            for r in bits((left[p] | right[p] | left[q] | right[q]) & nc):
                if left[r] & now and right[r] & now:
                    nc &= ~(1 << r)
            if unplaced and nc & (nc - 1) == 0:
                continue  # fewer than two positions left to place next
            out.append((p, q))
            if self._step(now, nc, lh, rh, out):
                return True
            out.pop()
        return False


def can_clear(geom: Geometry, present: int) -> bool:
    """True if the positions in mask `present` can be cleared two free tiles at a time in some
    order, faces aside: then some arrangement of any faces on them can be won, and a shuffle
    finds one (`removal_order`)."""
    if not present:
        return True
    if not chains_fit(geom, present):
        return False
    for attempt in range(CHECK_ATTEMPTS):
        if _Filler(geom, present, SplitMix64(attempt)).run(NODE_BUDGET) is not None:
            return True
    return clearing_order(geom, present) is not None


def _chains(geom: Geometry, present: int, up: bool) -> dict[int, int]:
    """For each tile of `present`, the longest chain of tiles lying one on another from it
    up (`up`: that many removals, one after another, before it can leave) or down (that many
    after it), itself counted."""
    step = geom.above if up else geom.under
    chain: dict[int, int] = {}
    for i in sorted(bits(present), key=lambda i: geom.positions[i][2], reverse=up):
        chain[i] = 1 + max((chain[j] for j in bits(step[i] & present)), default=0)
    return chain


def chains_fit(geom: Geometry, present: int) -> bool:
    """A necessary condition for clearing `present` in pairs: every chain of tiles lying one
    on another fits in the pairs left. The tiles of a chain leave in different turns (a tile
    and the one on it are never free together), so the turns (tiles / 2) must be at least
    the longest chain; and more generally, of the tiles that must leave within the first k
    turns (those with more than `turns - k` tiles in a chain under and including them) there
    can be at most 2k. Three tiles stacked and one beside them fail: 3 turns needed, 2 left."""
    turns = present.bit_count() // 2
    if max(_chains(geom, present, up=True).values()) > turns:
        return False
    due = [0] * (turns + 2)  # due[k]: tiles that must have left by turn k
    for d in _chains(geom, present, up=False).values():
        due[max(turns - d + 1, 0)] += 1
    total = 0
    for k in range(turns + 1):
        total += due[k]
        if total > 2 * k:
            return False
    return True


def clearing_order(
    geom: Geometry, present: int, limit: int = EXHAUSTIVE_NODES
) -> list[tuple[int, int]] | None:
    """Exhaustive search, ignoring faces: an order that clears `present` two free tiles at a
    time, or None if there is none. States proved dead are remembered, and a state whose
    chains of stacked tiles no longer fit its turns (`chains_fit`) is dead at once. Raises
    Unfillable if `limit` nodes were not enough to decide (not seen in play: see
    tests/engine/test_stuck.py)."""
    dead: set[int] = set()
    nodes = 0
    # Remove first the tiles with the most stacked under them: they hold the longest chains.
    depth = _chains(geom, present, up=False)

    def search(state: int, out: list) -> bool:
        nonlocal nodes
        if not state:
            return True
        if state in dead:
            return False
        nodes += 1
        if nodes > limit:
            raise Unfillable("the remaining positions are too hard to refill")
        if not chains_fit(geom, state):
            dead.add(state)
            return False
        free = bits(geom.free_mask(state))
        free.sort(key=lambda i: (-depth[i], i))
        for a_index, a in enumerate(free):
            for b in free[a_index + 1 :]:
                out.append((a, b))
                if search(state & ~(1 << a) & ~(1 << b), out):
                    return True
                out.pop()
        dead.add(state)
        return False

    out: list[tuple[int, int]] = []
    return out if search(present, out) else None
