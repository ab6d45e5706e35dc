"""The hand analysis against a published MCR calculator, PyMahjongGB (``pip install
pymahjonggb``; skipped when it is not installed): shanten and useful tiles of 300 fixed-seed
hands of every shape (tests/fixtures/pymahjonggb.py; the full run: ``python -m
bench.analysis_check``)."""

from __future__ import annotations

import pytest

pytest.importorskip("MahjongGB")

from tests.fixtures.hands import GENERATORS  # noqa: E402
from tests.fixtures.pymahjonggb import check, compare, yardstick  # noqa: E402


def test_every_shape_agrees_with_pymahjonggb() -> None:
    rows = check(25, seed=50)
    assert [row["generator"] for row in rows] == list(GENERATORS)
    for row in rows:
        assert row["differ"] == 0, row["examples"]
        assert row["agree"] > 0.9 * row["hands13"], row


def test_a_fifth_copy_is_the_known_difference() -> None:
    counts = [0] * 34
    for k in [0, 0, 0, 0, 10, 11, 12, 13, 14, 15, 24, 25, 26]:  # 1111m 234p 567p 789s
        counts[k] += 1
    assert yardstick(counts) == (0, ["1m"])  # ready on a fifth 1m
    assert compare(counts) == "fifth copy"
