"""The scorer view: builds the page once, turns taps and typing into hand changes, redraws.

Events in (one delegated click listener, one change listener, the notation field's input),
`analysis.evaluate` for the answer, the renderers (picker, context panel, result) for the
output. Every change rewrites the fragment with `history.replaceState`, so the address is
always a link to the hand, and a reload or a shared link brings it back.
"""

from __future__ import annotations

import sys
import time
from dataclasses import replace
from html import escape
from typing import Any

from pyodide.ffi import create_proxy
from pyscript import document, window
from pyscript.ffi import is_none

from app import dom
from app.context import AppContext
from app.scorer import to_sheet
from app.scorer.analysis import Outcome, evaluate
from app.scorer.context_panel import ContextPanel, panel_html
from app.scorer.highlight import toggle_fan
from app.scorer.picker import Picker, hand_html, picker_html
from app.scorer.result import result_html, status_html, text_error_html
from app.scorer.state import (
    HISTORY_KEY,
    Context,
    HistoryEntry,
    NotationError,
    ScorerHand,
    add_history,
    decode,
    dump_history,
    encode,
    load_history,
    parse_hand_text,
    photo_context,
)
from app.scorer.study_view import StudyPanel, sections_html
from app.tilenames import tile_name

ROUTE_PREFIX = "#/score"
SAVE_DELAY_MS = 150  # the address and the history are written after the analysis's frame


def skeleton(t: Any) -> str:
    def txt(key: str, tag: str = "span", attrs: str = "") -> str:
        return f'<{tag} data-i18n="{key}"{attrs}>{escape(t(key))}</{tag}>'

    narrow = ' class="narrow-hide"'
    help_attrs = ' id="sc-text-help" class="hint"'
    hint = ' class="hint"'

    return (
        '<div class="scorer">'
        '<div class="sc-col sc-build">'
        f"{photo_bar(txt)}"
        '<section class="sc-hand-box" aria-labelledby="sc-hand-h">'
        f'<h2 id="sc-hand-h">{txt("sc.hand")} <span id="sc-count" class="count"></span></h2>'
        '<div id="sc-hand" class="sc-hand"></div>'
        '<div id="sc-status" class="sc-status"></div>'
        '<p id="sc-notice" class="notice" role="alert" hidden></p>'
        '<div class="sc-tools">'
        f'<button type="button" class="btn" data-action="left" disabled>◀ '
        f'{txt("sc.move_left", attrs=narrow)}</button>'
        f'<button type="button" class="btn" data-action="remove" disabled>✕ {txt("sc.remove")}'
        "</button>"
        f'<button type="button" class="btn" data-action="right" disabled>'
        f'{txt("sc.move_right", attrs=narrow)} ▶</button>'
        f'<button type="button" class="btn" data-action="sort">{txt("sc.sort")}</button>'
        f'<button type="button" class="btn" data-action="clear">{txt("sc.clear")}</button>'
        "</div>"
        f'<p class="hint">{txt("sc.tap_hint")}</p>'
        "</section>"
        '<section class="sc-picker" aria-labelledby="sc-picker-h">'
        f'<h2 id="sc-picker-h">{txt("sc.picker")}</h2>'
        f"{picker_html(t, 'en')}"
        "</section>"
        '<section class="sc-notation">'
        f'<label for="sc-text">{txt("sc.notation")}</label>'
        '<input id="sc-text" type="text" inputmode="text" autocomplete="off" autocapitalize="off"'
        ' spellcheck="false" aria-describedby="sc-text-help sc-text-error">'
        '<p id="sc-text-error" class="notice" role="alert" hidden></p>'
        f'{txt("sc.notation_help", "p", help_attrs)}'
        "</section>"
        "</div>"
        '<div class="sc-col sc-answer">'
        f'<section id="sc-context" class="sc-context">{panel_html(t)}</section>'
        '<section id="sc-result" class="sc-result" aria-live="off"></section>'
        f"{sections_html(t)}"  # issue 50: hand analysis, ticking fans (app.scorer.study_view)
        '<section id="sc-history" class="sc-history" aria-labelledby="sc-hist-h">'
        f'<h2 id="sc-hist-h">{txt("hist.title")}</h2><ol id="sc-hist-list"></ol>'
        f'{txt("sc.share", "p", hint)}'
        "</section>"
        "</div>"
        "</div>"
    )


