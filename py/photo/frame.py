"""A suggested frame: where the player's row of tiles probably is (photo.find's rows, the
one most like a hand, or the first tiles of a teaching layout), and a frame placed by hand
fitted to the row inside it. Only suggestions: the player moves the corners before reading."""

from __future__ import annotations

from collections.abc import Generator

from . import steps
from .errors import PhotoError
from .find import (
    Found,
    find_rows_steps,
    hand_row,
    overview_steps,
    row_tiles,
)
from .geometry import Corners, check_corners, signed_area
from .layout import found_of, layout_tiles, plausible, reading_order, stacked
from .picture import Picture

# Refining a frame placed by hand: how far above and below it the faces' top and bottom are
# looked for (a fraction of its height).
REFINE_MARGIN = 0.4
REFINE_REACH = 0.35  # and how far beyond its ends (in tiles): the player's ends are kept


def suggest_frame(picture: Picture, tiles: int | None = None) -> Corners | None:
    """Four corners (clockwise from top-left, in the picture's pixels) around the row of
    tiles most like a hand, or (`tiles` given: a teaching photo) around the first `tiles`
    tiles in reading order, or the row there is when fewer show); None if nothing looks
    like tiles."""
    return steps.run(suggest_frame_steps(picture, tiles))


def suggest_frame_steps(picture: Picture,
                        tiles: int | None = None) -> Generator[None, None, Corners | None]:
    """suggest_frame in steps (the overview, the faces in it, each row found); yields
    between them, so a page can draw."""
    found = yield from suggest_row_steps(picture, tiles)
    return None if found is None else found.corners


def suggest_row_steps(picture: Picture,
                      tiles: int | None = None) -> Generator[None, None, Found | None]:
    """suggest_frame's row in steps: its frame and the tiles found in it, so that splitting
    that very frame need not find them again (a teaching photo's tiles: see split_steps)."""
    overview = yield from overview_steps(picture)
    if tiles is not None:
        apart = layout_tiles(picture, overview)  # a teaching layout laid apart: each alone
        if len(apart) >= tiles:
            return found_of(apart[:tiles])
    rows = yield from find_rows_steps(picture, hand=tiles is None, overview=overview)
    if tiles is not None:
        whole = [row for row in plausible(rows) if len(row.tiles) == tiles]
        if len(whole) == 1:
            return whole[0]  # the row asked for, in its own perspective
        found = reading_order(rows, tiles)
        if found:
            return found_of(found)
        # Fewer tiles than asked for: the row there is, so the player sees what is missing.
    best = hand_row(rows)
    if best is None:
        return None
    return stacked(best, rows)


def refine_frame(picture: Picture, corners: Corners) -> Corners:
    """A frame placed by hand, fitted to the row of tile faces inside it: the faces' own top
    and bottom lines (looked for in the frame widened by REFINE_MARGIN of its height above
    and below) and ends (the faces' own, near the frame's: the tiles framed stay so). A
    corner a little off the row skews the rectified row, and with it every tile; the fitted
    frame does not. The frame as given when no row is found there, or when what is found is
    not plausibly it."""
    corners = check_corners(corners, picture.width, picture.height)
    row = row_tiles(picture, corners, reach=REFINE_REACH, margin=REFINE_MARGIN, square=True)
    if row is None:
        return corners
    try:
        fitted = check_corners(row.corners, picture.width, picture.height)
    except PhotoError:
        return corners
    given, got = abs(signed_area(list(corners))), abs(signed_area(list(fitted)))
    if not 0.4 * given <= got <= 1.6 * given:
        return corners
    return fitted


__all__ = ["refine_frame", "suggest_frame", "suggest_frame_steps", "suggest_row_steps"]
