"""Reading the hand notation of shared/mcr/notation.md: ``[123m]{9999s}456p78sEE + 6s``.

One reader for every caller: ``read_hand`` reads what a player writes (complete or not, the
winning tile after ``+``) and says where each tile and meld stands in the text, so a page can
keep the player's order and mark what is wrong; ``parse_tiles`` and ``parse_tile`` read a run
of tiles and one tile. The writer is ``tiles.write`` (and ``str`` of a ``Meld``). Every error
is a ``HandError`` with a ``code``, its ``values`` and, for text, its ``span``; the scorer
raises the same error for a hand that does not score (``scoring.HandError``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import NamedTuple

from . import HONORS, SUITS
from .kinds import EAST
from .meld import CHOW, KONG, PUNG, Meld


class HandError(ValueError):
    """The text is not a hand, the hand is not a winning hand, or an argument is wrong.

    The message is written for a player: it names the unknown tile, the fifth copy, the tile
    count and the count expected, the contradicting flag, or the argument and its wrong value.
    Where a caller may want to say it in another language, ``code`` names the kind of mistake
    and ``values`` its particulars (e.g. code "unknown_char", values {"char": "X"}); ``span`` is
    where the mistake stands in the notation text, (start, end), so a page can mark it. All
    three are optional (None, {}, None).
    """

    def __init__(
        self,
        message: str,
        code: str | None = None,
        span: tuple[int, int] | None = None,
        **values: object,
    ) -> None:
        super().__init__(message)
        self.code = code
        self.span = span
        self.values = values


class TileAt(NamedTuple):
    """A tile as written: its kind and the characters that name it, ``text[start:end]``
    (the digit of a suited tile, the letter of an honour)."""

    tile: int
    start: int
    end: int


class MeldAt(NamedTuple):
    """A meld as written: the meld and its characters, brackets included."""

    meld: Meld
    start: int
    end: int


@dataclass(frozen=True)
class WrittenHand:
    """A hand as the player wrote it, complete or not.

    ``melds`` and ``concealed`` are in the order written, each with its place in ``text``;
    ``win`` is the tile after ``+`` (None when there is no ``+`` or nothing after it), ``plus``
    where the ``+`` stands. Copies are not counted here (a fifth copy is read as written).
    """

    text: str
    melds: tuple[MeldAt, ...]
    concealed: tuple[TileAt, ...]
    win: TileAt | None = None
    plus: int | None = None

    @property
    def tile_count(self) -> int:
        """Tiles before the winning tile, a meld counting as 3."""
        return 3 * len(self.melds) + len(self.concealed)


_BRACKETS = re.compile(r"[\[\]{}]")
_DIGITS = {str(d): d for d in range(1, 10)}
_SUIT_BASE = {suit: 9 * i - 1 for i, suit in enumerate(SUITS)}  # + rank = the tile kind
_HONORS = {letter: EAST + i for i, letter in enumerate(HONORS)}


def _read_tiles(text: str, offset: int = 0, where: str = "") -> list[TileAt]:
    """Tiles written as digit runs closed by a suit letter, or honour letters: '123m45pEE'.

    ``offset`` is where ``text`` starts in the whole notation (for the spans); ``where`` names
    the place in the messages (' in [12xm]').
    """
    tiles: list[TileAt] = []
    digits: list[tuple[int, int]] = []  # (rank, place) of the digits waiting for their suit
    for i, ch in enumerate(text, offset):
        rank = _DIGITS.get(ch)
        if rank is not None:
            digits.append((rank, i))
        elif ch in _SUIT_BASE:
            if not digits:
                raise HandError(
                    f"'{ch}' has no number before it{where}: write e.g. 5{ch}",
                    "suit_without_number",
                    (i, i + 1),
                    suit=ch,
                )
            base = _SUIT_BASE[ch]
            for rank, at in digits:
                tiles.append(TileAt(base + rank, at, at + 1))
            digits = []
        elif ch in _HONORS:
            if digits:
                raise _no_suit(digits, where)
            tiles.append(TileAt(_HONORS[ch], i, i + 1))
        elif ch.isspace():
            continue
        elif ch == "0":
            raise HandError(
                f"'0' is not a tile number{where}: suited tiles are 1 to 9",
                "unknown_char",
                (i, i + 1),
                char=ch,
            )
        else:
            raise HandError(
                f"unknown tile '{ch}'{where}: use 1-9 with m/p/s, winds E S W N, dragons C F P",
                "unknown_char",
                (i, i + 1),
                char=ch,
            )
    if digits:
        raise _no_suit(digits, where)
    return tiles


def _no_suit(digits: list[tuple[int, int]], where: str) -> HandError:
    numbers = "".join(str(rank) for rank, _ in digits)
    return HandError(
        f"the numbers '{numbers}' have no suit letter (m, p or s){where}",
        "number_without_suit",
        (digits[0][1], digits[-1][1] + 1),
        text=numbers,
    )


def parse_tiles(text: str, where: str = "") -> list[int]:
    """The tile kinds of a run of notation without brackets: '456p78sEE'."""
    return [t.tile for t in _read_tiles(text, 0, where)]


def parse_tile(text: str) -> int:
    """One tile such as '6s' or 'E' (the winning tile)."""
    tiles = parse_tiles(text, " in the winning tile")
    if len(tiles) != 1:
        raise HandError(
            f"the winning tile must be one tile, not '{text.strip()}'",
            "one_win_tile",
            text=text.strip(),
        )
    return tiles[0]


def _read_meld(text: str, start: int, end: int) -> Meld:
    """The meld written in ``text[start:end]``, brackets included."""
    shown = text[start:end]
    exposed = shown[0] == "["
    span = (start, end)
    body = _read_tiles(text[start + 1 : end - 1], start + 1, f" in {shown}")
    tiles = sorted(t.tile for t in body)
    if not exposed:
        if len(tiles) != 4 or len(set(tiles)) != 1:
            raise HandError(
                f"{shown} is not a concealed kong: curly brackets hold four equal tiles",
                "bad_concealed_kong",
                span,
                group=shown,
            )
        return Meld(KONG, tiles[0], exposed=False)
    if len(tiles) in (3, 4) and len(set(tiles)) == 1:
        return Meld(PUNG if len(tiles) == 3 else KONG, tiles[0], exposed=True)
    if (
        len(tiles) == 3
        and tiles[0] < 27
        and tiles[0] // 9 == tiles[2] // 9
        and tiles[1] == tiles[0] + 1
        and tiles[2] == tiles[0] + 2
    ):
        return Meld(CHOW, tiles[0], exposed=True)
    raise HandError(
        f"{shown} is not a meld: a chow is three consecutive tiles of one suit, "
        "a pung three equal tiles, a kong four",
        "bad_meld",
        span,
        group=shown,
    )


def read_hand(text: str) -> WrittenHand:
    """Read a hand as a player writes it; raise HandError for text that is not one.

    Melds in ``[]`` (exposed) or ``{}`` (concealed kong) anywhere, concealed tiles, and after
    a ``+`` at most one tile, the winning tile. The hand may be incomplete and is not counted
    (neither its tiles nor its copies): that is for the caller, who knows what it expects.
    """
    if not isinstance(text, str):
        raise HandError(
            f"hand must be notation text such as '[123m]456p78sEE + 9s', not {text!r}",
            "bad_argument",
            argument="hand",
            value=text,
        )
    main, plus, after = text.partition("+")
    melds: list[MeldAt] = []
    concealed: list[TileAt] = []
    run_start = 0  # where the current run of concealed tiles starts

    def flush(end: int) -> None:
        concealed.extend(_read_tiles(main[run_start:end], run_start))

    for found in _BRACKETS.finditer(main):
        i, ch = found.start(), found.group()
        if i < run_start:  # inside a meld already read
            continue
        if ch in "]}":
            raise HandError(
                f"'{ch}' at position {i + 1} closes no bracket", "unopened", (i, i + 1), bracket=ch
            )
        close = "]" if ch == "[" else "}"
        end = main.find(close, i + 1)
        other = main.find(ch, i + 1)
        if end < 0 or (0 <= other < end):
            raise HandError(
                f"'{ch}' at position {i + 1} is never closed with '{close}'",
                "unclosed",
                (i, other if 0 <= other < end else len(main)),
                bracket=ch,
            )
        flush(i)
        melds.append(MeldAt(_read_meld(main, i, end + 1), i, end + 1))
        run_start = end + 1
    flush(len(main))
    win: TileAt | None = None
    if plus:
        start = len(main) + 1
        wins = _read_win(after, start)
        if len(wins) > 1:
            raise HandError(
                f"write one winning tile after '+', not '{after.strip()}'",
                "one_win_tile",
                (wins[1].start, len(text.rstrip())),
                text=after.strip(),
            )
        win = wins[0] if wins else None
    return WrittenHand(text, tuple(melds), tuple(concealed), win, len(main) if plus else None)


def _read_win(after: str, start: int) -> list[TileAt]:
    """The tiles after '+': only tiles, no melds and no second '+'."""
    for i, ch in enumerate(after):
        if ch in "[]{}+":
            raise HandError(
                f"only the winning tile goes after '+', not '{after.strip()}'",
                "one_win_tile",
                (start + i, start + i + 1),
                text=after.strip(),
            )
    return _read_tiles(after, start, " in the winning tile")
