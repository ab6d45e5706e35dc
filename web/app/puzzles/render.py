"""Markup of the discard puzzles (``manager.State`` -> HTML). Pure Python: the view writes the
string into the page in one DOM call; every text escaped. The hand analysis under an answered
puzzle is the scorer's own (``app.scorer.study_render.study_html``)."""

from __future__ import annotations

from html import escape
from typing import Any

from puzzles import Puzzle, Ranked

from app.puzzles.manager import DAILY, OWN, OWN_WAIT, PRACTICE, State
from app.scorer import draw
from app.scorer.study import Study, analysis_of
from app.scorer.study_render import study_html
from app.tilenames import tile_name

NO_WIN = 20
"""Tiles to a legal win from which the strong player sees none (its "impossible" is 99)."""
HONOURS = set("ESWNCFP")


def percent(chance: float) -> float:
    """A chance as the coach shows it: percent to a tenth."""
    return round(1000 * chance) / 10


def _meld_notation(meld: dict) -> str:
    tiles = meld["tiles"]
    honour = tiles[0] in HONOURS
    body = "".join(tiles) if honour else "".join(t[0] for t in tiles) + tiles[0][1]
    return f"{{{body}}}" if meld["kind"] == "concealed_kong" else f"[{body}]"


def notation(puzzle: Puzzle) -> str:
    """The seat's 14 tiles in the scorer's notation: its melds, then the concealed tiles."""
    p = puzzle.position
    return "".join(_meld_notation(m) for m in p["melds"][p["seat"]]) + "".join(puzzle.held)


def _tiles(faces: list[str] | tuple[str, ...], lang: str, size: str = "mini") -> str:
    return "".join(draw.tile(face, lang, size, title=True) for face in faces)


def _after(r: Ranked, t: Any) -> str:
    if r.need >= NO_WIN:
        return t("pz.after_none")
    if r.need <= 1:
        return t("pz.after_ready")
    return t("pz.after_away", count_=r.need - 1, count=r.need - 1)


def _wind(t: Any, wind: str) -> str:
    return t(f"wind.{wind}")


def tally_html(state: State, t: Any) -> str:
    """The streak, today's score and the practice tally."""
    if state.streak == 0:
        streak = t("pz.streak_none")
    else:
        streak = t("pz.streak", count_=state.streak, days=state.streak)
    parts = [f'<li class="pz-streak" data-streak="{state.streak}">{escape(streak)}</li>',
             f'<li class="pz-today" data-right="{state.right_today}" '
             f'data-done="{len(state.today)}">'
             f'{escape(t("pz.today", right=state.right_today, done=len(state.today)))}</li>']
    if state.practice_tried:
        parts.append(f'<li class="pz-practice-tally" data-tried="{state.practice_tried}" '
                     f'data-right="{state.practice_right}">'
                     + escape(t("pz.practice_score", right=state.practice_right,
                                tried=state.practice_tried)) + "</li>")
    return f'<ul class="pz-tally">{"".join(parts)}</ul>'


def hand_html(state: State, t: Any, lang: str) -> str:
    """The 14 concealed tiles as buttons (each a discard), the seat's melds after."""
    puzzle, pick = state.puzzle, state.pick
    buttons = []
    for i, face in enumerate(puzzle.held):
        classes = ["pz-tile"]
        if i == len(puzzle.held) - 1:
            classes.append("drawn")
        if pick is not None and face == puzzle.answer:
            classes.append("answer")
        if pick is not None and face == pick:
            classes.append("picked")
        label = escape(t("pz.discard_tile", tile=tile_name(face, lang)))
        disabled = " disabled" if pick is not None else ""
        buttons.append(f'<button type="button" class="{" ".join(classes)}" data-action="pick" '
                       f'data-tile="{face}" aria-label="{label}"{disabled}>'
                       f'{draw.tile(face, lang)}</button>')
    p = puzzle.position
    own = p["melds"][p["seat"]]
    melds = ""
    if own:
        groups = "".join(f'<span class="pz-meld">{_tiles(m["tiles"], lang, "small")}</span>'
                         for m in own)
        melds = (f'<h3 id="pz-melds-h">{escape(t("pz.melds"))}</h3>'
                 f'<div class="pz-melds" role="group" aria-labelledby="pz-melds-h">{groups}</div>')
    return (f'<h3 id="pz-hand-h">{escape(t("pz.hand"))}</h3>'
            f'<div class="pz-hand" role="group" aria-labelledby="pz-hand-h">'
            f'{"".join(buttons)}</div>{melds}')


