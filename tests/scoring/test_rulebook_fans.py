"""Every one of the 81 fans, at least twice, on hands of our own from the rulebook.

Each hand's complete list of fans (name, points, count) and total were derived by hand from
the 2006 Green Book as the standard Chinese Official Mahjong calculators count it; see
rulebook_cases.py and rulebook_fans_*.py. The fans are compared as a sorted list, so order
does not matter.
"""

from __future__ import annotations

import pytest
from scoring import score

from tests.scoring.rulebook_cases import FAN_CASES, FAN_POINTS, Case


def _fans(result) -> list[tuple[str, int, int]]:
    return sorted((fan.name, fan.points, fan.count) for fan in result.fans)


@pytest.mark.parametrize("case", FAN_CASES, ids=[c.id for c in FAN_CASES])
def test_rulebook_hand_scores_exactly_its_fans(case: Case) -> None:
    result = score(case.hand, **case.kwargs())
    assert _fans(result) == sorted(case.fans), f"{case.hand} + {case.win}"
    assert result.total == case.total
    assert result.meets_minimum is case.meets_minimum


@pytest.mark.parametrize("case", FAN_CASES, ids=[c.id for c in FAN_CASES])
def test_rulebook_case_is_consistent(case: Case) -> None:
    """Guards the table itself: known fan names and points, total = sum, the fan is listed."""
    for name, points, count in case.fans:
        assert FAN_POINTS[name] == points, name
        assert count >= 1
    assert sum(points * count for _, points, count in case.fans) == case.total
    assert case.fan in {name for name, _, _ in case.fans}
    assert len({name for name, _, _ in case.fans}) == len(case.fans), "a fan listed twice"


def test_every_fan_has_at_least_two_rulebook_hands() -> None:
    assert len(FAN_POINTS) == 81
    for name in FAN_POINTS:
        hands = [c.id for c in FAN_CASES if c.fan == name]
        assert len(hands) >= 2, f"{name}: {hands}"


def test_rulebook_hands_are_distinct() -> None:
    keys = [(c.hand, c.win, c.self_drawn, c.seat, c.round, c.flowers) for c in FAN_CASES]
    assert len(keys) == len(set(keys))
    assert len({c.id for c in FAN_CASES}) == len(FAN_CASES)
