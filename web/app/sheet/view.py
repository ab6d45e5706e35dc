"""The score sheet view (#/sheet): a match played at a real table, entered hand by hand.

Events in (taps on the sheet's buttons, the set-up and entry forms, the points typed, a file
chosen), the manager (app.sheet.manager: the matches, the entry, undo, storage) in between, the
markup of app.sheet.render out. The view owns what only the page knows: the focus, the message
read out, the downloads, the clipboard, printing.

Routes: ``#/sheet`` the open match (or the set-up and the list of matches); ``#/sheet/add``
takes the hand the scorer offers ("Add to the score sheet").
"""

from __future__ import annotations

import asyncio
from typing import Any

from pyodide.ffi import create_proxy, to_js
from pyscript import document, window
from pyscript.ffi import is_none
from sheet import to_text

from app import dom
from app.context import AppContext
from app.scorer.state import Context, ScorerHand, encode
from app.sheet import render, saved
from app.sheet.entry import SELF, WIN, Entry, EntryError, read_number
from app.sheet.manager import MATCH, SheetManager
from app.sheet.share import file_name, share_text, title

STYLESHEET = "./styles/sheet.css"
ROUTE = "#/sheet"


class SheetView:
    """The page of the score sheet (see the module docstring)."""

    def __init__(self, ctx: AppContext) -> None:
        self.ctx = ctx
        self.i18n = ctx.i18n
        self.section = dom.by_id("view-sheet")
        self.manager = SheetManager(ctx.storage, ctx.records)
        self.confirm: str | None = None  # the match whose deletion waits for a yes
        self.sharing = False  # the share panel is open
        self.focus_after: str | None = None  # what gets the focus after the next render
        self.said = ""  # the last message read out
        dom.on(self.section, "click", self._click)
        dom.on(self.section, "submit", self._submit)
        dom.on(self.section, "input", self._input)
        dom.on(self.section, "change", self._change)
        dom.on(window, "storage", self._storage)

    # ------------------------------------------------------------------ View protocol

    def show(self, route: str) -> None:
        self.manager.reload()
        if route.lstrip("/").startswith("add"):
            if self.manager.take_offer():
                self.focus_after = ".sh-save"
            window.history.replaceState(None, "", ROUTE)
        self.render()

    def hide(self) -> None:
        pass

    def relabel(self) -> None:
        self.render()

    # ------------------------------------------------------------------ drawing

    def render(self) -> None:
        t, lang = self.i18n.t, self.i18n.lang
        manager = self.manager
        sheet = manager.sheet
        parts = [self._notices()]
        if manager.screen == MATCH and sheet is not None:
            parts.append(f'<p class="sh-print-head">{dom.escape(title(sheet, t))}</p>')
            parts.append(f'<p class="sh-status">{render.status_html(sheet, t)}</p>')
            parts.append(render.seats_html(sheet, t))
            if not sheet.over or manager.entry.editing is not None:
                entry = render.entry_html(sheet, manager.entry, manager.false_win_each(),
                                          self._scorer_route(), t, lang, self._entry_error(),
                                          self._penalties_open())
                parts.append(f'<form id="sh-entry" class="sh-card sh-entry" novalidate '
                             f'aria-labelledby="sh-entry-h">{entry}</form>')
            else:
                parts.append(self._final(sheet))
            if self.sharing:
                parts.append(render.share_panel_html(share_text(sheet, t), self._can_share(), t))
            parts.append(render.hands_html(sheet, manager.entry.editing, t, lang))
            parts.append(render.tools_html(manager.can_undo(), t))
        else:
            stored = [saved.Stored(i, manager.matches[i]) for i in manager.order]
            setup = render.setup_html(saved.load_names(self.ctx.storage),
                                      manager.false_win_each(), t)
            history = render.history_html(stored, manager.open_id, self.confirm, t)
            # a match left unfinished comes first: it is the one most likely to be wanted
            unfinished = any(not s.sheet.over for s in stored)
            parts.extend((history, setup) if unfinished else (setup, history))
            if manager.can_undo():
                parts.append(f'<div class="sh-tools"><button type="button" class="btn" '
                             f'data-do="undo">{dom.escape(t("sh.undo_delete"))}</button></div>')
        screen = manager.screen
        over = int(sheet.over) if sheet is not None else 0
        hands = len(sheet.hands) if sheet is not None else 0
        self.section.innerHTML = (f'<div class="sheet" data-screen="{screen}" '
                                  f'data-over="{over}" data-hands="{hands}">'
                                  f'{"".join(parts)}</div>')
        self._say()
        self._focus()

    def _notices(self) -> str:
        """The message of the last action, the matches that could not be read, a change the
        storage refused."""
        t = self.i18n.t
        parts = []
        if self.manager.screen != MATCH and self.manager.offer() is not None:
            parts.append(f'<div class="sh-alert" data-notice="offer"><p>'
                         f'{dom.escape(t("msg.offer_start"))}</p></div>')
        if self.manager.dropped:
            parts.append(
                f'<div class="sh-alert" data-notice="dropped"><p>'
                f'{dom.escape(t("msg.dropped", count=self.manager.dropped))}</p>'
                f'<button type="button" class="btn" data-do="dismiss">{dom.escape(t("sh.ok"))}'
                "</button></div>")
        if self.manager.unsaved:
            parts.append(f'<div class="sh-alert" data-notice="unsaved"><p>'
                         f'{dom.escape(t("msg.unsaved"))}</p></div>')
        key = self.manager.message[0] if self.manager.message else ""
        in_form = key.startswith("entry.") and self.manager.screen == MATCH
        message = "" if in_form else render.message_html(self.manager.message, t)
        kind = "bad" if key.startswith(("entry.", "setup.", "file.")) else "ok"
        # read out by _say through the page's live region (the section is drawn afresh at each
        # change: a live role here would read it twice)
        parts.append(f'<p id="sh-msg" class="sh-msg" data-kind="{kind}" data-key="{key}"'
                     f'{"" if message else " hidden"}>{message}</p>')
        if key == "msg.same" and self.manager.screen != MATCH:  # the match the file is
            same = str(self.manager.message[1].get("id", ""))
            parts.append(f'<div class="sh-tools" data-notice="same"><button type="button" '
                         f'class="btn primary" data-do="open" data-id="{dom.escape(same)}">'
                         f'{dom.escape(t("sh.open_same"))}</button></div>')
        return "".join(parts)

    def _penalties_open(self) -> bool:
        """Whether the player left the penalties open in the entry being drawn again (a
        penalty refused, a tap elsewhere in the same hand); closed for a new hand."""
        if self.manager.entry == Entry():
            return False
        node = self.section.querySelector(".sh-penalties")
        return not is_none(node) and bool(node.open)

    def _entry_error(self) -> str:
        """What the entry lacks, said in the form (not at the top of the page)."""
        message = self.manager.message
        if message is None or not message[0].startswith("entry."):
            return ""
        return self.i18n.t(message[0], **message[1])

    def _final(self, sheet: Any) -> str:
        t = self.i18n.t
        return (f'<section class="sh-card sh-final" aria-labelledby="sh-final-h">'
                f'<h2 id="sh-final-h">{dom.escape(t("sh.final"))}</h2>'
                f'<p class="hint">{dom.escape(t("sh.final_note"))}</p>'
                f'<button type="button" class="btn primary" data-do="new">'
                f'{dom.escape(t("sh.new"))}</button></section>')

    def _say(self) -> None:
        """Read out the message of the last action (once), and the notices."""
        message = self.manager.message
        text = self.i18n.t(message[0], **message[1]) if message else ""
        for notice in ("offer", "dropped", "unsaved"):
            node = self.section.querySelector(f'[data-notice="{notice}"]')
            if not is_none(node):
                text = " ".join(x for x in (str(node.textContent), text) if x)
        if text and text != self.said:
            self.ctx.announce(text)
        self.said = text

    def _focus(self) -> None:
        selector, self.focus_after = self.focus_after, None
        if not selector:
            return
        node = self.section.querySelector(selector)
        if not is_none(node):
            node.focus()

    def _scorer_route(self) -> str:
        """The scorer's address for the hand being entered: its round wind, and the winner's
        and the discarder's seat winds once they are chosen (the player taps in the tiles)."""
        sheet = self.manager.sheet
        entry = self.manager.entry
        if sheet is None:
            return "#/score"
        number = entry.editing + 1 if entry.editing is not None else (sheet.next_hand or 16)
        seats = sheet.seating(number)
        winds = seats.seat_winds
        context = Context(round_wind=seats.prevalent_wind)
        if entry.kind == WIN and entry.seat is not None:
            context = Context(self_drawn=entry.how == SELF, seat_wind=winds[entry.seat],
                              round_wind=seats.prevalent_wind,
                              discarder=winds[entry.how] if isinstance(entry.how, int)
                              else winds[(entry.seat + 1) % 4])
        return "#/score" + encode(ScorerHand(), context)

    # ------------------------------------------------------------------ events

    def _click(self, event: Any) -> None:
        target = event.target.closest("[data-do]")
        if is_none(target):
            return
        action = str(target.getAttribute("data-do"))
        handler = getattr(self, "_do_" + action.replace("-", "_"), None)
        if handler is None:
            return
        self._sync_points()
        handler(target)

    def _seat(self, target: Any) -> int:
        return int(target.dataset.seat)

    def _draw(self, focus: str | None = None) -> None:
        """Draw the view, then put the focus on ``focus`` (a selector), if given."""
        self.focus_after = focus
        self.render()

    def _entry(self, entry: Entry, focus: str | None = None) -> None:
        self.manager.set_entry(entry)
        self._draw(focus)

    def _do_won(self, target: Any) -> None:
        entry = self.manager.entry.won(self._seat(target))
        self._entry(entry, '.sh-hows [aria-pressed="true"]' if entry.how is not None
                    else ".sh-hows button")

    def _do_how(self, target: Any) -> None:
        how = str(target.dataset.how)
        self._entry(self.manager.entry.won_how(SELF if how == SELF else int(how)), "#sh-points")

    def _do_draw(self, target: Any) -> None:
        self._entry(self.manager.entry.drawn(), ".sh-save")

    def _do_false(self, target: Any) -> None:
        self._entry(self.manager.entry.false_win(), '[data-do="false_by"]')

    def _do_false_by(self, target: Any) -> None:
        self._entry(self.manager.entry.false_by(self._seat(target)), ".sh-save")

    def _do_penalty(self, target: Any) -> None:
        seat = int(self.section.querySelector("#sh-penalty-seat").value)
        text = str(self.section.querySelector("#sh-penalty-points").value)
        points = Entry(points=text).points_value()
        if points is None or points <= 0:
            self.manager.message = ("entry.bad_penalty", {"points": text.strip() or "0"})
            self.focus_after = "#sh-penalty-points"
            self.render()
            return
        self._entry(self.manager.entry.penalty(seat, points), '[data-do="penalty"]')

    def _do_unpenalty(self, target: Any) -> None:
        self._entry(self.manager.entry.without_penalty(int(target.dataset.index)),
                    ".sh-penalties summary")

    def _do_cancel(self, target: Any) -> None:
        self.manager.cancel()
        self._draw('.sh-picks button')

    def _do_edit(self, target: Any) -> None:
        self.manager.edit(int(target.dataset.index))
        self.render()
        node = self.section.querySelector("#sh-entry")
        if not is_none(node):
            node.scrollIntoView()
            heading = self.section.querySelector("#sh-entry-h")
            heading.setAttribute("tabindex", "-1")
            heading.focus()

    def _do_remove(self, target: Any) -> None:
        self.manager.remove(int(target.dataset.index))
        self._draw(".sh-picks button")

    def _do_undo(self, target: Any) -> None:
        self.manager.undo_last()
        self._draw('[data-do="undo"]')

    def _do_open(self, target: Any) -> None:
        self.confirm = None
        self.manager.open(str(target.dataset.id))
        self._draw(".sh-picks button")
        window.scrollTo(0, 0)

    def _do_close(self, target: Any) -> None:
        self.sharing = False
        self.manager.close()
        self._draw("#sh-name-0")
        window.scrollTo(0, 0)

    def _do_new(self, target: Any) -> None:
        self._do_close(target)

    def _do_delete(self, target: Any) -> None:
        self.confirm = str(target.dataset.id)
        self._draw('[data-do="delete-no"]')

    def _do_delete_no(self, target: Any) -> None:
        match_id, self.confirm = self.confirm, None
        self._draw(f'[data-do="delete"][data-id="{match_id}"]')

    def _do_delete_yes(self, target: Any) -> None:
        self.confirm = None
        self.manager.delete(str(target.dataset.id))
        self._draw('[data-do="undo"]')

    def _do_dismiss(self, target: Any) -> None:
        self.manager.dropped = 0
        self.render()

    def _do_export(self, target: Any) -> None:
        sheet = self.manager.sheet
        if sheet is None:
            return
        blob = window.Blob.new(to_js([to_text(sheet)]),
                               to_js({"type": "application/json"},
                                     dict_converter=window.Object.fromEntries))
        url = window.URL.createObjectURL(blob)
        link = dom.create("a", "", None, href=url, download=file_name(sheet))
        document.body.appendChild(link)
        link.click()
        link.remove()
        window.setTimeout(create_proxy(lambda *a: window.URL.revokeObjectURL(url)), 60_000)
        self.manager.message = ("msg.exported", {"file": file_name(sheet)})
        self.render()

    def _do_share(self, target: Any) -> None:
        self.sharing = True
        self._draw('[data-do="copy"]')
        panel = self.section.querySelector(".sh-share")
        if not is_none(panel):  # opened above the hands: its title and text in sight, not only
            panel.scrollIntoView(True)  # its Copy button at the screen's top edge

    def _do_share_close(self, target: Any) -> None:
        self.sharing = False
        self._draw('[data-do="share"]')

    def _do_copy(self, target: Any) -> None:
        area = self.section.querySelector("#sh-share-text")
        area.select()
        copied = False
        try:
            copied = bool(document.execCommand("copy"))
        except Exception:  # the browser refused: the text stays selected to copy by hand
            copied = False
        self.manager.message = ("msg.copied" if copied else "msg.copy_by_hand", {})
        self._draw('[data-do="copy"]')

    def _do_share_native(self, target: Any) -> None:
        sheet = self.manager.sheet
        if sheet is None or not self._can_share():
            return
        data = to_js({"title": self.i18n.t("sh.share_title"),
                      "text": share_text(sheet, self.i18n.t)},
                     dict_converter=window.Object.fromEntries)
        try:
            window.navigator.share(data)
        except Exception:  # no share sheet after all: the text is there to copy
            self.manager.message = ("msg.copy_by_hand", {})
            self.render()

    def _do_print(self, target: Any) -> None:
        window.print()

    def _can_share(self) -> bool:
        return not is_none(getattr(window.navigator, "share", None))

    def _sync_points(self) -> None:
        """The points typed so far into the entry (before a tap redraws the form)."""
        node = self.section.querySelector("#sh-points")
        if not is_none(node):
            self.manager.type_points(str(node.value))

    def _submit(self, event: Any) -> None:
        event.preventDefault()
        form_id = str(event.target.id)
        if form_id == "sh-setup":
            self._start()
        elif form_id == "sh-entry":
            self._sync_points()
            if self.manager.save_entry():
                self.focus_after = ".sh-picks button"
            else:
                self.focus_after = "#sh-points" if self.manager.entry.kind == WIN else None
            self.render()

    def _start(self) -> None:
        names = [str(node.value) for node in self.section.querySelectorAll('[name="name"]')]
        chosen = self.section.querySelector('[name="east"]:checked')
        east = 0 if is_none(chosen) else int(chosen.value)
        each = self.section.querySelector("#sh-false-each")
        try:
            self.manager.start(names, east, None if is_none(each) else str(each.value))
        except EntryError as error:
            node = self.section.querySelector("#sh-setup-error")
            node.textContent = self.i18n.t(error.key, **error.values)
            node.hidden = False
            empty = next((i for i, n in enumerate(names) if not n.strip()), None)
            target = self.section.querySelector(
                "#sh-false-each" if error.key.endswith("_each") else f"#sh-name-{empty or 0}")
            if not is_none(target):
                target.focus()
            return
        self._draw(".sh-picks button")
        window.scrollTo(0, 0)

    def _false_each(self) -> None:
        node = self.section.querySelector("#sh-false-each")
        if is_none(node):
            return
        value = read_number(str(node.value), saved.FALSE_WIN_MAX)
        if value is not None and value >= 1:
            saved.set_false_win_each(self.ctx.records, value)

    def _input(self, event: Any) -> None:
        target = event.target
        if str(target.id) == "sh-points":
            self.manager.type_points(str(target.value))
            self._preview()
        elif str(target.getAttribute("name")) == "name":
            index = str(target.id).rsplit("-", 1)[-1]
            label = self.section.querySelector(f'[data-east-name="{index}"]')
            if not is_none(label):
                text = str(target.value).strip()
                label.textContent = text or self.i18n.t("sh.player_n", n=int(index) + 1)

    def _preview(self) -> None:
        """Redraw what the hand pays as the points are typed (the field keeps its focus)."""
        sheet = self.manager.sheet
        node = self.section.querySelector(".sh-preview")
        if sheet is None or is_none(node):
            return
        node.outerHTML = render.preview_html(self.manager.entry, sheet.players,
                                             self.manager.false_win_each(), self.i18n.t)

    def _change(self, event: Any) -> None:
        target = event.target
        if str(target.id) == "sh-import-file":
            files = target.files
            if files is not None and int(files.length):
                asyncio.ensure_future(self._import(files.item(0)))
            target.value = ""
        elif str(target.id) == "sh-false-each":
            self._false_each()

    async def _import(self, file: Any) -> None:
        size = int(file.size)
        text = "" if size > 1_000_000 else str(await file.text())
        self.manager.import_text(text, size)
        self.render()
        node = self.section.querySelector("#sh-msg")  # said, and the focus there, either way
        if not is_none(node):
            node.setAttribute("tabindex", "-1")
            node.focus()

    def _storage(self, event: Any) -> None:
        """Another tab changed the sheet's keys: read them again (what this tab shows is then
        what is stored)."""
        key = event.key
        if is_none(key) or str(key).startswith("mj.v1.sheet."):
            self.manager.reload()
            if not self.section.hidden:
                self.render()



def create(ctx: AppContext) -> SheetView:
    """The score sheet view for the router."""
    ctx.i18n.use("scorer", "sheet")
    section = dom.by_id("view-sheet")
    dom.stylesheet(STYLESHEET, "sh-css", section)
    return SheetView(ctx)
