"""Command line: ``python -m scoring "[123m]{9999s}456p78sEE" --win 6s [--json]``.

``python -m scoring analyze "HAND"`` (or ``-``) is the hand analysis instead (analyze_cli.py).

The winning tile goes after ``--win`` or after a ``+`` in the hand (``"... 78sEE + 6s"``).
Every value is checked as ``score`` checks its arguments, and a wrong one is named with its
option: one line ``error: ...`` on stderr and exit status 2, as for a hand that is not one.
"""

from __future__ import annotations

import argparse
import json
import re
import sys

from tiles import PLAYING_TILES
from tiles.notation import HandError, read_hand

from .arguments import bad_argument, check_flowers, check_win_tile, check_wind
from .explain import breakdown
from .score import Result, score


def main(argv: list[str] | None = None) -> int:
    if argv is None:
        argv = sys.argv[1:]
    if argv[:1] == ["analyze"]:
        from .analyze_cli import analyze_main

        return analyze_main(argv[1:])
    parser = argparse.ArgumentParser(prog="python -m scoring", description="Score an MCR hand.")
    parser.add_argument(
        "hand",
        help="melds in [] / {}, then the concealed tiles, e.g. [123m]456p78sEE; "
        "the winning tile may follow a +",
    )
    parser.add_argument("--win", help="the winning tile, e.g. 6s (or write it after + in HAND)")
    parser.add_argument("--self-drawn", action="store_true", help="won by self-draw (zimo)")
    parser.add_argument("--seat", default="E", help="seat wind E S W N (default E)")
    parser.add_argument("--round", default="E", help="prevalent wind E S W N (default E)")
    parser.add_argument("--flowers", default="0", help="flower tiles 0-8")
    parser.add_argument("--last-tile", action="store_true", help="last tile of the wall")
    parser.add_argument("--last-of-kind", action="store_true", help="winning tile is the 4th")
    parser.add_argument(
        "--kong-tile", action="store_true", help="replacement tile / robbing a kong"
    )
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    args = parser.parse_args(argv)
    try:
        hand, win = _hand_and_win(args.hand, args.win)
        result = score(
            hand,
            check_win_tile(win, "--win"),
            self_drawn=args.self_drawn,
            seat_wind=_wind(args.seat, "--seat"),
            round_wind=_wind(args.round, "--round"),
            flowers=_flowers(args.flowers),
            last_tile=args.last_tile,
            last_of_kind=args.last_of_kind,
            kong_tile=args.kong_tile,
        )
    except HandError as error:
        sys.stderr.write(f"error: {error}\n")
        return 2
    _print(result, f"{hand}  won on {win}", args.json)
    return 0


def _hand_and_win(text: str, win: str | None) -> tuple[str, str]:
    """The hand without its winning tile, and the winning tile (from --win or after '+')."""
    written = read_hand(text)
    if written.plus is None:
        if win is None:
            raise HandError(
                "give the winning tile: --win 6s, or after '+' in the hand", "no_win_tile"
            )
        return text, win
    if written.win is None:
        raise HandError(
            "nothing follows '+': write the winning tile after it, e.g. + 6s", "no_win_tile"
        )
    if win is not None:
        raise bad_argument("--win", win, "left out when the hand names its winning tile after '+'")
    return text[: written.plus].strip(), PLAYING_TILES[written.win.tile]


def _wind(value: str, option: str) -> str:
    check_wind(value, option)
    return value


def _flowers(text: str) -> int:
    """--flowers as a number, checked as score checks flowers (named as the option)."""
    value: object = int(text) if re.fullmatch(r"[0-9]{1,3}", text) else text
    return check_flowers(value, "--flowers")


def _print(result: Result, title: str, as_json: bool) -> None:
    if as_json:
        sys.stdout.write(json.dumps(result.to_json(), ensure_ascii=False, indent=2) + "\n")
    else:
        sys.stdout.write(breakdown(result, title) + "\n")


if __name__ == "__main__":
    sys.exit(main())
