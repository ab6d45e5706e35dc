"""Make the discard puzzles' pool the page ships (py/puzzles/pool.json): the clear positions of
hands the frozen strong player (par) plays at all four seats, from fixed seeds, so the same
command makes the same file (docs/puzzles.md).

    PYTHONPATH=py python3 tools/make_puzzles.py [--seed 930000] [--hands 40] [--out FILE]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path[:0] = [str(ROOT / "py")]

from puzzles import CLEAR_MARGIN, POOL_FILE, POOL_VERSION  # noqa: E402
from table.puzzles import harvest  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    """Play the hands, keep the clear puzzles, write the pool; prints a line per hand."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--seed", type=int, default=930000, help="the first hand's seed")
    parser.add_argument("--hands", type=int, default=40, help="hands to play (seeds in a row)")
    parser.add_argument("--out", type=Path, default=POOL_FILE)
    args = parser.parse_args(argv)
    found = []
    for seed in range(args.seed, args.seed + args.hands):
        these = list(harvest(seed))
        found.extend(these)
        print(f"seed {seed}: {len(these)} puzzles", file=sys.stderr)
    pool = {"v": POOL_VERSION, "player": "par", "margin": CLEAR_MARGIN,
            "made_by": f"tools/make_puzzles.py --seed {args.seed} --hands {args.hands}",
            "puzzles": [p.to_json() for p in found]}
    args.out.write_text(json.dumps(pool, separators=(",", ":")) + "\n", encoding="utf-8")
    print(f"{len(found)} puzzles written to {args.out}", file=sys.stderr)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
