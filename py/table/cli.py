"""The command line: ``python -m table selfplay | check | review``, JSON Lines on stdout.

    python -m table selfplay --hands 16 --seed 7 [--players simple,simple,simple,simple]
    python -m table check < records.jsonl      -> {"hands": N, "valid": true}
    python -m table review --seat 0 < records.jsonl   -> one review per hand (``table.review``)
    python -m table daily [--date 2026-12-01]   -> the daily table's seed, winds, par

``selfplay`` plays computer players against each other and prints one hand record per line
(see ``table.record``). Hands 1-16 are one match dealt from the seed; more hands go on with
further matches from seeds S+1, S+2, ... (each record names its seed). ``check`` runs the
replay validator over records read from stdin. Bad input prints one line ``error: ...`` on
stderr and exits with status 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Iterator, Sequence
from datetime import UTC, date, datetime

from commandline import OneLineParser, UsageError

from .daily import daily_table, par, today
from .match import Match
from .player import Player, make_player
from .record import hand_record, record_line
from .replay import RecordError, check_records
from .review import review_hand
from .seating import HANDS_PER_MATCH
from .table import play_hand

DEFAULT_PLAYERS = "simple"


def _parser() -> argparse.ArgumentParser:
    p = OneLineParser(prog="python -m table", description="MCR table game engine")
    sub = p.add_subparsers(dest="command", required=True, parser_class=OneLineParser)
    s = sub.add_parser("selfplay", help="computer players play; one hand record per line")
    s.add_argument("--hands", type=int, default=HANDS_PER_MATCH)
    s.add_argument("--seed", type=int, default=0)
    s.add_argument(
        "--players",
        default=DEFAULT_PLAYERS,
        help="one player name for all four seats, or four names separated by commas",
    )
    sub.add_parser("check", help="validate hand records (JSON Lines) read from stdin")
    r = sub.add_parser("review", help="where a seat chose otherwise than the strong player")
    r.add_argument("--seat", type=int, required=True, help="the seat reviewed, 0 to 3")
    d = sub.add_parser("daily", help="the daily table: its seed, winds and par")
    d.add_argument("--date", help="YYYY-MM-DD; default: today in Kathmandu")
    return p


def daily_json(day: date) -> dict:
    """What ``daily`` prints for ``day``."""
    table = daily_table(day)
    found = par(table)
    return {
        "date": day.isoformat(),
        "seed": table.seed,
        "hand": 1,
        "seat": table.seat,
        "seat_winds": list(table.seat_winds),
        "prevalent_wind": table.prevalent_wind,
        "players": table.players,
        "par": found.points,
    }


def players_from(text: str, seed: int) -> list[Player]:
    """Four computer players from "name" or "a,b,c,d", each seeded from the match seed."""
    names = [n.strip() for n in text.split(",")]
    if len(names) == 1:
        names *= 4
    if len(names) != 4:
        raise ValueError(f"--players takes one name or four, not {len(names)}")
    return [make_player(name, seed * 4 + seat) for seat, name in enumerate(names)]


def selfplay(hands: int, seed: int, names: str) -> Iterator[dict]:
    """Hand records of ``hands`` hands: matches of 16 from seeds seed, seed+1, ..."""
    if hands < 1 or seed < 0:
        raise ValueError("--hands must be at least 1 and --seed at least 0")
    match_seed = seed
    while hands > 0:
        match = Match(match_seed, min(hands, HANDS_PER_MATCH))
        players = players_from(names, match_seed)
        while True:
            play_hand(match.table, players)
            yield hand_record(match.table)
            hands -= 1
            if match.over:
                break
            match.next_hand()
        match_seed += 1


def _record(line: str, n: int) -> dict:
    """One record line (ValueError naming the line when it is not JSON or not a record)."""
    try:
        record = json.loads(line)
    except ValueError as exc:
        raise ValueError(f"line {n}: not JSON ({exc})") from None
    if not isinstance(record, dict):
        raise RecordError(f"line {n}: not a hand record")
    return record


def main(argv: Sequence[str] | None = None) -> int:
    try:
        args = _parser().parse_args(argv)
        if args.command == "selfplay":
            players_from(args.players, args.seed)  # a bad name fails before any output
            for record in selfplay(args.hands, args.seed, args.players):
                sys.stdout.write(record_line(record) + "\n")
        elif args.command == "daily":
            if args.date is None:
                day = today(datetime.now(UTC))
            else:
                try:
                    day = date.fromisoformat(args.date)
                except ValueError:
                    raise ValueError(f"--date is YYYY-MM-DD, not {args.date!r}") from None
            sys.stdout.write(json.dumps(daily_json(day)) + "\n")
        elif args.command == "review":
            if not 0 <= args.seat <= 3:
                raise ValueError(f"--seat is 0 to 3, not {args.seat}")
            for n, line in enumerate(sys.stdin, 1):
                if line.strip():
                    review = review_hand(_record(line, n), args.seat)
                    sys.stdout.write(json.dumps(review.to_json()) + "\n")
                    sys.stdout.flush()
        else:
            records = [json.loads(line) for line in sys.stdin if line.strip()]
            check_records(records)
            sys.stdout.write(json.dumps({"hands": len(records), "valid": True}) + "\n")
    except (UsageError, ValueError) as exc:
        message = exc.args[0] if exc.args else type(exc).__name__
        sys.stderr.write(f"error: {message}".splitlines()[0] + "\n")
        return 2
    return 0
