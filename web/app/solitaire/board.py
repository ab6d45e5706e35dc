"""The board: one element per tile, placed from the deal's half-grid, drawn from looks."""

# (the module's notes, as comments: they are not shipped in the bytecode)
# The board: one element per tile, placed from the deal's half-grid positions, kept in step
# with the game by touching only the tiles whose look changed, fitted to its box and shown
# through the viewport (app.solitaire.zoom) that the gestures zoom and pan.
#
# A tile covers 2 x 2 half-units; each layer up is drawn a little up and to the left, with the
# tile's side and shadow showing to the lower right, so a player sees what covers what. Paint
# order is by layer, then by x + y, so a tile further right or down hides its neighbour's side.
#
# Zooming re-lays the tiles at the new size (crisp art at any zoom); while a pinch is under way
# the board is only scaled by a transform, and laid out again when the fingers lift.

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

from app import dom
from app.solitaire.fit import MARGIN, TILE_ASPECT, board_box, board_scale
from app.solitaire.zoom import Size, Viewport, max_zoom
from app.tileset import face_image

__all__ = ["Board", "TileLook", "TILE_ASPECT", "board_scale"]



@dataclass(frozen=True)
class TileLook:
    """How one tile should look now; the renderer compares looks to skip untouched tiles."""

    present: bool
    face: str
    free: bool
    selected: bool
    hint: bool
    label: str
    match: bool = False  # free, and pairs with the tile picked (the matching light is on)


