"""The scorer's interface texts: all three languages, placeholders that agree."""

import re

import pytest
from app.i18n import Translator
from app.tilenames import tile_name
from tiles import PLAYING_TILES as FACES

from tests.fixtures.words import words

TEXT = words("scorer")
PLACEHOLDER = re.compile(r"\{(\w+)\}")


def test_every_text_registers_in_three_languages():
    Translator("ne").use("scorer")  # raises if a language is missing


@pytest.mark.parametrize("key", sorted(TEXT))
def test_placeholders_are_the_same_in_every_language(key):
    found = {lang: sorted(set(PLACEHOLDER.findall(text))) for lang, text in TEXT[key].items()}
    assert found["ne"] == found["hi"] == found["en"], found


@pytest.mark.parametrize("lang", ["ne", "hi", "en"])
def test_every_tile_has_a_distinct_name(lang):
    names = [tile_name(face, lang) for face in FACES]
    assert len(set(names)) == 34


def test_numbers_in_nepali_are_devanagari_digits():
    i18n = Translator("ne")
    i18n.use("scorer")
    assert i18n.t("res.points", count_=24, points=24) == "२४ अङ्क"
    i18n.lang = "en"
    assert i18n.t("res.points", count_=24, points=24) == "24 points"


@pytest.mark.parametrize("lang", ["ne", "hi", "en"])
def test_the_digits_the_unknown_character_message_asks_for_are_ones_the_notation_reads(lang):
    """'१' is not a tile: write १–९ ..." sent a Nepali player typing Devanagari digits back to
    the very digits refused: the message names the notation's own digits (1-9), as typed."""
    from app.scorer.state import parse_hand_text

    message = TEXT["err.unknown_char"][lang]
    digits = [c for c in message if c.isdigit()]
    assert digits, message
    for digit in digits:
        parse_hand_text(f"{digit}m")  # raises NotationError on a digit the notation refuses
