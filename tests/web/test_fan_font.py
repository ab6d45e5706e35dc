"""The fans' Chinese names read on any device: the site's own subset font (web/fonts/) draws
every character of the 81 names, only those, is checked by the build, carries its licence, and
is fetched only where the names are shown.
"""

from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import fan_font  # noqa: E402 - tools/ is not a package


def test_the_font_draws_every_character_of_the_81_names() -> None:
    needed = fan_font.needed_characters()
    assert len(needed) == 90  # 81 names, 90 different characters
    drawn = fan_font.covered_characters()
    assert set(needed) <= set(drawn), f"no glyph for {set(needed) - set(drawn)}"


def test_the_font_holds_only_those_glyphs_and_is_small() -> None:
    data = fan_font.FONT.read_bytes()
    assert data[:4] == b"wOF2"
    assert fan_font.covered_characters() == fan_font.needed_characters()
    assert len(data) < 20_000


def test_the_build_check_passes_on_the_committed_font() -> None:
    assert fan_font.problems() == []
    record = json.loads(fan_font.MANIFEST.read_text(encoding="utf-8"))
    assert record["characters"] == fan_font.covered_characters()  # the manifest tells the truth


def test_the_build_check_fails_on_a_name_the_font_lacks(tmp_path: Path) -> None:
    tsv = tmp_path / "fans.tsv"
    rows = fan_font.FANS_TSV.read_text(encoding="utf-8")
    tsv.write_text(rows + "82\t1\tA New Fan\t麻雀\n", encoding="utf-8")
    assert fan_font.problems(tsv=tsv) == ["fan-names.woff2 lacks the fan-name characters 雀麻"]


def test_the_build_check_fails_on_a_font_the_manifest_does_not_describe(tmp_path: Path) -> None:
    font = tmp_path / "fan-names.woff2"
    data = bytearray(fan_font.FONT.read_bytes())
    data[100] ^= 0xFF
    font.write_bytes(bytes(data))
    assert "SHA-256 differs" in " ".join(fan_font.problems(font=font))


def test_the_font_is_named_as_a_modified_version_and_carries_its_licence() -> None:
    from fontTools.ttLib import TTFont

    names = TTFont(fan_font.FONT)["name"]
    assert names.getDebugName(1) == "MCR Fan Names"
    assert "Source" not in names.getDebugName(1) and "Noto" not in names.getDebugName(1)
    assert "SIL Open Font License" in names.getDebugName(13)
    licence = fan_font.LICENCE.read_text(encoding="utf-8")
    assert "SIL OPEN FONT LICENSE Version 1.1" in licence and "Adobe" in licence


@pytest.mark.skipif(not fan_font.SOURCE.exists(), reason="Debian's fonts-noto-cjk not installed")
def test_the_font_remakes_to_the_same_bytes(tmp_path: Path) -> None:
    record = json.loads(fan_font.MANIFEST.read_text(encoding="utf-8"))
    if f"{fan_font.source_version()} " not in record["source"]:
        pytest.skip(f"the installed source is not the one the font was made from: {record}")
    record = fan_font.make(
        font_path=tmp_path / "f.woff2", licence=tmp_path / "OFL.txt", manifest=tmp_path / "m.json"
    )
    assert record["sha256"] == hashlib.sha256(fan_font.FONT.read_bytes()).hexdigest()
    assert (tmp_path / "OFL.txt").read_text() == fan_font.LICENCE.read_text()


def test_the_site_ships_the_font_and_its_licence(dist: Path) -> None:
    assert (dist / "fonts" / "fan-names.woff2").read_bytes() == fan_font.FONT.read_bytes()
    assert (dist / "fonts" / "OFL.txt").read_bytes() == fan_font.LICENCE.read_bytes()


FONT_LOADED = """() => [...document.fonts].some(
    f => f.family.replace(/"/g, '') === 'MCR Fan Names' && f.status === 'loaded')"""


@pytest.mark.browser
def test_the_font_is_fetched_only_where_the_names_are_shown(page, site: str) -> None:
    fetched: list[str] = []
    page.on("request", lambda r: r.url.endswith("fan-names.woff2") and fetched.append(r.url))
    page.goto(site)  # the solitaire start screen shows no Chinese name
    page.wait_for_function("document.documentElement.dataset.state !== 'loading'", timeout=120_000)
    assert fetched == []
    assert not page.evaluate(FONT_LOADED)
    page.evaluate("location.hash = '#/fans'")
    page.wait_for_selector(".fan-card .zh")
    page.wait_for_function(FONT_LOADED)  # drawn with the names, without being asked for
    assert len(fetched) == 1
    family = page.eval_on_selector(".fan-card .zh", "e => getComputedStyle(e).fontFamily")
    assert family.startswith('"MCR Fan Names"')
    zh = page.eval_on_selector_all(".fan-card .zh", "es => es.map(e => e.textContent)")
    assert len(zh) == 81 and set("".join(zh)) == set(fan_font.needed_characters())
    assert page.evaluate(
        "text => document.fonts.check('16px \"MCR Fan Names\"', text)",
        fan_font.needed_characters(),
    )
