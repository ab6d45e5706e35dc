"""The score sheet as markup: the set-up and the list of matches, the seats with their winds and
totals, the hand being entered, the sheet of hands, the end of the match. Pure Python over the
manager's state and ``sheet``'s values: each function returns an HTML string the view sets in
one DOM call.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape
from typing import Any
from urllib.parse import quote

from sheet import FalseWin, Sheet, SheetHand, Win, points_text
from sheet.match import seating

from app.scorer.result import fan_label
from app.sheet.entry import DRAW, FALSE_WIN, SELF, WIN, Entry, EntryError
from app.sheet.saved import Names, Stored

T = Callable[..., str]
HANDS = 16
MINUS = "−"


def num(value: object, t: T) -> str:
    """A number (or a date) in the reader's digits: Devanagari for Nepali and Hindi."""
    translator = getattr(t, "__self__", None)
    return translator.digits(value) if translator is not None else str(value)


def plain(value: int, t: T) -> str:
    """A total in the reader's digits, a true minus sign before a negative one."""
    return (MINUS if value < 0 else "") + num(abs(value), t)


def signed(value: int, t: T) -> str:
    """+32, −32 or 0 in the reader's digits."""
    digits = num(abs(value), t)
    return f"+{digits}" if value > 0 else (f"{MINUS}{digits}" if value < 0 else digits)


def tp_text(points: float, t: T) -> str:
    """"4 table points", "1 table point", "1.5 table points" in the reader's words."""
    return t("sh.tp", count_=points, points=num(points_text(points), t))


def wind_name(wind: str, t: T) -> str:
    return t(f"wind.{wind}")


def message_html(message: tuple[str, dict[str, Any]] | None, t: T) -> str:
    if message is None:
        return ""
    key, values = message
    return escape(t(key, **values))


# ---------------------------------------------------------------------------- set-up


def setup_html(names: Names, false_each: int, t: T) -> str:
    """The form that starts a match: four names round the table, who deals first, the false
    win's amount."""
    rows = "".join(
        f'<div class="sh-name"><label for="sh-name-{i}">{escape(t("sh.player_n", n=i + 1))}'
        f'</label><input id="sh-name-{i}" name="name" type="text" autocomplete="off" '
        f'autocapitalize="words" maxlength="40" enterkeyhint="next" '
        f'value="{escape(names.names[i])}"></div>'
        for i in range(4)
    )
    east = "".join(
        f'<label class="sh-radio"><input type="radio" name="east" value="{i}"'
        f'{" checked" if i == names.east else ""}><span data-east-name="{i}">'
        f'{escape(names.names[i] or t("sh.player_n", n=i + 1))}</span></label>'
        for i in range(4)
    )
    return (
        '<section class="sh-card" aria-labelledby="sh-new-h">'
        f'<h2 id="sh-new-h">{escape(t("sh.new"))}</h2>'
        '<form id="sh-setup" class="sh-setup" novalidate>'
        f'<fieldset><legend>{escape(t("sh.players"))}</legend>'
        f'<p class="hint">{escape(t("sh.players_hint"))}</p>{rows}</fieldset>'
        f'<fieldset class="sh-east"><legend>{escape(t("sh.east"))}</legend>'
        f'<div class="sh-radios">{east}</div></fieldset>'
        f'<div class="sh-rule"><label for="sh-false-each">{escape(t("sh.false_each"))}</label>'
        f'<input id="sh-false-each" type="text" inputmode="numeric" maxlength="3" '
        f'autocomplete="off" value="{false_each}" aria-describedby="sh-false-note">'
        f'<p id="sh-false-note" class="hint">{escape(t("sh.false_note"))}</p></div>'
        '<p id="sh-setup-error" class="sh-error" role="alert" hidden></p>'
        f'<button type="submit" class="btn primary sh-start">{escape(t("sh.start"))}</button>'
        "</form></section>"
    )


