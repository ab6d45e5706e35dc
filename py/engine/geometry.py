"""Positions on the half-tile grid and the free rule.

A position (x, y, z) is a tile's top-left corner in half-tile units on layer z; a tile covers
2 x 2 half-units, so neighbours can sit half a tile up or down and a raised tile can straddle
two or four tiles below. Two tiles on one layer overlap if |dx| < 2 and |dy| < 2.

Free (open): no tile on a higher layer overlaps it, and its left side or its right side has no
touching neighbour on its own layer (a tile at dx = -2 or +2 with |dy| < 2). Blocked: not free.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

Position = tuple[int, int, int]
"""(x, y, z): half-tile column, half-tile row, layer."""


def overlap(a: Position, b: Position) -> bool:
    """True if the 2x2 footprints of `a` and `b` overlap (their layers are not compared)."""
    return abs(a[0] - b[0]) < 2 and abs(a[1] - b[1]) < 2


class Geometry:
    """The relations between a fixed list of positions, as bit masks (bit i = position i).

    A set of tiles on the board is an int whose set bits are the positions present, which
    makes the free test a handful of integer operations.
    """

    __slots__ = ("positions", "above", "under", "left", "right", "side", "index", "full")

    def __init__(self, positions: Iterable[Position]) -> None:
        self.positions: tuple[Position, ...] = tuple(
            (int(x), int(y), int(z)) for x, y, z in positions
        )
        n = len(self.positions)
        self.index: dict[Position, int] = {p: i for i, p in enumerate(self.positions)}
        if len(self.index) != n:
            raise ValueError("a position is listed twice")
        self.full = (1 << n) - 1
        above = [0] * n  # overlapping tiles on any higher layer: they cover it
        under = [0] * n  # overlapping tiles on any lower layer: it rests on them
        left = [0] * n  # touching neighbours on its own layer, to the left
        right = [0] * n
        # Bucket by layer so the pairwise scan stays small for 144 tiles.
        for i, a in enumerate(self.positions):
            for j in range(i + 1, n):
                b = self.positions[j]
                dx, dy = b[0] - a[0], b[1] - a[1]
                if abs(dx) > 2 or abs(dy) >= 2:
                    continue
                if a[2] == b[2]:
                    if dx == 2:
                        right[i] |= 1 << j
                        left[j] |= 1 << i
                    elif dx == -2:
                        left[i] |= 1 << j
                        right[j] |= 1 << i
                    elif abs(dx) < 2:
                        raise ValueError(f"tiles at {a} and {b} overlap on one layer")
                elif abs(dx) < 2:
                    if b[2] > a[2]:
                        above[i] |= 1 << j
                        under[j] |= 1 << i
                    else:
                        above[j] |= 1 << i
                        under[i] |= 1 << j
        self.above = tuple(above)
        self.under = tuple(under)
        self.left = tuple(left)
        self.right = tuple(right)
        self.side = tuple(left[i] | right[i] for i in range(n))

    def __len__(self) -> int:
        return len(self.positions)

    def is_free(self, i: int, present: int) -> bool:
        """True if position `i` is free when the positions in mask `present` hold tiles."""
        return not present & self.above[i] and (
            not present & self.left[i] or not present & self.right[i]
        )

    def blocked_reason(self, i: int, present: int) -> str | None:
        """"covered" if a tile lies on it, "sides" if both sides are held, None if free."""
        if present & self.above[i]:
            return "covered"
        if present & self.left[i] and present & self.right[i]:
            return "sides"
        return None

    def free_mask(self, present: int) -> int:
        """The mask of free positions among `present`."""
        above, left, right = self.above, self.left, self.right
        free = 0
        rest = present
        while rest:
            low = rest & -rest
            i = low.bit_length() - 1
            rest ^= low
            if not present & above[i] and (not present & left[i] or not present & right[i]):
                free |= low
        return free


def mask_of(indices: Iterable[int]) -> int:
    """The bit mask with the given bits set."""
    m = 0
    for i in indices:
        m |= 1 << i
    return m


def bits(mask: int) -> list[int]:
    """The set bits of `mask`, lowest first."""
    out = []
    while mask:
        low = mask & -mask
        out.append(low.bit_length() - 1)
        mask ^= low
    return out


def reach(start: int, step: Sequence[int], within: int) -> int:
    """The tiles of mask `start` and every tile reached from them through `step` links
    (e.g. Geometry.left: each tile's left neighbours), going only through tiles of `within`."""
    seen = 0
    frontier = start
    while frontier:
        seen |= frontier
        nxt = 0
        for t in bits(frontier):
            nxt |= step[t]
        frontier = nxt & within & ~seen
    return seen


def check_layout_shape(positions: Sequence[Position]) -> None:
    """Raise ValueError unless the positions are a buildable layout: non-negative coordinates,
    no two tiles overlapping on a layer, every raised tile fully resting on the layer below
    (each of its four half-cells lies on a tile one layer down), and an even count."""
    if len(positions) % 2:
        raise ValueError(f"a layout needs an even number of tiles, not {len(positions)}")
    # One pass over the half-cells each tile covers (cheap enough to check every layout when
    # the layouts are loaded; the pairwise Geometry is built only for a layout being played).
    owner: dict[tuple[int, int, int], int] = {}  # (half-column, half-row, layer) -> tile index
    cells_by_layer: dict[int, set[tuple[int, int]]] = {}
    for i, p in enumerate(positions):
        if min(p) < 0:
            raise ValueError(f"negative coordinate in {p}")
        x, y, z = p
        cells = cells_by_layer.setdefault(z, set())
        for cell in ((x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1)):
            other = owner.setdefault((*cell, z), i)
            if other != i:
                if positions[other] == p:
                    raise ValueError(f"the position {p} is listed twice")
                raise ValueError(f"tiles at {positions[other]} and {p} overlap on one layer")
            cells.add(cell)
    for x, y, z in positions:
        if z == 0:
            continue
        below = cells_by_layer.get(z - 1, set())
        for cell in ((x, y), (x + 1, y), (x, y + 1), (x + 1, y + 1)):
            if cell not in below:
                raise ValueError(f"raised tile at {(x, y, z)} does not rest on layer {z - 1}")
