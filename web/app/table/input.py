"""Keyboard input for the table: arrow keys move the lifted tile, Enter discards it; W, P, K
and C answer a claim (or take a win or a kong on one's turn), Escape passes or closes a panel,
N deals the next hand. Tiles and options are ordinary buttons, so Tab, Enter and Space reach
and press them without any code here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app import dom
from pyscript import document

TYPING = {"INPUT", "SELECT", "TEXTAREA"}
KEYS = {
    "ArrowLeft": "left", "ArrowRight": "right", "ArrowUp": "lift", "ArrowDown": "drop",
    "Home": "first", "End": "last", "Enter": "enter", "Escape": "escape",
    "w": "win", "p": "pung", "k": "kong", "c": "chow", "n": "next",
}


def key_action(key: str, ctrl: bool, alt: bool) -> str | None:
    """The action a key asks for, or None (modified keys are the browser's)."""
    if ctrl or alt:
        return None
    return KEYS.get(key if len(key) > 1 else key.lower())


class Keys:
    """Listens on the document while ``active`` and calls ``handler(action, target)``; when it
    returns True the key's own meaning (scrolling, a button press) is suppressed."""

    def __init__(self, handler: Callable[[str, Any], bool]) -> None:
        self.handler = handler
        self.active = False
        dom.on(document, "keydown", self._keydown)

    def _keydown(self, event: Any) -> None:
        if not self.active or event.defaultPrevented:
            return
        target = event.target
        if (
            target is not None
            and str(getattr(target, "tagName", "")) in TYPING
            and str(getattr(target, "type", "")) not in ("radio", "checkbox")
        ):
            return
        action = key_action(str(event.key), bool(event.ctrlKey or event.metaKey),
                            bool(event.altKey))
        if action and self.handler(action, target):
            event.preventDefault()
