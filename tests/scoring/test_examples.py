"""Every worked hand of shared/mcr/examples.json scores exactly as listed (total, fans, counts).

The file is copied into data/ so the tests run without the shared folder; when the shared
folder is there, the copy must be identical to it.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from scoring import score

DATA = Path(__file__).parent / "data" / "examples.json"
SHARED = Path(__file__).resolve().parents[3] / "shared" / "mcr" / "examples.json"
EXAMPLES = json.loads(DATA.read_text(encoding="utf-8"))
FLAGS = (
    "self_drawn",
    "seat_wind",
    "round_wind",
    "flowers",
    "last_tile",
    "last_of_kind",
    "kong_tile",
)


def test_there_are_106_examples() -> None:
    assert len(EXAMPLES) == 106


@pytest.mark.skipif(not SHARED.exists(), reason="shared/mcr is not next to the repository")
def test_copy_matches_shared_examples() -> None:
    assert json.loads(SHARED.read_text(encoding="utf-8")) == EXAMPLES


@pytest.mark.parametrize(
    "example", [pytest.param(e, id=f"{e['id']}-{e['note'][:50]}") for e in EXAMPLES]
)
def test_example(example: dict) -> None:
    result = score(example["hand"], example["win_tile"], **{k: example[k] for k in FLAGS})
    assert [[f.name, f.points, f.count] for f in result.fans] == example["fans"]
    assert result.total == example["total"]
    assert result.meets_minimum == example["meets_minimum"]
