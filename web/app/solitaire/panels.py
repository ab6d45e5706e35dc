"""The panels over the board: the start screen (today's deal or a new one, the streak, the
layout picker, Continue for a deal in progress), the stuck panel, the question before a deal is
given up, the end of a deal (won or lost; Share after a win of the daily deal), the records
(with each layout's streak and a chart of its recent times) and the help; and the frame they
open in (the toolbar, the board's box and the panel's dialog).

Each function fills the dialog box it is given and returns nothing; buttons get stable ids so
tests and the view's handlers can find them.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from app import dom, shell
from app.i18n import Translator
from app.solitaire.chart import times_chart, times_summary
from app.solitaire.fit import FILTERS, layout_groups

# Small line icons (24x24, stroke = currentColor) for the toolbar.
ICONS = {
    "undo": "M9 14 4 9l5-5M4 9h10.5a5.5 5.5 0 0 1 0 11H11",
    "redo": "m15 14 5-5-5-5M20 9H9.5a5.5 5.5 0 0 0 0 11H13",
    "hint": "M9 18h6M10 22h4M12 2a7 7 0 0 0-4 12.7V16h8v-1.3A7 7 0 0 0 12 2z",
    "shuffle": "M16 3h5v5M4 20 21 3M21 16v5h-5M15 15l6 6M4 4l5 5",
    "give-up": "M4 22V4M4 4h13l-2 4 2 4H4",
    "new-deal": "M12 5v14M5 12h14",
    "todays-deal": "M8 2v4M16 2v4M3 9h18M5 4h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5"
    "a2 2 0 0 1-2-2V6a2 2 0 0 1 2-2z",
    "layouts": "M3 3h7v7H3zM14 3h7v7h-7zM14 14h7v7h-7zM3 14h7v7H3z",
    "continue": "M6 4l14 8-14 8z",
    "stats": "M4 20V10M10 20V4M16 20v-7M22 20H2",
    "help": "M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20z",
    "share": "M18 8a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 22a3 3 0 1 0 "
    "0-6 3 3 0 0 0 0 6zM8.6 13.5l6.8 4M15.4 6.5l-6.8 4",
    "whole": "M4 9V4h5M20 9V4h-5M4 15v5h5M20 15v5h-5M9 9h6v6H9z",
    "settings": "M12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM19.4 15a1.7 1.7 0 0 0 .3 1.8l.1.1a2 2 0 1 1"
    "-2.8 2.8l-.1-.1a1.7 1.7 0 0 0-1.8-.3 1.7 1.7 0 0 0-1 1.5V21a2 2 0 1 1-4 0v-.1a1.7 1.7 0 0 "
    "0-1.1-1.5 1.7 1.7 0 0 0-1.8.3l-.1.1a2 2 0 1 1-2.8-2.8l.1-.1a1.7 1.7 0 0 0 .3-1.8 1.7 1.7 0 "
    "0 0-1.5-1H3a2 2 0 1 1 0-4h.1a1.7 1.7 0 0 0 1.5-1.1 1.7 1.7 0 0 0-.3-1.8l-.1-.1a2 2 0 1 1 "
    "2.8-2.8l.1.1a1.7 1.7 0 0 0 1.8.3H9a1.7 1.7 0 0 0 1-1.5V3a2 2 0 1 1 4 0v.1a1.7 1.7 0 0 0 1 "
    "1.5 1.7 1.7 0 0 0 1.8-.3l.1-.1a2 2 0 1 1 2.8 2.8l-.1.1a1.7 1.7 0 0 0-.3 1.8V9a1.7 1.7 0 0 "
    "0 1.5 1H21a2 2 0 1 1 0 4h-.1a1.7 1.7 0 0 0-1.5 1z",
}


def icon(name: str) -> Any:
    """An inline SVG icon, hidden from screen readers (the button has its own label)."""
    span = dom.create("span", "icon", None, aria_hidden="true")
    span.innerHTML = (
        '<svg viewBox="0 0 24 24" width="20" height="20" fill="none" stroke="currentColor" '
        'stroke-width="2" stroke-linecap="round" stroke-linejoin="round">'
        f'<path d="{ICONS[name]}"/></svg>'
    )
    return span


def button(
    button_id: str, text: str, classes: str = "btn", icon_name: str | None = None
) -> Any:
    """A button with a stable id, an optional icon and a visible label."""
    node = dom.create("button", classes, None, type="button", id=button_id)
    if icon_name:
        node.appendChild(icon(icon_name))
    node.appendChild(dom.create("span", "label", text))
    return node


def heading(box: Any, text: str) -> None:
    box.appendChild(dom.create("h2", "panel-title", text, id="sol-panel-title"))


def paragraph(box: Any, text: str, classes: str = "") -> Any:
    node = dom.create("p", classes, text)
    box.appendChild(node)
    return node


def actions(box: Any, buttons: Iterable[Any]) -> Any:
    row = dom.create("div", "panel-actions")
    for b in buttons:
        row.appendChild(b)
    box.appendChild(row)
    return row


# --------------------------------------------------------------------------- start screen


def layout_preview(positions: Iterable[tuple[int, int, int]]) -> str:
    """A small SVG of a layout's shape: a rectangle per tile, upper layers lighter. One path per
    layer (tiles of a layer never overlap), not an element per tile: the start screen shows
    every layout's picture, and a phone lays out and paints a few paths much faster than a
    thousand rectangles. Square corners: at the picture's size (a tile is 4-8 px) a rounded
    corner hardly shows, and its four arcs made the path three times as long (the start
    screen's markup 150 kB instead of 50 kB, parsed, laid out and painted before the first
    paint)."""
    positions = list(positions)
    width = max(x for x, _, _ in positions) + 2
    height = max(y for _, y, _ in positions) + 2
    layers: dict[int, list[str]] = {}
    for x, y, z in sorted(positions, key=lambda p: (p[2], p[1], p[0])):
        left, top = x * 3 - z * 0.6 + 0.2, y * 4 - z * 0.6 + 0.2
        # 5.6 x 7.6, drawn clockwise from the top left corner.
        layers.setdefault(z, []).append(f"M{left:.1f} {top:.1f}h5.6v7.6h-5.6z")
    paths = "".join(
        f'<path class="pv z{min(z, 4)}" d="{"".join(tiles)}"/>' for z, tiles in layers.items()
    )
    return (
        f'<svg viewBox="-2 -2 {width * 3 + 2} {height * 4 + 2}" aria-hidden="true" '
        f'focusable="false" preserveAspectRatio="xMidYMid meet">{paths}</svg>'
    )


# Each layout's picture, made once: the snapshot holds them all (tools/snapshot/prepare.py), so a
# later visit's start screen draws them without making them.
_previews: dict[str, str] = {}


def preview_of(layout: Any) -> str:
    """`layout_preview` of an engine layout, made once per layout."""
    svg = _previews.get(layout.id)
    if svg is None:
        svg = _previews[layout.id] = layout_preview(layout.positions)
    return svg


def start_screen(
    box: Any,
    i18n: Translator,
    layouts: list[Any],
    chosen: str,
    today_best: str,
    deal_buttons: list[Any],
    continue_info: str | None,
    streak: str = "",
    filter_name: str = "all",
) -> Any:
    """Fill the start panel; returns the layout picker (a radio group, in the order given).
    With `continue_info` (a line naming the deal in progress) it offers Continue first.
    `streak` is the chosen layout's streak line. The chosen layout's description stands over
    the picker, and the filters (app.solitaire.fit.FILTERS) over its cards: the cards not under
    `filter_name` are hidden."""
    heading(box, i18n.t("sol.start.title"))
    if continue_info is not None:
        paragraph(box, continue_info, "continue-info").id = "continue-info"
        go_on = button("continue-deal", i18n.t("sol.start.continue"), "btn primary big", "continue")
        deal_buttons = [go_on, *deal_buttons]
    feature = next((x for x in layouts if x.id == chosen), layouts[0] if layouts else None)
    box.appendChild(feature_card(i18n, feature))
    row = actions(box, deal_buttons)
    row.classList.add("deal-choice")
    paragraph(box, today_best, "today-best").id = "today-best"
    paragraph(box, streak, "streak").id = "streak"
    paragraph(box, i18n.t("sol.start.today_info"), "fine")
    box.appendChild(dom.create("h3", "picker-title", i18n.t("sol.start.layout")))
    shown = {layout.id: shown_by(layout, filter_name) for layout in layouts}
    if not any(shown.values()):
        filter_name, shown = "all", dict.fromkeys(shown, True)
    chips = dom.create("div", "layout-filter", None, role="group",
                       aria_label=i18n.t("sol.filter.title"))
    chips.innerHTML = "".join(
        f'<button class="btn filter-chip" type="button" data-filter="{name}" id="filter-{name}"'
        f' aria-pressed="{"true" if name == filter_name else "false"}">'
        f'{dom.escape(i18n.t(f"sol.filter.{name}"))}</button>'
        for name in FILTERS
        if name != "mine" or any("mine" in layout_groups(x) for x in layouts)
    )
    box.appendChild(chips)
    box.appendChild(button("open-editor", i18n.t("sol.custom.make"), "btn open-editor",
                           "new-deal"))
    picker = dom.create("div", "layout-picker", None, role="radiogroup",
                        aria_label=i18n.t("sol.start.layout"))
    # The cards as one piece of markup: fifteen cards made element by element were some 200
    # calls into the page, a tenth of a second on a phone's start.
    picker.innerHTML = "".join(
        f'<button class="layout-card" type="button" role="radio" id="layout-{layout.id}"'
        f' data-layout="{layout.id}" data-groups="{" ".join(layout_groups(layout))}"'
        f' aria-checked="{"true" if layout.id == chosen else "false"}"'
        f' tabindex="{0 if layout.id == chosen else -1}"{"" if shown[layout.id] else " hidden"}>'
        f'<span class="layout-preview">{preview_of(layout)}</span>'
        f'<span class="layout-name">{dom.escape(layout.name(i18n.lang))}</span>'
        f'<span class="layout-size">{dom.escape(size_line(i18n, layout))}'
        "</span></button>"
        for layout in layouts
    )
    box.appendChild(picker)
    return picker


def size_line(i18n: Translator, layout: Any) -> str:
    """A layout's tile count and level, as its card shows them: "144 tiles · Medium"."""
    level = getattr(layout, "level", None)
    tiles = i18n.t("sol.start.tiles", n=layout.size)
    return f"{tiles} · {i18n.t(f'sol.filter.{level}')}" if level in FILTERS else tiles


