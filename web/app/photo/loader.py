"""Opening photo entry: the reader (photo.zip, outside python.zip, with the rest of this
package: build.PAGE_LAZY) is fetched and unpacked the first time the player opens it, with a
visible loading line; its stylesheet likewise. The service worker precaches photo.zip, so this
works offline too.
"""

from __future__ import annotations

import asyncio
import importlib
import io
import sys
import time
import zipfile
from collections.abc import Callable
from html import escape
from typing import Any

from pyodide.http import pyfetch

from app import dom
from app.context import AppContext

URL = "./photo.zip"
FOLDER = "/home/pyodide/lazy"  # unpacked here, put on sys.path
STYLESHEET = "./styles/photo.css"
_panels: list[Any] = []  # the one panel, once made


async def load_reader() -> float:
    """Fetch photo.zip, unpack it onto sys.path and import `photo` (once); the ms it took."""
    start = time.perf_counter()
    if "photo" not in sys.modules:
        response = await pyfetch(URL)
        if not response.ok:
            raise OSError(f"{URL}: HTTP {response.status}")
        # Unpacked with zipfile, not Pyodide's unpack_archive: that one also looks for
        # installed distributions (importlib.metadata), which the trimmed library leaves out.
        with zipfile.ZipFile(io.BytesIO(await response.bytes())) as archive:
            archive.extractall(FOLDER)
        # No importlib.invalidate_caches(): the folder joins sys.path only now, unpacked, so
        # its finder lists it fresh (and the call needs importlib.metadata, left out).
        if FOLDER not in sys.path:
            sys.path.insert(0, FOLDER)
        # The rest of this package (view, render, manager, ...) came in photo.zip too.
        package = sys.modules[__package__]
        if f"{FOLDER}/app/photo" not in package.__path__:
            package.__path__.append(f"{FOLDER}/app/photo")
        importlib.import_module("photo")
    return (time.perf_counter() - start) * 1000


def open_photo_entry(ctx: AppContext, section: Any, on_hand: Callable[[Any], None],
                     opener: Any) -> None:
    """Show the photo panel in `section` (loading the reader first, the first time); the
    tiles read go to `on_hand(hand)`; closing gives the focus back to `opener`."""
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


async def _load_and_open(ctx: AppContext, section: Any, on_hand: Callable[[Any], None],
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
