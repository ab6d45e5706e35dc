"""The default tile set, made from the app's own tile art: used until the player teaches the
reader their tiles. Real tiles differ a lot between makers, so on real photos it reads far
fewer tiles right than a taught set; the page must say so.

The set ships as default_set.json beside this module (descriptors only, about 95 KB);
`tools/make_photo_default.py` remakes it from web/tiles/ (pure Python, no browser), and a
test checks that the shipped file is what the art makes.
"""

from __future__ import annotations

import functools
from pathlib import Path

from .tileset import TileSet

PATH = Path(__file__).with_name("default_set.json")


@functools.cache
def default_tile_set() -> TileSet:
    """The tile set made from the app's tile art (see the module's docstring)."""
    return TileSet.from_json(PATH.read_text(encoding="utf-8"))

