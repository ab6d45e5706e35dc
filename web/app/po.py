"""A gettext catalog (.po) compiled to .mo with Babel, with the least header the page needs
(its charset and plural rule): the build's compiler (build/zips.py) and CPython's reader of
the catalogs when there is no build (app.i18n.catalog, in the tests). Never the page's: Babel
is not shipped, and this module is in no zip."""

from __future__ import annotations

import io

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po


class _Compiled(Catalog):
    """A catalog whose header says only what gettext reads: the charset and the plural rule
    (the translators' names and dates stay in the .po; each .mo is a little smaller)."""

    @property
    def mime_headers(self) -> list[tuple[str, str]]:
        return [("Content-Type", f"text/plain; charset={self.charset}"),
                ("Plural-Forms", self.plural_forms)]


def compile_po(data: bytes, lang: str, domain: str) -> bytes:
    """The .po catalog's bytes compiled to .mo."""
    catalog = read_po(io.BytesIO(data), locale=lang, domain=domain)
    catalog.__class__ = _Compiled
    out = io.BytesIO()
    write_mo(out, catalog)
    return out.getvalue()
