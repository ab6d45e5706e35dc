"""Copies held in a seat's own melds: no hand waits on, or is counted ready by, a fifth copy
(the ready aid, its plain distance, the coach). ``[555p]5p123m456m789s`` was called ready on 5p
by the table's own shanten, which counted only the concealed tiles."""

from __future__ import annotations

import dataclasses

import pytest
from scoring.analysis import analyze
from table import ready
from table.review import distance as coach_distance
from table.seat_view import Meld, SeatView

from tests.table.helpers import parse, table_of

# (melds, concealed tiles, the hand analysis's shanten of the 13 tiles)
CASES = [
    ((("pung", "5p"),), "5p 123m 456m 789s", 1),  # the hand: a fifth 5p is needed
    ((("pung", "E"),), "E 123m 456m 789s", 1),
    ((("chow", "7s"), ("chow", "7s"), ("chow", "7s")), "9s 456m", 1),
    ((("pung", "5p"), ("pung", "E")), "5p E 12m 456m", 2),  # neither single can be the pair
    ((("chow", "1s"), ("chow", "1s"), ("chow", "1s")), "1s 456m", 1),  # 1s: three in melds
    ((("chow", "3s"), ("chow", "3s"), ("chow", "3s")), "5s 678m", 1),  # as above, in chows
]


def _melds(specs) -> tuple[Meld, ...]:
    out = []
    for kind, face in specs:
        if kind == "chow":
            first = parse(face)[0]
            tiles = tuple(f"{int(first[0]) + i}{first[1]}" for i in range(3))
            out.append(Meld(kind, tiles, tiles[0], 3))
        elif kind == "pung":
            out.append(Meld(kind, (face,) * 3, face, 2))
        elif kind == "kong":
            out.append(Meld(kind, (face,) * 4, face, 2))
        else:
            out.append(Meld(kind, (face,) * 4))
    return tuple(out)


def _view(specs, concealed: str, drawn: str | None = None) -> SeatView:
    """Seat 0 of a fresh table, given these melds and concealed tiles."""
    hands = ["1112223334445m", "5556667778889m", "1112223334445p", "5556667778889p"]
    view = table_of(hands).view(0)
    melds = (_melds(specs), (), (), ())
    return dataclasses.replace(
        view, melds=melds, concealed=tuple(sorted(parse(concealed))), drawn=drawn, offer=None
    )


def _text(specs, concealed: str) -> str:
    return "".join(m.notation for m in _melds(specs)) + concealed.replace(" ", "")


@pytest.mark.parametrize(("specs", "concealed", "expected"), CASES)
def test_the_analysis_counts_the_meld_copies(specs, concealed: str, expected: int) -> None:
    """The yardstick: the hand analysis (checked against PyMahjongGB) is not ready."""
    assert analyze(_text(specs, concealed)).shanten == expected


@pytest.mark.parametrize(("specs", "concealed", "expected"), CASES)
def test_the_ready_aid_is_not_ready_on_a_fifth_copy(specs, concealed: str, expected: int) -> None:
    view = _view(specs, concealed)
    assert ready.waits(view) == []
    assert ready.distance(view) == ready.Distance(expected)


@pytest.mark.parametrize(("specs", "concealed", "expected"), CASES)
def test_no_discard_is_marked_ready_on_a_fifth_copy(specs, concealed: str, expected: int) -> None:
    """On the seat's turn with a drawn N: discarding it leaves the hand above, not ready."""
    view = _view(specs, concealed, drawn="N")
    assert "N" not in ready.ready_discards(view)
    assert "N" not in ready.distance(view).discards


@pytest.mark.parametrize(("specs", "concealed", "expected"), CASES)
def test_the_coach_is_not_ready_on_a_fifth_copy(specs, concealed: str, expected: int) -> None:
    """The coach counts tiles to a legal win: never fewer than the tiles to any win; on the
    turn, discarding the drawn N (which leaves the hand above) is among the closest only when
    those are that far."""
    assert coach_distance(_view(specs, concealed)).tiles >= expected
    on_turn = coach_distance(_view(specs, concealed, drawn="N"))
    assert "N" not in on_turn.discards or on_turn.tiles >= expected
