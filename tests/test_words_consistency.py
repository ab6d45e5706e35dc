"""The Nepali and Hindi catalogs (web/app/locale/<lang>/LC_MESSAGES/*.po) read as one text: one
Nepali spelling of "tile" (टाइल, never टायल), one Nepali verb for "discard" (फ्याँक्-, never
फाल्-), Nepali postpositions attached to the word or placeholder before them ("{by}मा", not
"{by} मा"), and no Hindi verb that agrees with an inserted fan's name (whose gender varies)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

LOCALE = Path(__file__).resolve().parent.parent / "web" / "app" / "locale"
LAYOUTS = Path(__file__).resolve().parent.parent / "py" / "engine" / "layout_files"

POSTPOSITIONS = ("मा", "को", "का", "की", "ले", "लाई", "बाट", "सम्म", "भित्र")
SPACED_POSTPOSITION = re.compile(
    # a placeholder's closing brace or a Devanagari letter or sign (not a danda; after a digit,
    # as in "२ देखि ८ सम्म", a space is the usual way of writing),
    # a space, then a postposition standing as a whole word
    r"(?:\}|[\u0900-\u0963\u0970-\u097f]) (" + "|".join(POSTPOSITIONS) + r")(?=[\s।,.:;!?)”\"']|$)")
FAN_HOLDERS = ("{fan}", "{by}")
HINDI_GENDERED = re.compile(
    r"(?<![\u0900-\u097f])(गया|गई|गयी|गए|गईं|जाता|जाती|करता|करती|हुआ|हुई|देता|देती)(?![\u0900-\u097f])")


def _texts(lang: str) -> list[tuple[str, str, str]]:
    """(domain, msgid, text) of every translation in a language's catalogs, plural forms each."""
    out = []
    for path in sorted((LOCALE / lang / "LC_MESSAGES").glob("*.po")):
        with path.open("rb") as fp:
            for message in read_po(fp, locale=lang):
                if not message.id:
                    continue
                strings = message.string if isinstance(message.string, tuple) else (message.string,)
                msgid = message.id if isinstance(message.id, str) else message.id[0]
                out.extend((path.stem, msgid, text) for text in strings)
    return out


def _layout_abouts() -> list[tuple[str, str, str]]:
    """The solitaire layouts' Nepali descriptions (`about ne ...` in py/engine/layout_files)."""
    return [(path.name, "about", line.removeprefix("about ne "))
            for path in sorted(LAYOUTS.glob("*.layout"))
            for line in path.read_text(encoding="utf-8").splitlines()
            if line.startswith("about ne ")]


def test_the_exact_postposition_check_finds_what_it_should_and_nothing_else():
    assert SPACED_POSTPOSITION.search("{fan} — {by} मा समावेश")
    assert SPACED_POSTPOSITION.search("शुद्ध सिधा मा")
    assert SPACED_POSTPOSITION.search("{name} को फ्याँक")
    assert SPACED_POSTPOSITION.search("{by} ले एउटा समेट्छ।")
    assert not SPACED_POSTPOSITION.search("{by}मा समावेश")
    assert not SPACED_POSTPOSITION.search("{tile} माथि")        # a word that begins with मा
    assert not SPACED_POSTPOSITION.search("टाइल लामो छ")         # ले-, ला- words
    assert not SPACED_POSTPOSITION.search("हात कोरा छ")          # को- word
    assert not SPACED_POSTPOSITION.search("Enter ले टाइल राख्छ")  # after a Latin word: kept apart


def test_the_hindi_agreement_check_finds_a_verb_agreeing_with_a_fan():
    assert _agreeing("यहाँ {fan} गिना गया।")
    assert _agreeing("{by} एक को शामिल करता है")
    assert not _agreeing("यहाँ गिनती में: {fan}।")
    assert not _agreeing("{fan} — {by} में शामिल है, इसलिए यह फ़ैन दोबारा नहीं गिना जाता।")


@pytest.mark.parametrize("lang", ["ne"])
def test_nepali_spells_tile_one_way(lang):
    bad = [(d, k, t) for d, k, t in _texts(lang) + _layout_abouts() if "टायल" in t]
    assert not bad, bad


DISCARD_FAL = re.compile(r"फाल[\u093e-\u094d]")
"""फाल्- in any form (फाल्ने, फाले, फालेको, फालिएका), not a word that merely begins so (फालतु)."""


def test_nepali_uses_one_verb_for_discard():
    assert DISCARD_FAL.search("ठीक टाइल फालेपछि") and DISCARD_FAL.search("फालिएका टाइल")
    assert DISCARD_FAL.search("{tile} फाल्नुहोस्") and not DISCARD_FAL.search("फालतु")
    bad = [(d, k, t) for d, k, t in _texts("ne") if DISCARD_FAL.search(t)]
    assert not bad, bad


def test_nepali_postpositions_are_attached():
    bad = [(d, k, t) for d, k, t in _texts("ne") + _layout_abouts()
           if SPACED_POSTPOSITION.search(t)]
    assert not bad, bad


