"""Sharing a win of the daily deal: its short text, and how it is sent."""

# (the module's notes, as comments: they are not shipped in the bytecode)
# Sharing a win of the daily deal: the short text (a pure function, in the interface language)
# and sending it with the Web Share API, or to the clipboard where that is missing.
#
# The text names the layout, the deal's date in Kathmandu, the time and whether a hint or a
# shuffle was used, and ends with the app's address. Nothing about the player goes in it.

from __future__ import annotations

from collections.abc import Callable
from datetime import date
from typing import Any


def date_text(i18n: Any, day: date) -> str:
    """A date as the reader writes it: "29 November 2026", "२९ नोभेम्बर २०२६"."""
    return i18n.t("sol.date", d=day.day, month=i18n.t(f"sol.month.{day.month}"), y=day.year)


def share_text(
    i18n: Any,
    layout_name: str,
    day: date,
    seconds: float,
    hint_used: bool,
    shuffle_used: bool,
    address: str,
) -> str:
    """The text shared after a win of the daily deal of `day`, in the reader's language."""
    if hint_used and shuffle_used:
        helped = i18n.t("sol.share.hint_shuffle")
    elif hint_used:
        helped = i18n.t("sol.share.hint")
    elif shuffle_used:
        helped = i18n.t("sol.share.shuffle")
    else:
        helped = i18n.t("sol.share.clean")
    lines = [
        i18n.t("sol.share.head", layout=layout_name),
        i18n.t("sol.share.day", date=date_text(i18n, day)),
        i18n.t("sol.share.result", time=i18n.clock(seconds), help=helped),
        address,
    ]
    return "\n".join(lines)


def app_address(location: Any) -> str:
    """The app's address from `window.location`: no fragment, no query (nothing personal)."""
    return f"{location.origin}{location.pathname}"


def send(text: str, title: str, done: Callable[[str], None]) -> None:
    """Share `text` (call it from the click that asked, which the Web Share API needs), then
    call `done` with "shared", "cancelled", "copied" or "manual" (nothing worked: the page
    shows the text to copy by hand)."""
    import asyncio

    from pyodide.ffi import to_js

    from app.dom import window

    navigator = window.navigator

    async def run() -> None:
        share = getattr(navigator, "share", None)
        if share is not None:
            data = to_js({"title": title, "text": text}, dict_converter=window.Object.fromEntries)
            try:
                await navigator.share(data)
                done("shared")
                return
            except Exception as exc:  # the player closed the share sheet, or it failed
                if "AbortError" in str(exc):
                    done("cancelled")
                    return
        clipboard = getattr(navigator, "clipboard", None)
        if clipboard is not None:
            try:
                await clipboard.writeText(text)
                done("copied")
                return
            except Exception:  # refused (no permission, not a secure page): copy by hand
                pass
        done("manual")

    asyncio.ensure_future(run())
