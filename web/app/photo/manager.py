"""The photo entry's flow: a photo of a hand to tiles in the scorer, and teaching the reader
the player's own tile set. Pure Python over `photo` and the scorer's `Hand` (no DOM): the view
hands it pixels, corners and taps; it keeps the state; each long computation is a generator
that the view runs a step at a time, drawing between the steps.

States: START (choose a photo, the set in use, teach), FRAME (the photo, its frame's four
corners, the tile count), REVIEW (the tiles read, the least sure marked, each correctable;
the corrections offered to the set in use, so that the reader knows those tiles next time),
TEACH (a row of the guided template: its photo and frame), CHECK (the taught set: each tile
as the camera saw it above the face it is taught as; swaps, a name, save).

Tile sets are kept under one key of the page's storage, ``mj.v1.photo.sets`` (the reader's
versioned ``TileSetLibrary`` JSON: descriptors only, never a photo). A damaged set is dropped
and the readable ones written back under that key alone; no other record is touched.
"""

from __future__ import annotations

from collections.abc import Callable, Generator
from dataclasses import dataclass, field
from typing import Any

import keeping
import photo
from photo import BONUS, PhotoError, Picture, ReadTile, Strip, TileSet, TileSetLibrary
from photo.geometry import check_corners
from photo.row import MAX_TILES

from app.scorer.state import HAND_SIZE, ScorerHand

START, FRAME, REVIEW, TEACH, CHECK = "start", "frame", "review", "teach", "check"
LIBRARY_KEY = "mj.v1.photo.sets"
ROWS = len(photo.TEMPLATE)
# Error codes of the reader that have a message of their own (text key "ph.err.<code>").
KNOWN_ERRORS = {"not_an_image", "no_tiles", "missing_row", "bad_pixels", "bad_frame",
                "bad_tile_set", "too_large", "bad_tiles", "bad_model"}


@dataclass(frozen=True)
class Note:
    """A message for the player: a text key and its values; `problem` for what went wrong."""

    key: str
    values: dict[str, Any] = field(default_factory=dict)
    problem: bool = True


def note_of(error: PhotoError) -> Note:
    """The reader's error as a message in the player's language."""
    code = error.code if error.code in KNOWN_ERRORS else "unreadable"
    key, values = f"ph.err.{code}", dict(error.values)
    if code == "missing_row" and "found" in values:
        key += ".found"
        values["count"] = len(photo.TEMPLATE[int(values["row"]) - 1])
    elif code == "missing_row" and "face" in values:
        key += ".face"
        values["tile"] = values.pop("face")  # a face: the page says its name
    return Note(key, values)


def load_library(storage: Any) -> tuple[TileSetLibrary, int]:
    """The stored tile sets and how many were dropped as unreadable; when some were, the
    readable ones are written back (or the key removed), and no other key is touched."""
    text = storage.get(LIBRARY_KEY)
    library, problems = TileSetLibrary.from_json(text)
    if problems:
        if library.sets:
            storage.set(LIBRARY_KEY, library.to_json())
        else:
            keeping.forget(storage, LIBRARY_KEY)
    return library, len(problems)


def store_library(storage: Any, library: TileSetLibrary) -> bool:
    """Write the library under its key; False when the storage did not keep it (full or
    refused), in which case what it held before is still there."""
    text = library.to_json()
    storage.set(LIBRARY_KEY, text)
    return storage.get(LIBRARY_KEY) == text


def default_frame(width: int, height: int) -> photo.Corners:
    """Where to put the corners when no row is found: a wide band across the middle."""
    band = min(height * 0.4, width * 0.9 / 14 / 0.75 * 1.6)
    top, bottom = (height - band) / 2, (height + band) / 2
    left, right = width * 0.05, width * 0.95
    return ((left, top), (right, top), (right, bottom), (left, bottom))


def default_win(faces: list[str | None]) -> int | None:
    """The winning tile a photo's row suggests, as typing a hand does: its rightmost tile when
    the row holds a whole hand (fourteen tiles besides the flowers and seasons, which are
    counted apart, wherever they lie); else None (the player marks it)."""
    hand = [i for i, f in enumerate(faces) if f is not None and f not in BONUS]
    return hand[-1] if len(hand) == HAND_SIZE else None