def feature_card(i18n: Translator, layout: Any) -> Any:
    """The chosen layout's card over the deal buttons: its picture large enough to judge it, its
    name, tile count and level, and its description (web/shell.js fills the same elements before
    Python is up)."""
    card = dom.create("div", "layout-feature", None, id="layout-feature")
    card.innerHTML = (
        '<span class="feature-preview" id="feature-preview">'
        f'{preview_of(layout) if layout is not None else ""}</span>'
        '<span class="feature-text">'
        f'<span class="feature-name" id="feature-name">'
        f'{dom.escape(layout.name(i18n.lang)) if layout is not None else ""}</span>'
        f'<span class="feature-size" id="feature-size">'
        f'{dom.escape(size_line(i18n, layout)) if layout is not None else ""}</span>'
        f'<span class="layout-about" id="layout-about">'
        f'{dom.escape(about_line(i18n, layout)) if layout is not None else ""}</span></span>'
    )
    return card


def show_feature(i18n: Translator, layout: Any) -> None:
    """Put `layout` into the start screen's feature card (the layout chosen)."""
    for element_id, text in (("feature-name", layout.name(i18n.lang)),
                             ("feature-size", size_line(i18n, layout))):
        node = dom.by_id(element_id)
        if not dom.is_none(node) and node.textContent != text:
            node.textContent = text
    picture = dom.by_id("feature-preview")
    if not dom.is_none(picture):
        picture.innerHTML = preview_of(layout)


