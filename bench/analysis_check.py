"""The hand analysis against PyMahjongGB (MIT, ``pip install pymahjonggb``): shanten and useful
tiles on random hands of every shape. ``PYTHONPATH=py python3 -m bench.analysis_check [--hands N]``

The comparison is tests/fixtures/pymahjonggb.py's (the scoring tests run a small one): its
docstring says what is compared and the one known difference ("fifth copy").
Prints one JSON line per generator: hands, agreements, fifth-copy hands, other differences (and
the first few of those, which should be none).
"""

from __future__ import annotations

import argparse
import json
import sys

from tests.fixtures.pymahjonggb import SEED, check


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.analysis_check", description=__doc__)
    parser.add_argument("--hands", type=int, default=1000, help="hands of each size per generator")
    parser.add_argument("--seed", type=int, default=SEED)
    args = parser.parse_args(argv)
    failed = False
    for row in check(args.hands, args.seed):
        failed |= row["differ"] > 0
        print(json.dumps(row, ensure_ascii=False))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
