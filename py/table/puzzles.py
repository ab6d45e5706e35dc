"""Discard puzzles made at the table: a seat's turn kept as a position (``position_json``, read
back by ``view_of``), the strong player's ranking of its discards (``rank``) and the harvest of
clear ones from hands the yardstick plays against itself (``harvest``; the pool the page ships
is made by ``tools/make_puzzles.py``). The puzzles themselves, the clear margin and the daily
set are in the ``puzzles`` package, which the page opens without this one.

The ranking is ``par``'s (``players.par``): the strong player frozen as of 2026-12-01, so a
shipped puzzle's answer does not move when the strong player's weights do
(``tests/table/test_puzzles.py`` works every answer of a sample of the pool out again).
"""

from __future__ import annotations

from collections.abc import Iterator

from puzzles import Puzzle, Ranked, is_clear
from tiles import sorted_tiles

from .actions import ADDED_KONG, CONCEALED_KONG, DISCARD, WIN, Action
from .match import Match
from .players.par import make as make_par
from .players.strong import TURN_ADVICE, StrongPlayer
from .seat_view import Discard, Meld, SeatView
from .seating import prevalent_wind, seat_winds
from .table import Table
from .wall import shuffled_wall

__all__ = ["harvest", "own_puzzles", "position_json", "puzzle_at", "rank", "view_of"]

FIRST_WALL_LEFT = 80
"""The earliest moment a position is taken (tiles left in the wall): after a few turns."""
LAST_WALL_LEFT = 20
"""The latest: some turns still to come, so the chance to win means something."""
DIGITS = 4
"""Figures kept to four decimals in the pool."""


def position_json(view: SeatView) -> dict:
    """A seat's view on its turn as JSON: everything the strong player reads of it."""
    return {
        "seat": view.seat,
        "hand_number": view.hand_number,
        "prevalent_wind": view.prevalent_wind,
        "seat_winds": list(view.seat_winds),
        "concealed": list(view.concealed),
        "drawn": view.drawn,
        "melds": [[m.to_json() for m in seat] for seat in view.melds],
        "flowers": [list(f) for f in view.flowers],
        "discards": [[[d.tile, d.claimed_by] for d in pond] for pond in view.discards],
        "wall_left": view.wall_left,
        "scores": list(view.scores),
    }


def _meld(data: dict) -> Meld:
    return Meld(data["kind"], tuple(data["tiles"]), data.get("claimed"), data.get("from"),
                bool(data.get("added", False)))


def view_of(position: dict) -> SeatView:
    """The ``SeatView`` a position was taken from (``position_json`` read back)."""
    return SeatView(
        seat=position["seat"],
        hand_number=position["hand_number"],
        prevalent_wind=position["prevalent_wind"],
        seat_winds=tuple(position["seat_winds"]),
        concealed=tuple(position["concealed"]),
        drawn=position["drawn"],
        melds=tuple(tuple(_meld(m) for m in seat) for seat in position["melds"]),
        flowers=tuple(tuple(f) for f in position["flowers"]),
        discards=tuple(tuple(Discard(t, c) for t, c in pond) for pond in position["discards"]),
        wall_left=position["wall_left"],
        offer=None,
        scores=tuple(position["scores"]),
    )


def rank(view: SeatView, strong: StrongPlayer | None = None) -> tuple[Ranked, ...]:
    """Every distinct discard of the seat's 14 tiles in the strong player's order (``par``
    unless ``strong`` is given), with its figures."""
    strong = strong or make_par()
    actions = [Action(DISCARD, tile) for tile in sorted_tiles(set(view.held))]
    said = strong.advise(view, actions)
    if said.kind != TURN_ADVICE:
        raise ValueError("a puzzle is a turn with tiles still to draw")
    return tuple(Ranked(w.action.tile, w.need, round(w.chance, DIGITS), round(w.risk, DIGITS))
                 for w in said.order)


def puzzle_at(table: Table, seat: int, ident: str) -> Puzzle | None:
    """The puzzle of ``seat``'s turn now, or None when it is no fair puzzle: a win or a kong
    on offer, outside the wall's window, or no clear best discard."""
    decision = next((d for d in table.pending() if d.seat == seat), None)
    if decision is None or not any(a.act == DISCARD for a in decision.actions):
        return None
    if any(a.act in (WIN, CONCEALED_KONG, ADDED_KONG) for a in decision.actions):
        return None
    view = table.view(seat)
    if not LAST_WALL_LEFT <= view.wall_left <= FIRST_WALL_LEFT or view.drawn is None:
        return None
    ranking = rank(view)
    if not is_clear(ranking):
        return None
    return Puzzle(ident, position_json(view), ranking)


def _table(seed: int) -> Table:
    """Hand ``1 + seed % 16`` of the match of ``seed`` (so the winds vary over the pool)."""
    number = 1 + seed % 16
    return Table(shuffled_wall(seed, number), seat_winds=seat_winds(number),
                 prevalent_wind=prevalent_wind(number), hand_number=number,
                 scores=(0, 0, 0, 0), seed=seed)


def harvest(seed: int, every: int = 3) -> Iterator[Puzzle]:
    """The clear puzzles of one hand the par player plays at all four seats, at most one turn
    in ``every`` of each seat looked at (so a hand's puzzles are not one position told over)."""
    table = _table(seed)
    players = [make_par() for _ in range(4)]
    turns = [0, 0, 0, 0]
    last = [-every] * 4
    while not table.over:
        seat, actions = table.pending()[0]
        if any(a.act == DISCARD for a in actions):
            turns[seat] += 1
            if turns[seat] - last[seat] >= every:
                found = puzzle_at(table, seat, f"s{seed}h{table.hand_number}e{len(table.events)}")
                if found is not None:
                    last[seat] = turns[seat]
                    yield found
        table.apply(seat, players[seat].choose(table.view(seat), actions))


def own_puzzles(match: Match, seat: int = 0, hands: int = 3) -> list[tuple[Puzzle, str]]:
    """The player's own moments as puzzles: in the last ``hands`` finished hands of ``match``,
    each turn of ``seat`` after a draw where only a discard was on offer, the strong player's
    best is clear and the seat discarded another tile; with the tile it discarded."""
    found: list[tuple[Puzzle, str]] = []
    finished = [t for t in match.tables if t.over][-hands:]
    for played in finished:
        table = Table(played.wall.tiles, seat_winds=played.seat_winds,
                      prevalent_wind=played.prevalent_wind, hand_number=played.hand_number,
                      scores=played.scores, seed=played.seed)
        par = make_par()  # one per hand: it remembers what it worked out for this hand
        for who, action in played.log:
            if who == seat and action.act == DISCARD:
                decision = next((d for d in table.pending() if d.seat == seat), None)
                offered = decision.actions if decision else ()
                view = table.view(seat)  # a turn after a draw (not after a claim)
                if (view.wall_left and view.drawn is not None
                        and not any(a.act in (WIN, CONCEALED_KONG, ADDED_KONG) for a in offered)):
                    ranking = rank(view, par)
                    if is_clear(ranking) and ranking[0].tile != action.tile:
                        ident = f"own:s{played.seed}h{played.hand_number}e{len(table.events)}"
                        found.append((Puzzle(ident, position_json(view), ranking), action.tile))
            table.apply(who, action)
    return found