def about_line(i18n: Translator, layout: Any) -> str:
    """The line about a layout over the picker: its description (the page's layouts come
    without them: the static start screen's data carries them, app.shell.about), or for one
    of the player's own that it is theirs and its size."""
    if "mine" in layout_groups(layout):
        return i18n.t("sol.custom.about", n=layout.size)
    return layout.description(i18n.lang) or shell.about(layout.id, i18n.lang)


def shown_by(layout: Any, filter_name: str) -> bool:
    """Whether the picker shows the layout under the filter (app.solitaire.fit.FILTERS)."""
    return filter_name in layout_groups(layout)


def show_filter(box: Any, filter_name: str) -> None:
    """Show the picker's cards under the filter, and mark its chip pressed (as web/shell.js
    does before Python is up)."""
    for chip in box.querySelectorAll(".filter-chip"):
        chip.setAttribute("aria-pressed", "true" if chip.dataset.filter == filter_name else "false")
    for card in box.querySelectorAll(".layout-card"):
        card.hidden = filter_name not in str(card.dataset.groups or "").split()


# --------------------------------------------------------------------------- deal panels


def moves(i18n: Translator, n: int) -> str:
    """A number of moves: "1 move", "3 moves", "३ चाल"."""
    return i18n.tn("sol.moves", n, n=n)


