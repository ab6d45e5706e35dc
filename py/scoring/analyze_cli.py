"""Command line of the hand analysis: ``python -m scoring analyze "HAND"`` (or ``-``).

One JSON object a hand on standard output (``Analysis.to_json``: for 13 tiles ``{"tiles": 13,
"shanten": S, "useful": [...]}``, for 14 ``{"tiles": 14, "shanten": S, "discards": [...]}``).
With ``-`` it reads one hand a line from standard input (blank lines skipped) and writes one
object a line. A hand that is not one: ``error: ...`` on one line on standard error and exit
status 2 (with ``-``, at the first such line, ``error: line N: ...``, after the lines before it).
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import NoReturn, TextIO

from tiles.notation import HandError

from .analysis import analyze


class _Parser(argparse.ArgumentParser):
    """argparse, but a wrong command line is one ``error: ...`` line and status 2 too."""

    def error(self, message: str) -> NoReturn:
        sys.stderr.write(f"error: {message}\n")
        raise SystemExit(2)


def _line(hand: str) -> str:
    return json.dumps(analyze(hand).to_json(), ensure_ascii=False)


def analyze_main(argv: list[str], stdin: TextIO | None = None) -> int:
    """Run ``analyze HAND`` / ``analyze -``; returns the exit status (0, or 2 for bad input)."""
    parser = _Parser(
        prog="python -m scoring analyze",
        description="Shanten, useful tiles and discards of a 13- or 14-tile MCR hand.",
    )
    parser.add_argument(
        "hand", help="melds in [] / {}, then the concealed tiles, e.g. [123m]456p78sEEE; "
        "or - to read one hand a line from standard input"
    )
    args = parser.parse_args(argv)
    out = sys.stdout
    if args.hand != "-":
        try:
            out.write(_line(args.hand) + "\n")
        except HandError as error:
            sys.stderr.write(f"error: {error}\n")
            return 2
        return 0
    source = stdin if stdin is not None else sys.stdin
    for number, text in enumerate(source, 1):
        if not text.strip():
            continue
        try:
            out.write(_line(text.strip()) + "\n")
        except HandError as error:
            out.flush()
            sys.stderr.write(f"error: line {number}: {error}\n")
            return 2
    return 0
