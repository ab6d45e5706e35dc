"""The score sheet's state between the page and the engine: the matches kept on this device,
the one open, the hand being entered, what can be undone, and the message to show. Every
change to a match is written to storage at once (``saved.store``), and so is what Undo can take
back in it (``saved.store_undo``: a reload keeps it; a match deleted is gone with its Undo once
the page is left). Pure Python: the view
turns taps into these calls and draws ``render`` of the result.
"""

from __future__ import annotations

import time
from dataclasses import replace
from typing import Any

from sheet import Sheet, SheetError, read_text

from app.scorer import to_sheet
from app.scorer.to_sheet import Offer
from app.sheet import saved
from app.sheet.entry import (
    Entry,
    EntryError,
    draft_of,
    entry_from_offer,
    entry_of,
    entry_of_draft,
    read_number,
)

MAX_IMPORT = 1_000_000  # bytes: a match file is a few kilobytes
UNDO_DEPTH = saved.UNDO_DEPTH  # changes undone one after the other, in each match
UNDO_MATCHES = 3  # matches whose Undo a reload keeps: the last changed (the storage stays small)
CHANGE, DELETE = "change", "delete"

SETUP, MATCH = "setup", "match"


def new_id(now: float) -> str:
    """A match's id: the time it started, in base 36 (sorts as it started)."""
    value, digits = int(now * 1000), "0123456789abcdefghijklmnopqrstuvwxyz"
    out = ""
    while value:
        value, rest = divmod(value, 36)
        out = digits[rest] + out
    return out or "0"


def stamp(now: float) -> str:
    """A time as the sheet keeps it: ISO 8601 in UTC, to the second."""
    return time.strftime("%Y-%m-%dT%H:%M:%SZ", time.gmtime(now))


