"""The ``score`` call: check the input, try every arrangement, keep the one that scores most."""

from __future__ import annotations

from collections import Counter
from functools import cached_property
from typing import NamedTuple

from tiles import PLAYING_TILES
from tiles.kinds import NUM_KINDS
from tiles.notation import HandError

from . import exclusions
from .arguments import check_flag, check_flowers, check_win_tile, check_wind
from .decompose import STANDARD, THIRTEEN_ORPHANS, Arrangement, arrangements, group_text
from .fans import MINIMUM, Fan, fan_id, points
from .hand import Context, Hand
from .notation import check_copies, validate
from .rules import Hit, View, detect
from .waits import waiting_kinds

WAIT_FANS = ("Edge Wait", "Closed Wait", "Single Wait")


class FanUse(NamedTuple):
    """One counted occurrence of a fan and what it used: sets in notation, and tiles."""

    name: str
    points: int
    sets: tuple[str, ...]
    tiles: tuple[str, ...]


class ExcludedFan(NamedTuple):
    """A fan the hand shows that is not counted because ``by`` (a counted fan) implies it."""

    name: str
    by: str
    sets: tuple[str, ...]


class _Scored(NamedTuple):
    key: tuple
    arrangement: Arrangement
    counted: list[Hit]
    excluded: list[exclusions.Excluded]
    wait: str | None
    hand: Hand


class Result:
    """A scored hand. ``fans`` is sorted as fans.tsv; ``total`` includes flowers.

    ``details``, ``excluded`` and ``arrangement`` are worked out when first read.
    """

    def __init__(self, best: _Scored, ctx: Context, formal_waits: list[int] | None) -> None:
        self._best = best
        self._ctx = ctx
        by_name = Counter(h.name for h in best.counted)
        self.fans: list[Fan] = [
            Fan(name, points(name), n) for name, n in sorted(by_name.items(), key=_by_id)
        ]
        core = sum(f.points * f.count for f in self.fans)
        if ctx.flowers:
            self.fans.append(Fan("Flower Tiles", 1, ctx.flowers))
        self.flowers: int = ctx.flowers
        self.total: int = core + ctx.flowers
        self.meets_minimum: bool = core >= MINIMUM
        self.wait: str | None = best.wait  # Edge/Closed/Single Wait if the tile qualifies
        self._formal = formal_waits

    def __repr__(self) -> str:
        return f"Result(total={self.total}, fans={self.fans!r})"

    @property
    def points_without_flowers(self) -> int:
        return self.total - self.flowers

    @cached_property
    def details(self) -> list[FanUse]:
        """Each counted occurrence of a fan with the sets and tiles it used."""
        groups = self._best.arrangement.groups
        out = [
            FanUse(
                h.name,
                points(h.name),
                tuple(group_text(groups[i]) for i in h.uses),
                tuple(PLAYING_TILES[t] for t in h.tiles),
            )
            for h in sorted(self._best.counted, key=lambda h: fan_id(h.name))
        ]
        if self.flowers:
            out.append(FanUse("Flower Tiles", 1, (), ()))
        return out

    @cached_property
    def excluded(self) -> list[ExcludedFan]:
        """Fans the hand shows but that are not counted, each with the fan that implies it."""
        groups = self._best.arrangement.groups
        return [
            ExcludedFan(e.name, e.by, tuple(group_text(groups[i]) for i in e.uses))
            for e in self._best.excluded
        ]

    @cached_property
    def arrangement(self) -> dict:
        """The arrangement that was scored, as JSON-able data (form, sets, pairs, tiles)."""
        return self._best.arrangement.to_json()

    @property
    def formal_waits(self) -> list[str]:
        """Every tile that completes the shape of the 13-tile hand, a kind whose four copies the
        hand holds included: the waits that decide Edge, Closed and Single Wait."""
        return [PLAYING_TILES[k] for k in self._formal_kinds()]

    @property
    def waits(self) -> list[str]:
        """The tiles the 13-tile hand was waiting on that could still come (the formal waits
        less the kinds whose four copies the hand holds)."""
        held = self._best.hand.counts()
        return [PLAYING_TILES[k] for k in self._formal_kinds() if held[k] < 4]

    def _formal_kinds(self) -> list[int]:
        if self._formal is None:
            self._formal = waiting_kinds(self._best.hand, formal=True)
        return self._formal

    def to_json(self) -> dict:
        """Everything the page needs, as JSON-able data."""
        return {
            "total": self.total,
            "meets_minimum": self.meets_minimum,
            "fans": [list(f) for f in self.fans],
            "details": [
                {"name": f.name, "points": f.points, "sets": list(f.sets), "tiles": list(f.tiles)}
                for f in self.details
            ],
            "excluded": [{"name": e.name, "by": e.by, "sets": list(e.sets)} for e in self.excluded],
            "arrangement": self.arrangement,
            "wait": self.wait,
            "waits": self.waits,
            "formal_waits": self.formal_waits,
        }


