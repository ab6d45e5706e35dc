"""The MCR table game: one wall, four seats, the Green Book's rules of play. Pure Python.

Runs unchanged in CPython 3.11+ and in Pyodide; randomness is injected (a seed shuffles the
wall with ``engine.SplitMix64``), so a match replays exactly from its seed everywhere.
Winning hands are scored by ``scoring.score`` and paid by ``scoring.settle``.

The contract between the table and its players (``actions``, ``view``, ``player``):

* Tiles are strings ``1m..9m 1p..9p 1s..9s E S W N C F P`` and flowers ``fl1..fl4 se1..se4``;
  seats are ints 0..3 (the players, in match order; their winds change from hand to hand).
* ``Action(act, tile="", tiles=(), points=0)``: ``act`` is one of discard, win,
  concealed_kong, added_kong, pass, chow, pung, kong.
* ``SeatView``: everything one seat may see (its concealed tiles and drawn tile, every seat's
  melds, flowers and discards, the wall count, the tile on offer, winds, scores, hand number).
* ``Player``: anything with ``choose(view, actions) -> Action``. Computer players are
  ``table.players.<name>`` modules with ``make(seed) -> Player`` (``make_player(name, seed)``).
* ``Decision(seat, actions)``: a seat that must choose, as ``Table.pending()`` lists them.
"""

from .actions import ACTS, PASS_ACTION, Action, Decision
from .player import Player, make_player
from .tiles import FLOWERS, FULL_SET, PLAYING_TILES, WINDS, is_flower, sorted_tiles
from .view import Discard, Meld, Offer, SeatView

__all__ = [
    "ACTS",
    "FLOWERS",
    "FULL_SET",
    "PASS_ACTION",
    "PLAYING_TILES",
    "WINDS",
    "Action",
    "Decision",
    "Discard",
    "Meld",
    "Offer",
    "Player",
    "SeatView",
    "is_flower",
    "make_player",
    "sorted_tiles",
]
