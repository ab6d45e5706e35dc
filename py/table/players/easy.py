"""The easy computer player: the strong player's judgement, played loosely.

It reads its hand like the strong player but without looking a draw ahead or steering by
target patterns, does not defend, and now and then (a seeded coin) throws the second or third
best tile instead of the best. It still aims at legal hands, so it wins now and then, which
makes it a fair first opponent for a learner.

The coin is seeded afresh for each decision from the player's seed and the decision's place in
the match (hand, tiles left in the wall), not from how many decisions came before: a match
resumed from its save (a page reloaded) plays on exactly as it would have.
"""

from __future__ import annotations

from collections.abc import Sequence

from seeded import SplitMix64

from ..actions import Action
from ..seat_view import SeatView
from .plan import Planner, Style
from .strong import StrongPlayer, discard_rank

EASY = Style(
    lexicographic=False, lookahead=0, use_targets=False, claim_gain=None, claim_margin=1.3
)
SLIP = 4  # one turn in this many it plays a worse tile


class EasyPlayer(StrongPlayer):
    """See the module docstring; ``seed`` drives its slips, so a match replays exactly."""

    def __init__(self, seed: int = 0) -> None:
        super().__init__(EASY, caution=0)
        self.seed = seed

    def choose(self, view: SeatView, actions: Sequence[Action]) -> Action:
        # the coin for this decision (read by _best_discard, once or for each claim weighed)
        self.rng = SplitMix64((self.seed * 64 + view.hand_number) * 256 + view.wall_left)
        return super().choose(view, actions)

    def _best_discard(
        self, planner: Planner, counts: Sequence[int], melds, danger
    ) -> tuple[float, int, int]:
        judged = planner.discards(counts, melds)
        ranked = sorted(judged, key=lambda k: (-judged[k].value, discard_rank(k)))
        pick = 0
        if len(ranked) > 1 and self.rng.below(SLIP) == 0:
            pick = 1 + self.rng.below(min(2, len(ranked) - 1))
        kind = ranked[pick]
        return judged[kind].value, kind, judged[kind].need


def make(seed: int = 0) -> EasyPlayer:
    """The easy player, its slips seeded by ``seed``."""
    return EasyPlayer(seed)