def history_html(stored: list[Stored], open_id: str | None, confirm: str | None, t: T) -> str:
    """The matches kept on this device, the newest first, and the way to import a file."""
    if stored:
        items = "".join(_history_item(s, s.id == open_id, s.id == confirm, t) for s in stored)
        body = f'<ol class="sh-history">{items}</ol>'
    else:
        body = f'<p class="hint">{escape(t("sh.history_empty"))}</p>'
    return (
        '<section class="sh-card" aria-labelledby="sh-hist-h">'
        f'<h2 id="sh-hist-h">{escape(t("sh.history"))}</h2>{body}'
        '<div class="sh-import">'
        f'<label class="btn" for="sh-import-file">{escape(t("sh.import"))}</label>'
        '<input id="sh-import-file" class="sh-file" type="file" accept=".json,application/json"'
        ' aria-describedby="sh-import-note">'
        f'<p id="sh-import-note" class="hint">{escape(t("sh.import_note"))}</p>'
        "</div></section>"
    )


def _history_item(stored: Stored, is_open: bool, confirm: bool, t: T) -> str:
    sheet = stored.sheet
    totals = sheet.totals()
    order = sorted(range(4), key=lambda s: -totals[s])
    scores = ", ".join(f"{sheet.players[s]} {signed(totals[s], t)}" for s in order)
    state = t("sh.finished") if sheet.over else t("sh.played", n=len(sheet.hands))
    when = str(sheet.extra.get("started", ""))[:10]
    mid = escape(stored.id)
    if confirm:
        actions = (
            f'<span class="sh-confirm">{escape(t("sh.delete_ask"))}</span>'
            f'<button type="button" class="btn danger" data-do="delete-yes" data-id="{mid}">'
            f'{escape(t("sh.delete_yes"))}</button>'
            f'<button type="button" class="btn" data-do="delete-no">{escape(t("sh.keep"))}'
            "</button>"
        )
    else:
        open_label = t("sh.continue") if not sheet.over else t("sh.view")
        actions = (
            f'<button type="button" class="btn" data-do="open" data-id="{mid}">'
            f'{escape(open_label)}</button>'
            f'<button type="button" class="btn" data-do="delete" data-id="{mid}" '
            f'aria-label="{escape(t("sh.delete_match", names=", ".join(sheet.players)))}">'
            f'{escape(t("sh.delete"))}</button>'
        )
    current = f' <span class="sh-badge">{escape(t("sh.open_now"))}</span>' if is_open else ""
    return (
        f'<li class="sh-past" data-id="{mid}" data-over="{int(sheet.over)}">'
        f'<p class="sh-past-head"><strong>{escape(state)}</strong>{current} '
        f'<span class="hint">{escape(num(when, t) if when else "")}</span></p>'
        f'<p class="sh-past-scores">{escape(scores)}</p>'
        f'<div class="sh-past-do">{actions}</div></li>'
    )


# ---------------------------------------------------------------------------- a match


def status_html(sheet: Sheet, t: T) -> str:
    """The line over the seats: the hand to enter and the round, or the end of the match."""
    if sheet.over:
        return f'<strong>{escape(t("sh.over"))}</strong>'
    n = sheet.next_hand or 1
    wind = seating(n).prevalent_wind
    return (f'<strong>{escape(t("sh.hand_of", n=n, of=HANDS))}</strong> · '
            f'{escape(t("sh.round", wind=wind_name(wind, t)))}')


