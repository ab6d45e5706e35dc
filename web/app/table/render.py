"""The table game as markup: seats, ponds, the compass, the person's hand, the prompt (claims
and turn options), the ready aid and the panels (set-up, end of a hand, end of the match).

Pure Python over the engine's values (``SeatView``, ``Action``, ``Table``): every function
returns an HTML string that the view sets in one DOM call (cheaper under Pyodide than building
elements one by one). Tiles use the app's art (web/tiles/<face>.svg, in the set chosen:
app.tileset) as a background, as the solitaire board does; the end-of-hand breakdown is the
scorer's own ``fans_html``.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape
from typing import NamedTuple

from app.i18n import FEMININE
from app.scorer.result import fans_html
from app.tilenames import face_name
from table import Action, Meld, SeatView, Table
from table.ready import Wait
from tiles import HONORS

T = Callable[..., str]
POSITIONS = ("me", "right", "top", "left")
"""Where each seat sits as the person sees the table: themselves at the bottom, the next
player (who plays after them) on the right, the one across at the top, the one before them
(whose discards they may chow) on the left."""
CLAIM_KEYS = {"win": "W", "pung": "P", "kong": "K", "chow": "C", "pass": "Esc",
              "concealed_kong": "K", "added_kong": "K"}
ACT_ORDER = {"win": 0, "kong": 1, "concealed_kong": 1, "added_kong": 1, "pung": 2, "chow": 3,
             "pass": 9}


class Seat(NamedTuple):
    """One seat as the page shows it during play."""

    seat: int
    position: str  # me, right, top, left
    name: str
    wind: str
    score: int
    concealed: int  # tiles held face down (the drawn one included)
    active: bool  # its turn, or the table waits for its claim
    open_tiles: tuple[str, ...] = ()  # its concealed tiles, turned up once the hand is over


def skeleton(t: T) -> str:
    """The view's fixed frame; render() fills its parts."""
    return (
        '<div class="mt" data-state="none">'
        '<div class="mt-bar">'
        '<span id="mt-status" class="mt-status"></span><button type="button" class="btn mt-tool"'
        f' id="mt-help" aria-label="{escape(t("help.button"))}" title="{escape(t("help.button"))}"'
        ' data-i18n-aria="help.button" data-i18n-title="help.button">?</button>'
        f'<button type="button" class="btn mt-tool" id="mt-menu" data-i18n="mt.menu">'
        f'{escape(t("mt.menu"))}</button>'
        "</div>"
        '<div class="mt-felt" id="mt-felt">'
        + "".join(
            f'<section class="mt-seat opp {p}" id="mt-seat-{p}"><div class="seat-body"></div>'
            f'<div class="callout" aria-hidden="true"></div></section>'
            for p in ("top", "left", "right")
        )
        + '<div class="center" id="mt-center"></div>'
        '<section class="mt-seat me" id="mt-seat-me"><div class="seat-body"></div>'
        '<div class="callout" aria-hidden="true"></div></section>'
        "</div>"
        '<div class="mt-me">'
        '<div class="prompt" id="mt-prompt"></div>'
        '<div class="why" id="mt-why" hidden></div>'
        '<div class="ready" id="mt-ready" aria-live="polite"></div>'
        f'<div class="hand" id="mt-hand" role="group" aria-label="{escape(t("mt.your_hand"))}"'
        ' data-i18n-aria="mt.your_hand"></div>'
        "</div>"
        '<div class="mt-overlay" id="mt-overlay" hidden>'
        '<div class="mt-panel" id="mt-panel" role="dialog" aria-modal="true"'
        ' aria-labelledby="mt-panel-title"></div></div>'
        "</div>"
    )


# ---------------------------------------------------------------------------- names


class Name(str):
    """A player's name as the page shows it, knowing whether the player is a woman: a text
    said of her (``said``) takes its feminine variant, where the language has one."""

    feminine: bool

    def __new__(cls, text: str, feminine: bool = False) -> Name:
        name = super().__new__(cls, text)
        name.feminine = feminine
        return name


