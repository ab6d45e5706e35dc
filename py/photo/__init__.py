"""Photo-assisted scoring: read a photographed row of Mahjong tiles, taught by the player's own
tile set. Pure Python (standard library only): runs in CPython 3.11+ and in Pyodide.

It proposes; the player confirms every tile. Matching the player's own tiles works far better
than any general detector: the default set made from the app's tile art is a fallback, and on
real tiles it reads few tiles right (the page must say so).

Pixels come as a canvas gives them: RGBA bytes (``ImageData.data``) with width and height.
A frame is four (x, y) corners in those pixels, clockwise from the top-left.

    import photo
    corners = photo.suggest_frame(pixels, width, height)          # or None: ask the player
    tiles = photo.read_row(pixels, width, height, corners, tile_set)  # list[ReadTile]
    photo.notation(t.face for t in tiles)                          # "123m456p789sEEFFF"

- ``read_row(pixels, width, height, corners, tile_set=None, tiles=None) -> list[ReadTile]``:
  the tiles left to right. ``tiles``: how many (None: counted from the gaps between tiles or
  the frame's shape). ``tile_set`` None: the default set. ``ReadTile``: ``face`` ("5p"; None
  for a slot with no tile), ``confidence`` (0 = a toss-up with the runner-up, 1 = nothing else
  comes close), ``unsure`` (the match is too weak to trust: mark the tile, offer its
  runner-ups first; the threshold is the reader's), ``runner_ups`` (next faces, nearest first,
  for a one-tap fix), ``turned`` (matched upside down), ``corners`` (the tile's outline in the
  picture), ``descriptor`` (what it looked like, for ``TileSet.learned``), ``feature`` (what
  the namer saw of it, learnt with it), ``to_dict()``.
- ``read_tile(pixels, width, height, corners, tile_set=None) -> ReadTile``: one tile framed
  by its own outline, named (no row split).
- ``count_tiles(pixels, width, height, corners, tile_set=None) -> int``.
- In steps, for a page that runs Python on its only thread and must draw between them:
  ``split_row(...)`` (same arguments as read_row) rectifies and splits the row without
  describing a tile (``Strip``: ``count``, ``counted``, ``outlines``; cheap, for showing the
  count while the player frames), then ``read_steps(strip, tile_set=None)`` is a generator
  that yields the fraction done after each tile and returns the tiles (``run(steps)`` runs
  one to its end); ``split_row_steps`` and ``split_template_steps`` split in steps too.
  ``box_transform(corners, w, h)``: the canvas transform that lays a tile's
  outline upright in a w x h box, for drawing its crop.
- ``suggest_frame(pixels, width, height, tiles=None) -> corners | None`` (``tiles``: around
  a teaching photo's first that many tiles; ``suggest_frame_steps``: in steps;
  ``suggest_row_steps``: the row found, its frame and tiles, which ``split_template_steps``
  takes as they are instead of looking for them again).
- ``refine_frame(pixels, width, height, corners) -> corners``: a frame placed by hand fitted
  to the row's own top, bottom and end lines (reading does this itself: a corner a little off
  the row would skew every tile).
- ``calibrate(rows, name) -> TileSet``: teach a set from the guided template's four row photos
  (``TEMPLATE``: 1m..9m, 1p..9p, 1s..9s, E S W N C F P; ``ROW_NAMES`` for the page's words).
  Each row is ``(pixels, width, height)`` or ``(pixels, width, height, corners)``; the whole
  picture is the frame without corners. ``locate_rows(rows)`` gives each row's slots (their
  ``corners``) for the check the player sees before saving. In steps, a row at a time:
  ``split_template_row(pixels, width, height, corners, number)`` then
  ``template_row_steps(strip, number)`` (a generator returning the Row), and
  ``tile_set_from_rows(rows, name)``. ``tile_set_from_tiles({face: Picture}, name)``: teach
  from single-tile pictures (crops; flowers and seasons too).
- ``TileSet``: ``name``, ``faces`` (face -> descriptor), ``features`` (face -> the namer's
  ``Feature`` of the taught tile: a set taught every face reads a tile by its likeness to
  them), ``tile_aspect``, ``source`` ("calibrated" or "art"); ``to_json()`` /
  ``TileSet.from_json(text)`` (versioned; descriptors and features only, never photos; about
  120 KB), ``swapped(a, b)`` (fix two tiles laid in each other's
  places), ``lookalikes()`` (pairs of faces too alike: a tile laid twice?), ``renamed(name)``,
  ``learned(face, tile) -> TileSet`` (a copy that also knows the ReadTile `tile` as `face`: the
  player's correction, kept and saved as another reference; the reader gets better with use).
  Faces are ``FACES`` (the 34 of a hand, ``tiles.PLAYING_TILES``) and ``BONUS`` (fl1-fl4,
  se1-se4: flowers and seasons, ``tiles.FLOWERS``), known once learnt or taught from single
  tiles.
- ``TileSetLibrary``: several named sets as one stored JSON value; ``from_json`` never raises
  and drops only damaged sets, naming them.
- ``default_tile_set()``: the set made from the app's own tile art.
- ``PhotoError`` (a ``ValueError``): bad pixels, not an image, a bad frame, no tiles in the
  frame, a missing or incomplete calibration row, a damaged tile set; ``code`` and ``values``
  for a translated message.
- ``load_image(bytes_or_path) -> Picture`` (any image file Pillow reads, turned upright by its
  EXIF orientation; command line, tests and tools only: needs Pillow, which the page never loads).

Command line: ``python -m photo calibrate ROW1 ROW2 ROW3 ROW4 --out set.json`` and
``python -m photo read IMAGE --set set.json [--tiles 14] [--corners x,y,...] [--json]``.
Benchmarks: ``python -m bench.photo_reader`` and ``python -m bench.photo_real PHOTOS`` (bench/).
"""