def seats_html(sheet: Sheet, t: T) -> str:
    """The four players in seat order: their seat wind in the hand to enter, who deals, their
    total; at the end their place and table points."""
    totals = sheet.totals()
    n = sheet.next_hand
    seats = seating(n) if n else None
    places = sheet.places()
    points = sheet.table_points()
    items = []
    for s, name in enumerate(sheet.players):
        if seats is not None:
            wind = seats.seat_winds[s]
            deals = (f'<span class="sh-deals">{escape(t("sh.deals"))}</span>'
                     if seats.dealer == s else "")
            badge = (f'<span class="sh-wind" data-wind="{wind}">'
                     f'{escape(wind_name(wind, t))}</span>{deals}')
        else:
            badge = (f'<span class="sh-place" data-place="{places[s]}">'
                     f'{escape(t("sh.place", n=places[s]))}</span>'
                     f'<span class="sh-tp" data-tp="{points_text(points[s])}">'
                     f'{escape(tp_text(points[s], t))}'
                     "</span>")
        dealer = " data-dealer" if seats and seats.dealer == s else ""
        items.append(
            f'<li class="sh-seat" data-seat="{s}"{dealer}>'
            f'<span class="sh-seat-name">{escape(name)}</span>'
            f'<span class="sh-seat-info">{badge}</span>'
            f'<span class="sh-total" data-total="{totals[s]}">{escape(signed(totals[s], t))}'
            "</span></li>"
        )
    return f'<ol class="sh-seats" aria-label="{escape(t("sh.seats"))}">{"".join(items)}</ol>'


def entry_html(sheet: Sheet, entry: Entry, false_each: int, scorer_route: str, t: T,
               lang: str, error: str = "", penalties_open: bool = False) -> str:
    """The hand being entered: who won, how, the points, penalties, what it pays, save; and
    ``error``, what the entry lacks (said beside the button that was refused)."""
    editing = entry.editing
    number = editing + 1 if editing is not None else (sheet.next_hand or HANDS)
    seats = seating(number)
    names = sheet.players
    title = (t("sh.change", n=number) if editing is not None
             else t("sh.who", n=number))
    parts = [f'<h2 id="sh-entry-h">{escape(title)}</h2>']
    if entry.offer is not None:
        parts.append(offer_html(entry, t, lang))
    who = "".join(
        _pick("won", s, entry.kind == WIN and entry.seat == s, names[s],
              wind_name(seats.seat_winds[s], t)) for s in range(4))
    who += _choice("draw", entry.kind == DRAW, t("sh.draw"))
    who += _choice("false", entry.kind == FALSE_WIN, t("sh.false"))
    parts.append(f'<div class="sh-picks" role="group" aria-labelledby="sh-entry-h">{who}</div>')
    step = entry.step()
    if entry.kind == WIN and entry.seat is not None:
        winner = names[entry.seat]
        hows = _choice("how", entry.how == SELF, t("sh.self"), how=SELF)
        hows += "".join(_choice("how", entry.how == s, t("sh.discard_by", name=names[s]), how=s)
                        for s in range(4) if s != entry.seat)
        parts.append(
            f'<div class="sh-step"><h3 id="sh-how-h">{escape(t("sh.how", name=winner))}</h3>'
            f'<div class="sh-picks sh-hows" role="group" aria-labelledby="sh-how-h">{hows}'
            "</div></div>")
        parts.append(
            '<div class="sh-step sh-points">'
            f'<label for="sh-points">{escape(t("sh.points"))}</label>'
            '<input id="sh-points" name="points" type="text" inputmode="numeric" '
            'pattern="[0-9०-९]*" autocomplete="off" enterkeyhint="done" maxlength="4" '
            f'value="{escape(entry.points)}" aria-describedby="sh-points-note">'
            f'<p id="sh-points-note" class="hint">{escape(t("sh.points_note"))} '
            f'<a class="sh-link" href="{escape(scorer_route)}">{escape(t("sh.to_scorer"))}</a>'
            "</p></div>")
    if entry.kind == FALSE_WIN:
        each = entry.each or false_each
        falses = "".join(_pick("false_by", s, entry.seat == s, names[s],
                               wind_name(seats.seat_winds[s], t)) for s in range(4))
        parts.append(
            f'<div class="sh-step"><h3 id="sh-false-h">{escape(t("sh.false_who"))}</h3>'
            f'<div class="sh-picks" role="group" aria-labelledby="sh-false-h">{falses}</div>'
            f'<p class="hint">{escape(t("sh.false_pays", each=each))}</p></div>')
    parts.append(penalties_html(entry, names, t, penalties_open))
    parts.append(preview_html(entry, names, false_each, t))
    parts.append(f'<p id="sh-entry-error" class="sh-error"{"" if error else " hidden"}>'
                 f'{escape(error)}</p>')
    save = t("sh.save", n=number) if editing is None else t("sh.save_change", n=number)
    actions = [f'<button type="submit" class="btn primary sh-save" data-step="{step}">'
               f'{escape(save)}</button>']
    if editing is not None:
        actions.append(f'<button type="button" class="btn" data-do="remove" '
                       f'data-index="{editing}">{escape(t("sh.remove", n=number))}</button>')
    if editing is not None or entry.kind is not None or entry.offer is not None:
        label = t("sh.cancel") if editing is not None else t("sh.clear")
        actions.append(f'<button type="button" class="btn" data-do="cancel">{escape(label)}'
                       "</button>")
    parts.append(f'<div class="sh-actions">{"".join(actions)}</div>')
    return "".join(parts)


