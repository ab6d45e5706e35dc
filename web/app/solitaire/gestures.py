"""Zoom and pan on the board: pinch, double tap, drag, the wheel and the keys."""

# (the module's notes, as comments: they are not shipped in the bytecode)
# The input manager for zooming and panning the board: pinch, double tap, one-finger pan,
# Ctrl+wheel (a trackpad's pinch too) and a mouse drag.
#
# A tap stays the browser's: its click picks the tile, as Enter does from the keyboard, so tapping
# costs nothing here. This module only recognises what is not a tap, and then keeps the click that
# the browser may still send from picking a tile: a finger that moved more than TAP_SLOP pans (if
# the board is zoomed; otherwise it does nothing), two fingers pinch, and a second tap on the same
# spot within DOUBLE_TAP_MS zooms in one step (the view first takes back what the first tap did to
# the selection, so a double tap leaves the selection as it was). Each pointer sequence that ends
# leaves a note whether its click may pick; a click is matched to the latest sequence that had
# ended by its time, so a click the browser sends late still meets its own sequence.
#
# `Recognizer` is the pure state machine (pointer downs, moves and ups in, gestures out);
# `Gestures` binds it to the DOM and to the board's viewport.

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any, NamedTuple

from app import dom
from app.solitaire.zoom import ZOOM_STEP, Viewport

TAP_SLOP = 10.0  # px a finger may wander and still tap
DOUBLE_TAP_MS = 300.0
DOUBLE_TAP_SLOP = 24.0  # px between the two taps of a double tap
WHEEL_STEP = 100.0  # wheel delta (px) of one zoom step; a mouse notch is about 100
LINE_PX = 33.0  # a wheel delta in lines, in px


class Move(NamedTuple):
    """A pan or pinch under way, measured from where it began (so errors never add up):
    scale by `factor` about (cx, cy), then move by (dx, dy)."""

    factor: float
    cx: float
    cy: float
    dx: float
    dy: float


class Tap(NamedTuple):
    """A pointer lifted where it went down; `double` if it is the second tap of a double tap."""

    x: float
    y: float
    double: bool


BEGIN = "begin"  # a pan or a pinch starts: keep the view it starts from
END = "end"  # the fingers lifted: settle the view


