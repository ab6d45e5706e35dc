"""Opening photo entry: the reader (photo.zip, outside python.zip, with the rest of this
package: app.manifest) is fetched and unpacked (app.lazy) the first time the player opens it,
with a visible loading line; its stylesheet likewise.
"""

from __future__ import annotations

import asyncio
import importlib
import time
from collections.abc import Callable
from html import escape
from typing import Any

from app import dom, lazy
from app.context import AppContext
from app.manifest import PANELS

URL = f"./{PANELS['app.photo.view'][0]}"
STYLESHEET = "./styles/photo.css"
_panels: list[Any] = []  # the one panel, once made


async def load_reader() -> float:
    """Fetch photo.zip, unpack it and import `photo` (once); the ms it took."""
    start = time.perf_counter()
    if not lazy.loaded(URL):
        # the rest of this package (view, render, manager, ...) comes in photo.zip too
        await lazy.load_zip(URL)
        importlib.import_module("photo")
        _install_kernel()
    return (time.perf_counter() - start) * 1000


def _install_kernel() -> None:
    """The namer's layers run by the JavaScript kernel (app.photo.kernel); a missing or
    damaged weights file is left for reading to report (PhotoError "bad_model": the panel
    says so, and the hand can still be typed)."""
    from photo import PhotoError
    from photo.namer import load_namer

    from app.photo import kernel

    try:
        namer = load_namer()
    except PhotoError:
        return
    kernel.install(namer)


def open_photo_entry(ctx: AppContext, section: Any, on_hand: Callable[[Any, int, bool], None],
                     opener: Any) -> None:
    """Show the photo panel in `section` (loading the reader first, the first time); the
    tiles read go to `on_hand(hand, flowers, new)` (flowers: how many flowers and seasons
    were read; new: a photo just read, not a correction); closing gives the focus back to
    `opener`."""
    if not section.hidden:  # the opener again: close
        if _panels:
            _panels[0].close()
        return
    dom.stylesheet(STYLESHEET, "ph-css", section)
    section.hidden = False
    opener.setAttribute("aria-expanded", "true")
    if _panels:
        _panels[0].open()
        return
    section.dataset.state = "loading"
    section.innerHTML = (f'<p class="ph-loading" role="status"><span class="ph-spinner" '
                         f'aria-hidden="true"></span>{escape(ctx.i18n.t("ph.loading"))}</p>')
    asyncio.ensure_future(_load_and_open(ctx, section, on_hand, opener))


async def _load_and_open(ctx: AppContext, section: Any, on_hand: Callable[[Any, int, bool], None],
                         opener: Any) -> None:
    try:
        load_ms = await load_reader()
    except Exception:  # offline with nothing cached, a server error: say so, let them retry
        section.dataset.state = "failed"
        section.innerHTML = (f'<p class="ph-note" role="alert">{escape(ctx.i18n.t("ph.err.load"))}'
                             "</p>")
        ctx.announce(ctx.i18n.t("ph.err.load"))
        opener.setAttribute("aria-expanded", "false")
        return
    from app.photo.view import PhotoPanel

    panel = PhotoPanel(ctx, section, on_hand, opener)
    _panels.append(panel)
    section.dataset.loadMs = f"{load_ms:.1f}"
    panel.open()


def panel() -> Any:
    """The photo panel, if it was opened."""
    return _panels[0] if _panels else None
