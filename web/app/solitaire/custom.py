"""The player's own layouts, kept in the page's storage beside the built-in ones."""

# (the module's notes, as comments: they are not shipped in the bytecode)
# The player's own layouts (made in the editor, imported from a KMahjongg file or opened from
# a shared code), kept in the page's storage and shown in the layout picker beside the built-in
# ones, each with its own daily deal and best times (its id comes from its shape: `custom_id`).
# Pure Python over the engine: no browser imports.
#
# Keys (versioned like engine.records; one layout a key, so a corrupt entry is dropped alone and
# never takes the others with it):
#     mj.v1.custom                 {"v": 1, "ids": [id, ...]}           in the order made
#     mj.v1.custom.<id>            {"v": 1, "name": "...", "runs": [[z, y, x, count], ...],
#                                   "level": "easy"}     runs: engine.layout.runs_of
#     mj.v1.custom-draft           {"v": 1, "name": "<as typed, maybe "">", "shown": "...",
#                                   "runs": [...], "level": "easy"}
# The draft is the editor's layout last dealt by Test play: one, replaced by each Test play,
# never among the player's own (not in the index, not in the picker, not in the editor's
# "Mine"), kept only so that a reload during the test play loses neither its deal nor the
# draft (the deal in progress is of it; "Edit layout" brings the draft back, name as typed).

from __future__ import annotations

import json
from typing import Any

import keeping
from engine import Layout
from engine.layout import LANGUAGES, LEVELS, layout_of, level_of, runs_of
from seeded import hash_text

from app.solitaire.fit import OWN_ORDER

INDEX = "mj.v1.custom"
DRAFT = "mj.v1.custom-draft"
VERSION = 1
NAME_MAX = 40


def custom_id(positions: list | tuple) -> str:
    """A player's layout's id: "u" and ten letters from a hash of its shape, the same for the
    same shape in every browser (so a shared layout has the same daily deal)."""
    value = hash_text("custom-layout/" + json.dumps(runs_of(positions)))
    letters = []
    for _ in range(10):
        value, digit = divmod(value, 26)
        letters.append(chr(ord("a") + digit))
    return "u" + "".join(letters)


def entry_key(layout_id: str) -> str:
    return f"{INDEX}.{layout_id}"


def clean_name(name: str) -> str:
    """A layout's name as kept: one line, spaces squeezed, at most NAME_MAX characters."""
    return " ".join(str(name).split())[:NAME_MAX]