COMPUTER_PLAYERS: tuple[tuple[str, bool], ...] = (
    ("mt.name.1", False),
    ("mt.name.2", True),
    ("mt.name.3", False),
)
"""The computer players at seats 1, 2 and 3: their names' keys, and whether each is a woman
(Asha is; Bikash and Ramesh are men). The one place their genders are written."""


def names_for(t: T) -> list[Name]:
    """The players' names by seat: the person, then the three computer players."""
    return [Name(t("mt.you")), *(Name(t(key), woman) for key, woman in COMPUTER_PLAYERS)]


def context_of(name: str) -> str | None:
    """The message context of a text said of the player ``name``: FEMININE for a woman (the
    catalog's form in that context, where it has one, agrees with her), else none."""
    return FEMININE if getattr(name, "feminine", False) else None


def said(t: T, key: str, name: str, **values: object) -> str:
    """``key``'s text said of the player ``name``, ``{name}`` filled with it: "Asha wins",
    in Hindi "आशा जीतीं" (and "रमेश जीते"). Every text about a named player goes through
    here (or ``about``), so that its words agree with her or him."""
    return t(key, context_=context_of(name), name=name, **values)


# ---------------------------------------------------------------------------- numbers


def signed(value: int, t: T, plus: bool = False) -> str:
    """A score in the reader's digits with a true minus sign (and + for a gain if asked)."""
    sign = "−" if value < 0 else ("+" if plus and value > 0 else "")
    return sign + t("res.num", value=abs(value))


# ---------------------------------------------------------------------------- tiles


def tile(face: str, lang: str, classes: str = "", attrs: str = "", note: str = "") -> str:
    """One tile face with its name for screen readers (and ``note``, e.g. "last")."""
    name = escape(face_name(face, lang) + (f", {note}" if note else ""))
    return (
        f'<span class="t {classes}" data-face="{face}" role="img" aria-label="{name}" '
        f'title="{name}" style="background-image:var(--art-{face})"{attrs}>'
        "</span>"
    )


def back(classes: str = "") -> str:
    return f'<span class="t back {classes}" aria-hidden="true"></span>'


def meld_html(meld: Meld, lang: str, reveal: bool = False) -> str:
    """A declared set; a concealed kong shows its outer tiles face down (all of it at the end
    of the hand, ``reveal``; another seat's concealed kong has no faces at all)."""
    if meld.kind == "concealed_kong":
        if not meld.tiles:
            inner = back() * 4
        elif reveal:
            inner = "".join(tile(t, lang) for t in meld.tiles)
        else:
            inner = back() + tile(meld.tiles[1], lang) + tile(meld.tiles[2], lang) + back()
    else:
        claimed = meld.claimed
        parts = []
        for t in meld.tiles:
            cls = "claimed" if t == claimed else ""
            if cls:
                claimed = None  # only one copy is the claimed one
            parts.append(tile(t, lang, cls))
        inner = "".join(parts)
    return f'<span class="meld {meld.kind}">{inner}</span>'


def melds_html(melds: Sequence[Meld], flowers: Sequence[str], lang: str,
               reveal: bool = False) -> str:
    parts = [meld_html(m, lang, reveal) for m in melds]
    if flowers:
        parts.append(
            '<span class="flowers">' + "".join(tile(f, lang, "flower") for f in flowers)
            + "</span>"
        )
    return "".join(parts)


# ---------------------------------------------------------------------------- seats


def disc(wind: str, t: T, classes: str = "") -> str:
    """A seat's wind as a round marker (East, the dealer, in red)."""
    return (
        f'<span class="disc wind-{wind} {classes}" title="{escape(t(f"wind.{wind}"))}">'
        f"{escape(t(f'windchar.{wind}'))}</span>"
    )


def seat_head(seat: Seat, t: T) -> str:
    label = escape(said(t, "mt.seat", seat.name, wind=t(f"wind.{seat.wind}"),
                         score=seat.score))
    state = ' data-active="1"' if seat.active else ""
    thinking = (
        '<span class="dots" aria-hidden="true"><i></i><i></i><i></i></span>' if seat.active
        and seat.position != "me" else ""
    )
    return (
        f'<div class="head"{state} aria-label="{label}">{disc(seat.wind, t)}'
        f'<span class="who">{escape(seat.name)}</span>'
        f'<span class="score" data-score="{seat.score}">{escape(signed(seat.score, t))}'
        f"</span>{thinking}</div>"
    )


