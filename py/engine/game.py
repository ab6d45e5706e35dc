"""A game session: selection, removal, undo/redo, hint, shuffle, forfeit and the clock.

Tile ids are the positions of the deal's layout; a shuffle moves faces between positions, it
never moves positions. The clock is injected (a function returning seconds): the session never
reads the wall clock itself, which keeps it testable and lets the page pause it.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from typing import NamedTuple

from seeded import SplitMix64

from .deal import Deal, DealtTile, assign_faces, deal_seed, new_deal
from .generate import Unfillable, can_clear, removal_order
from .geometry import bits
from .plan import repair, replays
from .solver import Solver
from .tiles import match_class

WAY_BACK_NODES = 20_000
"""Solver nodes `way_back` may spend in all looking for the last winnable position (about a
second in CPython at worst); past it, the last position with a known winning line answers."""
HINT_NODE_LIMIT = 150
"""Solver nodes a hint may spend re-proving the position winnable after a move off the known
winning line (about 10-20 ms in CPython). Past it, the hint offers any free pair: after random
play most such positions are lost or too hard to decide, and a larger limit rarely helps."""


class Click(NamedTuple):
    """What a click did.

    kind: "select" (tiles = (id,)), "deselect" (the selected tile clicked again; (id,)),
    "match" (both removed; (first, second)), "reselect" (selection moved from a tile that does
    not pair; (previous, new), so tiles[-1] is the selected tile), "blocked" (nothing happens;
    (id,), reason "covered" or "sides"), "ignored" (a removed or unknown tile, or the game is
    over; reason says which).
    """

    kind: str
    tiles: tuple[int, ...]
    reason: str | None = None


class GameResult(NamedTuple):
    """The outcome of a finished game, for the records."""

    layout_id: str
    won: bool
    seconds: float
    assisted: bool  # a hint or a shuffle was used
    daily: date | None  # the Kathmandu date if this was the daily deal


class _Entry(NamedTuple):
    """One undoable action: a removed pair, or a shuffle (faces before and after)."""

    kind: str  # "match" | "shuffle"
    pair: tuple[int, int]
    faces_before: tuple[tuple[int, str], ...]
    faces_after: tuple[tuple[int, str], ...]
    plan_before: list | None
    plan_after: list | None


class Game:
    """One deal being played."""

    def __init__(
        self, deal: Deal, clock: Callable[[], float], daily: date | None = None
    ) -> None:
        self.deal = deal
        self.layout = deal.shape
        self.geometry = self.layout.geometry
        self.daily = daily
        self._clock = clock
        self._start = float(clock())
        self._stopped: float | None = None
        self._faces: dict[int, str] = {t.id: t.face for t in deal.tiles}
        self._present = 0
        for t in deal.tiles:
            self._present |= 1 << t.id
        self._rng = SplitMix64(deal_seed(deal.layout_id, deal.seed)).fork("shuffles")
        self._undo: list[_Entry] = []
        self._redo: list[_Entry] = []
        self._forfeited = False
        self.selected: int | None = None
        self.hint_used = False
        self.shuffle_used = False
        self._solver: Solver | None = None
        self._lost: list[int] = []  # boards proved lost with the current faces
        self._clearable: dict[int, bool] = {}  # boards (faces aside) -> can_clear
        self._plan: list | None = self._known_solution(deal)
        self._stale_plan: list = []
        self._hints: list[tuple[int, int]] = []
        self._hints_safe = False
        self.last_hint_safe: bool | None = None
        """True if the last hint's pair is proved to keep the deal winnable, False if it is
        just a free pair (position lost or undecided), None if there was no hint."""
        self._hint_key: tuple | None = None
        self._hint_index = 0

    # -- the board -------------------------------------------------------------------

    @property
    def tiles(self) -> tuple[DealtTile, ...]:
        """The tiles still on the board, by id, with their current faces."""
        pos = self.layout.positions
        return tuple(DealtTile(i, self._faces[i], *pos[i]) for i in bits(self._present))

    @property
    def tiles_left(self) -> int:
        return self._present.bit_count()

    @property
    def moves_made(self) -> int:
        """Pairs removed on the current line of play (undo takes one back, redo adds it)."""
        return sum(1 for e in self._undo if e.kind == "match")

    def face(self, tile_id: int) -> str | None:
        """The face now on a tile still on the board, else None."""
        return self._faces[tile_id] if self._on_board(tile_id) else None

    def is_free(self, tile_id: int) -> bool:
        """True if the tile is on the board and free (removable)."""
        return self._on_board(tile_id) and self.geometry.is_free(tile_id, self._present)

    def free_ids(self) -> frozenset[int]:
        return frozenset(bits(self.geometry.free_mask(self._present)))

    def blocked_reason(self, tile_id: int) -> str | None:
        """"covered" (a tile lies on it), "sides" (both sides held), or None if free or gone."""
        if not self._on_board(tile_id):
            return None
        return self.geometry.blocked_reason(tile_id, self._present)

    def free_pairs(self) -> list[tuple[int, int]]:
        """Every pair of free tiles that match, in id order."""
        by_class: dict[str, list[int]] = {}
        for i in bits(self.geometry.free_mask(self._present)):
            by_class.setdefault(match_class(self._faces[i]), []).append(i)
        out = []
        for ids in by_class.values():
            out.extend((a, b) for n, a in enumerate(ids) for b in ids[n + 1 :])
        return sorted(out)

    @property
    def status(self) -> str:
        """"won", "lost" (forfeited), "stuck" (no free pair left) or "playing"."""
        if not self._present:
            return "won"
        if self._forfeited:
            return "lost"
        if not self._has_free_pair():
            return "stuck"
        return "playing"

    @property
    def over(self) -> bool:
        return not self._present or self._forfeited

    # -- playing ------------------------------------------------------------------------

    def click(self, tile_id: int) -> Click:
        """Apply the selection rules to a click on `tile_id`."""
        if self.over:
            return Click("ignored", (tile_id,), "over")
        if not self._on_board(tile_id):
            return Click("ignored", (tile_id,), "gone")
        reason = self.geometry.blocked_reason(tile_id, self._present)
        if reason is not None:
            return Click("blocked", (tile_id,), reason)
        sel = self.selected
        if sel is None:
            self.selected = tile_id
            return Click("select", (tile_id,))
        if sel == tile_id:
            self.selected = None
            return Click("deselect", (tile_id,))
        if match_class(self._faces[sel]) == match_class(self._faces[tile_id]):
            self.selected = None
            self._remove(sel, tile_id)
            return Click("match", (sel, tile_id))
        self.selected = tile_id
        return Click("reselect", (sel, tile_id))

    def _remove(self, a: int, b: int) -> None:
        plan_before = self._plan
        plan_after = None
        if plan_before is not None:
            plan_after = repair(self.geometry, self._present, plan_before, a, b)
        if plan_before:
            self._stale_plan = [m for m in plan_before if a not in m and b not in m]
        self._present &= ~((1 << a) | (1 << b))
        self._plan = plan_after if self._present else []
        self._undo.append(_Entry("match", (a, b), (), (), plan_before, self._plan))
        self._redo.clear()
        if not self._present:
            self._stopped = float(self._clock())

    @property
    def can_undo(self) -> bool:
        return bool(self._undo) and not self.over

    @property
    def can_redo(self) -> bool:
        return bool(self._redo) and not self.over

    def undo(self) -> bool:
        """Take back the last removal or shuffle; False if there is nothing to take back."""
        if not self.can_undo:
            return False
        entry = self._undo.pop()
        self._redo.append(entry)
        if entry.kind == "match":
            a, b = entry.pair
            self._present |= (1 << a) | (1 << b)
        else:
            self._set_faces(entry.faces_before)
        self._plan = entry.plan_before
        self.selected = None
        return True

    def redo(self) -> bool:
        """Do again the last undone action; False if there is none."""
        if not self.can_redo:
            return False
        entry = self._redo.pop()
        self._undo.append(entry)
        if entry.kind == "match":
            a, b = entry.pair
            self._present &= ~((1 << a) | (1 << b))
            if not self._present:
                self._stopped = float(self._clock())
        else:
            self._set_faces(entry.faces_after)
        self._plan = entry.plan_after
        self.selected = None
        return True

    def hint(self) -> tuple[int, int] | None:
        """A free matching pair, preferring pairs after which the deal stays winnable.

        Repeated calls on the same board cycle through the choices. Sets `hint_used`.
        None if the game is over or no free pair is left.
        """
        if self.over:
            return None
        key = (self._present, self._faces_key())
        if key != self._hint_key:
            self._hint_key = key
            self._hints = self._hint_choices()
            self._hint_index = 0
        if not self._hints:
            self.last_hint_safe = None
            return None
        self.last_hint_safe = self._hints_safe
        self.hint_used = True
        pair = self._hints[self._hint_index % len(self._hints)]
        self._hint_index += 1
        return pair

    def winnable(self, node_limit: int | None = -1) -> bool | None:
        """True / False if the position is known or proved (un)winnable within the node
        limit (default HINT_NODE_LIMIT; None for no limit), None if the solver gave up.
        Does not count as a hint."""
        if node_limit == -1:
            node_limit = HINT_NODE_LIMIT
        if not self._present:
            return True
        if self._plan is not None:
            return True
        # A position reached from a lost one by removing pairs is lost too.
        if any(self._present & ~lost == 0 for lost in self._lost):
            return False
        solver = self._get_solver()
        result = solver.solve(self._present, node_limit, prefer=self._stale_plan)
        if result.status == "winnable":
            self._plan = result.moves
            return True
        if result.status == "unwinnable":
            self._lost.append(self._present)
            return False
        return None

    def _hint_choices(self) -> list[tuple[int, int]]:
        pairs = self.free_pairs()
        self._hints_safe = False
        if not pairs:
            return []
        if not self.winnable():
            # Undecided or lost: no pair is proved safe. Offer first the pairs that open the
            # most tiles, as a player would.
            geom, present = self.geometry, self._present
            free = geom.free_mask(present)

            def opened(pair: tuple[int, int]) -> int:
                after = present & ~((1 << pair[0]) | (1 << pair[1]))
                return (geom.free_mask(after) & ~free).bit_count()

            return sorted(pairs, key=lambda p: (-opened(p), p))
        self._hints_safe = True
        plan = self._plan
        assert plan is not None
        first = tuple(sorted(plan[0]))
        good = [first]
        for a, b in pairs:
            if (a, b) != first and repair(self.geometry, self._present, plan, a, b) is not None:
                good.append((a, b))
        return good

    def clearable(self) -> bool:
        """True if the tiles left could be cleared in some arrangement of their faces, so that
        a shuffle can deal them into one; False when no arrangement can (three tiles stacked
        and one beside them: the stack needs three turns and two are left). Worked out once
        per board."""
        present = self._present
        known = self._clearable.get(present)
        if known is None:
            known = self._clearable[present] = can_clear(self.geometry, present)
        return known

    def way_back(self, node_limit: int = WAY_BACK_NODES) -> int | None:
        """How many undos lead back to the last position from which the deal could still be won
        with the faces it had (0: this one): known from a winning line kept for that position,
        else proved by the solver within `node_limit` nodes in all. None if no earlier position
        is known to be winnable (a deal read back without its seed's solution, say)."""
        if self.over:
            return None
        present = self._present
        faces = dict(self._faces)
        plan = self._plan
        solver: Solver | None = None
        spent = 0
        for steps in range(len(self._undo) + 1):
            if steps:
                entry = self._undo[-steps]
                if entry.kind == "match":
                    a, b = entry.pair
                    present |= (1 << a) | (1 << b)
                else:
                    faces.update(entry.faces_before)
                    solver = None
                plan = entry.plan_before
            if plan is not None:
                return steps
            if spent >= node_limit:
                continue  # out of search: go on to a position with a known winning line
            if solver is None:
                solver = Solver(self.geometry, faces)
            result = solver.solve(present, node_limit - spent)
            spent += result.nodes
            if result.status == "winnable":
                return steps
        return None

    def shuffle(self) -> bool:
        """Redeal the faces on the board over the same positions so that the position can be
        won again; undoable. Sets `shuffle_used`. Returns False (and changes nothing) if the
        game is over or the remaining positions cannot be cleared in any arrangement
        (for instance the last two tiles lie on each other)."""
        if self.over:
            return False
        ids = bits(self._present)
        faces = [self._faces[i] for i in ids]
        try:
            order = removal_order(self.geometry, self._present, self._rng.fork("positions"))
        except Unfillable:
            return False
        new_faces = assign_faces(order, _face_pairs(faces), self._rng.fork("faces"))
        before = tuple((i, self._faces[i]) for i in ids)
        after = tuple((i, new_faces[i]) for i in ids)
        self._undo.append(_Entry("shuffle", (0, 0), before, after, self._plan, list(order)))
        self._redo.clear()
        self._set_faces(after)
        self._plan = list(order)
        self.selected = None
        self.shuffle_used = True
        return True

    def forfeit(self) -> None:
        """Give up this deal: it counts as a loss and the clock stops."""
        if self.over:
            return
        self._forfeited = True
        self.selected = None
        self._stopped = float(self._clock())

    # -- time and result ----------------------------------------------------------------

    def elapsed(self) -> float:
        """Seconds since the game began, frozen once won or forfeited."""
        end = self._stopped if self._stopped is not None else float(self._clock())
        return max(0.0, end - self._start)

    def result(self) -> GameResult | None:
        """The outcome once the game is won or lost, else None."""
        if not self.over:
            return None
        return GameResult(
            self.layout.id,
            not self._present,
            self.elapsed(),
            self.hint_used or self.shuffle_used,
            self.daily,
        )

    # -- internals ----------------------------------------------------------------------

    def _known_solution(self, deal: Deal) -> list | None:
        """The generator's clearing order for this deal, if it is known and replays. A deal
        read from JSON has none; regenerating from its seed finds it when the tiles agree."""
        solution = deal.solution
        if solution is None and isinstance(deal.seed, (int, str)) and not isinstance(
            deal.seed, bool
        ):
            try:
                regenerated = new_deal(self.layout, deal.seed)
            except Unfillable:  # a heap put together by hand that no deal could make
                regenerated = None
            if regenerated is not None and regenerated.tiles == deal.tiles:
                solution = regenerated.solution
        if solution is None:
            return None
        plan = [tuple(m) for m in solution]
        return plan if replays(self.geometry, self._present, plan, self._faces) else None

    def _on_board(self, tile_id: object) -> bool:
        return isinstance(tile_id, int) and tile_id >= 0 and bool(self._present >> tile_id & 1)

    def _has_free_pair(self) -> bool:
        seen: set[str] = set()
        for i in bits(self.geometry.free_mask(self._present)):
            cls = match_class(self._faces[i])
            if cls in seen:
                return True
            seen.add(cls)
        return False

    def _faces_key(self) -> tuple[str, ...]:
        return tuple(self._faces[i] for i in bits(self._present))

    def _set_faces(self, pairs: tuple[tuple[int, str], ...]) -> None:
        for i, face in pairs:
            self._faces[i] = face
        self._solver = None
        self._lost = []
        self._stale_plan = []
        self._hint_key = None

    def _get_solver(self) -> Solver:
        if self._solver is None:
            self._solver = Solver(self.geometry, self._faces)
        return self._solver


def _face_pairs(faces: list[str]) -> list[tuple[str, str]]:
    """Group faces into matching pairs (each class has an even count on a real board)."""
    by_class: dict[str, list[str]] = {}
    for face in sorted(faces):
        by_class.setdefault(match_class(face), []).append(face)
    pairs = []
    for cls in sorted(by_class):
        group = by_class[cls]
        if len(group) % 2:
            raise ValueError(f"an odd number of {cls} tiles is on the board")
        pairs.extend((group[i], group[i + 1]) for i in range(0, len(group), 2))
    return pairs
