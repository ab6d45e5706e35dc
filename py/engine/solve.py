"""`solve`: the public entry to the solver, for a deal, a game, or a list of tiles."""

from __future__ import annotations

from collections.abc import Iterable

from .deal import Deal, DealtTile
from .geometry import Geometry
from .solver import Solver, SolveResult

__all__ = ["SolveResult", "solve", "solve_limited"]


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