def hidden_tiles(count: int, t: T) -> str:
    """Another seat's concealed tiles, face down: a row on wide screens, one back and a count
    on a phone."""
    label = escape(t("mt.concealed", n=count))
    return (
        f'<span class="hidden" role="img" aria-label="{label}" data-count="{count}">'
        f'<span class="row">{back() * count}</span>'
        f'<span class="one">{back()}<b>×{escape(t("res.num", value=count))}</b></span></span>'
    )


def self_drawn_win(events: Sequence[dict]) -> tuple[int, str] | None:
    """(seat, tile) of a hand won on a tile the winner drew, else None: the middle of the
    table then shows that tile as drawn, not the last discard, which nobody took."""
    last = events[-1] if events else {}
    if last.get("act") == "win" and last.get("from") is None:
        return last["seat"], last["tile"]
    return None


def latest_discard(events: Sequence[dict]) -> int | None:
    """The seat that made the hand's latest discard (None before the first, and after a
    self-drawn win): its tile is the one tile on the table marked as the latest."""
    if self_drawn_win(events) is not None:
        return None
    for event in reversed(events):
        if event.get("act") == "discard":
            return event.get("seat")
    return None


def pond_html(view: SeatView, seat: int, names: Sequence[str], lang: str, t: T,
              latest: int | None = None) -> str:
    """A seat's discards in order; a claimed one faded; the table's latest discard (``latest``
    is the seat that made it) marked, and raised while it is on offer."""
    pond = view.discards[seat]
    offer = view.offer
    cells = []
    for i, d in enumerate(pond):
        classes = []
        notes = []
        if d.claimed_by is not None:
            classes.append("taken")
            notes.append(said(t, "mt.taken", names[d.claimed_by]))
        if seat == latest and i == len(pond) - 1:
            classes.append("last")
            notes.append(t("mt.last"))
            if offer is not None and offer.seat == seat and not offer.added_kong:
                classes.append("offer")
        cells.append(tile(d.tile, lang, " ".join(classes), note=", ".join(notes)))
    label = escape(said(t, "mt.discards", names[seat]))
    return f'<div class="pond" role="group" aria-label="{label}">{"".join(cells)}</div>'


def seat_html(view: SeatView, seat: Seat, names: Sequence[str], lang: str, t: T,
              latest: int | None = None) -> str:
    """A seat on the felt: head (wind, name, score), an opponent's hidden tiles (turned up
    once the hand is over), melds and flowers, discards."""
    label = escape(said(t, "mt.melds", seat.name))
    if seat.position == "me":
        held = ""  # the person's own tiles are the hand along the bottom
    elif seat.open_tiles:
        held = f'<span class="opened">{"".join(tile(x, lang) for x in seat.open_tiles)}</span>'
    else:
        held = hidden_tiles(seat.concealed, t)
    return (
        f'<div class="top-line">{seat_head(seat, t)}{held}</div>'
        f'<div class="melds" role="group" aria-label="{label}">'
        f"{melds_html(view.melds[seat.seat], view.flowers[seat.seat], lang)}</div>"
        f"{pond_html(view, seat.seat, names, lang, t, latest)}"
    )


