#!/usr/bin/env python3
"""Convert the old text tables (web/app/text/*.py, `{key: {"ne", "hi", "en"}}`) into the page's
gettext catalogs, web/app/locale/<lang>/LC_MESSAGES/<domain>.po (one domain per module), with
Babel. Re-runnable: the tables are read afresh each time and their messages written over the
catalogs' (a message a catalog holds that no table has is kept: words added to the .po directly).

    python3 tools/text_to_po.py            convert every table, report what was added/changed
    python3 tools/text_to_po.py --check    exit 1 if a catalog differs from its table

What it does besides copying: the five old plural key styles become one gettext plural message
(PLURALS below: the call site then uses `i18n.tn(key, n, ...)`); a text's feminine variant
(`key.f`) becomes the message `key` in the context "feminine" (`i18n.t(key, context_=...)`); the
scorer's tile names become messages `tile.<face>`. The numbers the old tables rewrote into
Devanagari digits stay as the translation writes them (the digits of placeholders are the page's).
A temporary tool: once every branch's words are converted, the tables go (docs/page.md).
"""

from __future__ import annotations

import argparse
import datetime
import importlib
import io
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
TEXT = ROOT / "web" / "app" / "text"
LOCALE = ROOT / "web" / "app" / "locale"
LANGUAGES = ("ne", "hi", "en")
SKIP = {"__init__", "fans"}  # fans.py: the fan reference's names, texts and example hands (left)
FEMININE = ".f"
CONTEXT_FEMININE = "feminine"
FIXED_DATE = datetime.datetime(2026, 12, 6, tzinfo=datetime.UTC)

# (domain, the plural message's key, the old key for one, the old key for the others, the count's
# placeholder). Hindi's "one" form is used for 0 and 1 (CLDR): where the old text for one wrote
# the number itself (१), that number becomes the placeholder in the Hindi form.
PLURALS: tuple[tuple[str, str, str, str, str], ...] = (
    ("solitaire", "sol.moves", "sol.moves.one", "sol.moves", "n"),
    ("solitaire", "sol.days", "sol.days.one", "sol.days", "n"),
    ("solitaire", "sol.stats.unplayed", "sol.stats.unplayed.one", "sol.stats.unplayed", "n"),
    ("scorer", "res.points", "res.point", "res.points", "points"),
    ("sheet", "sh.tp", "sh.tp_one", "sh.tp", "points"),
    ("editor", "ed.count", "ed.count.one", "ed.count", "n"),
    ("photo", "ph.learnt", "ph.learnt.1", "ph.learnt", "count"),
    ("study", "st.away", "st.away_one", "st.away", "count"),
    ("study", "st.away14", "st.away14_one", "st.away14", "count"),
    ("study", "st.left", "st.left_one", "st.left", "count"),
    ("study", "tk.group", "tk.group_one", "tk.group", "points"),
    ("learn", "rv.decisions", "rv.decisions.one", "rv.decisions.many", "n"),
    ("learn", "rv.differ", "rv.differ.one", "rv.differ.many", "n"),
    ("learn", "rv.ties", "rv.ties.one", "rv.ties.many", "n"),
    ("learn", "coach.need", "coach.need.one", "coach.need.many", "n"),
    ("guide", "past.chart", "past.chart.one", "past.chart.many", "n"),
    ("table", "why.best", "why.best_one", "why.best_many", "n"),
    ("table", "why.away", "why.away_one", "why.away_many", "n"),
    ("puzzles", "pz.after_away", "pz.after_away_one", "pz.after_away", "count"),
    ("puzzles", "pz.streak", "pz.streak_one", "pz.streak", "days"),
)
ONE_DIGIT = {"ne": "१", "hi": "१", "en": "1"}


def _tables() -> dict[str, dict[str, dict[str, str]]]:
    """{domain: the module's TEXT} for every old table module there is."""
    for path in (ROOT / "py", ROOT / "web"):
        if str(path) not in sys.path:
            sys.path.insert(0, str(path))
    out = {}
    for path in sorted(TEXT.glob("*.py")):
        if path.stem in SKIP:
            continue
        module = importlib.import_module(f"app.text.{path.stem}")
        table = getattr(module, "TEXT", None)
        if not isinstance(table, dict):
            raise SystemExit(f"{path}: no TEXT table")
        out[path.stem] = dict(table)
        if path.stem == "solitaire":  # a suit's pattern, not 27 names with their digits
            for suit, texts in module._SUITS.items():  # noqa: SLF001
                out["solitaire"][f"face.{suit}"] = dict(texts)
            out["solitaire"] = {k: v for k, v in out["solitaire"].items()
                                if not re.fullmatch(r"face\.[1-9][mps]", k)}
        if path.stem == "scorer":  # the tile names, made by a function there
            for face in _faces():
                out["scorer"][f"tile.{face}"] = {
                    lang: module.tile_name(face, lang) for lang in LANGUAGES}
    return out


def _faces() -> list[str]:
    numbers = [f"{n}{s}" for s in "mps" for n in range(1, 10)]
    bonus = [f"{kind}{i}" for kind in ("fl", "se") for i in range(1, 5)]
    return [*numbers, *"ESWNCFP", *bonus]


