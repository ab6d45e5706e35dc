"""Around the table, in the page: How to play (at any time: the bar's "?" button, the set-up
and the Menu), the player's history (the set-up and the Menu), the Menu from a hand's and a
match's results (its Back returns there), a new match that keeps the one in progress aside
(continued later from the set-up), and a refused win carried into the hand's results. The
table view (app.table.view) holds one ``Guide`` and calls its hooks; the markup is
app.table.help and app.table.history_page, the stores table.history and table.aside.
"""

from __future__ import annotations

from datetime import UTC, datetime
from html import escape
from typing import Any

from app.table import explain, history_page
from app.table import help as help_page
from app.table.manager import PLAYED_ONLY
from app.table.render import signed
from table import aside, hand_record, history
from table.daily import today

PERSON = 0
PANELS = (help_page.PANEL, history_page.PANEL)
BACK = {"help": "mt-help-back", "history": "mt-history-back"}
"""Each panel's way back (Escape presses it)."""
OVER = ("hand_over", "match_over")


class Guide:
    """See the module docstring."""

    def __init__(self, view: Any) -> None:
        self.view = view
        self.storage = view.ctx.storage
        self._back: dict[str, str | None] = {}  # our panel -> the panel it was opened from
        self._menu_from: str | None = None  # the results the Menu was opened from

    # ------------------------------------------------------------------ markup

    def _button_html(self, id_: str, key: str, primary: bool = False, more: str = "") -> str:
        t = self.view.i18n.t
        kind = "btn primary" if primary else "btn"
        return (f'<button type="button" class="{kind}" id="{id_}">{escape(t(key))}{more}'
                "</button>")

    def panel_html(self, name: str) -> str:
        t, lang = self.view.i18n.t, self.view.i18n.lang
        if name == help_page.PANEL:
            return help_page.help_html(lang, t)
        return history_page.history_html(history.summary(history.load(self.storage)), lang, t)

    def setup_actions(self) -> str:
        """The set-up's ways: the match kept aside, How to play, the history."""
        t = self.view.i18n.t
        kept = aside.peek(self.storage)
        resume = ""
        if kept is not None:
            about = t("aside.about", n=kept.hand, total=kept.hands,
                      score=signed(kept.score, t))
            resume = self._button_html(
                "mt-aside-resume", "aside.resume", more=f' <small>({escape(about)})</small>')
        return resume + self.menu_actions()

    def menu_actions(self) -> str:
        return (self._button_html("mt-help-open", "help.button")
                + self._button_html("mt-history", "past.button"))

    def results_actions(self) -> str:
        """The results' Menu button (the bar's is out of reach under the panel)."""
        return self._button_html("mt-results-menu", "guide.menu")

    def confirm_html(self) -> str:
        """The question before a new match: the one in progress is kept aside."""
        t = self.view.i18n.t
        kept = aside.peek(self.storage)
        replaces = ""
        if kept is not None:
            words = t("aside.replaces", n=kept.hand, total=kept.hands)
            replaces = f'<p class="sub">{escape(words)}</p>'
        return (
            f'<h2 id="mt-panel-title" class="panel-title">{escape(t("mt.new"))}</h2>'
            f'<p class="intro">{escape(t("aside.ask"))}</p>{replaces}'
            '<div class="panel-actions">'
            + self._button_html("mt-keep", "mt.keep", primary=True)
            + self._button_html("mt-new-confirm", "mt.new.confirm")
            + "</div>"
        )

    def end_notes(self) -> str:
        """The refused win still on show at the hand's end, for its results."""
        view = self.view
        return explain.end_notes_html(view.notices_shown, PERSON, view.names(), view.i18n.lang,
                                      view.i18n.t)

    # ------------------------------------------------------------------ the history

    def started(self, daily: bool) -> None:
        """A match is dealt (``daily``: the day's table)."""
        manager = self.view.manager
        match = manager.match
        history.begin_match(self.storage, match.seed, match.hands, manager.level, daily)

    def hand_over(self) -> None:
        """A hand's results are shown: it is counted (once) in the history."""
        manager = self.view.manager
        match = manager.match
        place = match.placings()[PERSON] if match.over else None
        history.count_hand(self.storage, hand_record(match.table), match.hands, manager.level,
                           self.view.learn.daily_day() is not None, today(datetime.now(UTC)),
                           place)

    # ------------------------------------------------------------------ buttons

    def button(self, name: str, target: Any) -> bool:
        """Our buttons (and the Menu's way back to the results); True when handled."""
        view = self.view
        if name in ("mt-help", "mt-help-open", "mt-history"):
            panel = "history" if name == "mt-history" else "help"
            self._back[panel] = view.panel if view.panel not in PANELS else None
            view.open_panel(panel)
        elif name in BACK.values():
            panel = next(p for p, b in BACK.items() if b == name)
            self._go_back(self._back.pop(panel, None))
        elif name == "mt-history-replay":
            best = history.load(self.storage).best
            if best is None:
                return False
            view.learn.open_record(best.record, "history", back="history")
        elif name == "mt-results-menu":
            self._menu_from = view.panel
            view.open_panel("menu")
        elif name in ("mt-close", "mt-keep") and self._menu_from:
            back, self._menu_from = self._menu_from, None
            self._go_back(back if view.manager.status in OVER else None)
        elif name == "mt-aside-resume":
            self._resume_kept()
        elif name == "mt-new" and view.manager.status == "match_over":
            self._menu_from = None  # nothing in progress to keep: straight to the set-up
            view.manager.abandon()
            view.open_panel("setup")
        else:
            match = view.manager.match
            if name == "mt-new-confirm" and match is not None and not match.over:
                aside.keep(self.storage, view.manager.level, match)
            if name in ("mt-menu", "mt-new-confirm", "mt-again"):
                self._menu_from = None
            return False
        return True

    def _go_back(self, panel: str | None) -> None:
        if panel is None:
            self.view.close_panel()
        else:
            self.view.open_panel(panel)

    def _resume_kept(self) -> None:
        """Continue the match kept aside (none there any more: the set-up again)."""
        view = self.view
        manager = view.manager
        saved = None if manager.match is not None else aside.take(
            self.storage, manager.levels + PLAYED_ONLY)
        if saved is None:
            view.open_panel("setup")
            return
        manager.saved = saved
        view.end_shown = None
        view.lifted = None
        view.close_panel()
        view.show("")
