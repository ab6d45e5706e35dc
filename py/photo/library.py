"""Several named tile sets kept together (one player may own more than one set), as one JSON
value for the browser's storage. A damaged entry is dropped and named, never the others."""

from __future__ import annotations

import json
from dataclasses import dataclass, field

from .errors import PhotoError
from .tileset import TileSet

FORMAT = "mahjong-photo-library"
VERSION = 1


@dataclass
class TileSetLibrary:
    """Tile sets by name, and the one in use (None: the default set from the tile art)."""

    sets: dict[str, TileSet] = field(default_factory=dict)
    active: str | None = None

    def add(self, tile_set: TileSet) -> None:
        """Keep `tile_set` under its name (replacing one of that name) and use it."""
        if not tile_set.name.strip():
            raise PhotoError("a tile set needs a name", "bad_tile_set")
        self.sets[tile_set.name] = tile_set
        self.active = tile_set.name

    def remove(self, name: str) -> None:
        self.sets.pop(name, None)
        if self.active == name:
            self.active = next(iter(self.sets), None)

    def rename(self, old: str, new: str) -> None:
        if old not in self.sets:
            raise PhotoError(f"there is no tile set named {old!r}", "bad_tile_set", name=old)
        if not new.strip() or (new in self.sets and new != old):
            raise PhotoError(f"the name {new!r} is empty or taken", "bad_tile_set", name=new)
        self.sets = {(new if k == old else k): (v.renamed(new) if k == old else v)
                     for k, v in self.sets.items()}
        if self.active == old:
            self.active = new

    def current(self) -> TileSet | None:
        """The set in use, or None for the default set."""
        return self.sets.get(self.active) if self.active else None

    def to_json(self) -> str:
        return json.dumps({
            "format": FORMAT,
            "version": VERSION,
            "active": self.active,
            "sets": [s.to_dict() for s in self.sets.values()],
        }, separators=(",", ":"))

    @classmethod
    def from_json(cls, text: str | None) -> tuple[TileSetLibrary, list[str]]:
        """The library stored as `text`, and what could not be read (one message a damaged
        set); never raises: a damaged value gives an empty library and says so."""
        if not text:
            return cls(), []
        try:
            data = json.loads(text)
        except (ValueError, TypeError):
            return cls(), ["the saved tile sets are not valid JSON"]
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            return cls(), ["the saved tile sets are not in a known format"]
        library, problems = cls(), []
        entries = data.get("sets")
        for k, entry in enumerate(entries if isinstance(entries, list) else []):
            try:
                tile_set = TileSet.from_dict(entry)
            except PhotoError as exc:
                name = entry.get("name") if isinstance(entry, dict) else None
                problems.append(f"tile set {name or k + 1}: {exc}")
                continue
            if tile_set.name:
                library.sets[tile_set.name] = tile_set
        active = data.get("active")
        library.active = active if active in library.sets else None
        return library, problems