def _pick(action: str, seat: int, pressed: bool, name: str, wind: str) -> str:
    return (f'<button type="button" class="sh-pick" data-do="{action}" data-seat="{seat}" '
            f'aria-pressed="{"true" if pressed else "false"}"><span class="sh-pick-name">'
            f'{escape(name)}</span><span class="sh-pick-wind">{escape(wind)}</span></button>')


def _choice(action: str, pressed: bool, label: str, **data: Any) -> str:
    attrs = "".join(f' data-{k}="{escape(str(v))}"' for k, v in data.items())
    return (f'<button type="button" class="sh-pick sh-choice" data-do="{action}"{attrs} '
            f'aria-pressed="{"true" if pressed else "false"}">{escape(label)}</button>')


def offer_html(entry: Entry, t: T, lang: str) -> str:
    """The hand brought from the scorer: its points, its tiles and its fans."""
    offer = entry.offer
    assert offer is not None
    fans = fans_text(offer.extra(), t, lang)
    return (
        '<div class="sh-offer">'
        f'<p>{escape(t("sh.offer", points=offer.points))} <code dir="ltr">{escape(offer.hand)}'
        f'</code></p>{offer_tiles(offer.hand, lang)}<p class="sh-fans">{escape(fans)}</p></div>'
    )


def offer_tiles(hand: str, lang: str) -> str:
    """The offered hand's tiles, in the tile set chosen (app.tileset), each named for screen
    readers; nothing when the stored text is not a hand (its notation is still shown)."""
    from app.scorer import draw
    from app.scorer.state import NotationError, parse_hand_text

    try:
        read = parse_hand_text(hand)
    except (NotationError, ValueError):
        return ""
    faces = [f for m in read.melds for f in m.faces] + list(read.concealed)
    faces += [read.win] if read.win else []
    return ('<p class="sh-offer-tiles">'
            + "".join(draw.tile(f, lang, "small") for f in faces) + "</p>")


def penalties_html(entry: Entry, names: tuple[str, ...], t: T, opened: bool = False) -> str:
    """The referee's penalties given in this hand, and the way to add one (open when it holds
    one, or when the player had opened it: a tap elsewhere or a refused amount redraws it)."""
    rows = "".join(
        f'<li>{escape(t("sh.d_penalty", name=names[p.seat], points=p.points))} '
        f'<button type="button" class="btn small" data-do="unpenalty" data-index="{i}" '
        f'aria-label="{escape(t("sh.penalty_remove", name=names[p.seat], points=p.points))}">'
        "✕</button></li>"
        for i, p in enumerate(entry.penalties))
    options = "".join(f'<option value="{s}">{escape(name)}</option>'
                      for s, name in enumerate(names))
    count = f" ({num(len(entry.penalties), t)})" if entry.penalties else ""
    shown = " open" if entry.penalties or opened else ""
    return (
        f'<details class="sh-penalties"{shown}><summary>{escape(t("sh.penalties") + count)}'
        f'</summary><p class="hint">{escape(t("sh.penalty_note"))}</p>'
        f'<ul class="sh-penalty-list">{rows}</ul>'
        '<div class="sh-penalty-add">'
        f'<label for="sh-penalty-seat">{escape(t("sh.penalty_who"))}</label>'
        f'<select id="sh-penalty-seat">{options}</select>'
        f'<label for="sh-penalty-points">{escape(t("sh.penalty_points"))}</label>'
        '<input id="sh-penalty-points" type="text" inputmode="numeric" maxlength="4" '
        'autocomplete="off">'
        f'<button type="button" class="btn" data-do="penalty">{escape(t("sh.penalty_add"))}'
        "</button></div></details>"
    )


