"""MCR scorer: the Mahjong Competition Rules (2006 Green Book) in pure Python.

Runs unchanged in CPython 3.11+ and in Pyodide; no imports beyond the standard library.
The notation and the ``score`` call follow ``shared/mcr/notation.md``; fan names and points
are those of ``fans.tsv`` (a copy ships inside this package).

Scoring::

    from scoring import score, HandError
    result = score("[123m]{9999s}456p78sEE", win_tile="6s", self_drawn=False,
                   seat_wind="E", round_wind="E", flowers=0,
                   last_tile=False, last_of_kind=False, kong_tile=False)

``Result`` (from ``score``):

- ``total`` (int, flowers included), ``meets_minimum`` (total without flowers >= 8),
  ``flowers``, ``points_without_flowers``.
- ``fans``: list of ``Fan(name, points, count)`` in fans.tsv order, Flower Tiles last.
- ``details``: list of ``FanUse(name, points, sets, tiles)``, one per counted occurrence:
  the sets (in notation, e.g. ``"[123m]"``, ``"456p"``, ``"{9999s}"``, ``"55s"``) and the tiles
  (e.g. the tile of Tile Hog, the winning tile of a wait) it used; both empty for fans about
  the whole hand.
- ``excluded``: list of ``ExcludedFan(name, by, sets)``: fans the hand shows that are not
  counted because the counted fan ``by`` implies them (e.g. Pung of Terminals or Honors
  ``("[EEE]",)`` by Seat Wind).
- ``arrangement``: the arrangement scored, JSON-able: ``{"form": "standard" | "seven_pairs" |
  "thirteen_orphans" | "honors_and_knitted" | "knitted_straight", "sets": [{"kind", "tiles",
  "exposed", "text"}], "pairs": [...], "tiles": [...]}`` (``tiles``: the single tiles of the
  special forms or the nine tiles of a knitted straight).
- ``wait``: ``"Edge Wait"``, ``"Closed Wait"``, ``"Single Wait"`` when the winning tile
  qualifies for that wait, else None. It qualifies only when the winning tile is the one
  formal wait (below); whether it is counted (Melded Hand, Four Kongs and the special forms
  exclude it) is in ``fans``.
- ``waits``: the tiles the 13-tile hand was waiting on that could still come.
- ``formal_waits``: every tile that completes the 13-tile hand's shape, a kind whose four
  copies the hand already holds included (the interpretation of the Mahjong International
  League): ``2222345m123345s`` waits on 5m, but formally on 2m and 5m, so no Single Wait.
- ``to_json()``: all of the above as one JSON-able dict.

Other calls:

- ``waiting_tiles(hand_without_win, formal=False) -> list[str]``: tiles that complete a
  13-tile hand (``[]`` if none). By default the tiles that can still come: a kind whose four
  copies the hand already holds is not listed. ``formal=True``: the formal waits, which
  decide the wait fans.
- ``wait_fan(hand, win_tile) -> str | None``: the wait fan the winning tile qualifies for.
- ``settle(result, self_drawn, winner, discarder) -> (int, int, int, int)``: each seat's gain:
  every opponent pays 8, the discarder pays the value on top, or all three do on a self-draw;
  a hand under the minimum settles nothing (all zeros).
- ``prevalent_wind(n)``, ``seat_winds(n)`` and ``dealer(n)`` for hand ``n`` (1 to
  ``HANDS_PER_MATCH``, 16) of a match: the round's wind, each player's seat wind (index =
  player, player 0 East at the start) and the player who deals (module ``seating``: the Green
  Book's seat changes before hands 5, 9 and 13; the table game and the score sheet follow it).
- ``read_hand(text) -> WrittenHand``: the one reader of the notation (``tiles.notation``), for
  what a player writes: complete or not, the winning tile after ``+``, each tile and meld with
  its place in the text. Copies and counts are not checked.
- ``parse_hand(text) -> Hand``: ``score``'s hand, complete or not (raises ``HandError`` for
  text that is not tiles, a ``+`` or a fifth copy); ``Hand.tile_count`` counts a meld as 3.
- ``tile_count(text) -> int`` and ``validate(text) -> Hand`` (raises unless 13 tiles).
- ``FANS``: the 81 fans as ``FanInfo(id, points, name, chinese)`` in fans.tsv order.
- ``HandError`` (a ``ValueError``): the message says what is wrong for a player: the unknown
  tile, the fifth copy, the tile count and the count needed, that the tiles do not form a
  winning hand (and what the hand waits on), which flag contradicts the hand, or which
  argument has a wrong value (every argument of ``score`` and ``settle`` is checked: winds
  are exactly "E", "S", "W" or "N", flags True or False, flowers 0 to 8, the winning tile one
  tile). ``code`` and ``values`` say the same for translation, ``span`` where in the text.
- ``KNITTED_STRAIGHTS``: the six knitted straights, as kinds (``tiles.kinds``).
- ``Meld`` and ``HandError`` are ``tiles.meld.Meld`` and ``tiles.notation.HandError``, the
  vocabulary every package shares (faces, kinds, melds and the notation: package ``tiles``).

Command line: ``python -m scoring "[123m]{9999s}456p78sEE" --win 6s [--self-drawn] [--seat S]
[--round E] [--flowers N] [--last-tile] [--last-of-kind] [--kong-tile] [--json]``; the winning
tile may be written after ``+`` instead: ``python -m scoring "[123m]{9999s}456p78sEE + 6s"``.
Benchmark: ``python -m bench.scorer``.
"""

from tiles.meld import Meld
from tiles.notation import HandError, read_hand

from .fans import FANS, Fan, FanInfo
from .hand import Hand
from .notation import parse_hand, tile_count, validate
from .score import ExcludedFan, FanUse, Result, score
from .seating import HANDS_PER_MATCH, dealer, prevalent_wind, seat_winds
from .settle import settle
from .tiles import KNITTED_STRAIGHTS
from .waits import waiting_tiles


def wait_fan(hand: str | Hand, win_tile: str) -> str | None:
    """Edge Wait, Closed Wait or Single Wait if the winning tile qualifies, else None: the hand
    must be won on its only formal wait (``waiting_tiles(hand, formal=True)``)."""
    return score(hand, win_tile).wait


__all__ = [
    "FANS",
    "HANDS_PER_MATCH",
    "KNITTED_STRAIGHTS",
    "ExcludedFan",
    "Fan",
    "FanInfo",
    "FanUse",
    "Hand",
    "HandError",
    "Meld",
    "Result",
    "dealer",
    "parse_hand",
    "prevalent_wind",
    "read_hand",
    "score",
    "seat_winds",
    "settle",
    "tile_count",
    "validate",
    "wait_fan",
    "waiting_tiles",
]
