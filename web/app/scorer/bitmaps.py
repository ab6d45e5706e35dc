"""Bitmap copies of the tile pictures for the hand analysis (issue 50): a 14-tile hand's analysis
draws 150-400 small tiles, and Chromium paints each SVG background anew (its own document's
paint, about 0.1 ms a tile on this machine, 0.4 ms on the phone profile): 60-140 ms of the
frame that shows the analysis. A bitmap is painted for almost nothing, so each of the 34 faces
is drawn once from the set on show into a canvas at the scorer's largest tile size (the hand's)
times the screen's pixel ratio, and a stylesheet of the page's head points the tiles of
``#sc-study`` at those PNGs, and those of the hand and the result too (the scorer's own frame on
a typed hand, which the analysis's waits for, painted its 14 SVG tiles in 10-17 ms on the phone
profile) (blob: addresses: data: ones made the first style of the analysis 2x slower, each image
read from its text there; bench/study_page.py, docs/scoring.md "Speed in the page").

The copies are made in a task of their own, a face at a time, after the view is up; until they
are ready, and while a newly chosen set's copies are made, the analysis shows the SVGs
themselves (the rules are emptied as soon as the root's data-tiles changes, before the next
frame: a copy of another set is never shown).
"""

from __future__ import annotations

import asyncio
import math

from pyodide.ffi import create_proxy, to_js
from pyscript import document, window
from tiles import PLAYING_TILES

from app import dom, tileset

LARGEST_REM = 2.4 * 0.88  # the hand's tile (scorer.css --tw), its art 88 % of it
STYLE_ID = "st-bitmaps"
# Where the copies are shown: the analysis, and the scorer's own answer to a typed hand (the
# hand's 14 tiles, the waits, the hand as read), whose frame the analysis's waits for.
SHOWN_IN = ":is(#sc-hand, #sc-result, #sc-study)"


def bitmap_size(root_px: float, ratio: float) -> tuple[int, int]:
    """The canvas size (width, height) of one face: the largest art these parts draw, in
    device pixels (at least 24 px wide, at most 240), the art's 3:4 kept."""
    width = max(24, min(240, math.ceil(LARGEST_REM * root_px * max(ratio, 1.0))))
    return width, math.ceil(width * 4 / 3)


CHUNK = 6  # faces encoded in one task (about 2 ms each on the phone profile)
# A PNG Blob of a data: address, made at once (no fetch): JavaScript's atob into bytes.
TO_BLOB = """
const text = atob(url.slice(url.indexOf(',') + 1));
const bytes = new Uint8Array(text.length);
for (let i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
return new Blob([bytes], {type: 'image/png'});
"""


async def _decoded(image: object) -> bool:
    """Whether the picture loaded and decoded (False: not fetched, e.g. offline)."""
    try:
        await image.decode()
    except Exception:  # noqa: BLE001 - any failure leaves the SVG shown
        return False
    return True


def rules(urls: dict[str, str]) -> str:
    """The stylesheet that shows each face's bitmap in the hand, the result and the analysis."""
    return "".join(
        f'{SHOWN_IN} .tile[data-face="{face}"]{{background-image:url("{url}")}}'
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
        self._to_blob = window.Function.new("url", TO_BLOB)
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
        self.style.removeAttribute("data-set")
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
        images = {}
        for face in PLAYING_TILES:  # all fetched and decoded at once
            image = document.createElement("img")
            image.src = tileset.art_url(face, set_id)
            images[face] = image
        decoded = await asyncio.gather(*(_decoded(image) for image in images.values()))
        for i, (face, image) in enumerate(zip(images, decoded, strict=True)):
            if self._making != set_id:
                break  # another set was chosen meanwhile: its own task makes it
            if not image:
                continue  # a picture not fetched (offline): keep the SVG
            paint.clearRect(0, 0, width, height)
            paint.drawImage(images[face], 0, 0, width, height)
            # Encoded now and made a blob in place (TO_BLOB): Chromium's toBlob encodes in
            # idle time, which a page asking for frames (a player typing) never has, and a
            # fetch of the data: address waited alike (the copies were not ready after 40
            # hands typed by bench/study_page.py).
            blob = self._to_blob(canvas.toDataURL("image/png"))
            urls[face] = str(window.URL.createObjectURL(blob))
            if i % CHUNK == CHUNK - 1:
                await asyncio.sleep(0)  # a few faces a task: a keystroke never waits long
        if self._making == set_id:
            self.style.textContent = rules(urls)
            self.style.dataset.set = set_id  # whose copies these are (tests read it)
            self._urls = list(urls.values())
            self._made_for, self._making = set_id, None
        else:
            for url in urls.values():
                window.URL.revokeObjectURL(url)
