"""The board's viewport: how far it is zoomed in and where it sits in its box."""

# (the module's notes, as comments: they are not shipped in the bytecode)
# The board's viewport: how far it is zoomed in and where it sits in its box. Pure Python.
#
# The box is the area the board may use (below the toolbar); the board's base size is its size
# fitted to that box (zoom 1, the whole board). Zoomed in, the board is `zoom` times that size and
# `x`, `y` place its top-left corner in the box. A board smaller than the box on an axis is
# centred on it; a larger one may be panned only as far as its edges, so the box never shows felt
# beside a board that could fill it. Every change returns a new Viewport.

from __future__ import annotations

from dataclasses import dataclass, replace

ZOOM_STEP = 1.5  # one step in (double tap, +, a Ctrl+wheel notch); two steps make 2.25x
MAX_TILE_PX = 120.0  # zooming stops about here (a tile wider than a finger needs)...
MIN_MAX_ZOOM = ZOOM_STEP * ZOOM_STEP  # ...but two steps in are always allowed

Size = tuple[float, float]


def max_zoom(tile_px: float) -> float:
    """The largest zoom for a board whose tiles are `tile_px` wide at zoom 1."""
    return max(MIN_MAX_ZOOM, MAX_TILE_PX / max(tile_px, 1.0))


@dataclass(frozen=True)
class Viewport:
    """Zoom (1 = the whole board) and the board's top-left corner in the box, in px."""

    zoom: float = 1.0
    x: float = 0.0
    y: float = 0.0

    @property
    def zoomed(self) -> bool:
        return self.zoom > 1.0 + 1e-6

    @classmethod
    def whole(cls, box: Size, base: Size) -> Viewport:
        """The whole board, centred in the box."""
        return cls().clamped(box, base)

    def clamped(self, box: Size, base: Size) -> Viewport:
        """The same view kept inside the rules: centred where the board is smaller than the
        box, no felt showing beside it where it is larger."""
        x = _clamp_axis(self.x, box[0], base[0] * self.zoom)
        y = _clamp_axis(self.y, box[1], base[1] * self.zoom)
        return replace(self, x=x, y=y)

    def zoom_at(
        self, factor: float, px: float, py: float, box: Size, base: Size, limit: float
    ) -> Viewport:
        """Zoom by `factor` keeping the board point under (px, py) (box coordinates) where it
        is, within 1..limit."""
        zoom = min(max(self.zoom * factor, 1.0), max(limit, 1.0))
        bx = (px - self.x) / self.zoom  # the board point under the pointer, at zoom 1
        by = (py - self.y) / self.zoom
        return Viewport(zoom, px - bx * zoom, py - by * zoom).clamped(box, base)

    def panned(self, dx: float, dy: float, box: Size, base: Size) -> Viewport:
        """Move the board by (dx, dy) px, as far as its edges allow."""
        return replace(self, x=self.x + dx, y=self.y + dy).clamped(box, base)

    def refitted(self, old_box: Size, old_base: Size, box: Size, base: Size) -> Viewport:
        """The same zoom after the box changed size (a resize or a rotation), keeping the board
        point at the centre of the box at the centre."""
        if not self.zoomed:
            return Viewport.whole(box, base)
        fx = (old_box[0] / 2 - self.x) / (old_base[0] * self.zoom)  # as fractions of the board
        fy = (old_box[1] / 2 - self.y) / (old_base[1] * self.zoom)
        x = box[0] / 2 - fx * base[0] * self.zoom
        y = box[1] / 2 - fy * base[1] * self.zoom
        return Viewport(self.zoom, x, y).clamped(box, base)

    def revealing(
        self, left: float, top: float, right: float, bottom: float, box: Size, base: Size
    ) -> Viewport:
        """Pan as little as needed for the rectangle (box coordinates) to be inside the box."""
        dx = _shift_into(left, right, box[0])
        dy = _shift_into(top, bottom, box[1])
        return self.panned(dx, dy, box, base) if dx or dy else self


def _clamp_axis(offset: float, box: float, size: float) -> float:
    if size <= box:
        return (box - size) / 2
    return min(0.0, max(box - size, offset))


def _shift_into(low: float, high: float, length: float) -> float:
    if high - low >= length:
        return -low  # too big to show whole: show its start
    if low < 0:
        return -low
    if high > length:
        return length - high
    return 0.0
