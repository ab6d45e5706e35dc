"""Which fans a counted fan implies, so that they are not counted again.

``ALL``: the implied fan is never counted with it. ``SHARED``: only occurrences that use one
of the same sets are left out (the three wind pungs of Big Three Winds score no Pung of
Terminals or Honors, a fourth pung of 9s still does). ``ONE``: a single occurrence is left out.
"""

from __future__ import annotations

from typing import NamedTuple

from .fans import FANS
from .rules import Hit

ALL, SHARED, ONE = "all", "shared", "one"

PUNG_TH = "Pung of Terminals or Honors"
CONCEALED = ("Concealed Hand", "Fully Concealed Hand")
KONG_FANS = ("Two Melded Kongs", "Melded Kong", "Two Concealed Kongs", "Concealed Kong")

IMPLIES: dict[str, tuple[str | tuple[str, str], ...]] = {
    "Big Four Winds": (
        "Big Three Winds",
        "All Pungs",
        "Seat Wind",
        "Prevalent Wind",
        PUNG_TH,
    ),
    "Big Three Dragons": ("Two Dragon Pungs", "Dragon Pung"),
    "All Green": ("Half Flush",),
    "Nine Gates": ("Full Flush", *CONCEALED, "No Honors", (PUNG_TH, ONE)),
    "Four Kongs": ("Three Kongs", *KONG_FANS, "Single Wait", "All Pungs"),
    "Seven Shifted Pairs": ("Seven Pairs", "Full Flush", *CONCEALED, "Single Wait", "No Honors"),
    "Thirteen Orphans": ("All Types", *CONCEALED, "Single Wait", "All Terminals and Honors"),
    "All Terminals": (
        "All Terminals and Honors",
        "All Pungs",
        "Outside Hand",
        PUNG_TH,
        "No Honors",
        "Double Pung",
    ),
    "Little Four Winds": ("Big Three Winds", (PUNG_TH, SHARED)),
    "Little Three Dragons": ("Two Dragon Pungs", "Dragon Pung"),
    "All Honors": ("All Terminals and Honors", "All Pungs", "Outside Hand", PUNG_TH),
    "Four Concealed Pungs": (
        "Three Concealed Pungs",
        "Two Concealed Pungs",
        "All Pungs",
        *CONCEALED,
    ),
    "Pure Terminal Chows": (
        "Full Flush",
        "All Chows",
        "Pure Double Chow",
        "Two Terminal Chows",
        "No Honors",
    ),
    "Quadruple Chow": ("Pure Triple Chow", "Pure Double Chow", "Tile Hog"),
    "Four Pure Shifted Pungs": ("Pure Shifted Pungs", "All Pungs"),
    "Four Pure Shifted Chows": ("Pure Shifted Chows", "Short Straight"),
    "Three Kongs": KONG_FANS,
    "All Terminals and Honors": ("All Pungs", "Outside Hand", PUNG_TH),
    "Seven Pairs": (*CONCEALED, "Single Wait"),
    "Greater Honors and Knitted Tiles": (
        "Lesser Honors and Knitted Tiles",
        "All Types",
        *CONCEALED,
    ),
    "All Even Pungs": ("All Pungs", "All Simples", "No Honors"),
    "Full Flush": ("No Honors",),
    "Pure Triple Chow": ("Pure Double Chow",),
    "Upper Tiles": ("Upper Four", "No Honors"),
    "Middle Tiles": ("All Simples", "No Honors"),
    "Lower Tiles": ("Lower Four", "No Honors"),
    "Three-Suited Terminal Chows": (
        "All Chows",
        "No Honors",
        "Mixed Double Chow",
        "Two Terminal Chows",
    ),
    "All Fives": ("All Simples", "No Honors"),
    "Lesser Honors and Knitted Tiles": ("All Types", *CONCEALED),
    "Upper Four": ("No Honors",),
    "Lower Four": ("No Honors",),
    "Big Three Winds": ((PUNG_TH, SHARED),),
    "Mixed Triple Chow": ("Mixed Double Chow",),
    "Reversible Tiles": ("One Voided Suit",),
    "Last Tile Draw": ("Self-Drawn",),
    "Out with Replacement Tile": ("Self-Drawn",),
    "Robbing the Kong": ("Last Tile",),
    "Two Concealed Kongs": ("Concealed Kong", "Two Concealed Pungs"),
    "Melded Hand": ("Single Wait",),
    "Two Dragon Pungs": ("Dragon Pung",),
    "Fully Concealed Hand": ("Self-Drawn",),
    "Two Melded Kongs": ("Melded Kong",),
    "Three Concealed Pungs": ("Two Concealed Pungs",),
    "Prevalent Wind": ((PUNG_TH, SHARED),),
    "Seat Wind": ((PUNG_TH, SHARED),),
    "All Chows": ("No Honors",),
    "All Simples": ("No Honors",),
}


def _rules(name: str) -> dict[str, str]:
    out = {}
    for entry in IMPLIES.get(name, ()):
        implied, scope = (entry, ALL) if isinstance(entry, str) else entry
        out[implied] = scope
    return out


RULES: dict[str, dict[str, str]] = {name: _rules(name) for name in IMPLIES}


class Excluded(NamedTuple):
    """A fan the hand shows but that is not counted, and the counted fan that implies it."""

    name: str
    by: str
    uses: tuple[int, ...] = ()


_ORDER = {f.name: (-f.points, f.id) for f in FANS}


def _order(hit: Hit) -> tuple[int, int]:
    return _ORDER[hit.name]


def apply(hits: list[Hit]) -> tuple[list[Hit], list[Excluded]]:
    """Split hits into counted and excluded, bigger fans deciding first."""
    order = sorted(hits, key=_order)
    counted: list[Hit] = []
    excluded: list[Excluded] = []
    one_used: set[int] = set()
    for hit in order:
        if hit.absorbed_by:
            excluded.append(Excluded(hit.name, hit.absorbed_by, hit.uses))
            continue
        by = None
        for n, kept in enumerate(counted):
            scope = RULES.get(kept.name, {}).get(hit.name)
            if scope == ALL or (scope == SHARED and set(kept.uses) & set(hit.uses)):
                by = kept.name
            elif scope == ONE and n not in one_used:
                one_used.add(n)
                by = kept.name
            if by:
                break
        if by:
            excluded.append(Excluded(hit.name, by, hit.uses))
        else:
            counted.append(hit)
    return counted, excluded