def latest_html(view: SeatView, latest: int | None, names: Sequence[str], lang: str,
                t: T, won: tuple[int, str] | None = None) -> str:
    """The table's latest discard, large in the middle of the table, with who made it (taken
    into a meld or a win, it is shown faded); nothing before the first discard. After a
    self-drawn win (``won``: seat, tile) the tile drawn, said to be drawn by the winner."""
    if won is not None:
        seat, face = won
        note, short = said(t, "mt.drawn_by", names[seat]), said(t, "mt.drawn_short", names[seat])
        return (
            f'<div class="latest self-drawn" data-seat="{seat}" data-face="{face}" '
            f'data-drawn="1">{tile(face, lang, "big-latest", note=note)}'
            f'<span class="by" aria-hidden="true">{escape(short)}</span></div>'
        )
    if latest is None or not view.discards[latest]:
        return '<div class="latest" data-empty="1"></div>'
    last = view.discards[latest][-1]
    taken = last.claimed_by is not None
    offer = view.offer is not None and view.offer.seat == latest and not view.offer.added_kong
    note = said(t, "mt.latest_by", names[latest])
    classes = "big-latest" + (" taken" if taken else "") + (" offer" if offer else "")
    return (
        f'<div class="latest" data-seat="{latest}" data-face="{last.tile}">'
        f"{tile(last.tile, lang, classes, note=note)}"
        f'<span class="by" aria-hidden="true">{escape(names[latest])}</span></div>'
    )


def compass_html(view: SeatView, hand_no: int, hands: int, seats: Sequence[Seat], t: T,
                 latest: int | None = None, names: Sequence[str] = (), lang: str = "en",
                 won: tuple[int, str] | None = None) -> str:
    """The middle of the table: the latest discard, large, amid the seats' winds (whose turn
    lit); the tiles left in the wall, the round's wind and the hand number."""
    sides = "".join(
        f'<span class="side {s.position}" data-active="{int(s.active)}">'
        f"{escape(t(f'windchar.{s.wind}'))}</span>"
        for s in seats
    )
    wind = t(f"wind.{view.prevalent_wind}")
    middle = latest_html(view, latest, names, lang, t, won) if names else ""
    return (
        f'<div class="compass">{sides}<div class="mid">{middle}</div>'
        '<div class="table-info">'
        f'<span class="wall" data-wall="{view.wall_left}" '
        f'title="{escape(t("mt.wall", n=view.wall_left))}">'
        f'{escape(t("res.num", value=view.wall_left))}'
        f'<small>{escape(t("mt.wall_short"))}</small></span>'
        f'<span class="round" title="{escape(t("ctx.round_wind"))}">'
        f'{escape(t("mt.round", wind=wind))}</span>'
        f'<span class="handno">{escape(t("mt.hand_no", n=hand_no, total=hands))}</span>'
        "</div></div>"
    )


# ---------------------------------------------------------------------------- the person


def hand_html(view: SeatView, lifted: int | None, marks: set[str], can_discard: bool,
              lang: str, t: T) -> str:
    """The person's concealed tiles, sorted, the drawn tile apart; buttons when they may
    discard (``lifted``: the index of the raised tile; ``marks``: tiles whose discard leaves
    the hand ready)."""
    tiles = list(view.concealed) + ([view.drawn] if view.drawn else [])
    parts = []
    focus = lifted if lifted is not None else len(tiles) - 1
    for i, face in enumerate(tiles):
        drawn = view.drawn is not None and i == len(tiles) - 1
        classes = "ht" + (" drawn" if drawn else "")
        name = face_name(face, lang)
        if drawn:
            name += f" ({t('mt.drawn')})"
        if face in marks:
            name += f" ({t('ready.mark')})"
        inner = tile(face, lang) + ('<i class="mark" aria-hidden="true"></i>' if face in marks
                                    else "")
        if can_discard:
            pressed = "true" if i == lifted else "false"
            tab = "0" if i == focus else "-1"
            parts.append(
                f'<button type="button" class="{classes}" data-tile="{face}" data-index="{i}" '
                f'aria-pressed="{pressed}" tabindex="{tab}" aria-label="{escape(name)}">'
                f"{inner}</button>"
            )
        else:
            parts.append(f'<span class="{classes}" data-tile="{face}">{inner}</span>')
    return "".join(parts)