class PhotoManager:
    """The state of photo entry (see the module's docstring)."""

    def __init__(self, storage: Any) -> None:
        self.storage = storage
        self.library, dropped = load_library(storage)
        self.note: Note | None = Note("ph.err.sets_dropped", {"count": dropped}) if dropped \
            else None
        self.state = START
        self.picture: Picture | None = None
        self.corners: photo.Corners | None = None
        self.moved = False  # the player moved a corner since (the split fits the frame then)
        self.strip: Strip | None = None  # the row split in the current frame
        self.suggested: photo.Found | None = None  # the row the suggested frame is around
        self.count: int | None = None  # the player's tile count (None: as counted)
        self.tiles: list[ReadTile] = []
        self.faces: list[str | None] = []  # as read, then as corrected
        self.fixed: set[int] = set()
        self.win: int | None = None
        self.win_chosen = False  # the player chose the winning tile (or none) in the sheet
        # Learning from corrections: the set as it was before this photo's corrections were
        # added (each learning starts again from it, so a correction changed again replaces
        # the one learnt, never piles up), and the corrections learnt: tile -> face.
        self.learn_base: TileSet | None = None
        self.taught: dict[int, str] = {}
        self.row = 0  # teaching: the template row on show, 1 to 4
        self.rows: list[photo.Row] = []
        self.draft: TileSet | None = None
        self.shown: dict[str, str] = {}  # check screen: face -> the template place its crop is from
        self.alike: list[tuple[str, str, float]] = []

    # ---------------------------------------------------------------- the set in use

    @property
    def tile_set(self) -> TileSet | None:
        """The taught set in use, or None: untaught (the learned namer alone names the tiles)."""
        return self.library.current()

    def use_set(self, name: str | None) -> None:
        self.library.active = name if name in self.library.sets else None
        self._store()

    def remove_set(self, name: str) -> None:
        self.library.remove(name)
        self._store()

    def _store(self) -> bool:
        if store_library(self.storage, self.library):
            return True
        self.note = Note("ph.err.not_saved")
        return False

    # ---------------------------------------------------------------- a photo

    def start(self) -> None:
        """Back to the start (the photo is let go)."""
        self.state = START
        self._drop_photo()

    @property
    def found(self) -> bool:
        """The frame was suggested from the photo (else a default band)."""
        return self.suggested is not None

    def _drop_photo(self) -> None:
        self.picture = self.corners = self.strip = self.suggested = None
        self.count = None

    def open_photo(self, picture: Picture) -> Generator[None, None, None]:
        """Take a photo (for reading, or for the template row on show): find the row, then
        split it. Steps: the view draws between them."""
        self.note = None
        self.picture = picture
        self.count = None
        yield
        # Teaching: the frame around the row asked for (its tiles side by side, or laid
        # apart in a small grid); reading: the row most like a hand.
        tiles = len(self.row_faces) if self.state == TEACH else None
        self.suggested = yield from photo.suggest_row_steps(picture, 0, 0, tiles or None)
        corners = None if self.suggested is None else self.suggested.corners
        self.moved = not self.found
        self.corners = corners or default_frame(picture.width, picture.height)
        if not self.found:
            self.note = Note("ph.no_row_found", problem=False)
        yield
        yield from self.split()
        if self.state != TEACH:
            self.state = FRAME

    def split(self) -> Generator[None, None, None]:
        """Split the framed row (after the frame or the count changed): the count and slots.
        In steps."""
        if self.picture is None or self.corners is None:
            return
        try:
            if self.state == TEACH:
                steps = photo.split_template_steps(
                    self.picture, 0, 0, self.corners, self.row, refine=self.moved,
                    found=None if self.moved else self.suggested)
            else:
                steps = photo.split_row_steps(self.picture, 0, 0, self.corners, self.tile_set,
                                              self.count, refine=self.moved)
            self.strip = yield from steps
        except PhotoError as error:
            self.strip = None
            self.note = note_of(error)
        else:
            if self.note is not None and self.note.problem:
                self.note = None

    def move_corner(self, index: int, x: float, y: float) -> bool:
        """Move one corner (kept inside the photo); refused (False) when the frame would no
        longer be a convex quadrilateral clockwise from the top-left."""
        if self.picture is None or self.corners is None:
            return False
        x = min(max(0.0, x), float(self.picture.width))
        y = min(max(0.0, y), float(self.picture.height))
        corners = list(self.corners)
        corners[index] = (x, y)
        try:
            check_corners(corners, self.picture.width, self.picture.height)
        except PhotoError:
            return False
        self.corners = tuple(corners)  # type: ignore[assignment]
        self.moved = True
        self.strip = None  # the split is for the old frame until split() runs
        return True

    def set_count(self, count: int) -> Generator[None, None, None]:
        """The player's tile count (1 to 20), then the row split again (in steps)."""
        self.count = min(MAX_TILES, max(1, count))
        yield from self.split()

    @property
    def shown_count(self) -> int | None:
        """The tile count on show: the player's, else the split's."""
        if self.count is not None:
            return self.count
        return self.strip.count if self.strip is not None else None

    def _on_strip(self, work: Callable[[Strip], Generator]) -> Generator[Any, None, Any]:
        """`work(strip)`'s steps on the split row (split first if the frame changed); its
        result, or None with the reason in the note."""
        self.note = None
        if self.strip is None:
            yield from self.split()
            if self.strip is None:
                return None
        try:
            return (yield from work(self.strip))
        except PhotoError as error:
            self.note = note_of(error)
            return None

    def read(self) -> Generator[float, None, None]:
        """Read the framed row, a tile at a time (yields the fraction done)."""
        tiles = yield from self._on_strip(lambda strip: photo.read_steps(strip, self.tile_set))
        if tiles is None:
            return
        self.tiles = tiles
        self.faces = [t.face for t in tiles]
        self.fixed = set()
        self.learn_base, self.taught = None, {}
        self.win, self.win_chosen = default_win(self.faces), False
        self.state = REVIEW

    # ---------------------------------------------------------------- the tiles read

    @property
    def unsure(self) -> list[int]:
        """The tiles to check first: read with little confidence (least sure first), not yet
        confirmed or corrected by the player."""
        marked = [i for i, t in enumerate(self.tiles)
                  if i not in self.fixed and t.face is not None and t.unsure]
        return sorted(marked, key=lambda i: self.tiles[i].confidence)

    def choices(self, index: int) -> list[str]:
        """The faces to offer first for a tile: the runner-ups, nearest first."""
        tile = self.tiles[index]
        return [f for f in tile.runner_ups if f != self.faces[index]][:4]

    def correct(self, index: int, face: str | None) -> None:
        """The player's face for a tile (None: no tile there)."""
        self.faces[index] = face
        self.fixed.add(index)
        if self.win == index and (face is None or face in BONUS):
            self.win = None
        if self.win is None and not self.win_chosen:
            self.win = default_win(self.faces)

    def set_win(self, index: int) -> None:
        """Make this tile the winning tile (again: none)."""
        self.win = None if self.win == index else index
        self.win_chosen = True

    def hand(self) -> ScorerHand:
        """The tiles as the scorer's hand, in photo order: the winning tile apart; flowers and
        seasons are left out (they are counted, `flowers`, not part of the hand)."""
        tiles = [(i, f) for i, f in enumerate(self.faces) if f is not None and f not in BONUS]
        win = self.faces[self.win] if self.win is not None else None
        win = None if win in BONUS else win
        concealed = [f for i, f in tiles if i != self.win]
        return ScorerHand(concealed=concealed, win=win)

    def flowers(self) -> int:
        """How many flowers and seasons the photo shows (the scorer's flower count)."""
        return sum(f in BONUS for f in self.faces)

    def notation(self) -> str:
        return photo.notation(self.faces)

    # ---------------------------------------------------------------- learning from corrections

    def corrections(self) -> dict[int, str]:
        """The tiles the player named another face than the one read (tile -> face); a slot
        read as empty has nothing to learn from."""
        return {i: face for i in sorted(self.fixed)
                if (face := self.faces[i]) is not None and face != self.tiles[i].face
                and self.tiles[i].descriptor is not None}

    @property
    def to_learn(self) -> list[int]:
        """The corrections not yet added to the set (new, or changed since)."""
        return [i for i, face in self.corrections().items() if self.taught.get(i) != face]

    def learn(self, new_name: str) -> bool:
        """Add this photo's corrections to the set in use (`TileSet.learned`: the photographed
        tile as the face the player chose) and save it, so the reader knows these tiles next
        time. With no taught set in use, the app's art with them becomes a new set named
        `new_name` (or the next free name like it). False, the library as it was, when the
        storage did not keep it."""
        corrections = self.corrections()
        if not self.to_learn:
            return False
        if self.learn_base is None:
            self.learn_base = self.tile_set or photo.default_tile_set().renamed(
                self.free_name(" ".join(new_name.split()) or "my tiles"))
        learnt = self.learn_base
        for i, face in corrections.items():
            learnt = learnt.learned(face, self.tiles[i])
        before = self.library.to_json()
        self.library.add(learnt)
        if not self._store():
            self.library, _ = TileSetLibrary.from_json(before)
            return False
        self.taught = corrections
        self.note = Note("ph.learnt", {"count_": len(corrections), "count": len(corrections),
                                       "name": learnt.name}, problem=False)
        return True

    # ---------------------------------------------------------------- teaching

    def teach(self) -> None:
        """Start teaching a set: the template's first row."""
        self._drop_photo()
        self.note = None
        self.state = TEACH
        self.row = 1
        self.rows = []
        self.draft = None

    @property
    def row_faces(self) -> tuple[str, ...]:
        return photo.TEMPLATE[self.row - 1] if 1 <= self.row <= ROWS else ()

    def teach_row(self) -> Generator[float, None, None]:
        """Learn the template row on show from its framed photo (yields the fraction done);
        after the fourth, the check."""
        number = self.row
        row = yield from self._on_strip(lambda strip: photo.template_row_steps(strip, number))
        if row is None:
            return
        self.rows.append(row)
        self._drop_photo()
        if len(self.rows) < ROWS:
            self.row += 1
            return
        self.draft = photo.tile_set_from_rows(self.rows, "")
        self.shown = {face: face for face in photo.FACES}
        self.alike = self.draft.lookalikes()
        self.state = CHECK

    def retake(self) -> None:
        """Teaching: drop the photo of this row, or (without one) go back a row."""
        self.note = None
        if self.picture is not None:
            self._drop_photo()
        elif self.state == CHECK or self.row > 1:
            self.state = TEACH
            self.row = len(self.rows)
            self.rows.pop()
            self.draft = None

    def swap(self, a: str, b: str) -> None:
        """Check screen: the tiles taught as a and b were laid in each other's places."""
        if self.draft is None or a == b:
            return
        self.draft = self.draft.swapped(a, b)
        self.shown[a], self.shown[b] = self.shown[b], self.shown[a]
        self.alike = self.draft.lookalikes()

    def save(self, name: str) -> bool:
        """Keep the taught set under `name` (replacing one of that name) and use it."""
        name = " ".join(name.split())
        if self.draft is None:
            return False
        if not name:
            self.note = Note("ph.err.no_name")
            return False
        before = self.library.to_json()
        self.library.add(self.draft.renamed(name))
        if not self._store():
            self.library, _ = TileSetLibrary.from_json(before)
            return False
        self.state = START
        self.draft = None
        self.rows = []
        self.note = Note("ph.saved", {"name": name}, problem=False)
        return True

    def free_name(self, base: str) -> str:
        """`base`, or `base 2`, `base 3`... whichever is not taken yet."""
        name, k = base, 1
        while name in self.library.sets:
            k += 1
            name = f"{base} {k}"
        return name
