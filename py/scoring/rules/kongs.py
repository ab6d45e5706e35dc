"""Kongs and concealed pungs: Melded/Concealed Kong, Two Melded/Concealed Kongs, Three and
Four Kongs, Two/Three/Four Concealed Pungs.

A concealed kong counts as a concealed pung. A pung completed by a discarded winning tile
counts as melded, unless the winning tile can be read as part of a concealed chow instead.
"""

from __future__ import annotations

from . import Hit, View


def discard_completed_pung(view: View) -> int | None:
    """Index of the concealed pung that the discarded winning tile completes, if it must."""
    ctx = view.ctx
    if ctx.self_drawn:
        return None
    win = ctx.win_tile
    in_chow = any(
        g.kind == "chow" and not g.exposed and g.tile <= win <= g.tile + 2 for _, g in view.sets()
    )
    if in_chow:
        return None
    for i, g in view.sets():
        if g.kind == "pung" and not g.exposed and g.tile == win:
            return i
    return None


def detect(view: View) -> list[Hit]:
    hits: list[Hit] = []
    melded_completion = discard_completed_pung(view)
    concealed = tuple(
        i
        for i, g in view.sets()
        if g.kind in ("pung", "kong") and not g.exposed and i != melded_completion
    )
    names = ("Two Concealed Pungs", "Three Concealed Pungs", "Four Concealed Pungs")
    for n, name in enumerate(names, start=2):
        if len(concealed) >= n:  # the smaller ones are implied, and reported as such
            hits.append(Hit(name, concealed))
    melded_kongs = tuple(i for i, g in view.sets() if g.kind == "kong" and g.exposed)
    concealed_kongs = tuple(i for i, g in view.sets() if g.kind == "kong" and not g.exposed)
    kongs = melded_kongs + concealed_kongs
    hits.extend(Hit("Melded Kong", (i,)) for i in melded_kongs)
    hits.extend(Hit("Concealed Kong", (i,)) for i in concealed_kongs)
    if len(melded_kongs) >= 2:
        hits.append(Hit("Two Melded Kongs", melded_kongs))
    if len(concealed_kongs) >= 2:
        hits.append(Hit("Two Concealed Kongs", concealed_kongs))
    if len(kongs) >= 3:
        hits.append(Hit("Three Kongs", kongs))
    if len(kongs) == 4:
        hits.append(Hit("Four Kongs", kongs))
    return hits