def action_button(action: Action, lang: str, t: T, primary: bool = False) -> str:
    """A claim or turn option: its name, the tiles it takes, a win's points, its key."""
    act = action.act
    if act == "win":
        raw = t("act.win_points", points=action.points)
        tiles = ""
    else:
        raw = t(f"act.{act}")
        if act == "chow":
            tiles = "".join(tile(x, lang) for x in action.tiles)
        elif act in ("pung", "kong", "concealed_kong", "added_kong"):
            n = 3 if act == "pung" else 4
            tiles = tile(action.tile, lang) * n
        else:
            tiles = ""
    key = CLAIM_KEYS.get(act, "")
    data = (f'data-act="{act}" data-tile="{escape(action.tile)}" '
            f'data-tiles="{" ".join(action.tiles)}"')
    if act == "win":
        data += f' data-points="{action.points}"'
    cls = "btn act " + act + (" primary" if primary or act == "win" else "")
    label = escape(raw)
    named = " ".join([raw, *(face_name(x, lang) for x in action.tiles)])
    # Named by its words and tiles; with no tiles its own text names it, key and all (an
    # aria-label without the key shown beside it would not match what is seen). A chow is
    # named with its tiles, so its key is not shown on it (C goes from chow to chow; the
    # menu lists the keys) but given as its shortcut.
    aria = f' aria-label="{escape(named)}"' if named != raw else ""
    if aria and key:
        aria += f' aria-keyshortcuts="{key}"'
        kbd = ""
    else:
        kbd = f" <kbd>{key}</kbd>" if key else ""
    return (
        f'<button type="button" class="{cls}" {data}{aria}>'
        f'<span class="act-label">{label}</span>'
        + (f'<span class="act-tiles">{tiles}</span>' if tiles else "")
        + kbd
        + "</button>"
    )


def ordered(actions: Sequence[Action]) -> list[Action]:
    """Claim and turn options in the order shown: win, kongs, pung, chows, pass."""
    return sorted(actions, key=lambda a: ACT_ORDER.get(a.act, 5))


def claim_html(view: SeatView, actions: Sequence[Action], names: Sequence[str], lang: str,
               t: T, extra: str = "") -> str:
    """The question on a discard (or an added kong): the tile and every legal claim
    (``extra``: markup beside the tile, the claim timer's countdown)."""
    offer = view.offer
    head_key = "mt.offer_rob" if offer.added_kong else "mt.offer"
    buttons = "".join(action_button(a, lang, t) for a in ordered(actions))
    return (
        f'<div class="claim"><div class="offer-line">'
        f'<span>{escape(said(t, head_key, names[offer.seat]))}</span>'
        f'{tile(offer.tile, lang, "big")}{extra}</div>'
        f'<div class="choices" role="group">{buttons}</div></div>'
    )


def turn_html(actions: Sequence[Action], lifted: str | None, lang: str, t: T,
              say: str | None = None) -> str:
    """The person's turn: the way to discard (``say``, else the default words), and any win
    or kong offered."""
    extra = [a for a in ordered(actions) if a.act != "discard"]
    text = say or (t("mt.turn_lifted", tile=face_name(lifted, lang)) if lifted else t("mt.turn"))
    buttons = "".join(action_button(a, lang, t) for a in extra)
    choices = f'<div class="choices" role="group">{buttons}</div>' if buttons else ""
    return f'<div class="turn"><p class="say">{escape(text)}</p>{choices}</div>'


def over_html(match_over: bool, t: T) -> str:
    """The prompt once the hand is over: the results again, and on to the next hand (or to
    the final results)."""
    key = "end.final" if match_over else "end.next"
    return (
        f'<div class="turn"><p class="say">{escape(t("end.over"))}</p><div class="choices">'
        f'<button type="button" class="btn primary" data-do="mt-results">'
        f'{escape(t("end.results"))}</button><button type="button" class="btn" data-do="mt-next">'
        f"{escape(t(key))}</button></div></div>"
    )


def waiting_html(name: str, t: T) -> str:
    return f'<p class="say wait">{escape(said(t, "mt.thinking", name))}</p>'