def _agreeing(text: str) -> bool:
    """Whether a Hindi template that inserts a fan's name has a verb that may agree with it: a
    gendered form in a clause that holds the name, or in any clause that does not name its own
    subject ("यह फ़ैन")."""
    if not any(holder in text for holder in FAN_HOLDERS):
        return False
    for clause in re.split(r"[,;:।—]", text):
        if HINDI_GENDERED.search(clause) and (
                any(holder in clause for holder in FAN_HOLDERS) or "यह फ़ैन" not in clause):
            return True
    return False


def test_hindi_templates_with_a_fan_name_have_no_verb_agreeing_with_it():
    bad = [(d, k, t) for d, k, t in _texts("hi") if _agreeing(t)]
    assert not bad, bad


ONE_TERM = [
    ("hi", re.compile(r"(?<![\u0900-\u097f])खुद"), "ख़ुद, with its nukta as everywhere else"),
    ("hi", re.compile(r"खुद खींच|ख़ुद खींच|टाइल खींच|खींची टाइल|उठाई बदली|टाइल उठाकर जीत"),
     "a tile is drawn with निकाल- (the table's word), not खींच-/उठा-"),
    ("hi", re.compile("चक्र"), "the round (prevalent wind's) is दौर, as in the fan दौर की हवा"),
    ("hi", re.compile("गणक"), "the scorer is स्कोरर, as the score sheet names it"),
    ("ne", re.compile("अङ्क गन्ने पाना"), "the scorer is गणक, not a sheet (अङ्कपाना is the sheet)"),
    ("ne", re.compile(r"(?<![\u0900-\u097f])सिट"),
     "a seat is आसन, as in the fan आसनको हावा the table's results show, not सिट"),
    ("hi", re.compile("बदले की टाइल"),
     "a replacement tile is बदली टाइल, as in the fan बदली टाइल से जीत, not बदले की टाइल"),
]


@pytest.mark.parametrize(("lang", "pattern", "why"), ONE_TERM, ids=[w for _, _, w in ONE_TERM])
def test_one_term_for_one_thing(lang, pattern, why):
    bad = [(d, k, t) for d, k, t in _texts(lang) if pattern.search(t)]
    assert not bad, (why, bad)


def _message(lang: str, domain: str, key: str) -> str:
    """One message's translation (its last form)."""
    return next(t for d, k, t in _texts(lang) if d == domain and k == key)


@pytest.mark.parametrize("lang", ["ne", "hi"])
def test_a_hand_of_a_match_has_the_tables_word_in_the_sheet_and_the_puzzles(lang):
    """A numbered hand of a match (a round) is बाजी / बाज़ी at the table, in the review and in
    the guide; the score sheet and the puzzles said हात / हाथ, the word for the tiles held."""
    held = {"ne": "हात", "hi": "हाथ"}[lang]
    assert _message(lang, "sheet", "sh.hand") == _message(lang, "table", "match.hand")
    assert _message(lang, "sheet", "sh.sheet") == _message(lang, "table", "match.by_hand")
    numbered = re.compile(held + r" \{(n|hand)\}")
    bad = [(d, k, t) for d, k, t in _texts(lang) if numbered.search(t)]
    assert not bad, bad
    for key in ("pz.own", "pz.own_note", "pz.own_none"):
        assert held not in _message(lang, "puzzles", key), key


@pytest.mark.parametrize("lang", ["ne", "hi"])
def test_the_solitaire_buttons_phone_word_is_the_word_the_help_uses(lang):
    """On a phone the toolbar shows the short word; the help and the announcements name the
    button by its long word (Nepali अन्डु, सङ्केत, मिसाउ-; Hindi पूर्ववत्), so the two agree."""
    assert _message(lang, "solitaire", "sol.short.undo") == _message(lang, "solitaire", "sol.undo")
    assert _message(lang, "solitaire", "sol.short.hint") == _message(lang, "solitaire", "sol.hint")
    shuffle = {"ne": "मिसाउ", "hi": "फेंट"}[lang]
    assert shuffle in _message(lang, "solitaire", "sol.short.shuffle")


def test_nepali_spells_hint_one_way():
    bad = [(d, k, t) for d, k, t in _texts("ne") if "संकेत" in t]
    assert not bad, bad


@pytest.mark.parametrize("lang", ["ne", "hi"])
def test_the_sheets_undo_says_what_it_undoes_in_the_other_views_word(lang):
    """The score sheet's Undo said "take back the previous work" (Nepali अघिल्लो काम
    फर्काउनुहोस्, Hindi पिछला काम पलटें) where the solitaire and the editor say अन्डु /
    पूर्ववत्: the sheet's buttons and what they say once pressed use that word, each with what
    it takes back (the last change in a match; on the list, the match deleted), and the message
    after a deletion names the button as it reads."""
    word = _message(lang, "solitaire", "sol.undo")
    assert word == _message(lang, "editor", "ed.undo") == {"ne": "अन्डु", "hi": "पूर्ववत्"}[lang]
    change, delete = _message(lang, "sheet", "sh.undo"), _message(lang, "sheet", "sh.undo_delete")
    for key in ("sh.undo", "sh.undo_delete", "msg.undone"):
        text = _message(lang, "sheet", key)
        assert word in text and len(text) > len(word), (key, text)
    assert change != delete
    assert f"«{delete}»" in _message(lang, "sheet", "msg.deleted")