def dead_end_panel(box: Any, i18n: Translator, left: int, back: int | None,
                   can_undo: bool) -> None:
    """Stuck where no arrangement of the `left` tiles can be cleared: no Shuffle. Offers to
    undo the `back` moves to the last position that could still be won (else one undo), a new
    deal, or the end of this one."""
    heading(box, i18n.t("sol.dead.title"))
    paragraph(box, i18n.t("sol.dead.body", n=left), "dead-body").id = "dead-body"
    if back:
        paragraph(box, i18n.t("sol.dead.back", moves=moves(i18n, back)), "dead-back").id = (
            "dead-back")
        first = button("stuck-back", i18n.t("sol.dead.undo", moves=moves(i18n, back)),
                       "btn primary", "undo")
    else:
        paragraph(box, i18n.t("sol.dead.none"), "dead-back").id = "dead-back"
        first = button("stuck-undo", i18n.t("sol.undo"), "btn", "undo")
        first.disabled = not can_undo
    actions(box, [
        first,
        button("stuck-new", i18n.t("sol.new"), "btn" if back else "btn primary", "new-deal"),
        button("stuck-end", i18n.t("sol.stuck.end"), "btn", "give-up"),
    ])


def stuck_panel(box: Any, i18n: Translator, can_undo: bool) -> None:
    """Stuck, but some arrangement of the tiles left clears: Shuffle is the advice."""
    heading(box, i18n.t("sol.stuck.title"))
    paragraph(box, i18n.t("sol.stuck.body"))
    undo = button("stuck-undo", i18n.t("sol.undo"), "btn", "undo")
    undo.disabled = not can_undo
    actions(
        box,
        [
            undo,
            button("stuck-shuffle", i18n.t("sol.shuffle"), "btn primary", "shuffle"),
            button("stuck-end", i18n.t("sol.stuck.end"), "btn", "give-up"),
        ],
    )


