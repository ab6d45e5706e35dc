"""MCR (Mahjong Competition Rules) scorer: pure Python, for CPython and Pyodide alike."""

from .errors import HandError
from .fans import FANS, Fan, FanInfo
from .notation import parse_hand, tile_count, validate
from .score import Result, score
from .settle import settle

__all__ = [
    "FANS",
    "Fan",
    "FanInfo",
    "HandError",
    "Result",
    "parse_hand",
    "score",
    "settle",
    "tile_count",
    "validate",
]
