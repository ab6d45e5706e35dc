"""Mahjong solitaire: layouts, winnable deals, the daily deal, the game session, records and
an exact solver. Pure Python (no browser imports): runs the same in CPython and in Pyodide.

    import time
    from engine import new_deal, Game
    game = Game(new_deal("turtle", 42), clock=time.monotonic)
    game.click(tile_id)  # -> Click(kind, tiles, reason)

Public names (one module per job: layout, deal, daily, game, records, solve, solver, generate,
geometry, tiles, saved, cli):
    Layout, layouts(), get_layout(id)          layouts in display order; KeyError if unknown
    layout_ids()                               every layout's id, no layout read
    Deal, DealtTile, new_deal, daily_deal, daily_date
    Game, Click, GameResult                    a session; the clock is injected
    Records, LayoutStats, RecordOutcome, Streak, WinTime   (kept in a keeping.Storage)
    solve(deal_or_game_or_tiles) -> list[(id, id)] | None   exact, no node limit
    solve_limited(position, node_limit) -> SolveResult(status, moves, nodes)

Notes for callers:
* Tile ids are indexes into the layout's positions; a shuffle moves faces, never positions.
* Click.tiles: "select" / "deselect" / "blocked" / "ignored" -> (id,); "match" -> (first,
  second); "reselect" -> (previous, new), so tiles[-1] is always the newly selected tile.
* Game.shuffle() returns True, or False when nothing changed (game over, or the remaining
  positions cannot be cleared in any arrangement, e.g. the last two tiles lie on each other).
  Callers may ignore the value, as with the `-> None` first sketched.
* Game.clearable(): whether some arrangement of the tiles left clears (a shuffle can help);
  Game.way_back(): undos back to the last position proved winnable (the stuck panel's advice).
* new_deal / daily_deal take a Layout too (a player's own: Deal.layout carries it).
* Game.hint() prefers pairs proved to keep the deal winnable: it follows a known winning
  line (the generator's, repaired after each move, or one the solver finds within
  game.HINT_NODE_LIMIT nodes). When the solver cannot decide within that limit, or the
  position is lost, the hint names any free matching pair.
* Game.elapsed() counts from the Game's construction; it stops at a win or a forfeit.
* Deal.solution is the generator's winning order (not in the JSON, not in equality); a Game
  made from a deal read back from JSON regenerates it from the seed when the tiles agree.
* The seeded generator and text hash (SplitMix64, hash_text) are the `seeded` package's; the
  store records are kept in (Storage, MemoryStorage) and the versioned-record helpers are the
  `keeping` package's; the one-line command parser is the `commandline` package's: shared
  with py/table and py/sheet, none of them the solitaire's.
* The layout data files engine/layout_files/*.layout must ship with the package.
"""

from .daily import daily_date, daily_deal
from .deal import Deal, DealtTile, new_deal
from .game import Click, Game, GameResult
from .layout import Layout, get_layout, layout_ids, layouts
from .records import (
    LayoutStats,
    RecordOutcome,
    Records,
    Streak,
    WinTime,
)
from .solver import SolveResult, solve, solve_limited

__all__ = [
    "Click",
    "Deal",
    "DealtTile",
    "Game",
    "GameResult",
    "Layout",
    "LayoutStats",
    "RecordOutcome",
    "Records",
    "SolveResult",
    "Streak",
    "WinTime",
    "daily_date",
    "daily_deal",
    "get_layout",
    "layout_ids",
    "layouts",
    "new_deal",
    "solve",
    "solve_limited",
]
