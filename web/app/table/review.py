"""The review in the page: the person's decisions where the strong player would have chosen
otherwise (``table.review``), in words a player reads, biggest gap first, then the ties (a
choice that shows the same figures); and the coach's advice for the decision on show: the
strong player's order with the figures it orders by. Pure Python: text and HTML strings for
the view.

A moment reads "You chose: discard 7 bamboo · Strong player: discard 1 dots", then why: "fewer
tiles to a win: 1, against 2" or "31 % to win, against 18 %", and the hand's tiles at that
moment; it is a button that opens the replay there (``data-hand``, ``data-event``).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from html import escape

from app.table.render import tile
from app.tilenames import face_name
from table import Action
from table.players.strong import STRONG
from table.review import (
    CLAIM_ADVICE,
    LAST_ADVICE,
    Advice,
    HandReview,
    Moment,
    Weighed,
    from_ready,
    percent,
    shown,
)

T = Callable[..., str]
KONGS = ("concealed_kong", "added_kong")
FAR = 9
"""Tiles to a win from which the coach says only "far from a win"."""
CLAIM_COST = round(100 * (STRONG.claim_gain or 0.0))
"""The chance a claim must add before the strong player takes it, in percent."""


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


def counted(t: T, key: str, n: int) -> str:
    """The plural message ``key`` in the form the reader's language takes for ``n``, filled."""
    return t(key, count_=n, n=n)


def count_text(decisions: int, differ: int, ties: int, t: T) -> str:
    """"19 decisions looked at: 3 differ, 1 tie." (the ties only when there are some)."""
    parts = [counted(t, "rv.differ", differ)] + ([counted(t, "rv.ties", ties)] if ties else [])
    return t("rv.count", decisions=counted(t, "rv.decisions", decisions),
             found=", ".join(parts))


def need_text(need: int, t: T) -> str:
    """Tiles to a legal win said as the ready aid says them (issue 53): "ready", "1 tile
    from ready", "3 tiles from ready", "far from ready" (``table.review.from_ready``)."""
    if need >= FAR:
        return t("coach.far")
    n = from_ready(need)
    return t("coach.need.none") if n == 0 else counted(t, "coach.need", n)


def risk_text(risk: float, t: T) -> str:
    """A risk in percent to a tenth, in the reader's digits."""
    return t("res.num", value=percent(risk))


def figures_text(kind: str, weighed: Weighed, t: T) -> str:
    """The figures the coach shows of one action (see ``table.review.shown``)."""
    if weighed.action.act == "win":
        return t("coach.win", points=weighed.action.points)
    if kind == LAST_ADVICE:
        return t("coach.risk", r=risk_text(weighed.risk, t))
    if kind == CLAIM_ADVICE and weighed.action.act != "pass":  # its chance, its cost apart
        return t("coach.claimed", a=percent(weighed.chance), cost=CLAIM_COST)
    chance = t("coach.chance", a=percent(weighed.chance))
    if kind == CLAIM_ADVICE:
        return chance
    return f"{need_text(weighed.need, t)} · {chance}"


