"""Checking the arguments of ``score`` and ``settle`` (and of the command line).

Each is checked with the same care as the hand: a wrong value is a ``HandError`` (code
``"bad_argument"``, values ``argument`` and ``value``) whose message names the argument and the
value, never a value silently read as something else (``""`` as East, ``"yes"`` as True).
``name`` is the argument as the caller knows it: ``seat_wind`` for ``score``, ``--seat`` for the
command line.
"""

from __future__ import annotations

from tiles import WINDS
from tiles.kinds import NUM_KINDS, wind_kind
from tiles.notation import HandError, parse_tile

MAX_FLOWERS = 8


def bad_argument(name: str, value: object, wanted: str, detail: str = "") -> HandError:
    """The error for a wrong value: '<name> must be <wanted>, not <value>[: <detail>]'."""
    message = f"{name} must be {wanted}, not {value!r}"
    return HandError(message + (f": {detail}" if detail else ""), "bad_argument",
                     argument=name, value=value)


def check_flag(value: object, name: str) -> bool:
    """A yes/no argument: True or False, nothing else (not 1, not "yes")."""
    if not isinstance(value, bool):
        raise bad_argument(name, value, "True or False")
    return value


def check_wind(value: object, name: str) -> int:
    """A wind given as its letter E, S, W or N; returns its tile kind."""
    if not isinstance(value, str) or value not in WINDS:
        raise bad_argument(name, value, "E, S, W or N (a wind)")
    return wind_kind(value)


def check_flowers(value: object, name: str = "flowers") -> int:
    """The number of flower tiles: a whole number from 0 to 8."""
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_FLOWERS:
        raise bad_argument(name, value, f"a whole number from 0 to {MAX_FLOWERS}")
    return value


def check_win_tile(value: object, name: str = "win_tile") -> int:
    """The winning tile: one tile in the notation ('6s', 'E') or a tile kind 0..33."""
    wanted = "one tile such as '6s' or 'E'"
    if isinstance(value, str):
        try:
            return parse_tile(value)
        except HandError as error:
            raise bad_argument(name, value, wanted, str(error)) from error
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value < NUM_KINDS:
        raise bad_argument(name, value, wanted + f" (or a tile kind 0 to {NUM_KINDS - 1})")
    return value


def check_seat(value: object, name: str) -> int:
    """A seat of the table: 0, 1, 2 or 3."""
    if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= 3:
        raise bad_argument(name, value, "a seat 0, 1, 2 or 3")
    return value
