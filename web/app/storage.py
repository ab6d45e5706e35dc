"""localStorage as the engine's Storage (get/set of strings): never raises, never loses records.

A browser may refuse storage (private mode, quota, disabled); the game then plays on without
records instead of breaking.
"""

from __future__ import annotations

import contextlib

from app import dom


class LocalStorage:
    """The `Storage` protocol of engine.records over window.localStorage."""

    def get(self, key: str) -> str | None:
        try:
            value = dom.window.localStorage.getItem(key)
        except Exception:  # storage disabled or denied
            return None
        return value if isinstance(value, str) else None

    def set(self, key: str, value: str) -> None:
        # Quota exceeded or storage denied: keep playing without the record.
        with contextlib.suppress(Exception):
            dom.window.localStorage.setItem(key, value)

    def keys(self, prefix: str = "") -> list[str]:
        """The keys that start with ``prefix`` (none when storage is refused)."""
        try:
            store = dom.window.localStorage
            names = [store.key(i) for i in range(int(store.length))]
        except Exception:  # storage disabled or denied
            return []
        return [n for n in names if isinstance(n, str) and n.startswith(prefix)]

    def remove(self, key: str) -> None:
        """Forget one entry (never touches another)."""
        with contextlib.suppress(Exception):
            dom.window.localStorage.removeItem(key)
