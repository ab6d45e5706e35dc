"""Small DOM helpers shared by the views: find, create, listen, announce."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from pyodide.ffi import create_proxy
from pyscript import document

# Proxies for event handlers must outlive the call that made them; keep them here.
_handlers: list[Any] = []


def by_id(element_id: str) -> Any:
    """The element with this id (None if absent)."""
    return document.getElementById(element_id)


def create(tag: str, classes: str = "", text: str | None = None, **attrs: str) -> Any:
    """A new element with classes, text and attributes (`data_x` becomes `data-x`)."""
    node = document.createElement(tag)
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
    while node.firstChild:
        node.removeChild(node.firstChild)


def announce(text: str) -> None:
    """Say `text` through the polite live region, for screen readers."""
    live = by_id("live")
    if live is not None:
        live.textContent = ""
        live.textContent = text


def stylesheet(href: str, element_id: str, section: Any) -> None:
    """Load a view's stylesheet when the view first opens (the start-up page does not need
    it); `section` stays invisible until it has arrived, so it never shows unstyled."""
    from pyscript.ffi import is_none  # here: the modules' CPython tests stand pyscript in

    if not is_none(by_id(element_id)):
        return
    section.style.visibility = "hidden"
    link = create("link", "", None, rel="stylesheet", href=href, id=element_id)

    def shown(event: Any) -> None:
        section.style.visibility = ""

    on(link, "load", shown)
    on(link, "error", shown)
    document.head.appendChild(link)
