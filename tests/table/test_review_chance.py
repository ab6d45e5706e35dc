"""Issue 53, 17: a chance to win is a probability. The review command and the review's
moments give every chance in [0, 1]; a claim's cost (the margin a claim must add before the
strong player takes it) is a figure of its own, never taken off the chance."""

import io
import json
import sys

import pytest
from table.cli import main, selfplay
from table.players.strong import STRONG
from table.review import CLAIM_ADVICE, review_hand

SEEDS = (3, 11)
HANDS = 6
PLAYERS = "baseline,baseline,strong,baseline"  # the baseline claims where strong would not


@pytest.fixture(scope="module")
def records():
    return [r for seed in SEEDS for r in selfplay(HANDS, seed, PLAYERS)]


def _review_lines(records, seat, monkeypatch, capsys):
    monkeypatch.setattr(sys, "stdin", io.StringIO("".join(json.dumps(r) + "\n" for r in records)))
    assert main(["review", "--seat", str(seat)]) == 0
    out, err = capsys.readouterr()
    assert err == ""
    return [json.loads(line) for line in out.splitlines()]


def test_every_chance_the_review_command_prints_is_a_probability(records, monkeypatch, capsys):
    claims = 0
    for seat in (0, 1, 3):
        for hand in _review_lines(records, seat, monkeypatch, capsys):
            for moment in hand["differs"] + hand["ties"]:
                assert all(0.0 <= c <= 1.0 for c in moment["chance"]), moment
                assert len(moment["cost"]) == 2 and all(c >= 0 for c in moment["cost"]), moment
                if moment["kind"] == CLAIM_ADVICE:
                    claims += 1
                    for act, cost in zip((moment["chose"], moment["better"]), moment["cost"],
                                         strict=True):
                        assert cost == (0 if act["act"] == "pass" else STRONG.claim_gain)
    assert claims >= 3  # claim moments were met: the check above was put to the test


def test_every_weighed_chance_of_a_review_is_a_probability(records):
    seen = 0
    for record in records:
        for seat in (0, 1, 3):
            review = review_hand(record, seat)
            for m in review.moments + review.ties:
                for w in (m.chose, m.better):
                    seen += 1
                    assert 0.0 <= w.chance <= 1.0, (m.event, w)
                    assert 0.0 <= m.loss <= 1.0
    assert seen > 50