def confirm_panel(box: Any, i18n: Translator, kind: str) -> None:
    """Ask before a deal in progress is lost: `kind` "give-up" (the give-up button or the stuck
    panel's end), "new" or "today" (a new deal would replace it). Ids: confirm-give-up,
    cancel-give-up."""
    if kind == "give-up":
        title, body = i18n.t("sol.confirm.giveup_title"), i18n.t("sol.confirm.giveup_body")
        label, icon_name = i18n.t("sol.giveup"), "give-up"
    else:
        daily = kind == "today"
        title = i18n.t("sol.confirm.today_title" if daily else "sol.confirm.new_title")
        body = i18n.t("sol.confirm.leave_body")
        label = i18n.t("sol.today" if daily else "sol.new")
        icon_name = "todays-deal" if daily else "new-deal"
    heading(box, title)
    paragraph(box, body).id = "confirm-body"
    actions(
        box,
        [
            button("confirm-give-up", label, "btn primary", icon_name),
            button("cancel-give-up", i18n.t("sol.confirm.keep"), "btn"),
        ],
    )


def days(i18n: Translator, n: int) -> str:
    """A number of days: "1 day", "3 days", "३ दिन"."""
    return i18n.tn("sol.days", n, n=n)


def streak_line(i18n: Translator, layout_name: str, streak: Any, today: Any,
                overall: Any = None) -> str:
    """The start screen's line about the streak (engine Streak) of the chosen layout, then
    the overall one (days won on any layout) if there is one."""
    if not streak.current:
        line = i18n.t("sol.streak.none")
    else:
        key = "sol.streak.today" if streak.last == today else "sol.streak.keep"
        line = i18n.t(key, layout=layout_name, days=days(i18n, streak.current))
    if overall is not None and overall.current:
        line = f"{line} {i18n.t('sol.streak.all', days=days(i18n, overall.current))}"
    return line


def end_panel(box: Any, i18n: Translator, ended: Any, layout_name: str, daily: bool,
              layout: Any = None, overall: Any = None) -> None:
    """The end of a deal: won (the layout's picture, the time, the best time beaten if it
    was, whether it counted, the streaks, Share after a win of the daily deal) or lost.
    `overall`: the streak of days with a daily deal won on any layout (engine Streak)."""
    result, outcome = ended.result, ended.outcome
    if result.won:
        heading(box, i18n.t("sol.won.title"))
        if layout is not None:  # the picker's picture of the layout, reused
            picture = dom.create("div", "won-picture", None, aria_hidden="true")
            picture.innerHTML = preview_of(layout)
            box.appendChild(picture)
        paragraph(box, i18n.t("sol.won.time", time=i18n.clock(result.seconds)),
                  "won-time").id = "won-time"
        before = getattr(ended, "previous_best", None)
        if outcome.new_best and before is not None:
            paragraph(box, i18n.t("sol.won.beaten", old=i18n.clock(before)),
                      "won-beaten").id = "won-beaten"
        if ended.hint_used and ended.shuffle_used:
            note = i18n.t("sol.won.hint_shuffle")
        elif ended.hint_used:
            note = i18n.t("sol.won.hint")
        elif ended.shuffle_used:
            note = i18n.t("sol.won.shuffle")
        elif outcome.new_best:
            note = i18n.t("sol.won.new_best")
        else:
            note = i18n.t("sol.won.counted")
        counted = not result.assisted
        p = paragraph(box, note, "won-note " + ("counted" if counted else "not-counted"))
        p.id = "won-note"
    else:
        heading(box, i18n.t("sol.lost.title"))
        paragraph(box, i18n.t("sol.lost.body"))
    none = i18n.t("sol.stats.none")
    best = i18n.clock(outcome.best) if outcome.best is not None else none
    paragraph(box, i18n.t("sol.won.best", layout=layout_name, time=best), "won-best").id = (
        "won-best"
    )
    if daily:
        daily_best = i18n.clock(outcome.daily_best) if outcome.daily_best is not None else none
        paragraph(box, i18n.t("sol.won.daily_best", time=daily_best), "won-daily")
    if outcome.streak is not None:
        line = i18n.t("sol.won.streak", layout=layout_name, days=days(i18n, outcome.streak.current))
        paragraph(box, line, "won-streak").id = "won-streak"
    if result.won and overall is not None and overall.current:
        line = i18n.t("sol.streak.all", days=days(i18n, overall.current))
        paragraph(box, line, "won-streak-all").id = "won-streak-all"
    choices = [
        button("end-new", i18n.t("sol.new"), "btn primary", "new-deal"),
        button("end-today", i18n.t("sol.today"), "btn", "todays-deal"),
        button("end-layouts", i18n.t("sol.layouts"), "btn", "layouts"),
    ]
    if daily and result.won:
        choices.insert(0, button("share", i18n.t("sol.share"), "btn primary", "share"))
        choices[1].classList.remove("primary")
    actions(box, choices)
    if daily and result.won:
        status = paragraph(box, "", "share-status")
        status.id = "share-status"
        status.hidden = True


