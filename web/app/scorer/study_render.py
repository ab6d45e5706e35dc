"""Markup of the scorer's hand analysis (`study.Study`) and of scoring by ticking fans
(`ticks.Ticks`). Pure Python: the view writes the strings into the page in one DOM call."""

from __future__ import annotations

from html import escape
from typing import Any

from scoring import FANS
from scoring.shanten import SHAPES

from app.scorer import draw
from app.scorer.result import FAN_IDS, fan_label
from app.scorer.study import Study
from app.scorer.ticks import GROUPS, REPEATS, TICKABLE, Ticks, greyed, notes, tally
from app.tilenames import tile_name


def _points(points: int, t: Any) -> str:
    return t("res.points", count_=points, points=points)


def headline(study: Study, t: Any) -> str:
    """The hand's standing in words: complete, ready, or how many tiles from ready."""
    s = study.analysis.shanten
    if s < 0:
        return t("st.complete")
    if study.analysis.tiles == 14:
        if s == 0:
            return t("st.ready14")
        return t("st.away14", count_=s, count=s)
    if s == 0:
        return t("st.ready")
    return t("st.away", count_=s, count=s)


def _left(count: int, t: Any) -> str:
    if count == 0:
        return t("st.left_none")
    return t("st.left", count_=count, count=count)


def _tiles(faces: tuple[str, ...] | list[str], lang: str, size: str = "small") -> str:
    return "".join(draw.tile(face, lang, size, title=True) for face in faces)


def shapes_html(study: Study, t: Any) -> str:
    """Each of the five shapes and how far the hand is from it (or that its melds rule it out)."""
    rows = []
    for shape in SHAPES:
        s = study.analysis.shapes.get(shape)
        if s is None:
            value, data = t("st.shape_no"), "none"
        elif s < 0:
            value, data = t("st.shape_done"), str(s)
        elif s == 0:
            value, data = t("st.shape_ready"), "0"
        else:
            value, data = t("st.shape_away", count=s), str(s)
        best = " best" if shape == study.analysis.shape else ""
        rows.append(f'<li class="st-shape{best}" data-shape="{shape}" data-shanten="{data}">'
                    f'<span>{escape(t(f"shape.{shape}"))}</span> <span>{escape(value)}</span></li>')
    return (f'<details class="st-shapes"><summary>{escape(t("st.shapes"))}</summary>'
            f'<ul>{"".join(rows)}</ul></details>')


def discard_row(d: Any, t: Any, lang: str) -> str:
    """One discard of a 14-tile hand: the tile, what it leaves, the tiles that then help."""
    leaves = t("st.leaves_ready") if d.shanten == 0 else t("st.leaves_away", count=d.shanten)
    helps = (f'<span class="st-useful">{_tiles(d.useful, lang, "mini")}</span>'
             if d.useful else f'<span class="hint">{escape(t("st.no_useful"))}</span>')
    return (
        f'<li class="st-discard" data-tile="{d.tile}" data-shanten="{d.shanten}" '
        f'data-left="{d.left}" data-useful="{" ".join(d.useful)}">'
        f'<div class="st-row">{draw.tile(d.tile, lang, "small")}'
        f'<span class="st-what">{escape(t("st.discard", tile=tile_name(d.tile, lang)))}'
        f'</span><strong class="st-leaves">{escape(leaves)}</strong></div>'
        f'<div class="st-row">{helps}<span class="st-left">{escape(_left(d.left, t))}</span>'
        "</div></li>"
    )


def win_row(w: Any, t: Any, lang: str) -> str:
    """One winning tile of a ready 13-tile hand: its total, the minimum, the fans."""
    mark = (f'<span class="mark ok">{escape(t("st.meets"))}</span>' if w.meets_minimum
            else f'<span class="mark below">'
            f'{escape(t("st.below", points=w.without_flowers))}</span>')
    fans = ", ".join(
        fan_label(name, lang) + (f" {t('tk.times', count=count)}" if count > 1 else "")
        + f" ({t('res.num', value=points * count)})"
        for name, points, count in w.fans
    )
    return (
        f'<li class="st-win" data-tile="{w.tile}" data-total="{w.total}" '
        f'data-meets="{int(w.meets_minimum)}"><div class="st-row">'
        f'{draw.tile(w.tile, lang, "small")}'
        f'<span class="st-what">{escape(t("st.win_on", tile=tile_name(w.tile, lang)))}</span>'
        f'<strong>{escape(_points(w.total, t))}</strong> {mark}</div>'
        f'<p class="st-fans">{escape(fans)}</p></li>'
    )