class Board:
    """Draws the tiles of a deal into `root` and calls `on_pick(tile_id, by_pointer, at_ms)`
    (at_ms: the click's time stamp) when one
    is chosen (`by_pointer`: a tap or a mouse click, not the keyboard)."""

    def __init__(self, root: Any, wrap: Any,
                 on_pick: Callable[[int, bool, float | None], None]) -> None:
        self.root = root
        self.wrap = wrap
        self.on_pick = on_pick
        self.on_view: Callable[[Viewport], None] = lambda view: None
        """Called with the viewport after every change of zoom or position."""
        self.nodes: dict[int, Any] = {}
        self.looks: dict[int, TileLook] = {}
        self.extent = (2, 2, 1)  # cols, rows, layers
        self.box: Size = (0.0, 0.0)  # the area the board may use, px
        self.origin: Size = (0.0, 0.0)  # the box's top-left corner in the window, px
        self.base: Size = (1.0, 1.0)  # the board's size fitted to the box (zoom 1), px
        self.scale = (10.0, 10.0 * TILE_ASPECT, 2.6)  # half-unit width, height, depth at zoom 1
        self.limit = 1.0  # the largest zoom
        self.view = Viewport()
        self._laid_zoom = 1.0  # the zoom the tiles are laid out at (a pinch scales on top)
        self._laid: tuple | None = None  # (zoom, scale) last laid out: a pan only moves them
        dom.on(root, "click", self._clicked)
        dom.on(root, "focusin", self._focused)

    # ------------------------------------------------------------------ building

    def build(self, tiles: Iterable[Any], looks: dict[int, TileLook]) -> None:
        """Make one element per dealt tile (DealtTile: id, face, x, y, z), each as `looks` has
        it (so the first `update` with those looks touches nothing)."""
        dom.clear(self.root)
        self.nodes.clear()
        self.looks.clear()
        tiles = sorted(tiles, key=lambda t: (t.z, t.x + t.y, t.x))
        max_x = max(t.x for t in tiles)
        max_y = max(t.y for t in tiles)
        max_z = max(t.z for t in tiles)
        self.extent = (max_x + 2, max_y + 2, max_z + 1)
        self.view = Viewport()  # a new deal shows the whole board
        self._laid = None
        self.root.style.setProperty("--zmax", str(max_z))
        # Fitted before the tiles are in: measuring the box then lays out a page without
        # them, and the page is laid out with them once, when it is next drawn or focused.
        self.fit()
        # One piece of markup for the whole board, parsed by the browser at once: an element
        # and eight attributes a tile made one by one cost a phone about 0.2 s a deal.
        markup = []
        for tile in tiles:
            look = self.looks[tile.id] = looks[tile.id]
            shown = " ".join(f'{name}="{dom.escape(value)}"'
                             for name, value in _look_attributes(look).items()
                             if value is not None)
            markup.append(
                f'<button type="button" data-tile-id="{tile.id}" data-x="{tile.x}"'
                f' data-y="{tile.y}" data-z="{tile.z}" data-face="{dom.escape(look.face)}"'
                f' style="--x:{tile.x};--y:{tile.y};--z:{tile.z};'
                f'z-index:{tile.z * 200 + tile.x + tile.y};'
                f'background-image:{dom.escape(_art(look.face))}" {shown}></button>'
            )
        self.root.innerHTML = "".join(markup)
        for tile, node in zip(tiles, self.root.children, strict=True):
            self.nodes[tile.id] = node

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
            for name, value in _look_attributes(look).items():
                if value is not None:
                    node.setAttribute(name, value)
                else:
                    node.removeAttribute(name)
            if not look.present and dom.document.activeElement == node:
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
        """Fit the board to the wrapper's box (after a resize or a rotation too), keeping the
        zoom and the point in the middle of the view."""
        box = board_box(float(self.wrap.clientWidth), float(self.wrap.clientHeight))
        rect = self.wrap.getBoundingClientRect()  # (the page never scrolls: it stays put)
        self.origin = (float(rect.left) + MARGIN, float(rect.top) + MARGIN)
        cols, rows, layers = self.extent
        hw, hh, depth = board_scale(box[0], box[1], cols, rows, layers)
        base = (cols * hw + layers * depth, rows * hh + layers * depth)
        view = self.view.refitted(self.box, self.base, box, base) if self.box[0] else self.view
        self.box, self.base, self.scale = box, base, (hw, hh, depth)
        self.limit = max_zoom(2 * hw)
        self.root.setAttribute("data-box", f"{box[0]:.0f}x{box[1]:.0f}")  # what it was fitted to
        self.show(view)

    def show(self, view: Viewport, final: bool = True) -> None:
        """Show the board through `view` (kept within the rules). `final=False` (a pinch under
        way) only scales what is laid out; a final view lays the tiles out at its zoom."""
        view = view.clamped(self.box, self.base)
        style = self.root.style
        if final:
            if self._laid != (view.zoom, self.scale):  # else a pan: the tiles stay as laid
                hw, hh, depth = (v * view.zoom for v in self.scale)
                style.setProperty("--hw", f"{hw:.3f}px")
                style.setProperty("--hh", f"{hh:.3f}px")
                style.setProperty("--depth", f"{depth:.3f}px")
                style.width = f"{self.base[0] * view.zoom:.1f}px"
                style.height = f"{self.base[1] * view.zoom:.1f}px"
                self._laid = (view.zoom, self.scale)
            style.transform = f"translate({view.x:.1f}px, {view.y:.1f}px)"
            self._laid_zoom = view.zoom
        else:
            scale = view.zoom / self._laid_zoom
            style.transform = f"translate({view.x:.1f}px, {view.y:.1f}px) scale({scale:.4f})"
        changed = view != self.view
        self.view = view
        if changed or final:
            self.on_view(view)

    def to_box(self, client_x: float, client_y: float) -> tuple[float, float]:
        """A point of the window (clientX, clientY) in the board box's coordinates. (From the
        origin kept by `fit`: reading the layout here, on every pointer event, would make the
        browser lay out the page in the middle of a tap.)"""
        return float(client_x) - self.origin[0], float(client_y) - self.origin[1]

    def reveal(self, node: Any) -> None:
        """Pan a zoomed board so that the tile `node` is in view (keyboard focus)."""
        if not self.view.zoomed:
            return
        rect = node.getBoundingClientRect()
        left, top = self.to_box(rect.left, rect.top)
        right, bottom = self.to_box(rect.right, rect.bottom)
        view = self.view.revealing(left, top, right, bottom, self.box, self.base)
        if view != self.view:
            self.show(view)

    # ------------------------------------------------------------------ input

    def _clicked(self, event: Any) -> None:
        target = event.target.closest("[data-tile-id]") if event.target else None
        if not target:  # the felt (JS null arrives as a falsy jsnull)
            return
        by_pointer = str(getattr(event, "pointerType", "") or "") in ("touch", "pen", "mouse")
        self.on_pick(int(target.getAttribute("data-tile-id")), by_pointer,
                     float(event.timeStamp))

    def _focused(self, event: Any) -> None:
        target = event.target.closest("[data-tile-id]") if event.target else None
        if target:  # (JS null arrives as a falsy jsnull)
            self.reveal(target)


def _look_attributes(look: TileLook) -> dict[str, str | None]:
    """The attributes a tile has for `look` (None: the attribute removed; a tile gone keeps
    its last label, hidden from screen readers). base.css and solitaire.css style the classes."""
    classes = ["tile"]
    if not look.present:
        classes.append("removed")
    elif look.free:
        classes.append("free")
    if look.present and look.selected:
        classes.append("selected")
    if look.present and look.hint:
        classes.append("hint")
    if look.present and look.match:
        classes.append("match")
    reachable = look.present and look.free
    shown = {"aria-hidden": None, "aria-label": look.label} if look.present else {
        "aria-hidden": "true"}
    return {"class": " ".join(classes), "tabindex": "0" if reachable else "-1",
            "aria-disabled": "false" if reachable else "true", **shown}


def _art(face: str) -> str:
    """The face's art as a CSS background (an <img> per tile showed ghosted strokes in
    Chromium's raster at device scale 2-3; a background image does not), in the tile set
    chosen (app.tileset)."""
    return face_image(face)
