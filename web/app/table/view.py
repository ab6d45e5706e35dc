"""The table view (#/table): a whole MCR match against three computer players.

Events in (taps on tiles and options, keys, the settings' radio buttons), the game manager
(app.table.manager: the engine, the computer players on a timer, the save) in between, and the
markup of app.table.render out. The view owns what only the page knows: the tile the person
has lifted, the panel on show, the call-outs, focus and announcements.

Route parameters after ``#/table?`` preselect the set-up (``level``, ``hands``, ``pace``) and
fix the next match's ``seed``: a match is then the same on every run (for tests and links);
``pace=instant`` makes the computer players move at once (tests and benchmarks).
"""

from __future__ import annotations

import json
import math
from typing import Any
from urllib.parse import unquote

from app import dom
from app.context import AppContext
from app.scorer.highlight import toggle_fan
from app.table import explain, panels, render
from app.table import settings as claim_settings
from app.table.guide import Guide
from app.table.input import TableKeys, parse_route
from app.table.learning import Learning
from app.table.manager import (
    CLAIM,
    COMPUTER,
    DEFAULT_PACE,
    HAND_CHOICES,
    HAND_OVER,
    MATCH_OVER,
    PACE_CHOICES,
    PACES,
    PERSON,
    TURN,
    TableManager,
)
from app.table.state import TableState
from app.tilenames import face_name
from pyodide.ffi import create_proxy
from pyscript import document, window
from pyscript.ffi import is_none
from table import Action
from table.share import SEED_DIGITS, link_number

CALLS = {"chow", "pung", "kong", "concealed_kong", "added_kong", "win", "flower"}
STYLESHEET = ("./styles/table.css", "./styles/table-learning.css")