def _list(rows: list[str], total: int, kind: str, first: int | None) -> str:
    """The list (``kind``: discards or wins) of ``total`` rows, of which ``rows`` are drawn
    now. Drawn in parts (``first`` given: on the screen), it is marked st-first (its first
    rows laid out at once: scorer.css) and, while the others are still to come at its end
    (`rest_rows`), busy (aria-busy) with their room kept (--later: scorer.css), so that what
    follows the list does not jump down when they come."""
    tag, head = ("ol", "st-dis-h") if kind == "discards" else ("ul", "st-win-h")
    classes = f"st-{kind} st-first" if first is not None else f"st-{kind}"
    later = total - len(rows)
    busy = f' aria-busy="true" style="--later: {later}"' if later > 0 else ""
    return (f'<{tag} class="{classes}" aria-labelledby="{head}"{busy}>'
            f'{"".join(rows)}</{tag}>')


def discards_html(study: Study, t: Any, lang: str, first: int | None = None) -> str:
    """Every distinct discard of a 14-tile hand, best first: what it leaves, what then helps
    (only the first ``first`` rows if given: the others are `rest_rows`)."""
    rows = [discard_row(d, t, lang) for d in study.analysis.discards[:first]]
    return (f'<h3 id="st-dis-h">{escape(t("st.discards"))}</h3>'
            + _list(rows, len(study.analysis.discards), "discards", first))


def wins_html(study: Study, t: Any, lang: str, first: int | None = None) -> str:
    """Each winning tile of a ready 13-tile hand: its total, the minimum, the fans (only the
    first ``first`` rows if given: the others are `rest_rows`)."""
    if not study.wins:
        return f'<p class="hint st-no-wins">{escape(t("st.no_wins"))}</p>'
    rows = [win_row(w, t, lang) for w in study.wins[:first]]
    return (f'<h3 id="st-win-h">{escape(t("st.wins"))}</h3>'
            f'<p class="hint">{escape(t("st.wins_note"))}</p>'
            + _list(rows, len(study.wins), "wins", first))


def listed(study: Study | None) -> tuple[Any, ...]:
    """The rows of the analysis's list: the discards of 14 tiles, the wins of a ready 13."""
    if study is None:
        return ()
    if study.analysis.tiles == 14:
        return study.analysis.discards
    return study.wins if study.analysis.shanten == 0 else ()


def rest_rows(study: Study | None, t: Any, lang: str, first: int) -> str:
    """The markup of the rows after the first ``first`` of the analysis's list (discards or
    wins), drawn at its end after the frame that shows its top ('' if there are none)."""
    row = discard_row if study is not None and study.analysis.tiles == 14 else win_row
    return "".join(row(r, t, lang) for r in listed(study)[first:])


def study_html(study: Study | None, t: Any, lang: str, first: int | None = None) -> str:
    """The "Hand analysis" section's content ('' when the hand has neither 13 nor 14 tiles).
    With ``first``, the top of it only, for a first frame that styles, lays out and paints a
    few dozen elements instead of a few hundred: its list's first ``first`` rows, the list
    marked st-first, and aria-busy if more are to come: `rest_rows`, put at the list's end,
    make it whole (the same markup, aria-busy and its --later dropped, st-first kept)."""
    if study is None:
        return ""
    a = study.analysis
    parts = [
        f'<h2 id="st-h">{escape(t("st.title"))}</h2>',
        f'<p class="st-head" data-shanten="{a.shanten}" data-shape="{a.shape}" '
        f'data-tiles="{a.tiles}"><strong>{escape(headline(study, t))}</strong> '
        f'<span>{escape(t("st.by_shape", shape=t(f"shape.{a.shape}")))}</span></p>',
        shapes_html(study, t),
    ]
    if a.tiles == 14:
        parts.append(discards_html(study, t, lang, first))
    elif a.shanten == 0:
        parts.append(wins_html(study, t, lang, first))
    else:
        parts.append(
            f'<h3 id="st-use-h">{escape(t("st.useful"))}</h3>'
            f'<div class="wait-tiles st-useful" data-useful="{" ".join(a.useful)}">'
            f'{_tiles(a.useful, lang)}</div>'
            f'<p data-left="{a.left}">{escape(_left(a.left, t))}</p>'
        )
    parts.append(f'<p class="hint">{escape(t("st.left_note"))}</p>')
    return "".join(parts)


