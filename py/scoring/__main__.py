"""Command line: ``python -m scoring "[123m]{9999s}456p78sEE" --win 6s [--json]``."""

from __future__ import annotations

import argparse
import json
import sys

from .errors import HandError
from .explain import breakdown
from .score import score


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m scoring", description="Score an MCR hand.")
    parser.add_argument(
        "hand", help="melds in [] / {}, then the concealed tiles, e.g. [123m]456p78sEE"
    )
    parser.add_argument("--win", required=True, help="the winning tile, e.g. 6s")
    parser.add_argument("--self-drawn", action="store_true", help="won by self-draw (zimo)")
    parser.add_argument("--seat", default="E", help="seat wind E S W N (default E)")
    parser.add_argument("--round", default="E", help="prevalent wind E S W N (default E)")
    parser.add_argument("--flowers", type=int, default=0, help="flower tiles 0-8")
    parser.add_argument("--last-tile", action="store_true", help="last tile of the wall")
    parser.add_argument("--last-of-kind", action="store_true", help="winning tile is the 4th")
    parser.add_argument(
        "--kong-tile", action="store_true", help="replacement tile / robbing a kong"
    )
    parser.add_argument("--json", action="store_true", help="print the result as JSON")
    args = parser.parse_args(argv)
    try:
        result = score(
            args.hand,
            args.win,
            self_drawn=args.self_drawn,
            seat_wind=args.seat,
            round_wind=args.round,
            flowers=args.flowers,
            last_tile=args.last_tile,
            last_of_kind=args.last_of_kind,
            kong_tile=args.kong_tile,
        )
    except HandError as error:
        sys.stderr.write(f"error: {error}\n")
        return 2
    if args.json:
        sys.stdout.write(json.dumps(result.to_json(), ensure_ascii=False, indent=2) + "\n")
    else:
        sys.stdout.write(breakdown(result, f"{args.hand}  won on {args.win}") + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
