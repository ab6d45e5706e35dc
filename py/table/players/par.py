"""The yardstick: ``par`` is the strong player of 2026-12-01, frozen, to measure others by.

Ratios against the weak ``baseline`` flatter a player (most hands left against it are luck);
a player is strong when it beats an equal. ``par`` is that equal: the strong player's code
(``StrongPlayer``, ``plan``, ``defence``, ``calibration``, no second copy of any of it) with
its judgement's weights written out here, so a change to the strong player's defaults does not
move the yardstick. A change to the shared code that changes one of par's decisions fails
``tests/table/test_par.py``, which replays par's recorded decisions on fixed deals: such a change
must keep par's old behaviour (behind a ``Style`` field, say) or it is a new yardstick.

    PYTHONPATH=py python3 -m bench.players --player expert --against par
"""

from __future__ import annotations

from .plan import Style
from .strong import StrongPlayer

PAR = Style(
    free_legal=0.45,
    free_legal_melded=0.14,
    slack=0,
    value_weight=1 / 100,
    discard_win_rate=1.8,
    claim_boost=1.3,
    hazard=60,
    first_cap=3.0,
    target_weight=0.1,
    lexicographic=True,
    claim_gain=0.08,
    claim_margin=1.05,
    lookahead=6,
    use_targets=True,
    discard_lean=(1.4, 1.2, 1.0, 0.8),
)
"""The strong player's weights as of 2026-12-01 (``plan.Style()`` then), every field named."""


def make(seed: int = 0) -> StrongPlayer:
    """The par player (deterministic: ``seed`` is not used)."""
    return StrongPlayer(PAR, caution=1.0)
