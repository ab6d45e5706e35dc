"""The deal in progress, saved after every move so that it survives a reload or a killed tab.

What is saved is the smallest faithful record: the deal, the player's actions in order (a
removed pair, undo, redo, shuffle), the seconds on the clock and whether a hint or a shuffle
was used. Continuing replays the actions on a fresh engine Game. A shuffle replays exactly:
the engine draws it from the deal's own seeded generator, one draw per shuffle asked for
(even one that changed nothing), so the same actions give the same faces. The saved board
(the tiles left and their faces) is compared after the replay; a save that does not replay
to it, or cannot be read, is refused. Pure Python over the engine: no browser imports.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from datetime import date

import keeping

from .deal import Deal
from .game import Game
from .layout import Layout

KEY = "mj.v1.current"
VERSION = 1

UNDO, REDO, SHUFFLE = "u", "r", "s"
Action = tuple[int, int] | str
"""A removed pair (first, second) or one of UNDO, REDO, SHUFFLE."""


@dataclass(frozen=True)
class SavedGame:
    """A deal in progress as written to storage."""

    deal: Deal
    actions: tuple[Action, ...]
    elapsed: float
    hint_used: bool
    shuffle_used: bool
    daily: date | None
    board: str  # board_key() of the game when saved: what the replay must reach

    @property
    def pairs_removed(self) -> int:
        """Pairs off the board (a loss is recorded for giving up only when this is not 0)."""
        return (len(self.deal.tiles) - board_size(self.board)) // 2

    def to_json(self, deal_json: str | None = None) -> str:
        """The stored text; `deal_json` may pass a cached `deal.to_json()`."""
        actions = json.dumps([list(a) if isinstance(a, tuple) else a for a in self.actions])
        head = json.dumps(
            {
                "v": VERSION,
                "elapsed": round(self.elapsed, 3),
                "hint": self.hint_used,
                "shuffle": self.shuffle_used,
                "daily": self.daily.isoformat() if self.daily else None,
                "board": self.board,
            }
        )
        deal = deal_json if deal_json is not None else self.deal.to_json()
        return f'{head[:-1]}, "actions": {actions}, "deal": {deal}}}'

    @classmethod
    def from_json(cls, text: str, layouts: Callable[[str], Layout | None] = lambda i: None,
                  ) -> SavedGame:
        """Read a save; ValueError with a one-line reason if it is not one. `layouts` finds
        a layout that is not a built-in one (the player's own) by its id."""
        data = keeping.read_json(text, VERSION)
        raw = data.get("deal")
        own = layouts(raw.get("layout")) if isinstance(raw, dict) and isinstance(
            raw.get("layout"), str) else None
        deal = Deal.from_dict(raw, own)
        elapsed = data.get("elapsed")
        if isinstance(elapsed, bool) or not isinstance(elapsed, (int, float)):
            raise ValueError("elapsed must be a number")
        if not 0 <= elapsed < 10**7:
            raise ValueError("elapsed out of range")
        hint, shuffle = data.get("hint"), data.get("shuffle")
        if not isinstance(hint, bool) or not isinstance(shuffle, bool):
            raise ValueError("hint and shuffle must be true or false")
        daily = data.get("daily")
        if daily is not None:
            if not isinstance(daily, str):
                raise ValueError("daily must be a date")
            daily = date.fromisoformat(daily)
        board = data.get("board")
        if not isinstance(board, str):
            raise ValueError("board must be a text")
        return cls(deal, _actions(data.get("actions")), float(elapsed), hint, shuffle, daily,
                   board)


def _actions(raw: object) -> tuple[Action, ...]:
    if not isinstance(raw, list):
        raise ValueError("actions must be a list")
    out: list[Action] = []
    for item in raw:
        if item in (UNDO, REDO, SHUFFLE):
            out.append(item)
        elif (
            isinstance(item, list)
            and len(item) == 2
            and all(isinstance(i, int) and not isinstance(i, bool) for i in item)
        ):
            out.append((item[0], item[1]))
        else:
            raise ValueError(f"not an action: {item!r}")
    return tuple(out)


def board_key(game: Game) -> str:
    """The tiles on the board and their faces, as one text ("id:face,...")."""
    return ",".join(f"{t.id}:{t.face}" for t in game.tiles)


def board_size(key: str) -> int:
    return len(key.split(",")) if key else 0


def snapshot(game: Game, actions: Iterable[Action]) -> SavedGame:
    """The save of a game in progress reached by `actions`."""
    return SavedGame(
        game.deal,
        tuple(actions),
        game.elapsed(),
        game.hint_used,
        game.shuffle_used,
        game.daily,
        board_key(game),
    )


def replay(saved: SavedGame, clock: Callable[[], float]) -> Game:
    """A Game over the saved deal with the actions played again, its clock going on from the
    saved seconds and its hint/shuffle flags kept; ValueError if the save is inconsistent."""
    shift = [0.0]
    game = Game(saved.deal, lambda: float(clock()) + shift[0], daily=saved.daily)
    shift[0] = saved.elapsed  # elapsed() = saved seconds + time since now
    for action in saved.actions:
        if game.over:
            raise ValueError("an action after the end of the deal")
        if action == UNDO:
            done = game.undo()
        elif action == REDO:
            done = game.redo()
        elif action == SHUFFLE:
            game.shuffle()  # even a shuffle that changed nothing drew from the generator
            done = True
        else:
            first, second = action
            done = (
                game.selected is None
                and game.click(first).kind == "select"
                and game.click(second).kind == "match"
            )
        if not done:
            raise ValueError(f"the action {action!r} does not replay")
    if game.over:
        raise ValueError("the saved deal is over")
    if board_key(game) != saved.board:
        raise ValueError("the replay does not reach the saved board")
    game.hint_used = game.hint_used or saved.hint_used
    game.shuffle_used = game.shuffle_used or saved.shuffle_used
    return game


def load(storage: object, clock: Callable[[], float],
         layouts: Callable[[str], Layout | None] = lambda i: None) -> SavedGame | None:
    """The saved game if there is one and it replays; a bad save is removed (only its key).
    `layouts` as in SavedGame.from_json."""

    def replayed(text: str) -> SavedGame:
        saved = SavedGame.from_json(text, layouts)
        replay(saved, clock)
        return saved

    return keeping.load(storage, KEY, replayed)


def store(storage: object, saved: SavedGame, deal_json: str | None = None) -> None:
    storage.set(KEY, saved.to_json(deal_json))


def clear(storage: object) -> None:
    """Forget the save (only its key)."""
    keeping.forget(storage, KEY)