def ready_html(waits: list[Wait] | None, after: str | None, lang: str, t: T,
               far: bool = False) -> str:
    """The ready aid: the waits of the hand (or of the hand after discarding ``after``), each
    with its value on a discard, self-drawn when that differs, and the copies unseen.
    ``waits`` None: on the person's turn before a tile is lifted (``far``: no discard would
    leave the hand ready)."""
    title = f'<span class="ready-title">{escape(t("ready.title"))}</span>'
    if waits is None:
        key = "ready.far" if far else "ready.choose"
        return f'{title}<span class="ready-text">{escape(t(key))}</span>'
    name = face_name(after, lang) if after else ""
    if not waits:
        key = "ready.not_after" if after else "ready.not"
        return f'{title}<span class="ready-text">{escape(t(key, tile=name))}</span>'
    lead = t("ready.after", tile=name) if after else t("ready.waits")
    chips = []
    for w in waits:
        worth = "ok" if w.discard_points else "below"
        extra = (
            f'<span class="self">{escape(t("ready.self", points=w.self_drawn_points))}</span>'
            if w.self_drawn_points != w.discard_points else ""
        )
        chips.append(
            f'<span class="wait {worth}" data-wait="{w.tile}" data-points="{w.discard_points}">'
            f"{tile(w.tile, lang, 'small')}<span class=\"pts\">"
            f"<b>{escape(t('res.num', value=w.discard_points))}</b>{extra}"
            f'<span class="left">{escape(t("ready.left", n=w.left))}</span></span></span>'
        )
    legend = escape(t("ready.legend"))
    return (
        f'{title}<span class="ready-text">{escape(lead)}</span>'
        f'<span class="waits" title="{legend}">{"".join(chips)}</span>'
        f'<span class="legend">{legend}</span>'
    )


# ---------------------------------------------------------------------------- panels


def choice_group(name: str, legend: str, options: Sequence[tuple[str, str, str]],
                 chosen: str, note: str = "") -> str:
    """Radio buttons as cards: (value, label, description); ``note`` explains the group."""
    items = []
    for value, label, about in options:
        checked = " checked" if value == chosen else ""
        about_html = f'<span class="about">{escape(about)}</span>' if about else ""
        items.append(
            f'<label class="choice"><input type="radio" name="{name}" value="{value}"'
            f'{checked}><span class="choice-body"><span class="choice-label">{escape(label)}'
            f"</span>{about_html}</span></label>"
        )
    compact = " compact" if not any(about for _, _, about in options) else ""
    note_html = f'<p class="note">{escape(note)}</p>' if note else ""
    return (
        f'<fieldset class="choices-set" data-setting="{name}"><legend>{escape(legend)}</legend>'
        f'{note_html}<div class="choice-row{compact}">{"".join(items)}</div></fieldset>'
    )


def settings_html(pace: str, paces: Sequence[str], ready_on: bool, t: T) -> str:
    """Pace and the ready aid: in the set-up panel and in the menu."""
    return choice_group(
        "pace", t("mt.pace"), [(p, t(f"pace.{p}"), "") for p in paces], pace
    ) + choice_group(
        "ready", t("mt.ready_aid"), [("on", t("mt.on"), ""), ("off", t("mt.off"), "")],
        "on" if ready_on else "off", t("mt.ready_aid.about"),
    )


def setup_html(levels: Sequence[str], level: str, hands: int, pace: str,
               paces: Sequence[str], ready_on: bool, t: T, more: str = "") -> str:
    """Before a match: Start (in view on a phone's first screen, issue 53) and the other ways
    in; below them the settings it starts with: the level, the length, the pace, the ready
    aid (and ``more``)."""
    level_options = [(lv, t(f"mt.level.{lv}"), t(f"mt.level.{lv}.about")) for lv in levels]
    hero = "".join(tile(face, "en") for face in HONORS)
    return (
        f'<div class="hero" aria-hidden="true">{hero}</div>'
        f'<h2 id="mt-panel-title" class="panel-title">{escape(t("mt.title"))}</h2>'
        f'<p class="intro">{escape(t("mt.intro"))}</p>'
        '<div class="panel-actions">'
        f'<button type="button" class="btn primary big" id="mt-start">{escape(t("mt.start"))}'
        "</button></div>"
        f'<h3 class="setup-settings">{escape(t("mt.settings"))}</h3>'
        + choice_group("level", t("mt.level"), level_options, level)
        + choice_group("hands", t("mt.length"),
                       [("16", t("mt.hands.16"), ""), ("1", t("mt.hands.1"), "")], str(hands))
        + settings_html(pace, paces, ready_on, t) + more
        + f'<p class="hint keys">{escape(t("mt.keys"))}</p>'
    )


