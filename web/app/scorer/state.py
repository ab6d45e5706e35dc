"""The hand being scored and its context, as the player builds it; pure Python (no DOM).

A `ScorerHand` (the scorer page's hand as laid out; `scoring.Hand` is the hand scored) is the
exposed and concealed-kong groups, the concealed tiles in the order the player laid them, and
the winning tile. The notation of shared/mcr/notation.md (with the winning tile
after a `+`) is read by the one reader of the notation, `tiles.notation.read_hand`, and written
with `tiles.write`; melds are `tiles.meld.Meld`. This module adds the page's rules (fourteen
tiles, the last typed as the winning tile) and the URL fragment that makes a scored hand a
shareable link. Errors are `NotationError(key, span, **values)` so the page can say them in the
reader's language and mark where they stand in the typed text.
"""

from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field, replace
from urllib.parse import parse_qsl, quote, urlencode

import safejson
from tiles import PLAYING_TILES, WINDS, is_suited, sort_key, write
from tiles.meld import CHOW, KONG, Meld
from tiles.notation import HandError, read_hand

FACES = PLAYING_TILES  # the page's tiles, 1m..9m 1p..9p 1s..9s E S W N C F P (app.photo.render)
MAX_FLOWERS = 8
HAND_SIZE = 14  # with the winning tile; a kong counts as three
MAX_MELDS = 4


class NotationError(ValueError):
    """Text that is not a hand, or a change the hand cannot take; `key` names the message,
    `values` fill it, `span` (start, end) is where the mistake stands in the typed text."""

    def __init__(self, key: str, span: tuple[int, int] | None = None, **values: object) -> None:
        super().__init__(f"{key} {values}")
        self.key = key
        self.span = span
        self.values = values

    @classmethod
    def from_hand_error(cls, error: HandError) -> NotationError:
        """The scorer's own error, said as a page message (its code is the message's key)."""
        return cls(f"err.{error.code}", error.span, **error.values)


CONCEALED_KONG = "ckong"
"""The picker's and the page's name for a concealed kong (``{9999s}``); "chow", "pung" and
"kong" are exposed (claimed)."""


def meld_of(kind: str, face: str) -> Meld:
    """The meld a player lays with the picker: ``kind`` chow, pung, kong or ckong, ``face`` its
    lowest tile."""
    if kind == CONCEALED_KONG:
        return Meld.of(KONG, face, exposed=False)
    return Meld.of(kind, face)


def meld_class(meld: Meld) -> str:
    """A meld's name in the page's markup: chow, pung, kong, or ckong for a concealed kong."""
    return meld.kind if meld.exposed else CONCEALED_KONG


def can_start_chow(face: str) -> bool:
    """A chow needs a suited tile of rank 1-7 as its lowest tile."""
    return is_suited(face) and int(face[0]) <= 7


