"""Teaching the reader a tile set: four photos, one row each, of the guided template."""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import replace

from tiles import FACES, PLAYING_TILES

from .describe import describe_region
from .errors import PhotoError
from .find import Found
from .frame import suggest_row_steps
from .geometry import Corners, whole
from .picture import Picture, grey_of
from .read import feature_steps, tile_feature
from .row import Row, Strip, describe_steps, split, split_steps
from .steps import run, scaled
from .tileset import TileSet

# The guided template: four rows, in this order.
TEMPLATE = tuple(PLAYING_TILES[k : k + 9] for k in (0, 9, 18, 27))
ROW_NAMES = ("characters 1-9", "dots 1-9", "bamboo 1-9", "winds and dragons E S W N C F P")


def calibrate(rows: list, name: str = "my tiles") -> TileSet:
    """A tile set from the template's four rows. Each row is a Picture, or (picture, corners)
    to frame part of it; the whole picture is the frame otherwise. A missing row, or a row in
    which a tile cannot be found, is a PhotoError naming the row (code "missing_row")."""
    located = locate_rows(rows)
    return tile_set_from_rows(located, name)


def locate_rows(rows: list) -> list[Row]:
    """Each template row located and split into its known number of tiles."""
    if len(rows) != len(TEMPLATE):
        raise PhotoError(
            f"teaching needs {len(TEMPLATE)} row photos ({', '.join(ROW_NAMES)}); "
            f"got {len(rows)}", "missing_row", count=len(rows))
    located = []
    for number, item in enumerate(rows, start=1):
        if item is None:
            raise PhotoError(f"row {number} ({ROW_NAMES[number - 1]}) is missing",
                             "missing_row", row=number)
        picture, corners = item if isinstance(item, tuple) else (item, None)
        strip = split_template_row(picture, corners, number)
        located.append(run(template_row_steps(strip, number)))
    return located


def split_template_row(picture: Picture, corners, number: int, refine: bool = True) -> Strip:
    """split_template_steps run to its end (see there)."""
    return run(split_template_steps(picture, corners, number, refine))


def split_template_steps(picture: Picture, corners, number: int, refine: bool = True,
                         found: Found | None = None) -> Generator[None, None, Strip]:
    """Template row `number` (1 to 4) framed by `corners` (None: the suggested frame, else the
    whole picture) and split into its known number of tiles, in split_steps' steps (`refine`
    and `found`, the row suggest_row_steps found in that frame, as there); a PhotoError
    naming the row (code "missing_row") when no tiles are found."""
    tiles = len(TEMPLATE[number - 1])
    try:
        if corners is None:
            corners, fit, found = yield from framed_steps(picture, None, tiles)
            refine = refine and fit
        return (yield from split_steps(picture, corners, tiles, refine=refine, found=found))
    except PhotoError as exc:
        raise PhotoError(f"row {number} ({ROW_NAMES[number - 1]}): {exc}", "missing_row",
                         row=number) from exc


def template_row_steps(strip: Strip, number: int) -> Generator[float, None, Row]:
    """Template row `number`, split, described a tile at a time (yields the fraction done)
    and checked whole: a PhotoError naming the row (code "missing_row") when the gaps show
    another number of tiles or a slot shows none."""
    faces = TEMPLATE[number - 1]
    name = f"row {number} ({ROW_NAMES[number - 1]})"
    if strip.counted is not None and strip.counted != len(faces):
        raise PhotoError(f"{name}: {strip.counted} tiles found where {len(faces)} should be",
                         "missing_row", row=number, found=strip.counted)
    try:
        row = yield from scaled(describe_steps(strip), lambda done: 0.8 * done / len(faces))
    except PhotoError as exc:
        raise PhotoError(f"{name}: {exc}", "missing_row", row=number) from exc
    for slot, face in zip(row.slots, faces, strict=True):
        if slot.descriptor is None or not slot.whole:
            raise PhotoError(f"{name}: no tile where {face} should be", "missing_row",
                             row=number, face=face)
    features = yield from scaled(feature_steps(strip, row.slots), lambda done: 0.8 + 0.2 * done)
    return replace(row, features=tuple(features))


def split_framed(picture: Picture, corners, tiles: int | None,
                 tile_aspect: float = 0.75) -> Strip:
    """split() in the given frame, or else in the one `framed_steps` finds."""
    frame, fit, _ = run(framed_steps(picture, corners))
    return split(picture, frame, tiles, tile_aspect, refine=fit)


def framed_steps(picture: Picture, corners, tiles: int | None = None
                 ) -> Generator[None, None, tuple[Corners, bool, Found | None]]:
    """(frame, whether to fit it to the row, the row found in it), in suggest_row_steps'
    steps: the given frame; without one, the row suggest_row_steps finds (around `tiles`
    tiles of a teaching photo, when given; a row turned even 3 degrees is far from square
    with a wide image's edges; fitted already), or else the whole picture."""
    if corners is not None:
        return corners, True, None
    found = yield from suggest_row_steps(picture, tiles)
    if found is not None:
        return found.corners, False, found
    return whole(picture.width, picture.height), True, None


def tile_set_from_tiles(tiles: dict, name: str) -> TileSet:
    """A set from single-tile pictures, {face: Picture} (each a photo cropped to one tile, as
    shared/photos/crops holds): each described whole. Any of the 42 faces (tiles.FACES),
    flowers and seasons too. A PhotoError (code "missing_row") names a face whose picture shows
    no tile."""
    faces, features = {}, {}
    for face, picture in tiles.items():
        if face not in FACES:
            raise PhotoError(f"there is no tile {face!r}", "bad_face", face=face)
        found = describe_tile(picture)
        if found is None:
            raise PhotoError(f"no tile where {face} should be", "missing_row", face=face)
        faces[face] = found
        feature = tile_feature(picture)
        if feature is not None:
            features[face] = feature
    if not faces:
        raise PhotoError("no tiles to teach", "missing_row")
    aspects = sorted(p.width / p.height for p in tiles.values())
    return TileSet(name, faces, aspects[len(aspects) // 2], "calibrated", features=features)


def describe_tile(picture: Picture):
    """The descriptor of a picture of one tile (cropped to it), or None if it shows none."""
    r, g, b = picture.rgb_planes()
    found = describe_region(grey_of(r, g, b), r, g, b, picture.width, 0, 0, picture.width,
                            picture.height)
    return None if found is None else found[2]


def tile_set_from_rows(rows: list[Row], name: str) -> TileSet:
    """The set of the located rows' tiles (each row's slots in template order)."""
    faces, features = {}, {}
    for row, template in zip(rows, TEMPLATE, strict=True):
        seen = row.features or (None,) * len(row.slots)  # not named: no features
        for slot, face, feature in zip(row.slots, template, seen, strict=True):
            faces[face] = slot.descriptor
            if feature is not None:
                features[face] = feature
    aspects = sorted(row.tile_aspect for row in rows)
    aspect = (aspects[1] + aspects[2]) / 2
    return TileSet(name, faces, aspect, "calibrated", features=features)


__all__ = ["TEMPLATE", "ROW_NAMES", "Picture", "calibrate"]
