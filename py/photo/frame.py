"""A suggested frame: where the player's row of tiles probably is (photo.find's rows, the
one most like a hand, or the first tiles of a teaching layout), and a frame placed by hand
fitted to the row inside it. Only suggestions: the player moves the corners before reading."""

from __future__ import annotations

from collections.abc import Generator

from . import steps
from .errors import PhotoError
from .find import (
    KEEP_END,
    Found,
    find_rows_steps,
    hand_row,
    overview_steps,
    row_tiles,
)
from .gaps import TILE_ASPECT
from .geometry import Corners, apply, check_corners, homography, quad_sides, signed_area
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
    return _kept_ends(corners, fitted)


def _kept_ends(given: Corners, fitted: Corners) -> Corners:
    """The fitted frame, with an end the fit moved inward by more than KEEP_END of a tile put
    back at the player's end, along the fitted top and bottom lines: a face with no ink at a
    row's end (a plain white dragon) is not seen as a face, yet the player framed it (as
    find.row_tiles keeps such an end when the count is given)."""
    top, right, bottom, left = quad_sides(given)
    w, h = (top + bottom) / 2, (left + right) / 2
    to_row = homography(given, ((0.0, 0.0), (w, 0.0), (w, h), (0.0, h)))
    tl, tr, br, bl = (apply(to_row, x, y) for x, y in fitted)
    tile = ((bl[1] - tl[1]) + (br[1] - tr[1])) / 2 * TILE_ASPECT
    left_in = (tl[0] + bl[0]) / 2 > KEEP_END * tile
    right_in = w - (tr[0] + br[0]) / 2 > KEEP_END * tile
    if not (left_in or right_in):
        return fitted
    if left_in:
        tl, bl = _at_x(tl, tr, 0.0), _at_x(bl, br, 0.0)
    if right_in:
        tr, br = _at_x(tr, tl, w), _at_x(br, bl, w)
    back = homography(((0.0, 0.0), (w, 0.0), (w, h), (0.0, h)), given)
    return tuple(apply(back, x, y) for x, y in (tl, tr, br, bl))  # type: ignore[return-value]


def _at_x(p: tuple[float, float], q: tuple[float, float], x: float) -> tuple[float, float]:
    """The point of line p-q at abscissa x."""
    if abs(q[0] - p[0]) < 1e-9:
        return (x, p[1])
    return (x, p[1] + (q[1] - p[1]) * (x - p[0]) / (q[0] - p[0]))


__all__ = ["refine_frame", "suggest_frame", "suggest_frame_steps", "suggest_row_steps"]
