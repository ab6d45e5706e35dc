"""How a layout fits a box on the screen, and the picker's order for a screen."""

# (the module's notes, as comments: they are not shipped in the bytecode)
# How a layout fits a box on the screen: the scale of its tiles, how much of the box it fills,
# and the order of the layout picker (on a screen held upright, the layouts that fill it best
# come first). Pure Python over the engine's layouts: no browser imports.
#
# A board of `cols` x `rows` half-units and `layers` layers is drawn with a half-unit `s` px wide
# and `s * TILE_ASPECT` tall; each layer up is drawn DEPTH * 2s up and to the left, and the lowest
# tiles show a side of the same size, so the drawn size is
#
#     width  = cols * s + layers * depth
#     height = rows * s * TILE_ASPECT + layers * depth,     depth = DEPTH * 2s.

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

MARGIN = 4  # px between the board's box and the wrapper's edges (the padding in solitaire.css)
MIN_BOX = 40.0  # px: the smallest box a board is fitted to
TILE_ASPECT = 4 / 3  # height / width of a tile face (the art is 3:4, portrait)
DEPTH = 0.13  # a layer's offset and a tile's visible side, as a fraction of the tile width
MIN_HALF_WIDTH = 4.0  # px: below this the board would be unplayable anyway
FILL_STEPS = 10  # the picker ranks fills in tenths, so near-equal fits keep the layouts' order


def board_box(client_width: float, client_height: float) -> tuple[float, float]:
    """The board's box (the area it may use, px) in a wrapper of this client size."""
    return (max(client_width - 2 * MARGIN, MIN_BOX), max(client_height - 2 * MARGIN, MIN_BOX))


def board_scale(
    width: float, height: float, cols: int, rows: int, layers: int
) -> tuple[float, float, float]:
    """(half-unit width, half-unit height, depth) in px for a board of `cols` x `rows`
    half-units and `layers` layers to fill a `width` x `height` box: as large as fits, so
    the board touches two opposite sides of the box."""
    per_w = cols + layers * DEPTH * 2
    per_h = rows * TILE_ASPECT + layers * DEPTH * 2
    s = max(MIN_HALF_WIDTH, min(width / per_w, height / per_h))
    return s, s * TILE_ASPECT, s * 2 * DEPTH


def board_size(
    width: float, height: float, extent: tuple[int, int, int]
) -> tuple[float, float, float]:
    """(board width, board height, tile width) in px of a layout with this `extent`
    (Layout.extent) fitted to the box."""
    cols, rows, layers = extent
    hw, hh, depth = board_scale(width, height, cols, rows, layers)
    return cols * hw + layers * depth, rows * hh + layers * depth, 2 * hw


def fill(width: float, height: float, extent: tuple[int, int, int]) -> float:
    """The share of the box's area the fitted board covers (1.0: the same shape as the box)."""
    board_w, board_h, _ = board_size(width, height, extent)
    return min(1.0, board_w * board_h / max(width * height, 1.0))


def picker_order(layouts: Iterable[Any], width: float, height: float) -> list[Any]:
    """The layouts in the order the picker shows them for a board box of `width` x `height`:
    in a box taller than wide, first those whose tiles are PHONE_TILE px wide or more there,
    then the others, each group filling the box best first (fills ranked in tenths, ties in
    the layouts' own order); otherwise the layouts' own order. Every layout is kept."""
    layouts = list(layouts)
    if height <= width:
        return layouts
    rank = {
        layout.id: (board_size(width, height, layout.extent)[2] < PHONE_TILE,
                    -int(fill(width, height, layout.extent) * FILL_STEPS))
        for layout in layouts
    }
    return sorted(layouts, key=lambda layout: rank[layout.id])  # stable: ties keep the order


PHONE_BOX = (382.0, 710.0)
"""The board's box on a 390 x 844 phone held upright (data-box, measured in the page)."""
PHONE_TILE = 40.0  # px: a layout whose tiles are this wide there is made for a phone
QUICK_TILES = 72  # a layout of at most this many tiles is a quick one
FULL_TILES = 144
OWN_ORDER = 10_000
"""The player's own layouts' order (app.solitaire.custom): after every built-in layout."""
FILTERS = ("all", "phone", "quick", "full", "easy", "medium", "hard", "mine")
"""The picker's filters, in the order shown (app.solitaire.panels.start_screen)."""


def layout_groups(layout: Any) -> tuple[str, ...]:
    """The picker's filters a layout is shown under: all; phone (its tiles PHONE_TILE px wide
    or more on a phone held upright, without zoom); quick or full (by its tile count); its
    level (engine Layout.level); mine (one of the player's own)."""
    groups = ["all"]
    if board_size(*PHONE_BOX, layout.extent)[2] >= PHONE_TILE:
        groups.append("phone")
    if layout.size <= QUICK_TILES:
        groups.append("quick")
    if layout.size >= FULL_TILES:
        groups.append("full")
    if layout.level:
        groups.append(layout.level)
    if layout.order >= OWN_ORDER:  # a player's own
        groups.append("mine")
    return tuple(groups)
