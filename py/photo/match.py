"""Matching a tile's descriptor against a set's references: normalised cross-correlation (NCC)
of the four maps, the best over small shifts of the tile against each reference.

Two stages, to stay fast in pure Python: every reference (upright and turned 180 degrees) is
scored against the tile's centred window at half resolution (every other pixel and row); the
SEARCHED best of them (those near the best) are then scored at full resolution over the
shifts of up to describe.SHIFT pixels (every other shift, then the neighbours of the best),
and each face takes its best score. A distance is 1 - NCC: 0 for a perfect match, 1 for no
likeness.

All sums are integers (bytes times bytes), so CPython 3.11 and the browser's newer Python,
whose math.sumprod is about five times faster, score alike to the last bit.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from operator import mul

from .describe import HEIGHT, SHIFT, WIDTH, Descriptor

N = WIDTH * HEIGHT * 4  # values in a window
SEARCHED = 8  # references searched over shifts, after the first stage, at most
CUTOFF = 0.2  # and only those scored within this of the first stage's best (a true face
# that went on to win was within 0.11 of it on layouts/ and hands/X_)


def _dot_py(a: bytes, b: bytes) -> int:
    return sum(map(mul, a, b))


_dot = getattr(math, "sumprod", _dot_py)


@dataclass(frozen=True)
class Match:
    """A face and how far the tile is from it (0 = identical), and whether the tile matched
    the reference turned 180 degrees."""

    face: str
    distance: float
    turned: bool


@dataclass(frozen=True)
class _Window:
    """A window's values with its sum and N * (sum of squares) - sum ** 2 (its spread)."""

    values: bytes
    total: int
    spread: int

    @classmethod
    def of(cls, values: bytes, n: int = N) -> _Window:
        total = sum(values)
        return cls(values, total, n * _dot(values, values) - total * total)


def _ncc(q: _Window, t: _Window, n: int = N) -> float:
    if q.spread <= 0 or t.spread <= 0:
        return 0.0
    return (n * _dot(q.values, t.values) - q.total * t.total) / math.sqrt(q.spread * t.spread)


def _coarse(values: bytes) -> bytes:
    """A window's every other pixel of every other row: the first stage's quick look."""
    return b"".join(values[start : start + WIDTH : 2]
                    for start in range(0, len(values), 2 * WIDTH))


N_COARSE = len(_coarse(bytes(N)))
# The first shifts searched (every other pixel), then the neighbours of the best of them.
COARSE_SHIFTS = tuple((dx, dy) for dy in range(0, 2 * SHIFT + 1, 2)
                      for dx in range(0, 2 * SHIFT + 1, 2))


class References:
    """A set's references prepared for matching: (face, window, coarse window, turned,
    blank) for each reference upright and turned."""

    def __init__(self, entries: list[tuple[str, Descriptor]]) -> None:
        self.faces: list[str] = []
        self.refs: list[tuple[str, _Window, _Window, bool, bool]] = []
        for face, d in entries:
            if face not in self.faces:
                self.faces.append(face)
            for turned, v in ((False, d), (True, d.turned())):
                values = v.window(SHIFT, SHIFT)
                self.refs.append((face, _Window.of(values), _Window.of(_coarse(values), N_COARSE),
                                  turned, d.blank))

    def rank(self, d: Descriptor) -> list[Match]:
        """Every face, nearest first (ties in the faces' order)."""
        order = {face: i for i, face in enumerate(self.faces)}
        if d.blank:
            return self._rank_blank(order)
        centre = _Window.of(_coarse(d.window(SHIFT, SHIFT)), N_COARSE)
        first = [(_ncc(centre, coarse, N_COARSE), k)
                 for k, (_, _, coarse, _, _) in enumerate(self.refs)]
        ranked = sorted(first, key=lambda sk: (-sk[0], sk[1]))
        windows: dict[tuple[int, int], _Window] = {}

        def at(shift: tuple[int, int]) -> _Window:
            if shift not in windows:
                windows[shift] = _Window.of(d.window(*shift))
            return windows[shift]

        best: dict[str, tuple[float, bool]] = {}
        searched = [k for score, k in ranked[:SEARCHED] if score >= ranked[0][0] - CUTOFF]
        for k in searched:
            face, w, _, turned, _ = self.refs[k]
            score, (sx, sy) = max((_ncc(at(s), w), s) for s in COARSE_SHIFTS)
            for s in ((sx + dx, sy + dy) for dy in (-1, 0, 1) for dx in (-1, 0, 1)):
                if s not in COARSE_SHIFTS and 0 <= s[0] <= 2 * SHIFT and 0 <= s[1] <= 2 * SHIFT:
                    score = max(score, _ncc(at(s), w))
            if face not in best or score > best[face][0]:
                best[face] = (score, turned)
        # The faces not searched come after those searched, at their first-stage score.
        floor = min(score for score, _ in best.values())
        for score, k in ranked:
            face, _, _, turned, _ = self.refs[k]
            if face not in best:
                floor = min(floor, score) - 1e-6
                best[face] = (floor, turned)
        out = [Match(face, 1.0 - score, turned) for face, (score, turned) in best.items()]
        out.sort(key=lambda m: (m.distance, order[m.face]))
        return out

    def _rank_blank(self, order: dict[str, int]) -> list[Match]:
        """A face with no ink: the faces with a blank reference; else the white dragon (blank
        in many sets) first, half sure; every other face has no likeness."""
        blank = {face for face, _, _, _, is_blank in self.refs if is_blank}
        out = []
        for face in self.faces:
            if face in blank:
                distance = 0.0
            elif face == "P" and not blank:
                distance = 0.5
            else:
                distance = 1.0
            out.append(Match(face, distance, False))
        if "P" not in self.faces and not blank:
            out.append(Match("P", 0.5, False))
            order = {**order, "P": len(order)}
        out.sort(key=lambda m: (m.distance, order[m.face]))
        return out
