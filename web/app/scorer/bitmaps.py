"""Bitmap copies of the tile pictures for the hand analysis (issue 50): a 14-tile hand's analysis
draws 150-400 small tiles, and Chromium paints each SVG background anew (its own document's
paint, about 0.1 ms a tile on this machine, 0.4 ms on the phone profile): 60-140 ms of the
frame that shows the analysis. A bitmap is painted for almost nothing, so each of the 34 faces
is drawn once from the set on show into a canvas at the analysis's largest tile size times the
screen's pixel ratio, and a stylesheet of the page's head points ``#sc-study``'s tiles at those
PNGs (blob: addresses: data: ones made the first style of the analysis 2x slower, each image
read from its text there; bench/study_page.py, docs/scoring.md "Speed in the page").

The copies are made in a task of their own, a face at a time, after the view is up; until they
are ready, and while a newly chosen set's copies are made, the analysis shows the SVGs
themselves (the rules are emptied as soon as the root's data-tiles changes, before the next
frame: a copy of another set is never shown).
"""

from __future__ import annotations

import asyncio
import math

from pyodide.ffi import create_once_callable, create_proxy, to_js
from pyscript import document, window
from tiles import PLAYING_TILES

from app import dom, tileset

LARGEST_REM = 1.9 * 0.88  # the analysis's "small" tile (scorer.css), its art 88 % of it
STYLE_ID = "st-bitmaps"


def bitmap_size(root_px: float, ratio: float) -> tuple[int, int]:
    """The canvas size (width, height) of one face: the largest art the analysis draws, in
    device pixels (at least 24 px wide, at most 240), the art's 3:4 kept."""
    width = max(24, min(240, math.ceil(LARGEST_REM * root_px * max(ratio, 1.0))))
    return width, math.ceil(width * 4 / 3)


def rules(urls: dict[str, str]) -> str:
    """The stylesheet that shows each face's bitmap in the analysis."""
    return "".join(
        f'#sc-study .tile[data-face="{face}"]{{background-image:url("{url}")}}'
        for face, url in urls.items()
    )


class TileBitmaps:
    """Keeps the analysis's tiles drawn from bitmaps of the set on show."""

    def __init__(self) -> None:
        style = document.getElementById(STYLE_ID)
        if dom.is_none(style):
            style = document.createElement("style")
            style.id = STYLE_ID
            document.head.appendChild(style)
        self.style = style
        self._made_for: str | None = None  # the set the rules show
        self._making: str | None = None  # the set whose copies are being made
        self._urls: list[str] = []  # the blob: addresses the rules use (freed when replaced)
        # A set chosen (app.tileset.apply sets the root's data-tiles): the rules are emptied in
        # the observer's microtask, before the next frame, and the new set's copies made.
        self._watch = create_proxy(lambda *args: self.refresh())
        options = to_js({"attributes": True, "attributeFilter": ["data-tiles"]},
                        dict_converter=window.Object.fromEntries)
        window.MutationObserver.new(self._watch).observe(document.documentElement, options)

    def refresh(self) -> None:
        """Start making the copies of the set on show if the rules show another (or none)."""
        current = tileset.shown()
        if current in (self._made_for, self._making):
            return
        self.style.textContent = ""  # never another set's pictures, even for a frame
        for url in self._urls:
            window.URL.revokeObjectURL(url)
        self._urls = []
        self._made_for = None
        self._making = current
        asyncio.ensure_future(self._make(current))

    async def _make(self, set_id: str) -> None:
        root_px = float(window.parseFloat(
            window.getComputedStyle(document.documentElement).fontSize) or 16)
        width, height = bitmap_size(root_px, float(window.devicePixelRatio or 1))
        canvas = document.createElement("canvas")
        canvas.width, canvas.height = width, height
        paint = canvas.getContext("2d")
        urls: dict[str, str] = {}
        for face in PLAYING_TILES:
            if self._making != set_id:
                return  # another set was chosen meanwhile: its own task makes it
            image = document.createElement("img")
            image.src = tileset.art_url(face, set_id)
            try:
                await image.decode()
            except Exception:  # noqa: BLE001 - a picture not fetched (offline): keep the SVG
                continue
            paint.clearRect(0, 0, width, height)
            paint.drawImage(image, 0, 0, width, height)
            blob = await window.Promise.new(create_once_callable(
                lambda done, failed: canvas.toBlob(done, "image/png")))
            urls[face] = str(window.URL.createObjectURL(blob))
        if self._making == set_id:
            self.style.textContent = rules(urls)
            self._urls = list(urls.values())
            self._made_for, self._making = set_id, None
        else:
            for url in urls.values():
                window.URL.revokeObjectURL(url)
