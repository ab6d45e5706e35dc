"""The interface language: Nepali, Hindi or English, with Devanagari digits for ne and hi.

Texts live in tables `{key: {"ne": ..., "hi": ..., "en": ...}}` (see app/text/); each view
registers its own. `{name}` placeholders are filled with digits in the reader's script.
"""

from __future__ import annotations

from typing import Any

LANGUAGES = ("ne", "hi", "en")
DEVANAGARI_DIGITS = str.maketrans("0123456789", "०१२३४५६७८९")


def pick_language(stored: str | None, browser_languages: list[str]) -> str:
    """The saved choice if valid, else the browser's first language we speak, else Nepali."""
    if stored in LANGUAGES:
        return stored
    for tag in browser_languages:
        code = str(tag).split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return "ne"


class Translator:
    """Looks up texts in the current language and writes them into the page."""

    def __init__(self, lang: str = "ne") -> None:
        self.lang = lang if lang in LANGUAGES else "ne"
        self._tables: dict[str, dict[str, str]] = {}

    def register(self, table: dict[str, dict[str, str]]) -> None:
        """Add a view's texts; every entry must have all three languages."""
        for key, texts in table.items():
            missing = [lang for lang in LANGUAGES if not texts.get(lang)]
            if missing:
                raise ValueError(f"text {key!r} lacks {', '.join(missing)}")
        self._tables.update(table)

    def digits(self, value: Any) -> str:
        """`value` as text, in Devanagari digits for Nepali and Hindi."""
        text = str(value)
        return text if self.lang == "en" else text.translate(DEVANAGARI_DIGITS)

    def clock(self, seconds: float) -> str:
        """A duration as m:ss (h:mm:ss past an hour), in the reader's digits."""
        whole = int(seconds)
        hours, rest = divmod(whole, 3600)
        minutes, secs = divmod(rest, 60)
        text = f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"
        return self.digits(text)

    def t(self, key: str, **values: Any) -> str:
        """The text for `key`, placeholders filled (numbers in the reader's digits)."""
        texts = self._tables.get(key)
        if texts is None:
            return key
        text = texts[self.lang]
        if values:
            shown = {
                name: self.digits(v) if isinstance(v, int | float) else v
                for name, v in values.items()
            }
            text = text.format(**shown)
        return text

    def apply(self, root: Any) -> None:
        """Fill every `data-i18n` (text), `data-i18n-aria` (aria-label) and `data-i18n-title`.

        A key no table has yet is left as it is: the markup of a view whose texts come with
        its code (the static solitaire screen on a page opened on another view) keeps the
        words the static shell wrote, never the raw key; the view fills it when it opens."""
        for attr, write in (
            ("data-i18n", lambda node, text: setattr(node, "textContent", text)),
            ("data-i18n-aria", lambda node, text: node.setAttribute("aria-label", text)),
            ("data-i18n-title", lambda node, text: node.setAttribute("title", text)),
        ):
            for node in root.querySelectorAll(f"[{attr}]"):
                key = node.getAttribute(attr)
                if key in self._tables:
                    write(node, self.t(key))
