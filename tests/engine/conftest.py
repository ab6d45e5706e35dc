"""Shared helpers for the engine tests."""

from __future__ import annotations

import pytest
from engine.geometry import Geometry, bits
from engine.tiles import match_class


def replay(geom: Geometry, faces, present: int, moves) -> bool:
    """True if `moves` (pairs of position indexes) clears `present`, each pair free and
    matching at its turn."""
    for a, b in moves:
        if a == b or not (present >> a & 1 and present >> b & 1):
            return False
        if not (geom.is_free(a, present) and geom.is_free(b, present)):
            return False
        if match_class(faces[a]) != match_class(faces[b]):
            return False
        present &= ~((1 << a) | (1 << b))
    return present == 0


def brute_force(geom: Geometry, faces, present: int) -> bool:
    """Plain exhaustive search, for checking the solver on small boards."""
    dead: set[int] = set()

    def win(state: int) -> bool:
        if not state:
            return True
        if state in dead:
            return False
        free = bits(geom.free_mask(state))
        for n, a in enumerate(free):
            for b in free[n + 1 :]:
                same = match_class(faces[a]) == match_class(faces[b])
                if same and win(state & ~((1 << a) | (1 << b))):
                    return True
        dead.add(state)
        return False

    return win(present)


class FakeClock:
    """A clock the test moves by hand."""

    def __init__(self, start: float = 1000.0) -> None:
        self.now = start

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def clock() -> FakeClock:
    return FakeClock()
