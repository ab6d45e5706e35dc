"""What every view is given: the page's storage, records, language and a way to announce."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Protocol

from app.i18n import Translator


class View(Protocol):
    """A section of the app (solitaire, scorer, reference) that the router shows and hides."""

    def show(self, route: str) -> None:
        """Become visible; `route` is the rest of the fragment after the view's own name."""

    def hide(self) -> None:
        """Become hidden (stop clocks, timers and key handling)."""

    def relabel(self) -> None:
        """Redraw texts after the interface language changed."""


@dataclass
class AppContext:
    """Shared services; one per page."""

    i18n: Translator
    storage: Any  # app.storage.LocalStorage, the engine's Storage protocol
    records: Any  # engine.Records over that storage
    announce: Callable[[str], None]
    navigate: Callable[[str], None]  # set the fragment, e.g. navigate("#/score/...")
    extras: dict[str, Any] = field(default_factory=dict)
    pressed: str | None = None
    """The button pressed on the static start screen before Python was up, while the first
    view is shown and until it presses it (app.main): a view about to deal need not draw its
    start screen first."""
    offered_layout: str | None = None
    """The layout that static start screen showed as chosen, while `pressed` is set."""
    shell_box: tuple[float, float] | None = None
    """While the first view is shown, if the static start screen is still in its section in
    the page's language (app.shell): the board's box its picker was ordered for. The
    solitaire view then takes that markup over instead of drawing it again."""
