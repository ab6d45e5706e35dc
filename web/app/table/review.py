"""The review in the page: the person's moments where the strong player would have chosen
otherwise (``table.review``), in words a player reads, biggest loss first; and the coach's
advice for the decision on show. Pure Python: text and HTML strings for the view.

A moment reads "You chose: discard 7 bamboo · Strong player: discard 1 dots", then why:
"keeping the 4-7 dots wait: 31 % to win, against 18 %", and the hand's tiles at that moment;
it is a button that opens the replay there (``data-hand``, ``data-event``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape

from app.table.render import tile
from app.text.table import face_name
from table import Action
from table.review import Appraisal, HandReview, Moment

T = Callable[..., str]


def act_text(action: Action, lang: str, t: T) -> str:
    """"discard 7 bamboo", "chow 3-4-5 bamboo", "pass"."""
    if action.act == "chow":
        return t("rv.act.chow", tiles=tiles_text(action.tiles, lang))
    if action.act == "pass":
        return t("rv.act.pass")
    return t(f"rv.act.{action.act}", tile=face_name(action.tile, lang))


def tiles_text(faces: Sequence[str], lang: str) -> str:
    """Tiles by suit: ("4p", "7p") -> "4-7 dots"; honours by name; groups joined by commas."""
    groups: list[tuple[str, list[str]]] = []
    for face in faces:
        if len(face) == 2:
            number, suit = face_name(face, lang).split(" ", 1)
            if groups and groups[-1][0] == suit:
                groups[-1][1].append(number)
            else:
                groups.append((suit, [number]))
        else:
            groups.append(("", [face_name(face, lang)]))
    return ", ".join(
        ("-".join(numbers) + " " + suit) if suit else numbers[0] for suit, numbers in groups
    )


def percent(value: float) -> int:
    return round(100 * value)


def why_text(moment: Moment, lang: str, t: T) -> str:
    """Why the strong player's choice is better, in its own expectation."""
    a, b = moment.better_appraisal, moment.chose_appraisal
    if moment.better.act == "win":
        return t("rv.why.win", points=moment.better.points, b=percent(b.win_chance))
    chance_gap = abs(a.win_chance - b.win_chance)
    if b.feed - a.feed > 0.01 and chance_gap < 0.03:
        return t("rv.why.safer", a=percent(a.feed), b=percent(b.feed))
    if a.waits:
        text = t("rv.why.wait", waits=tiles_text(a.waits, lang), a=percent(a.win_chance),
                 b=percent(b.win_chance))
    else:
        text = t("rv.why.chance", a=percent(a.win_chance), b=percent(b.win_chance))
    if a.points != b.points:
        text += t("rv.why.points", p=a.points, q=b.points)
    return text


def loss_text(loss: float, t: T) -> str:
    return t("rv.loss", x=round(loss, 1) if loss < 10 else round(loss))


def moment_html(moment: Moment, hand: int, lang: str, t: T, show_hand: bool = False) -> str:
    """One moment as a button that opens the replay at it."""
    held = "".join(tile(f, lang, "mini") for f in moment.concealed)
    if moment.drawn:
        held += tile(moment.drawn, lang, "mini drawn")
    head = (f'<span class="rv-hand">{escape(t("rv.hand", n=hand))}</span>'
            if show_hand else "")
    return (
        f'<li><button type="button" class="rv-moment" data-do="mt-moment" '
        f'data-hand="{hand}" data-event="{moment.event}">'
        f'{head}<span class="rv-choices">'
        f'<span class="rv-chose"><small>{escape(t("rv.yours"))}</small> '
        f'{escape(act_text(moment.chose, lang, t))}</span>'
        f'<span class="rv-better"><small>{escape(t("rv.strong"))}</small> '
        f'{escape(act_text(moment.better, lang, t))}</span></span>'
        f'<span class="rv-why">{escape(why_text(moment, lang, t))}</span>'
        f'<span class="rv-loss" data-loss="{moment.loss:.2f}">{escape(loss_text(moment.loss, t))}'
        f'</span><span class="rv-tiles" aria-label="{escape(t("rv.tiles"))}">{held}</span>'
        "</button></li>"
    )


def review_html(reviews: Sequence[HandReview], lang: str, t: T, whole_match: bool,
                back_id: str = "mt-results") -> str:
    """The review panel of one hand or of the match (its hands' moments together, biggest
    first)."""
    moments = sorted(
        ((m, r.hand) for r in reviews for m in r.moments), key=lambda p: (-p[0].loss, p[1])
    )
    decisions = sum(r.decisions for r in reviews)
    if whole_match:
        title = t("rv.match_title")
    else:
        title = t("rv.title", n=reviews[0].hand if reviews else 1)
    if moments:
        body = (
            f'<p class="intro">{escape(t("rv.intro"))}</p>'
            f'<p class="sub">{escape(t("rv.count", n=decisions, k=len(moments)))}</p>'
            '<ol class="rv-list">'
            + "".join(moment_html(m, hand, lang, t, whole_match) for m, hand in moments)
            + "</ol>"
        )
    else:
        none = t("rv.match_none" if whole_match else "rv.none")
        body = f'<p class="intro rv-none">{escape(none)}</p>'
    return (
        f'<h2 id="mt-panel-title" class="panel-title">{escape(title)}</h2>{body}'
        '<div class="panel-actions">'
        f'<button type="button" class="btn primary" id="{back_id}">{escape(t("rv.back"))}'
        "</button></div>"
    )


def working_html(t: T) -> str:
    """While a review is worked out (the page shows it at once, then the list)."""
    return (
        f'<h2 id="mt-panel-title" class="panel-title">{escape(t("rv.working"))}</h2>'
        '<p class="rv-working" role="status"><span class="dots" aria-hidden="true">'
        '<i></i><i></i><i></i></span><span class="rv-progress"></span></p>'
    )


def coach_html(better: Action, best: Sequence[tuple[Action, Appraisal]], lang: str,
               t: T) -> str:
    """The coach beside the ready aid: the strong player's choice and the best alternatives,
    each with its chance to win and points expected."""
    items = []
    for action, appraisal in best:
        mine = action.key == better.key
        value = t("coach.value", a=percent(appraisal.win_chance), e=round(appraisal.expected, 1))
        cls = ' class="best"' if mine else ""
        items.append(
            f'<li{cls} data-act="{action.act}" '
            f'data-tile="{action.tile}"><b>{escape(act_text(action, lang, t))}</b> '
            f"<small>{escape(value)}</small></li>"
        )
    return (
        f'<div class="coach" role="note" aria-label="{escape(t("coach.label"))}">'
        f'<span class="coach-says">{escape(t("coach.says"))}</span>'
        f'<ol class="coach-list">{"".join(items)}</ol></div>'
    )
