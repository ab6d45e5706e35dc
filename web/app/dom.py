"""The page's document and window, and small DOM helpers shared by the views: find, create,
listen, announce.

The app starts on Pyodide alone (web/interpreter.mjs, web/boot.js) and PyScript comes after the
first render, so the start's modules reach the page through Pyodide's `js`: `dom.document` and
`dom.window` are the very objects PyScript's `pyscript.document` and `pyscript.window` are in
the page's main thread, and `is_none` is `pyscript.ffi.is_none`. (The views in lazy zips open
once PyScript is up, app.lazy, and may use `pyscript` itself.) They are looked up at their first
use, not at import, so that the start's modules can be imported into the memory snapshot, which
must hold no browser object (tools/snapshot/prepare.py): read them as `dom.document`, never
`from app.dom import document`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyodide.ffi import create_proxy

PAGE_NAMES = ("document", "window")


def __getattr__(name: str) -> Any:
    """`document` and `window`, from the page's `js` at their first use (then kept)."""
    if name not in PAGE_NAMES:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    import js

    globals().update(document=js.document, window=js)  # pyscript.window: the globalThis
    return globals()[name]


def escape(text: str) -> str:
    """`text` safe inside HTML markup and quoted attributes, as `html.escape` makes it (here:
    the start does not import `html`, whose entity table costs a phone tens of ms)."""
    return (text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
            .replace('"', "&quot;").replace("'", "&#x27;"))


def _document() -> Any:
    page = globals().get("document")
    return page if page is not None else __getattr__("document")


def is_none(value: Any) -> bool:
    """Whether `value` is Python's None or JavaScript's null (pyscript.ffi.is_none)."""
    from pyodide.ffi import jsnull

    return value is None or value is jsnull

# Proxies for event handlers must outlive the call that made them; keep them here.
_handlers: list[Any] = []


def by_id(element_id: str) -> Any:
    """The element with this id (None if absent)."""
    return _document().getElementById(element_id)


def create(tag: str, classes: str = "", text: str | None = None, **attrs: str) -> Any:
    """A new element with classes, text and attributes (`data_x` becomes `data-x`)."""
    node = _document().createElement(tag)
    if classes:
        node.className = classes
    if text is not None:
        node.textContent = text
    for name, value in attrs.items():
        node.setAttribute(name.replace("_", "-"), value)
    return node


def on(target: Any, event: str, handler: Callable[[Any], None], capture: bool = False) -> None:
    """Call `handler(event)` for each `event` on `target`, for the life of the page
    (`capture`: before the event reaches the target's descendants)."""
    proxy = create_proxy(handler)
    _handlers.append(proxy)
    target.addEventListener(event, proxy, capture)


def clear(node: Any) -> None:
    """Remove every child of `node`."""
    node.replaceChildren()  # one call: a child at a time was two calls into the page each


def announce(text: str) -> None:
    """Say `text` through the polite live region, for screen readers."""
    live = by_id("live")
    if live is not None:
        live.textContent = ""
        live.textContent = text


def stylesheet(href: str | tuple[str, ...], element_id: str, section: Any) -> None:
    """Load a view's stylesheet (or its sheets, in this order) when the view first opens (the
    start-up page does not need it); `section` stays invisible, and clipped, until every sheet
    has arrived, so it never shows unstyled nor widens the page (an unstyled editor grid is
    800 px wide: a phone would scroll sideways)."""
    if not is_none(by_id(element_id)):
        return
    hrefs = (href,) if isinstance(href, str) else href
    section.style.visibility = "hidden"
    section.style.overflow = "clip"
    waiting = [len(hrefs)]

    def shown(event: Any) -> None:
        waiting[0] -= 1
        if waiting[0] <= 0:
            section.style.visibility = ""
            section.style.overflow = ""

    for n, one in enumerate(hrefs):
        link = create("link", "", None, rel="stylesheet", href=one,
                      id=element_id if n == 0 else f"{element_id}-{n}")
        on(link, "load", shown)
        on(link, "error", shown)
        _document().head.appendChild(link)
