"""How often a hand the planner judged goes on to win: its value, calibrated.

``plan.Judgement.value`` ranks hands the same number of tiles from a legal win well, but its
scale differs from one distance to the next (a hand one tile from ready with few legal ready
draws is valued near 0, yet wins about a third of the time early in the hand). A claim changes
the distance, so the strong player weighs a claim by ``win_chance``, which puts every distance
on one scale: for each distance, a logistic fit of the hand's outcome on its log value, its
own draws left and whether it has exposed melds. Measured on the strong player's own hands
against three baseline players, on deals apart from the bench's (``bench/fit_calibration.py``).
"""

from __future__ import annotations

import math

# tiles to a legal win (4: four or more) -> weights of ``features``; printed by
# ``PYTHONPATH=py python3 -m bench.fit_calibration --deals 600 --seed 70000000`` (the player
# then weighing its claims by the fit before this one: each fit is of the player as it plays)
COEFFICIENTS = {
    1: (-0.328, 0.775, 2.594, 1.131, 0.222),
    2: (-0.761, 0.848, 1.056, -0.771, 0.028),
    3: (-1.364, 1.421, 2.891, -0.169, -0.084),
    4: (2.396, 3.438, -0.303, -1.642, 0.000),
}


def features(value: float, turns: int, melded: bool) -> list[float]:
    """What the fit reads of a hand: 1, log value, own draws left / 20 (at most 1: a hand
    starts with about 20), their product, melded."""
    log_value = math.log(max(value, 0.0) + 0.002)
    left = min(turns, 20) / 20
    return [1.0, log_value, left, log_value * left, float(melded)]


def win_chance(need: int, value: float, turns: int, melded: bool) -> float:
    """The chance that a hand ``need`` tiles from a legal win, valued ``value`` by the planner
    with ``turns`` own draws left, is won."""
    weights = COEFFICIENTS[min(max(need, 1), 4)]
    z = sum(w * x for w, x in zip(weights, features(value, turns, melded), strict=True))
    return 1 / (1 + math.exp(-z))
