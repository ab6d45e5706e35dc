"""The expert computer player: the strong player's judgement of its own hand, with the danger
of each discard read by a model learned from the yardstick's own play.

Its hand is judged as the strong player judges it (``plan.Planner``, ``par``'s weights, no
copy of them), and it claims and declares kongs by the same rules. What differs is the danger:
``danger`` (a logistic model fitted on four par players' hands, which kinds are an opponent's
legal waits, by how long it has played, the melds it shows, the tile, its pond) in place of
``defence``'s guess, which was measured on the weak baseline's play. On held-out hands it
predicts the waits better (log loss 0.0240 against 0.0286). What was tried besides, and
dropped because it measured worse against ``par`` (folding a far hand, claiming more), is in
docs/players.md ("The expert").

It is deterministic (no coin, ``seed`` unused): a match replays, and a player made afresh in
the middle of a hand (a resumed match) chooses as the one that played it all would.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ..seat_view import SeatView
from . import danger as learned
from .par import PAR
from .plan import Planner, Style
from .reading import Reading
from .strong import StrongPlayer


@dataclass(frozen=True)
class Expert:
    """The expert's weights: its hand judgement (``style``) and its defence."""

    style: Style = PAR
    learned_danger: bool = True  # danger from ``danger`` (else par's ``defence``)
    penalty: float = 0.65  # feeding an opponent, in the planner's units of worth (as par)


EXPERT = Expert()


class ExpertPlayer(StrongPlayer):
    """See the module docstring."""

    def __init__(self, expert: Expert = EXPERT) -> None:
        super().__init__(expert.style, caution=1.0)
        self.expert = expert

    def _prepare(self, view: SeatView) -> tuple[Reading, Planner, list[float] | None]:
        hand, planner, guess = super()._prepare(view)
        if not self.expert.learned_danger:
            return hand, planner, guess
        return hand, planner, feeding(view)

    def _penalty(self, danger: Sequence[float] | None, kind: int) -> float:
        return self.expert.penalty * danger[kind] if danger is not None else 0.0


def feeding(view: SeatView) -> list[float]:
    """For each kind, the chance that discarding it now wins some opponent's hand (the
    learned model's chances for the three opponents, taken as independent)."""
    rows = learned.opponent_danger(view)
    out = []
    for k in range(34):
        safe = 1.0
        for seat in range(4):
            safe *= 1 - rows[seat][k]
        out.append(1 - safe)
    return out


def make(seed: int = 0) -> ExpertPlayer:
    """The expert player (deterministic: ``seed`` is not used)."""
    return ExpertPlayer()
