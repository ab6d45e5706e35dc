"""Arrow keys on the board: from the focused tile to the nearest free tile in that direction.

Pure Python over tile positions (the deal's half-grid), so the rule is tested in CPython and the
browser test can plan its key presses with the same function the page uses.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping

# (step along x, step along y) of each key, in half-tile units on the board.
DIRECTIONS = {
    "ArrowRight": (1, 0),
    "ArrowLeft": (-1, 0),
    "ArrowDown": (0, 1),
    "ArrowUp": (0, -1),
}
SIDEWAYS_COST = 2  # a step sideways counts double: Right prefers the same row, further on


def arrow_target(
    positions: Mapping[int, tuple[int, int, int]], free: Iterable[int], start: int, key: str
) -> int | None:
    """The free tile an arrow `key` moves to from tile `start`: of the free tiles lying
    strictly that way, the one nearest along the key's direction plus twice the distance
    across it (ties: the one less far across, the upper layer, the lower id); None past the
    edge or for another key. `positions` maps a tile id to its (x, y, z).

    Almost every free tile is some other free tile's arrow target; Tab reaches every one."""
    step = DIRECTIONS.get(key)
    if step is None or start not in positions:
        return None
    sx, sy = step
    x0, y0, _ = positions[start]
    best: tuple[int, int, int, int] | None = None
    for tile in free:
        if tile == start:
            continue
        x, y, z = positions[tile]
        ahead = (x - x0) * sx + (y - y0) * sy
        if ahead <= 0:
            continue
        across = abs(x - x0) if sx == 0 else abs(y - y0)
        cost = (ahead + SIDEWAYS_COST * across, across, -z, tile)
        if best is None or cost < best:
            best = cost
    return None if best is None else best[-1]
