"""Keyboard input for the solitaire page: the keys and the arrows among free tiles."""

# (the module's notes, as comments: they are not shipped in the bytecode)
# Keyboard input for the solitaire page: the seed's keys U (undo), H (hint), S (shuffle), also
# Ctrl+Z / Ctrl+Y (and Ctrl+Shift+Z) for undo / redo, Escape to clear a selection or close a panel,
# + and - to zoom the board in and out, 0 for the whole board, and arrow keys inside the layout
# picker. Tiles and buttons are ordinary buttons, so Tab, Enter and Space reach and press them
# without any code here. (Zooming and panning by touch and wheel: app.solitaire.gestures.)

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app import dom
from app.solitaire.arrows import DIRECTIONS, arrow_target

TYPING = {"INPUT", "SELECT", "TEXTAREA"}


ZOOM_KEYS = {"+": "zoom-in", "=": "zoom-in", "-": "zoom-out", "0": "zoom-reset"}


def key_action(key: str, ctrl: bool, shift: bool, alt: bool) -> str | None:
    """The action a key press asks for: undo, redo, hint, shuffle, escape, zoom-in, zoom-out,
    zoom-reset, or None. (Ctrl with + - 0 stays the browser's own zoom.)"""
    if alt:
        return None
    lower = key.lower()
    if ctrl:
        if lower == "z":
            return "redo" if shift else "undo"
        if lower == "y":
            return "redo"
        return None
    if key == "Escape":
        return "escape"
    if key in ZOOM_KEYS:
        return ZOOM_KEYS[key]  # "+" needs Shift on many keyboards
    if shift:
        return None
    return {"u": "undo", "h": "hint", "s": "shuffle"}.get(lower)


class Keys:
    """Listens on the document and calls `handler(action)`; returns True when it acted so the
    browser's own meaning of the key (e.g. Ctrl+Y) is suppressed."""

    def __init__(self, handler: Callable[[str], bool]) -> None:
        self.handler = handler
        self.active = False
        dom.on(dom.document, "keydown", self._keydown)

    def _keydown(self, event: Any) -> None:
        if not self.active or event.defaultPrevented or event.repeat and event.key != "Escape":
            return
        target = event.target
        if (target is not None and str(getattr(target, "tagName", "")) in TYPING
                and str(getattr(target, "type", "")) not in ("checkbox", "radio")):
            return  # (a switch or a radio button is not typed in: Escape still closes)
        action = key_action(
            str(event.key), bool(event.ctrlKey or event.metaKey), bool(event.shiftKey),
            bool(event.altKey),
        )
        if action and self.handler(action):
            event.preventDefault()


class BoardArrows:
    """Arrow keys on the board: from the focused tile to the nearest free tile that way
    (app.solitaire.arrows). `positions()` gives every tile's (x, y, z) on the deal's grid."""

    def __init__(
        self, board: Any, positions: Callable[[], dict[int, tuple[int, int, int]]]
    ) -> None:
        self.board = board
        self.positions = positions
        dom.on(board.root, "keydown", self._keydown)

    def _keydown(self, event: Any) -> None:
        key = str(event.key)
        if key not in DIRECTIONS or event.altKey or event.ctrlKey or event.metaKey:
            return
        start = event.target.getAttribute("data-tile-id") if event.target else None
        if not start:
            return
        event.preventDefault()  # the arrows never scroll the page from the board
        free = [tile for tile, look in self.board.looks.items() if look.present and look.free]
        target = arrow_target(self.positions(), free, int(start), key)
        if target is not None:
            self.board.nodes[target].focus()
