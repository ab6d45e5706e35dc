"""The player contract: anything with ``choose(view, actions) -> Action``.

The engine asks a player only when it has a real choice: on its own turn, and on another
seat's discard (or added kong) when it has a claim besides pass. The computer players live in
``table.players.<name>`` modules, each with ``make(seed: int) -> Player``; the person in the
page is driven through ``Table.pending`` / ``Table.apply`` instead.
"""

from __future__ import annotations

import importlib
import re
from collections.abc import Sequence
from typing import Protocol

from .actions import Action
from .seat_view import SeatView


class Player(Protocol):
    """Chooses one of the offered actions from what its seat can see."""

    def choose(self, view: SeatView, actions: Sequence[Action]) -> Action: ...


def make_player(name: str, seed: int = 0) -> Player:
    """The computer player ``table.players.<name>`` (e.g. "simple"), seeded when it is random.

    Raises ValueError for a name that is no player module.
    """
    if not re.fullmatch(r"[a-z][a-z0-9_]*", name or ""):
        raise ValueError(f"unknown player {name!r}")
    try:
        module = importlib.import_module(f"table.players.{name}")
    except ModuleNotFoundError as exc:
        if exc.name != f"table.players.{name}":
            raise
        raise ValueError(f"unknown player {name!r}") from None
    make = getattr(module, "make", None)
    if make is None:
        raise ValueError(f"unknown player {name!r}")
    return make(seed)
