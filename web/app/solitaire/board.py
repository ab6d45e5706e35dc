"""The board: one element per tile, placed from the deal's half-grid positions, kept in step
with the game by touching only the tiles whose look changed, and scaled to fit its box.

A tile covers 2 x 2 half-units; each layer up is drawn a little up and to the left, with the
tile's side and shadow showing to the lower right, so a player sees what covers what. Paint
order is by layer, then by x + y, so a tile further right or down hides its neighbour's side.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from pyscript import document

from app import dom

TILE_ASPECT = 4 / 3  # height / width of a tile face (the art is 3:4, portrait)
DEPTH = 0.13  # a layer's offset and a tile's visible side, as a fraction of the tile width
MAX_TILE_WIDTH = 96.0  # px: beyond this the board just sits centred


@dataclass(frozen=True)
class TileLook:
    """How one tile should look now; the renderer compares looks to skip untouched tiles."""

    present: bool
    face: str
    free: bool
    selected: bool
    hint: bool
    label: str


def board_scale(
    width: float, height: float, cols: int, rows: int, layers: int
) -> tuple[float, float, float]:
    """(half-unit width, half-unit height, depth) in px for a board of `cols` x `rows`
    half-units and `layers` layers to fit a `width` x `height` box."""
    # width(s)  = cols * s + layers * depth,  height(s) = rows * s * aspect + layers * depth,
    # with depth = DEPTH * 2s; the extra layer is the side of the lowest tiles.
    per_w = cols + layers * DEPTH * 2
    per_h = rows * TILE_ASPECT + layers * DEPTH * 2
    s = max(4.0, min(width / per_w, height / per_h, MAX_TILE_WIDTH / 2))
    return s, s * TILE_ASPECT, s * 2 * DEPTH


class Board:
    """Draws the tiles of a deal into `root` and calls `on_pick(tile_id)` when one is chosen."""

    def __init__(self, root: Any, wrap: Any, on_pick: Callable[[int], None]) -> None:
        self.root = root
        self.wrap = wrap
        self.on_pick = on_pick
        self.nodes: dict[int, Any] = {}
        self.looks: dict[int, TileLook] = {}
        self.extent = (2, 2, 1)  # cols, rows, layers
        dom.on(root, "click", self._clicked)

    # ------------------------------------------------------------------ building

    def build(self, tiles: Iterable[Any]) -> None:
        """Make one element per dealt tile (DealtTile: id, face, x, y, z), all present."""
        dom.clear(self.root)
        self.nodes.clear()
        self.looks.clear()
        tiles = sorted(tiles, key=lambda t: (t.z, t.x + t.y, t.x))
        max_x = max(t.x for t in tiles)
        max_y = max(t.y for t in tiles)
        max_z = max(t.z for t in tiles)
        self.extent = (max_x + 2, max_y + 2, max_z + 1)
        self.root.style.setProperty("--zmax", str(max_z))
        fragment = document.createDocumentFragment()
        for tile in tiles:
            node = dom.create(
                "button",
                "tile",
                None,
                type="button",
                data_tile_id=str(tile.id),
                data_face=tile.face,
                data_x=str(tile.x),
                data_y=str(tile.y),
                data_z=str(tile.z),
                tabindex="-1",
                style=(
                    f"--x:{tile.x};--y:{tile.y};--z:{tile.z};"
                    f"z-index:{tile.z * 200 + tile.x + tile.y};"
                    f"background-image:{_art(tile.face)}"
                ),
            )
            fragment.appendChild(node)
            self.nodes[tile.id] = node
        self.root.appendChild(fragment)
        self.fit()

    # ------------------------------------------------------------------ keeping in step

    def update(self, looks: dict[int, TileLook]) -> None:
        """Bring every tile to its look; only tiles whose look changed are touched."""
        lost_focus: int | None = None
        for tile_id, look in looks.items():
            if self.looks.get(tile_id) == look:
                continue
            node = self.nodes.get(tile_id)
            if node is None:
                continue
            old = self.looks.get(tile_id)
            self.looks[tile_id] = look
            if old is None or old.face != look.face:
                node.setAttribute("data-face", look.face)
                node.style.backgroundImage = _art(look.face)
            classes = ["tile"]
            if not look.present:
                classes.append("removed")
            elif look.free:
                classes.append("free")
            if look.present and look.selected:
                classes.append("selected")
            if look.present and look.hint:
                classes.append("hint")
            node.className = " ".join(classes)
            reachable = look.present and look.free
            node.setAttribute("tabindex", "0" if reachable else "-1")
            node.setAttribute("aria-disabled", "false" if reachable else "true")
            if look.present:
                node.removeAttribute("aria-hidden")
                node.setAttribute("aria-label", look.label)
            else:
                node.setAttribute("aria-hidden", "true")
                if document.activeElement == node:
                    lost_focus = tile_id
        if lost_focus is not None:  # the focused tile left: focus the next free one
            self.focus_free(after=lost_focus)

    def focus_free(self, after: int | None = None) -> None:
        """Move the keyboard focus to a free tile (the next one after `after` in paint order)."""
        ids = [tid for tid, look in self.looks.items() if look.present and look.free]
        if not ids:
            self.wrap.focus()
            return
        order = list(self.nodes)
        if after in order:
            start = order.index(after)
            later = [tid for tid in order[start + 1 :] if tid in ids]
            if later:
                self.nodes[later[0]].focus()
                return
        self.nodes[ids[0]].focus()

    def fit(self) -> None:
        """Scale the tiles so the whole board fits the wrapper's box."""
        width = max(float(self.wrap.clientWidth) - 16, 40.0)
        height = max(float(self.wrap.clientHeight) - 16, 40.0)
        cols, rows, layers = self.extent
        hw, hh, depth = board_scale(width, height, cols, rows, layers)
        style = self.root.style
        style.setProperty("--hw", f"{hw:.2f}px")
        style.setProperty("--hh", f"{hh:.2f}px")
        style.setProperty("--depth", f"{depth:.2f}px")
        style.width = f"{cols * hw + layers * depth:.1f}px"
        style.height = f"{rows * hh + layers * depth:.1f}px"

    # ------------------------------------------------------------------ input

    def _clicked(self, event: Any) -> None:
        target = event.target.closest("[data-tile-id]") if event.target else None
        if target is None:
            return
        self.on_pick(int(target.getAttribute("data-tile-id")))


def _art(face: str) -> str:
    """The face's art as a CSS background (an <img> per tile showed ghosted strokes in
    Chromium's raster at device scale 2-3; a background image does not)."""
    return f'url("tiles/{face}.svg")'
