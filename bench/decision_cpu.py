"""Decision CPU of four players of one level on seeded hands, and a digest of every choice:
``PYTHONPATH=py python3 -m bench.decision_cpu [--level strong] [--hands 6] [--seed 20260801]``.

Run it on two trees, turn about (``PYTHONPATH=A/py``, ``PYTHONPATH=B/py``): the same digest
says every choice was the same, and the CPU seconds compare the same decisions.
"""

from __future__ import annotations

import argparse
import hashlib
import time

from table import Table, make_player
from table.wall import shuffled_wall


def main() -> None:
    """Play the hands, timing each decision's CPU; print the count, the CPU and the digest."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--level", default="strong")
    parser.add_argument("--hands", type=int, default=6)
    parser.add_argument("--seed", type=int, default=20260801)
    args = parser.parse_args()
    digest = hashlib.sha256()
    cpu = 0.0
    decisions = 0
    for n in range(args.hands):
        table = Table(shuffled_wall(args.seed + n, 1))
        players = [make_player(args.level, args.seed + 4 * n + s) for s in range(4)]
        while not table.over:
            seat, actions = table.pending()[0]
            view = table.view(seat)
            start = time.process_time()
            action = players[seat].choose(view, actions)
            cpu += time.process_time() - start
            decisions += 1
            digest.update(repr(action).encode())
            table.apply(seat, action)
    print(f"{args.level}: {decisions} decisions, CPU {cpu:.2f} s, "
          f"choices digest {digest.hexdigest()[:16]}")


if __name__ == "__main__":
    main()
