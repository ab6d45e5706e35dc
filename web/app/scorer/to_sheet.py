"""A scored hand handed from the scorer to the score sheet ("Add to the score sheet"): its
points, how it was won (the seat winds of the winner and the discarder, as the scorer's context
has them), the hand and its fans, and the scorer's address of it. Kept under one key until the
sheet saves it as a hand or the player dismisses it, so a reload in between loses nothing.
Pure Python: the page's storage is app.storage.LocalStorage, the tests' a memory store.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass
from typing import Any

import keeping
from tiles import WINDS

KEY = "mj.v1.sheet.offer"
VERSION = 1
SHEET_ROUTE = "#/sheet/add"


@dataclass(frozen=True)
class Offer:
    """A scored hand on its way to the sheet."""

    points: int  # the total, flowers included
    without_flowers: int  # what the 8-point minimum counts
    self_drawn: bool
    seat_wind: str  # the winner's seat wind
    discarder: str | None  # the discarder's seat wind; None when self-drawn
    round_wind: str
    hand: str  # the notation, "... + winning tile"
    fans: tuple[tuple[str, int, int], ...]  # (name, points, count) as the scorer counted them
    route: str  # the scorer's address of the hand ("?h=...")

    def extra(self) -> dict[str, Any]:
        """The fields the sheet keeps with the hand: the tiles, the fans, the flowers and the
        way back to the scorer."""
        return {"hand": self.hand, "fans": [list(f) for f in self.fans],
                "flowers": self.points - self.without_flowers, "scorer": self.route}


def offer_of(result: Any, context: Any, hand_text: str, route: str) -> Offer:
    """The offer for a scored hand: the scorer's ``Result`` and the context it was scored in."""
    return Offer(
        points=int(result.total),
        without_flowers=int(result.points_without_flowers),
        self_drawn=bool(context.self_drawn),
        seat_wind=str(context.seat_wind),
        discarder=None if context.self_drawn else str(context.discarder),
        round_wind=str(context.round_wind),
        hand=hand_text,
        fans=tuple((str(f.name), int(f.points), int(f.count)) for f in result.fans),
        route=route,
    )


def to_text(offer: Offer) -> str:
    return json.dumps({"v": VERSION, **asdict(offer)}, ensure_ascii=False)


def from_text(text: str) -> Offer:
    """The offer stored; ValueError with a reason when it is not one."""
    data = keeping.read_json(text, VERSION)
    fans = data.get("fans")
    checks = (
        type(data.get("points")) is int and type(data.get("without_flowers")) is int,
        isinstance(data.get("self_drawn"), bool),
        data.get("seat_wind") in WINDS and data.get("round_wind") in WINDS,
        data.get("discarder") in (*WINDS, None),
        isinstance(data.get("hand"), str) and isinstance(data.get("route"), str),
        isinstance(fans, list) and all(
            isinstance(f, list) and len(f) == 3 and isinstance(f[0], str)
            and type(f[1]) is int and type(f[2]) is int for f in fans),
    )
    if not all(checks):
        raise ValueError("not a scored hand for the sheet")
    return Offer(data["points"], data["without_flowers"], data["self_drawn"],
                 data["seat_wind"], data["discarder"], data["round_wind"], data["hand"],
                 tuple((f[0], f[1], f[2]) for f in fans), data["route"])


def store(storage: Any, offer: Offer) -> None:
    storage.set(KEY, to_text(offer))


def load(storage: Any) -> Offer | None:
    """The offer waiting, if any (one that cannot be read is removed: that key only)."""
    return keeping.load(storage, KEY, from_text)


def clear(storage: Any) -> None:
    keeping.forget(storage, KEY)