class Recognizer:
    """Turns pointer events into BEGIN, Move, END and Tap. Coordinates are px in any one
    frame; `t` is in ms; `target` names what a pointer went down on (a tile id, or None)."""

    def __init__(self) -> None:
        self.points: dict[int, tuple[float, float]] = {}
        self.mode: str | None = None  # "press" (may still be a tap), "pan", "pinch"
        self.origin: tuple[float, float] = (0.0, 0.0)  # where this pan or press began
        self.pinch_start: tuple[float, float, float] = (1.0, 0.0, 0.0)  # distance, centre
        self.target: object = None
        self.touch = False
        self.last_tap: tuple[float, float, float, object] | None = None  # t, x, y, target
        self.ended: list[list] = []  # [end time, its click must not pick] of recent sequences

    def down(self, pid: int, x: float, y: float, t: float, target: object, touch: bool) -> list:
        if not self.points:  # a new sequence
            self.mode = "press"
            self.origin = (x, y)
            self.target = target
            self.touch = touch
        self.points[pid] = (x, y)
        if len(self.points) == 2:
            self.mode = "pinch"
            self.pinch_start = self._spread()
            return [BEGIN]
        return []

    def move(self, pid: int, x: float, y: float) -> list:
        if pid not in self.points:
            return []
        self.points[pid] = (x, y)
        if self.mode == "press":
            if math.dist((x, y), self.origin) <= TAP_SLOP:
                return []
            self.mode = "pan"
            self.last_tap = None
            return [BEGIN, self._pan(x, y)]
        if self.mode == "pan":
            return [self._pan(x, y)]
        if self.mode == "pinch" and len(self.points) >= 2:
            d0, cx0, cy0 = self.pinch_start
            d, cx, cy = self._spread()
            return [Move(d / d0, cx0, cy0, cx - cx0, cy - cy0)]
        return []

    def up(self, pid: int, x: float, y: float, t: float) -> list:
        if pid not in self.points:
            return []
        del self.points[pid]
        if self.mode == "press" and not self.points:
            self.mode = None
            tap = self._tap(x, y, t)
            self._ended(t, swallow=False)
            return [tap]
        if self.mode == "pinch" and len(self.points) == 1:
            # one finger left: it goes on panning from where it is
            (rest,) = self.points.values()
            self.mode = "pan"
            self.origin = rest
            return [END, BEGIN]
        if not self.points:
            self.mode = None
            self._ended(t, swallow=True)
            return [END]
        return []

    def cancel(self, pid: int, t: float) -> list:
        """The browser took the pointer away (a system gesture): end without a tap."""
        if pid not in self.points:
            return []
        del self.points[pid]
        if not self.points:
            was, self.mode = self.mode, None
            self._ended(t, swallow=True)
            return [END] if was in ("pan", "pinch") else []
        return []

    def double_tap_taken(self) -> None:
        """The double tap just recognised zooms: neither of its taps' clicks may pick (the first
        one's too, if the browser has not sent it yet)."""
        for note in self.ended:
            note[1] = True

    def take_click(self, t: float) -> bool:
        """True if a pointer's click at time `t` must not pick a tile: the latest sequence ended
        by then was a pan, a pinch or a double tap. Its note, and any older, is then used up."""
        latest = None
        for i, (end, _) in enumerate(self.ended):
            if end <= t + 1.0:
                latest = i
        if latest is None:
            return False
        swallow = self.ended[latest][1]
        del self.ended[: latest + 1]
        return swallow

    def forget_clicks(self) -> None:
        """A pointer went down elsewhere (a panel, a button): no click of ours is on its way."""
        self.ended.clear()

    # -- internals ----------------------------------------------------------------------

    def _pan(self, x: float, y: float) -> Move:
        return Move(1.0, 0.0, 0.0, x - self.origin[0], y - self.origin[1])

    def _spread(self) -> tuple[float, float, float]:
        (ax, ay), (bx, by) = list(self.points.values())[:2]
        return max(math.dist((ax, ay), (bx, by)), 1.0), (ax + bx) / 2, (ay + by) / 2

    def _ended(self, t: float, swallow: bool) -> None:
        self.ended = [*self.ended[-7:], [t, swallow]]

    def _tap(self, x: float, y: float, t: float) -> Tap:
        last = self.last_tap
        double = (
            self.touch
            and last is not None
            and t - last[0] <= DOUBLE_TAP_MS
            and math.dist((x, y), (last[1], last[2])) <= DOUBLE_TAP_SLOP
            and last[3] == self.target
        )
        self.last_tap = None if double else (t, x, y, self.target)
        return Tap(x, y, double)


def wheel_factor(delta_y: float, delta_mode: int) -> float:
    """The zoom factor of a Ctrl+wheel event (a trackpad pinch sends these too), at most one
    step either way."""
    px = delta_y * (LINE_PX if delta_mode == 1 else 1.0)
    return min(max(ZOOM_STEP ** (-px / WHEEL_STEP), 1 / ZOOM_STEP), ZOOM_STEP)


