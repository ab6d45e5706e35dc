"""An exact solver: is a position winnable, and by which sequence of pairs.

`solve` and `solve_limited` (at the end) are its public entry, for a deal, a game, or a list
of tiles; `Solver` is the search on positions and faces.

The search rests on one observation: once it is fixed which tile pairs with which (a
"matching" for every face), the order of removal no longer matters. Removing tiles never blocks
anything, so a pair that some winning line matches can be removed as soon as both tiles are
free: if some order clears the board, the greedy one does too. So the real choices are which
tiles pair up, and a move "remove a and b" is really the decision "a and b are partners".

Depth-first search, each node:
* greedy (forced) moves first: a pair that every still-allowed matching of its face contains,
  once both tiles are free (in particular the last two of a face, or all remaining tiles of a
  face when they are all free) is removed without branching;
* symmetry of identical faces: with three tiles of a face free and one of them resting on
  nothing and touching nothing, the two others are removed (keeping that inert tile is never
  worse); inert free twins are interchangeable, so a pair refuted with one stands refuted with
  the other;
* then one free pair is chosen (the one that frees most tiles, or one from a known winning
  line given as `prefer`); first "they are partners: remove them", and if that fails "they are
  never partners": the pair is forbidden for the rest of this subtree. That is exact, and it
  spares the search every reordering of moves it already refuted;
* pruning: a face is lost if no matching of its remaining tiles is allowed (forbidden pairs, or
  one tile lying on its partner), or if its last two tiles wait, through a chain of other last
  pairs, for themselves (pair P waits for Q when a tile of Q lies on a tile of P, or when P's
  tiles sit in one row with tiles held between them and Q is on their outer side);
* memoisation: every (board, forbidden pairs) state proved lost is kept; a board lost with
  some pairs forbidden is lost with more forbidden too.

Searches are heavy-tailed: an early wrong choice can cost a long refutation where another
order wins at once. So the search restarts with perturbed move orders under node limits that
follow the Luby sequence (lost states stay proved between restarts). The limits grow without
bound, so without a node limit the answer is exact; with one (the hint) it may be "unknown".
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import NamedTuple

from seeded import SplitMix64

from .deal import Deal, DealtTile
from .geometry import Geometry, bits, reach
from .tiles import match_class

Move = tuple[int, int]


class SolveResult(NamedTuple):
    """`status` is "winnable" (with `moves`), "unwinnable", or "unknown" (node limit hit)."""

    status: str
    moves: list[Move] | None
    nodes: int


RESTART_NODES = 100


def _luby(i: int) -> int:
    """The i-th term (from 1) of the Luby sequence 1 1 2 1 1 2 4 1 1 2 1 1 2 4 8 ..."""
    k = 1
    while (1 << k) - 1 < i:
        k += 1
    while i != (1 << k) - 1:
        i -= (1 << (k - 1)) - 1
        k = 1
        while (1 << k) - 1 < i:
            k += 1
    return 1 << (k - 1)


class _OutOfNodes(Exception):
    pass


def _matchings(ts: list[int]) -> list[tuple[Move, Move]]:
    a, b, c, d = ts
    return [((a, b), (c, d)), ((a, c), (b, d)), ((a, d), (b, c))]


class Solver:
    """Searches positions of one geometry with one assignment of faces to positions.

    States proved lost are kept between calls, so asking again after a move is cheap.
    """

    def __init__(self, geom: Geometry, faces: Mapping[int, str] | Sequence[str | None]) -> None:
        self.geom = geom
        items = faces.items() if isinstance(faces, Mapping) else enumerate(faces)
        class_ids: dict[str, int] = {}
        self.cls = [-1] * len(geom)
        masks: list[int] = []
        for i, face in items:
            if face is None:
                continue
            name = match_class(face)
            k = class_ids.get(name)
            if k is None:
                k = class_ids[name] = len(masks)
                masks.append(0)
            self.cls[i] = k
            masks[k] |= 1 << i
        self.class_masks = masks
        self.class_tiles = [bits(m) for m in masks]
        self.dead: dict[int, list[frozenset]] = {}
        self.nodes = 0
        self.limit: int | None = None
        self._closure_for: int | None = None

    # -- public --------------------------------------------------------------------------

    def solve(
        self, present: int, node_limit: int | None = None, prefer: Sequence[Move] = ()
    ) -> SolveResult:
        """Search from the tiles in mask `present`. `prefer`: pairs of a known (possibly
        stale) solution; matchings using them are tried first."""
        for i in bits(present):
            if self.cls[i] < 0:
                raise ValueError(f"position {i} holds no face")
        for m in self.class_masks:
            if (present & m).bit_count() % 2:
                raise ValueError("the faces on the board do not pair up")
        self.prefer = {frozenset(m) for m in prefer}
        if self._closure_for is None or present & ~self._closure_for:
            self.closure = self._closure(present)
            self.closure_under = [0] * len(self.geom)
            for i in bits(present):
                for j in bits(self.closure[i]):
                    self.closure_under[j] += 1
            self._closure_for = present
        self._full_mask = {}
        self._full_valid = {}
        for k, m in enumerate(self.class_masks):
            if m.bit_count() == 4 and present & m == m:
                self._full_mask[k] = m
                self._full_valid[k] = self._valid(k, present, frozenset())
        # A search that goes astray early can take very long where another move order wins
        # at once, so it restarts with other orders under node limits that follow the Luby
        # sequence (1 1 2 1 1 2 4 ...) times RESTART_NODES; states proved lost stay proved.
        # The limits grow without bound, so without `node_limit` the answer is still exact.
        self.nodes = 0
        attempt = 0
        while True:
            attempt += 1
            budget = RESTART_NODES * _luby(attempt)
            last = node_limit is not None and self.nodes + budget >= node_limit
            self.limit = node_limit if last else self.nodes + budget
            self.noise = SplitMix64(attempt) if attempt > 1 else None
            path: list[Move] = []
            try:
                won = self._search(present, self.geom.free_mask(present), frozenset(), path)
            except _OutOfNodes:
                if last:
                    return SolveResult("unknown", None, self.nodes)
                continue
            if won:
                return SolveResult("winnable", path, self.nodes)
            return SolveResult("unwinnable", None, self.nodes)

    # -- internals -----------------------------------------------------------------------

    def _closure(self, present: int) -> list[int]:
        """For each tile, the mask of tiles lying on it directly or through others.

        A tile that covers another cannot leave first, so while a search only removes tiles
        this relation holds for every later position too."""
        geom = self.geom
        closure = [0] * len(geom)
        for i in sorted(bits(present), key=lambda i: -geom.positions[i][2]):
            acc = 0
            for j in bits(geom.above[i] & present):
                acc |= (1 << j) | closure[j]
            closure[i] = acc
        return closure

    def _refree(self, state: int, free: int, removed: int) -> int:
        """The free mask after the tiles in `removed` left (free tiles stay free)."""
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

    def _search(self, state: int, free: int, forbidden: frozenset, path: list[Move]) -> bool:
        """Depth-first search; `forbidden` holds pairs already proved not to be matched."""
        mark = len(path)
        keys = []
        while True:
            self.nodes += 1
            if self.limit is not None and self.nodes > self.limit:
                raise _OutOfNodes
            step = self._greedy(state, free, forbidden, path)
            if step is None:
                break
            state, free = step
            if not state:
                return True
            live = frozenset(p for p in forbidden if state >> p[0] & 1 and state >> p[1] & 1)
            known = self.dead.get(state)
            # Lost with fewer pairs forbidden means lost with more forbidden too.
            if known is not None and any(f <= live for f in known):
                break
            keys.append((state, live))
            move = self._choose(state, free, forbidden)
            if move is None:
                break
            a, b = move
            removed = (1 << a) | (1 << b)
            after = state & ~removed
            k = self.cls[a]
            if (after & self.class_masks[k]).bit_count() != 2 or not (
                self._deadlocked(after, k) or not self._valid(k, after, forbidden)
            ):
                path.append(move)
                if self._search(after, self._refree(after, free, removed), forbidden, path):
                    return True
                path.pop()
            # Every solution matching a with b may remove them now, and that failed: from
            # here on they are not a pair (nor are pairs equivalent to them by symmetry).
            forbidden = forbidden | self._equivalents(state, free, a, b)
        for state_, live in keys:
            self.dead.setdefault(state_, []).append(live)
        del path[mark:]
        return False

    def _allowed(
        self, k: int, state: int, forbidden: frozenset, fcls: set[int]
    ) -> list[tuple[Move, ...]]:
        """`_valid`, with the common case (no forbidden pair in this face, all four tiles
        left) read from a table made once per search."""
        if k not in fcls:
            cached = self._full_valid.get(k)
            if cached is not None and (state & self.class_masks[k]) == self._full_mask[k]:
                return cached
        return self._valid(k, state, forbidden)

    def _valid(self, k: int, state: int, forbidden: frozenset) -> list[tuple[Move, ...]]:
        """The matchings of class k's remaining tiles still allowed."""
        closure = self.closure
        tiles = [t for t in self.class_tiles[k] if state >> t & 1]
        if len(tiles) == 2:
            cands: list = [((tiles[0], tiles[1]),)]
        elif len(tiles) == 4:
            cands = _matchings(tiles)
        else:
            return [()]
        out = []
        for m in cands:
            for a, b in m:
                if (a, b) in forbidden or closure[a] >> b & 1 or closure[b] >> a & 1:
                    break
            else:
                out.append(m)
        return out

    def _greedy(
        self, state: int, free: int, forbidden: frozenset, path: list[Move]
    ) -> tuple[int, int] | None:
        """Remove every pair that some solution (if there is one) removes now; None if a
        face can no longer be matched at all."""
        masks, cls = self.class_masks, self.cls
        geom = self.geom
        under, side = geom.under, geom.side
        fcls = {cls[a] for a, _ in forbidden}
        while True:
            groups: dict[int, list[int]] = {}
            for t in bits(free):
                groups.setdefault(cls[t], []).append(t)
            removed = 0
            touched = []
            for k, ts in groups.items():
                if len(ts) < 2:
                    continue
                ms = self._allowed(k, state, forbidden, fcls)
                if not ms:
                    return None
                if len(ms) == 1:
                    common = ms[0]
                elif len(ts) == 2:
                    continue  # two of four free, three ways to pair: nothing is certain
                else:
                    common = set(ms[0]).intersection(*ms[1:])
                take = [p for p in common if free >> p[0] & 1 and free >> p[1] & 1]
                if not take and len(ts) >= 3:
                    # All four free: any allowed matching. Three free and one of them inert:
                    # keep the inert one for the blocked fourth; no other choice is better.
                    keep = None
                    if len(ts) == 3:
                        inert = [t for t in ts if not state & (under[t] | side[t])]
                        keep = inert[0] if inert else None
                    for m in ms:
                        pairs = [p for p in m if free >> p[0] & 1 and free >> p[1] & 1]
                        if len(ts) == 4 or (keep is not None and pairs and keep not in pairs[0]):
                            take = pairs
                            break
                for a, b in take:
                    path.append((a, b))
                    removed |= (1 << a) | (1 << b)
                if take:
                    touched.append(k)
            if not removed:
                return state, free
            state &= ~removed
            if not state:
                return state, free
            free = self._refree(state, free, removed)
            for k in touched:
                if not self._valid(k, state, forbidden):
                    return None
                if (state & masks[k]).bit_count() == 2 and self._deadlocked(state, k):
                    return None

    def _choose(self, state: int, free: int, forbidden: frozenset) -> Move | None:
        """The most promising free pair that some allowed matching contains."""
        best = None
        best_key = None
        groups: dict[int, list[int]] = {}
        for t in bits(free):
            groups.setdefault(self.cls[t], []).append(t)
        fcls = {self.cls[a] for a, _ in forbidden}
        for k, ts in groups.items():
            if len(ts) < 2:
                continue
            pairs = set()
            for m in self._allowed(k, state, forbidden, fcls):
                for p in m:
                    if free >> p[0] & 1 and free >> p[1] & 1:
                        pairs.add(p)
            for a, b in pairs:
                removed = (1 << a) | (1 << b)
                gain = (self._refree(state & ~removed, free, removed) & ~free).bit_count()
                key = (frozenset((a, b)) not in self.prefer, self._h(state, k, a, b, gain), a, b)
                if best_key is None or key < best_key:
                    best, best_key = (a, b), key
        return best

    def _h(self, state: int, k: int, a: int, b: int, gain: int) -> int:
        """Move order (lower first): free many tiles; later restarts add noise."""
        score = -4 * gain
        if self.noise is not None:
            score += self.noise.below(8)
        return score

    def _equivalents(self, state: int, free: int, a: int, b: int) -> frozenset:
        """The pair (a, b) and the pairs that differ from it only by free tiles that rest on
        nothing and touch nothing (such twins are interchangeable)."""
        geom = self.geom
        under, side = geom.under, geom.side
        twins = [
            t
            for t in bits(free & state & self.class_masks[self.cls[a]])
            if not state & (under[t] | side[t])
        ]
        out = {(min(a, b), max(a, b))}
        for x, y in ((a, b), (b, a)):
            if x in twins:
                for t in twins:
                    if t != y:
                        out.add((min(t, y), max(t, y)))
        return frozenset(out)

    def _deadlocked(self, state: int, k: int) -> bool:
        """True if class k's last two tiles wait, through a chain of other last pairs each
        holding up the next, for themselves."""
        masks, cls = self.class_masks, self.cls
        seen = 1 << k
        stack = [k]
        while stack:
            c = stack.pop()
            a, b = bits(state & masks[c])
            need = self._needs(a, b, state)
            if need & masks[k]:
                return True
            for t in bits(need):
                d = cls[t]
                if not seen >> d & 1 and (state & masks[d]).bit_count() == 2:
                    seen |= 1 << d
                    stack.append(d)
        return False

    def _needs(self, a: int, b: int, state: int) -> int:
        """The tiles that must leave before tiles a and b can go together: everything lying
        on them and, if they sit in one row joined by tiles between them (which are then held
        on both sides), everything on their outer sides with what lies on that."""
        geom = self.geom
        closure = self.closure
        need = closure[a] | closure[b]
        if geom.positions[a][2] == geom.positions[b][2]:
            left, right = geom.left, geom.right
            for first, second in ((a, b), (b, a)):
                if not _reaches(first, second, right, state):
                    continue
                for start, step in ((first, left), (second, right)):
                    for t in bits(reach(step[start] & state, step, state)):
                        need |= (1 << t) | closure[t]
                break
        return need & state


