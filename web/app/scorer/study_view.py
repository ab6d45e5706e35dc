"""The scorer's hand analysis and fan-ticking panel in the page: the two sections after the
result, redrawn by `ScorerView.update` through `StudyPanel.update` (one DOM write each, only
when what they show changed). The analysis is drawn after the frame that shows the scorer's
own redraw (the next animation frame, then a timer of 0 ms), so a tap's score is on the screen
whatever the analysis costs, and, when its top is on the screen, in two parts: its top (the
headline, the shapes, the first FIRST_ROWS rows of its list) in that task, so that the frame
that first shows it styles, lays out and paints a few dozen elements instead of a few hundred,
and its other rows after that frame in the same way (a frame later; the list is aria-busy
meanwhile). Below the screen it is drawn whole at once (its rows there are neither laid out
nor painted: content-visibility). ``data-studied``
counts the analyses whose top is drawn, ``data-study-full`` those drawn whole, and
``data-study-ms`` / ``data-study-rest-ms`` time the last one's two parts (bench/study_page.py).
The state and markup are pure (`study`, `ticks`, `study_render`); this module
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
from app.scorer.study_render import listed, rest_rows, study_html, ticks_html
from app.scorer.ticks import Ticks, made, tally, tap
from app.scorer.ticks import offer_of as ticks_offer

TICKS = "mj.v1.scorer.ticks"
# Rows of the analysis's list in the frame that first shows it (the best discards: what the
# player asks first); the rest come a frame later (docs/scoring.md "Speed in the page").
FIRST_ROWS = 4


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
        self._full = 0
        # the analysis shown, while its rows after the first are still to be drawn
        self._rest: tuple[Any, Any, str] | None = None
        self._rest_scheduled = False
        self._draw_proxy = create_proxy(lambda *args: self._draw_study())
        self._frame_proxy = create_proxy(lambda *args: window.setTimeout(self._draw_proxy, 0))
        self._rest_proxy = create_proxy(lambda *args: self._draw_rest())
        self._rest_frame_proxy = create_proxy(
            lambda *args: window.setTimeout(self._rest_proxy, 0))
        section.dataset.studyFull = "0"
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
        """The top of the analysis of the hand last given (timed into data-study-ms: the
        benchmark's figure), if it changed; its other rows after this task's frame."""
        self._scheduled = False
        if self._last is None:
            return
        later = False
        try:
            hand, context, t, lang = self._last
            key = (hand.text(), context.flags_key(), lang)
            if key != self._study_key:
                start = time.perf_counter()
                self._rest = None
                study = study_of(hand, context)
                # Below the screen (the page at its top), none of it is seen: drawn whole at
                # once, its rows out of sight neither laid out nor painted (scorer.css).
                first = None if self._below_screen() else FIRST_ROWS
                self.study_el.innerHTML = study_html(study, t, lang, first)
                more = first is not None and len(listed(study)) > first
                self._rest = (study, t, lang) if more else None
                self._study_key = key
                self.section.dataset.studyMs = f"{(time.perf_counter() - start) * 1000:.2f}"
            self._drawn += 1
            self.section.dataset.studied = str(self._drawn)
            later = self._rest is not None
            if later and not self._rest_scheduled:
                self._rest_scheduled = True
                window.requestAnimationFrame(self._rest_frame_proxy)
            elif not later:
                self._drawn_whole()
        finally:  # the view's save follows even if the analysis failed
            if not later and self._on_drawn is not None:
                self._on_drawn()

    def _below_screen(self) -> bool:
        """Whether the analysis's top is below the bottom of the screen (read after the
        scorer's frame, its layout done: no layout forced)."""
        return bool(self.study_el.getBoundingClientRect().top >= window.innerHeight)

    def _draw_rest(self) -> None:
        """The analysis's rows after its first (rest_rows), at the end of its list."""
        self._rest_scheduled = False
        try:
            if self._rest is not None:
                # when this task started: the frame that showed the top had ended (the
                # benchmark's end of that frame if this task ran before its own)
                self.section.dataset.studyRestAt = f"{window.performance.now():.2f}"
                start = time.perf_counter()
                study, t, lang = self._rest
                self._rest = None
                rows = self.study_el.querySelector('[aria-busy="true"]')
                if not dom.is_none(rows):
                    rows.insertAdjacentHTML("beforeend", rest_rows(study, t, lang, FIRST_ROWS))
                    rows.removeAttribute("aria-busy")
                    rows.removeAttribute("style")
                self.section.dataset.studyRestMs = (
                    f"{(time.perf_counter() - start) * 1000:.2f}")
            self._drawn_whole()
        finally:  # the view's save follows the whole analysis (never before its frame)
            if self._on_drawn is not None:
                self._on_drawn()

    def _drawn_whole(self) -> None:
        self._full += 1
        self.section.dataset.studyFull = str(self._full)

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
