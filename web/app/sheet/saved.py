"""The score sheet's matches in the page's storage: each match under a key of its own
(``mj.v1.sheet.match.<id>``), written whole after every change, so a reload, a closed tab or a
new version of the app finds it as it was. A stored match that cannot be read is removed (its
key only) and counted, so the page can say so; nothing else is touched. The open match's id,
the names last played with and the false win's amount are kept under keys of their own, and so
is each match's Undo: the match as it was before each of its last changes (``UNDO``, at most
``UNDO_DEPTH`` of them, the oldest first), so that Undo after a reload takes back what it would
have before it.
Pure Python over ``sheet``: the page's storage is app.storage.LocalStorage, the tests' a memory
store with ``keys``.
"""

from __future__ import annotations

import json
import re
from typing import Any, NamedTuple

import keeping
from sheet import FALSE_WIN_EACH, Sheet, from_json, to_json

from app.sheet.entry import read_number

VERSION = 1
PREFIX = "mj.v1.sheet.match."
CURRENT = "mj.v1.sheet.current"
DRAFT = "mj.v1.sheet.draft."  # + a match's id: the hand being entered in it, half done
NAMES = "mj.v1.sheet.names"
UNDO = "mj.v1.sheet.undo."  # + a match's id: the match before each of its last changes
UNDO_DEPTH = 20  # changes of a match that Undo can take back, one after the other
FALSE_WIN_SETTING = "sheet-false-win"  # engine.Records setting: what a false win pays each
ID = re.compile(r"^[a-z0-9]{1,24}$")
FALSE_WIN_MAX = 999


class Stored(NamedTuple):
    """A match as stored: its id, its sheet (its ``extra`` holds the times), the text."""

    id: str
    sheet: Sheet


def key(match_id: str) -> str:
    return PREFIX + match_id


def to_text(match_id: str, sheet: Sheet) -> str:
    """The stored text: the sheet's file (``sheet.to_json``) with the format's version and the
    match's id beside its other fields."""
    return json.dumps({**to_json(sheet), "v": VERSION, "id": match_id}, ensure_ascii=False,
                      separators=(",", ":"))


def from_text(text: str, match_id: str) -> Sheet:
    """The sheet stored under ``match_id``; ValueError (SheetError is one) when it is not."""
    data = keeping.read_json(text, VERSION)  # refuses JSON nested too deep (safejson)
    if data.get("id") != match_id:
        raise ValueError("the stored match is not the one its key names")
    sheet = from_json(data)
    extra = {k: v for k, v in sheet.extra.items() if k not in ("v", "id")}
    return Sheet(sheet.players, sheet.hands, extra)


def load_all(storage: Any) -> tuple[list[Stored], int]:
    """Every stored match that can be read (most recently changed first) and how many could not
    be read (each removed: its key only)."""
    found, dropped = [], 0
    for name in sorted(storage.keys(PREFIX)):
        match_id = name[len(PREFIX):]
        try:
            found.append(Stored(match_id, from_text(storage.get(name) or "", match_id)))
        except Exception:  # any defect of a stored text: drop that match alone
            keeping.forget(storage, name)
            dropped += 1
    found.sort(key=lambda s: str(s.sheet.extra.get("updated", "")), reverse=True)
    return found, dropped


def store(storage: Any, match_id: str, sheet: Sheet) -> bool:
    """Write the match; False when the storage did not keep it (full, or refused)."""
    text = to_text(match_id, sheet)
    storage.set(key(match_id), text)
    return storage.get(key(match_id)) == text


def forget(storage: Any, match_id: str) -> None:
    keeping.forget(storage, key(match_id))


def current(storage: Any) -> str | None:
    value = storage.get(CURRENT)
    return value if value and ID.match(value) else None


def set_current(storage: Any, match_id: str | None) -> None:
    if match_id is None:
        keeping.forget(storage, CURRENT)
    else:
        storage.set(CURRENT, match_id)