class SheetManager:
    """What the sheet view shows and does (see the module docstring)."""

    def __init__(self, storage: Any, records: Any, clock: Any = time.time) -> None:
        self.storage = storage
        self.records = records
        self.clock = clock
        self.matches: dict[str, Sheet] = {}
        self.order: list[str] = []  # most recently changed first
        self.open_id: str | None = None
        self.entry = Entry()
        self.undo: list[tuple[str, str, Sheet]] = []
        """What can be undone, the last last: ("change", match, the sheet before the change)
        or ("delete", match, the sheet deleted)."""
        self.message: tuple[str, dict[str, Any]] | None = None
        self.dropped = 0
        self.unsaved = False  # the last write was refused by the storage
        self.reload()
        if self.restore_draft():
            self.message = ("msg.draft", {"hand": self._entry_number()})

    # ---------------------------------------------------------------- reading

    def reload(self) -> None:
        """Read every stored match afresh (a stored match that cannot be read is removed and
        counted in ``dropped``); reopen the match that was open."""
        stored, dropped = saved.load_all(self.storage)
        self.dropped += dropped
        self.matches = {s.id: s.sheet for s in stored}
        self.order = [s.id for s in stored]
        current = saved.current(self.storage)
        self.open_id = current if current in self.matches else None
        if current is not None and self.open_id is None:
            saved.set_current(self.storage, None)
        # what Undo can take back in each match is what is kept (another tab's changes too);
        # the matches deleted here stay in memory only
        deleted = [step for step in self.undo if step[0] == DELETE]
        self.undo = [(CHANGE, match_id, before) for match_id in reversed(self.order)
                     for before in saved.load_undo(self.storage, match_id)] + deleted

    @property
    def sheet(self) -> Sheet | None:
        return self.matches.get(self.open_id) if self.open_id else None

    @property
    def screen(self) -> str:
        return MATCH if self.sheet is not None else SETUP

    def _entry_number(self) -> int:
        """The number of the hand the entry is for (1..16)."""
        sheet = self.sheet
        if self.entry.editing is not None:
            return self.entry.editing + 1
        return (sheet.next_hand or 16) if sheet is not None else 1

    def restore_draft(self) -> bool:
        """Put back the hand the open match was being entered with (a reload, a closed tab),
        if one was kept; True when one was."""
        sheet = self.sheet
        if sheet is None:
            return False
        offer = self.offer()
        entry = saved.load_draft(self.storage, self.open_id,
                                 lambda data: entry_of_draft(data, sheet.hands, offer))
        if entry is None or entry == Entry():
            return False
        if sheet.over and entry.editing is None:
            saved.forget_draft(self.storage, self.open_id)
            return False
        self.entry = entry
        return True

    def _keep_draft(self) -> None:
        """Store the entry as the open match's draft (an empty entry: no draft)."""
        if self.open_id is None:
            return
        if self.entry == Entry():
            saved.forget_draft(self.storage, self.open_id)
        else:
            saved.store_draft(self.storage, self.open_id, draft_of(self.entry))

    def false_win_each(self) -> int:
        return saved.false_win_each(self.records)

    def offer(self) -> Offer | None:
        """The hand the scorer left for the sheet, if one waits (a stored text that cannot be
        read, one nested too deep for Pyodide's JSON reader among them, is removed unread:
        keeping.read_json refuses it before parsing)."""
        return to_sheet.load(self.storage)

    # ---------------------------------------------------------------- a match

    def start(self, names: list[str], east: int, false_each: str | None = None) -> None:
        """A new match: ``names`` as typed around the table, ``east`` the one who deals first
        (seat 0: the others follow round the table), ``false_each`` the false win's amount as
        typed (None: the setting's). Remembered for next time; EntryError, and nothing
        started or changed, when a value is wrong."""
        typed = [n.strip() for n in names]
        if any(not n for n in typed):
            raise EntryError("setup.need_names")
        if len({n.casefold() for n in typed}) < 4:
            raise EntryError("setup.same_names")
        if any(len(n) > 40 for n in typed):
            raise EntryError("setup.long_name")
        each = None
        if false_each is not None:
            each = read_number(false_each, saved.FALSE_WIN_MAX)
            if not false_each.strip():
                raise EntryError("setup.need_each")
            if each is None or each < 1:
                raise EntryError("setup.bad_each", value=false_each.strip())
        players = tuple(typed[(east + i) % 4] for i in range(4))
        now = self.clock()
        try:
            sheet = Sheet(players, (), {"started": stamp(now), "updated": stamp(now)})
        except SheetError:  # a tab or another invisible character pasted into a name
            raise EntryError("setup.bad_name") from None
        if each is not None:
            saved.set_false_win_each(self.records, each)
        match_id = new_id(now)
        while match_id in self.matches:
            match_id += "0"
        self._write(match_id, sheet, None)
        saved.store_names(self.storage, saved.Names((typed[0], typed[1], typed[2], typed[3]),
                                                    east))
        self.open(match_id)
        if self.entry.offer is None:
            self.message = ("msg.started", {})

    def open(self, match_id: str) -> None:
        """Make ``match_id`` the open match (a hand waiting from the scorer goes into its
        entry)."""
        if match_id not in self.matches:
            return
        self.open_id = match_id
        saved.set_current(self.storage, match_id)
        self.entry = Entry()
        self.message = None
        if not self.take_offer():  # a hand brought from the scorer while no match was open
            self.restore_draft()  # or the hand left half entered in this match

    def close(self) -> None:
        """Back to the set-up and the list (the match stays stored)."""
        self.open_id = None
        saved.set_current(self.storage, None)
        self.entry = Entry()
        self.message = None

    def delete(self, match_id: str) -> None:
        if match_id not in self.matches:
            return
        self.undo.append((DELETE, match_id, self.matches[match_id]))
        self._trim(DELETE, None)
        del self.matches[match_id]
        self.order.remove(match_id)
        saved.forget(self.storage, match_id)
        saved.forget_draft(self.storage, match_id)
        saved.forget_undo(self.storage, match_id)
        if self.open_id == match_id:
            self.close()
        self.message = ("msg.deleted", {})

    # ---------------------------------------------------------------- the entry

    def set_entry(self, entry: Entry) -> None:
        self.entry = entry
        self.message = None
        self._keep_draft()

    def type_points(self, text: str) -> None:
        """The points as typed so far (kept as the draft at each key)."""
        if text != self.entry.points:
            self.entry = self.entry.typed(text)
            self._keep_draft()

    def save_entry(self) -> bool:
        """Enter the hand (or the change to a hand) on the sheet and store the match at once;
        False with the reason in ``message`` when the entry is not a hand yet."""
        sheet = self.sheet
        if sheet is None:
            return False
        try:
            hand = self.entry.hand(self.false_win_each())
            index = self.entry.editing
            changed = sheet.add(hand) if index is None else sheet.change(index, hand)
        except EntryError as error:
            self.message = (error.key, dict(error.values))
            return False
        except SheetError as error:
            self.message = (f"file.{error.code}", dict(error.values))
            return False
        number = len(sheet.hands) + 1 if index is None else index + 1
        if self.entry.offer is not None:
            to_sheet.clear(self.storage)
        self._write(self.open_id, changed, sheet)
        self.entry = Entry()
        self._keep_draft()
        self.message = ("msg.saved" if index is None else "msg.changed", {"hand": number})
        return True

    def edit(self, index: int) -> None:
        sheet = self.sheet
        if sheet is not None and 0 <= index < len(sheet.hands):
            self.entry = entry_of(sheet.hands[index], index)
            self.message = None
            self._keep_draft()

    def cancel(self) -> None:
        """Forget the entry (and a hand offered by the scorer)."""
        if self.entry.offer is not None:
            to_sheet.clear(self.storage)
        self.entry = Entry()
        self.message = None
        self._keep_draft()

    def remove(self, index: int) -> None:
        """Take hand ``index`` off the sheet (the later hands move up)."""
        sheet = self.sheet
        if sheet is None or not 0 <= index < len(sheet.hands):
            return
        self._write(self.open_id, sheet.remove(index), sheet)
        self.entry = Entry()
        self._keep_draft()
        self.message = ("msg.removed", {"hand": index + 1})

    def can_undo(self) -> bool:
        """Whether the screen shown has something to undo: in a match, its last change; on
        the list of matches, the last one deleted."""
        return self._undoable() is not None

    def _undoable(self) -> int | None:
        kind = CHANGE if self.open_id else DELETE
        for index in range(len(self.undo) - 1, -1, -1):
            step_kind, match_id, _ = self.undo[index]
            if step_kind == kind and (kind == DELETE or match_id == self.open_id):
                return index
        return None

    def undo_last(self) -> None:
        """Put back the open match as it was before its last change (a hand entered, changed
        or removed); on the list of matches, bring back the last one deleted."""
        index = self._undoable()
        if index is None:
            return
        _, match_id, before = self.undo.pop(index)
        self._store(match_id, before)
        if match_id not in self.order:
            self.order.insert(0, match_id)
        self.matches[match_id] = before
        self._keep_undo(match_id)
        self.open(match_id)
        self.message = ("msg.undone", {})

    def take_offer(self) -> bool:
        """Fill the entry with the hand the scorer offers, if one waits and a match is open."""
        offer = self.offer()
        sheet = self.sheet
        if offer is None or sheet is None or sheet.over:
            return False
        number = sheet.next_hand or 1
        self.entry = entry_from_offer(offer, sheet.seating(number).seat_winds)
        self.message = ("msg.offer", {"points": offer.points})
        self._keep_draft()
        return True

    def rename(self, names: list[str]) -> None:
        sheet = self.sheet
        if sheet is None:
            return
        try:
            renamed = sheet.with_players([n.strip() for n in names])
        except SheetError:
            self.message = ("setup.need_names", {})
            return
        self._write(self.open_id, renamed, sheet)

    # ---------------------------------------------------------------- files

    def import_text(self, text: str, size: int) -> bool:
        """Add the match a file holds and open it; the file refused whole, with the reason in
        ``message``, when it is not one (nothing changes)."""
        if size > MAX_IMPORT:
            self.message = ("file.too_big", {})
            return False
        try:
            sheet = read_text(text)
        except SheetError as error:
            self.message = (f"file.{error.code}", dict(error.values))
            return False
        same = self.same_match(sheet)
        if same is not None:  # imported before (or exported from here): not a second copy
            self.message = ("msg.same", {"hands": len(sheet.hands), "id": same,
                                         "names": ", ".join(sheet.players)})
            return False
        now = self.clock()
        extra = {k: v for k, v in sheet.extra.items() if k not in ("v", "id")}
        extra.setdefault("started", stamp(now))
        extra["imported"] = stamp(now)
        match_id = new_id(now)
        while match_id in self.matches:
            match_id += "0"
        self._write(match_id, Sheet(sheet.players, sheet.hands, extra), None)
        self.open(match_id)
        self.message = ("msg.imported", {"hands": len(sheet.hands)})
        return True

    def same_match(self, sheet: Sheet) -> str | None:
        """The id of the match kept here that ``sheet`` (a file's) is: the same players in the
        same seats, the same hands (outcomes and penalties), and the same start when the file
        says when it started. None when it is another match, or this one at another hand."""
        started = sheet.extra.get("started")
        for match_id in self.order:
            kept = self.matches[match_id]
            if (kept.players == sheet.players and kept.hands == sheet.hands
                    and (started is None or kept.extra.get("started") == started)):
                return match_id
        return None

    # ---------------------------------------------------------------- writing

    def _write(self, match_id: str, sheet: Sheet, before: Sheet | None) -> None:
        """Store the match at once; a change to a match already there can be undone (a match
        started or imported is taken back by deleting it)."""
        sheet = replace(sheet, extra={**sheet.extra, "updated": stamp(self.clock())})
        if before is not None:
            self.undo.append((CHANGE, match_id, before))
            self._trim(CHANGE, match_id)
        self.matches[match_id] = sheet
        if match_id in self.order:
            self.order.remove(match_id)
        self.order.insert(0, match_id)
        self._store(match_id, sheet)
        if before is not None:
            self._keep_undo(match_id)

    def _trim(self, kind: str, match_id: str | None) -> None:
        """At most UNDO_DEPTH steps of ``kind`` (of ``match_id``, for changes) kept to undo."""
        mine = [i for i, (k, m, _) in enumerate(self.undo)
                if k == kind and (kind == DELETE or m == match_id)]
        for index in reversed(mine[:-UNDO_DEPTH]):
            del self.undo[index]

    def _keep_undo(self, match_id: str) -> None:
        """Store what Undo can take back in ``match_id`` (saved.store_undo)."""
        before = [s for k, m, s in self.undo if k == CHANGE and m == match_id]
        saved.store_undo(self.storage, match_id, before)
        recent = {saved.undo_key(m) for m in self.order[:UNDO_MATCHES]}
        for name in self.storage.keys(saved.UNDO):
            if name not in recent:  # an older match's Undo: kept for this visit only
                self.storage.remove(name)

    def _store(self, match_id: str, sheet: Sheet) -> None:
        stored = saved.store(self.storage, match_id, sheet)
        if not stored and self.storage.keys(saved.UNDO):
            # the storage is full: what Undo could take back gives way to the match itself
            for name in self.storage.keys(saved.UNDO):
                self.storage.remove(name)
            self.undo = [step for step in self.undo if step[0] == DELETE]
            stored = saved.store(self.storage, match_id, sheet)
        self.unsaved = not stored
