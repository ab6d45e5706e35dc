"""The game manager: which deal is on the table, the engine's Game over it, the hint on show,
and the records written once when a deal ends. No DOM here: the view renders what this holds.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, date, datetime

import engine

from app.solitaire.board import TileLook

DEFAULT_LAYOUT = "turtle"


@dataclass(frozen=True)
class Ended:
    """How a deal ended: the engine's result and what the records made of it."""

    result: engine.GameResult
    outcome: engine.RecordOutcome
    hint_used: bool
    shuffle_used: bool


def today() -> date:
    """Today's date for the daily deal (the calendar day in Kathmandu)."""
    return engine.daily_date(datetime.now(UTC))


class GameManager:
    """Starts deals, forwards moves to the engine and records each finished deal once."""

    def __init__(
        self, records: engine.Records, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.records = records
        self.clock = clock
        self.game: engine.Game | None = None
        self.deal: engine.Deal | None = None
        self.daily: date | None = None
        self.hint_pair: tuple[int, int] | None = None
        self.ended: Ended | None = None
        self._faces: dict[int, str] = {}

    # ------------------------------------------------------------------ deals

    @property
    def layout_id(self) -> str:
        return self.deal.layout_id if self.deal is not None else DEFAULT_LAYOUT

    def start(self, layout_id: str, daily: bool) -> engine.Deal:
        """Deal today's deal of the layout, or a freshly numbered one, and start its clock."""
        if daily:
            self.daily = today()
            self.deal = engine.daily_deal(layout_id, self.daily)
        else:
            self.daily = None
            self.deal = engine.new_deal(layout_id, random.randrange(1, 2**31))
        self.game = engine.Game(self.deal, self.clock, daily=self.daily)
        self.hint_pair = None
        self.ended = None
        self._faces = {t.id: t.face for t in self.deal.tiles}
        return self.deal

    @property
    def status(self) -> str:
        """"none" before any deal, else the engine's status: playing, stuck, won or lost."""
        return self.game.status if self.game is not None else "none"

    @property
    def in_progress(self) -> bool:
        """A deal is on the table, not finished, and at least one pair has gone."""
        return (
            self.game is not None
            and self.game.status in ("playing", "stuck")
            and self.game.tiles_left < len(self.deal.tiles)
        )

    # ------------------------------------------------------------------ moves

    def click(self, tile_id: int) -> engine.Click:
        """Forward a tile click; a move clears the hint on show."""
        result = self.game.click(tile_id)
        if result.kind not in ("blocked", "ignored"):
            self.hint_pair = None
        self._after_move()
        return result

    def undo(self) -> bool:
        if not self.game.can_undo:
            return False
        self.game.undo()
        self.hint_pair = None
        return True

    def redo(self) -> bool:
        if not self.game.can_redo:
            return False
        self.game.redo()
        self.hint_pair = None
        self._after_move()
        return True

    def hint(self) -> tuple[int, int] | None:
        pair = self.game.hint()
        self.hint_pair = tuple(pair) if pair else None
        return self.hint_pair

    def shuffle(self) -> bool:
        """Redeal the faces left; False if the engine could not (nothing changed)."""
        done = bool(self.game.shuffle())
        if done:
            self.hint_pair = None
        return done

    def forfeit(self) -> Ended | None:
        """Give the deal up (it counts as lost) and record it."""
        if self.game is None or self.game.status in ("won", "lost"):
            return None
        self.game.forfeit()
        return self._after_move()

    def _after_move(self) -> Ended | None:
        if self.ended is None and self.game.status in ("won", "lost"):
            result = self.game.result()
            outcome = self.records.record(result)
            self.ended = Ended(result, outcome, self.game.hint_used, self.game.shuffle_used)
        return self.ended

    # ------------------------------------------------------------------ what to draw

    def looks(self, label: Callable[[str, str], str]) -> dict[int, TileLook]:
        """Every tile's look now; `label(face, state)` names it for a screen reader
        (state: free, blocked, selected or hint)."""
        game = self.game
        present = {t.id: t.face for t in game.tiles}
        self._faces.update(present)
        free = set(game.free_ids())
        selected = game.selected
        hint = set(self.hint_pair or ())
        looks: dict[int, TileLook] = {}
        for tile_id, face in self._faces.items():
            on = tile_id in present
            is_free = on and tile_id in free
            is_sel = on and tile_id == selected
            is_hint = on and tile_id in hint
            state = (
                "selected" if is_sel else "hint" if is_hint else "free" if is_free else "blocked"
            )
            looks[tile_id] = TileLook(on, face, is_free, is_sel, is_hint, label(face, state))
        return looks

    def face(self, tile: int | engine.DealtTile) -> str:
        """The face of a tile given as an id or as a tile (removed tiles keep their last face)."""
        if isinstance(tile, int):
            return self._faces.get(tile, "")
        return str(tile.face)

    def elapsed(self) -> float:
        return self.game.elapsed() if self.game is not None else 0.0