def share_status(box: Any, text: str, manual_text: str | None = None) -> None:
    """After Share: say what happened; if nothing could share or copy, show the text to copy
    by hand, selected."""
    status = box.querySelector("#share-status")
    if not status:  # (JS null arrives as a falsy jsnull)
        return
    status.textContent = text
    status.hidden = False
    old = box.querySelector("#share-text")
    if old:
        old.remove()
    if manual_text is not None:
        area = dom.create(  # named by the line above it ("copy this text to share:")
            "textarea", "share-text", None, id="share-text", readonly="", rows="4",
            aria_labelledby="share-status",
        )
        area.value = manual_text
        status.after(area)
        area.focus()
        area.select()


# --------------------------------------------------------------------------- records, help


def stats_panel(box: Any, i18n: Translator, rows: list[tuple[str, Any, Any, list[Any]]],
                overall: Any = None) -> None:
    """The records: the overall streak (engine Streak of days won on any layout), one row
    per layout (name, engine LayoutStats, Streak, recent WinTimes) in the picker's order,
    then for each layout won at least once its streak and the chart of its recent times."""
    box.appendChild(button("panel-close-top", i18n.t("sol.close"), "btn panel-close-top"))
    heading(box, i18n.t("sol.stats.title"))
    unplayed = sum(1 for _, stats, streak, wins in rows
                   if not stats.played and not streak.best and not wins)
    rows = [row for row in rows if row[1].played or row[2].best or row[3]]
    if overall is not None:
        line = i18n.t("sol.stats.streak_all", days=days(i18n, overall.current),
                      best=overall.best)
        paragraph(box, line, "streak-all").id = "streak-all"
    table = dom.create("table", "stats-table", None, id="stats-table")
    head = dom.create("tr")
    for key in ("layout", "played", "won", "lost", "best", "daily", "streak"):
        head.appendChild(dom.create("th", "", i18n.t(f"sol.stats.{key}"), scope="col"))
    thead = dom.create("thead")
    thead.appendChild(head)
    table.appendChild(thead)
    body = dom.create("tbody")
    none = i18n.t("sol.stats.none")
    for name, stats, streak, _ in rows:
        row = dom.create("tr")
        row.appendChild(dom.create("th", "", name, scope="row"))
        for value in (stats.played, stats.won, stats.forfeited):
            row.appendChild(dom.create("td", "num", i18n.digits(value)))
        for value in (stats.best, stats.daily_best):
            shown = i18n.clock(value) if value is not None else none
            row.appendChild(dom.create("td", "num", shown))
        row.appendChild(dom.create("td", "num", i18n.digits(streak.current)))
        body.appendChild(row)
    table.appendChild(body)
    scroll = dom.create("div", "table-scroll")
    scroll.appendChild(table)
    if rows:
        box.appendChild(scroll)
    else:
        paragraph(box, i18n.t("sol.stats.nothing"), "stats-nothing").id = "stats-nothing"
    if unplayed:
        line = i18n.tn("sol.stats.unplayed", unplayed, n=unplayed)
        paragraph(box, line, "stats-unplayed fine").id = "stats-unplayed"
    charted = [row for row in rows if row[3] or row[2].best]
    if charted:
        box.appendChild(dom.create("h3", "times-title", i18n.t("sol.stats.times_title")))
        box.appendChild(_chart_key(i18n))
        for name, _, streak, wins in charted:
            box.appendChild(_times_section(i18n, name, streak, wins))
    actions(box, [button("panel-close", i18n.t("sol.close"), "btn primary")])


