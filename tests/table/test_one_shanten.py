"""The table's figures and the hand analysis's agree (issues 50 and 53: one vocabulary).

Positions from seeded hands of computer players (melds, kongs and all), every seat's hand
at every decision: the ready aid's distance and its ready discards (``table.ready``, on
``scoring.shanten`` with the seat's meld copies) are the hand analysis's
(``scoring.analysis.analyze`` of the seat's hand in the scorer's notation, checked against
PyMahjongGB); the coach's tiles to a *legal* win are never fewer than the analysis's tiles to
any win."""

from __future__ import annotations

from scoring.analysis import analyze
from table import Table, make_player, ready
from table.review import distance as coach_distance
from table.seat_view import SeatView
from table.wall import shuffled_wall
from tiles import sorted_tiles


def _notation(view: SeatView) -> str:
    """The seat's hand as the scorer writes it: its melds, then its concealed tiles."""
    melds = "".join(m.notation for m in view.melds[view.seat])
    return melds + "".join(sorted_tiles(view.held))


LINE_UP = ("baseline", "easy", "baseline", "easy")  # the baseline claims often: many melds


def _positions(hands: int) -> list[SeatView]:
    """Every seat's view at every decision of ``hands`` seeded hands (walls of seed 7100000
    on), each hand once."""
    views: dict[str, SeatView] = {}
    for n in range(hands):
        table = Table(shuffled_wall(7100000 + n, 1))
        players = [make_player(LINE_UP[s], 7100000 + 4 * n + s) for s in range(4)]
        while not table.over:
            seat, actions = table.pending()[0]
            for s in range(4):
                view = table.view(s)
                views.setdefault(_notation(view), view)
            table.apply(seat, players[seat].choose(table.view(seat), actions))
    return list(views.values())


def test_the_ready_aid_and_the_coach_agree_with_the_hand_analysis() -> None:
    views = _positions(40)
    assert len(views) > 3000
    seen = {13: 0, 14: 0}
    melded = 0
    for i, view in enumerate(views):
        ours = analyze(_notation(view))
        distance = ready.distance(view)
        size = len(view.held) + 3 * len(view.melds[view.seat])
        seen[size] += 1
        melded += bool(view.melds[view.seat])
        if size == 13:
            assert distance == ready.Distance(ours.shanten), _notation(view)
        else:
            best = min(d.shanten for d in ours.discards)
            closest = tuple(sorted_tiles({d.tile for d in ours.discards if d.shanten == best}))
            assert distance == ready.Distance(best, closest), _notation(view)
            ready_now = {d.tile for d in ours.discards if d.shanten == 0}
            assert ready.ready_discards(view) == ready_now, _notation(view)
        if i % 8 == 0 and view.wall_left:  # the coach: tiles to a legal win (slower)
            assert coach_distance(view).tiles >= distance.tiles, _notation(view)
    assert min(seen.values()) > 1000 and melded > 500, (seen, melded)
