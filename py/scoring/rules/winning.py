"""Fans about how the hand was won: Self-Drawn, Concealed / Fully Concealed / Melded Hand,
Last Tile Draw / Claim, Out with Replacement Tile, Robbing the Kong, Last Tile, and the wait
fans (Edge, Closed, Single Wait), which need exactly one tile kind to complete the hand's shape:
the formal waits, where a kind whose four copies the hand already holds is a wait too (waits.py).
"""

from __future__ import annotations

from tiles.kinds import rank

from ..decompose import KNITTED_STRAIGHT, SEVEN_PAIRS, STANDARD, THIRTEEN_ORPHANS
from . import Hit, View

# Special forms won on one tile kind show Single Wait, which the form itself implies.
PAIR_FORMS = (SEVEN_PAIRS, THIRTEEN_ORPHANS)


def exposed_copies(view: View) -> int:
    """Copies of the winning tile in the winner's exposed melds."""
    win = view.ctx.win_tile
    return sum(g.tiles.count(win) for g in view.hand.melds if g.exposed)


def wait_fan(view: View) -> Hit | None:
    """Edge, Closed or Single Wait for this arrangement (only one of them, in that order).

    The winning tile may be read in any concealed chow or pair that holds its kind; in a
    knitted straight hand, a winning tile read as filling the knitted straight itself is
    none of the three waits, but if the pair can take it instead, that is a Single Wait.
    """
    if not view.unique_wait or view.form not in (STANDARD, KNITTED_STRAIGHT, *PAIR_FORMS):
        return None
    win = view.ctx.win_tile
    if view.form == THIRTEEN_ORPHANS:
        return Hit("Single Wait", (), (win,))  # one tile completes it; Thirteen Orphans implies it
    found: dict[str, int] = {}
    for i, g in enumerate(view.groups):
        if g.exposed or g.kind in ("kong", "pung"):
            continue
        if g.kind == "pair" and g.tile == win:
            found.setdefault("Single Wait", i)
        elif g.kind == "chow" and g.tile + 1 == win:
            found.setdefault("Closed Wait", i)
        elif g.kind == "chow" and (
            (rank(g.tile) == 1 and win == g.tile + 2) or (rank(g.tile) == 7 and win == g.tile)
        ):
            found.setdefault("Edge Wait", i)
    for name in ("Edge Wait", "Closed Wait", "Single Wait"):
        if name in found:
            return Hit(name, (found[name],), (win,))
    return None


def detect(view: View) -> list[Hit]:
    ctx = view.ctx
    hits: list[Hit] = []
    exposed = [g for g in view.hand.melds if g.exposed]
    if ctx.self_drawn:
        hits.append(Hit("Self-Drawn"))
    if not exposed:
        hits.append(Hit("Fully Concealed Hand" if ctx.self_drawn else "Concealed Hand"))
    if len(exposed) == 4 and not ctx.self_drawn:
        hits.append(Hit("Melded Hand"))
    if ctx.last_tile:
        hits.append(Hit("Last Tile Draw" if ctx.self_drawn else "Last Tile Claim"))
    if ctx.kong_tile:
        hits.append(Hit("Out with Replacement Tile" if ctx.self_drawn else "Robbing the Kong"))
    if ctx.last_of_kind or exposed_copies(view) == 3:
        hits.append(Hit("Last Tile", (), (ctx.win_tile,)))
    wait = wait_fan(view)
    if wait:
        hits.append(wait)
    return hits
