"""The command line: `python -m engine layouts | deal | daily | solve`, JSON on stdout.

    python -m engine layouts
    python -m engine deal --layout turtle --seed 42
    python -m engine daily --layout turtle --date 2026-11-29   (no --date: today in Kathmandu)
    python -m engine solve < deal.json        -> {"winnable": true, "moves": [[id, id], ...]}

Bad input (unknown layout, bad date, malformed JSON, faces that do not pair up) prints a
one-line error on stderr and exits with status 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from datetime import UTC, date, datetime

from .daily import daily_date, daily_deal
from .deal import Deal, new_deal
from .layout import LANGUAGES, get_layout, layouts
from .solve import solve_limited


class UsageError(Exception):
    """A command line that does not parse (shown as one line, exit status 2)."""


class OneLineParser(argparse.ArgumentParser):
    """An ArgumentParser whose errors raise UsageError instead of printing the usage and
    exiting, so a command line reports one ``error: ...`` line (shared by py/table's CLI)."""

    def error(self, message: str) -> None:
        raise UsageError(message)


def _parser() -> argparse.ArgumentParser:
    p = OneLineParser(prog="python -m engine", description="Mahjong solitaire engine")
    sub = p.add_subparsers(dest="command", required=True, parser_class=OneLineParser)
    sub.add_parser("layouts", help="list the layouts")
    d = sub.add_parser("deal", help="the deal numbered SEED for a layout")
    d.add_argument("--layout", required=True)
    d.add_argument("--seed", required=True, type=int)
    y = sub.add_parser("daily", help="the daily deal of a layout (Kathmandu date)")
    y.add_argument("--layout", required=True)
    y.add_argument("--date", help="YYYY-MM-DD; default: today in Kathmandu")
    s = sub.add_parser("solve", help="solve the deal read from stdin")
    s.add_argument("--node-limit", type=int, default=None, help="give up after this many nodes")
    return p


def main(argv: Sequence[str] | None = None) -> int:
    try:
        args = _parser().parse_args(argv)
        out = _run(args)
    except (UsageError, ValueError, KeyError) as exc:
        message = exc.args[0] if exc.args else type(exc).__name__
        sys.stderr.write(f"error: {message}".splitlines()[0] + "\n")
        return 2
    sys.stdout.write(json.dumps(out, ensure_ascii=False) + "\n")
    return 0


def _run(args: argparse.Namespace) -> object:
    if args.command == "layouts":
        return [
            {"id": lay.id, "tiles": lay.size, "names": {k: lay.names[k] for k in LANGUAGES}}
            for lay in layouts()
        ]
    if args.command == "deal":
        get_layout(args.layout)
        return new_deal(args.layout, args.seed).to_dict()
    if args.command == "daily":
        get_layout(args.layout)
        if args.date is None:
            day = daily_date(datetime.now(UTC))
        else:
            try:
                day = date.fromisoformat(args.date)
            except ValueError:
                raise ValueError(f"bad date {args.date!r} (expected YYYY-MM-DD)") from None
        return daily_deal(args.layout, day).to_dict()
    if args.command == "solve":
        deal = Deal.from_json(sys.stdin.read())
        result = solve_limited(deal, args.node_limit)
        if result.status == "unknown":
            return {"winnable": None, "moves": None, "nodes": result.nodes}
        moves = [list(m) for m in result.moves] if result.moves is not None else None
        return {"winnable": result.status == "winnable", "moves": moves}
    raise UsageError(f"unknown command {args.command!r}")
