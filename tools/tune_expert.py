"""Variants of the expert against ``par`` on the same deals, one after another (interleaved
deal by deal when ``--workers`` > 1 share them): the tuning runs of README's "The expert".

    PYTHONPATH=py python3 tools/tune_expert.py --variants par,expert,nofold --deals 60
        --seed 30000000 [--workers 2]

Each variant is an ``expert.Expert`` (see ``VARIANTS``); the figures are
``python -m table.bench --against par``'s, per variant. Tune on seeds 30000000-39999999; the
expert is reported on others (the bench's own deals, 20260801).
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import replace
from functools import partial

from table.actions import DISCARD
from table.bench import against_rows, deals, play_deals
from table.players.calibration import win_chance
from table.players.expert import EXPERT, Expert, ExpertPlayer
from table.players.handvalue import HandValuePlayer
from table.players.par import PAR
from table.table import Table
from table.tiles import KIND

NOFOLD = EXPERT
VARIANTS = {
    "expert": EXPERT,
    "par": replace(EXPERT, learned_danger=False),
    "nofold": NOFOLD,
    "claim0": replace(NOFOLD, style=replace(PAR, claim_gain=0.0)),
    "claim4": replace(NOFOLD, style=replace(PAR, claim_gain=0.04)),
    "claim12": replace(NOFOLD, style=replace(PAR, claim_gain=0.12)),
    "pen2": replace(NOFOLD, penalty=2.0),
    "pen0": replace(NOFOLD, penalty=0.0),
    "hazard90": replace(NOFOLD, style=replace(PAR, hazard=90)),
    "look14": replace(NOFOLD, style=replace(PAR, lookahead=14)),
}


class FoldingExpert(ExpertPlayer):
    """Tried and dropped: on its turn, when the discard its hand wants feeds an opponent at
    least ``fold_from`` of the time, every much safer discard is weighed on one scale with it:
    its chance of winning the hand (``calibration.win_chance``) less ``feed_weight`` times its
    chance of feeding an opponent (the strong player never gives up a tile of progress to
    defend)."""

    def __init__(self, expert: Expert, fold_from: float, feed_weight: float) -> None:
        super().__init__(expert)
        self.fold_from, self.feed_weight = fold_from, feed_weight

    def _turn(self, planner, hand, actions, danger):
        choice = super()._turn(planner, hand, actions, danger)
        if danger is None or choice.act != DISCARD or danger[KIND[choice.tile]] < self.fold_from:
            return choice
        turns, melded = planner.sit.turns, not hand.concealed_hand
        best_kind = KIND[choice.tile]
        top, best_key = danger[best_kind], None
        for kind, judged in planner.discards(hand.counts, list(hand.melds)).items():
            if kind != KIND[choice.tile] and danger[kind] > top * 0.5:
                continue  # folding is for safety: only a much safer tile replaces the choice
            own = win_chance(judged.need, judged.value, turns, melded)
            key = own - self.feed_weight * danger[kind]
            if best_key is None or key > best_key:
                best_key, best_kind = key, kind
        return next(a for a in actions if a.act == DISCARD and KIND[a.tile] == best_kind)


FOLDS = {"fold": (0.03, 0.7), "foldmild": (0.08, 0.25)}


HAND_VALUE = {  # handvalue.HandValuePlayer: ranked by, fewest tiles first
    "hvwin": ("win", False), "hvpts": ("points", False),
    "hvwinlex": ("win", True), "hvptslex": ("points", True),
}


def _make(name: str, table: Table, seat: int) -> ExpertPlayer:
    if name in HAND_VALUE:
        return HandValuePlayer(*HAND_VALUE[name])
    if name in FOLDS:
        return FoldingExpert(EXPERT, *FOLDS[name])
    return ExpertPlayer(VARIANTS[name])


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--variants", default="expert")
    parser.add_argument("--deals", type=int, default=60)
    parser.add_argument("--seed", type=int, default=30_000_000)
    parser.add_argument("--workers", type=int, default=1)
    args = parser.parse_args(argv)
    summary = []
    for name in args.variants.split(","):
        tallies = play_deals(deals(args.deals, args.seed), partial(_make, name), "par",
                             args.workers)
        rows = dict(against_rows(tallies, name, "par"))
        summary.append((name, rows))
        print(f"{name}: " + "; ".join(
            f"{k.split(':')[-1].strip()} {v}" for k, v in rows.items()
            if k.startswith("both:") or "interval" in k or "per seat-hand" in k
        ), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
