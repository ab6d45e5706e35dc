"""Input for the table: the route's parameters, and the keyboard: arrow keys move the lifted
tile, Enter discards it; W, P, K and C answer a claim (or take a win or a kong on one's turn),
Escape passes or closes a panel, N deals the next hand. Tiles and options are ordinary
buttons, so Tab, Enter and Space reach and press them without any code here.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from app import dom
from app.table.guide import BACK as GUIDE_BACK
from app.table.manager import CLAIM, HAND_OVER, MATCH_OVER, TURN
from app.tilenames import face_name
from pyscript import document
from pyscript.ffi import is_none

TYPING = {"INPUT", "SELECT", "TEXTAREA"}
KEYS = {
    "ArrowLeft": "left", "ArrowRight": "right", "ArrowUp": "lift", "ArrowDown": "drop",
    "Home": "first", "End": "last", "Enter": "enter", "Escape": "escape",
    "w": "win", "p": "pung", "k": "kong", "c": "chow", "n": "next",
}


def parse_route(route: str) -> dict[str, str]:
    """``?seed=5&pace=instant`` (or ``/?...``) -> {"seed": "5", "pace": "instant"}."""
    query = route.lstrip("/").lstrip("?")
    out = {}
    for part in query.split("&"):
        name, _, value = part.partition("=")
        if name and value:
            out[name] = value
    return out


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


class TableKeys:
    """What each key does at the table view (app.table.view): a panel's way back, the next
    hand, the lifted tile on the person's turn, the options of a claim."""

    def __init__(self, view: Any) -> None:
        self.view = view
        self.keys = Keys(self.key)

    def key(self, action: str, target: Any) -> bool:
        """Do what ``action`` asks at the table; True when it did something."""
        view = self.view
        if view.panel is None and view.learn.key(action):
            return True
        status = view.manager.status
        if view.panel is not None:
            back = {"log": "mt-log-back", "menu": "mt-close", "confirm": "mt-keep",
                    "hand": "mt-look", **GUIDE_BACK}.get(view.panel)
            if action == "escape" and back:
                view.press(back)
                return True
            if action == "next" and view.panel == "hand":
                view.next_hand()
                return True
            return False
        if action == "next" and status in (HAND_OVER, MATCH_OVER):
            view.next_hand()
            return True
        if status == TURN:
            return self._turn_key(action, target)
        if status == CLAIM:
            return self._claim_key(action)
        return False

    def _turn_key(self, action: str, target: Any) -> bool:
        view = self.view
        held = view.state.view.held
        if action in ("left", "right", "first", "last", "lift"):
            if view.lifted is None:
                index = len(held) - 1
            elif action == "first":
                index = 0
            elif action == "last":
                index = len(held) - 1
            elif action == "lift":
                index = view.lifted
            else:
                step = -1 if action == "left" else 1
                index = (view.lifted + step) % len(held)
            view.lifted = index
            view.render()
            view.focus_tile(index)
            view.ctx.announce(view.i18n.t("ann.lifted", tile=face_name(held[index],
                                                                          view.i18n.lang)))
            return True
        if action == "drop" and view.lifted is not None:
            view.lifted = None
            view.render()
            return True
        if action == "enter":
            if not is_none(target) and (target.classList.contains("act")
                                        or target.hasAttribute("data-do")):
                return False  # the button presses itself
            if view.lifted is not None:
                view.discard_lifted()
                return True
            return False
        if action in ("win", "kong"):
            return self._press(("win",) if action == "win" else
                               ("concealed_kong", "added_kong"))
        return False

    def _claim_key(self, action: str) -> bool:
        prompt = self.view.prompt
        if action == "escape":
            return self._press(("pass",))
        if action in ("win", "pung", "kong"):
            return self._press((action,))
        if action == "chow":
            chows = list(prompt.querySelectorAll('.act[data-act="chow"]'))
            if len(chows) == 1:
                chows[0].click()
            elif chows:
                active = document.activeElement
                index = next((i for i, b in enumerate(chows) if b == active), -1)
                chows[(index + 1) % len(chows)].focus()
            return bool(chows)
        if action in ("left", "right"):
            buttons = list(prompt.querySelectorAll(".act"))
            active = document.activeElement
            index = next((i for i, b in enumerate(buttons) if b == active), -1)
            step = -1 if action == "left" else 1
            if buttons:
                buttons[(index + step) % len(buttons)].focus()
            return bool(buttons)
        return False

    def _press(self, acts: tuple[str, ...]) -> bool:
        prompt = self.view.prompt
        for act in acts:
            button = prompt.querySelector(f'.act[data-act="{act}"]')
            if not is_none(button):
                button.click()
                return True
        return False
