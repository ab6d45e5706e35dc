"""The frame's four corners, moved by pointer (mouse, finger, pen) or by keys: each corner is a
button over the photo; a drag keeps the grip's offset (the corner does not jump under the
finger), arrow keys move the focused corner (Shift: five times as far). Events in, calls out:
`move(index, x, y) -> bool` with photo pixels, `dragging(index)` while a pointer holds a corner,
`done()` once a drag or a key press ends (the view then splits the row again).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app import dom

KEYS = {"ArrowLeft": (-1, 0), "ArrowRight": (1, 0), "ArrowUp": (0, -1), "ArrowDown": (0, 1)}
KEY_STEP = 1 / 200  # of the photo's longer side
FAST = 5


class CornerInput:
    """Turns pointer and key events on the corner buttons into corner moves."""

    def __init__(self, canvas: Any, handles: list[Any], corner: Callable[[int], tuple],
                 move: Callable[[int, float, float], bool],
                 dragging: Callable[[int | None], None], done: Callable[[], None]) -> None:
        self.canvas = canvas
        self.corner = corner  # index -> the corner's (x, y) now
        self.move = move
        self.dragging = dragging
        self.done = done
        self.held: int | None = None
        self.grip = (0.0, 0.0)  # pointer minus corner, in photo pixels
        for handle in handles:
            dom.on(handle, "pointerdown", self._down)
            dom.on(handle, "pointermove", self._move)
            dom.on(handle, "pointerup", self._up)
            dom.on(handle, "pointercancel", self._up)
            dom.on(handle, "keydown", self._key)
            dom.on(handle, "keyup", self._key_up)

    def to_photo(self, event: Any) -> tuple[float, float]:
        """The pointer's place in photo pixels."""
        rect = self.canvas.getBoundingClientRect()
        scale_x = int(self.canvas.width) / max(1.0, float(rect.width))
        scale_y = int(self.canvas.height) / max(1.0, float(rect.height))
        return ((float(event.clientX) - float(rect.left)) * scale_x,
                (float(event.clientY) - float(rect.top)) * scale_y)

    def _index(self, event: Any) -> int:
        return int(event.currentTarget.dataset.corner)

    def _down(self, event: Any) -> None:
        if event.button is not None and int(event.button) != 0:
            return
        index = self._index(event)
        event.currentTarget.setPointerCapture(event.pointerId)
        event.preventDefault()
        event.currentTarget.focus()
        x, y = self.to_photo(event)
        cx, cy = self.corner(index)
        self.held = index
        self.grip = (x - cx, y - cy)
        self.dragging(index)

    def _move(self, event: Any) -> None:
        if self.held is None:
            return
        x, y = self.to_photo(event)
        self.move(self.held, x - self.grip[0], y - self.grip[1])
        self.dragging(self.held)

    def _up(self, event: Any) -> None:
        if self.held is None:
            return
        self.held = None
        self.dragging(None)
        self.done()

    def _key(self, event: Any) -> None:
        step = KEYS.get(str(event.key))
        if step is None:
            return
        event.preventDefault()
        index = self._index(event)
        size = max(int(self.canvas.width), int(self.canvas.height))
        distance = size * KEY_STEP * (FAST if event.shiftKey else 1)
        x, y = self.corner(index)
        self.move(index, x + step[0] * distance, y + step[1] * distance)

    def _key_up(self, event: Any) -> None:
        if str(event.key) in KEYS:
            self.done()
