"""Mahjong solitaire: layouts, winnable deals, the daily deal, the game session, records and
an exact solver. Pure Python (no browser imports): runs the same in CPython and in Pyodide.

    from engine import new_deal, Game
    game = Game(new_deal("turtle", 42), clock=time.monotonic)
    game.click(tile_id)  # -> Click(kind, tiles, reason)

Public names:
    Layout, layouts(), get_layout(id)             layouts in display order (KeyError if unknown)
    Deal, DealtTile, new_deal, daily_deal, daily_date
    Game, Click, GameResult                      a session; the clock is injected
    Records, Storage, MemoryStorage, LayoutStats, RecordOutcome
    solve(deal_or_tiles) -> list[(id, id)] | None, and SolveResult / solve_limited for a
    search with a node limit

Notes for callers:
* Tile ids are indexes into the layout's positions; shuffle moves faces, never positions.
* Click.tiles: "select"/"deselect"/"blocked" -> (id,); "match" -> (first, second);
  "reselect" -> (previous, new), so tiles[-1] is always the newly selected tile.
* Game.shuffle() returns True, or False when nothing changed (game over, or the remaining
  positions cannot be cleared in any arrangement, e.g. two last tiles lying on each other).
* The layout data files in engine/layout_files/*.layout must ship with the package.
"""

from .daily import daily_date, daily_deal
from .deal import Deal, DealtTile, new_deal
from .game import Click, Game, GameResult
from .layout import Layout, get_layout, layouts
from .records import LayoutStats, MemoryStorage, RecordOutcome, Records, Storage
from .solve import SolveResult, solve, solve_limited

__all__ = [
    "Click",
    "Deal",
    "DealtTile",
    "Game",
    "GameResult",
    "Layout",
    "LayoutStats",
    "MemoryStorage",
    "RecordOutcome",
    "Records",
    "SolveResult",
    "Storage",
    "daily_date",
    "daily_deal",
    "get_layout",
    "layouts",
    "new_deal",
    "solve",
    "solve_limited",
]
