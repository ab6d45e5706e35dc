"""The page's word catalogs (web/app/locale/<lang>/LC_MESSAGES/<domain>.po), read with Babel:
every message has its translation in all three languages, with the same placeholders and the
plural forms each language's rule asks for; the catalogs are the only place of the words (no
old table beside them); each zip carries its own domains' compiled catalogs alone; and the
page's plural call follows Hindi's rule (0 and 1 are "one")."""

from __future__ import annotations

import os
import string
import sys
import zipfile
from pathlib import Path

import pytest
from babel.messages.pofile import read_po

import build

sys.path.insert(0, str(build.WEB))
from app import manifest  # noqa: E402  (web/ on the path first)
from app.i18n import FEMININE, LANGUAGES, Translator  # noqa: E402

LOCALE = build.WEB / "app" / "locale"
DOMAINS = sorted({p.stem for p in LOCALE.glob("*/LC_MESSAGES/*.po")})
PLURAL_FORMS = {"ne": "nplurals=2; plural=(n != 1);", "hi": "nplurals=2; plural=(n > 1);",
                "en": "nplurals=2; plural=(n != 1);"}


def _catalog(lang: str, domain: str):  # noqa: ANN202 - Babel's Catalog
    path = LOCALE / lang / "LC_MESSAGES" / f"{domain}.po"
    with path.open("rb") as fp:
        return read_po(fp, locale=lang, domain=domain)


def _messages(lang: str, domain: str) -> dict:
    return {(m.context, m.id): m for m in _catalog(lang, domain) if m.id}


def _holders(text: str) -> set[str]:
    """The names of a text's placeholders as str.format reads them ("{{" is a brace); a text
    str.format cannot read gives "<unreadable>"."""
    try:
        return {field for _, field, _, _ in string.Formatter().parse(text) if field is not None}
    except ValueError:
        return {"<unreadable>"}


def test_every_domain_has_a_catalog_in_every_language_and_a_zip():
    assert set(DOMAINS) == {d for domains in manifest.CATALOGS.values() for d in domains}
    for lang in LANGUAGES:
        assert sorted(p.stem for p in (LOCALE / lang / "LC_MESSAGES").glob("*.po")) == DOMAINS


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_catalog_states_its_languages_plural_rule(lang):
    for domain in DOMAINS:
        catalog = _catalog(lang, domain)
        assert catalog.plural_forms == PLURAL_FORMS[lang], (lang, domain)
        assert not catalog.fuzzy


def problems(domain: str, by_lang: dict[str, dict]) -> list[str]:
    """What is wrong with a domain's catalogs, {lang: {(context, id): Babel message}}: a message
    one language lacks, an empty translation, placeholders that differ from the English text's,
    a plural message with the wrong number of forms or whose "other" form does not say the
    number."""
    out = []
    english = by_lang["en"]
    for lang in LANGUAGES:
        if extra := set(by_lang[lang]) ^ set(english):
            out.append(f"{lang}/{domain}: messages not in every language: {sorted(extra)}")
    for key, message in english.items():
        wanted = set().union(*(_holders(text) for text in _forms(message)))
        for lang in LANGUAGES:
            other = by_lang[lang].get(key)
            if other is None:
                continue
            forms = _forms(other)
            if other.pluralizable != message.pluralizable or len(forms) != (
                    2 if message.pluralizable else 1):
                out.append(f"{lang}/{domain}: {key}: plural forms")
                continue
            if not all(f.strip() for f in forms):
                out.append(f"{lang}/{domain}: {key}: no translation")
            found = set().union(*(_holders(text) for text in forms))
            if found != wanted:
                out.append(f"{lang}/{domain}: {key}: placeholders {found} != {wanted}")
            if message.pluralizable and not _holders(forms[1]):
                out.append(f"{lang}/{domain}: {key}: the other form does not say the number")
    return out


@pytest.mark.parametrize("domain", DOMAINS)
def test_every_message_is_translated_with_the_same_placeholders(domain):
    assert problems(domain, {lang: _messages(lang, domain) for lang in LANGUAGES}) == []


def _forms(message) -> list[str]:  # noqa: ANN001 - Babel's Message
    return list(message.string) if message.pluralizable else [message.string]