def _reaches(first: int, second: int, step: tuple[int, ...], state: int) -> bool:
    """True if `second` is reached from `first` through `step` links among present tiles."""
    seen = 0
    frontier = step[first] & state
    while frontier:
        if frontier >> second & 1:
            return True
        seen |= frontier
        nxt = 0
        for t in bits(frontier):
            nxt |= step[t]
        frontier = nxt & state & ~seen
    return False


def _tiles_of(position: object) -> tuple[DealtTile, ...]:
    if isinstance(position, Deal):
        return position.tiles
    tiles = getattr(position, "tiles", position)  # a Game has .tiles too
    if not isinstance(tiles, Iterable):
        raise TypeError("solve() takes a Deal, a Game or a sequence of DealtTile")
    return tuple(tiles)


def solve_limited(position: object, node_limit: int | None = None) -> SolveResult:
    """Search a position; status "winnable" (moves = pairs of tile ids), "unwinnable", or
    "unknown" if `node_limit` search nodes were not enough."""
    tiles = _tiles_of(position)
    if not tiles:
        return SolveResult("winnable", [], 0)
    geom = Geometry((t.x, t.y, t.z) for t in tiles)
    result = Solver(geom, [t.face for t in tiles]).solve(geom.full, node_limit)
    if result.moves is None:
        return result
    ids = [t.id for t in tiles]
    return SolveResult(result.status, [(ids[a], ids[b]) for a, b in result.moves], result.nodes)


def solve(position: object) -> list[tuple[int, int]] | None:
    """A winning sequence of pairs of tile ids for a Deal, a Game or tiles, or None if the
    position cannot be won. Exact: no node limit, so a hard lost position can take long."""
    return solve_limited(position).moves