def _chart_key(i18n: Translator) -> Any:
    """The chart's legend (for the eye; the summaries say the same in words)."""
    key = dom.create("p", "chart-key", None, aria_hidden="true")
    for kind, text in (("counted", "sol.chart.counted"), ("assisted", "sol.chart.helped"),
                       ("best", "sol.chart.best_key")):
        item = dom.create("span", "key-item")
        item.appendChild(dom.create("span", f"swatch {kind}"))
        item.appendChild(dom.create("span", "", i18n.t(text)))
        key.appendChild(item)
    return key


def _times_section(i18n: Translator, name: str, streak: Any, wins: list[Any]) -> Any:
    """One layout's streak line and chart, with the chart's numbers as text."""
    section = dom.create("section", "layout-times")
    section.appendChild(dom.create("h4", "", name))
    if streak.best:
        line = i18n.t("sol.stats.streak_line", days=days(i18n, streak.current), best=streak.best)
        section.appendChild(dom.create("p", "streak-line", line))
    if wins:
        picture = dom.create("div", "chart")
        picture.innerHTML = times_chart(wins, i18n.clock, i18n.t("sol.chart.best_word"))
        section.appendChild(picture)
        section.appendChild(dom.create("p", "sr-only", times_summary(wins, i18n, name)))
    return section


def help_panel(box: Any, i18n: Translator) -> None:
    """How to play, the tips and the glossary, in the reader's language."""
    box.classList.add("help")
    box.appendChild(button("panel-close-top", i18n.t("sol.close"), "btn panel-close-top"))
    heading(box, i18n.t("sol.help.title"))
    steps = dom.create("ol", "help-steps")
    for key in ("step1", "step2", "step3"):
        steps.appendChild(dom.create("li", "", i18n.t(f"sol.help.{key}")))
    box.appendChild(steps)
    for key in ("tools", "stuck", "shuffle", "win", "fair", "daily", "streak", "zoom", "setting"):
        paragraph(box, i18n.t(f"sol.help.{key}"))
    box.appendChild(dom.create("h3", "", i18n.t("sol.help.keys_title")))
    paragraph(box, i18n.t("sol.help.keys_board"))
    paragraph(box, i18n.t("sol.keys"))
    box.appendChild(dom.create("h3", "", i18n.t("sol.help.tips_title")))
    tips = dom.create("ul", "help-tips")
    for key in ("tip1", "tip2", "tip3", "tip4"):
        tips.appendChild(dom.create("li", "", i18n.t(f"sol.help.{key}")))
    box.appendChild(tips)
    box.appendChild(dom.create("h3", "", i18n.t("sol.help.glossary_title")))
    terms = dom.create("dl", "glossary")
    for term, definition in (
        ("free", "free_def"),
        ("blocked", "blocked_def"),
        ("pair", "pair_def"),
        ("layout", "layout_def"),
        ("shuffle_term", "shuffle_def"),
    ):
        terms.appendChild(dom.create("dt", "", i18n.t(f"sol.help.{term}")))
        terms.appendChild(dom.create("dd", "", i18n.t(f"sol.help.{definition}")))
    box.appendChild(terms)
    actions(box, [button("panel-close", i18n.t("sol.close"), "btn primary")])


# ---------------------------------------------------------------- the frame: the toolbar's
# buttons (id, text key, icon), the board's box and the panel

GAME_BUTTONS = (
    ("undo", "sol.undo", "undo"),
    ("redo", "sol.redo", "redo"),
    ("hint", "sol.hint", "hint"),
    ("shuffle", "sol.shuffle", "shuffle"),
    ("give-up", "sol.giveup", "give-up"),
)
DEAL_BUTTONS = (
    ("todays-deal", "sol.today", "todays-deal"),
    ("new-deal", "sol.new", "new-deal"),
)
MENU_BUTTONS = (
    ("layouts", "sol.layouts", "layouts"),
    ("stats", "sol.stats", "stats"),
    ("help", "sol.help", "help"),
)


