"""The score sheet's texts and markup in CPython: every text in three languages with the same
placeholders, every key the page uses present, the share text and the file name, the
seats and the sheet drawn from the rules' values."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from app.i18n import Translator
from app.sheet import render
from app.sheet.entry import Entry
from app.sheet.share import file_name, share_text
from sheet import Draw, FalseWin, Penalty, Sheet, SheetHand, Win

from tests.fixtures.words import words

PLACEHOLDER = re.compile(r"(?<!\{)\{(\w+)\}(?!\})")
SHEET_CODE = Path(__file__).resolve().parents[2] / "web" / "app" / "sheet"
NAMES = ("Asha", "Bikash", "Chandra", "Dipa")
TEXT, SCORER, COMMON = words("sheet"), words("scorer"), words("common")


def translator(lang: str) -> Translator:
    i18n = Translator(lang)
    i18n.use("common", "scorer", "sheet")
    return i18n


def a_match() -> Sheet:
    hands = (SheetHand(Win(2, 24, 0)), SheetHand(Win(1, 8)), SheetHand(Draw(), (Penalty(3, 10),)),
             SheetHand(FalseWin(0, 10)))
    return Sheet(NAMES, hands, {"started": "2026-12-05T10:00:00Z"})


@pytest.mark.parametrize("key", sorted(TEXT))
def test_placeholders_are_the_same_in_every_language(key):
    found = {lang: sorted(set(PLACEHOLDER.findall(text))) for lang, text in TEXT[key].items()}
    assert found["ne"] == found["hi"] == found["en"], found


def test_every_key_the_page_says_is_a_text():
    code = "\n".join(p.read_text(encoding="utf-8") for p in SHEET_CODE.glob("*.py"))
    keys = set(re.findall(r'["\']((?:sh|msg|entry|setup)\.[a-z_]+)["\']', code))
    keys |= {f"file.{code}" for code in ("not_json", "not_match", "players", "name", "hands",
                                         "too_many", "hand_form", "seat", "minimum",
                                         "from_winner", "amount", "penalties", "penalty",
                                         "over", "no_hand", "too_big")}
    known = set(TEXT) | set(SCORER) | set(COMMON)
    assert keys and not sorted(keys - known)


def test_sheet_error_codes_all_have_a_message():
    source = (Path(__file__).resolve().parents[2] / "py" / "sheet").glob("*.py")
    codes = set()
    for path in source:
        codes |= set(re.findall(r'SheetError\([^)]*?"([a-z_]+)"', path.read_text(), re.S))
    assert codes and {f"file.{c}" for c in codes} <= set(TEXT)


@pytest.mark.parametrize("lang", ["ne", "hi", "en"])
def test_the_seats_show_winds_dealer_and_totals(lang):
    t = translator(lang).t
    html = render.seats_html(a_match(), t)  # hand 5: player 1 East, 0 South, 3 West, 2 North
    assert re.findall(r'data-wind="(\w)"', html) == ["S", "E", "N", "W"]
    assert re.findall(r'data-seat="(\d)" data-dealer', html) == ["1"]
    assert re.findall(r'data-total="(-?\d+)"', html) == ["-78", "50", "42", "-24"]


def test_the_share_text_in_english():
    text = share_text(a_match(), translator("en").t)
    assert text.splitlines()[:7] == [
        "Mahjong score sheet, 2026-12-05", "4 of 16 hands played", "",
        "1. Bikash +50", "2. Chandra +42", "3. Dipa −24", "4. Asha −78"]
    assert "1 (East) Winner: Chandra, 24 points, on Asha's discard" in text
    assert "3 (East) Drawn hand · Penalty: Dipa −10" in text


def test_the_share_text_in_nepali_uses_devanagari_digits():
    text = share_text(a_match(), translator("ne").t)
    assert "१. Bikash +५०" in text and "२०२६-१२-०५" in text


def test_a_finished_match_shares_its_table_points():
    sheet = Sheet(NAMES, tuple(SheetHand(Draw()) for _ in range(15)) + (SheetHand(Win(0, 8, 1)),))
    text = share_text(sheet, translator("en").t)
    assert "1. Asha +32 (4 table points)" in text
    assert "2. Chandra −8 (1.5 table points)" in text and "2. Dipa −8 (1.5 table points)" in text
    assert "4. Bikash −16 (0 table points)" in text


def test_the_file_name_is_letters_digits_and_dashes():
    sheet = Sheet(("Asha K.", "बिकाश", "C/D", "Dipa"), (), {"started": "2026-12-05T10:00:00Z"})
    assert file_name(sheet) == "mahjong-sheet-2026-12-05-AshaK-बिकाश-CD-Dipa.json"


def test_the_entry_asks_what_comes_next_and_previews_the_payments():
    t = translator("en").t
    sheet = a_match()
    html = render.entry_html(sheet, Entry().won(3).won_how(2).typed("16"), 10, "#/score", t, "en")
    assert 'data-step="save"' in html and "Save hand 5" in html
    assert re.findall(r'data-gain="(-?\d+)"', html) == ["-8", "-8", "-24", "40"]
    html = render.entry_html(sheet, Entry().won(3), 10, "#/score", t, "en")
    assert 'data-step="how"' in html and "Winner: Dipa." in html


@pytest.mark.parametrize("lang", ["ne", "hi", "en"])
def test_each_cell_says_which_number_is_the_hand_and_which_the_total(lang):
    """Issue 53, item 14: a legend over the sheet and each number's name for a screen reader,
    in the reader's language."""
    t = translator(lang).t
    html = render.hands_html(a_match(), None, t, lang)
    this_hand, so_far = t("sh.legend_hand"), t("sh.legend_total")
    assert this_hand != so_far and "sh." not in this_hand + so_far
    caption = re.search(r"<caption[^>]*>(.*?)</caption>", html, re.S)
    assert caption and this_hand in caption.group(1) and so_far in caption.group(1)
    cells = re.findall(r'<tr class="sh-row".*?</tr>', html, re.S)
    assert len(cells) == 4
    for row in cells:
        for td in re.findall(r"<td>(.*?)</td>", row, re.S):
            text = re.sub(r"<[^>]+>", "", td)  # what a screen reader reads of the cell
            assert text.startswith(this_hand) and so_far in text, text
            assert td.index(this_hand) < td.index('class="sh-gain"') < td.index(so_far) < (
                td.index('class="sh-run"')), td


def test_the_file_name_keeps_no_path_or_markup_from_an_imported_files_start():
    """Issue 53, 21: an imported file's "started" is not the page's: its slashes and markup
    do not reach the name of the file exported."""
    sheet = Sheet(NAMES, (), {"started": "../<b>/x.json"})
    name = file_name(sheet)
    assert re.fullmatch(r"[\w\u0900-\u097f-]+\.json", name), name
    assert name == "mahjong-sheet-Asha-Bikash-Chandra-Dipa.json"
