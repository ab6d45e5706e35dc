"""The game manager: which deal is on the table, the engine's Game over it, the hint on show,
the records written once when a deal ends, and the deal in progress saved after every move
(engine.saved) so that it can be continued after a reload. No DOM here: the view
draws one value this builds (``SolitaireState``, by ``state``), not the engine's own.
"""

from __future__ import annotations

import random
import time
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, date, datetime

import engine
import keeping
from engine import saved as saves
from engine.tiles import match_class

from app.solitaire.board import TileLook

DEFAULT_LAYOUT = "turtle"


@dataclass(frozen=True)
class Ended:
    """How a deal ended: the engine's result and what the records made of it."""

    result: engine.GameResult
    outcome: engine.RecordOutcome
    hint_used: bool
    shuffle_used: bool
    previous_best: float | None = None  # the layout's best time before this deal


@dataclass(frozen=True)
class SolitaireState:
    """The deal on the table as the view draws it (``GameManager.state``)."""

    status: str  # the engine's: playing, stuck, won or lost
    looks: dict[int, TileLook]  # every tile's look, by id
    tiles_left: int
    can_undo: bool
    can_redo: bool
    dead_end: bool  # stuck, and no arrangement of the tiles left clears: no shuffle helps
    way_back: int | None  # undos back to a position that could still be won (in a dead end)
    layout_id: str
    daily: date | None  # the day of a daily deal
    ended: Ended | None  # how it ended, once it has
    seconds: float  # on the clock now (the recorded time once won)


class PlayClock:
    """The seconds of play: a base clock's less the time paused (issue 53)."""

    def __init__(self, base: Callable[[], float] = time.monotonic) -> None:
        self._base = base
        self._off = 0.0  # seconds paused so far
        self._paused_at: float | None = None

    def __call__(self) -> float:
        now = self._paused_at if self._paused_at is not None else float(self._base())
        return now - self._off

    @property
    def paused(self) -> bool:
        return self._paused_at is not None

    def pause(self) -> None:
        if self._paused_at is None:
            self._paused_at = float(self._base())

    def resume(self) -> None:
        if self._paused_at is not None:
            self._off += float(self._base()) - self._paused_at
            self._paused_at = None


def today() -> date:
    """Today's date for the daily deal (the calendar day in Kathmandu)."""
    return engine.daily_date(datetime.now(UTC))