def tool_button(i18n: Translator, button_id: str, key: str, icon: str) -> Any:
    """A toolbar button: its icon, its word and a short word (shown on a phone)."""
    node = button(button_id, i18n.t(key), "btn tool", icon)
    node.setAttribute("data-i18n-title", key)
    node.firstChild.nextSibling.setAttribute("data-i18n", key)
    short = f"sol.short.{button_id}"
    node.appendChild(dom.create("span", "short", i18n.t(short), aria_hidden="true",
                                data_i18n=short))
    return node


def skeleton(section: Any, i18n: Translator) -> Any:
    """Draw the solitaire's toolbar, the board's box and the (empty, hidden) panel in
    `section`; returns the root."""
    dom.clear(section)
    root = dom.create("div", "sol")
    bar = dom.create("div", "sol-bar", None, role="toolbar", data_i18n_aria="sol.toolbar")
    status = dom.create("div", "sol-status")
    status.appendChild(dom.create("span", "sol-name", "", id="sol-layout-name"))
    status.appendChild(dom.create("span", "sol-daily", "", id="sol-daily"))
    edit = dom.create("button", "btn sol-edit", i18n.t("sol.edit_layout"), id="edit-layout",
                      type="button", data_i18n="sol.edit_layout")
    edit.hidden = True  # shown for the player's own layouts: back to the editor
    status.appendChild(edit)
    status.appendChild(dom.create(
        "span", "sol-clock", "0:00", id="clock", role="timer", data_i18n_aria="sol.clock"
    ))
    status.appendChild(dom.create("span", "sol-left", "", id="tiles-left"))
    gear = dom.create("button", "btn sol-gear", None, type="button", id="board-settings",
                      data_i18n_aria="sol.settings", data_i18n_title="sol.settings")
    gear.appendChild(icon("settings"))
    status.appendChild(gear)
    bar.appendChild(status)
    for classes, buttons in (("sol-group game", GAME_BUTTONS),
                             ("sol-group deals", DEAL_BUTTONS + MENU_BUTTONS)):
        group = dom.create("div", classes)
        for button_id, key, icon_name in buttons:
            group.appendChild(tool_button(i18n, button_id, key, icon_name))
        bar.appendChild(group)
    root.appendChild(bar)
    wrap = dom.create("div", "sol-wrap", None, id="board-wrap", tabindex="-1")
    wrap.appendChild(dom.create("div", "sol-board", None, id="board", role="group",
                                data_i18n_aria="sol.board"))
    zoom = button(
        "zoom-whole", i18n.t("sol.zoom.whole"), "btn board-control zoom-whole", "whole"
    )
    zoom.firstChild.nextSibling.setAttribute("data-i18n", "sol.zoom.whole")
    zoom.hidden = True
    wrap.appendChild(zoom)
    # a layout wide for a phone held upright: how to get bigger tiles (issue 53)
    hint = dom.create("div", "fit-hint", None, id="fit-hint", role="note")
    hint.appendChild(dom.create("p", "", i18n.t("sol.fit.hint"), data_i18n="sol.fit.hint"))
    for hint_id, key, classes in (("fit-zoom", "sol.fit.zoom", "btn primary"),
                                  ("fit-dismiss", "sol.fit.ok", "btn")):
        hint.appendChild(dom.create("button", classes, i18n.t(key), id=hint_id, type="button",
                                    data_i18n=key))
    hint.hidden = True
    wrap.appendChild(hint)
    overlay = dom.create("div", "sol-overlay", None, id="sol-overlay")
    overlay.hidden = True
    overlay.appendChild(dom.create(
        "div", "sol-panel", None, role="dialog", aria_modal="true",
        aria_labelledby="sol-panel-title", id="sol-panel",
    ))
    wrap.appendChild(overlay)
    root.appendChild(wrap)
    section.appendChild(root)
    i18n.apply(root)
    return root
