"""The player's history in the page (table.history): matches and their places, hands won
and dealt in, points won and lost, the fans won most, the best hand (to replay), and a small
chart of the last matches' scores. Pure Python: the panel's markup for the view.
"""

from __future__ import annotations

from collections.abc import Callable
from html import escape

from app.i18n import DEVANAGARI_DIGITS
from app.scorer.result import fan_label
from app.table.render import signed
from app.table.review import counted
from table.history import Summary

T = Callable[..., str]
PANEL = "history"
CHART_W, CHART_H, GAP = 200, 64, 2


def percent(part: float) -> int:
    return round(100 * part)


def chart_html(summary: Summary, t: T) -> str:
    """Bars of the last matches' scores (up for a gain, down for a loss), with their words."""
    scores = summary.scores
    if not scores:
        return ""
    n = len(scores)
    top = max(1, max(abs(s) for s, _ in scores))
    width = CHART_W / max(n, 10)
    middle = CHART_H / 2
    bars, said = [], []
    for i, (score, place) in enumerate(scores):
        height = max(1.0, (middle - 2) * abs(score) / top)
        y = middle - height if score >= 0 else middle
        key = "past.chart_bar" if place else "past.chart_open"
        words = t(key, i=i + 1, score=signed(score, t),
                  place=t(f"place.{place}") if place else "")
        said.append(words)
        kind = "up" if score >= 0 else "down"
        bars.append(f'<rect class="{kind}{"" if place else " open"}" x="{i * width + GAP / 2:.1f}"'
                    f' y="{y:.1f}" width="{width - GAP:.1f}" height="{height:.1f}">'
                    f"<title>{escape(words)}</title></rect>")
    title = counted(t, "past.chart", n)
    return (
        f'<figure class="hist-chart"><svg viewBox="0 0 {CHART_W} {CHART_H}" role="img" '
        f'aria-label="{escape(title + ": " + "; ".join(said))}" preserveAspectRatio="none">'
        f'<line x1="0" x2="{CHART_W}" y1="{middle}" y2="{middle}"></line>{"".join(bars)}</svg>'
        f"<figcaption>{escape(title)}</figcaption></figure>"
    )


def history_html(summary: Summary, lang: str, t: T) -> str:
    """The history panel (the Back button's id ``mt-history-back``)."""
    title = f'<h2 id="mt-panel-title" class="panel-title">{escape(t("past.title"))}</h2>'
    back = ('<div class="panel-actions"><button type="button" class="btn primary" '
            f'id="mt-history-back">{escape(t("past.back"))}</button></div>')
    if not summary.hands:
        return f'{title}<p class="intro hist-none">{escape(t("past.none"))}</p>{back}'
    def num(n: int) -> str:
        return escape(t("res.num", value=n))

    def rated(n: int, rate: float) -> str:
        return f"{num(n)} ({escape(t('past.rate', n=percent(rate)))})"

    places = "".join(
        f'<li data-place="{p}"><span>{escape(t(f"place.{p}"))}</span> <b>{num(count)}</b></li>'
        for p, count in enumerate(summary.places, 1)
    )
    rows = [
        ("past.matches", [("finished", num(summary.finished)),
                          ("unfinished", num(summary.unfinished))]),
        ("past.hands", [("played", num(summary.hands)),
                        ("won", rated(summary.won, summary.win_rate)),
                        ("dealt_in", rated(summary.dealt_in, summary.deal_in_rate))]),
        ("past.points", [("points_won", escape(signed(summary.points_won, t, plus=True))),
                         ("points_lost", escape(signed(summary.points_lost, t)))]),
    ]
    stats = "".join(
        f'<div class="hist-row"><h3>{escape(t(head))}</h3><dl>'
        + "".join(f'<div data-stat="{name}"><dt>{escape(t(f"past.{name}"))}</dt>'
                  f"<dd>{value}</dd></div>" for name, value in items)
        + "</dl></div>"
        for head, items in rows
    )
    fans = ""
    if summary.fans:
        fans = (f'<h3>{escape(t("past.fans"))}</h3><ol class="hist-fans">'
                + "".join(f'<li data-fan="{escape(name)}"><span>{escape(fan_label(name, lang))}'
                          f'</span> <b>{escape(t("past.times", n=count))}</b></li>'
                          for name, count in summary.fans)
                + "</ol>")
    best = ""
    if summary.best is not None:
        day = summary.best.day.isoformat()
        about = t("past.best_about", points=summary.best.points,
                  date=day if lang == "en" else day.translate(DEVANAGARI_DIGITS))
        best = (f'<h3>{escape(t("past.best"))}</h3><p class="hist-best" '
                f'data-points="{summary.best.points}">{escape(about)} '
                f'<button type="button" class="btn" id="mt-history-replay">'
                f'{escape(t("past.replay"))}</button></p>')
    return (
        f'{title}{chart_html(summary, t)}{stats}'
        f'<h3>{escape(t("past.places"))}</h3><ol class="hist-places">{places}</ol>'
        f"{fans}{best}{back}"
    )