def menu_html(pace: str, paces: Sequence[str], ready_on: bool, t: T, more: str = "",
              actions: str = "") -> str:
    """The menu: the settings (and ``more`` of them), back to the match, a new match (and
    ``actions``, more buttons)."""
    return (
        f'<h2 id="mt-panel-title" class="panel-title">{escape(t("mt.settings"))}</h2>'
        + settings_html(pace, paces, ready_on, t) + more
        + '<div class="panel-actions">'
        f'<button type="button" class="btn primary" id="mt-close">{escape(t("mt.back"))}</button>'
        f'{actions}'
        f'<button type="button" class="btn" id="mt-new">{escape(t("mt.new"))}</button></div>'
        f'<p class="hint keys">{escape(t("mt.keys"))}</p>'
    )


def open_hand(table: Table, seat: int, name: str, lang: str, t: T) -> str:
    """A seat's whole hand at the end: melds (concealed kongs turned up), concealed tiles,
    the winning tile apart, flowers."""
    result = table.result
    held = list(table.hand_of(seat))
    win = ""
    if result is not None and result.winner == seat and held and held[-1] == result.win_tile:
        held.pop()
        win = (
            f'<span class="win-tile"><small>{escape(t("end.win_tile"))}</small>'
            f"{tile(result.win_tile, lang, 'win')}</span>"
        )
    winner = result is not None and result.winner == seat
    return (
        f'<li class="open-hand{" winner" if winner else ""}" data-seat="{seat}">'
        f'<div class="open-who">{disc(table.seat_winds[seat], t)}<b>{escape(name)}</b></div>'
        f'<div class="open-tiles"><span class="concealed">'
        f'{"".join(tile(x, lang) for x in held)}</span>{win}'
        f"{melds_html(table.melds[seat], table.flowers[seat], lang, reveal=True)}</div></li>"
    )


def settlement_html(table: Table, names: Sequence[str], order: Sequence[int], t: T) -> str:
    """Each player's gain or payment for the hand and their running total."""
    result = table.result
    totals = table.final_scores
    rows = []
    for seat in order:
        pay = result.payments[seat] if result else 0
        role = ""
        if result is not None and result.winner == seat:
            role = t("role.winner", context_=context_of(names[seat]))
        elif result is not None and result.discarder == seat:
            role = t("role.discarder", context_=context_of(names[seat]))
        cls = "gain" if pay > 0 else ("pay" if pay < 0 else "")
        amount = escape(signed(pay, t, plus=True))
        total = escape(signed(totals[seat], t))
        rows.append(
            f'<tr class="{cls}" data-seat="{seat}"><th scope="row">'
            f'{disc(table.seat_winds[seat], t)}{escape(names[seat])} '
            f'<small>{escape(role)}</small></th>'
            f'<td class="num" data-payment="{pay}">{amount}</td>'
            f'<td class="num" data-total="{totals[seat]}">{total}</td></tr>'
        )
    return (
        f'<table class="settle"><thead><tr><td></td><th>{escape(t("end.this_hand"))}</th>'
        f'<th>{escape(t("end.total"))}</th></tr></thead><tbody>{"".join(rows)}</tbody></table>'
    )


