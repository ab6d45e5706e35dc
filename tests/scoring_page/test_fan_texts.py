"""Every fan of fans.tsv has its names, its explanation in three languages (app/text/fans.py),
and an example hand (py/scoring/fan_examples.py) that really scores it with py/scoring."""

import csv
from pathlib import Path

import pytest
from app.i18n import LANGUAGES, Translator
from app.reference.render import example_route, list_html, search_text
from app.scorer.state import decode
from app.text.fans import FAN_TEXT, SECTIONS
from scoring import FANS, score
from scoring.fan_examples import EXAMPLES

TSV = Path(__file__).resolve().parents[2] / "py" / "scoring" / "fans.tsv"
ROWS = list(csv.DictReader(TSV.open(encoding="utf-8"), delimiter="\t"))
DEVANAGARI = range(0x0900, 0x0980)


def devanagari(text: str) -> bool:
    return any(ord(ch) in DEVANAGARI for ch in text)


def test_every_fan_of_the_table_has_a_text_and_no_other():
    assert sorted(FAN_TEXT) == [int(row["id"]) for row in ROWS] == list(range(1, 82))
    assert sorted(EXAMPLES) == sorted(FAN_TEXT)  # an example for each, and no other


@pytest.mark.parametrize("row", ROWS, ids=lambda row: row["name"])
def test_names_and_explanations_in_three_languages(row):
    text = FAN_TEXT[int(row["id"])]
    assert devanagari(text.ne) and devanagari(text.hi)
    assert set(text.about) == set(LANGUAGES)
    assert devanagari(text.about["ne"]) and devanagari(text.about["hi"])
    assert text.about["en"].isascii() and len(text.about["en"]) > 10


@pytest.mark.parametrize("row", ROWS, ids=lambda row: row["name"])
def test_example_scores_its_fan(row):
    example = EXAMPLES[int(row["id"])]
    result = score(example.hand, win_tile=example.win, **example.context())
    assert row["name"] in [fan.name for fan in result.fans], result.fans


@pytest.mark.parametrize("fan_id", [1, 19, 44, 47, 60, 81])
def test_example_link_opens_the_same_hand_and_context(fan_id):
    example = EXAMPLES[fan_id]
    decoded = decode(example_route(fan_id))
    assert decoded.error is None
    assert decoded.hand.notation() == example.hand.replace(" ", "") or decoded.hand.win == (
        example.win
    )
    assert decoded.hand.win == example.win
    assert decoded.context.flags() == example.context()


def test_nepali_and_hindi_names_are_distinct_per_language():
    assert len({t.ne for t in FAN_TEXT.values()}) == 81
    assert len({t.hi for t in FAN_TEXT.values()}) == 81


def test_sections_cover_every_points_value_once():
    covered = [p for section in SECTIONS for p in section]
    assert sorted(covered) == sorted({f.points for f in FANS})


@pytest.mark.parametrize("lang", LANGUAGES)
def test_reference_lists_every_fan_in_its_language(lang):
    i18n = Translator(lang)
    i18n.use("scorer")
    html = list_html(i18n)
    for fan in FANS:
        name = fan.name if lang == "en" else getattr(FAN_TEXT[fan.id], lang)
        assert f">{name}</h3>".replace("'", "&#x27;") in html
    assert html.count('class="fan-card"') == 81


def test_search_text_holds_every_name():
    text = search_text(28)
    assert "pure straight" in text and FAN_TEXT[28].ne in text and FAN_TEXT[28].hi in text
    assert "清龙" in text
