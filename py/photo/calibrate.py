"""Teaching the reader a tile set: four photos, one row each, of the guided template."""

from __future__ import annotations

from .errors import PhotoError
from .frame import suggest_frame
from .geometry import whole
from .picture import Picture
from .row import Row, locate
from .tileset import FACES, TileSet

# The guided template: four rows, in this order.
TEMPLATE = (FACES[0:9], FACES[9:18], FACES[18:27], FACES[27:34])
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
    for number, (item, faces) in enumerate(zip(rows, TEMPLATE, strict=True), start=1):
        if item is None:
            raise PhotoError(f"row {number} ({ROW_NAMES[number - 1]}) is missing",
                             "missing_row", row=number)
        picture, corners = item if isinstance(item, tuple) else (item, None)
        try:
            row = locate_framed(picture, corners, len(faces))
        except PhotoError as exc:
            raise PhotoError(f"row {number} ({ROW_NAMES[number - 1]}): {exc}", "missing_row",
                             row=number) from exc
        if row.counted is not None and row.counted != len(faces):
            raise PhotoError(
                f"row {number} ({ROW_NAMES[number - 1]}): {row.counted} tiles found where "
                f"{len(faces)} should be", "missing_row", row=number, found=row.counted)
        for slot, face in zip(row.slots, faces, strict=True):
            if slot.descriptor is None:
                raise PhotoError(
                    f"row {number} ({ROW_NAMES[number - 1]}): no tile where {face} should be",
                    "missing_row", row=number, face=face)
        located.append(row)
    return located


def locate_framed(picture: Picture, corners, tiles: int | None, tile_aspect: float = 0.75):
    """locate() in the given frame; without one, in the frame suggest_frame finds (a row
    turned even 3 degrees is far from square with a wide image's edges), or else in the
    whole picture."""
    if corners is not None:
        return locate(picture, corners, tiles, tile_aspect)
    found = suggest_frame(picture)
    return locate(picture, found or whole(picture.width, picture.height), tiles, tile_aspect)


def tile_set_from_rows(rows: list[Row], name: str) -> TileSet:
    """The set of the located rows' tiles (each row's slots in template order)."""
    faces = {}
    for row, template in zip(rows, TEMPLATE, strict=True):
        for slot, face in zip(row.slots, template, strict=True):
            faces[face] = slot.descriptor
    aspects = sorted(row.tile_aspect for row in rows)
    aspect = (aspects[1] + aspects[2]) / 2
    return TileSet(name, faces, aspect, "calibrated")


__all__ = ["TEMPLATE", "ROW_NAMES", "Picture", "calibrate"]
