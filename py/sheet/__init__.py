"""The score sheet of an MCR match played at a real table, in pure Python.

Runs unchanged in CPython 3.11+ and in Pyodide. Payments are ``scoring.settle``'s, the seats
and winds ``scoring.seating``'s (the table game's), so the sheet, the scorer and the table game
never disagree.

    from sheet import Sheet, SheetHand, Win, Draw, FalseWin, Penalty, read_text, to_text
    sheet = Sheet(("Asha", "Bikash", "Chandra", "Dipa"))     # seat 0 is East in hand 1
    sheet = sheet.add(SheetHand(Win(winner=2, points=24, discarder=0)))
    sheet = sheet.add(SheetHand(Win(winner=1, points=8)))         # self-drawn
    sheet = sheet.add(SheetHand(Draw(), (Penalty(seat=3, points=10),)))
    sheet.totals(), sheet.running(), sheet.table_points(), sheet.seating(4)

* ``Sheet(players, hands=(), extra={})``: ``add(hand)``, ``change(index, hand)``,
  ``remove(index)`` and ``with_players(names)`` return a new sheet; ``next_hand`` (1..16, None
  when ``over``), ``seating(n)`` (``Seating(hand, prevalent_wind, seat_winds, dealer)``),
  ``gains()`` (each hand's), ``running()`` (totals after each hand), ``totals()``, ``places()``
  and ``table_points()`` (4 / 2 / 1 / 0 by place, equal totals sharing: ``placing``).
* ``SheetHand(outcome, penalties=(), extra={})`` with ``outcome`` one of ``Win(winner, points,
  discarder=None)`` (None: self-drawn), ``Draw()`` and ``FalseWin(seat, each=10)``;
  ``Penalty(seat, points)`` is deducted from its seat alone; ``SheetHand.gains()``. ``MINIMUM`` (8)
  and ``FALSE_WIN_EACH`` (10, the default amount).
* The file (``file``): ``read_text(text)`` / ``from_json(data)`` and ``to_text(sheet)`` /
  ``to_json(sheet)``: ``{"players": [...], "hands": [...]}`` as the command line's contract
  says, other fields kept. ``SheetError`` (a ValueError) names what is wrong, with ``code`` and
  ``values`` for a page to say it in the reader's language.
* ``seating(n)`` for hand 1..16 without a sheet; ``points_text(p)`` writes table points.

Command line: ``python -m sheet totals FILE`` (``sheet.cli``).
"""

from .errors import SheetError
from .file import from_json, read_text, to_json, to_text
from .hands import FALSE_WIN_EACH, MINIMUM, Draw, FalseWin, Penalty, SheetHand, Win
from .match import Seating, Sheet, seating
from .placing import points_text

__all__ = [
    "FALSE_WIN_EACH",
    "MINIMUM",
    "Draw",
    "FalseWin",
    "SheetHand",
    "Penalty",
    "Seating",
    "Sheet",
    "SheetError",
    "Win",
    "from_json",
    "points_text",
    "read_text",
    "seating",
    "to_json",
    "to_text",
]
