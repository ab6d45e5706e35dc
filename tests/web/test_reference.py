"""The fan reference in Chromium: every fan in all three languages, the search box, the rules
around the list, and an example that opens in the scorer. One page is shared by the module.
"""

from __future__ import annotations

import csv
import sys
from pathlib import Path

import pytest

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT / "web") not in sys.path:
    sys.path.insert(0, str(ROOT / "web"))

from app.text.fans import FAN_TEXT  # noqa: E402 - needs web/ on the path

TSV = ROOT / "py" / "scoring" / "fans.tsv"
FANS = list(csv.DictReader(TSV.open(encoding="utf-8"), delimiter="\t"))


def wait_ready(page) -> None:
    page.wait_for_function("document.documentElement.dataset.state !== 'loading'", timeout=120_000)


@pytest.fixture(scope="module")
def ref(browser, site):
    context = browser.new_context(service_workers="block", viewport={"width": 1280, "height": 800})
    page = context.new_page()
    problems: list[str] = []
    page.on("console", lambda m: m.type == "error" and problems.append(m.text))
    page.on("pageerror", lambda e: problems.append(str(e)))
    page.goto(site + "#/fans")
    wait_ready(page)
    page.wait_for_selector(".fan-card")
    yield page
    context.close()
    assert not problems, problems


def titles(page) -> dict[str, str]:
    return dict(
        page.eval_on_selector_all(
            ".fan-card",
            "cs => cs.map(c => [c.dataset.fan, c.querySelector('.fan-title').textContent])",
        )
    )


@pytest.mark.parametrize("lang", ["ne", "hi", "en"])
def test_every_fan_appears_in_each_language(ref, lang):
    ref.select_option("#lang", lang)
    shown = titles(ref)
    expected = {
        row["id"]: row["name"] if lang == "en" else getattr(FAN_TEXT[int(row["id"])], lang)
        for row in FANS
    }
    assert shown == expected
    explanations = ref.eval_on_selector_all(".fan-about", "ps => ps.map(p => p.textContent)")
    assert len(explanations) == 81 and all(explanations)
    assert ref.locator(".fan-card .fan-example .tile").count() >= 81 * 14 - 81  # kongs: 4 shown


def test_fans_are_grouped_by_points_as_the_rules_summary(ref):
    ref.select_option("#lang", "en")
    sections = ref.eval_on_selector_all(
        ".ref-section",
        "ss => ss.map(s => [s.dataset.points, s.querySelectorAll('.fan-card').length])",
    )
    assert sections == [
        ["88", 7], ["64", 6], ["48", 5], ["24", 9], ["16", 6], ["12", 5], ["8", 10], ["6", 6],
        ["4", 14], ["1", 13],
    ]


def test_search_filters_by_name_in_any_language(ref):
    ref.select_option("#lang", "en")
    ref.fill("#ref-q", "straight")
    visible = ref.eval_on_selector_all(
        ".fan-card:not([hidden]) .fan-title", "ts => ts.map(t => t.textContent)"
    )
    assert sorted(visible) == sorted(
        ["Pure Straight", "Knitted Straight", "Mixed Straight", "Short Straight"]
    )
    ref.fill("#ref-q", FAN_TEXT[12].hi)  # a Hindi name while reading English
    visible = ref.eval_on_selector_all(
        ".fan-card:not([hidden]) .fan-title", "ts => ts.map(t => t.textContent)"
    )
    assert visible == ["Four Concealed Pungs"]
    assert ref.is_hidden('.ref-section[data-points="88"]')
    ref.fill("#ref-q", "no such fan at all")
    assert ref.is_visible("#ref-none")
    ref.fill("#ref-q", "")
    assert ref.locator(".fan-card:not([hidden])").count() == 81


def test_rules_around_the_list(ref):
    ref.select_option("#lang", "en")
    rules = ref.inner_text("#ref-rules")
    for words in ("at least 8 points", "flower", "discarder", "Implied", "Non-identical",
                  "Exclusionary", "Robbing the Kong", "own rulebook prevails"):
        assert words in rules


def test_example_opens_in_the_scorer(ref):
    ref.select_option("#lang", "en")
    ref.click("#fan-47 .fan-example")  # Robbing the Kong
    ref.wait_for_selector("#sc-status .total")
    assert "#/score?" in ref.url
    names = ref.eval_on_selector_all("#sc-result button.fan", "bs => bs.map(b => b.dataset.name)")
    assert "Robbing the Kong" in names
    assert ref.is_checked("#sc-kong_tile")
    # and from the scorer's fan list back to the fan's card
    ref.click('#sc-result .fan-info[href="#/fans/fan-47"]')
    ref.wait_for_selector("#fan-47.target")
    assert ref.is_visible("#fan-47")
