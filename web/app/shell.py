"""The page's static shell (build.py writes the solitaire start screen into index.html, with
web/shell.js): handing over to Python, and what it needs from Python for the next visit.

Before Python is up, the static start screen already answers taps: it keeps the language and the
layout chosen as the app's own settings, and remembers the one button pressed. `hand_over()`
stops it and returns what it was asked; `restore()` puts the scroll and the focus back on the
same elements once the Python page has drawn them. `remember_start()` keeps the start screen's
lines that depend on the player's records (today's best, the streak, the deal in progress) so
that the next visit's static start screen shows them before Python is up.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any

KEY = "mj.v1.shell"  # {"v": 1, "lang", "day", "layout", "lines": {element id: text or null}}


@dataclass(frozen=True)
class Early:
    """What happened on the static page before Python was up."""

    action: str | None = None  # the id of the button pressed, to be pressed now
    focus: str | None = None  # the id of the element that had the focus
    scroll: dict[str, float] = field(default_factory=dict)  # element id -> scrollTop
    layout: str | None = None  # the layout its picker showed as chosen
    lang: str | None = None  # the language it was shown in
    box: tuple[float, float] | None = None  # the board's box its picker was ordered for, px


def hand_over() -> Early:
    """Stop the static page's handlers; what it was asked (nothing without a static page)."""
    from app.dom import window  # (here: build.py reads KEY in CPython)

    shell = getattr(window, "mahjongShell", None)
    if shell is None or not hasattr(shell, "handOver"):
        return Early()
    try:
        data = json.loads(str(shell.handOver()))
    except ValueError:
        return Early()
    scroll = {str(k): float(v) for k, v in (data.get("scroll") or {}).items()}
    layout, lang, box = data.get("layout"), data.get("lang"), data.get("box")
    if not (isinstance(box, list) and len(box) == 2
            and all(isinstance(x, (int, float)) for x in box)):
        box = None
    return Early(data.get("action"), data.get("focus"), scroll,
                 layout if isinstance(layout, str) else None,
                 lang if isinstance(lang, str) else None,
                 (float(box[0]), float(box[1])) if box else None)


def restore(early: Early) -> None:
    """The focus and the scroll positions back where the static page had them."""
    from app import dom

    if early.focus:
        node = dom.by_id(early.focus)
        if node:
            node.focus()
    for element_id, top in early.scroll.items():
        node = dom.by_id(element_id)
        if node and top:
            node.scrollTop = top


def remember_start(storage: Any, lang: str, day: str, layout: str,
                   lines: dict[str, str | None]) -> None:
    """Keep the start screen's record-dependent lines for the next visit's static page."""
    entry = {"v": 1, "lang": lang, "day": day, "layout": layout, "lines": lines}
    storage.set(KEY, json.dumps(entry, ensure_ascii=False))


def about(layout_id: str, lang: str) -> str:
    """A built-in layout's one-line description in `lang`, from the static start screen's data
    (the site ships the layouts without them: build._bundle_layouts); "" without it."""
    from app.dom import window

    shell = getattr(window, "mahjongShell", None)
    if shell is None or not hasattr(shell, "about"):
        return ""
    try:
        return str(shell.about(layout_id, lang) or "")
    except Exception:  # a shell of another build: no description rather than a broken page
        return ""
