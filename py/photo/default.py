"""The default tile set, made from the app's own tile art: used until the player teaches the
reader their tiles. Real tiles differ a lot between makers, so on real photos it reads far
fewer tiles right than a taught set; the page must say so.

The set ships as default_set.json beside this module (descriptors only, about 95 KB);
`python -m photo.make_default` remakes it from web/tiles/ (pure Python, no browser), and a
test checks that the shipped file is what the art makes.
"""

from __future__ import annotations

import functools
from pathlib import Path

from .calibrate import TEMPLATE, calibrate
from .tileset import TileSet

PATH = Path(__file__).with_name("default_set.json")
NAME = "app tile art"
ART_WIDTH = 80
MARGIN = 4


@functools.cache
def default_tile_set() -> TileSet:
    """The tile set made from the app's tile art (see the module's docstring)."""
    return TileSet.from_json(PATH.read_text(encoding="utf-8"))


def build(cache=None) -> TileSet:
    """Make the default set: each template row drawn flat from the art, then taught."""
    from . import synth

    cache = cache or synth.ArtCache()
    rows = []
    for faces in TEMPLATE:
        picture, ((x0, y0), _, (x1, y1), _) = synth.row_picture(
            cache, list(faces), ART_WIDTH, synth.TABLES[0])
        corners = ((x0 - MARGIN, y0 - MARGIN), (x1 + MARGIN, y0 - MARGIN),
                   (x1 + MARGIN, y1 + MARGIN), (x0 - MARGIN, y1 + MARGIN))
        rows.append((picture, corners))
    made = calibrate(rows, NAME)
    return TileSet(NAME, made.faces, made.tile_aspect, "art")
