"""The hand's log: what happened at the table, in words, newest last.

Read from the hand record the table keeps (``Table.events``, the draws, flowers, discards,
claims, kongs and the win of ``table.record``), with its result, and the wins the 8-point
minimum refused the person (``Table.refused``). The person's own draws are named; another
player's draw is "drew a tile" (a draw and the discard after it make one line), and another
player's concealed kong shows its tile only once the hand is over. Pure Python: ``lines``
gives the entries, ``log_html`` and ``panel_html`` the markup.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape
from typing import NamedTuple

from app.table import explain
from app.table.render import said, tile
from app.tilenames import face_name
from table import Table
from tiles import is_flower

T = Callable[..., str]
DEALT = 52
"""The deal's first events: 13 tiles to each seat from the front of the wall."""


class Line(NamedTuple):
    """One entry of the log: what kind of event, whose, in words, and the tiles shown."""

    kind: str
    seat: int | None
    text: str
    tiles: tuple[str, ...] = ()


class _Words:
    """The log's sentences for one reader: the person is "you", the others by name."""

    def __init__(self, person: int, names: Sequence[str], lang: str, t: T) -> None:
        self.person, self.names, self.lang, self.t = person, names, lang, t

    def say(self, key: str, seat: int, **values: str) -> str:
        you = ".you" if seat == self.person else ""
        return explain.sentence(said(self.t, f"log.{key}{you}", self.names[seat], **values))

    def name(self, face: str) -> str:
        return face_name(face, self.lang)

    def of(self, seat: int) -> str:
        return explain.whose(seat, self.person, self.names, self.t)


def lines(table: Table, person: int, names: Sequence[str], lang: str, t: T) -> list[Line]:
    """The log of ``table``'s hand so far (all of it once the hand is over)."""
    words = _Words(person, names, lang, t)
    say, name = words.say, words.name
    events = table.events
    refused = [r for r in table.refused if r.seat == person]

    def refusals(at: int) -> list[Line]:
        return [Line("refused", person, explain.refused_text(r, person, names, lang, t),
                     (r.tile,)) for r in refused if r.event == at]

    dealer = table.seat_winds.index("E")
    out = [Line("deal", dealer, say("deal", dealer))]
    i = DEALT
    while i < len(events) and not (events[i]["act"] == "draw" and events[i]["end"] == "front"):
        event = events[i]  # the deal's flowers and their replacements
        if event["act"] == "flower":
            face = event["tile"]
            out.append(Line("flower", event["seat"],
                            say("flower_deal", event["seat"], tile=name(face)), (face,)))
        i += 1
    out += refusals(i)
    drawn_flower = False
    n = i
    while n < len(events):
        event = events[n]
        after = events[n + 1] if n + 1 < len(events) else None
        if (event["act"] == "draw" and not is_flower(event["tile"]) and after is not None
                and after["act"] == "discard" and after["seat"] == event["seat"]
                and not refusals(n + 1)):  # a draw and its discard: one line
            key = "turn" if event["end"] == "front" else "turn_back"
            seat = event["seat"]
            out.append(Line("turn", seat, say(key, seat, drawn=name(event["tile"]),
                                              tile=name(after["tile"])), (after["tile"],)))
            n += 1
        else:
            line = _line(table, event, words, drawn_flower)
            if line is not None:
                out.append(line)
        drawn_flower = events[n]["act"] == "draw" and is_flower(events[n]["tile"])
        out += refusals(n + 1)
        n += 1
    if table.over and table.result is not None and table.result.winner is None:
        out.append(Line("wall_empty", None, explain.sentence(t("log.wall_empty"))))
    return out


def _line(table: Table, event: dict, words: _Words, drawn_flower: bool) -> Line | None:
    """One event of play in words (None: a flower already said with its draw)."""
    say, name, of = words.say, words.name, words.of
    act, seat, face = event["act"], event["seat"], event.get("tile", "")
    if act == "draw":
        if is_flower(face):
            return Line("flower", seat, say("draw_flower", seat, tile=name(face)), (face,))
        key = "draw" if event["end"] == "front" else "draw_back"
        shown = (face,) if seat == words.person else ()
        return Line("draw", seat, say(key, seat, tile=name(face)), shown)
    if act == "flower":
        if drawn_flower:
            return None
        return Line("flower", seat, say("flower_deal", seat, tile=name(face)), (face,))
    if act == "discard":
        return Line("discard", seat, say("discard", seat, tile=name(face)), (face,))
    if act == "chow":
        run = tuple(event["tiles"])
        listed = ", ".join(name(x) for x in run)
        return Line("chow", seat, say("chow", seat, of=of(event["from"]),
                                      tile=name(event["claimed"]), tiles=listed), run)
    if act in ("pung", "kong"):
        size = 3 if act == "pung" else 4
        return Line(act, seat, say(act, seat, of=of(event["from"]), tile=name(face)),
                    (face,) * size)
    if act == "concealed_kong":
        if seat == words.person or table.over:
            return Line(act, seat, say("concealed_kong_of", seat, tile=name(face)), (face,) * 4)
        return Line(act, seat, say("concealed_kong", seat))
    if act == "added_kong":
        return Line(act, seat, say("added_kong", seat, tile=name(face)), (face,))
    if act == "win":
        total = table.result.total if table.result is not None else 0
        worth = explain.points(total, words.t)
        if event.get("from") is None:
            text = say("win_self", seat, tile=name(face), points=worth)
        elif event.get("robbed"):
            text = say("win_rob", seat, of=of(event["from"]), tile=name(face), points=worth)
        else:
            text = say("win_discard", seat, of=of(event["from"]), tile=name(face), points=worth)
        return Line("win", seat, text, (face,))
    return None


def log_html(entries: Sequence[Line], lang: str) -> str:
    """The entries as list items, newest last: the words, and the tiles the entry shows
    (named by the words, so hidden from screen readers)."""
    items = []
    for line in entries:
        tiles = "".join(tile(x, lang) for x in line.tiles)
        pics = f'<span class="log-tiles" aria-hidden="true">{tiles}</span>' if tiles else ""
        seat = "" if line.seat is None else f' data-seat="{line.seat}"'
        items.append(
            f'<li class="log-{line.kind}" data-kind="{line.kind}"{seat}>'
            f'<span class="log-text">{escape(line.text)}</span>{pics}</li>'
        )
    return "".join(items)


def panel_html(entries: Sequence[Line], hand_no: int, hands: int, lang: str, t: T) -> str:
    """The log's panel: its title, the list (scrollable, the newest last) and Back."""
    return (
        f'<h2 id="mt-panel-title" class="panel-title">{escape(t("log.title"))}</h2>'
        f'<p class="sub">{escape(t("log.sub", n=hand_no, total=hands))}</p>'
        f'<ol class="hand-log" tabindex="0" aria-label="{escape(t("log.list"))}">'
        f"{log_html(entries, lang)}</ol>"
        '<div class="panel-actions">'
        f'<button type="button" class="btn primary" id="mt-log-back">{escape(t("log.back"))}'
        "</button></div>"
    )
