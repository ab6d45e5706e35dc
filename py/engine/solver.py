"""An exact solver: is a position winnable, and by which sequence of pairs.

Depth-first search over sets of tiles still on the board (bit masks), with
* memoisation: every position proved lost is remembered, so transpositions are searched once;
* forced moves: when every remaining tile of a face (or the flowers, or the seasons) is free,
  they are removed at once without branching (free tiles stay free, so nothing is lost);
* symmetry of identical faces: with three free tiles of a face and a fourth one blocked, a
  free tile that rests on nothing and touches nothing is interchangeable with any other, so it
  is the one kept and only one of the three pairs is tried;
* a dead-end test: if some tile of a face lies under all the other remaining tiles of its face
  (e.g. the last two of a face stacked), no order can clear it;
* move ordering: pairs that free the most tiles first (or in the order of a known solution).

The search is exact when it has no node limit. The game's hint passes a limit: then the
answer may be "unknown", and the caller must treat it as such.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import NamedTuple

from .geometry import Geometry, bits
from .rng import SplitMix64
from .tiles import match_class

Move = tuple[int, int]


class SolveResult(NamedTuple):
    """`status` is "winnable" (with `moves`), "unwinnable", or "unknown" (node limit hit)."""

    status: str
    moves: list[Move] | None
    nodes: int


RESTART_NODES = 200
RESTARTS = 8


class _OutOfNodes(Exception):
    pass


class Solver:
    """Searches positions of one geometry with one assignment of faces to positions.

    Proved-lost positions are kept between calls, so asking again after a move is cheap.
    """

    def __init__(self, geom: Geometry, faces: Mapping[int, str] | Sequence[str | None]) -> None:
        self.geom = geom
        items = faces.items() if isinstance(faces, Mapping) else enumerate(faces)
        class_ids: dict[str, int] = {}
        n = len(geom)
        self.cls = [-1] * n
        class_masks: list[int] = []
        for i, face in items:
            if face is None:
                continue
            name = match_class(face)
            k = class_ids.get(name)
            if k is None:
                k = class_ids[name] = len(class_masks)
                class_masks.append(0)
            self.cls[i] = k
            class_masks[k] |= 1 << i
        self.class_masks = class_masks
        self.dead: set[int] = set()
        self._closure_cache: dict[int, list[int]] = {}
        self.nodes = 0
        self.limit: int | None = None

    # -- public --------------------------------------------------------------------------

    def solve(
        self, present: int, node_limit: int | None = None, prefer: Sequence[Move] = ()
    ) -> SolveResult:
        """Search from the tiles in mask `present`. `prefer`: moves of a known (possibly
        stale) solution, tried first in that order.

        Searches that go astray early are very long while a different move order finds a
        win at once, so the search restarts with other orders under growing node limits
        (positions proved lost stay proved), before one last search without a limit."""
        nodes = 0
        limit = RESTART_NODES
        for attempt in range(RESTARTS):
            if node_limit is not None and nodes + limit >= node_limit:
                break
            result = self._solve_once(present, nodes + limit, prefer, attempt)
            nodes = result.nodes
            if result.status != "unknown":
                return result
            limit *= 2
        return self._solve_once(present, node_limit, prefer, RESTARTS, nodes)

    def _solve_once(
        self,
        present: int,
        node_limit: int | None,
        prefer: Sequence[Move],
        attempt: int,
        nodes: int = 0,
    ) -> SolveResult:
        for i in bits(present):
            if self.cls[i] < 0:
                raise ValueError(f"position {i} holds no face")
        for m in self.class_masks:
            if (present & m).bit_count() % 2:
                raise ValueError("the faces on the board do not pair up")
        self.nodes = nodes
        self.limit = node_limit
        self.noise = SplitMix64(attempt) if attempt % 2 else None
        self.weigh_blocks = attempt % 4 >= 2
        self.rank = {}
        for r, (a, b) in enumerate(prefer):
            self.rank[a] = self.rank[b] = r
        self.closure = self._closure(present)
        self.below_count = [0] * len(self.geom)
        for i in bits(present):
            for j in bits(self.closure[i]):
                self.below_count[j] += 1
        path: list[Move] = []
        free = self.geom.free_mask(present)
        try:
            if any(self._stranded(k, present) for k in range(len(self.class_masks))):
                won = False
            else:
                won = self._search(present, free, path)
        except _OutOfNodes:
            return SolveResult("unknown", None, self.nodes)
        if won:
            return SolveResult("winnable", path, self.nodes)
        return SolveResult("unwinnable", None, self.nodes)

    # -- internals -----------------------------------------------------------------------

    def _closure(self, present: int) -> list[int]:
        """For each tile, the mask of present tiles lying on it directly or through others.

        A tile that covers another cannot leave first, so within one search (which only
        removes tiles) this relation never changes."""
        cached = self._closure_cache.get(present)
        if cached is not None:
            return cached
        geom = self.geom
        closure = [0] * len(geom)
        order = sorted(bits(present), key=lambda i: -geom.positions[i][2])
        for i in order:
            acc = 0
            for j in bits(geom.above[i] & present):
                acc |= (1 << j) | closure[j]
            closure[i] = acc
        if len(self._closure_cache) > 8:
            self._closure_cache.clear()
        self._closure_cache[present] = closure
        return closure

    def _stranded(self, k: int, state: int) -> bool:
        """True if class k can no longer be cleared: a remaining tile of it lies under all
        the others of its class, or its last two tiles wait, through a chain of other
        last-two pairs each lying on the next, for themselves."""
        rest = state & self.class_masks[k]
        if not rest:
            return False
        closure = self.closure
        for i in bits(rest):
            others = rest & ~(1 << i)
            if others & closure[i] == others:
                return True
        if rest.bit_count() != 2:
            return False
        # Deadlock among fixed pairs: pair P must go before pair Q if a tile of P lies on a
        # tile of Q. A cycle through k means none of them can go first.
        cls, masks = self.cls, self.class_masks
        seen = 0
        stack = [k]
        while stack:
            c = stack.pop()
            on_top = 0
            for i in bits(state & masks[c]):
                on_top |= closure[i]
            on_top &= state
            for t in bits(on_top):
                d = cls[t]
                if d == k:
                    return True
                if not seen >> d & 1 and (state & masks[d]).bit_count() == 2:
                    seen |= 1 << d
                    stack.append(d)
                on_top &= ~masks[d]
        return False

    def _score(self, a: int, b: int, gain: int) -> int:
        """Lower is tried first: free many tiles; on some restarts also weigh how many tiles
        lie under the pair, and add noise."""
        score = -4 * gain
        if self.weigh_blocks:
            score -= self.below_count[a] + self.below_count[b]
        if self.noise is not None:
            score += self.noise.below(6)
        return score

    def _refree(self, state: int, free: int, removed: int) -> int:
        """The free mask after removing the tiles in `removed` (free tiles stay free)."""
        geom = self.geom
        under, side, above, left, right = geom.under, geom.side, geom.above, geom.left, geom.right
        free &= ~removed
        touched = 0
        for t in bits(removed):
            touched |= under[t] | side[t]
        for t in bits(touched & state & ~free):
            if not state & above[t] and (not state & left[t] or not state & right[t]):
                free |= 1 << t
        return free

    def _search(self, state: int, free: int, path: list[Move]) -> bool:
        if not state:
            return True
        if state in self.dead:
            return False
        self.nodes += 1
        if self.limit is not None and self.nodes > self.limit:
            raise _OutOfNodes
        start_state = state
        mark = len(path)
        cls, masks = self.cls, self.class_masks
        # Forced moves: a class whose remaining tiles are all free goes at once.
        while True:
            groups: dict[int, list[int]] = {}
            for t in bits(free):
                groups.setdefault(cls[t], []).append(t)
            removed = 0
            for k, ts in groups.items():
                if len(ts) >= 2 and len(ts) == (state & masks[k]).bit_count():
                    for i in range(0, len(ts), 2):
                        path.append((ts[i], ts[i + 1]))
                        removed |= (1 << ts[i]) | (1 << ts[i + 1])
            if not removed:
                break
            state &= ~removed
            free = self._refree(state, free, removed)
            if not state:
                return True
        if state != start_state and state in self.dead:
            del path[mark:]
            self.dead.add(start_state)
            return False
        moves = self._moves(state, free, groups)
        for _, a, b, nfree in moves:
            after = state & ~((1 << a) | (1 << b))
            if self._stranded(cls[a], after):
                continue
            path.append((a, b))
            if self._search(after, nfree, path):
                return True
            path.pop()
        del path[mark:]
        self.dead.add(state)
        if state != start_state:
            self.dead.add(start_state)
        return False

    def _moves(
        self, state: int, free: int, groups: dict[int, list[int]]
    ) -> list[tuple[tuple, int, int, int]]:
        """The pairs worth trying, best first, each with the free mask after it."""
        geom = self.geom
        under, side = geom.under, geom.side
        out = []
        rank = self.rank
        for ts in groups.values():
            n = len(ts)
            if n < 2:
                continue
            if n == 2:
                pairs = [(ts[0], ts[1])]
            else:
                inert = [t for t in ts if not state & (under[t] | side[t])]
                if inert:
                    keep = inert[0]
                    rest = [t for t in ts if t != keep]
                    # keep one inert tile: the pairs that remove it are no better
                    pairs = [(rest[0], rest[1])]
                else:
                    pairs = [(ts[i], ts[j]) for i in range(n) for j in range(i + 1, n)]
            for a, b in pairs:
                removed = (1 << a) | (1 << b)
                nfree = self._refree(state & ~removed, free, removed)
                gain = (nfree & ~free).bit_count()
                key = (min(rank.get(a, 1 << 30), rank.get(b, 1 << 30)), self._score(a, b, gain), a, b)
                out.append((key, a, b, nfree))
        out.sort()
        return out

