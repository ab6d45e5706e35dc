"""Editing and undoing hands (every total recomputed, the earlier sheet untouched) and the table
points at the end: 4 / 2 / 1 / 0 by place, players with equal totals sharing."""

from __future__ import annotations

import pytest
from sheet import Draw, FalseWin, Sheet, SheetError, SheetHand, Win, points_text
from sheet.placing import places, table_points

PLAYERS = ("Asha", "Bikash", "Chandra", "Dipa")


def sheet_of(*hands: SheetHand) -> Sheet:
    sheet = Sheet(PLAYERS)
    for hand in hands:
        sheet = sheet.add(hand)
    return sheet


def test_changing_a_hand_recomputes_every_total_after_it():
    sheet = sheet_of(SheetHand(Win(0, 8, 1)), SheetHand(Win(2, 16)), SheetHand(Draw()))
    changed = sheet.change(0, SheetHand(Win(3, 8, 1)))
    assert changed.running()[0] == (-8, -16, -8, 32)
    assert changed.totals() == (-32, -40, 64, 8)
    assert sheet.totals() == (8, -40, 64, -32)  # the sheet it came from is as it was


def test_removing_a_hand_moves_the_later_ones_up():
    sheet = sheet_of(SheetHand(Win(0, 8, 1)), SheetHand(FalseWin(1)), SheetHand(Win(2, 16)))
    removed = sheet.remove(1)
    assert [h.outcome for h in removed.hands] == [Win(0, 8, 1), Win(2, 16)]
    assert removed.totals() == (8, -40, 64, -32)
    assert removed.next_hand == 3


def test_undo_is_going_back_to_the_sheet_before():
    before = sheet_of(SheetHand(Win(0, 8, 1)))
    after = before.add(SheetHand(Win(1, 10)))
    assert after.remove(1) == before


@pytest.mark.parametrize("index", [-1, 3, "0", None])
def test_there_is_no_hand_to_change_outside_the_sheet(index):
    sheet = sheet_of(SheetHand(Draw()), SheetHand(Draw()), SheetHand(Draw()))
    with pytest.raises(SheetError):
        sheet.change(index, SheetHand(Draw()))
    with pytest.raises(SheetError):
        sheet.remove(index)


def test_a_change_is_checked_as_an_entry_is():
    sheet = sheet_of(SheetHand(Draw()))
    with pytest.raises(SheetError) as error:
        sheet.change(0, SheetHand(Win(0, 6, 1)))
    assert error.value.code == "minimum"


@pytest.mark.parametrize("totals,expected", [
    ((50, 20, -10, -60), (4, 2, 1, 0)),
    ((-60, -10, 20, 50), (0, 1, 2, 4)),
    ((30, 30, -20, -40), (3, 3, 1, 0)),        # two first: (4 + 2) / 2
    ((40, 0, 0, -40), (4, 1.5, 1.5, 0)),       # two second: (2 + 1) / 2
    ((40, 10, -25, -25), (4, 2, 0.5, 0.5)),    # two third: (1 + 0) / 2
    ((10, 10, 10, -30), (7 / 3, 7 / 3, 7 / 3, 0)),
    ((20, -20, -20, 20), (3, 0.5, 0.5, 3)),
    ((0, 0, 0, 0), (1.75, 1.75, 1.75, 1.75)),
])
def test_table_points_by_place_ties_sharing(totals, expected):
    assert table_points(totals) == pytest.approx(expected)
    assert sum(table_points(totals)) == pytest.approx(7)


def test_places_share_the_better_place():
    assert places((30, 30, -20, -40)) == (1, 1, 3, 4)


def test_a_finished_match_has_its_table_points():
    hands = [SheetHand(Win(h % 4, 8 + h, (h + 1) % 4)) for h in range(16)]
    sheet = sheet_of(*hands)
    assert sheet.over
    assert sheet.table_points() == table_points(sheet.totals())


@pytest.mark.parametrize("value,text", [(4, "4"), (3.0, "3"), (1.5, "1.5"), (1.75, "1.75"),
                                        (7 / 3, "2.33"), (0.5, "0.5"), (0, "0")])
def test_table_points_as_written(value, text):
    assert points_text(value) == text