class GameManager:
    """Starts deals, forwards moves to the engine and records each finished deal once."""

    def __init__(
        self,
        records: engine.Records,
        clock: Callable[[], float] = time.monotonic,
        storage: keeping.Storage | None = None,
        layouts: Callable[[str], engine.Layout | None] = lambda layout_id: None,
    ) -> None:
        """`storage` (default: the records' own) keeps the deal in progress; `layouts` finds
        the player's own layouts by id (a saved deal may be of one)."""
        self.records = records
        self.clock = PlayClock(clock)
        self.storage = storage if storage is not None else records.storage
        self.actions: list[saves.Action] = []
        self._deal_json = ""
        self.pending: saves.SavedGame | None = saves.load(self.storage, clock, layouts)
        """A deal saved by an earlier visit, not yet continued (None if none or unreadable)."""
        self.game: engine.Game | None = None
        self.deal: engine.Deal | None = None
        self.daily: date | None = None
        self.hint_pair: tuple[int, int] | None = None
        self.ended: Ended | None = None
        self.last_click: tuple[int, str, int | None] | None = None
        """(tile, Click.kind, the selection before) of the last click, for a double tap."""
        self._faces: dict[int, str] = {}
        self._way_back: tuple[int, int | None] = (-1, None)  # (len(actions), way_back)
        self.light_matches = False
        """Light the free tiles that pair with the one picked (a setting, off by default)."""

    # ------------------------------------------------------------------ deals

    def pause_clock(self) -> None:
        self.clock.pause()

    def run_clock(self) -> None:
        self.clock.resume()

    @property
    def layout_id(self) -> str:
        return self.deal.layout_id if self.deal is not None else DEFAULT_LAYOUT

    def start(self, layout_id: str | engine.Layout, daily: bool) -> engine.Deal:
        """Deal today's deal of the layout (a built-in one's id, or one of the player's own),
        or a freshly numbered one, and start its clock (a saved deal not continued is
        dropped: given up if a pair had gone)."""
        self.drop_pending()
        if daily:
            self.daily = today()
            self.deal = engine.daily_deal(layout_id, self.daily)
        else:
            self.daily = None
            self.deal = engine.new_deal(layout_id, random.randrange(1, 2**31))
        self._begin(engine.Game(self.deal, self.clock, daily=self.daily), [])
        return self.deal

    def resume(self) -> engine.Deal:
        """Continue the saved deal: its moves replayed, its clock going on from where it was."""
        pending = self.pending
        if pending is None:
            raise ValueError("no saved deal")
        self.deal = pending.deal
        self.daily = pending.daily
        self._begin(saves.replay(pending, self.clock), list(pending.actions))
        return self.deal

    def drop_pending(self) -> None:
        """Leave the saved deal: if a pair had gone it counts as given up, then it is forgotten."""
        pending = self.pending
        if pending is None:
            return
        if pending.pairs_removed:
            self.resume()  # (a pending save means no other deal is on the table)
            self.forfeit()
        self.pending = None
        saves.clear(self.storage)

    def _begin(self, game: engine.Game, actions: list[saves.Action]) -> None:
        self.game = game
        self.actions = actions
        self._way_back = (-1, None)
        self.pending = None
        self.hint_pair = None
        self.ended = None
        self._faces = {t.id: t.face for t in self.deal.tiles}
        self._faces.update({t.id: t.face for t in game.tiles})
        self._deal_json = self.deal.to_json()
        self.save()

    @property
    def status(self) -> str:
        """"none" before any deal, else the engine's status: playing, stuck, won or lost."""
        return self.game.status if self.game is not None else "none"

    @property
    def in_progress(self) -> bool:
        """A deal is on the table (or saved), not finished, and at least one pair has gone:
        leaving it counts as a loss."""
        if self.pending is not None:
            return self.pending.pairs_removed > 0
        return (
            self.game is not None
            and self.game.status in ("playing", "stuck")
            and self.game.tiles_left < len(self.deal.tiles)
        )

    def save(self) -> None:
        """Write the deal in progress to storage, or forget it once the deal is over."""
        if self.game is None:
            return
        if self.game.over:
            saves.clear(self.storage)
            return
        saves.store(self.storage, saves.snapshot(self.game, self.actions), self._deal_json)

    # ------------------------------------------------------------------ moves

    def click(self, tile_id: int) -> engine.Click:
        """Forward a tile click; a move clears the hint on show."""
        before = self.game.selected
        result = self.game.click(tile_id)
        self.last_click = (tile_id, result.kind, before)
        if result.kind not in ("blocked", "ignored"):
            self.hint_pair = None
        if result.kind == "match":
            self.actions.append(tuple(result.tiles))
        self._after_move()
        return result

    def take_back_selection(self, tile_id: int | None) -> bool:
        """Take back what the last click, on `tile_id`, did to the selection: the first tap of
        a double tap, which zooms instead. False if that click removed a pair (a move, not a
        selection: the second tap then picks the tile it uncovered)."""
        last, self.last_click = self.last_click, None
        if last is None or last[0] != tile_id or self.game is None:
            return True
        _, kind, before = last
        if kind == "match":
            return False
        if kind in ("select", "deselect"):
            self.game.click(tile_id)
        elif kind == "reselect" and before is not None:
            self.game.click(before)
        return True

    def undo(self) -> bool:
        if not self.game.can_undo:
            return False
        self.game.undo()
        self.actions.append(saves.UNDO)
        self.hint_pair = None
        self.save()
        return True

    def dead_end(self) -> bool:
        """True when the deal is stuck and no arrangement of the tiles left can be cleared:
        no shuffle can help."""
        game = self.game
        return game is not None and game.status == "stuck" and not game.clearable()

    def way_back(self) -> int | None:
        """Undos back to the last position that could still be won (engine Game.way_back),
        worked out once per position."""
        key = len(self.actions)
        if self._way_back[0] != key:
            self._way_back = (key, self.game.way_back())
        return self._way_back[1]

    def back(self, steps: int) -> bool:
        """Undo `steps` moves (the way back out of a dead end)."""
        done = False
        for _ in range(steps):
            done = self.undo() or done
        return done

    def redo(self) -> bool:
        if not self.game.can_redo:
            return False
        self.game.redo()
        self.actions.append(saves.REDO)
        self.hint_pair = None
        self._after_move()
        return True

    def hint(self) -> tuple[int, int] | None:
        pair = self.game.hint()
        self.hint_pair = tuple(pair) if pair else None
        if self.game.hint_used:
            self.save()
        return self.hint_pair

    def shuffle(self) -> bool:
        """Redeal the faces left; False if the engine could not (nothing changed)."""
        if self.game.over:
            return False
        done = bool(self.game.shuffle())
        # Logged even when nothing changed: the engine's generator moved on all the same.
        self.actions.append(saves.SHUFFLE)
        if done:
            self.hint_pair = None
        self.save()
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
            before = self.records.stats(result.layout_id).best
            outcome = self.records.record(result)
            self.ended = Ended(result, outcome, self.game.hint_used, self.game.shuffle_used,
                               before)
        self.save()
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
        # the matching light: free tiles of the picked one's class (flowers pair with flowers)
        lit = match_class(present[selected]) if (
            self.light_matches and selected in present) else None
        looks: dict[int, TileLook] = {}
        for tile_id, face in self._faces.items():
            on = tile_id in present
            is_free = on and tile_id in free
            is_sel = on and tile_id == selected
            is_hint = on and tile_id in hint
            is_match = (lit is not None and is_free and not is_sel
                        and match_class(face) == lit)
            state = (
                "selected" if is_sel else "hint" if is_hint else "match" if is_match
                else "free" if is_free else "blocked"
            )
            looks[tile_id] = TileLook(on, face, is_free, is_sel, is_hint, label(face, state),
                                      is_match)
        return looks

    def state(self, label: Callable[[str, str], str]) -> SolitaireState:
        """What the view draws now, a deal being on the table; ``label`` as for ``looks``."""
        game, ended, dead = self.game, self.ended, self.dead_end()
        return SolitaireState(
            game.status, self.looks(label), game.tiles_left, game.can_undo, game.can_redo,
            dead, self.way_back() if dead else None, self.layout_id, self.daily, ended,
            ended.result.seconds if ended is not None and ended.result.won else self.elapsed(),
        )

    def face(self, tile: int | engine.DealtTile) -> str:
        """The face of a tile given as an id or as a tile (removed tiles keep their last face)."""
        if isinstance(tile, int):
            return self._faces.get(tile, "")
        return str(tile.face)

    def elapsed(self) -> float:
        return self.game.elapsed() if self.game is not None else 0.0
