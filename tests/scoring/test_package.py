"""The package is pure Python, self-contained (fans.tsv inside) and its API is documented."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import scoring
from scoring import FANS

PACKAGE = Path(scoring.__file__).parent
SHARED_FANS = Path(__file__).resolve().parents[3] / "shared" / "mcr" / "fans.tsv"
SOURCES = sorted(PACKAGE.rglob("*.py"))


def test_there_are_81_fans_in_table_order() -> None:
    assert [f.id for f in FANS] == list(range(1, 82))
    assert FANS[0].name == "Big Four Winds" and FANS[-1].name == "Flower Tiles"
    assert sum(1 for f in FANS if f.points == 88) == 7


@pytest.mark.skipif(not SHARED_FANS.exists(), reason="shared/mcr is not next to the repository")
def test_fans_table_is_a_copy_of_the_shared_one() -> None:
    assert (PACKAGE / "fans.tsv").read_text(encoding="utf-8") == SHARED_FANS.read_text(
        encoding="utf-8"
    )


@pytest.mark.parametrize("path", SOURCES, ids=lambda p: p.name)
def test_no_browser_imports_and_no_string_hashing(path: Path) -> None:
    text = path.read_text(encoding="utf-8")
    assert not re.search(r"^\s*(import|from)\s+(js|pyodide|pyscript)\b", text, re.M)
    assert "hash(" not in text


def test_every_fan_name_used_in_the_rules_is_in_the_table() -> None:
    names = {f.name for f in FANS}
    used = set()
    for path in SOURCES:
        used.update(re.findall(r'"([A-Z][A-Za-z -]+)"', path.read_text(encoding="utf-8")))
    candidates = {u for u in used if u in names or u.endswith(("Wait", "Pung", "Pungs", "Chow"))}
    assert candidates <= names


@pytest.mark.parametrize("name", scoring.__all__)
def test_public_names_are_documented(name: str) -> None:
    assert name in scoring.__doc__ or name in {"Hand", "Meld", "Fan", "FanInfo", "Result"}