class TableView:
    """The page of the table game (see the module docstring)."""

    def __init__(self, ctx: AppContext) -> None:
        self.ctx = ctx
        self.i18n = ctx.i18n
        self.records = ctx.records
        self.section = dom.by_id("view-table")
        self._fire_proxy = create_proxy(self._fire)
        self._due: dict[int, Any] = {}  # timer key -> (window timer id, function)
        self._timer_keys = 0
        self.manager = TableManager(
            ctx.storage, schedule=self._schedule, cancel=self._cancel, on_change=self.render
        )
        levels = self.manager.levels
        stored = self.records.get_setting("table-level")
        self.level = stored if stored in levels else self.manager.level
        pace = self.records.get_setting("table-pace")
        self.manager.pace = pace if pace in PACE_CHOICES else DEFAULT_PACE
        self.ready_on = self.records.get_setting("table-ready") != "off"
        hands = self.records.get_setting("table-hands")
        self.hands = int(hands) if hands in ("1", "16") else HAND_CHOICES[0]
        self.manager.claims = claim_settings.load(self.records)
        self.touch = bool(window.matchMedia("(hover: none)").matches)
        """A touch screen: the words say "tap"; with a mouse, "click" (and the keys)."""
        self.confirming: int | None = None  # the lifted tile whose discard would give up a win
        self.notices_shown: list[tuple[str, Any]] = []  # on show until the person moves
        self._why_said: list[str] = []  # the notices' words, for the next announcement
        self._log_from: str | None = None  # the panel the log was opened from
        self._paste_from: str | None = None  # the panel "Replay a hand" was opened from
        self._tick_proxy = create_proxy(self._countdown)
        self._ticking = False
        self.seed: int | None = None  # fixed by the route for the next match
        self.link_bad: str | None = None  # a seed the route held that was refused (as given)
        self.lifted: int | None = None  # index of the raised tile in the hand
        self.panel: str | None = None  # setup, menu, confirm, hand, match
        self.end_shown: tuple[int, int] | None = None  # (seed, hand) whose end was shown
        self.state: TableState | None = None  # what was drawn last (app.table.state)
        self._drawn: dict[str, str] = {}  # each part's markup as last set (draw_part)
        self.section.innerHTML = render.skeleton(self.i18n.t)
        q = self.section.querySelector
        self.root = q(".mt")
        self.felt = q("#mt-felt")
        self.behind = [q(".mt-bar"), self.felt, q(".mt-me")]  # inert under a panel
        self.status_el = q("#mt-status")
        self.center = q("#mt-center")
        self.prompt = q("#mt-prompt")
        self.why_el = q("#mt-why")
        self.ready_el = q("#mt-ready")
        self.hand_el = q("#mt-hand")
        self.overlay = q("#mt-overlay")
        self.box = q("#mt-panel")
        self.seats = {p: q(f"#mt-seat-{p}") for p in render.POSITIONS}
        dom.on(self.root, "click", self._click)
        dom.on(self.root, "change", self._change)
        self.keys = TableKeys(self).keys
        self.learn = Learning(self)
        """The review, the replay, the coach and the daily table (app.table.learning)."""
        self.guide = Guide(self)  # How to play, the history, a match kept (app.table.guide)

    # ------------------------------------------------------------------ timers

    def _schedule(self, ms: float, fn: Any) -> Any:
        self._timer_keys += 1
        key = self._timer_keys
        self._due[key] = (window.setTimeout(self._fire_proxy, ms, key), fn)
        return key

    def _cancel(self, key: Any) -> None:
        due = self._due.pop(key, None)
        if due is not None:
            window.clearTimeout(due[0])

    def _fire(self, key: Any = None, *args: Any) -> None:
        due = self._due.pop(key, None)
        if due is not None:
            due[1]()

    # ------------------------------------------------------------------ View protocol

    def show(self, route: str) -> None:
        params = parse_route(route)
        self._apply_route(params)
        bad = self.link_bad
        self.keys.active = True
        manager = self.manager
        if manager.match is None and manager.saved is not None:
            manager.resume()  # a match in progress comes back as it was left
            self._announce_start()
        if params.get("daily") and manager.match is not None and self.learn.daily_day() is None:
            params.pop("daily")  # a match in progress is not given up for a link
        if not self.learn.route(params):
            if manager.match is None and self.learn.replay is None:
                self.open_panel("setup")
            else:
                self.render()
        if bad is not None and self.panel != "setup":  # said on the table
            self.notices_shown = [note for note in self.notices_shown if note[0] != "link"]
            self.notices_shown.append(("link", bad))
            if manager.match is not None:
                self.render()
        manager.release("hidden")  # play goes on unless a panel or the replay holds it

    def hide(self) -> None:
        self.keys.active = False
        self.manager.hold("hidden")

    def relabel(self) -> None:
        self.i18n.apply(self.section)
        self.render()
        if self.panel is not None:
            self.open_panel(self.panel)

    def _apply_route(self, params: dict[str, str]) -> None:
        """The set-up a link asks for; a seed that is not 0-9 digits (at most SEED_DIGITS) is
        refused and said (``link_bad``), never read as another number or left to break."""
        self.link_bad = None
        if "seed" in params:
            given = unquote(params["seed"])  # as the person typed it: "²", not "%C2%B2"
            try:
                self.seed = link_number(given, SEED_DIGITS)
            except ValueError:
                self.seed = None
                self.link_bad = given
        if params.get("pace") in PACES:
            self.manager.pace = params["pace"]
        if params.get("level") in self.manager.levels:
            self.level = params["level"]
        if params.get("hands") in ("1", "16"):
            self.hands = int(params["hands"])

    # ------------------------------------------------------------------ rendering

    def names(self) -> list[str]:
        return render.names_for(self.i18n.t)

    def render(self) -> None:
        """Draw the table as the person sees it now (or the hand being replayed): from one
        view state (``TableManager.state``), never from the engine itself."""
        if self.learn.render_replay():
            return
        self.root.dataset.state = self.manager.status
        if self.manager.match is None:
            return
        t, lang = self.i18n.t, self.i18n.lang
        names = self.names()
        state = self.state = self.manager.state(names, self.ready_on, self.lifted)
        self.lifted = state.lifted
        view = state.view
        for info in state.seats:
            self.draw_part(info.position, self.seats[info.position].firstChild, render.seat_html(
                view, info, names, lang, t, state.latest
            ))
            self.seats[info.position].dataset.active = "1" if info.active else "0"
        self.draw_part("center", self.center, render.compass_html(
            view, state.hand_number, state.hands, state.seats, t, state.latest, names, lang,
            render.self_drawn_win(state.hand.events),
        ))
        self.status_el.textContent = (
            t("mt.hand_no", n=state.hand_number, total=state.hands)
            + " · " + t("mt.round", wind=t(f"wind.{view.prevalent_wind}"))
        )
        self.root.dataset.hand = str(state.hand_number)
        self.root.dataset.seed = str(state.seed)
        self.root.dataset.moves = str(state.moves)  # for tests: the choices made so far
        self._render_person(state, names)
        self._calls(state, names)
        if state.status in (HAND_OVER, MATCH_OVER):
            key = (state.seed, state.hand_number)
            if self.end_shown != key:
                self.end_shown = key
                self.guide.hand_over()
                self._show_result_soon()
        elif self.panel in ("hand", "match"):
            self.close_panel()

    def draw_part(self, part: str, node: Any, html: str) -> None:
        """Set a part's markup unless it already is that: a redraw that changed nothing there
        makes no new elements, so the browser has no style or layout to redo for it."""
        if self._drawn.get(part) != html:
            self._drawn[part] = html
            node.innerHTML = html

    def _render_person(self, state: TableState, names: list[str]) -> None:
        t, lang = self.i18n.t, self.i18n.lang
        status, view, win, lifted_face = state.status, state.view, state.win, state.lifted_face
        if win is None or lifted_face is None or self.confirming != self.lifted:
            self.confirming = None
        self.draw_part("hand", self.hand_el,
                  render.hand_html(view, self.lifted, state.marks, status == TURN, lang, t))
        if status == TURN and self.confirming is not None:
            self.prompt.innerHTML = explain.confirm_html(
                lifted_face, win.points, lang, t, render.action_button(win, lang, t)
            )
        elif status == TURN:
            self.prompt.innerHTML = render.turn_html(
                state.actions, lifted_face, lang, t, say=self._turn_words(win, lifted_face)
            )
        elif status == CLAIM:
            timer = ""
            if state.claim_left is not None:
                timer = explain.countdown_html(math.ceil(state.claim_left), state.claim_share, t)
                self._tick()
            self.prompt.innerHTML = render.claim_html(view, state.actions, names, lang, t,
                                                      extra=timer)
        elif status == COMPUTER:
            self.prompt.innerHTML = render.waiting_html(names[state.waiting_for], t)
        else:
            self.prompt.innerHTML = render.over_html(status == MATCH_OVER, t)
        self.prompt.dataset.kind = status
        self._render_why(state, names)
        self._render_ready(state)

    def _turn_words(self, win: Action | None, lifted: str | None) -> str:
        """The turn's instruction: a win on offer first; "tap" on a touch screen, "click"
        (and the keys) with a mouse."""
        t, lang = self.i18n.t, self.i18n.lang
        if win is not None:
            return t("why.turn_win")
        if lifted is not None:
            key = "how.lifted.touch" if self.touch else "how.lifted.pointer"
            return t(key, tile=face_name(lifted, lang))
        return t("how.turn.touch" if self.touch else "how.turn.pointer")

    def _render_ready(self, state: TableState) -> None:
        """The ready aid of the state (app.table.state.Ready), with the coach's advice."""
        t, lang = self.i18n.t, self.i18n.lang
        coach = self.learn.coach_html(state.status)
        aid = state.ready
        self.ready_el.hidden = not (aid or coach)
        if aid is None:
            if coach:
                self.draw_part("ready", self.ready_el, coach)
                self.ready_el.dataset.kind = "coach"
            return
        if aid.kind == "win":
            html = explain.win_ready_html(state.win.tile, state.win.points, lang, t)
        elif aid.distance is not None:
            html = explain.distance_html(aid.distance, lang, t, turn=state.status == TURN)
        else:
            html = render.ready_html(aid.waits, aid.after, lang, t)
        self.draw_part("ready", self.ready_el, html + coach)
        self.ready_el.dataset.kind = aid.kind

    def _render_why(self, state: TableState, names: list[str]) -> None:
        """The notices under the prompt: a win the 8-point minimum refused the person (at
        that moment, with its points and fans), an offer the claim setting passed. They stay
        until the person's next move (in the language of the moment); a new hand starts
        without them."""
        t, lang = self.i18n.t, self.i18n.lang
        if state.new_hand:
            self.notices_shown = []
        if state.notices:
            self.notices_shown = list(state.notices)
        html = []
        for kind, note in self.notices_shown:
            if kind == "link":
                html.append(explain.link_bad_html(note, self.i18n.t))
                continue
            if kind == "refused":
                html.append(explain.refused_html(note, PERSON, names, lang, t))
                said = explain.refused_text(note, PERSON, names, lang, t)
            else:
                _, face, discarder = note
                html.append(explain.passed_html(face, discarder, PERSON, names, lang, t))
                said = explain.passed_text(face, discarder, PERSON, names, lang, t)
            if state.notices:
                self._why_said.append(said)
        self.why_el.innerHTML = "".join(html)
        self.why_el.hidden = not html

    def _tick(self) -> None:
        if not self._ticking:
            self._ticking = True
            window.setTimeout(self._tick_proxy, 250)

    def _countdown(self, *args: Any) -> None:
        """The claim timer's seconds, counted down in the prompt while the offer is open."""
        self._ticking = False
        deadline = self.manager.claim_deadline
        node = self.prompt.querySelector(".claim-timer-text")
        if deadline is None or is_none(node):
            return
        left = max(0.0, deadline - self.manager.clock())
        node.textContent = self.i18n.t("why.countdown", n=math.ceil(left))
        bar = self.prompt.querySelector(".claim-timer-bar i")
        share = left / max(1, self.manager.claims.timer)
        bar.style.transform = f"scaleX({share:.3f})"  # stepped by the ticks: no animation
        self._tick()

    def _calls(self, state: TableState, names: list[str]) -> None:
        """Call-outs over the seats for claims, kongs, wins and flowers; announcements."""
        t, lang = self.i18n.t, self.i18n.lang
        view, events = state.view, state.events
        where = {info.seat: info.position for info in state.seats}
        said = []
        for event in events:
            act = event.get("act")
            seat = event.get("seat")
            if act in CALLS:
                node = self.seats[where[seat]].lastChild
                node.textContent = t(f"call.{act}")
                node.classList.remove("show")
                _ = node.offsetWidth  # restart the animation
                node.classList.add("show")
                said.append(render.said(t, "ann.call", names[seat], call=t(f"call.{act}")))
            elif act == "discard" and seat != PERSON:
                said.append(render.said(t, "ann.discard", names[seat],
                                        tile=face_name(event["tile"], lang)))
        status = state.status
        if status == TURN and view.drawn and events:
            said.append(t("ann.drew", tile=face_name(view.drawn, lang)))
        elif status == CLAIM and events and view.offer is not None:
            said[-1:] = [render.said(t, "ann.claim", names[view.offer.seat],
                                     tile=face_name(view.offer.tile, lang))]
        said, self._why_said = said + self._why_said, []
        if said:
            self.ctx.announce(". ".join(said[-3:]))

    # ------------------------------------------------------------------ panels

    def _show_result_soon(self) -> None:
        """At a player's pace the table stays in view when a hand ends (the win, its call-out,
        the hands turned up: issue 53), the prompt offering the results, its Results button
        focused; the panel opens when the player asks. At instant pace (tests, benchmarks:
        nobody watches) it opens at once."""
        if PACES.get(self.manager.pace, 0) <= 0:
            self.open_panel("hand")
        else:
            self._focus_play()

    def redraw_all(self) -> None:
        """Forget each part's markup as last set, so the next render sets every part afresh."""
        self._drawn.clear()

    def open_panel(self, name: str, html: str | None = None) -> None:
        """Show panel ``name`` (app.table.panels), or ``html`` given (a "working" state)."""
        self.panel = name
        self.manager.hold("panel")  # released by close_panel, whichever way the panel is left
        if html is None:
            html = panels.panel_html(self, name)
        self.box.innerHTML = html
        self.box.className = f"mt-panel panel-{name}"
        self.overlay.hidden = False
        self.root.dataset.panel = name
        self._set_inert(True)
        self.box.scrollTop = 0
        first = self.box.querySelector(".panel-actions .btn.primary")
        if name == "confirm":
            first = self.box.querySelector("#mt-keep")
        if not is_none(first):
            first.focus()
            self.box.scrollTop = 0  # focusing the button below must not hide the title
        if name == "log":  # the newest entry in sight
            entries_el = self.box.querySelector(".hand-log")
            entries_el.scrollTop = entries_el.scrollHeight

    def _set_inert(self, inert: bool) -> None:
        """Under a panel the table is out of reach of Tab, keys and clicks."""
        for node in self.behind:
            node.inert = inert

    def close_panel(self, focus: bool = True) -> None:
        """Close the panel on show, and let the computer players move again."""
        self.panel = None
        self.overlay.hidden = True
        self.root.dataset.panel = ""
        self._set_inert(False)
        self.box.innerHTML = ""
        self.manager.release("panel")
        if focus:
            self._focus_play()

    # ------------------------------------------------------------------ events

    def _click(self, event: Any) -> None:
        target = event.target.closest("button, a")
        if is_none(target):
            return
        if target.classList.contains("ht"):
            self._tap_tile(int(target.dataset.index))
        elif target.classList.contains("act"):
            self._act(target)
        elif target.classList.contains("fan"):
            result = self.state.hand.result if self.state is not None else None
            toggle_fan(self.box, result.score if result else None, target)
        else:
            self.press(str(target.id or target.getAttribute("data-do") or ""), target)

    def press(self, name: str, target: Any = None) -> None:
        """A button of the table's markup by its name (the Menu's, a panel's, the next hand's)."""
        manager = self.manager
        if self.learn.replay_button(name, target) or self.guide.button(name, target):
            return
        if name == "mt-review":
            self.learn.open_review(whole_match=False)
        elif name == "mt-match-review":
            self.learn.open_review(whole_match=True)
        elif name == "mt-match-back":
            self.open_panel("match")
        elif name == "mt-replay":
            self.learn.open_hand(None)
        elif name == "mt-replay-hand":
            self.learn.open_hand(int(target.dataset.hand))
        elif name == "mt-moment":
            self.learn.open_moment(int(target.dataset.hand), int(target.dataset.event))
        elif name == "mt-daily":
            self.learn.start_daily()
        elif name == "mt-dy-share":
            self.learn.share_daily()
        elif name == "mt-paste":
            self._paste_from = self.panel
            self.open_panel("paste")
            self.box.querySelector("#mt-rp-text").focus()
        elif name == "mt-rp-paste-open":
            self.learn.paste_open()
        elif name == "mt-rp-paste-back":
            back, self._paste_from = self._paste_from, None
            self.open_panel(back if back in ("menu", "setup") else "setup")
        elif name == "mt-start":
            self.start_match()
        elif name == "mt-menu":
            if manager.match is None:
                self.open_panel("setup")
            else:
                self.open_panel("menu")
        elif name in ("mt-close", "mt-keep", "mt-look"):
            self.close_panel()
        elif name == "mt-new":
            self.open_panel("confirm")
        elif name in ("mt-new-confirm", "mt-again"):
            manager.abandon()
            self.open_panel("setup")
        elif name == "mt-next":
            self.next_hand()
        elif name == "mt-results":
            self.open_panel("hand")
        elif name == "mt-log":
            self._log_from = self.panel
            self.open_panel("log")
        elif name == "mt-log-back":
            self._log_back()
        elif name == "mt-discard":
            if self.confirming is not None:
                self._discard(self.state.view.held[self.confirming])
        elif name == "mt-keep-tile":
            self.confirming = None
            self.lifted = None
            self.render()
            self._focus_play()

    def _log_back(self) -> None:
        """Back from the log to the panel it was opened from (the menu, the hand's end)."""
        back, self._log_from = self._log_from, None
        if back in ("menu", "hand"):
            self.open_panel(back)
        else:
            self.close_panel()

    def start_match(self, daily: bool = False) -> None:
        """Deal the match set up (``daily``: the day's table, its settings not kept)."""
        manager = self.manager
        if not daily:
            self.records.set_setting("table-level", self.level)
            self.records.set_setting("table-hands", str(self.hands))
            self.learn.ordinary_match()
        seed, self.seed = self.seed, None
        self.link_bad = None  # said once: not again on the next set-up
        self.lifted = None
        self.end_shown = None
        if daily:
            manager.start(self.learn.daily_level(), 1, seed)
        else:
            manager.start(self.level, self.hands, seed)
        self.guide.started(daily)
        self.close_panel()  # (which lets the computer players move)
        self.render()
        self._announce_start()

    def _announce_start(self) -> None:
        view = self.manager.view()
        self.ctx.announce(self.i18n.t("ann.started", wind=self.i18n.t(f"wind.{view.seat_wind}")))

    def next_hand(self) -> None:
        """On to the next hand, or to the match's results when the match is over."""
        manager = self.manager
        if manager.status == MATCH_OVER:
            self.open_panel("match")
            return
        if self.panel is not None:
            self.close_panel()
        self.lifted = None
        self.confirming = None
        manager.next_hand()
        self._focus_play()

    def _tap_tile(self, index: int) -> None:
        if self.manager.status != TURN:
            return
        if self.lifted == index:
            self.discard_lifted()
            return
        self.lifted = index
        self.confirming = None
        self.render()
        self.focus_tile(index)

    def discard_lifted(self) -> None:
        """Discard the lifted tile; while a win is on offer, ask first (a second tap, a
        double tap or Enter again only asks: the discard is the question's own button)."""
        if self.state.win is not None:
            if self.confirming != self.lifted:
                self.confirming = self.lifted
                self.render()
                self.focus_tile(self.lifted)
            return
        self._discard(self.state.view.held[self.lifted])

    def _discard(self, face: str) -> None:
        self.lifted = None
        self.confirming = None
        self.notices_shown = []
        if self.manager.play(Action("discard", face)):
            self._focus_play()

    def _act(self, button: Any) -> None:
        tiles = tuple(str(button.dataset.tiles or "").split())
        action = Action(str(button.dataset.act), str(button.dataset.tile or ""), tiles)
        self.lifted = None
        self.confirming = None
        self.notices_shown = []
        if self.manager.play(action):
            self._focus_play()

    def _change(self, event: Any) -> None:
        target = event.target
        if self.learn.change_control(target):
            return
        group = target.closest("[data-setting]")
        if is_none(group):
            return
        setting = str(group.dataset.setting)
        value = str(target.value)
        if setting == "level" and value in self.manager.levels:
            self.level = value
        elif setting == "hands" and value in ("1", "16"):
            self.hands = int(value)
        elif setting == "pace" and value in PACE_CHOICES:
            self.manager.pace = value
            self.records.set_setting("table-pace", value)
        elif setting == "claims" and value in claim_settings.CLAIM_CHOICES:
            self.manager.claims = self.manager.claims._replace(claims=value)
            claim_settings.store(self.records, self.manager.claims)
        elif setting == "timer" and value in {str(s) for s in claim_settings.TIMER_CHOICES}:
            self.manager.claims = self.manager.claims._replace(timer=int(value))
            claim_settings.store(self.records, self.manager.claims)
        elif self.learn.change(setting, value, target):
            if self.manager.match is not None and self.panel is None:
                self.render()
        elif setting == "ready":
            self.ready_on = value == "on"
            self.records.set_setting("table-ready", value)
            if self.manager.match is not None:
                self.render()

    # ------------------------------------------------------------------ keys and focus

    def focus_tile(self, index: int) -> None:
        """Keyboard focus on the person's tile at ``index``."""
        node = self.hand_el.querySelector(f'.ht[data-index="{index}"]')
        if not is_none(node):
            node.focus()

    def _focus_play(self) -> None:
        """After a move, keep the keyboard where play goes on: the claim options or the hand
        (only when the focus is on this view or nowhere, never pulled from elsewhere)."""
        active = document.activeElement
        if not (is_none(active) or active == document.body or self.section.contains(active)):
            return
        status = self.manager.status
        if status == CLAIM:
            node = self.prompt.querySelector(".act")
        elif status == TURN:
            node = self.hand_el.querySelector('.ht[tabindex="0"]')
        else:
            node = self.prompt.querySelector('[data-do="mt-results"]')
        if not is_none(node):
            node.focus()


def timings(*args: Any) -> str:
    """The computer players' decision times and whole moves in the page (ms), as JSON
    ``{"decisions": [...], "moves": [...]}``, for bench/table_page.py."""
    manager = _views[-1].manager if _views else None
    if manager is None:
        return "{}"
    return json.dumps({"decisions": list(manager.decision_ms), "moves": list(manager.move_ms)})


_views: list[TableView] = []


def _add_stylesheet(section: Any) -> None:
    """Load table.css and table-learning.css with the view, the view hidden until they arrive."""
    dom.stylesheet(STYLESHEET, "mt-css", section)


def create(ctx: AppContext) -> TableView:
    """The table view for the router."""
    ctx.i18n.use("scorer", "table", "learn", "guide")
    _add_stylesheet(dom.by_id("view-table"))
    view = TableView(ctx)
    _views.append(view)
    window.mahjongTableTimings = create_proxy(timings)
    return view