def hand_over_html(table: Table, names: Sequence[str], order: Sequence[int], person: int,
                   last_hand: bool, lang: str, t: T, actions: str = "") -> str:
    """The end of a hand: who won and how, the winning hand's fans (the scorer's breakdown),
    all four hands opened, the settlement and the running scores; Next hand."""
    result = table.result
    if result is None or result.winner is None:
        title, sub = t("end.draw"), t("end.draw_note")
    else:
        points = result.total
        title = (t("end.you_win", points=points) if result.winner == person
                 else said(t, "end.wins", names[result.winner], points=points))
        if result.self_drawn:
            sub = t("end.self_drawn")
        elif result.robbed:
            sub = said(t, "end.robbed", names[result.discarder])
        elif result.discarder == person:
            sub = t("end.on_your_discard")
        else:
            sub = said(t, "end.on_discard", names[result.discarder])
    fans = ""
    if result is not None and result.score is not None:
        fans = (
            '<div class="scorer mt-result"><section class="sc-result">'
            f"{fans_html(result.score, t, lang, prefix='mt')}</section></div>"
        )
    hands = "".join(open_hand(table, s, names[s], lang, t) for s in order)
    next_key = "end.final" if last_hand else "end.next"
    return (
        f'<h2 id="mt-panel-title" class="panel-title">{escape(title)}</h2>'
        f'<p class="sub">{escape(sub)}</p>'
        '<div class="end-grid"><div class="end-main">'
        f'<h3>{escape(t("end.hands"))}</h3><ul class="open-hands">{hands}</ul>{fans}</div>'
        f'<div class="end-side"><h3>{escape(t("end.settlement"))}</h3>'
        f"{settlement_html(table, names, order, t)}</div></div>"
        '<div class="panel-actions">'
        f'<button type="button" class="btn primary big" id="mt-next">{escape(t(next_key))}</button>'
        f'<button type="button" class="btn" id="mt-look">{escape(t("end.see_table"))}</button>'
        f"{actions}</div>"
    )


def match_over_html(tables: Sequence[Table], placings: Sequence[int], scores: Sequence[int],
                    names: Sequence[str], person: int, lang: str, t: T) -> str:
    """The end of the match: the placings, and every hand's winner, value and payments."""
    order = sorted(range(4), key=lambda s: (placings[s], s))
    rows = "".join(
        f'<li class="place-{placings[s]}{" me" if s == person else ""}" data-seat="{s}">'
        f'<span class="rank">{escape(t("res.num", value=placings[s]))}</span>'
        f'<span class="who">{escape(names[s])}</span>'
        f'<span class="score" data-score="{scores[s]}">{escape(signed(scores[s], t))}'
        "</span></li>"
        for s in order
    )
    head = "".join(f"<th>{escape(names[s])}</th>" for s in range(4))
    body = []
    for table in tables:
        r = table.result
        who = names[r.winner] if r and r.winner is not None else t("match.draw")
        cells = "".join(
            f'<td class="num{" gain" if r and r.payments[s] > 0 else ""}">'
            f'{escape(signed(r.payments[s] if r else 0, t))}</td>'
            for s in range(4)
        )
        points = escape(t("res.num", value=r.total if r else 0))
        body.append(
            f'<tr><th scope="row">{escape(t("res.num", value=table.hand_number))}</th>'
            f'<td>{escape(who)}</td><td class="num">{points}</td>{cells}</tr>'
        )
    you = t("match.you_placed", place=t(f"place.{placings[person]}"),
            score=signed(scores[person], t))
    return (
        f'<h2 id="mt-panel-title" class="panel-title">{escape(t("match.over"))}</h2>'
        f'<p class="sub">{escape(you)}</p>'
        f'<h3>{escape(t("match.standings"))}</h3><ol class="standings">{rows}</ol>'
        f'<h3>{escape(t("match.by_hand"))}</h3><div class="by-hand-wrap"><table class="by-hand">'
        f'<thead><tr><th>{escape(t("match.hand"))}</th><th>{escape(t("match.winner"))}</th>'
        f'<th>{escape(t("match.points"))}</th>{head}</tr></thead>'
        f'<tbody>{"".join(body)}</tbody></table></div>'
        '<div class="panel-actions">'
        f'<button type="button" class="btn primary big" id="mt-again">{escape(t("match.again"))}'
        "</button></div>"
    )


def positions(view: SeatView) -> dict[int, str]:
    """Seat -> where it is drawn (see POSITIONS)."""
    out = {}
    seat = view.seat
    for position in POSITIONS:
        out[seat] = position
        seat = view.next_seat(seat)
    return out