def table_html(state: State, t: Any, lang: str) -> str:
    """What the seat sees of the table: each seat's melds and discards, its own first, then
    the others in turn order."""
    p = state.puzzle.position
    rows = []
    winds = "ESWN"
    first = winds.index(p["seat_winds"][p["seat"]])
    for k in range(4):  # the seat itself, then the others in turn order
        wind = winds[(first + k) % 4]
        seat = p["seat_winds"].index(wind)
        who = t("pz.you") if seat == p["seat"] else t("pz.other")
        pond = [tile for tile, _ in p["discards"][seat]]
        melds = "".join(f'<span class="pz-meld">{_tiles(m["tiles"], lang)}</span>'
                        for m in p["melds"][seat] if m["tiles"])
        shown = (_tiles(pond, lang) if pond
                 else f'<span class="hint">{escape(t("pz.none"))}</span>')
        name = escape(t("pz.seat", seat=_wind(t, wind), who=who))
        rows.append(f'<li data-seat="{seat}"><strong>{name}</strong>'
                    f'<div class="pz-pond">{melds}{shown}</div></li>')
    return (f'<details class="pz-table"><summary>{escape(t("pz.table"))}</summary>'
            f'<ul>{"".join(rows)}</ul></details>')


def answer_html(state: State, t: Any, lang: str) -> str:
    """After a pick: right or not, the strong player's ranking with its figures, what next."""
    puzzle, pick = state.puzzle, state.pick
    if pick is None:
        return ""
    right = pick == puzzle.answer
    best = tile_name(puzzle.answer, lang)
    verdict = (t("pz.right", tile=best) if right else
               t("pz.wrong", tile=best, pick=tile_name(pick, lang), rank=puzzle.rank_of(pick)))
    rows = []
    for i, r in enumerate(puzzle.ranking):
        mine = (f' <span class="pz-yours">{escape(t("pz.yours"))}</span>'
                if r.tile == pick else "")
        rows.append(
            f'<tr data-tile="{r.tile}" data-rank="{i + 1}" data-need="{r.need}" '
            f'data-chance="{r.chance}"{" class=mine" if r.tile == pick else ""}>'
            f'<td>{escape(t("res.num", value=i + 1))}</td>'
            f'<td>{draw.tile(r.tile, lang, "mini")}{mine}</td>'
            f'<td>{escape(_after(r, t))}</td>'
            f'<td>{escape(t("pz.pct", value=percent(r.chance)))}</td>'
            f'<td>{escape(t("pz.pct", value=percent(r.risk)))}</td></tr>')
    head = "".join(f'<th scope="col">{escape(t(k))}</th>' for k in
                   ("pz.col.rank", "pz.col.tile", "pz.col.after", "pz.col.chance", "pz.col.risk"))
    button = '<button type="button" class="btn primary" data-action="{}">{}</button>'
    if state.mode == OWN:
        more = (button.format("next", escape(t("pz.next"))) if state.index + 1 < state.count
                else button.format("daily", escape(t("pz.daily"))))
        verdict += " " + t("pz.own_chose", tile=tile_name(state.own_chose, lang))
    elif state.mode == PRACTICE:
        more = button.format("practice", escape(t("pz.again")))
    elif state.index + 1 < state.count:
        more = button.format("next", escape(t("pz.next")))
    else:
        done = escape(t("pz.done", right=state.right_today, count=state.count))
        more = (f'<p class="pz-done"><strong>{done}</strong></p>'
                + button.format("practice", escape(t("pz.practice"))))
    return (
        f'<section class="pz-answer" aria-labelledby="pz-verdict">'
        f'<p id="pz-verdict" tabindex="-1" class="pz-verdict {"right" if right else "wrong"}" '
        f'data-right="{int(right)}"><strong>{escape(verdict)}</strong></p>'
        f'<h3 id="pz-rank-h">{escape(t("pz.ranking"))}</h3>'
        f'<div class="pz-scroll"><table class="pz-ranking" aria-labelledby="pz-rank-h">'
        f'<thead><tr>{head}</tr></thead><tbody>{"".join(rows)}</tbody></table></div>'
        f'<p class="hint">{escape(t("pz.figures"))}</p>'
        f'<div class="pz-more">{more}</div></section>'
    )