def preview_html(entry: Entry, names: tuple[str, ...], false_each: int, t: T) -> str:
    """What the hand as entered so far pays each player (once it is a hand)."""
    try:
        gains = entry.hand(false_each).gains()
    except EntryError:
        return '<div class="sh-preview" hidden></div>'
    cells = "".join(
        f'<li><span>{escape(name)}</span> <strong data-gain="{g}">{escape(signed(g, t))}'
        "</strong></li>" for name, g in zip(names, gains, strict=True))
    return (f'<div class="sh-preview"><h3>{escape(t("sh.pays"))}</h3>'
            f'<ul class="sh-preview-list">{cells}</ul></div>')


# ---------------------------------------------------------------------------- the sheet


def describe(hand: SheetHand, names: tuple[str, ...], t: T) -> str:
    """One hand in words: who won what and how, or the draw, or the false win; penalties."""
    outcome = hand.outcome
    if isinstance(outcome, Win) and outcome.discarder is None:
        text = t("sh.d_self", name=names[outcome.winner], points=outcome.points)
    elif isinstance(outcome, Win):
        text = t("sh.d_win", name=names[outcome.winner], points=outcome.points,
                 other=names[outcome.discarder])
    elif isinstance(outcome, FalseWin):
        text = t("sh.d_false", name=names[outcome.seat], each=outcome.each)
    else:
        text = t("sh.d_draw")
    for p in hand.penalties:
        text += " · " + t("sh.d_penalty", name=names[p.seat], points=p.points)
    return text


def fans_text(extra: dict[str, Any], t: T, lang: str) -> str:
    """The fans kept with a hand brought from the scorer (its ``extra``), in the reader's
    language."""
    fans = extra.get("fans")
    if not isinstance(fans, list):
        return ""
    parts = []
    for fan in fans:
        if isinstance(fan, list) and len(fan) == 3 and isinstance(fan[0], str):
            count = fan[2] if type(fan[2]) is int else 1
            times = " " + t("res.times", count=count) if count > 1 else ""
            parts.append(f"{fan_label(fan[0], lang)}{times}")
    return ", ".join(parts)