class Gestures:
    """Listens on the board's wrapper and zooms and pans `board` (an app.solitaire.board.Board).

    `on_double_tap(tile_id, at_ms)` (the tile both taps hit, or None; the second tap's time
    stamp) is asked first whether a double
    tap may zoom: the view takes back the first tap's selection, or refuses when that tap
    removed a pair, so that the tile it uncovered under the finger can be picked at once.
    Pointers that go down on a panel or on a button over the board are not gestures."""

    IGNORE = ".sol-overlay, .board-control"

    def __init__(
        self, wrap: Any, board: Any, on_double_tap: Callable[[int | None, float], bool]
    ) -> None:
        self.wrap = wrap
        self.board = board
        self.on_double_tap = on_double_tap
        self.recognizer = Recognizer()
        self.active = True  # False while a panel covers the board
        self._start: Viewport = board.view
        dom.on(wrap, "pointerdown", self._down)
        dom.on(wrap, "pointermove", self._move)
        dom.on(wrap, "pointerup", self._up)
        dom.on(wrap, "pointercancel", self._cancel)
        dom.on(wrap, "pointerleave", self._leave)
        dom.on(wrap, "touchmove", self._touchmove)
        dom.on(wrap, "wheel", self._wheel)
        dom.on(wrap, "click", self._click, capture=True)

    # ------------------------------------------------------------------ zoom steps

    def step(self, steps: int, at: tuple[float, float] | None = None) -> None:
        """Zoom in (steps > 0) or out by whole steps around a point of the box (its centre if
        None); the +/- keys and the double tap."""
        board = self.board
        x, y = at if at is not None else (board.box[0] / 2, board.box[1] / 2)
        view = board.view.zoom_at(ZOOM_STEP**steps, x, y, board.box, board.base, board.limit)
        board.show(view)

    def whole(self) -> None:
        """Back to the whole board."""
        self.board.show(Viewport.whole(self.board.box, self.board.base))

    # ------------------------------------------------------------------ pointer events

    def _down(self, event: Any) -> None:
        target = event.target  # (a JS null arrives as a falsy jsnull, not None)
        if (
            not self.active
            or not target
            or target.closest(self.IGNORE)
            or (str(event.pointerType) == "mouse" and event.button != 0)
        ):
            self.recognizer.forget_clicks()  # a click there is never a gesture's
            return
        x, y = self.board.to_box(event.clientX, event.clientY)
        tile = target.closest("[data-tile-id]")
        target = int(tile.getAttribute("data-tile-id")) if tile else None
        touch = str(event.pointerType) == "touch"
        self._apply(self.recognizer.down(event.pointerId, x, y, event.timeStamp, target, touch))

    def _move(self, event: Any) -> None:
        if self.recognizer.points:
            x, y = self.board.to_box(event.clientX, event.clientY)
            self._apply(self.recognizer.move(event.pointerId, x, y))

    def _up(self, event: Any) -> None:
        x, y = self.board.to_box(event.clientX, event.clientY)
        for action in self.recognizer.up(event.pointerId, x, y, event.timeStamp):
            if isinstance(action, Tap):
                if action.double and self.on_double_tap(self.recognizer.target,
                                                        float(event.timeStamp)):
                    self.recognizer.double_tap_taken()
                    self.step(1, (action.x, action.y))
            else:
                self._apply([action])

    def _cancel(self, event: Any) -> None:
        self._apply(self.recognizer.cancel(event.pointerId, event.timeStamp))

    def _leave(self, event: Any) -> None:
        if str(event.pointerType) == "mouse":  # a drag that left the board ends there
            self._apply(self.recognizer.cancel(event.pointerId, event.timeStamp))

    def _apply(self, actions: list) -> None:
        board = self.board
        for action in actions:
            if action == BEGIN:
                self._start = board.view
                self.wrap.classList.add("gesturing")
            elif action == END:
                self.wrap.classList.remove("gesturing")
                board.show(board.view)  # lay the tiles out at the zoom the pinch reached
            elif isinstance(action, Move):
                view = self._start
                if action.factor != 1.0:
                    view = view.zoom_at(
                        action.factor, action.cx, action.cy, board.box, board.base, board.limit
                    )
                view = view.panned(action.dx, action.dy, board.box, board.base)
                board.show(view, final=action.factor == 1.0)

    def _touchmove(self, event: Any) -> None:
        # Ours, once it pans or pinches: the browser must not also make it a scroll, whose fling
        # would take the next tap for stopping it (a tap right after a quick pan did nothing).
        if self.recognizer.mode in ("pan", "pinch") and event.cancelable:
            event.preventDefault()

    def _click(self, event: Any) -> None:
        if not str(getattr(event, "pointerType", "") or ""):
            return  # the keyboard's Enter or Space, or a script: never a gesture's
        target = event.target
        if target and target.closest(self.IGNORE):
            return  # a panel's or a button's own click
        if self.recognizer.take_click(float(event.timeStamp)):
            event.stopPropagation()
            event.preventDefault()

    def _wheel(self, event: Any) -> None:
        if not self.active:
            return
        board = self.board
        if event.ctrlKey:
            x, y = board.to_box(event.clientX, event.clientY)
            factor = wheel_factor(float(event.deltaY), int(event.deltaMode))
            board.show(board.view.zoom_at(factor, x, y, board.box, board.base, board.limit))
        elif board.view.zoomed:
            scale = LINE_PX if int(event.deltaMode) == 1 else 1.0
            dx, dy = -float(event.deltaX) * scale, -float(event.deltaY) * scale
            board.show(board.view.panned(dx, dy, board.box, board.base))
        else:
            return
        event.preventDefault()