def analysis_html(state: State, t: Any, lang: str) -> str:
    """The scorer's hand analysis of the 14 tiles, once the puzzle is answered."""
    if state.pick is None:
        return ""
    analysis = analysis_of(notation(state.puzzle))
    if analysis is None:
        return ""
    return f'<section class="st pz-study">{study_html(Study(analysis), t, lang)}</section>'


def page_html(state: State, t: Any, lang: str) -> str:
    """The whole view."""
    daily = state.mode == DAILY
    modes = "".join(
        f'<button type="button" class="btn" data-action="{action}" '
        f'aria-pressed="{str(state.mode == mode).lower()}">{escape(t(key))}</button>'
        for action, mode, key in (("daily", DAILY, "pz.daily"), ("practice", PRACTICE,
                                  "pz.practice"), ("own", OWN, "pz.own")))
    modes = f'<div class="pz-modes" role="group" aria-label="{escape(t("pz.modes"))}">{modes}</div>'
    head = (f'<section class="pz-head"><h1 id="pz-title">{escape(t("pz.title"))}</h1>'
            f'<p class="hint">{escape(t("pz.intro"))}</p>{modes}{tally_html(state, t)}</section>')
    if state.puzzle is None:
        if state.own_status == OWN_WAIT:
            body = f'<p class="pz-own-wait" role="status">{escape(t("pz.own_wait"))}</p>'
        else:
            body = (f'<p class="pz-own-none">{escape(t("pz.own_none"))}</p>'
                    f'<p><a class="btn" href="#/table">{escape(t("nav.table"))}</a></p>')
        return (f'<div class="scorer puzzles" data-mode="{state.mode}" '
                f'data-day="{state.day.isoformat()}" data-own="{state.own_status}">'
                f'<div class="sc-col">{head}<section class="pz-puzzle" aria-labelledby="pz-h">'
                f'<h2 id="pz-h" tabindex="-1">{escape(t("pz.own_h"))}</h2>{body}</section>'
                '</div></div>')
    p = state.puzzle.position
    def dot_state(i: int) -> str:
        if i >= len(state.today):
            return "open"
        return "right" if state.today[i].right else "wrong"

    if daily:
        dots = "".join(
            f'<button type="button" class="pz-dot{" now" if i == state.index else ""}" '
            f'data-action="goto" data-index="{i}" '
            f'data-state="{dot_state(i)}"'
            f'{"" if i <= len(state.today) else " disabled"} '
            f'aria-current="{"step" if i == state.index else "false"}">'
            f'{escape(t("res.num", value=i + 1))}</button>' for i in range(state.count))
        heading = t("pz.of", n=state.index + 1, count=state.count)
        sub = (f'<nav class="pz-dots" aria-label="{escape(t("pz.daily"))}">{dots}</nav>'
               f'<p class="hint">{escape(t("pz.daily_note"))}</p>')
    elif state.mode == OWN:
        heading = t("pz.own_of", n=state.index + 1, count=state.count)
        sub = f'<p class="hint">{escape(t("pz.own_note"))}</p>'
    else:
        heading, sub = t("pz.practice_h"), ""
    where = t("pz.where", seat=_wind(t, p["seat_winds"][p["seat"]]),
              prevalent=_wind(t, p["prevalent_wind"]), left=p["wall_left"])
    return (
        f'<div class="scorer puzzles" data-mode="{state.mode}" data-day="{state.day.isoformat()}" '
        f'data-puzzle="{escape(state.puzzle.id)}" '
        f'data-answer="{state.puzzle.answer if state.pick else ""}" '
        f'data-picked="{state.pick or ""}"><div class="sc-col">'
        f'{head}<section class="pz-puzzle" aria-labelledby="pz-h">'
        f'<h2 id="pz-h" tabindex="-1">{escape(heading)}</h2>'
        f'{sub}<p class="pz-where">{escape(where)}</p>'
        f'<p class="pz-ask"><strong>{escape(t("pz.ask"))}</strong></p>'
        f'{hand_html(state, t, lang)}{table_html(state, t, lang)}</section>'
        f'{answer_html(state, t, lang)}{analysis_html(state, t, lang)}'
        '</div></div>'
    )