CAMERA = (  # a camera, drawn: no emoji font needed
    '<svg class="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">'
    '<path fill="currentColor" d="M9 4 7.2 6H4a2 2 0 0 0-2 2v10a2 2 0 0 0 2 2h16a2 2 0 0 0 '
    '2-2V8a2 2 0 0 0-2-2h-3.2L15 4H9zm3 4.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zm0 2a2.5 2.5 '
    '0 1 0 0 5 2.5 2.5 0 0 0 0-5z"/></svg>'
)


def photo_bar(txt: Any) -> str:
    """The way into photo entry (app.photo, loaded when opened) and the panel it opens in."""
    hint = txt("ph.open_hint", "span", ' class="hint"')
    return (
        '<div class="sc-photo-bar"><button type="button" class="btn" data-action="photo" '
        f'aria-controls="sc-photo" aria-expanded="false">{CAMERA} {txt("ph.open")}</button>'
        f"{hint}</div>"
        '<section id="sc-photo" class="sc-photo" aria-labelledby="ph-title" hidden></section>'
    )


class ScorerView:
    """Owns the hand, its context and the page section that shows them."""

    def __init__(self, ctx: AppContext) -> None:
        self.ctx = ctx
        self.i18n = ctx.i18n
        self.i18n.use("scorer", "photo", "study")
        self.section = dom.by_id("view-scorer")
        self.hand = ScorerHand()
        self.context = Context()
        self.selected: int | None = None
        self.route: str | None = None
        self.outcome: Outcome | None = None
        self.history = load_history(ctx.storage.get(HISTORY_KEY))
        self._history_shown: list[HistoryEntry] | None = None
        self._save_pending = False
        self._save_armed = False  # the save's timer is set (after the analysis was drawn)
        self._seen_hash = ""
        self._said = ""  # the status line last announced
        self._photo_flowers: int | None = None  # the flowers the photo on show last showed
        self._noticed: tuple[str | None, dict[str, Any]] = (None, {})  # the notice on show
        self._refused_fields: list[str] = []  # the link's fields it could not read
        self._save_proxy = create_proxy(lambda *args: self.save())
        self.section.innerHTML = skeleton(self.i18n.t)
        q = self.section.querySelector
        self.hand_el = q("#sc-hand")
        self.count_el = q("#sc-count")
        self.status_el = q("#sc-status")
        self.notice_el = q("#sc-notice")
        self.result_el = q("#sc-result")
        self.text_el = q("#sc-text")
        self.text_error = q("#sc-text-error")
        self.hist_el = q("#sc-hist-list")
        self.tools = {
            str(b.dataset.action): b for b in self.section.querySelectorAll(".sc-tools button")
        }
        self.picker = Picker(self.section)
        self.panel = ContextPanel(self.section)
        self.study = StudyPanel(self.section, ctx, self._after_study)
        self.picker.relabel(self.i18n.t, self._tile_name)
        self.picker.set_mode("tile", self.i18n.t)
        dom.on(self.section, "click", self._on_click)
        dom.on(self.section, "change", self._on_change)
        dom.on(self.text_el, "input", self._on_text)
        dom.on(self.section, "keydown", self._on_key)
        dom.on(window, "pagehide", lambda event: self.save())
        # The save waits for the analysis's frame, and a hidden tab draws no frame (a phone may
        # then close it without a pagehide): a tab hidden saves what is pending at once.
        dom.on(document, "visibilitychange", lambda event: document.hidden and self.save())
        self._draw_history()

    # ---------------------------------------------------------------- View protocol

    def show(self, route: str) -> None:
        self._seen_hash = str(window.location.hash)
        if route.lstrip("/") and route != self.route:
            decoded = decode(route)
            self.hand, self.context = decoded.hand, decoded.context
            self.selected = None
            self._photo_flowers = None
            self._notice(None)
            self.update()
            if decoded.refused:
                self._refused(decoded.refused)
            if decoded.error is not None:
                self.text_el.value = decoded.text
                self._show_text_error(decoded.error, decoded.text)
        else:
            self.update()

    def hide(self) -> None:
        pass

    def relabel(self) -> None:
        t = self.i18n.t
        self.i18n.apply(self.section)
        self.picker.relabel(t, self._tile_name)
        self.panel.relabel()
        self._history_shown = None
        self.update()
        key, values = self._noticed
        if key == "sc.link_refused":
            self._refused(self._refused_fields)
        elif key is not None:
            self._notice(key, **values)
        photo = sys.modules.get("app.photo.loader")  # photo entry, if it was opened
        if photo is not None and photo.panel() is not None:
            photo.panel().relabel()

    # ---------------------------------------------------------------- drawing

    def _tile_name(self, face: str) -> str:
        return tile_name(face, self.i18n.lang)

    def update(self, from_text: bool = False) -> None:
        """Evaluate the hand and redraw what depends on it; the address and history follow
        after the frame (`save`): replaceState alone can cost a frame in Chromium."""
        start = time.perf_counter()
        t, lang = self.i18n.t, self.i18n.lang
        outcome = evaluate(self.hand, self.context)
        self.outcome = outcome
        self.context = self.context.normal()
        self.picker.update(self.hand, t, self._tile_name)
        self.hand_el.innerHTML = hand_html(self.hand, self.selected, t, lang)
        self.count_el.textContent = t("sc.hand_count", count=self.hand.size())
        has_selection = self.selected is not None
        for action in ("left", "remove", "right"):
            self.tools[action].disabled = not has_selection
        if not from_text:
            self.text_el.value = self.hand.text()
            self.text_error.hidden = True
        self.panel.update(self.context, outcome.options, t)
        self.status_el.innerHTML = status_html(outcome, t, lang)
        self.status_el.dataset.status = outcome.status
        self._say_status()
        self.result_el.innerHTML = result_html(outcome, t, lang)
        self.study.update(self.hand, self.context, t, lang)
        self.route = encode(self.hand, self.context)
        if not self._save_pending:
            self._save_pending = True
            self.section.dataset.pending = "1"
        self.section.dataset.lastUpdateMs = f"{(time.perf_counter() - start) * 1000:.2f}"

    def _after_study(self) -> None:
        """The analysis of the last change is drawn: the save follows SAVE_DELAY_MS later (timed
        from here, not from the change, so that it never lands before the analysis's frame)."""
        if self._save_pending and not self._save_armed:
            self._save_armed = True
            window.setTimeout(self._save_proxy, SAVE_DELAY_MS)

    def _say_status(self) -> None:
        """Announce the status line (the total, or what the hand still needs) when it changed,
        in the interface language, through the page's live region."""
        said = " ".join(str(self.status_el.textContent).split())
        if said != self._said:
            self._said = said
            self.ctx.announce(said)

    def save(self) -> None:
        """Write the hand into the address (a shareable link) and a scored hand into history."""
        self._save_armed = False
        if not self._save_pending:
            return
        self._save_pending = False
        self.section.dataset.pending = "0"
        # Not if the fragment changed since the view last saw it (a link, the back button, a
        # shared hand): its hashchange is on its way and must win.
        if str(window.location.hash) == self._seen_hash:
            window.history.replaceState(None, "", ROUTE_PREFIX + self.route)
            self._seen_hash = str(window.location.hash)
        outcome = self.outcome
        if outcome is not None and outcome.status == "scored":
            entry = HistoryEntry(self.route, self.hand.text(), outcome.result.total)
            self.history = add_history([e for e in self.history if e.text != entry.text], entry)
            self.ctx.storage.set(HISTORY_KEY, dump_history(self.history))
        self._draw_history()

    def _draw_history(self) -> None:
        if self._history_shown == self.history:
            return
        self._history_shown = list(self.history)
        t = self.i18n.t
        if not self.history:
            self.hist_el.innerHTML = f'<li class="hint">{escape(t("hist.empty"))}</li>'
            return
        self.hist_el.innerHTML = "".join(
            f'<li><a href="{ROUTE_PREFIX}{escape(e.route)}"><code>{escape(e.text)}</code>'
            f' <span class="hist-total">'
            f'{escape(t("res.points", count_=e.total, points=e.total))}</span></a></li>'
            for e in self.history
        )

    def _notice(self, key: str | None, **values: Any) -> None:
        self._noticed = (key, values)  # said again in another language on relabel
        if key is None:
            self.notice_el.hidden = True
            self.notice_el.textContent = ""
            return
        shown = {k: self._tile_name(v) if k == "tile" else v for k, v in values.items()}
        text = self.i18n.t(key, **shown)
        self.notice_el.textContent = text
        self.notice_el.hidden = False
        self.notice_el.dataset.key = key

    def _refused(self, fields: list[str]) -> None:
        """Say which of the link's settings could not be read (they are at their defaults)."""
        t = self.i18n.t
        self._refused_fields = list(fields)
        names = ", ".join(t(f"sc.field.{f}") for f in fields)
        self._notice("sc.link_refused", fields=names)
        self.ctx.announce(self.notice_el.textContent)

    def _show_text_error(self, error: NotationError, text: str) -> None:
        """What is wrong with the typed notation, and the typed text with the mistake marked."""
        message = self.i18n.t(error.key, **error.values)
        self.text_error.innerHTML = text_error_html(message, text, error.span)
        self.text_error.dataset.key = error.key
        self.text_error.hidden = False

    # ---------------------------------------------------------------- events

    def _on_click(self, event: Any) -> None:
        if not is_none(event.target.closest("a[href]")):
            # A link leaves the hand shown: write its address first. Until the delayed save,
            # the address still names the hand before the last change, and a link to that
            # hand would be no navigation at all (no hashchange) and bring nothing back.
            self.save()
            return
        target = event.target.closest("[data-action]")
        if is_none(target):
            return
        action = str(target.dataset.action)
        handler = getattr(self, f"_do_{action}", None)
        if handler is not None:
            index = target.getAttribute("data-index")
            handler(target)
            self._keep_focus(action, None if is_none(index) else int(index))

    def _keep_focus(self, action: str, index: int | None) -> None:
        """A keyboard player's focus is never lost: when the pressed button was redrawn away
        (the hand is redrawn on each change) or disabled (Remove), the focus goes to the
        hand's button in its place (its tile or meld), else the hand's first, else the picker."""
        active = document.activeElement
        if not (is_none(active) or active == document.body or active.disabled):
            return
        kind = "meld" if action == "meld" else "htile"
        count = len(self.hand.melds if kind == "meld" else self.hand.concealed)
        at = self.selected if self.selected is not None else min(index or 0, count - 1)
        for selector in (f'[data-action="{kind}"][data-index="{at}"]', "button"):
            node = self.hand_el.querySelector(selector)
            if not is_none(node):
                node.focus()
                return
        self.picker.focus()

    def _change(self, fn: Any, *args: Any) -> None:
        """Apply a hand change; a refused change shows its reason and changes nothing."""
        try:
            fn(*args)
        except NotationError as error:
            self._notice(error.key, **error.values)
            self.ctx.announce(self.notice_el.textContent)
            return
        self._notice(None)
        self.update()

    def _do_pick(self, target: Any) -> None:
        face = str(target.dataset.face)
        mode = self.picker.mode
        if mode == "tile":
            self._change(self.hand.add_tile, face)
        elif mode == "win":
            self._change(self.hand.set_win, face)
            if self.hand.win == face:
                self.picker.set_mode("tile", self.i18n.t)
                self.picker.update(self.hand, self.i18n.t, self._tile_name, force=True)
        else:
            self._change(self.hand.add_meld, mode, face)

    def _do_mode(self, target: Any) -> None:
        self.picker.set_mode(str(target.dataset.mode), self.i18n.t)
        self.picker.update(self.hand, self.i18n.t, self._tile_name, force=True)

    def _do_htile(self, target: Any) -> None:
        index = int(target.dataset.index)
        self.selected = None if self.selected == index else index
        self.update()
        self._refocus(f'[data-action="htile"][data-index="{self.selected}"]')

    def _do_meld(self, target: Any) -> None:
        self.selected = None
        self._change(self.hand.remove_meld, int(target.dataset.index))

    def _do_unwin(self, target: Any) -> None:
        self.hand.win = None
        self._notice(None)
        self.update()

    def _do_left(self, target: Any) -> None:
        self._move(-1)

    def _do_right(self, target: Any) -> None:
        self._move(1)

    def _move(self, step: int) -> None:
        if self.selected is None:
            return
        index = self.selected
        self.hand.move_concealed(index, step)
        if 0 <= index + step < len(self.hand.concealed):
            self.selected = index + step
        self.update()

    def _do_remove(self, target: Any) -> None:
        if self.selected is None:
            return
        self.hand.remove_concealed(self.selected)
        self.selected = None
        self._notice(None)
        self.update()

    def _do_sort(self, target: Any) -> None:
        self.hand.sort()
        self.selected = None
        self.update()

    def _do_clear(self, target: Any) -> None:
        self.hand.clear()
        self.selected = None
        self._notice(None)
        self.update()

    def _do_photo(self, target: Any) -> None:
        """Open (or close) photo entry: a photographed hand read into this hand (its code is
        imported, and the reader fetched, only now)."""
        from app.photo import loader

        loader.open_photo_entry(self.ctx, self.section.querySelector("#sc-photo"),
                                self._photo_hand, target)

    def _photo_hand(self, hand: ScorerHand, flowers: int = 0, new: bool = True) -> None:
        """The tiles read from a photo (`new`) or corrected there become the hand; the
        flowers and seasons a new photo shows set the flower count, none included (nothing
        carries over from the photo before); a correction keeps the player's count unless it
        changed the photo's (`state.photo_context`)."""
        before = None if new else self._photo_flowers
        self.context = photo_context(self.context, flowers, before)
        self._photo_flowers = flowers
        self.hand = hand
        self.selected = None
        self._notice(None)
        self.update()

    def _do_to_sheet(self, target: Any) -> None:
        """Hand the scored hand to the score sheet (app.sheet opens it as the next hand)."""
        outcome = self.outcome
        if outcome is None or outcome.status != "scored" or outcome.context is None:
            return
        self.save()
        to_sheet.store(self.ctx.storage, to_sheet.offer_of(
            outcome.result, outcome.context, self.hand.text(), self.route or ""))
        self.ctx.navigate(to_sheet.SHEET_ROUTE)

    def _do_tick(self, target: Any) -> None:
        self.study.tick(target)

    def _do_tick_clear(self, target: Any) -> None:
        self.study.clear()

    def _do_tick_sheet(self, target: Any) -> None:
        self.study.to_sheet()

    def _do_flowers(self, target: Any) -> None:
        flowers = self.panel.flowers_after(self.context, int(target.dataset.step))
        self._set_context(flowers=flowers)

    def _do_fan(self, target: Any) -> None:
        result = self.outcome.result if self.outcome is not None else None
        toggle_fan(self.result_el, result, target)

    def _on_change(self, event: Any) -> None:
        target = event.target
        attr = target.getAttribute("data-ctx")
        if is_none(attr):
            return
        name = str(attr)
        if name == "self_drawn":
            self._set_context(self_drawn=str(target.value) == "1")
        elif name in ("seat_wind", "round_wind", "discarder"):
            self._set_context(**{name: str(target.value)})
        elif name in ("last_tile", "last_of_kind", "kong_tile"):
            self._set_context(**{name: bool(target.checked)})

    def _set_context(self, **changes: Any) -> None:
        self.context = replace(self.context, **changes).normal()
        self.update()

    def _on_text(self, event: Any) -> None:
        text = str(self.text_el.value)
        try:
            hand = parse_hand_text(text)
        except NotationError as error:
            self._show_text_error(error, text)
            return
        self.text_error.hidden = True
        self.hand = hand
        self.selected = None
        self._notice(None)
        self.update(from_text=True)

    def _on_key(self, event: Any) -> None:
        face = event.target.getAttribute("data-face")
        if event.target.classList.contains("pick") and not is_none(face):
            if not (event.altKey or event.ctrlKey or event.metaKey) and self.picker.step(
                str(face), str(event.key)
            ):
                event.preventDefault()
            return
        if self.selected is None or is_none(event.target.closest(".sc-hand")):
            return
        key = str(event.key)
        if key in ("Delete", "Backspace"):
            index = self.selected
            self._do_remove(None)
            self._keep_focus("remove", index)  # the tile now in its place
            event.preventDefault()
            return
        if key == "ArrowLeft" and event.altKey:
            self._move(-1)
        elif key == "ArrowRight" and event.altKey:
            self._move(1)
        else:
            return
        event.preventDefault()
        self._refocus(f'[data-action="htile"][data-index="{self.selected}"]')

    def _refocus(self, selector: str) -> None:
        node = self.hand_el.querySelector(selector)
        if not is_none(node):
            node.focus()


def create(ctx: AppContext) -> ScorerView:
    return ScorerView(ctx)
