"""Matching a tile's descriptor against a set's references: normalised cross-correlation (NCC)
of the four maps, the best over small shifts of the tile against each reference.

Two stages, to stay fast in pure Python: every reference (upright and turned 180 degrees) is
scored against the tile's centred window; the SEARCHED best of them are then scored at every
shift of up to describe.SHIFT pixels, and each face takes its best score. A distance is
1 - NCC: 0 for a perfect match, 1 for no likeness.

All sums are integers (bytes times bytes), so CPython 3.11 and the browser's newer Python,
whose math.sumprod is about five times faster, score alike to the last bit.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from operator import mul

from .describe import HEIGHT, SHIFT, WIDTH, Descriptor

N = WIDTH * HEIGHT * 4  # values in a window
SEARCHED = 8  # references searched over shifts, after the first stage
SHIFTS = tuple((dx, dy) for dy in range(2 * SHIFT + 1) for dx in range(2 * SHIFT + 1))


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
    def of(cls, values: bytes) -> _Window:
        total = sum(values)
        return cls(values, total, N * _dot(values, values) - total * total)


def _ncc(q: _Window, t: _Window) -> float:
    if q.spread <= 0 or t.spread <= 0:
        return 0.0
    return (N * _dot(q.values, t.values) - q.total * t.total) / math.sqrt(q.spread * t.spread)


class References:
    """A set's references prepared for matching: (face, window, turned, blank) for each
    reference upright and turned."""

    def __init__(self, entries: list[tuple[str, Descriptor]]) -> None:
        self.faces: list[str] = []
        self.refs: list[tuple[str, _Window, bool, bool]] = []
        for face, d in entries:
            if face not in self.faces:
                self.faces.append(face)
            for turned, v in ((False, d), (True, d.turned())):
                self.refs.append((face, _Window.of(v.window(SHIFT, SHIFT)), turned, d.blank))

    def rank(self, d: Descriptor) -> list[Match]:
        """Every face, nearest first (ties in the faces' order)."""
        order = {face: i for i, face in enumerate(self.faces)}
        if d.blank:
            return self._rank_blank(order)
        centre = _Window.of(d.window(SHIFT, SHIFT))
        first = [(_ncc(centre, w), k) for k, (_, w, _, _) in enumerate(self.refs)]
        best: dict[str, tuple[float, bool]] = {}
        for score, k in first:
            face, _, turned, _ = self.refs[k]
            if face not in best or score > best[face][0]:
                best[face] = (score, turned)
        top = sorted(first, key=lambda sk: (-sk[0], sk[1]))[:SEARCHED]
        windows = [_Window.of(d.window(dx, dy)) for dx, dy in SHIFTS]
        for _, k in top:
            face, w, turned, _ = self.refs[k]
            score = max(_ncc(q, w) for q in windows)
            if score > best[face][0]:
                best[face] = (score, turned)
        out = [Match(face, 1.0 - score, turned) for face, (score, turned) in best.items()]
        out.sort(key=lambda m: (m.distance, order[m.face]))
        return out

    def _rank_blank(self, order: dict[str, int]) -> list[Match]:
        """A face with no ink: the faces with a blank reference; else the white dragon (blank
        in many sets) first, half sure; every other face has no likeness."""
        blank = {face for face, _, _, is_blank in self.refs if is_blank}
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
