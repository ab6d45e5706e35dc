"""Reading and writing the hand notation of notation.md: ``[123m]{9999s}456p78sEE``."""

from __future__ import annotations

from collections.abc import Iterable

from .errors import HandError
from .hand import Hand, Meld
from .tiles import HONOR_LETTERS, SUITS, tile_name

HAND_SIZE = 13  # tiles before the winning tile, a meld counting as 3


def parse_tiles(text: str, where: str = "") -> list[int]:
    """Tiles written as digit runs closed by a suit letter, or honour letters: '123m45pEE'."""
    tiles: list[int] = []
    digits = ""
    for ch in text:
        if ch.isspace():
            continue
        if ch in "123456789":
            digits += ch
        elif ch in SUITS:
            if not digits:
                raise HandError(
                    f"'{ch}' has no number before it{where}: write e.g. 5{ch}",
                    "suit_without_number",
                    suit=ch,
                )
            base = 9 * SUITS.index(ch) - 1
            tiles.extend(base + int(d) for d in digits)
            digits = ""
        elif ch in HONOR_LETTERS:
            if digits:
                raise HandError(
                    f"the numbers '{digits}' have no suit letter (m, p or s){where}",
                    "number_without_suit",
                    text=digits,
                )
            tiles.append(27 + HONOR_LETTERS.index(ch))
        elif ch == "0":
            raise HandError(
                f"'0' is not a tile number{where}: suited tiles are 1 to 9", "unknown_char", char=ch
            )
        else:
            raise HandError(
                f"unknown tile '{ch}'{where}: use 1-9 with m/p/s, winds E S W N, dragons C F P",
                "unknown_char",
                char=ch,
            )
    if digits:
        raise HandError(
            f"the numbers '{digits}' have no suit letter (m, p or s){where}",
            "number_without_suit",
            text=digits,
        )
    return tiles


def parse_tile(text: str) -> int:
    """One tile such as '6s' or 'E' (the winning tile)."""
    tiles = parse_tiles(text, " in the winning tile")
    if len(tiles) != 1:
        raise HandError(f"the winning tile must be one tile, not '{text.strip()}'")
    return tiles[0]


def _parse_meld(body: str, exposed: bool) -> Meld:
    brackets = "[]" if exposed else "{}"
    shown = f"{brackets[0]}{body}{brackets[1]}"
    tiles = sorted(parse_tiles(body, f" in {shown}"))
    if not exposed:
        if len(tiles) != 4 or len(set(tiles)) != 1:
            raise HandError(
                f"{shown} is not a concealed kong: curly brackets hold four equal tiles"
            )
        return Meld("kong", tiles[0], exposed=False)
    if len(tiles) in (3, 4) and len(set(tiles)) == 1:
        return Meld("pung" if len(tiles) == 3 else "kong", tiles[0], exposed=True)
    if (
        len(tiles) == 3
        and tiles[0] < 27
        and tiles[0] // 9 == tiles[2] // 9
        and tiles[1] == tiles[0] + 1
        and tiles[2] == tiles[0] + 2
    ):
        return Meld("chow", tiles[0], exposed=True)
    raise HandError(
        f"{shown} is not a meld: a chow is three consecutive tiles of one suit, "
        "a pung three equal tiles, a kong four"
    )


def parse_hand(text: str) -> Hand:
    """Read a hand (complete or not yet); raise HandError for text that is not tiles.

    Checks the notation and that no tile appears more than four times; it does not require
    13 tiles, so the page can show "N tiles, 13 needed" while the player types.
    """
    melds: list[Meld] = []
    concealed_text: list[str] = []
    i = 0
    while i < len(text):
        ch = text[i]
        if ch in "[{":
            close = "]" if ch == "[" else "}"
            end = text.find(close, i + 1)
            other = text.find("[" if ch == "[" else "{", i + 1)
            if end < 0 or (0 <= other < end):
                raise HandError(f"'{ch}' at position {i + 1} is never closed with '{close}'")
            melds.append(_parse_meld(text[i + 1 : end], exposed=ch == "["))
            i = end + 1
            continue
        if ch in "]}":
            raise HandError(f"'{ch}' at position {i + 1} closes no bracket")
        concealed_text.append(ch)
        i += 1
    concealed = parse_tiles("".join(concealed_text))
    hand = Hand(tuple(melds), tuple(sorted(concealed)))
    check_copies(hand.counts())
    return hand


def check_copies(counts: Iterable[int], win_tile: int | None = None) -> None:
    """Raise HandError naming any tile that appears more than four times."""
    for kind, n in enumerate(counts):
        if n > 4:
            extra = " with the winning tile" if kind == win_tile else ""
            raise HandError(
                f"{tile_name(kind)} appears {n} times{extra}: there are only 4 of each tile"
            )


def tile_count(text: str) -> int:
    """Tiles in a hand so far, a meld counting as 3 (13 make a hand before the winning tile)."""
    return parse_hand(text).tile_count


def validate(text: str | Hand) -> Hand:
    """Parse a hand and check it has exactly 13 tiles before the winning tile."""
    hand = parse_hand(text) if isinstance(text, str) else text
    n = hand.tile_count
    if n != HAND_SIZE:
        melds = len(hand.melds)
        detail = f" ({melds} meld{'s' if melds != 1 else ''} count 3 each)" if melds else ""
        advice = "remove" if n > HAND_SIZE else "add"
        raise HandError(
            f"the hand has {n} tiles{detail}; it needs 13 plus the winning tile "
            f"({advice} {abs(n - HAND_SIZE)})"
        )
    if len(hand.melds) > 4:
        raise HandError("a hand has at most four melds")
    return hand


def format_tiles(tiles: Iterable[int]) -> str:
    """Write tiles compactly: [0,1,2,27,27] -> '123mEE' (runs of one suit share a letter)."""
    out: list[str] = []
    run = ""
    run_suit = ""
    for t in tiles:
        name = tile_name(t)
        if t < 27:
            if name[1] != run_suit and run:
                out.append(run + run_suit)
                run = ""
            run_suit = name[1]
            run += name[0]
        else:
            if run:
                out.append(run + run_suit)
                run, run_suit = "", ""
            out.append(name)
    if run:
        out.append(run + run_suit)
    return "".join(out)
