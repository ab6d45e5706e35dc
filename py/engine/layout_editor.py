"""The layout editor's state: the tiles placed, the layer worked on, mirror symmetry and undo,
and what the editor says about the layout (its count, whether it can be dealt). Pure Python
over the engine: no browser imports (app.editor.view draws it; it ships in editor.zip).

Positions are the layout files' half-tile units: a tile at (x, y, z) covers x..x+1 and
y..y+1 on layer z, so a tile may sit half a tile off its neighbours. The board is WIDTH x HEIGHT
half-units with up to LAYERS layers (KMahjongg's boards are 32 x 16 x 5).
"""

from __future__ import annotations

from typing import NamedTuple

from engine.generate import can_clear
from engine.geometry import Geometry, Position, check_layout_shape
from engine.tiles import SET_SIZE

WIDTH, HEIGHT, LAYERS = 32, 24, 8


class Verdict(NamedTuple):
    """What the editor says about the layout: `key` names the text (the editor's catalog),
    `ok` whether it can be saved and played."""

    key: str
    ok: bool


class EditorModel:
    """The layout being made (see the module docstring)."""

    def __init__(self, positions: list[Position] | tuple[Position, ...] = ()) -> None:
        self.tiles: set[Position] = set()
        self.layer = 0
        self.mirror = False
        self._undo: list[frozenset[Position]] = []
        self.load(positions)

    # -- editing ----------------------------------------------------------------------------

    def load(self, positions: list[Position] | tuple[Position, ...]) -> None:
        """Start from these positions (undoable), on the lowest layer."""
        self._remember()
        self.tiles = {(int(x), int(y), int(z)) for x, y, z in positions}
        self.layer = 0

    def tap(self, x: int, y: int) -> bool:
        """A tap on the current layer at the tile position (x, y): remove the tile of this
        layer under it if there is one (and nothing rests on it), else place a tile there if
        it fits; with mirror symmetry the same at the mirrored place. False if nothing
        changed."""
        z = self.layer
        hit = self.tile_at(x, y, z)
        before = frozenset(self.tiles)
        if hit is not None:
            targets = {hit}
            if self.mirror:
                twin = self.tile_at(*mirrored(hit)[:2], z)
                if twin is not None:
                    targets.add(twin)
            if any(self._rests_on(t) for t in targets):
                return False
            self.tiles -= targets
        else:
            places = {(x, y, z)}
            if self.mirror:
                places.add(mirrored((x, y, z)))
            fits = [p for p in sorted(places) if self.fits(p)]
            if not fits:
                return False
            for p in fits:
                if self.fits(p):  # the twin may overlap the first
                    self.tiles.add(p)
        if frozenset(self.tiles) == before:
            return False
        self._undo.append(before)
        return True

    def fits(self, p: Position) -> bool:
        """True if a tile can be placed at `p`: on the board, clear of the tiles of its layer,
        and (above the ground) resting wholly on tiles of the layer under it."""
        x, y, z = p
        if not (0 <= x <= WIDTH - 2 and 0 <= y <= HEIGHT - 2 and 0 <= z < LAYERS):
            return False
        if any(abs(x - a) < 2 and abs(y - b) < 2 for a, b, c in self.tiles if c == z):
            return False
        if z == 0:
            return True
        below = {(a + i, b + j) for a, b, c in self.tiles if c == z - 1
                 for i in (0, 1) for j in (0, 1)}
        return all((x + i, y + j) in below for i in (0, 1) for j in (0, 1))

    def tile_at(self, x: int, y: int, z: int) -> Position | None:
        """The tile of layer z under the middle of a tile placed at (x, y) (the point
        (x + 1, y + 1)), or None."""
        for a, b, c in self.tiles:
            if c == z and a <= x + 1 <= a + 1 and b <= y + 1 <= b + 1:
                return (a, b, c)
        return None

    def undo(self) -> bool:
        if not self._undo:
            return False
        self.tiles = set(self._undo.pop())
        return True

    @property
    def can_undo(self) -> bool:
        return bool(self._undo)

    def clear(self) -> bool:
        if not self.tiles:
            return False
        self._remember()
        self.tiles = set()
        self.layer = 0
        return True

    def set_layer(self, layer: int) -> None:
        self.layer = max(0, min(LAYERS - 1, layer))

    def _remember(self) -> None:
        if self.tiles or self._undo:
            self._undo.append(frozenset(self.tiles))

    def _rests_on(self, p: Position) -> bool:
        x, y, z = p
        return any(c == z + 1 and abs(a - x) < 2 and abs(b - y) < 2 for a, b, c in self.tiles)

    # -- what it is -------------------------------------------------------------------------

    @property
    def count(self) -> int:
        return len(self.tiles)

    def positions(self) -> list[Position]:
        """The tiles moved so that the layout touches the origin (as layout files are)."""
        if not self.tiles:
            return []
        low_x = min(p[0] for p in self.tiles)
        low_y = min(p[1] for p in self.tiles)
        return sorted(((x - low_x, y - low_y, z) for x, y, z in self.tiles),
                      key=lambda p: (p[2], p[1], p[0]))

    def verdict(self) -> Verdict:
        """Whether the layout can be saved and played, and if not, why (the check that it can
        be dealt: every deal is won by construction, so it is that the construction
        succeeds)."""
        n = self.count
        if n < 2:
            return Verdict("ed.check.empty", False)
        if n > SET_SIZE:
            return Verdict("ed.check.many", False)
        if n % 2:
            return Verdict("ed.check.odd", False)
        positions = self.positions()
        try:
            check_layout_shape(positions)
        except ValueError:
            return Verdict("ed.check.shape", False)
        geom = Geometry(positions)
        if not can_clear(geom, geom.full):
            return Verdict("ed.check.stuck", False)
        return Verdict("ed.check.ok", True)


def mirrored(p: Position) -> Position:
    """The place mirrored across the board's upright middle line."""
    x, y, z = p
    return (WIDTH - 2 - x, y, z)


def placed_at(px: float, py: float, unit_x: float, unit_y: float) -> tuple[int, int]:
    """The tile position (x, y) whose tile is centred nearest the point (px, py) of the
    board drawn with half-units of `unit_x` x `unit_y` px: a tap anywhere places the tile
    under the finger, in half-tile steps."""
    x = round(px / unit_x - 1)
    y = round(py / unit_y - 1)
    return max(0, min(WIDTH - 2, x)), max(0, min(HEIGHT - 2, y))


_ERRORS = (  # words of engine.kmahjongg's and engine.layout_code's errors -> the text to show
    ("first line", "ed.err.header"), ("starts with", "ed.err.header"),
    ("size", "ed.err.size"), ("cells", "ed.err.size"), ("2 beside", "ed.err.top"),
    ("tiles", "ed.err.count"), ("overlap", "ed.err.shape"), ("rest", "ed.err.shape"),
    ("listed twice", "ed.err.shape"), ("negative", "ed.err.shape"),
)


def error_key(message: str) -> str:
    """The text (the editor's catalog) that says in the reader's language what an import or a
    code's error (a ValueError's English message) is about."""
    return next((key for words, key in _ERRORS if words in message), "ed.err.code")