def _by_id(item: tuple[str, int]) -> int:
    return fan_id(item[0])


def make_context(
    hand: Hand,
    win_tile: str | int,
    self_drawn: bool,
    seat_wind: str,
    round_wind: str,
    flowers: int,
    last_tile: bool,
    last_of_kind: bool,
    kong_tile: bool,
) -> Context:
    """Check every argument, then the flags against the hand and each other; raise HandError
    naming the argument and its value, or the flag that contradicts the hand."""
    win = check_win_tile(win_tile)
    ctx = Context(
        win_tile=win,
        self_drawn=check_flag(self_drawn, "self_drawn"),
        seat_wind=check_wind(seat_wind, "seat_wind"),
        round_wind=check_wind(round_wind, "round_wind"),
        flowers=check_flowers(flowers),
        last_tile=check_flag(last_tile, "last_tile"),
        last_of_kind=check_flag(last_of_kind, "last_of_kind"),
        kong_tile=check_flag(kong_tile, "kong_tile"),
    )
    held = hand.counts()
    check_copies([n + (k == win) for k, n in enumerate(held)], win)
    name = PLAYING_TILES[win]
    if kong_tile and self_drawn and not any(m.kind == "kong" for m in hand.melds):
        raise HandError(
            "kong_tile with self_drawn is Out with Replacement Tile, which needs a kong in the "
            "hand; this hand has none",
            "replacement_needs_kong",
        )
    if kong_tile and not self_drawn and held[win]:
        raise HandError(
            f"kong_tile on a discard is Robbing the Kong: the other three {name} are in an "
            f"opponent's pung, so the hand cannot hold another {name}, but it holds {held[win]}",
            "robbing_holds_copy",
            tile=name,
            count=held[win],
        )
    concealed_copies = hand.concealed.count(win)
    if last_of_kind and concealed_copies:
        raise HandError(
            f"last_of_kind says the other three {name} are already on the table, but the "
            f"hand's concealed tiles hold {concealed_copies} {name}",
            "last_of_kind_concealed",
            tile=name,
            count=concealed_copies,
        )
    return ctx


def _could_wait(arr: Arrangement, win: int) -> bool:
    return arr.form == THIRTEEN_ORPHANS or any(
        not g.exposed
        and (
            (g.kind == "pair" and g.tile == win)
            or (g.kind == "chow" and g.tile <= win <= g.tile + 2)
        )
        for g in arr.groups
    )


def _score_arrangement(
    hand: Hand, arr: Arrangement, ctx: Context, counts: list[int], unique: bool
) -> _Scored:
    view = View(hand, arr, ctx, counts, unique)
    hits = detect(view)
    counted, excluded = exclusions.apply(hits)
    if not counted:
        counted = [Hit("Chicken Hand")]
    total = sum(points(h.name) for h in counted)
    names = {h.name for h in counted}
    preferred = bool(names & {"Pure Triple Chow", "Triple Pung"})
    wait = next((h.name for h in hits if h.name in WAIT_FANS), None)
    key = (total, preferred, arr.form == STANDARD)
    return _Scored(key, arr, counted, excluded, wait, hand)


def score(
    hand: str | Hand,
    win_tile: str | int,
    self_drawn: bool = False,
    seat_wind: str = "E",
    round_wind: str = "E",
    flowers: int = 0,
    last_tile: bool = False,
    last_of_kind: bool = False,
    kong_tile: bool = False,
) -> Result:
    """Score a winning hand (notation.md); raise HandError for anything that is not one."""
    hand = validate(hand)
    ctx = make_context(
        hand,
        win_tile,
        self_drawn,
        seat_wind,
        round_wind,
        flowers,
        last_tile,
        last_of_kind,
        kong_tile,
    )
    win = ctx.win_tile
    concealed = [0] * NUM_KINDS
    for t in hand.concealed:
        concealed[t] += 1
    concealed[win] += 1
    arrs = arrangements(hand.melds, concealed)
    if not arrs:
        waits = waiting_kinds(hand)
        hint = (
            f"; it waits on {', '.join(PLAYING_TILES[k] for k in waits)}"
            if waits
            else "; no tile completes these 13 tiles"
        )
        raise HandError(
            f"with {PLAYING_TILES[win]} the tiles do not form a winning hand{hint}",
            "not_winning",
            tile=PLAYING_TILES[win],
            waits=[PLAYING_TILES[k] for k in waits],
        )
    counts = hand.counts()
    counts[win] += 1
    unique = False
    formal: list[int] | None = None
    if any(_could_wait(a, win) for a in arrs):
        # The wait fans follow the formal waits: a kind whose four copies the hand holds
        # still counts as a second wait of the shape.
        formal = waiting_kinds(hand, limit=2, formal=True)
        unique = formal == [win]
    best: _Scored | None = None
    for arr in arrs:
        scored = _score_arrangement(hand, arr, ctx, counts, unique)
        if best is None or scored.key > best.key:
            best = scored
    assert best is not None
    return Result(best, ctx, formal if unique else None)
