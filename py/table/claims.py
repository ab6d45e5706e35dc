"""Claims on a discard: who may take it for what, and whose claim wins.

Anyone may win on a discard, or claim it for a pung or a melded kong; only the next player
may claim it for a chow. Priority: win > pung/kong > chow; when several players win, the
first in turn order after the discarder takes the tile. Once the wall is empty the last
discard may only be won on (Last Tile Claim).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from tiles import PLAYING_TILES
from tiles.kinds import KIND

from .actions import CHOW, KONG, PASS, PUNG, WIN, Action

RANK = {WIN: 3, KONG: 2, PUNG: 2, CHOW: 1, PASS: 0}
"""How strong a claim is; equal ranks other than win cannot meet (one seat holds the pair)."""


def chows(concealed: Sequence[str], tile: str) -> list[tuple[str, str, str]]:
    """The chows ``tile`` completes with two tiles from ``concealed``, lowest first."""
    kind = KIND[tile]
    if kind >= 27:
        return []
    out = []
    suit_base = kind - kind % 9
    for low in range(max(suit_base, kind - 2), min(kind, suit_base + 6) + 1):
        run = tuple(PLAYING_TILES[k] for k in range(low, low + 3))
        if all(t == tile or t in concealed for t in run):
            out.append((run[0], run[1], run[2]))
    return out


def meld_claims(
    concealed: Sequence[str], tile: str, next_player: bool, wall_left: int
) -> list[Action]:
    """Kong, pung and chow claims on ``tile`` for a hand holding ``concealed`` (no win, no pass).

    ``next_player``: the seat plays right after the discarder (only it may chow). With the
    wall empty no meld may be claimed.
    """
    if wall_left <= 0:
        return []
    out: list[Action] = []
    copies = concealed.count(tile)
    if copies >= 3:
        out.append(Action(KONG, tile))
    if copies >= 2:
        out.append(Action(PUNG, tile))
    if next_player:
        out.extend(Action(CHOW, tile, run) for run in chows(concealed, tile))
    return out


def winning_claim(
    answers: Mapping[int, Action], order: Sequence[int], open_ranks: Mapping[int, int]
) -> tuple[int, Action] | None:
    """The claim that takes the tile, or None while a seat yet to answer could still beat the
    best answer so far (then the engine waits for it).

    ``order``: the other seats in turn order after the discarder. ``answers``: the choices
    made so far. ``open_ranks``: for each seat yet to answer, the rank of its best offer.
    Returns ``(seat, Action(PASS))`` when every claimant passed.
    """
    best: tuple[tuple[int, int], int, Action] | None = None
    for steps, seat in enumerate(order):
        action = answers.get(seat)
        if action is None:
            continue
        key = (RANK[action.act], -steps)
        if best is None or key > best[0]:
            best = (key, seat, action)
    for steps, seat in enumerate(order):
        if seat in open_ranks:
            could = (open_ranks[seat], -steps)
            if best is None or could > best[0]:
                return None
    if best is None:  # nobody was asked
        return None
    return best[1], best[2]
