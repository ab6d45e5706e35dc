"""Hand analysis: how far 13 or 14 tiles are from ready, which draws help, what each discard
leaves (the contract of ``python -m scoring analyze``, docs/scoring.md).

``analyze(hand)`` reads a hand in the scorer's notation (declared melds in ``[]``/``{}``, then
the concealed tiles; a kong counts as 3 tiles) and returns an ``Analysis``:

- 13 tiles: the shanten, the useful tiles (every tile whose draw lowers it and of which a copy
  can still come, in the notation's order) and ``left``, the copies of them not in the hand or
  its melds; a ready hand also lists its winning tiles (``waits``, the scorer's ``waiting_tiles``).
- 14 tiles: the shanten (-1: complete) and one ``Discard`` per distinct concealed tile, best
  first: the shanten it leaves, the useful tiles then and ``left`` (the discarded copy is in
  sight: it is counted as held, and a kind whose four copies are all in sight is not useful).
  *Best first* is: the lowest shanten left, then the most copies left, then the tile's order.

``shanten`` is over the shapes the declared melds allow (``scoring.shanten``); ``shape`` names
the first of them, in ``SHAPES`` order, that reaches it, and ``shapes`` gives each one's shanten.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tiles import PLAYING_TILES
from tiles.kinds import NUM_KINDS
from tiles.notation import HandError, read_hand

from .arguments import bad_argument
from .hand import Hand
from .notation import check_copies, check_hand
from .score import Result, score
from .shanten import IMPOSSIBLE, best_of, caps_of, distances, kinds_of
from .waits import waiting_kinds

ANALYSIS_SIZES = (13, 14)
MAX_MELDS = 4


@dataclass(frozen=True)
class Discard:
    """One discard of a 14-tile hand and the 13 tiles it leaves."""

    tile: str
    shanten: int
    useful: tuple[str, ...]
    left: int
    shape: str

    def to_json(self) -> dict:
        """The command line's entry: tile, shanten, useful, left."""
        return {
            "tile": self.tile,
            "shanten": self.shanten,
            "useful": list(self.useful),
            "left": self.left,
        }


@dataclass(frozen=True)
class Analysis:
    """How far a hand of 13 or 14 tiles is from winning, over the five MCR shapes.

    ``useful``, ``left`` and ``waits`` are for 13 tiles (empty, 0 and empty for 14);
    ``discards`` for 14 tiles, best first (empty for 13).
    """

    tiles: int
    shanten: int
    shape: str
    shapes: dict[str, int] = field(default_factory=dict)
    useful: tuple[str, ...] = ()
    left: int = 0
    waits: tuple[str, ...] = ()
    discards: tuple[Discard, ...] = ()

    def to_json(self) -> dict:
        """Exactly the command line's object (docs/scoring.md, "Hand analysis")."""
        if self.tiles == 13:
            return {"tiles": 13, "shanten": self.shanten, "useful": list(self.useful)}
        return {
            "tiles": 14,
            "shanten": self.shanten,
            "discards": [d.to_json() for d in self.discards],
        }


@dataclass(frozen=True)
class Win:
    """A winning tile of a ready hand and the scorer's result for the win on it."""

    tile: str
    result: Result


def read_analysis_hand(hand: str | Hand) -> Hand:
    """The hand to analyse: notation (a tile after ``+`` joins the concealed tiles) or a
    ``Hand``; 13 or 14 tiles (a meld counting 3), at most four melds, no fifth copy."""
    if isinstance(hand, Hand):
        out = check_hand(hand)
    elif isinstance(hand, str):
        written = read_hand(hand)
        out = Hand.from_written(written)
        if written.win is not None:
            out = Hand(out.melds, tuple(sorted((*out.concealed, written.win.tile))))
        check_copies(out.counts())
    else:
        raise bad_argument("hand", hand, "notation text such as '[123m]456p78sEE' or a Hand")
    if len(out.melds) > MAX_MELDS:
        raise HandError("a hand has at most four melds", "too_many_melds")
    n = out.tile_count
    if n not in ANALYSIS_SIZES:
        melds = len(out.melds)
        detail = f" ({melds} meld{'s' if melds != 1 else ''} count 3 each)" if melds else ""
        raise HandError(
            f"the hand has {n} tiles{detail}; the analysis takes 13 or 14",
            "tile_count",
            count=n,
            needed=13,
        )
    return out


def analyze(hand: str | Hand) -> Analysis:
    """Shanten, useful tiles and (for 14 tiles) every distinct discard, best first."""
    h = read_analysis_hand(hand)
    counts = [0] * NUM_KINDS
    for t in h.concealed:
        counts[t] += 1
    caps = caps_of([t for m in h.melds for t in m.tiles])
    seen = [counts[k] + 4 - caps[k] for k in range(NUM_KINDS)]  # copies in the hand and melds
    melds = len(h.melds)
    forms = distances(counts, melds, caps, exact=True)
    need, mask, shape = best_of(forms)
    shapes = {name: d - 1 for name, (d, _) in forms.items() if d < IMPOSSIBLE}
    if h.tile_count == 13:
        useful = [k for k in kinds_of(mask) if seen[k] < 4]
        waits = tuple(PLAYING_TILES[k] for k in waiting_kinds(h)) if need == 1 else ()
        return Analysis(
            tiles=13,
            shanten=need - 1,
            shape=shape,
            shapes=shapes,
            useful=tuple(PLAYING_TILES[k] for k in useful),
            left=sum(4 - seen[k] for k in useful),
            waits=waits,
        )
    discards = []
    for d in sorted(set(h.concealed)):
        counts[d] -= 1
        d_need, d_mask, d_shape = best_of(distances(counts, melds, caps, exact=False))
        counts[d] += 1
        useful = [k for k in kinds_of(d_mask) if seen[k] < 4]
        discards.append(
            Discard(
                tile=PLAYING_TILES[d],
                shanten=d_need - 1,
                useful=tuple(PLAYING_TILES[k] for k in useful),
                left=sum(4 - seen[k] for k in useful),
                shape=d_shape,
            )
        )
    order = {face: i for i, face in enumerate(PLAYING_TILES)}
    discards.sort(key=lambda x: (x.shanten, -x.left, order[x.tile]))
    return Analysis(
        tiles=14, shanten=need - 1, shape=shape, shapes=shapes, discards=tuple(discards)
    )


def winning_tiles(hand: str | Hand) -> list[str]:
    """The tiles a 13-tile hand wins on that can still come (the scorer's ``waiting_tiles``);
    empty when it is not ready."""
    h = read_analysis_hand(hand)
    if h.tile_count != 13:
        raise HandError(
            f"the hand has {h.tile_count} tiles; its winning tiles are those of 13",
            "tile_count",
            count=h.tile_count,
            needed=13,
        )
    return [PLAYING_TILES[k] for k in waiting_kinds(h)]


def ready_wins(hand: str | Hand, **context: object) -> list[Win]:
    """For a ready 13-tile hand, each winning tile and what the win on it scores.

    ``context`` is passed to ``score`` as it is (``self_drawn``, ``seat_wind``, ``round_wind``,
    ``flowers``, ...); ``result.meets_minimum`` says whether the win reaches 8 points.
    """
    h = read_analysis_hand(hand)
    return [Win(tile, score(h, tile, **context)) for tile in winning_tiles(h)]  # type: ignore[arg-type]
