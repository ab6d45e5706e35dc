"""The fan reference's search kept over a reload on a 390 px phone (a player's tour,
2026-12-07: the text typed was lost): the text and the list it filters are as the player left
them after a reload and after a visit to another view; markup typed stays text; a corrupt entry
is dropped alone and the page works; an emptied search is forgotten."""

from __future__ import annotations

import csv
import json
from pathlib import Path

import pytest

from tests.web.a11y import set_language
from tests.web.test_solitaire import wait_ready

pytestmark = pytest.mark.browser

KEY = "mj.v1.reference.search"
OTHER = ("mj.v1.best.turtle", '{"v": 1, "seconds": 61}')
TSV = Path(__file__).resolve().parents[2] / "py" / "scoring" / "fans.tsv"
FANS = list(csv.DictReader(TSV.open(encoding="utf-8"), delimiter="\t"))
SHOWN = """() => [...document.querySelectorAll('#ref-list .fan-card')]
  .filter(c => !c.hidden).map(c => +c.dataset.fan).sort((a, b) => a - b)"""


DRAWN = "document.getElementById('ref-count').textContent !== ''"  # the list drawn, filtered


def open_reference(page, site: str) -> None:
    page.goto(site + "#/fans")
    wait_ready(page)
    page.wait_for_function(DRAWN)


def named(word: str) -> list[int]:
    """The fans whose English name (fans.tsv) holds `word`: what the search must show."""
    return sorted(int(row["id"]) for row in FANS if word in row["name"].lower())


@pytest.mark.parametrize("lang", ["ne", "hi", "en"])
def test_the_search_text_and_its_list_are_kept_over_a_reload(phone, site, lang):
    page = phone()
    open_reference(page, site)
    set_language(page, lang)
    page.fill("#ref-q", "straight")
    expected = named("straight")
    assert len(expected) == 4
    page.wait_for_function(f"({SHOWN})().length === 4")
    page.reload()
    wait_ready(page)
    page.wait_for_function(DRAWN)
    assert page.input_value("#ref-q") == "straight"
    assert page.evaluate(SHOWN) == expected
    stored = json.loads(page.evaluate(f"localStorage.getItem('{KEY}')"))
    assert stored == {"v": 1, "text": "straight"}
    # another view and back: the same
    page.click("#nav-scorer")
    page.wait_for_selector("#view-scorer:not([hidden])")
    page.click("#nav-reference")
    page.wait_for_selector("#view-reference:not([hidden])")
    assert page.input_value("#ref-q") == "straight"
    assert page.evaluate(SHOWN) == expected
    # emptied: every fan again, and nothing kept
    page.fill("#ref-q", "")
    page.wait_for_function(f"({SHOWN})().length === 81")
    assert page.evaluate(f"localStorage.getItem('{KEY}')") is None
    assert page.evaluate("document.scrollingElement.scrollWidth") <= 390


def test_markup_typed_in_the_search_is_kept_as_text(phone, site):
    page = phone()
    open_reference(page, site)
    typed = '<img src=x onerror="window.__hit = 1"><b>Pung</b>'
    page.fill("#ref-q", typed)
    page.wait_for_selector("#ref-none:not([hidden])")
    page.reload()
    wait_ready(page)
    page.wait_for_function(DRAWN)
    assert page.input_value("#ref-q") == typed
    assert page.is_visible("#ref-none")
    assert page.evaluate(SHOWN) == []
    assert page.locator("#view-reference img, #view-reference b").count() == 0
    assert page.evaluate("window.__hit") is None


@pytest.mark.parametrize("entry", ["{not json", '{"v": 1, "text": 7}', '{"v": 9, "text": "x"}',
                                   "[" * 5000])
def test_a_corrupt_search_entry_is_dropped_alone(phone, site, entry):
    page = phone(entries={KEY: entry, OTHER[0]: OTHER[1]})
    open_reference(page, site)
    assert page.input_value("#ref-q") == ""
    assert len(page.evaluate(SHOWN)) == 81
    assert page.evaluate(f"localStorage.getItem('{KEY}')") is None
    assert page.evaluate(f"localStorage.getItem('{OTHER[0]}')") == OTHER[1]
    page.fill("#ref-q", "pung")
    page.wait_for_function(f"({SHOWN})().length === {len(named('pung'))}")
