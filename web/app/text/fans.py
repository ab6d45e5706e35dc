"""The 81 fans' words for players, read from the `fans` catalogs (app/locale/<lang>/LC_MESSAGES/
fans.po: `fan.<n>.name` and `fan.<n>.about` for fan number n of shared/mcr/fans.tsv). The English
name is the canonical one of fans.tsv (the scorer's `FANS`). The reference shows and searches
every language's name at once, so the three catalogs are read together here. Each fan's example
hand is scoring data, in py/scoring/fan_examples.py (`EXAMPLES`).
"""

from __future__ import annotations

from typing import NamedTuple

from app.i18n import LANGUAGES, catalog, keys


class FanText(NamedTuple):
    """A fan's names in Nepali and Hindi and what it asks for in the three languages."""

    ne: str  # name in Nepali
    hi: str  # name in Hindi
    about: dict[str, str]  # {"ne", "hi", "en"}: what the fan asks for


def _read() -> dict[int, FanText]:
    """Every fan's words from the three catalogs, keyed by the fan's number."""
    books = {lang: catalog(lang, "fans") for lang in LANGUAGES}
    ids = sorted(int(key.split(".")[1]) for key in keys("en", "fans") if key.endswith(".name"))
    return {
        n: FanText(books["ne"].gettext(f"fan.{n}.name"), books["hi"].gettext(f"fan.{n}.name"),
                   {lang: books[lang].gettext(f"fan.{n}.about") for lang in LANGUAGES})
        for n in ids
    }


FAN_TEXT: dict[int, FanText] = _read()

SECTIONS: tuple[tuple[int, ...], ...] = ((88,), (64,), (48, 32), (24,), (16,), (12,), (8,), (6,),
                                         (4, 2), (1,))
"""How the reference groups the fans, as the rules summary does: one section per heading."""
