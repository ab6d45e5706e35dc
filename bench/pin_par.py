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

from tests.fixtures.deals import PAR_HANDS, PAR_SEED, deals, decisions


def main() -> int:
    hands = [{"deal": list(d), "choices": decisions(d)} for d in deals(PAR_HANDS, PAR_SEED)]
    json.dump({"player": "par", "seed": PAR_SEED, "hands": hands}, sys.stdout, indent=0)
    sys.stdout.write("\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