from __future__ import annotations

from tiles import FLOWERS as BONUS
from tiles import PLAYING_TILES as FACES
from tiles import write as notation

from .calibrate import (
    ROW_NAMES,
    TEMPLATE,
    template_row_steps,
    tile_set_from_rows,
    tile_set_from_tiles,
)
from .calibrate import calibrate as _calibrate
from .calibrate import locate_rows as _locate_rows
from .calibrate import split_template_row as _split_template_row
from .calibrate import split_template_steps as _split_template_steps
from .default import default_tile_set
from .errors import PhotoError
from .find import Found
from .frame import refine_frame as _refine_frame
from .frame import suggest_frame as _suggest_frame
from .frame import suggest_frame_steps as _suggest_frame_steps
from .frame import suggest_row_steps as _suggest_row_steps
from .geometry import Corners, box_transform
from .library import TileSetLibrary
from .picture import Picture
from .read import ReadTile
from .read import read_row as _read_row
from .read import read_steps as _read_steps
from .read import read_tile as _read_tile
from .row import Row, Strip, split, split_steps
from .steps import run
from .tileset import TileSet


def _picture(pixels, width: int, height: int) -> Picture:
    return pixels if isinstance(pixels, Picture) else Picture.from_rgba(pixels, width, height)


def read_row(pixels, width: int, height: int, corners, tile_set: TileSet | None = None,
             tiles: int | None = None) -> list[ReadTile]:
    """Read the framed row of an RGBA picture (see the module's docstring)."""
    return _read_row(_picture(pixels, width, height), width, height, corners,
                     tile_set or default_tile_set(), tiles)


def read_tile(pixels, width: int, height: int, corners,
              tile_set: TileSet | None = None) -> ReadTile:
    """Name one tile framed by its own outline (see the module's docstring)."""
    return _read_tile(_picture(pixels, width, height), corners, tile_set or default_tile_set())


def count_tiles(pixels, width: int, height: int, corners,
                tile_set: TileSet | None = None) -> int:
    """How many tiles the frame holds, as read_row would split it."""
    return split_row(pixels, width, height, corners, tile_set).count


def split_row(pixels, width: int, height: int, corners, tile_set: TileSet | None = None,
              tiles: int | None = None) -> Strip:
    """The framed row rectified and split into `tiles` slots (None: counted), no tile
    described yet: the first, cheap step of reading (see the module's docstring)."""
    aspect = (tile_set or default_tile_set()).tile_aspect
    return split(_picture(pixels, width, height), corners, tiles, aspect)


