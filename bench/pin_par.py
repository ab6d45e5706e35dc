"""Record the yardstick's decisions: four ``par`` players on fixed deals, every choice kept.

``tests/table/test_par.py`` replays the same deals and fails at the first decision that is no
longer the recorded one, so ``par`` stays the player it was when this file was written
(``table.players.par``). Run it once, when the yardstick is made; running it again after a
change to the players' shared code would move the yardstick and defeat the test.

    PYTHONPATH=py python3 -m bench.pin_par > tests/table/data/par_decisions.json
"""

from __future__ import annotations

import json
import sys
from collections.abc import Callable

from table.player import Player
from table.players import par

from bench.players import deal_table, deals

SEED = 5_000_000
"""The deals' first match seed: apart from the bench's and from every tuning seed."""
HANDS = 16


def decisions(deal: tuple[int, int], make: Callable[[int], Player] | None = None) -> list[str]:
    """Each choice of a hand of four players (``make(seed)``, else par) on ``deal``, as
    "seat act tile[s]"."""
    table = deal_table(deal)
    players = [(make or par.make)(deal[0] * 4 + s) for s in range(4)]
    out = []
    while not table.over:
        seat, actions = table.pending()[0]
        action = players[seat].choose(table.view(seat), actions)
        out.append(f"{seat} {action}")
        table.apply(seat, action)
    return out


def main() -> int:
    hands = [{"deal": list(d), "choices": decisions(d)} for d in deals(HANDS, SEED)]
    json.dump({"player": "par", "seed": SEED, "hands": hands}, sys.stdout, indent=0)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
