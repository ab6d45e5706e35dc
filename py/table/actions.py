"""What a seat may do, and who must decide: the ``Action`` and ``Decision`` values.

An ``Action`` is one choice the engine offers a seat. On its own turn (after a draw, or a
claimed chow or pung): ``discard``, ``win`` (self-drawn), ``concealed_kong``, ``added_kong``.
On another seat's discard: ``win``, ``pung``, ``kong`` (melded), ``chow`` (next seat only)
and ``pass``. On an added kong that it could rob: ``win`` and ``pass``. The engine offers only
legal actions (a win only when it is worth at least 8 points without flowers), so a player
just picks one of them.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

DISCARD = "discard"
WIN = "win"
CONCEALED_KONG = "concealed_kong"
ADDED_KONG = "added_kong"
PASS = "pass"
CHOW = "chow"
PUNG = "pung"
KONG = "kong"

ACTS: tuple[str, ...] = (DISCARD, WIN, CONCEALED_KONG, ADDED_KONG, PASS, CHOW, PUNG, KONG)
TURN_ACTS = frozenset((DISCARD, WIN, CONCEALED_KONG, ADDED_KONG))
CLAIM_ACTS = frozenset((WIN, PUNG, KONG, CHOW, PASS))


@dataclass(frozen=True)
class Action:
    """One legal choice.

    ``tile``: the tile discarded, won on, konged or claimed ("" for pass). ``tiles``: a chow's
    three tiles in order (the claimed tile among them), else (). ``points``: for a win, the
    hand's total as ``scoring.score`` counts it (flowers included), else 0.

    Two actions are the same choice when ``act``, ``tile`` and ``tiles`` agree (``key``); the
    engine accepts a returned action by its key, so ``points`` need not be copied.
    """

    act: str
    tile: str = ""
    tiles: tuple[str, ...] = ()
    points: int = 0

    @property
    def key(self) -> tuple[str, str, tuple[str, ...]]:
        """What identifies the choice (``points`` is information, not part of it)."""
        return (self.act, self.tile, self.tiles)

    def to_json(self) -> dict:
        """A JSON-able dict (empty fields left out): for saved matches and the page."""
        out: dict = {"act": self.act}
        if self.tile:
            out["tile"] = self.tile
        if self.tiles:
            out["tiles"] = list(self.tiles)
        if self.points:
            out["points"] = self.points
        return out

    @classmethod
    def from_json(cls, data: dict) -> Action:
        """The action written by ``to_json``; ValueError if it is not one."""
        if not isinstance(data, dict) or data.get("act") not in ACTS:
            raise ValueError(f"not an action: {data!r}")
        tile = data.get("tile", "")
        tiles = data.get("tiles", [])
        points = data.get("points", 0)
        if not isinstance(tile, str) or not isinstance(tiles, list) or type(points) is not int:
            raise ValueError(f"not an action: {data!r}")
        return cls(data["act"], tile, tuple(str(t) for t in tiles), points)

    def __str__(self) -> str:
        if self.tiles:
            return f"{self.act} {''.join(self.tiles)}"
        return f"{self.act} {self.tile}".strip()


PASS_ACTION = Action(PASS)


class Decision(NamedTuple):
    """A seat that must choose, and the actions it may choose from (never just pass)."""

    seat: int
    actions: tuple[Action, ...]