# ---------------------------------------------------------------- ticking fans


def ticks_html(ticks: Ticks, flowers: int, t: Any, lang: str) -> str:
    """The fan list to tick, grouped by points, with the total, the greyed fans' reasons and
    the way to the score sheet."""
    grey = greyed(ticks)
    partial = notes(ticks)
    sums = tally(ticks, flowers)
    groups = []
    for points in GROUPS:
        items = []
        for fan in (f for f in TICKABLE if f.points == points):
            name, n = fan.name, ticks.count(fan.name)
            label = fan_label(name, lang)
            count = (f' <span class="count">{escape(t("tk.times", count=n))}</span>'
                     if n > 1 else "")
            reason, disabled = "", ""
            if name in grey:
                reason = t("tk.implied", by=fan_label(grey[name], lang))
                disabled = " disabled"
            elif name in partial:
                scope, by = partial[name]
                key = "tk.shared" if scope == "shared" else "tk.one_less"
                reason = t(key, by=fan_label(by, lang))
            rid = f"tk-r-{fan.id}"
            described = f' aria-describedby="{rid}"' if reason else ""
            more = ""
            if name in REPEATS and 0 < n < REPEATS[name]:
                more = f' title="{escape(t("tk.more", fan=label))}"'
            items.append(
                f'<li><button type="button" class="fan tk-fan" data-action="tick" '
                f'data-name="{escape(name)}" data-count="{n}" aria-pressed='
                f'"{"true" if n else "false"}"{disabled}{described}{more}>'
                f'<span class="fan-name">{escape(label)}{count}'
                f'{draw.chinese(FANS[FAN_IDS[name] - 1].chinese)}</span>'
                f'<span class="fan-points">{escape(_points(points * max(n, 1), t))}</span>'
                "</button>"
                + (f'<span class="reason tk-reason" id="{rid}">{escape(reason)}</span>'
                   if reason else "")
                + "</li>"
            )
        head = t("tk.group", count_=points, points=points)
        groups.append(f'<h3 id="tk-g-{points}">{escape(head)}</h3>'
                      f'<ul class="fan-list tk-list" aria-labelledby="tk-g-{points}">'
                      f'{"".join(items)}</ul>')
    below = ("" if sums.meets_minimum or not ticks.counts else
             f'<p class="mark below">{escape(t("tk.below", points=sums.fans))}</p>')
    total = (
        f'<div class="tk-total" data-total="{sums.total}" data-fans="{sums.fans}" '
        f'data-flowers="{sums.flowers}"><strong>{escape(t("tk.total", points=sums.total))}'
        f'</strong> <span class="hint">'
        f'{escape(t("tk.breakdown", fans=sums.fans, flowers=sums.flowers))}</span>{below}'
        '<div class="tk-actions">'
        f'<button type="button" class="btn" data-action="tick_clear"'
        f'{"" if ticks.counts else " disabled"}>{escape(t("tk.clear"))}</button>'
        f'<button type="button" class="btn primary" data-action="tick_sheet"'
        f'{"" if ticks.counts else " disabled"}>{escape(t("tk.to_sheet"))}</button></div></div>'
        f'<p class="hint">{escape(t("tk.to_sheet_note"))}</p>'
    )
    return (f'<p class="hint">{escape(t("tk.intro"))}</p>{total}{"".join(groups)}')