@dataclass
class ScorerHand:
    """The tiles of a hand as laid out: groups, concealed tiles in order, winning tile."""

    melds: list[Meld] = field(default_factory=list)
    concealed: list[str] = field(default_factory=list)
    win: str | None = None

    # ---------------------------------------------------------------- reading

    def size(self) -> int:
        """Tiles counted towards the 14, a kong as three, the winning tile included."""
        return 3 * len(self.melds) + len(self.concealed) + (1 if self.win else 0)

    def counts(self) -> dict[str, int]:
        """How many of each face the hand holds (kongs as four)."""
        counts: dict[str, int] = {}
        for face in self.all_tiles():
            counts[face] = counts.get(face, 0) + 1
        return counts

    def all_tiles(self) -> list[str]:
        tiles = [t for m in self.melds for t in m.faces] + list(self.concealed)
        if self.win:
            tiles.append(self.win)
        return tiles

    def fifth(self) -> str | None:
        """A face held five or more times (the first in tile order), else None."""
        counts = self.counts()
        over = [f for f in FACES if counts.get(f, 0) > 4]
        return over[0] if over else None

    def is_empty(self) -> bool:
        return not self.melds and not self.concealed and not self.win

    def is_complete(self) -> bool:
        return self.size() == HAND_SIZE and self.win is not None

    def notation(self) -> str:
        """The hand without its winning tile, as score() takes it."""
        return "".join(str(m) for m in self.melds) + write(self.concealed)

    def text(self) -> str:
        """The notation field's text: the hand, then '+ winning tile' once there is one."""
        base = self.notation()
        return f"{base} + {self.win}" if self.win else base

    def copy(self) -> ScorerHand:
        return ScorerHand(list(self.melds), list(self.concealed), self.win)

    # ---------------------------------------------------------------- changing

    def room(self) -> int:
        return HAND_SIZE - self.size()

    def add_tile(self, face: str) -> None:
        """Add a concealed tile; the fourteenth becomes the winning tile."""
        if self.room() <= 0:
            raise NotationError("err.full")
        if self.counts().get(face, 0) >= 4:
            raise NotationError("err.fifth", tile=face)
        if self.room() == 1 and self.win is None:
            self.win = face
        else:
            self.concealed.append(face)

    def add_meld(self, kind: str, face: str) -> None:
        if kind == CHOW and not can_start_chow(face):
            raise NotationError("err.chow_start", tile=face)
        meld = meld_of(kind, face)
        need = 3 if self.win else 4
        if self.room() < need or len(self.melds) >= 4:
            raise NotationError("err.no_room")
        counts = self.counts()
        for tile in set(meld.faces):
            if counts.get(tile, 0) + meld.faces.count(tile) > 4:
                raise NotationError("err.fifth", tile=tile)
        self.melds.append(meld)

    def set_win(self, face: str) -> None:
        """Make `face` the winning tile; in a hand of fourteen with none (as a photo can give),
        one of its copies is taken out of the concealed tiles to be it."""
        if self.win is None and self.room() < 1 and face in self.concealed:
            at = len(self.concealed) - 1 - self.concealed[::-1].index(face)
            del self.concealed[at]
            self.win = face
            return
        if self.counts().get(face, 0) - (1 if self.win == face else 0) >= 4:
            raise NotationError("err.fifth", tile=face)
        if self.win is None and self.room() < 1:
            raise NotationError("err.full")
        self.win = face

    def remove_concealed(self, index: int) -> None:
        if 0 <= index < len(self.concealed):
            del self.concealed[index]

    def remove_meld(self, index: int) -> None:
        if 0 <= index < len(self.melds):
            del self.melds[index]

    def move_concealed(self, index: int, step: int) -> None:
        """Move a concealed tile left (-1) or right (+1)."""
        other = index + step
        if 0 <= index < len(self.concealed) and 0 <= other < len(self.concealed):
            tiles = self.concealed
            tiles[index], tiles[other] = tiles[other], tiles[index]

    def sort(self) -> None:
        self.concealed.sort(key=sort_key)

    def clear(self) -> None:
        self.melds.clear()
        self.concealed.clear()
        self.win = None


def parse_hand_text(text: str) -> ScorerHand:
    """The notation field's text as a ScorerHand, read by the scorer's own reader
    (scoring.read_hand).

    Groups in [] (exposed) or {} (concealed kong) anywhere, concealed tiles in the order typed,
    the winning tile after '+'. Without '+', a hand of fourteen tiles takes its last tile as
    the winning tile. A fifth copy is not refused here (the evaluation reports it); what the
    page cannot hold is: more than four melds or more than fourteen tiles.
    """
    try:
        written = read_hand(text)
    except HandError as error:
        raise NotationError.from_hand_error(error) from error
    if len(written.melds) > MAX_MELDS:
        extra = written.melds[MAX_MELDS]
        raise NotationError("err.too_many_melds", (extra.start, extra.end))
    hand = ScorerHand(
        [m.meld for m in written.melds],
        [PLAYING_TILES[t.tile] for t in written.concealed],
        PLAYING_TILES[written.win.tile] if written.win else None,
    )
    if written.plus is None and hand.size() == HAND_SIZE and hand.concealed:
        hand.win = hand.concealed.pop()
    if hand.size() > HAND_SIZE:
        raise NotationError("err.too_many", count=hand.size())
    return hand


@dataclass(frozen=True)
class Context:
    """How the hand was won, as the player sets it (the flags of score(), plus the discarder)."""

    self_drawn: bool = False
    seat_wind: str = "E"
    round_wind: str = "E"
    flowers: int = 0
    last_tile: bool = False
    last_of_kind: bool = False
    kong_tile: bool = False
    discarder: str = "N"  # the seat that discarded the winning tile (a wind), for settlement

    def normal(self) -> Context:
        """The same context with the discarder made valid for the seat wind."""
        if self.discarder in WINDS and self.discarder != self.seat_wind:
            return self
        return replace(self, discarder=previous_seat(self.seat_wind))

    def flags(self) -> dict[str, object]:
        """Keyword arguments for scoring.score()."""
        data = asdict(self)
        del data["discarder"]
        return data

    def flags_key(self) -> tuple:
        """The scoring flags as a hashable tuple (a cache key)."""
        return (self.self_drawn, self.seat_wind, self.round_wind, self.flowers, self.last_tile,
                self.last_of_kind, self.kong_tile)


def photo_context(context: Context, flowers: int, before: int | None) -> Context:
    """The context once a photo's tiles come in: a new photo (`before` None) sets the flower
    count to the flowers and seasons it shows, none included (nothing carries over from the
    last photo); a correction in the same photo (`before`: what it showed until then) keeps
    the player's count unless it changed what the photo shows."""
    if before is not None and flowers == before:
        return context.normal()
    return replace(context, flowers=max(0, min(flowers, MAX_FLOWERS))).normal()