class Names(NamedTuple):
    """The names last played with, in the order they were typed, and who was East."""

    names: tuple[str, str, str, str] = ("", "", "", "")
    east: int = 0


def load_names(storage: Any) -> Names:
    """The names remembered (empty ones when none, or when what is stored cannot be read)."""
    def read(text: str) -> Names:
        data = keeping.read_json(text, VERSION)
        names, east = data.get("names"), data.get("east")
        if not (isinstance(names, list) and len(names) == 4
                and all(isinstance(n, str) for n in names) and east in (0, 1, 2, 3)):
            raise ValueError("not four names")
        return Names((names[0], names[1], names[2], names[3]), east)

    return keeping.load(storage, NAMES, read) or Names()


def store_names(storage: Any, names: Names) -> None:
    storage.set(NAMES, json.dumps({"v": VERSION, "names": list(names.names),
                                   "east": names.east}, ensure_ascii=False))


def false_win_each(records: Any) -> int:
    """The false win's amount set (a whole number 1 to 999), else the default, 10."""
    value = read_number(str(records.get_setting(FALSE_WIN_SETTING) or ""), FALSE_WIN_MAX)
    return value if value is not None and value >= 1 else FALSE_WIN_EACH


def set_false_win_each(records: Any, each: int) -> None:
    records.set_setting(FALSE_WIN_SETTING, str(each))



def draft_key(match_id: str) -> str:
    return DRAFT + match_id


def store_draft(storage: Any, match_id: str, draft: dict[str, Any]) -> None:
    """Keep the hand being entered in a match (``entry.draft_of``), so a reload finds it."""
    storage.set(draft_key(match_id), json.dumps({"v": VERSION, **draft}, ensure_ascii=False,
                                                separators=(",", ":")))


def load_draft(storage: Any, match_id: str, read: Any) -> Any:
    """``read(data)`` of the draft kept for ``match_id``, or None; a draft that cannot be read
    (not JSON, another version, a value it cannot hold: ``read`` raises) is removed, its key
    alone, and None returned."""
    def parse(text: str) -> Any:
        return read(keeping.read_json(text, VERSION))

    return keeping.load(storage, draft_key(match_id), parse)


def forget_draft(storage: Any, match_id: str) -> None:
    keeping.forget(storage, draft_key(match_id))


def undo_key(match_id: str) -> str:
    return UNDO + match_id


def store_undo(storage: Any, match_id: str, before: list[Sheet]) -> None:
    """Keep what Undo can take back in a match: the match before each of its last changes, the
    oldest first (at most UNDO_DEPTH; none: nothing kept)."""
    if not before:
        forget_undo(storage, match_id)
        return
    steps = [to_json(sheet) for sheet in before[-UNDO_DEPTH:]]
    text = json.dumps({"v": VERSION, "id": match_id, "steps": steps}, ensure_ascii=False,
                      separators=(",", ":"))
    storage.set(undo_key(match_id), text)
    if storage.get(undo_key(match_id)) != text:  # refused (full): no Undo rather than a stale one
        forget_undo(storage, match_id)


def load_undo(storage: Any, match_id: str) -> list[Sheet]:
    """What Undo can take back in ``match_id`` as kept (store_undo); an entry that cannot be
    read is removed, its key alone (the match is untouched), and nothing is offered."""
    def read(text: str) -> list[Sheet]:
        data = keeping.read_json(text, VERSION)
        steps = data.get("steps")
        if data.get("id") != match_id or not isinstance(steps, list):
            raise ValueError("not this match's undo")
        out = []
        for step in steps[-UNDO_DEPTH:]:
            sheet = from_json(step)
            out.append(Sheet(sheet.players, sheet.hands,
                             {k: v for k, v in sheet.extra.items() if k not in ("v", "id")}))
        return out

    return keeping.load(storage, undo_key(match_id), read) or []


def forget_undo(storage: Any, match_id: str) -> None:
    keeping.forget(storage, undo_key(match_id))