def hands_html(sheet: Sheet, editing: int | None, t: T, lang: str) -> str:
    """The sheet: a row a hand (each player's gain and running total), what happened in it, the
    totals; at the end the table points."""
    names = sheet.players
    head = "".join(f'<th scope="col">{escape(n)}</th>' for n in names)
    # each cell holds two numbers: their names, read out before each, and a legend to see
    said_hand = f'<span class="sr-only">{escape(t("sh.legend_hand"))}: </span>'
    said_total = f'<span class="sr-only">, {escape(t("sh.legend_total"))}: </span>'
    rows = []
    for i, (hand, gains, running) in enumerate(zip(sheet.hands, sheet.gains(), sheet.running(),
                                                   strict=True)):
        number = i + 1
        wind = seating(number).prevalent_wind
        cells = "".join(
            f'<td>{said_hand}<span class="sh-gain" data-gain="{g}">{escape(signed(g, t))}'
            f'</span>{said_total}<span class="sh-run">{escape(plain(r, t))}</span></td>'
            for g, r in zip(gains, running, strict=True))
        current = ' aria-current="true"' if editing == i else ""
        rows.append(
            f'<tr class="sh-row" data-hand="{number}"{current}><th scope="row">'
            f'<button type="button" class="sh-edit" data-do="edit" data-index="{i}">'
            f'<span class="sr-only">{escape(t("sh.edit_hand"))} </span>'
            f'<span class="sh-no">{escape(num(number, t))}</span>'
            f'<span class="sh-rw">{escape(wind_name(wind, t))}</span></button></th>{cells}'
            "</tr>")
        what = escape(describe(hand, names, t))
        fans = fans_text(hand.extra, t, lang)
        scorer = hand.extra.get("scorer")
        link = ""
        if isinstance(scorer, str) and scorer.startswith("?"):
            link = (f' <a class="sh-link" href="#/score{escape(quote(scorer, safe="?=&+[]{}"))}">'
                    f'{escape(t("sh.see_hand"))}</a>')
        fans_html = f'<span class="sh-fans">{escape(fans)}</span>' if fans else ""
        rows.append(f'<tr class="sh-what"><td colspan="5">{what}{link}{fans_html}</td></tr>')
    totals = sheet.totals()
    foot = "".join(f'<td data-total="{v}">{escape(signed(v, t))}</td>' for v in totals)
    foot_rows = f'<tr class="sh-totals"><th scope="row">{escape(t("sh.total"))}</th>{foot}</tr>'
    if sheet.over:
        tp = "".join(f'<td>{escape(num(points_text(p), t))}</td>'
                     for p in sheet.table_points())
        foot_rows += f'<tr class="sh-tps"><th scope="row">{escape(t("sh.tp_short"))}</th>{tp}</tr>'
    empty = (f'<p class="hint">{escape(t("sh.no_hands"))}</p>' if not sheet.hands else "")
    return (
        '<section class="sh-card sh-hands" aria-labelledby="sh-hands-h">'
        f'<h2 id="sh-hands-h">{escape(t("sh.sheet"))}</h2>{empty}'
        '<div class="sh-table-wrap"><table class="sh-table">'
        f'{legend_html(t) if sheet.hands else ""}'
        f'<thead><tr><th scope="col">{escape(t("sh.hand"))}</th>{head}</tr></thead>'
        f'<tbody>{"".join(rows)}</tbody><tfoot>{foot_rows}</tfoot></table></div></section>'
    )


def legend_html(t: T) -> str:
    """The sheet's caption: what the two numbers of each box are, drawn as a box is."""
    return (f'<caption class="sh-legend"><span class="sh-legend-in"><span>'
            f'{escape(t("sh.legend"))}</span><span class="sh-legend-box"><span class="sh-gain">'
            f'{escape(t("sh.legend_hand"))}</span><span class="sh-run">'
            f'{escape(t("sh.legend_total"))}</span></span></span></caption>')


def tools_html(can_undo: bool, t: T) -> str:
    """What can be done with the match: undo, export, share, print, the list of matches."""
    undo = "" if can_undo else " disabled"
    return (
        '<div class="sh-tools">'
        f'<button type="button" class="btn" data-do="undo"{undo}>{escape(t("sh.undo"))}</button>'
        f'<button type="button" class="btn" data-do="export">{escape(t("sh.export"))}</button>'
        f'<button type="button" class="btn" data-do="share">{escape(t("sh.share"))}</button>'
        f'<button type="button" class="btn" data-do="print">{escape(t("sh.print"))}</button>'
        f'<button type="button" class="btn" data-do="close">{escape(t("sh.all"))}</button>'
        "</div>"
    )


def share_panel_html(text: str, can_share: bool, t: T) -> str:
    native = (f'<button type="button" class="btn" data-do="share-native">'
              f'{escape(t("sh.share_native"))}</button>' if can_share else "")
    return (
        '<section class="sh-card sh-share" aria-labelledby="sh-share-h">'
        f'<h2 id="sh-share-h">{escape(t("sh.share_title"))}</h2>'
        f'<label class="sr-only" for="sh-share-text">{escape(t("sh.share_title"))}</label>'
        f'<textarea id="sh-share-text" readonly rows="8">{escape(text)}</textarea>'
        '<div class="sh-actions">'
        f'<button type="button" class="btn primary" data-do="copy">{escape(t("sh.copy"))}'
        f'</button>{native}'
        f'<button type="button" class="btn" data-do="share-close">{escape(t("sh.close"))}'
        "</button></div></section>"
    )
