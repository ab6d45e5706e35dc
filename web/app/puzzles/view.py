"""The discard puzzles view (`#/puzzles`): today's set, practice, and after each pick the
strong player's ranking and the scorer's hand analysis. Thin: the manager decides, render
draws, this listens to taps and writes the markup in one DOM call."""

from __future__ import annotations

import asyncio
import time
from datetime import UTC, datetime
from typing import Any

from engine import daily_date
from puzzles import load_pool

from app import dom
from app.context import AppContext
from app.puzzles.manager import OWN, Puzzles
from app.puzzles.render import page_html
from app.tilenames import tile_name

STYLESHEET = "./styles/puzzles.css"


class PuzzlesView:
    """Drawn on every change; one click listener on the section."""

    def __init__(self, ctx: AppContext) -> None:
        self.ctx = ctx
        ctx.i18n.use("scorer", "study", "puzzles")
        self.section = dom.by_id("view-puzzles")
        dom.stylesheet(STYLESHEET, "pz-css", self.section)
        self.manager: Puzzles | None = None
        self.error = False
        dom.on(self.section, "click", self.clicked)

    def _manager(self) -> Puzzles | None:
        """The manager for today (made afresh when the day has changed since)."""
        today = daily_date(datetime.now(UTC))
        if self.manager is None or self.manager.today != today:
            try:
                pool = load_pool()
            except (OSError, ValueError, KeyError, TypeError):
                self.error = True
                return None
            self.manager = Puzzles(self.ctx.storage, pool, today)
        return self.manager

    def show(self, route: str) -> None:
        start = time.perf_counter()
        manager = self._manager()
        if manager is not None and "practice" in route and manager.mode != "practice":
            manager.practice(time.time_ns())
        self.draw()
        # the pool read, the day's set drawn and the markup written (bench/puzzles_page.py)
        self.section.dataset.ms = f"{(time.perf_counter() - start) * 1000:.1f}"

    def hide(self) -> None:
        pass

    def relabel(self) -> None:
        self.draw()

    def draw(self, focus: str = "") -> None:
        t = self.ctx.i18n.t
        manager = self.manager
        if manager is None:
            self.section.innerHTML = ('<div class="scorer puzzles"><p class="mark below" '
                                      f'role="alert">{dom.escape(t("pz.bad_pool"))}</p></div>')
            return
        # the table's discards stay open over a redraw of the same puzzle (a language change)
        shown = self.section.querySelector(".puzzles[data-puzzle]")
        was = "" if dom.is_none(shown) else str(shown.dataset.puzzle)
        opened = not dom.is_none(self.section.querySelector(".pz-table[open]"))
        self.section.innerHTML = page_html(manager.state(), t, self.ctx.i18n.lang)
        table = self.section.querySelector(".pz-table")
        puzzle = manager.puzzle
        if opened and puzzle is not None and was == puzzle.id and not dom.is_none(table):
            table.open = True
        if focus:
            target = self.section.querySelector(focus)
            if not dom.is_none(target):
                target.focus()

    def clicked(self, event: Any) -> None:
        target = event.target.closest("[data-action]")
        manager = self.manager
        if dom.is_none(target) or manager is None:
            return
        action = str(target.dataset.action)
        t = self.ctx.i18n.t
        if action == "pick":
            tile = str(target.dataset.tile)
            right = manager.choose(tile)
            if right is None:
                return
            puzzle = manager.puzzle
            lang = self.ctx.i18n.lang
            best = tile_name(puzzle.answer, lang)
            said = (t("pz.right", tile=best) if right else
                    t("pz.wrong", tile=best, pick=tile_name(tile, lang), rank=puzzle.rank_of(tile)))
            self.draw("#pz-verdict")
            self.ctx.announce(said)
        elif action == "next":
            manager.next()
            self.draw("#pz-h")
        elif action == "goto":
            manager.daily(int(target.dataset.index))
            self.draw("#pz-h")
        elif action == "daily":
            manager.daily()
            self.draw("#pz-h")
        elif action == "practice":
            manager.practice(time.time_ns())
            self.draw("#pz-h")
        elif action == "own":
            manager.own_wait()
            self.draw("#pz-h")
            asyncio.ensure_future(self._find_own(manager))

    async def _find_own(self, manager: Puzzles) -> None:
        """Fetch the table's code, then look through the kept match (after the "Looking..."
        line is on the screen)."""
        from app import lazy
        from app.puzzles.own import own_hands

        found: list = []
        try:
            await lazy.load_zip("./table.zip")
            await asyncio.sleep(0.05)  # a frame for the status line
            found = own_hands(self.ctx.storage)
        except Exception:  # the table's code could not be fetched: no puzzle from it
            found = []
        if manager is self.manager and manager.mode == OWN:
            manager.set_own(found)
            self.draw("#pz-h")
            count = len(found)
            self.ctx.announce(self.ctx.i18n.t("pz.own_of", n=1, count=count) if count
                              else self.ctx.i18n.t("pz.own_none"))


def create(ctx: AppContext) -> PuzzlesView:
    return PuzzlesView(ctx)