def split_row_steps(pixels, width: int, height: int, corners,
                    tile_set: TileSet | None = None, tiles: int | None = None,
                    refine: bool = True):
    """split_row in steps: a generator (yields between them) returning the Strip. `refine`
    False: the frame is suggest_frame's, already fitted to the row (saves the fit)."""
    aspect = (tile_set or default_tile_set()).tile_aspect
    return split_steps(_picture(pixels, width, height), corners, tiles, aspect, refine)


def read_steps(strip: Strip, tile_set: TileSet | None = None):
    """Read a split row a tile at a time: a generator yielding the fraction done, returning
    the tiles (list[ReadTile]) as read_row does."""
    return _read_steps(strip, tile_set or default_tile_set())


def split_template_row(pixels, width: int, height: int, corners, number: int) -> Strip:
    """Template row `number` (1 to 4: TEMPLATE's order) split into its known number of tiles;
    PhotoError "missing_row" naming the row when none are found."""
    return _split_template_row(_picture(pixels, width, height), corners, number)


def split_template_steps(pixels, width: int, height: int, corners, number: int,
                         refine: bool = True, found: Found | None = None):
    """split_template_row in steps: a generator returning the Strip (`refine` as in
    split_row_steps; `found`: suggest_row_steps' row for these corners, not looked for
    again)."""
    return _split_template_steps(_picture(pixels, width, height), corners, number, refine,
                                 found)


def suggest_frame(pixels, width: int, height: int, tiles: int | None = None) -> Corners | None:
    """Where the row of tiles probably is (`tiles` given: the first that many tiles of a
    teaching photo, in reading order), or None."""
    return _suggest_frame(_picture(pixels, width, height), tiles)


def suggest_frame_steps(pixels, width: int, height: int, tiles: int | None = None):
    """suggest_frame in steps: a generator (yields between them) returning the corners or
    None."""
    return _suggest_frame_steps(_picture(pixels, width, height), tiles)


def suggest_row_steps(pixels, width: int, height: int, tiles: int | None = None):
    """suggest_frame_steps' row: a generator returning a Found (its `corners`, its `tiles`'
    outlines) or None; a teaching photo's split takes its tiles as found."""
    return _suggest_row_steps(_picture(pixels, width, height), tiles)


def refine_frame(pixels, width: int, height: int, corners) -> Corners:
    """A hand-placed frame fitted to the row of tiles inside it (see the module's docstring)."""
    return _refine_frame(_picture(pixels, width, height), corners)


def _rows(rows) -> list:
    out = []
    for row in rows:
        if row is None or isinstance(row, Picture) or (
                isinstance(row, tuple) and len(row) == 2 and isinstance(row[0], Picture)):
            out.append(row)
        else:
            pixels, width, height, *corners = row
            out.append((_picture(pixels, width, height), corners[0] if corners else None))
    return out


def calibrate(rows, name: str = "my tiles") -> TileSet:
    """Teach a tile set from the template's four row photos (see the module's docstring)."""
    return _calibrate(_rows(rows), name)


def locate_rows(rows) -> list[Row]:
    """The template's rows split into their tiles, for showing what was taught where."""
    return _locate_rows(_rows(rows))


def load_image(source, max_side: int | None = None) -> Picture:
    """An RGB picture from an image file's bytes or path, decoded by Pillow (scaled down if
    big)."""
    from .image import load_image as _load
    from .picture import MAX_SIDE

    return _load(source, max_side or MAX_SIDE)


__all__ = [
    "BONUS",
    "FACES",
    "ROW_NAMES",
    "TEMPLATE",
    "Corners",
    "Found",
    "Picture",
    "PhotoError",
    "ReadTile",
    "Row",
    "Strip",
    "TileSet",
    "TileSetLibrary",
    "box_transform",
    "calibrate",
    "count_tiles",
    "default_tile_set",
    "load_image",
    "locate_rows",
    "notation",
    "read_row",
    "read_steps",
    "read_tile",
    "refine_frame",
    "run",
    "split_row",
    "split_row_steps",
    "split_template_row",
    "split_template_steps",
    "suggest_frame",
    "suggest_frame_steps",
    "suggest_row_steps",
    "template_row_steps",
    "tile_set_from_rows",
    "tile_set_from_tiles",
]
