"""Table points at the end of a match: 4, 2, 1 and 0 by place, players with equal totals sharing
the points of the places they take together (two first: (4 + 2) / 2 = 3 each)."""

from __future__ import annotations

from collections.abc import Sequence

TABLE_POINTS = (4, 2, 1, 0)


def places(totals: Sequence[int]) -> tuple[int, ...]:
    """Each seat's place, 1 to 4 (equal totals share the better place)."""
    return tuple(1 + sum(1 for other in totals if other > mine) for mine in totals)


def table_points(totals: Sequence[int]) -> tuple[float, ...]:
    """Each seat's table points for these totals (ties share; 7 in all)."""
    shares = []
    for mine in totals:
        above = sum(1 for other in totals if other > mine)
        tied = sum(1 for other in totals if other == mine)
        shares.append(sum(TABLE_POINTS[above:above + tied]) / tied)
    return tuple(shares)


def points_text(points: float) -> str:
    """Table points as written on a sheet: ``3``, ``1.5``, ``1.75``; a third of a point to two
    decimals (three sharing first: ``2.33``)."""
    if points == int(points):
        return str(int(points))
    return f"{points:.2f}".rstrip("0")
