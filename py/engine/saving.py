"""A record kept under one key of the page's storage (the solitaire's deal, the table's match,
the table's history): read it back, where a text that cannot be read is removed (that key
only, never another record), and forget it. Pure Python: the page's storage is
app.storage.LocalStorage, the tests' engine.MemoryStorage.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TypeVar

import safejson

T = TypeVar("T")


def load(storage: object, key: str, read: Callable[[str], T]) -> T | None:
    """``read(text)`` of the text under ``key``, or None when there is none; when ``read``
    raises (a defect of any kind), the key is removed and None returned: never break the page."""
    text = storage.get(key)
    if not text:
        return None
    try:
        return read(text)
    except Exception:  # any defect of a stored text: drop it
        forget(storage, key)
        return None


def forget(storage: object, key: str) -> None:
    """Remove ``key`` (``storage.remove`` if the storage has it, else an empty text)."""
    remove = getattr(storage, "remove", None)
    if callable(remove):
        remove(key)
    elif storage.get(key):
        storage.set(key, "")


def read_json(text: str, version: int) -> dict:
    """A stored text's JSON object of format ``version`` ("v"); ValueError with a one-line
    reason otherwise."""
    try:
        data = safejson.loads(text)
    except (ValueError, TypeError) as exc:
        raise ValueError(f"malformed JSON: {exc}") from None
    if not isinstance(data, dict) or data.get("v") != version:
        raise ValueError("not a save of this version")
    return data