class CustomLayouts:
    """The player's own layouts in a Storage (engine.records' get/set, `remove` if it has it)."""

    def __init__(self, storage: Any) -> None:
        self.storage = storage
        self._cache: list[Layout] | None = None

    def all(self) -> list[Layout]:
        """Every readable layout, in the order made (an unreadable entry is removed, alone)."""
        if self._cache is None:
            out = []
            for n, layout_id in enumerate(self._ids()):
                layout = keeping.load(self.storage, entry_key(layout_id),
                                     lambda text, i=layout_id, n=n: _read(i, text, n))
                if layout is not None:
                    out.append(layout)
            self._cache = out
        return list(self._cache)

    def get(self, layout_id: str) -> Layout | None:
        """One of the player's own layouts by id, else the draft under test if it is that."""
        kept = next((x for x in self.all() if x.id == layout_id), None)
        if kept is not None:
            return kept
        draft = self._draft()
        return draft[0] if draft is not None and draft[0].id == layout_id else None

    def try_out(self, name: str, shown: str, positions: list | tuple) -> Layout:
        """The layout a Test play deals: the player's own of that shape if one is kept (as it
        is kept: a test renames nothing), else the draft, kept alone in place of any earlier
        one and not among the player's own. ``name`` is the name as typed (maybe nothing:
        `typed_name` gives it back), ``shown`` the one the game shows meanwhile."""
        layout_id = custom_id(positions)
        kept = next((x for x in self.all() if x.id == layout_id), None)
        if kept is not None:
            return kept
        shown = clean_name(shown)
        if not shown:
            raise ValueError("a layout needs a name")
        layout = layout_of(layout_id, positions, dict.fromkeys(LANGUAGES, shown),
                           OWN_ORDER + len(self._ids()))
        entry = {"v": VERSION, "name": clean_name(name), "shown": shown,
                 "runs": runs_of(positions), "level": level_of(layout)}
        self.storage.set(DRAFT, json.dumps(entry, ensure_ascii=False))
        draft = self._draft()
        return draft[0] if draft is not None else layout

    def typed_name(self, layout_id: str) -> str | None:
        """The name typed for the draft under test (maybe ""), if ``layout_id`` is the draft's
        and no layout of the player's own has its shape; else None."""
        if any(x.id == layout_id for x in self.all()):
            return None
        draft = self._draft()
        return draft[1] if draft is not None and draft[0].id == layout_id else None

    def _draft(self) -> tuple[Layout, str] | None:
        return keeping.load(self.storage, DRAFT, lambda text: _read_draft(text, len(self._ids())))

    def save(self, name: str, positions: list | tuple) -> Layout:
        """Keep a layout (ValueError if its shape is not one: see engine.layout.layout_of); the
        same shape saved again keeps its id (and its records) and takes the new name."""
        name = clean_name(name)
        if not name:
            raise ValueError("a layout needs a name")
        layout_id = custom_id(positions)
        ids = self._ids()
        layout = layout_of(layout_id, positions, dict.fromkeys(LANGUAGES, name),
                           OWN_ORDER + (ids.index(layout_id) if layout_id in ids else len(ids)))
        entry = {"v": VERSION, "name": name, "runs": runs_of(positions),
                 "level": level_of(layout)}
        self.storage.set(entry_key(layout_id), json.dumps(entry, ensure_ascii=False))
        if layout_id not in ids:
            self.storage.set(INDEX, json.dumps({"v": VERSION, "ids": [*ids, layout_id]}))
        self._cache = None
        draft = self._draft()
        if draft is not None and draft[0].id == layout_id:  # saved: a draft no more
            keeping.forget(self.storage, DRAFT)
        return self.get(layout_id) or layout

    def delete(self, layout_id: str) -> None:
        """Forget a layout (its records stay, under its id, should it be made again)."""
        ids = [i for i in self._ids() if i != layout_id]
        self.storage.set(INDEX, json.dumps({"v": VERSION, "ids": ids}))
        keeping.forget(self.storage, entry_key(layout_id))
        self._cache = None

    def _ids(self) -> list[str]:
        text = self.storage.get(INDEX)
        try:
            data = keeping.read_json(text, VERSION) if text else {"ids": []}
        except ValueError:
            return []
        ids = data.get("ids")
        if not isinstance(ids, list):
            return []
        return [i for i in dict.fromkeys(ids) if isinstance(i, str) and i.isalpha()
                and i.islower() and 1 < len(i) <= 20]


def _read_draft(text: str, n: int) -> tuple[Layout, str]:
    """The draft under test and the name typed for it; ValueError if it is not one."""
    data = keeping.read_json(text, VERSION)
    typed, shown, runs = data.get("name"), data.get("shown"), data.get("runs")
    if not isinstance(typed, str) or not isinstance(runs, list):
        raise ValueError("a draft needs its name as typed and its tiles")
    whole = {**data, "name": shown}
    layout_id = custom_id(_positions(runs))
    return _read(layout_id, json.dumps(whole, ensure_ascii=False), n), clean_name(typed)


def _positions(runs: list) -> list:
    """The tiles of runs (engine.layout.runs_of); ValueError if they are not runs."""
    positions = []
    for run in runs:
        if not (isinstance(run, list) and len(run) == 4 and all(
                isinstance(v, int) and not isinstance(v, bool) and 0 <= v < 256 for v in run)):
            raise ValueError(f"not a run of tiles: {run!r}")
        z, y, x, count = run
        positions.extend((x + 2 * k, y, z) for k in range(count))
    return positions


def _read(layout_id: str, text: str, n: int) -> Layout:
    """A kept layout; ValueError if the entry is not one of ours (then it is dropped)."""
    data = keeping.read_json(text, VERSION)
    name, runs, level = data.get("name"), data.get("runs"), data.get("level")
    if not isinstance(name, str) or not clean_name(name) or not isinstance(runs, list):
        raise ValueError("a kept layout needs a name and its tiles")
    positions = _positions(runs)
    if len(positions) > 144 or custom_id(positions) != layout_id:
        raise ValueError("the tiles are not the layout's")
    layout = layout_of(layout_id, positions, dict.fromkeys(LANGUAGES, clean_name(name)),
                       OWN_ORDER + n)
    return Layout(layout.id, layout.names, layout.positions, layout.order,
                  level=level if level in LEVELS else level_of(layout))


def custom_layouts(ctx: Any) -> CustomLayouts:
    """The page's one CustomLayouts (kept in the app context's extras: the solitaire and the
    editor share it)."""
    store = ctx.extras.get("custom")
    if store is None:
        store = ctx.extras["custom"] = CustomLayouts(ctx.storage)
    return store