def test_a_missing_translation_or_placeholder_fails_the_check():
    """The check above catches what it should: a Hindi message emptied, another's placeholder
    renamed, a message Nepali lacks."""
    by_lang = {lang: _messages(lang, "sheet") for lang in LANGUAGES}
    assert problems("sheet", by_lang) == []
    hindi = by_lang["hi"]
    plain = [k for k, m in hindi.items() if not m.pluralizable]
    with_holder = next(k for k in plain if _holders(hindi[k].string))
    hindi[plain[0]].string = ""
    name = sorted(_holders(hindi[with_holder].string))[0]
    hindi[with_holder].string = hindi[with_holder].string.replace("{" + name, "{x" + name)
    del by_lang["ne"][plain[1]]
    found = problems("sheet", by_lang)
    assert any(f"hi/sheet: {plain[0]}: no translation" in p for p in found), found
    assert any(f"hi/sheet: {with_holder}: placeholders" in p for p in found), found
    assert any("ne/sheet: messages not in every language" in p for p in found), found


def test_the_catalogs_are_the_only_place_of_the_words():
    """Issue 51: a translator edits the .po files alone. No old table (web/app/text/*.py, but
    the fan reference's fans.py, which reads the `fans` catalogs and holds no word) is left
    beside them, and the page reads no other format."""
    left = sorted(p.name for p in (build.WEB / "app" / "text").glob("*.py"))
    assert left == ["__init__.py", "fans.py"], left
    fans = (build.WEB / "app" / "text" / "fans.py").read_text(encoding="utf-8")
    assert not any("\u0900" <= ch <= "\u097f" for ch in fans), "fans.py holds words: the fans .po"
    assert not hasattr(Translator, "register")
    assert not (build.ROOT / "tools" / "text_to_po.py").exists()
    assert not hasattr(manifest, "OLD_TEXT_TABLES")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_feminine_form_has_its_plain_message(lang):
    """A message in the context "feminine" is a form of a plain message of the same id (the
    conversion once made "sc.field.f", the flowers' field, a feminine "sc.field")."""
    for domain in DOMAINS:
        messages = _messages(lang, domain)
        for context, msgid in messages:
            if context is not None:
                assert context == FEMININE and (None, msgid) in messages, (domain, msgid)


def test_hindi_says_zero_and_one_alike_and_nepali_and_english_one_alone():
    forms = {}
    for lang in LANGUAGES:
        i18n = Translator(lang)
        i18n.use("solitaire")
        forms[lang] = [i18n.tn("sol.moves", n, n=n) for n in (0, 1, 2)]
    assert forms["hi"] == ["० चाल", "१ चाल", "२ चालें"]
    assert forms["en"] == ["0 moves", "1 move", "2 moves"]
    assert forms["ne"] == ["० चाल", "१ चाल", "२ चाल"]
    hindi = Translator("hi")
    hindi.use("editor")
    assert [hindi.tn("ed.count", n, n=n) for n in (0, 1, 2, 144)] == [
        "० टाइल", "१ टाइल", "२ टाइलें", "१४४ टाइलें"]
    english = Translator("en")
    english.use("editor")
    assert english.t("ed.count", count_=0, n=0) == "0 tiles"


def test_a_feminine_form_is_its_context_and_other_forms_fall_back():
    i18n = Translator("hi")
    i18n.use("scorer", "table")
    assert i18n.t("end.wins", context_=FEMININE, name="आशा", points=8) == "आशा जीतीं: ८ अंक"
    assert i18n.t("end.wins", name="रमेश", points=8).startswith("रमेश जीते")
    english = Translator("en")
    english.use("scorer", "table")
    assert english.t("end.wins", context_=FEMININE, name="Asha", points=8) == \
        english.t("end.wins", name="Asha", points=8)


def test_each_zip_carries_its_own_domains_compiled():
    """The built zips (MAHJONG_DIST or dist/): python.zip only the shell's and the solitaire's
    words, every zip the .mo of its domains in every language and no .po or old table."""
    site = Path(os.environ.get("MAHJONG_DIST") or build.DIST)
    if not (site / manifest.START_ZIP).exists():
        pytest.skip("no built site: python3 build.py")
    for zip_name, domains in manifest.CATALOGS.items():
        with zipfile.ZipFile(site / zip_name) as archive:
            names = archive.namelist()
        mo = sorted(n for n in names if n.endswith(".mo"))
        assert mo == sorted(f"app/locale/{lang}/LC_MESSAGES/{d}.mo"
                            for lang in LANGUAGES for d in domains), zip_name
        assert not [n for n in names if n.endswith(".po")], zip_name
        old = [n for n in names if n.startswith("app/text/") and "__init__" not in n]
        assert old == (["app/text/fans.pyc"] if zip_name == "mcr.zip" else []), old
