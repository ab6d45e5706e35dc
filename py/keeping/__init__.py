"""Versioned records kept under one key of a string store (the solitaire's deal and records,
the table's match and history, the sheet's match): the store's shape (`Storage`, and
`MemoryStorage` for tests and command lines), reading a record back, where a text that cannot be
read is removed (that key only, never another record), and forgetting it. Shared by every
package and view that keeps something. Pure Python: the page's storage is
app.storage.LocalStorage, the tests' keeping.MemoryStorage.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol, TypeVar

import safejson

T = TypeVar("T")


class Storage(Protocol):
    """A string key-value store, such as the browser's localStorage."""

    def get(self, key: str) -> str | None: ...

    def set(self, key: str, value: str) -> None: ...


class MemoryStorage:
    """A Storage in a dict, for tests and the command line."""

    def __init__(self, data: dict[str, str] | None = None) -> None:
        self.data: dict[str, str] = dict(data or {})

    def get(self, key: str) -> str | None:
        """The text under ``key``, or None."""
        return self.data.get(key)

    def set(self, key: str, value: str) -> None:
        """Keep ``value`` under ``key``."""
        self.data[key] = value


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
