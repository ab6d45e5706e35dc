"""The checks of a sheet's players and hands: every value named when it is wrong, never read as
something else (``true`` is not seat 1, ``8.5`` is not 8)."""

from __future__ import annotations

from .errors import SheetError
from .hands import MINIMUM, SEATS, Draw, FalseWin, Penalty, SheetHand, Win

NAME_LENGTH = 40
JOINERS = ("\u200c", "\u200d")
"""The zero-width non-joiner and joiner: not "printable" to Python, but part of how Nepali and
Hindi spell some words (र्‍ in गर्‍यो), so allowed in a name; other invisible characters are not."""
MAXIMUM = 9999
"""The largest amount a hand holds (a win's points, a false win's payment, a penalty): far
above any MCR hand (88 is the largest fan), and what the page's fields take (four digits)."""


def shown(value: object) -> object:
    """``value`` as a message names it: a number as it is, unless it is huge (its first digits
    then), anything else as Python writes it, cut to 24 characters."""
    if type(value) is int and abs(value) < 10 ** 12:
        return value
    if type(value) is int:  # hundreds of digits (the JSON reader stops at 4,300)
        text = str(value)[:12] + "…" if value.bit_length() < 14_000 else "…"
    else:
        text = repr(value)
    return text if len(text) <= 24 else text[:23] + "…"


def whole(value: object) -> bool:
    """A whole number (not True or False, not 8.0)."""
    return type(value) is int


def check_players(players: object) -> tuple[str, str, str, str]:
    """Four names, each 1 to 40 characters of text on one line; returned without the spaces
    around them."""
    if not isinstance(players, list | tuple) or len(players) != SEATS:
        raise SheetError("players must be a list of four names", "players")
    names = []
    for seat, name in enumerate(players):
        text = name.strip() if isinstance(name, str) else ""
        shown_text = text.replace(JOINERS[0], "").replace(JOINERS[1], "")
        if not text or len(text) > NAME_LENGTH or not shown_text.isprintable():
            raise SheetError(f"player {seat}'s name must be text of 1 to {NAME_LENGTH} "
                             f"characters on one line, not {shown(name)}", "name", seat=seat)
        names.append(text)
    return (names[0], names[1], names[2], names[3])


def check_seat(value: object, number: int, name: str) -> int:
    if not whole(value) or not 0 <= value < SEATS:
        raise SheetError(f"hand {number}: {name!r} must be a seat 0 to 3, not {shown(value)}",
                         "seat", hand=number, field=name, value=shown(value))
    return value


def check_points(value: object, number: int) -> int:
    """A win's points: a whole number, at least the minimum."""
    if not whole(value) or value < MINIMUM:
        raise SheetError(f"hand {number}: a win's points must be a whole number, at least "
                         f"{MINIMUM} (flowers not counted), not {shown(value)}", "minimum",
                         hand=number, value=shown(value))
    return _at_most(value, number, "a win's points")


def _at_most(value: int, number: int, what: str) -> int:
    """``value`` if it is at most MAXIMUM; SheetError ("large") otherwise."""
    if value > MAXIMUM:
        raise SheetError(f"hand {number}: {what} must be at most {MAXIMUM}, not "
                         f"{shown(value)}", "large", hand=number, value=shown(value))
    return value


def check_amount(value: object, number: int, code: str, what: str) -> int:
    """A false win's payment or a penalty: a whole number above 0."""
    if not whole(value) or value <= 0:
        raise SheetError(f"hand {number}: {what} must be a whole number above 0, not "
                         f"{shown(value)}", code, hand=number, value=shown(value))
    return _at_most(value, number, what)


def check_hand(hand: SheetHand, number: int) -> SheetHand:
    """``hand`` if every value in it is right for hand ``number``; SheetError otherwise."""
    outcome = hand.outcome
    if isinstance(outcome, Win):
        check_seat(outcome.winner, number, "winner")
        check_points(outcome.points, number)
        if outcome.discarder is not None:
            check_seat(outcome.discarder, number, "from")
            if outcome.discarder == outcome.winner:
                raise SheetError(f"hand {number}: the discarder ('from') must be another seat "
                                 "than the winner's", "from_winner", hand=number)
    elif isinstance(outcome, FalseWin):
        check_seat(outcome.seat, number, "false_win")
        check_amount(outcome.each, number, "amount", "a false win's payment ('each')")
    elif not isinstance(outcome, Draw):
        raise SheetError(f"hand {number} is not a win, a self-drawn win, a drawn hand or a "
                         "false win", "hand_form", hand=number)
    if not isinstance(hand.penalties, tuple) or not all(
            isinstance(p, Penalty) for p in hand.penalties):
        raise SheetError(f"hand {number}: penalties must be a list of {{seat, points}}",
                         "penalties", hand=number)
    for penalty in hand.penalties:
        check_seat(penalty.seat, number, "seat")
        check_amount(penalty.points, number, "penalty", "a penalty ('points')")
    return hand
