"""Learning at the table, in the page: the review after each hand and of the match, the
replay (from a review moment, a shared link, a pasted record line), the coach beside the ready
aid, and the daily table with par. The table view (app.table.view) holds one ``Learning`` and
calls its hooks; the words and markup are app.table.review, app.table.replay and
app.table.daily.

Long work (a review, par) is done after the browser has drawn a "working" state: a panel
says so first, then a timer runs the work and fills it in.
"""

from __future__ import annotations

import time
from datetime import UTC, date, datetime
from html import escape
from typing import Any

from app.table import daily as daily_page
from app.table import render
from app.table import replay as replay_page
from app.table import review as review_page
from app.table.render import choice_group
from app.table.state import seats_of
from pyodide.ffi import create_proxy
from pyscript import window
from pyscript.ffi import is_none
from table import daily as daily_table
from table.players.strong import StrongPlayer
from table.replay import RecordError
from table.review import HandReview, advice, review_hand

COACH_SETTING = "table-coach"
WORK_DELAY_MS = 40
"""A moment for the browser to draw the "working" state before Python holds the page."""
PERSON = 0
PANELS = ("review", "match-review", "paste")


class Learning:
    """The learning side of the table view (see the module docstring)."""

    def __init__(self, view: Any) -> None:
        self.view = view
        self.records = view.records
        self.coach_on = self.records.get_setting(COACH_SETTING) == "on"
        self.replay: replay_page.ReplayState | None = None
        self.reviews: dict[tuple[int, int], HandReview] = {}
        self._review_of: tuple[int, int] | None = None  # the hand the review panel shows
        self._back_to: str | None = None  # where the replay's Close goes: review, match-review
        self._link: str | None = None
        self._paste_error = ""
        self._paste_text = ""
        self._coach: dict[tuple, str] = {}
        self._coach_player = StrongPlayer()  # its own, never the computers'
        self._par: dict[date, int] = {}
        self._copied = False
        self._work: Any = None
        self._work_proxy = create_proxy(self._do_work)

    # ------------------------------------------------------------------ settings

    def settings_html(self) -> str:
        """The coach setting (off by default), for the set-up panel and the menu."""
        t = self.view.i18n.t
        return choice_group(
            "coach", t("coach.legend"), [("on", t("mt.on"), ""), ("off", t("mt.off"), "")],
            "on" if self.coach_on else "off", t("coach.about", cost=review_page.CLAIM_COST),
        )

    def change(self, setting: str, value: str, target: Any) -> bool:
        """A radio button or the timeline changed; True when it was one of ours."""
        if setting == "coach" and value in ("on", "off"):
            self.coach_on = value == "on"
            self.records.set_setting(COACH_SETTING, value)
            return True
        return False

    def change_control(self, target: Any) -> bool:
        """The replay's own controls (no ``data-setting`` group): the timeline, open hands."""
        if self.replay is None:
            return False
        if str(target.id) == "mt-rp-range":
            self.replay.go(int(str(target.value)))
            self._draw_replay(focus="#mt-rp-range")
            return True
        if str(target.name) == "rp-show":
            self.replay.open_all = str(target.value) == "all"
            self._draw_replay(focus=f'input[name="rp-show"][value="{target.value}"]')
            return True
        return False

    # ------------------------------------------------------------------ the coach

    def coach_html(self, status: str) -> str:
        """The coach's advice for the person's decision on show ("" when off or not asked)."""
        manager = self.view.manager
        if not self.coach_on or status not in ("turn", "claim"):
            return ""
        table = manager.table
        key = (manager.match.seed, manager.match.hand_number, len(table.log), status,
               self.view.i18n.lang)
        hit = self._coach.get(key)
        if hit is None:
            actions = manager.person_actions()
            if len(self._coach) > 32:
                self._coach.clear()
            said = advice(manager.view(), actions, self._coach_player)
            hit = self._coach[key] = review_page.coach_html(
                said, self.view.i18n.lang, self.view.i18n.t)
        return hit

    # ------------------------------------------------------------------ the daily table

    def daily_day(self) -> date | None:
        """The day whose daily table is on the table, or None for an ordinary match."""
        match = self.view.manager.match
        now = daily_page.current(self.records)
        if match is None or now is None or match.hands != 1 or match.seed != now[1]:
            return None
        return now[0]

    def start_daily(self) -> None:
        day = daily_table.today(datetime.now(UTC))
        table = daily_table.daily_table(day)
        daily_page.set_current(self.records, day, table.seed)
        self.reviews.clear()
        self.end_replay()
        self.view.seed = table.seed
        self.view.start_match(daily=True)

    def daily_level(self) -> str:
        """The computer players of the daily table (the same for everyone)."""
        return daily_table.PLAYERS

    def setup_actions(self, paste_button: str) -> str:
        """The set-up panel's ways in besides a match: the daily table, a hand to replay."""
        t = self.view.i18n.t
        return (f'<button type="button" class="btn" id="mt-daily" title="{escape(t("dy.about"))}">'
                f'{escape(t("dy.button"))}</button>{paste_button}'
                f'<a class="btn" id="mt-puzzles" href="#/puzzles">{escape(t("nav.puzzles"))}</a>')

    def ordinary_match(self) -> None:
        """A match that is not the daily table begins."""
        daily_page.set_current(self.records, None)
        self.reviews.clear()
        self.end_replay()

    def daily_html(self) -> str:
        """The daily table's block in the hand-over panel ("" for an ordinary match); par is
        worked out after the panel is drawn (``_fill_daily``)."""
        day = self.daily_day()
        if day is None:
            return ""
        par = self._par.get(day)
        if par is None:
            self._later("daily")
            t = self.view.i18n.t
            return (f'<section class="dy-result" aria-busy="true"><p role="status">'
                    f'{escape(t("dy.working"))}</p></section>')
        return self._daily_result(day, par)

    def _daily_result(self, day: date, par: int) -> str:
        manager = self.view.manager
        points = manager.table.result.payments[PERSON]
        first = daily_page.load_results(self.records).get(day)
        kept = daily_page.store_result(self.records, day, points, par)
        shown_points, shown_par = kept
        today = daily_table.today(datetime.now(UTC))
        return daily_page.result_html(
            day, shown_points, shown_par, daily_page.days_in_a_row(self.records, today),
            first is None or first == (points, par), self.view.i18n.t, self._copied,
        )

    def _fill_daily(self) -> None:
        day = self.daily_day()
        if day is None or self.view.panel != "hand":
            return
        self._par[day] = daily_table.par(daily_table.daily_table(day)).points
        node = self.view.box.querySelector(".dy-result")
        if not is_none(node):
            node.outerHTML = self._daily_result(day, self._par[day])

    def share_daily(self) -> None:
        day = self.daily_day()
        if day is None:
            return
        points, par = daily_page.load_results(self.records)[day]
        text = daily_page.share_text(day, points, par, self.view.i18n.t)
        self._copy(text)
        node = self.view.box.querySelector(".dy-copied")
        if not is_none(node):
            node.textContent = self.view.i18n.t("dy.copied")
        self.view.box.dataset.shared = text

    # ------------------------------------------------------------------ the review

    def hand_actions(self) -> str:
        """The Review and Replay buttons of the hand-over panel."""
        t = self.view.i18n.t
        return (f'<button type="button" class="btn" id="mt-review">'
                f'{escape(t("rv.button"))}</button>'
                f'<button type="button" class="btn" id="mt-replay">'
                f'{escape(t("rp.button"))}</button>')

    def match_actions(self) -> str:
        t = self.view.i18n.t
        return (f'<button type="button" class="btn" id="mt-match-review">'
                f'{escape(t("rv.match_button"))}</button>')

    def _records(self) -> list[dict]:
        return self.view.manager.match.records

    def _review(self, record: dict, keep: bool = True) -> HandReview:
        """The person's review of a hand of the match (kept), or of a shared or pasted one;
        its time in the page is left in ``data-review-ms`` (for bench/review.py)."""
        key = (record["seed"], record["hand"])
        hit = self.reviews.get(key) if keep else None
        if hit is None:
            started = time.perf_counter()
            hit = review_hand(record, PERSON)
            self.view.root.dataset.reviewMs = f"{(time.perf_counter() - started) * 1000:.1f}"
            if keep:
                self.reviews[key] = hit
        return hit

    def open_review(self, whole_match: bool) -> None:
        """Show "working", then the review of the hand just played (or of the match)."""
        view = self.view
        name = "match-review" if whole_match else "review"
        match = view.manager.match
        records = self._records()
        wanted = records if whole_match else records[-1:]
        if whole_match:
            self._review_of = None
        else:
            self._review_of = (match.seed, records[-1]["hand"])
        if all((r["seed"], r["hand"]) in self.reviews for r in wanted):
            view.open_panel(name)
            return
        view.open_panel(name, html=review_page.working_html(view.i18n.t))
        self._later(name)

    def panel_html(self, name: str) -> str:
        """The markup of one of our panels (``PANELS``)."""
        t, lang = self.view.i18n.t, self.view.i18n.lang
        if name == "paste":
            return replay_page.paste_html(t, self._paste_error, self._paste_text)
        records = self._records()
        if name == "match-review":
            reviews = [self._review(r) for r in records]
            back = "mt-match-back"
            hands = "".join(
                f'<button type="button" class="btn" data-do="mt-replay-hand" '
                f'data-hand="{r["hand"]}">{escape(t("rv.hand", n=r["hand"]))}</button>'
                for r in records
            )
            return review_page.review_html(reviews, lang, t, True, back).replace(
                '<div class="panel-actions">',
                f'<h3>{escape(t("rp.button"))}</h3><div class="rv-hands">{hands}</div>'
                '<div class="panel-actions">', 1)
        else:
            record = next(r for r in records if (r["seed"], r["hand"]) == self._review_of)
            reviews = [self._review(record)]
            back = "mt-results"
        return review_page.review_html(reviews, lang, t, name == "match-review", back)

    # ------------------------------------------------------------------ the replay

    def open_hand(self, hand: int | None) -> None:
        """The replay of a hand of the match from its start (None: the last one played)."""
        records = self._records()
        record = records[-1] if hand is None else next(
            (r for r in records if r["hand"] == hand), None)
        if record is None:
            return
        self.open_moment(record["hand"], -1)

    def open_moment(self, hand: int, event: int) -> None:
        """Tapping a review moment: the replay of its hand at that moment."""
        view = self.view
        record = next((r for r in self._records() if r["hand"] == hand), None)
        if record is None:
            return
        self._back_to = view.panel
        review = self._review(record)
        state = replay_page.ReplayState(record, PERSON, review.moments + review.ties,
                                        source="daily" if self.daily_day() else "match")
        state.go_to_event(event)
        self._begin_replay(state)

    def open_record(self, record: dict, source: str, back: str | None = None) -> None:
        """A shared, pasted or kept hand: its replay at once, its review's marks after
        (``back``: the panel its Close returns to)."""
        self._back_to = back
        self._begin_replay(replay_page.ReplayState(record, PERSON, source=source))
        self._later("marks")

    def _begin_replay(self, state: replay_page.ReplayState) -> None:
        view = self.view
        view.manager.hold("replay")
        if view.panel is not None:
            view.close_panel(focus=False)
        self.replay = state
        self._link = None
        self._draw_replay(focus="#mt-rp-fwd")
        view.ctx.announce(view.i18n.t("rp.title", n=state.hand))

    def end_replay(self) -> None:
        """The replay is over (closed, or a match begun from the Menu over it): the table is
        drawn afresh, and the replay holds the game no more."""
        self._back_to = None
        if self.replay is not None:
            self.replay = None
            self._link = None
            self.view.redraw_all()
            self.view.manager.release("replay")

    def close_replay(self) -> None:
        """Back to the panel the replay was opened from (the set-up if no match is on), or
        to the table, where play goes on."""
        view = self.view
        back = self._back_to
        if back in ("review", "match-review", "hand", "match", "history"):
            view.open_panel(back)  # before the replay ends: the panel holds the game from now on
        elif view.manager.match is None:
            view.open_panel("setup")
        self.end_replay()
        if view.manager.match is not None:
            view.render()

    def render_replay(self) -> bool:
        """Draw the replay instead of the match, if one is open."""
        if self.replay is None:
            return False
        self._draw_replay()
        return True

    def _draw_replay(self, focus: str | None = None) -> None:
        view, state = self.view, self.replay
        assert state is not None
        t, lang = view.i18n.t, view.i18n.lang
        table = state.table()
        person = state.person
        seat_view = table.view(person)
        names = view.names()
        opened = (s for s in range(4) if s != person) if state.open_all or table.over else ()
        seats = seats_of(table, person, names, table.final_scores,
                         {d.seat for d in table.pending()}, set(opened))
        latest = render.latest_discard(table.events)
        for info in seats.values():
            view.draw_part(info.position, view.seats[info.position].firstChild, render.seat_html(
                seat_view, info, names, lang, t, latest))
            view.seats[info.position].dataset.active = "1" if info.active else "0"
        hands = max(state.hand, view.manager.match.hands if view.manager.match else 1)
        view.draw_part("center", view.center, render.compass_html(
            seat_view, state.hand, hands, list(seats.values()), t, latest, names, lang,
            render.self_drawn_win(table.events)))
        hand = render.hand_html(seat_view, None, set(), False, lang, t)
        if table.over or (state.open_all and table.drawn and table.turn == person):
            hand = "".join(render.tile(f, lang, "ht") for f in table.hand_of(person))
        view.draw_part("hand", view.hand_el, hand)
        view.root.dataset.state = "replay"
        view.root.dataset.replayEvent = str(state.event)
        view.status_el.textContent = t("rp.title", n=state.hand)
        view.prompt.innerHTML = replay_page.controls_html(state, t, self._link)
        view.prompt.dataset.kind = "replay"
        note = replay_page.moment_note_html(state, lang, t)
        view.why_el.innerHTML = note
        view.why_el.hidden = not note
        view.ready_el.hidden = True
        if focus:
            node = view.prompt.querySelector(focus)
            if is_none(node) or node.hasAttribute("disabled"):
                node = view.prompt.querySelector(".rp-step-btn:not([disabled])")
            if not is_none(node):
                node.focus()

    def replay_button(self, name: str, target: Any) -> bool:
        """The replay's buttons; True when it was one of them."""
        state = self.replay
        if state is None:
            return False
        moves = {"mt-rp-start": -len(state.points), "mt-rp-back": -1, "mt-rp-fwd": 1,
                 "mt-rp-end": len(state.points)}
        if name in moves:
            state.step(moves[name])
            self._draw_replay(focus=f"#{name}")
            self.view.ctx.announce(self.view.i18n.t(
                "rp.ann", i=state.index + 1, n=len(state.points)))
        elif name == "mt-rp-go":
            state.go(int(str(target.dataset.point)))
            self._draw_replay(focus="#mt-rp-range")
        elif name == "mt-rp-close":
            self.close_replay()
        elif name == "mt-rp-share":
            code = state.share_code()
            if code is not None:
                loc = window.location
                self._link = f"{loc.origin}{loc.pathname}#/table?{replay_page.ROUTE_KEY}={code}"
                self._copy(self._link)
                self._draw_replay(focus="#mt-rp-link")
        else:
            return False
        return True

    def key(self, action: str) -> bool:
        """Keys while replaying: arrows step, Home and End jump, Escape closes."""
        if self.replay is None:
            return False
        moves = {"left": "mt-rp-back", "right": "mt-rp-fwd", "first": "mt-rp-start",
                 "last": "mt-rp-end", "escape": "mt-rp-close"}
        if action in moves:
            self.replay_button(moves[action], None)
            return True
        return False

    # ------------------------------------------------------------------ pasted and shared

    def paste_open(self) -> None:
        node = self.view.box.querySelector("#mt-rp-text")
        text = "" if is_none(node) else str(node.value)
        try:
            record = replay_page.parse_pasted(text)
        except (RecordError, ValueError) as exc:
            self._paste_error, self._paste_text = str(exc).splitlines()[0], text
            self.view.open_panel("paste")
            node = self.view.box.querySelector("#mt-rp-text")
            if not is_none(node):
                node.focus()
            return
        self._paste_error = self._paste_text = ""
        self.open_record(record, "pasted")

    def route(self, params: dict[str, str]) -> bool:
        """``replay=<code>`` opens a shared hand, ``daily=1`` the daily table; True if one did."""
        code = params.get(replay_page.ROUTE_KEY)
        if code:
            try:
                record = replay_page.parse_pasted(code)
            except (RecordError, ValueError) as exc:
                self._paste_error = str(exc).splitlines()[0]
                self._paste_text = code
                self.view.open_panel("paste")
                return True
            self.open_record(record, "shared")
            return True
        if params.get("daily") == "1" and self.daily_day() != daily_table.today(
                datetime.now(UTC)):
            self.start_daily()
            return True
        return False

    # ------------------------------------------------------------------ work after a draw

    def _later(self, what: str) -> None:
        self._work = what
        window.setTimeout(self._work_proxy, WORK_DELAY_MS)

    def _do_work(self, *args: Any) -> None:
        what, self._work = self._work, None
        view = self.view
        if what == "daily":
            self._fill_daily()
        elif what in ("review", "match-review") and view.panel == what:
            if what == "match-review":  # one hand a tick, the progress said between them
                records = self._records()
                todo = [r for r in records if (r["seed"], r["hand"]) not in self.reviews]
                if todo:
                    self._review(todo[0])
                    node = view.box.querySelector(".rv-progress")
                    if not is_none(node):
                        node.textContent = view.i18n.t(
                            "rv.progress", n=len(records) - len(todo) + 1, total=len(records))
                    if len(todo) > 1:
                        self._later(what)
                        return
            view.open_panel(what)
        elif what == "marks" and self.replay is not None:
            state = self.replay
            review = self._review(state.record, keep=False)
            moments = review.moments + review.ties
            if self.replay is state:
                keep = state.index
                event = state.event
                fresh = replay_page.ReplayState(state.record, PERSON, moments, state.open_all,
                                                state.source)
                fresh.go_to_event(event)
                if keep == 0:
                    fresh.go(0)
                self.replay = fresh
                self._draw_replay()

    def _copy(self, text: str) -> None:
        try:
            clip = window.navigator.clipboard
            if not is_none(clip):
                clip.writeText(text)
        except Exception:  # noqa: BLE001 - no clipboard (an insecure page): the link is shown
            pass
