"""The scorer's hand analysis and fan-ticking panel in the page: the two sections after the
result, redrawn by `ScorerView.update` through `StudyPanel.update` (one DOM write each, only
when what they show changed). The analysis is drawn after the frame that shows the scorer's
own redraw (the next animation frame, then a timer of 0 ms), so a tap's score is on the screen
whatever the analysis costs; ``data-studied`` counts the analyses drawn and ``data-study-ms``
times the last. The state and markup are pure (`study`, `ticks`, `study_render`); this module
only writes them and turns the panel's taps into changes. The fans ticked are kept at each tap
under TICKS, `{"v": 1, "counts": [[name, n], ...]}`, so that a reload loses none of them.
"""

from __future__ import annotations

import json
import time
from html import escape
from typing import Any

import keeping
from pyodide.ffi import create_proxy
from pyscript import window

from app import dom
from app.scorer import to_sheet
from app.scorer.bitmaps import TileBitmaps
from app.scorer.state import Context, ScorerHand
from app.scorer.study import study_of
from app.scorer.study_render import study_html, ticks_html
from app.scorer.ticks import Ticks, made, tally, tap
from app.scorer.ticks import offer_of as ticks_offer

TICKS = "mj.v1.scorer.ticks"


def read_ticks(text: str) -> Ticks:
    """The ticks kept under TICKS; ValueError if the text is not theirs (then it is dropped)."""
    counts = keeping.read_json(text, 1).get("counts")
    if not isinstance(counts, list) or not all(
            isinstance(c, list) and len(c) == 2 and isinstance(c[0], str)
            and isinstance(c[1], int) and not isinstance(c[1], bool) for c in counts):
        raise ValueError("ticks are [name, count] pairs")
    return made(dict(counts))


def sections_html(t: Any) -> str:
    """The two sections, drawn once in the scorer's skeleton (the analysis filled by update)."""
    return (
        '<section id="sc-study" class="sc-study" aria-live="off"></section>'
        '<section class="sc-ticks" aria-labelledby="tk-h"><details id="tk-details">'
        f'<summary id="tk-h" data-i18n="tk.title">{escape(t("tk.title"))}</summary>'
        '<div id="tk-body" class="tk-body"></div></details></section>'
        f'<p class="sc-puzzles"><a href="#/puzzles" data-i18n="nav.puzzles">'
        f'{escape(t("nav.puzzles"))}</a></p>'
    )


class StudyPanel:
    """Draws the analysis of the hand and the fan list to tick; keeps the ticked fans."""

    def __init__(self, section: Any, ctx: Any, drawn: Any = None) -> None:
        self.ctx = ctx
        self._on_drawn = drawn  # called once each analysis is drawn (the view's save follows)
        self.section = section
        self.study_el = section.querySelector("#sc-study")
        self.details = section.querySelector("#tk-details")
        self.body = section.querySelector("#tk-body")
        self.ticks = keeping.load(ctx.storage, TICKS, read_ticks) or Ticks()
        self._study_key: tuple | None = None
        self._ticks_key: tuple | None = None
        self._last: tuple[ScorerHand, Context, Any, str] | None = None
        self._scheduled = False
        self._drawn = 0
        self._draw_proxy = create_proxy(lambda *args: self._draw_study())
        self._frame_proxy = create_proxy(lambda *args: window.setTimeout(self._draw_proxy, 0))
        self.bitmaps = TileBitmaps()  # the analysis painted from bitmaps (app.scorer.bitmaps)
        self.bitmaps.refresh()
        dom.on(self.details, "toggle", lambda event: self._draw_ticks())

    def update(self, hand: ScorerHand, context: Context, t: Any, lang: str) -> None:
        """Redraw the analysis for this hand and context after this frame's redraw, and the
        fan list now if it is open."""
        self._last = (hand.copy(), context, t, lang)
        if not self._scheduled:
            self._scheduled = True
            window.requestAnimationFrame(self._frame_proxy)
        self._draw_ticks()

    def _draw_study(self) -> None:
        """The analysis of the hand last given (timed into data-study-ms: the benchmark's
        figure), if it changed."""
        self._scheduled = False
        if self._last is None:
            return
        try:
            hand, context, t, lang = self._last
            key = (hand.text(), context.flags_key(), lang)
            if key != self._study_key:
                start = time.perf_counter()
                self.study_el.innerHTML = study_html(study_of(hand, context), t, lang)
                self._study_key = key
                self.section.dataset.studyMs = f"{(time.perf_counter() - start) * 1000:.2f}"
            self._drawn += 1
            self.section.dataset.studied = str(self._drawn)
        finally:  # the view's save follows even if the analysis failed
            if self._on_drawn is not None:
                self._on_drawn()

    def _draw_ticks(self) -> None:
        if self._last is None or not self.details.open:
            return
        _, context, t, lang = self._last
        key = (self.ticks, context.flowers, lang)
        if key != self._ticks_key:
            self.body.innerHTML = ticks_html(self.ticks, context.flowers, t, lang)
            self._ticks_key = key

    def tick(self, target: Any) -> None:
        """A tap on a fan in the list: ticked, counted once more, or unticked; the total said."""
        name = str(target.dataset.name)
        self.ticks = tap(self.ticks, name)
        self._keep_ticks()
        self._redraw_keep_focus(f'[data-action="tick"][data-name="{name}"]')

    def clear(self) -> None:
        self.ticks = Ticks()
        self._keep_ticks()
        self._redraw_keep_focus('[data-action="tick"]')

    def _keep_ticks(self) -> None:
        """Keep the fans ticked (TICKS); nothing kept once none is."""
        if not self.ticks.counts:
            keeping.forget(self.ctx.storage, TICKS)
            return
        entry = {"v": 1, "counts": [list(c) for c in self.ticks.counts]}
        self.ctx.storage.set(TICKS, json.dumps(entry))

    def _redraw_keep_focus(self, selector: str) -> None:
        self._draw_ticks()
        node = self.body.querySelector(selector)
        if not dom.is_none(node) and not node.disabled:
            node.focus()
        if self._last is not None:
            _, context, t, _ = self._last
            self.ctx.announce(t("tk.total", points=tally(self.ticks, context.flowers).total))

    def to_sheet(self) -> None:
        """Hand the ticked total to the score sheet, as the scorer hands a scored hand."""
        if not self.ticks.counts or self._last is None:
            return
        _, context, _, _ = self._last
        to_sheet.store(self.ctx.storage, ticks_offer(self.ticks, context))
        self.ctx.navigate(to_sheet.SHEET_ROUTE)
