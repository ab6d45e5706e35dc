"""The scorer's reading of a hand: ``parse_hand`` reads ``score``'s hand argument (no ``+``, no
tile more than four times) and ``validate`` adds the count of 13. The notation itself
(``[123m]{9999s}456p78sEE + 6s``) is read by ``tiles.notation.read_hand``, the one reader of
every caller, and written by ``tiles.write``; every error is a ``HandError``.
"""

from __future__ import annotations

from collections.abc import Iterable

from tiles import PLAYING_TILES
from tiles.kinds import NUM_KINDS
from tiles.meld import Meld
from tiles.notation import HandError, read_hand

from .arguments import bad_argument
from .hand import Hand

HAND_SIZE = 13  # tiles before the winning tile, a meld counting as 3
MAX_MELDS = 4


def parse_hand(text: str) -> Hand:
    """Read ``score``'s hand (complete or not yet); raise HandError for text that is not tiles.

    Checks the notation and that no tile appears more than four times; it does not require
    13 tiles, so the page can show "N tiles, 13 needed" while the player types. The winning
    tile is not part of it: a ``+`` is an error that says to pass that tile on its own.
    """
    written = read_hand(text)
    if written.plus is not None:
        raise HandError(
            "the hand is written without its winning tile: give the tile after '+' on its own "
            "(win_tile, or --win on the command line)",
            "win_in_hand",
            (written.plus, len(text)),
        )
    hand = Hand.from_written(written)
    check_copies(hand.counts())
    return hand


def check_copies(counts: Iterable[int], win_tile: int | None = None) -> None:
    """Raise HandError naming any tile that appears more than four times."""
    for kind, n in enumerate(counts):
        if n > 4:
            extra = " with the winning tile" if kind == win_tile else ""
            face = PLAYING_TILES[kind]
            raise HandError(
                f"{face} appears {n} times{extra}: there are only 4 of each tile",
                "fifth",
                tile=face,
                count=n,
            )


def tile_count(text: str) -> int:
    """Tiles in a hand so far, a meld counting as 3 (13 make a hand before the winning tile)."""
    return parse_hand(text).tile_count


def validate(text: str | Hand) -> Hand:
    """Read a hand (text or ``Hand``) and check it has exactly 13 tiles before the winning tile."""
    hand = check_hand(text)
    n = hand.tile_count
    if n != HAND_SIZE:
        melds = len(hand.melds)
        detail = f" ({melds} meld{'s' if melds != 1 else ''} count 3 each)" if melds else ""
        advice = "remove" if n > HAND_SIZE else "add"
        raise HandError(
            f"the hand has {n} tiles{detail}; it needs 13 plus the winning tile "
            f"({advice} {abs(n - HAND_SIZE)})",
            "tile_count",
            count=n,
            needed=HAND_SIZE,
        )
    if len(hand.melds) > MAX_MELDS:
        raise HandError("a hand has at most four melds", "too_many_melds")
    return hand


def check_hand(value: object, name: str = "hand") -> Hand:
    """A hand: notation text, or a ``Hand`` whose melds and tiles are well formed.

    Text is read by ``parse_hand`` (which names what is wrong in it); a ``Hand`` built by code
    is checked here: known meld kinds, chows that start at rank 1-7 of a suit, tile kinds
    0..33, and no tile more than four times.
    """
    if isinstance(value, str):
        return parse_hand(value)
    if not isinstance(value, Hand):
        raise bad_argument(name, value, "notation text such as '[123m]456p78sEE' or a Hand")
    for meld in value.melds:
        if not (isinstance(meld, Meld) and meld.well_formed):
            raise bad_argument(name, value, "a Hand of well-formed melds", f"bad meld {meld!r}")
    for tile in value.concealed:
        if not _is_kind(tile):
            raise bad_argument(name, value, "a Hand of tile kinds 0 to 33", f"bad tile {tile!r}")
    check_copies(value.counts())
    return value


def _is_kind(tile: object) -> bool:
    return isinstance(tile, int) and not isinstance(tile, bool) and 0 <= tile < NUM_KINDS