def _one_form(lang: str, one: str, other: str, name: str) -> str:
    """The text of the plural's form 0 in `lang`: the old text for one, but in Hindi (whose form 0
    is also said of 0) with the number it wrote made the placeholder."""
    holder = "{" + name + "}"
    if lang == "hi" and holder not in one and holder in other and one.count(ONE_DIGIT[lang]) == 1:
        return one.replace(ONE_DIGIT[lang], holder)
    return one


def messages(tables: dict[str, dict[str, dict[str, str]]]) -> dict[str, list[tuple]]:
    """{domain: [(context, key, plural key or None, {lang: text or (one, other)})]}."""
    plurals = {(d, one): (key, other, name) for d, key, one, other, name in PLURALS}
    plural_others = {(d, other) for d, _, _, other, _ in PLURALS}
    out: dict[str, list[tuple]] = {}
    for domain, table in tables.items():
        rows = []
        for key, texts in table.items():
            missing = [lang for lang in LANGUAGES if not texts.get(lang)]
            if missing:
                raise SystemExit(f"{domain}: {key!r} lacks {', '.join(missing)}")
            if (domain, key) in plurals:
                new, other_key, name = plurals[domain, key]
                other = table[other_key]
                forms = {lang: (_one_form(lang, texts[lang], other[lang], name), other[lang])
                         for lang in LANGUAGES}
                rows.append((None, new, new + "_plural", forms))
            elif (domain, key) in plural_others:
                continue
            elif key.endswith(FEMININE):
                rows.append((CONTEXT_FEMININE, key.removesuffix(FEMININE), None, dict(texts)))
            else:
                rows.append((None, key, None, dict(texts)))
        for d, new, one, other, _ in PLURALS:
            if d == domain and (one not in table or other not in table):
                raise SystemExit(f"{domain}: plural {new}: {one!r} or {other!r} is missing")
        out[domain] = rows
    return out


def catalog_path(lang: str, domain: str) -> Path:
    """Where the catalog of `domain` in `lang` lives."""
    return LOCALE / lang / "LC_MESSAGES" / f"{domain}.po"


def write(domain: str, rows: list[tuple], check: bool) -> list[str]:
    """Write the domain's catalog in each language; returns what changed (or would)."""
    from babel.messages.catalog import Catalog
    from babel.messages.pofile import read_po, write_po

    changes = []
    for lang in LANGUAGES:
        path = catalog_path(lang, domain)
        old = read_po(path.open("rb"), locale=lang, domain=domain) if path.exists() else None
        cat = Catalog(locale=lang, domain=domain, project="Mahjong", version="1",
                      creation_date=FIXED_DATE, revision_date=FIXED_DATE, fuzzy=False,
                      copyright_holder="the Mahjong app's authors",
                      language_team=f"{lang} <https://github.com/>")
        cat.last_translator = "the Mahjong app's authors"
        seen = set()
        for context, key, plural, texts in rows:
            msgid = (key, plural) if plural else key
            cat.add(msgid, texts[lang], context=context)
            seen.add((context, key))
            before = old.get(key, context=context) if old else None
            if before is None:
                changes.append(f"{lang}/{domain}: + {key}")
            elif before.string != cat.get(key, context=context).string:
                changes.append(f"{lang}/{domain}: ~ {key}")
        # the old keys a plural message replaces
        replaced = {k for d, new, one, other, _ in PLURALS if d == domain
                    for k in (one, other) if k != new}
        if domain == "solitaire":  # the face names the suits' patterns replace
            replaced |= {f"face.{r}{s}" for r in range(1, 10) for s in "mps"}
        if old:  # words added to the catalog directly stay
            for message in old:
                if message.id and (message.context, _key(message.id)) not in seen \
                        and _key(message.id) not in replaced:
                    cat.add(message.id, message.string, context=message.context,
                            auto_comments=message.auto_comments,
                            user_comments=message.user_comments)
        buffer = io.BytesIO()
        write_po(buffer, cat, width=0, omit_header=False)
        text = _stable(buffer.getvalue())
        if not path.exists() or path.read_bytes() != text:
            if not check:
                path.parent.mkdir(parents=True, exist_ok=True)
                path.write_bytes(text)
            if old is not None and not changes:
                changes.append(f"{lang}/{domain}: rewritten")
    return changes


def _key(msgid: str | tuple) -> str:
    return msgid[0] if isinstance(msgid, tuple) else msgid


def _stable(data: bytes) -> bytes:
    """The catalog without Babel's version in its header (the same tables give the same bytes)."""
    return re.sub(rb'"Generated-By: Babel [^"]*"\n', b"", data)


def main(argv: list[str] | None = None) -> int:
    """Convert (or with --check compare) every table; print what changed."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true", help="only report; exit 1 on a change")
    args = parser.parse_args(argv)
    changes = []
    for domain, rows in messages(_tables()).items():
        changes += write(domain, rows, args.check)
    for line in changes:
        print(line)
    print(f"{len(changes)} change(s)" + (" (not written: --check)" if args.check else ""))
    return 1 if args.check and changes else 0


if __name__ == "__main__":
    sys.exit(main())
