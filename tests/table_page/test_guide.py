"""Around the table, the page's pure parts in CPython: How to play and the history panel drawn
in the three languages (every text there, no placeholder left, Devanagari digits in Nepali
and Hindi), the texts' own table (three languages, no key of another view's, each one used),
and the refused win carried into a hand's results."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from app.i18n import Translator
from app.table import explain, history_page
from app.table import help as help_page
from keeping import MemoryStorage
from table import history

from tests.fixtures.words import words
from tests.table_page import scenarios

LANGS = ("ne", "hi", "en")
WEB = Path(__file__).resolve().parents[2] / "web"
DYNAMIC = ("help.", "past.")  # section and stat names put together in the code
GUIDE_TEXT = words("guide")


def translator(lang: str) -> Translator:
    tr = Translator(lang)
    tr.use("common", "scorer", "table", "learn", "guide")
    return tr


def checked(html: str, lang: str) -> str:
    assert "{" not in html and "}" not in html, html
    if lang != "en":
        shown = re.sub(r"<[^>]*>", " ", html).replace("MCR", "")
        assert not re.search(r"[0-9]", shown), shown
    return html


def test_the_guides_texts_have_three_languages_and_their_own_keys():
    for key, texts in GUIDE_TEXT.items():
        assert all(texts.get(lang) for lang in LANGS), key
    for other in ("common", "scorer", "table", "learn", "photo", "solitaire"):
        assert not set(GUIDE_TEXT) & set(words(other))  # one i18n table: a clash would overwrite
    source = "".join(p.read_text() for p in (WEB / "app" / "table").glob("*.py"))
    unused = [k for k in GUIDE_TEXT if f'"{k}"' not in source and not k.startswith(DYNAMIC)
              and not k.endswith((".one", ".many"))]
    assert not unused, unused


@pytest.mark.parametrize("lang", LANGS)
def test_how_to_play_in_each_language(lang):
    t = translator(lang).t
    html = checked(help_page.help_html(lang, t), lang)
    assert html.count('class="help-part"') == len(help_page.SECTIONS) == 7
    assert 'href="#/fans"' in html and 'id="mt-help-back"' in html
    points = [int(p) for p in re.findall(r'data-points="(\d+)"', html)]
    assert points[0] < 8 <= points[1]  # one hand under the minimum, one over


@pytest.mark.parametrize("lang", LANGS)
def test_the_history_panel_in_each_language(lang):
    t = translator(lang).t
    empty = history.summary(history.History())
    assert "hist-none" in checked(history_page.history_html(empty, lang, t), lang)
    storage = MemoryStorage()
    for seed, score, place in ((1, 23, 1), (2, -40, 4), (3, 5, None)):
        entry = history.MatchEntry(seed, 16, "strong", hands_counted=16 if place else 3,
                                   won=2, dealt_in=1, points_won=60, points_lost=-37,
                                   fans={"All Pungs": 1}, score=score, place=place)
        data = history.load(storage)
        data.matches.append(entry)
        history.store(storage, data)
    html = checked(history_page.history_html(history.summary(history.load(storage)), lang, t),
                   lang)
    assert html.count("<rect") == 3 and 'data-stat="dealt_in"' in html
    assert 'data-place="1"' in html and 'data-fan="All Pungs"' in html


def test_a_refused_win_on_show_at_the_hands_end_is_in_its_results():
    _, refused = scenarios.refused_unasked(False)
    t = translator("en").t
    names = ["You", "Bikash", "Asha", "Ramesh"]
    assert explain.end_notes_html([("passed", (3, "5m", 1))], 0, names, "en", t) == ""
    html = explain.end_notes_html([("refused", refused)], 0, names, "en", t)
    assert "the 8-point minimum refused your complete hand" in html
    assert f"{refused.points} points" in html