def previous_seat(wind: str) -> str:
    """The seat that plays just before `wind`: the usual discarder of a winning tile."""
    return WINDS[(WINDS.index(wind) - 1) % 4]


# ---------------------------------------------------------------- the URL fragment

_BOOLS = {"sd": "self_drawn", "lt": "last_tile", "lk": "last_of_kind", "kt": "kong_tile"}


def encode(hand: ScorerHand, context: Context) -> str:
    """The scorer's route for this hand: '?h=...&w=..&sd=0&sw=E&rw=E&f=0&lt=0&lk=0&kt=0&d=N'."""
    context = context.normal()
    params = [("h", hand.notation())]
    if hand.win:
        params.append(("w", hand.win))
    params.append(("sd", str(int(context.self_drawn))))
    params.append(("sw", context.seat_wind))
    params.append(("rw", context.round_wind))
    params.append(("f", str(context.flowers)))
    for short in ("lt", "lk", "kt"):
        params.append((short, str(int(getattr(context, _BOOLS[short])))))
    params.append(("d", context.discarder))
    return "?" + urlencode(params, quote_via=quote, safe="")


@dataclass
class Decoded:
    hand: ScorerHand
    context: Context
    error: NotationError | None = None
    text: str = ""  # the hand text as given, kept when it could not be read
    refused: list[str] = field(default_factory=list)  # the context fields given but unreadable


# The context's fields in a route, in the order the page names them when it refuses some.
LINK_FIELDS = ("sd", "sw", "rw", "f", "lt", "lk", "kt", "d")
_WIND_FIELDS = {"sw": "seat_wind", "rw": "round_wind", "d": "discarder"}
_FLOWER_COUNTS = {str(n): n for n in range(MAX_FLOWERS + 1)}  # "0".."8": ASCII digits only


def decode(route: str) -> Decoded:
    """Read a route made by `encode`; never raises. A context field given in a form the page
    never writes (a digit outside 0-9 such as "²" or "२", a number out of range or of
    thousands of digits, markup) is refused: left at its default and named in `refused`, so
    the page can say so; a hand that cannot be read is the `error`."""
    query = route.lstrip("/").lstrip("?")
    values: dict[str, str] = {}
    for key, value in parse_qsl(query, keep_blank_values=True):
        values.setdefault(key, value)
    changes: dict[str, object] = {}
    refused: list[str] = []
    for short in LINK_FIELDS:
        if short not in values:
            continue
        value = values[short]
        if short in _BOOLS and value in ("0", "1"):
            changes[_BOOLS[short]] = value == "1"
        elif short in _WIND_FIELDS and value in WINDS:
            changes[_WIND_FIELDS[short]] = value
        elif short == "f" and value in _FLOWER_COUNTS:
            changes["flowers"] = _FLOWER_COUNTS[value]
        else:
            refused.append(short)
    context = replace(Context(), **changes).normal()
    text = values.get("h", "")
    win = values.get("w", "")
    full = f"{text} + {win}" if win else text
    try:
        hand = parse_hand_text(full)
    except NotationError as error:
        return Decoded(ScorerHand(), context, error, full, refused)
    return Decoded(hand, context, None, full, refused)


# ---------------------------------------------------------------- history

HISTORY_KEY = "mahjong.scorer.history"
HISTORY_SIZE = 8


@dataclass(frozen=True)
class HistoryEntry:
    route: str  # as made by encode()
    text: str  # the hand's notation text, for the list
    total: int


def load_history(raw: str | None) -> list[HistoryEntry]:
    """The stored history; corrupt or foreign data gives what can be read, never an error."""
    try:
        data = safejson.loads(raw) if raw else []
    except (ValueError, TypeError):
        return []
    if not isinstance(data, list):
        return []
    entries: list[HistoryEntry] = []
    for item in data:
        if not isinstance(item, dict):
            continue
        route, text, total = item.get("route"), item.get("text"), item.get("total")
        if (
            isinstance(route, str)
            and route.startswith("?")
            and isinstance(text, str)
            and isinstance(total, int)
            and not isinstance(total, bool)
        ):
            entries.append(HistoryEntry(route, text, total))
    return entries[:HISTORY_SIZE]


def add_history(entries: list[HistoryEntry], entry: HistoryEntry) -> list[HistoryEntry]:
    """`entry` first, the same route not repeated, at most HISTORY_SIZE."""
    rest = [e for e in entries if e.route != entry.route]
    return [entry, *rest][:HISTORY_SIZE]


def dump_history(entries: list[HistoryEntry]) -> str:
    return json.dumps([asdict(e) for e in entries], ensure_ascii=False)
