"""The review in the page: the person's decisions worth fewer points expected than the coach's
pick (``table.review``), in words a player reads, biggest loss first, then the ties (another
choice worth as much); and the coach's advice for the decision on show, in the order of the
figure it shows. Pure Python: text and HTML strings for the view.

A moment reads "You chose: discard 7 bamboo · Coach's pick: discard 1 dots", then why:
"keeping the 4-7 dots wait: 31 % to win, against 18 %", and the hand's tiles at that moment;
it is a button that opens the replay there (``data-hand``, ``data-event``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape

from app.table.render import tile
from app.text.table import face_name
from table import Action
from table.review import Appraisal, HandReview, Moment, shown

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


def counted(t: T, key: str, n: int) -> str:
    """``key.one`` for one, ``key.many`` for any other count (0 too), ``n`` filled in."""
    return t(f"{key}.{'one' if n == 1 else 'many'}", n=n)


def count_text(decisions: int, differ: int, ties: int, t: T) -> str:
    """"19 decisions looked at: 3 differ, 1 tie." (the ties only when there are some)."""
    parts = [counted(t, "rv.differ", differ)] + ([counted(t, "rv.ties", ties)] if ties else [])
    return t("rv.count", decisions=counted(t, "rv.decisions", decisions),
             found=", ".join(parts))


def why_text(moment: Moment, lang: str, t: T) -> str:
    """Why the coach's pick is better (or, for a tie, that it is worth the same)."""
    a, b = moment.better_appraisal, moment.chose_appraisal
    if moment.tie:
        return t("rv.why.tie", e=shown(a.expected))
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


def loss_html(moment: Moment, t: T) -> str:
    return (f'<span class="rv-loss" data-loss="{moment.loss:.1f}">'
            f'{escape(loss_text(moment.loss, t))}</span>')


def moment_html(moment: Moment, hand: int, lang: str, t: T, show_hand: bool = False) -> str:
    """One moment (or tie) as a button that opens the replay at it."""
    held = "".join(tile(f, lang, "mini") for f in moment.concealed)
    if moment.drawn:
        held += tile(moment.drawn, lang, "mini drawn")
    head = (f'<span class="rv-hand">{escape(t("rv.hand", n=hand))}</span>'
            if show_hand else "")
    return (
        f'<li><button type="button" class="rv-moment{" rv-tie" if moment.tie else ""}" '
        f'data-do="mt-moment" data-hand="{hand}" data-event="{moment.event}">'
        f'{head}<span class="rv-choices">'
        f'<span class="rv-chose"><small>{escape(t("rv.yours"))}</small> '
        f'{escape(act_text(moment.chose, lang, t))}</span>'
        f'<span class="rv-better"><small>{escape(t("rv.coach"))}</small> '
        f'{escape(act_text(moment.better, lang, t))}</span></span>'
        f'<span class="rv-why">{escape(why_text(moment, lang, t))}</span>'
        f'{"" if moment.tie else loss_html(moment, t)}'
        f'<span class="rv-tiles" aria-label="{escape(t("rv.tiles"))}">{held}</span>'
        "</button></li>"
    )


def review_html(reviews: Sequence[HandReview], lang: str, t: T, whole_match: bool,
                back_id: str = "mt-results") -> str:
    """The review panel of one hand or of the match (its hands' moments together, biggest
    first; then the ties, in the order played), with how many decisions were looked at."""
    moments = sorted(
        ((m, r.hand) for r in reviews for m in r.moments), key=lambda p: (-p[0].loss, p[1])
    )
    ties = [(m, r.hand) for r in reviews for m in r.ties]
    decisions = sum(r.decisions for r in reviews)
    if whole_match:
        title = t("rv.match_title")
    else:
        title = t("rv.title", n=reviews[0].hand if reviews else 1)
    count = (f'<p class="sub rv-count" data-decisions="{decisions}" data-differ="{len(moments)}"'
             f' data-ties="{len(ties)}">'
             f'{escape(count_text(decisions, len(moments), len(ties), t))}</p>')
    if moments:
        body = (
            f'<p class="intro">{escape(t("rv.intro"))}</p>{count}'
            '<ol class="rv-list">'
            + "".join(moment_html(m, hand, lang, t, whole_match) for m, hand in moments)
            + "</ol>"
        )
    else:
        none = t("rv.match_none" if whole_match else "rv.none")
        body = f'<p class="intro rv-none">{escape(none)}</p>{count}'
    if ties:
        body += (
            f'<h3 class="rv-ties-title">{escape(t("rv.ties_title"))}</h3>'
            f'<p class="sub">{escape(t("rv.ties_intro"))}</p><ol class="rv-list rv-ties">'
            + "".join(moment_html(m, hand, lang, t, whole_match) for m, hand in ties)
            + "</ol>"
        )
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
    """The coach beside the ready aid: its pick and the next best choices, in the order of
    the points expected each is shown with (its chance to win beside it)."""
    items = []
    for action, appraisal in best:
        mine = action.key == better.key
        e = shown(appraisal.expected)
        value = t("coach.value", a=percent(appraisal.win_chance), e=e)
        cls = ' class="best"' if mine else ""
        items.append(
            f'<li{cls} data-act="{action.act}" data-tile="{action.tile}" data-expected="{e}">'
            f"<b>{escape(act_text(action, lang, t))}</b> "
            f"<small>{escape(value)}</small></li>"
        )
    return (
        f'<div class="coach" role="note" aria-label="{escape(t("coach.label"))}">'
        f'<span class="coach-says">{escape(t("coach.says"))}</span>'
        f'<ol class="coach-list">{"".join(items)}</ol></div>'
    )