def why_text(moment: Moment, lang: str, t: T) -> str:
    """Why the strong player's choice is better, in the figures it chooses by (or, for a tie,
    that both show the same)."""
    a, b = moment.better, moment.chose
    if moment.tie:
        return t("rv.why.tie", figures=figures_text(moment.kind, a, t))
    if a.action.act == "win":
        return t("rv.why.win", points=a.action.points, b=percent(b.chance))
    if moment.kind == LAST_ADVICE:
        return t("rv.why.safer", a=risk_text(a.risk, t), b=risk_text(b.risk, t))
    if moment.kind == CLAIM_ADVICE:  # the chances as they are, a claim's cost said apart
        passed = a.action.act == "pass", b.action.act == "pass"
        if passed[0] != passed[1]:
            key = "rv.why.pass" if passed[0] else "rv.why.take"
            return t(key, a=percent(a.chance), b=percent(b.chance), cost=CLAIM_COST)
        return t("rv.why.chance", a=percent(a.chance), b=percent(b.chance))
    if a.need != b.need and a.action.act not in KONGS and b.action.act not in KONGS:
        far = t("coach.far")
        return t("rv.why.need", a=from_ready(a.need) if a.need < FAR else far,
                 b=from_ready(b.need) if b.need < FAR else far)
    if percent(a.chance) == percent(b.chance):  # the same as shown, yet not valued alike
        if round(1000 * a.risk) != round(1000 * b.risk):
            return t("rv.why.safer", a=risk_text(a.risk, t), b=risk_text(b.risk, t))
        return t("rv.why.close")
    return t("rv.why.chance", a=percent(a.chance), b=percent(b.chance))


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
        f'{escape(act_text(moment.chose.action, lang, t))}</span>'
        f'<span class="rv-better"><small>{escape(t("rv.strong"))}</small> '
        f'{escape(act_text(moment.better.action, lang, t))}</span></span>'
        f'<span class="rv-why">{escape(why_text(moment, lang, t))}</span>'
        f'<span class="rv-tiles" aria-label="{escape(t("rv.tiles"))}">{held}</span>'
        "</button></li>"
    )


def review_html(reviews: Sequence[HandReview], lang: str, t: T, whole_match: bool,
                back_id: str = "mt-results") -> str:
    """The review panel of one hand or of the match (its hands' moments together, biggest
    first; then the ties, in the order played), with how many decisions were looked at."""
    moments = sorted(
        ((m, r.hand) for r in reviews for m in r.moments),
        key=lambda p: (tuple(-x for x in p[0].gap), p[1]),
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


def coach_row(kind: str, weighed: Weighed, pick: bool, lang: str, t: T) -> str:
    """One row of the coach: the action, its figures in words, and in data (the chance and a
    claim's cost in tenths of a percent, apart: the order is by the chance less the cost)."""
    a, (win, need, _, risk) = weighed.action, shown(kind, weighed)
    chance = round(1000 * weighed.chance) if kind != LAST_ADVICE or win else 0
    cls = ' class="best"' if pick else ""
    return (
        f'<li{cls} data-act="{a.act}" data-tile="{a.tile}" data-win="{win}" '
        f'data-need="{-need}" data-chance="{chance}" data-cost="{round(1000 * weighed.cost)}" '
        f'data-risk="{-risk}">'
        f"<b>{escape(act_text(a, lang, t))}</b> "
        f"<small>{escape(figures_text(kind, weighed, t))}</small></li>"
    )


def kong_row(weighed: Weighed, pick: bool, lang: str, t: T) -> str:
    """A kong on offer: declared or not, and the strong player's rule for it."""
    a = weighed.action
    cls = ' class="best"' if pick else ""
    said = t("coach.kong_yes" if pick else "coach.kong_no")
    return (f'<li{cls} data-act="{a.act}" data-tile="{a.tile}"><b>{escape(act_text(a, lang, t))}'
            f"</b> <small>{escape(said)}</small></li>")


def coach_html(advice: Advice, lang: str, t: T, count: int = 3) -> str:
    """The coach beside the ready aid: the strong player's choice and the next best, in its
    order, each with the figures it orders by (what it orders by said first). A kong is a
    question of its own: declared when the hand after it is worth as much as after the best
    discard."""
    pick = advice.order[0].action
    kongs = [w for w in advice.order if w.action.act in KONGS]
    rows = [w for w in advice.order if w.action.act not in KONGS][:count]
    items = "".join(coach_row(advice.kind, w, w.action.key == pick.key, lang, t) for w in rows)
    kong = ""
    if kongs:
        kong = '<ul class="coach-kongs">' + "".join(kong_row(w, w.action.key == pick.key, lang, t)
                                                   for w in kongs) + "</ul>"
    return (
        f'<div class="coach" role="note" aria-label="{escape(t("coach.label"))}">'
        f'<span class="coach-says">{escape(t(f"coach.says.{advice.kind}", cost=CLAIM_COST))}'
        "</span>"
        f'<ol class="coach-list">{items}</ol>{kong}</div>'
    )
