"""The interface language: Nepali, Hindi or English, the page's words read from gettext catalogs.

The words live in `app/locale/<lang>/LC_MESSAGES/<domain>.po` (one domain per view bundle: the
shell's `common` and the solitaire's come with the start, the others with their view's zip), a
stable key as each message's id. The build compiles them to `.mo` with Babel; the page reads
those with the standard library's `gettext`. A view says which domains it needs (`use`); `t`
looks a key up, `tn` picks a plural form by the language's own rule (the catalog's
Plural-Forms), a context tells a form apart (the feminine one). Numbers put into a message are
written in the reader's digits (`number`), never by rewriting the text (docs/page.md).
"""

from __future__ import annotations

import functools
import gettext
import io
from pathlib import Path
from typing import Any

LANGUAGES = ("ne", "hi", "en")
DEVANAGARI_DIGITS = str.maketrans("0123456789", "०१२३४५६७८९")
NUMBERING = {"ne": DEVANAGARI_DIGITS, "hi": DEVANAGARI_DIGITS, "en": None}
"""Each language's digits, as the interface writes numbers (Devanagari for Nepali and Hindi)."""
FEMININE = "feminine"
"""The message context of a text said of a woman, where a verb or noun agrees with her."""
_CONTEXT = "\x04"  # gettext's separator of a context and a message id in a catalog


def pick_language(stored: str | None, browser_languages: list[str]) -> str:
    """The saved choice if valid, else the browser's first language we speak, else Nepali."""
    if stored in LANGUAGES:
        return stored
    for tag in browser_languages:
        code = str(tag).split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return "ne"


def _folders() -> list[Path]:
    """The folders the catalogs are found in: app's own and those the later zips added to it."""
    import app

    return [Path(p) / "locale" for p in app.__path__]


@functools.cache
def catalog(lang: str, domain: str) -> gettext.GNUTranslations:
    """The compiled catalog of `domain` in `lang` (its `.mo`; in CPython without a build, its
    `.po` compiled here with Babel). Read once."""
    for folder in _folders():
        mo = folder / lang / "LC_MESSAGES" / f"{domain}.mo"
        if mo.exists():
            with mo.open("rb") as fp:
                return gettext.GNUTranslations(fp)
    from app.po import compile_po  # CPython without a build (tests): in no zip

    for folder in _folders():
        po = folder / lang / "LC_MESSAGES" / f"{domain}.po"
        if po.exists():
            return gettext.GNUTranslations(io.BytesIO(compile_po(po.read_bytes(), lang, domain)))
    raise FileNotFoundError(f"no catalog {lang}/{domain}")


def keys(lang: str, domain: str) -> list[str]:
    """The message keys of a domain's catalog, plural ones once, forms in a context left out
    (the static shell's table, the tests)."""
    ids = (k[0] if isinstance(k, tuple) else k
           for k in catalog(lang, domain)._catalog)  # noqa: SLF001 - gettext's own table
    return list(dict.fromkeys(k for k in ids if k and "\x04" not in k))


class Translator:
    """Looks up texts in the current language and writes them into the page."""

    def __init__(self, lang: str = "ne") -> None:
        self._lang = lang if lang in LANGUAGES else "ne"
        self._domains: list[str] = []
        self._messages: dict[Any, str] = {}
        self._plural = gettext.c2py("n != 1")

    @property
    def lang(self) -> str:
        """The language the texts are in."""
        return self._lang

    @lang.setter
    def lang(self, lang: str) -> None:
        self._lang = lang if lang in LANGUAGES else "ne"
        self._reload()

    def use(self, *domains: str) -> None:
        """Add the catalogs of `domains` (a view's words) to what `t` finds."""
        new = [d for d in domains if d not in self._domains]
        self._domains += new
        if new:
            self._reload()

    def _reload(self) -> None:
        messages: dict[Any, str] = {}
        for domain in self._domains:
            translations = catalog(self._lang, domain)
            messages.update(translations._catalog)  # noqa: SLF001 - gettext's own table
            self._plural = translations.plural
        messages.pop("", None)  # the header
        self._messages = messages

    def has(self, key: str, context: str | None = None) -> bool:
        """Whether a catalog in use has `key` (in `context`, when given)."""
        if context is not None:
            return f"{context}{_CONTEXT}{key}" in self._messages
        return key in self._messages or (key, 0) in self._messages

    def number(self, value: Any) -> str:
        """A number (or any value) as text, in the digits of the reader's language."""
        text = str(value)
        digits = NUMBERING[self._lang]
        return text.translate(digits) if digits else text

    digits = number  # the older name, kept for the call sites

    def clock(self, seconds: float) -> str:
        """A duration as m:ss (h:mm:ss past an hour), in the reader's digits."""
        whole = int(seconds)
        hours, rest = divmod(whole, 3600)
        minutes, secs = divmod(rest, 60)
        text = f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"
        return self.number(text)

    def _fill(self, text: str, values: dict[str, Any]) -> str:
        if not values:
            return text
        shown = {name: self.number(v) if isinstance(v, int | float) else v
                 for name, v in values.items()}
        return text.format(**shown)

    def t(self, key: str, /, context_: str | None = None, count_: float | None = None,
          **values: Any) -> str:
        """The text for `key`, placeholders filled (numbers in the reader's digits); the key
        itself when unknown. `context_`: the form in that context when the catalog has one
        (FEMININE); `count_`: the plural message's form the language's rule picks for it."""
        if count_ is not None:
            return self.tn(key, count_, **values)
        text = None
        if context_ is not None:
            text = self._messages.get(f"{context_}{_CONTEXT}{key}")
        if text is None:
            text = self._messages.get(key)
        if text is None:
            return key
        return self._fill(text, values)

    def tn(self, key: str, n: float, /, **values: Any) -> str:
        """The plural message `key` in the form the language's rule picks for `n` (Hindi's
        "one" is 0 and 1, Nepali's and English's 1 alone), placeholders filled."""
        whole = n if isinstance(n, int) else (int(n) if n == int(n) else 2)  # 1.5: "other"
        text = self._messages.get((key, self._plural(whole)))
        if text is None:
            return key
        return self._fill(text, values)

    def apply(self, root: Any) -> None:
        """Fill every `data-i18n` (text), `data-i18n-aria` (aria-label) and `data-i18n-title`.

        A key no catalog in use has yet is left as it is: the markup of a view whose words come
        with its code (the static solitaire screen on a page opened on another view) keeps the
        words the static shell wrote, never the raw key; the view fills it when it opens."""
        for attr, write in (
            ("data-i18n", lambda node, text: setattr(node, "textContent", text)),
            ("data-i18n-aria", lambda node, text: node.setAttribute("aria-label", text)),
            ("data-i18n-title", lambda node, text: node.setAttribute("title", text)),
        ):
            for node in root.querySelectorAll(f"[{attr}]"):
                key = node.getAttribute(attr)
                if key in self._messages:
                    write(node, self.t(key))
