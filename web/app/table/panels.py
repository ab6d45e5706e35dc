"""The markup of each panel of the table view (app.table.view): the set-up, the menu, the
question before a new match, the end of a hand, the hand's log and the end of the match, with
the parts the learning (app.table.learning) and the guide (app.table.guide) add to them. Read
from the view's state (app.table.state) and settings; no DOM here.
"""

from __future__ import annotations

from html import escape
from typing import Any

from app.table import explain, render
from app.table import log as hand_log
from app.table import settings as claim_settings
from app.table.guide import PANELS as GUIDE_PANELS
from app.table.learning import PANELS as LEARN_PANELS
from app.table.manager import DEFAULT_PACE, MATCH_OVER, PACE_CHOICES, PERSON

ACTIONS = '<div class="panel-actions">'


def panel_html(view: Any, name: str) -> str:
    """The panel ``name`` of the table view ``view`` (setup, menu, confirm, hand, log, match,
    or one of the learning's or the guide's)."""
    t, lang = view.i18n.t, view.i18n.lang
    manager = view.manager
    if name in LEARN_PANELS:
        return view.learn.panel_html(name)
    if name in GUIDE_PANELS:
        return view.guide.panel_html(name)
    if name == "confirm":
        return view.guide.confirm_html()
    claims = claim_settings.settings_html(manager.claims, t) + view.learn.settings_html()
    paste_button = (f'<button type="button" class="btn" id="mt-paste">'
                    f'{escape(t("rp.paste"))}</button>')
    log_button = (f'<button type="button" class="btn" id="mt-log">'
                  f'{escape(t("log.title"))}</button>')
    pace = manager.pace if manager.pace in PACE_CHOICES else DEFAULT_PACE
    if name == "setup":
        bad = explain.link_bad_html(view.link_bad, t) if view.link_bad is not None else ""
        return bad + render.setup_html(
            manager.levels, view.level, view.hands, pace, PACE_CHOICES, view.ready_on, t,
            more=claims,
        ).replace("</button></div>", "</button>" + view.learn.setup_actions(paste_button)
                  + view.guide.setup_actions() + "</div>", 1)  # after Start, in its row
    if name == "menu":
        return render.menu_html(pace, PACE_CHOICES, view.ready_on, t, more=claims,
                                actions=log_button + paste_button + view.guide.menu_actions())
    state, names, match = view.state, view.names(), manager.match
    if name == "hand":
        html = render.hand_over_html(
            state.hand, names, [info.seat for info in state.seats], PERSON,
            manager.status == MATCH_OVER, lang, t,
            actions=view.learn.hand_actions() + log_button + view.guide.results_actions(),
        )
        daily = view.learn.daily_html() + view.guide.end_notes()
        if daily:
            html = html.replace('<div class="end-grid">', daily + '<div class="end-grid">', 1)
        return html
    if name == "log":
        entries = hand_log.lines(state.hand, PERSON, names, lang, t)
        return hand_log.panel_html(entries, match.hand_number, match.hands, lang, t)
    return render.match_over_html(  # the end of the match
        match.tables, match.placings(), match.scores, names, PERSON, lang, t
    ).replace(ACTIONS, ACTIONS + view.learn.match_actions() + view.guide.results_actions(), 1)
