"""The scorer's answer as markup: status line, wait, fans, the hand as read, left-out fans,
settlement. Pure Python over an `analysis.Outcome`; the view writes it into the page.
`fans_html` (the breakdown of one scored hand) is also the table game's end-of-hand result.
"""

from __future__ import annotations

from html import escape
from typing import Any

from scoring import FANS
from tiles import WINDS

from app.scorer import draw
from app.scorer.analysis import Outcome
from app.text.fans import FAN_TEXT
from app.tilenames import tile_name

FAN_IDS = {f.name: f.id for f in FANS}


def fan_label(name: str, lang: str) -> str:
    """A fan's name in the interface language (English: the canonical fans.tsv name)."""
    fan_id = FAN_IDS.get(name)
    if lang == "en" or fan_id is None:
        return name
    return getattr(FAN_TEXT[fan_id], lang)


def message_text(outcome: Outcome, t: Any, lang: str) -> str:
    """The outcome's message in words (tiles named), or ''."""
    if not outcome.message:
        return ""
    key, values = outcome.message
    shown = {k: tile_name(v, lang) if k == "tile" else v for k, v in values.items()}
    return t(key, **shown)


def points_text(points: int, t: Any) -> str:
    return t("res.points", count_=points, points=points)


def status_html(outcome: Outcome, t: Any, lang: str) -> str:
    """The line under the hand: the total and minimum mark, or what the hand still needs."""
    result = outcome.result
    if outcome.status == "scored" and result is not None:
        mark = (
            f'<span class="mark ok">{escape(t("res.meets"))}</span>'
            if result.meets_minimum
            else f'<span class="mark below">'
            f'{escape(t("res.below", points=result.points_without_flowers))}</span>'
        )
        return (
            f'<span class="total" data-total="{result.total}">'
            f'<span class="total-label">{escape(t("res.total"))}</span> '
            f'<strong>{escape(points_text(result.total, t))}</strong></span> {mark}'
        )
    kind = "warn" if outcome.status in ("fifth", "not_winning", "not_ready", "error") else "info"
    detail = f' <span class="detail">{escape(outcome.detail)}</span>' if outcome.detail else ""
    return f'<span class="msg {kind}">{escape(message_text(outcome, t, lang))}{detail}</span>'


def text_error_html(message: str, text: str, span: tuple[int, int] | None) -> str:
    """A mistake in the typed notation: the message, then the text with the mistake marked
    (`span`, from the scorer's reader: where the unknown tile, the bad meld... stands)."""
    html = escape(message)
    if span is None or not text.strip():
        return html
    start, end = max(0, span[0]), min(len(text), max(span[1], span[0] + 1))
    marked = (
        f"{escape(text[:start])}<mark>{escape(text[start:end])}</mark>{escape(text[end:])}"
    )
    return f'{html} <code class="at" dir="ltr">{marked}</code>'


def waits_html(outcome: Outcome, t: Any, lang: str) -> str:
    """The tiles that can still complete the 13-tile hand, and whether a wait fan can count.

    The wait fans go by the formal waits (every kind that completes the hand's shape): when
    the shape also waits on a kind whose four copies the hand holds, the note says so."""
    if not outcome.waits:
        return ""
    tiles = "".join(draw.tile(face, lang, "small", title=True) for face in outcome.waits)
    formal = outcome.formal_waits or outcome.waits
    held = [face for face in formal if face not in outcome.waits]
    if held:
        names = ", ".join(tile_name(face, lang) for face in held)
        note = t("wait.formal", tiles=names)
    elif len(formal) == 1:
        note = t("wait.one")
    else:
        note = t("wait.many", count=len(formal))
    if outcome.status == "scored" and len(formal) == 1:
        wait = getattr(outcome.result, "wait", None)
        if wait and wait in [f.name for f in outcome.result.fans]:
            note += " " + t("wait.counted", fan=fan_label(wait, lang))
        elif wait:
            note += " " + t("wait.implied", fan=fan_label(wait, lang))
        else:
            note += " " + t("wait.not_shape")
    return (
        f'<section class="waits" aria-labelledby="sc-wait-h"><h3 id="sc-wait-h">'
        f'{escape(t("wait.title"))}</h3><p>{escape(t("wait.on"))}</p>'
        f'<div class="wait-tiles">{tiles}</div><p class="hint" data-formal="{len(formal)}">'
        f"{escape(note)}</p></section>"
    )


def fan_uses(result: Any) -> dict[str, tuple[list[str], list[str]]]:
    """For each counted fan: the sets (in notation) and the single tiles it used."""
    uses: dict[str, tuple[list[str], list[str]]] = {}
    for use in getattr(result, "details", None) or []:
        sets, tiles = uses.setdefault(use.name, ([], []))
        sets.extend(s for s in use.sets if s not in sets)
        tiles.extend(use.tiles)
    return uses


def arrangement_html(arrangement: dict, lang: str) -> str:
    """The hand as the scorer read it: its sets, pair(s) and single tiles, each marked for
    highlighting (data-set = the set in notation)."""
    groups = []
    for group in [*arrangement.get("sets", []), *arrangement.get("pairs", [])]:
        kind = escape(str(group.get("kind", "")))
        shown = "exposed" if group.get("exposed") else "hidden"
        tiles = "".join(draw.tile(face, lang) for face in group.get("tiles", []))
        groups.append(
            f'<span class="agroup {kind} {shown}" data-set="{escape(group.get("text", ""))}">'
            f"{tiles}</span>"
        )
    singles = arrangement.get("tiles", [])
    if singles:
        tiles = "".join(draw.tile(face, lang) for face in singles)
        groups.append(f'<span class="agroup singles" data-set="">{tiles}</span>')
    return f'<div class="arrangement">{"".join(groups)}</div>'


def result_html(outcome: Outcome, t: Any, lang: str) -> str:
    """Everything below the status line: fans, the hand as read, left-out fans, settlement."""
    parts = [waits_html(outcome, t, lang)]
    result = outcome.result
    if outcome.status != "scored" or result is None:
        return "".join(parts)
    parts.append(fans_html(result, t, lang))
    parts.append(settlement_html(outcome, t))
    parts.append(to_sheet_html(t))
    return "".join(parts)


def to_sheet_html(t: Any) -> str:
    """The way from a scored hand to the score sheet of the match being played (app.sheet)."""
    return (
        '<div class="sc-to-sheet"><button type="button" class="btn primary" '
        f'data-action="to_sheet">{escape(t("sc.to_sheet"))}</button>'
        f'<p class="hint">{escape(t("sc.to_sheet_note"))}</p></div>'
    )


def fans_html(result: Any, t: Any, lang: str, prefix: str = "sc") -> str:
    """A scored hand's fans (buttons that highlight what each used), the hand as read and the
    left-out fans: the scorer's breakdown, also shown by the table game at the end of a hand.
    ``prefix`` keeps the headings' ids apart when two views show one."""
    rows = []
    for i, fan in enumerate(result.fans):
        label = fan_label(fan.name, lang)
        count = f' <span class="count">{escape(t("res.times", count=fan.count))}</span>' if (
            fan.count > 1
        ) else ""
        chinese = ""
        fan_id = FAN_IDS.get(fan.name)
        if fan_id is not None:
            chinese = draw.chinese(FANS[fan_id - 1].chinese)
        about = escape(t("res.about", fan=label))
        info = (
            f'<a class="fan-info" href="#/fans/fan-{fan_id}" aria-label="{about}" '
            f'title="{about}">?</a>'
            if fan_id is not None
            else ""
        )
        rows.append(
            f'<li><button type="button" class="fan" data-action="fan" data-fan="{i}" '
            f'data-name="{escape(fan.name)}" aria-pressed="false">'
            f'<span class="fan-name">{escape(label)}{count}{chinese}</span>'
            f'<span class="fan-points">{escape(points_text(fan.points * fan.count, t))}</span>'
            f"</button>{info}</li>"
        )
    parts = [
        f'<section class="fans" aria-labelledby="{prefix}-fans-h"><h3 id="{prefix}-fans-h">'
        f'{escape(t("res.fans"))}</h3><p class="hint">{escape(t("res.fan_hint"))}</p>'
        f'<ol class="fan-list">{"".join(rows)}</ol>'
        f'<h4>{escape(t("res.arrangement"))}</h4>{arrangement_html(result.arrangement, lang)}'
        f"</section>"
    ]
    excluded: dict[tuple[str, str], list[list[str]]] = {}
    for e in getattr(result, "excluded", None) or []:
        excluded.setdefault((e.name, e.by), []).append(list(e.sets))
    if excluded:
        items = []
        for (name, by), ways in excluded.items():
            n = times_counted(ways)
            fan = fan_label(name, lang) + (" " + t("res.times", count=n) if n > 1 else "")
            items.append(f'<li data-name="{escape(name)}" data-times="{n}">'
                         f'{escape(t("res.excluded_by", fan=fan, by=fan_label(by, lang)))}</li>')
        items = "".join(items)
        parts.append(
            f'<section class="excluded" aria-labelledby="{prefix}-ex-h"><h3 id="{prefix}-ex-h">'
            f'{escape(t("res.excluded"))}</h3><ul>{items}</ul></section>'
        )
    return "".join(parts)


def settlement_html(outcome: Outcome, t: Any) -> str:
    """What each seat gains or pays; the winner and the discarder marked."""
    context = outcome.context
    gains = outcome.settlement
    if context is None or gains is None:
        return ""
    if not any(gains):
        body = f'<p class="hint">{escape(t("res.settle_none"))}</p>'
    else:
        seats = []
        for i, wind in enumerate(WINDS):
            role = ""
            if wind == context.seat_wind:
                role = t("res.winner")
            elif not context.self_drawn and wind == context.discarder:
                role = t("res.discarder")
            amount = gains[i]
            sign = "+" if amount > 0 else ("−" if amount < 0 else "")
            cls = "gain" if amount > 0 else ("pay" if amount < 0 else "")
            seats.append(
                f'<div class="seat {cls}" data-seat="{wind}"><span class="seat-wind">'
                f'{escape(t(f"wind.{wind}"))}</span><span class="seat-role">{escape(role)}</span>'
                f'<span class="seat-amount" data-amount="{amount}">'
                f"{escape(sign + t('res.num', value=abs(amount)))}</span></div>"
            )
        body = f'<div class="seats">{"".join(seats)}</div>'
    return (
        f'<section class="settlement" aria-labelledby="sc-set-h"><h3 id="sc-set-h">'
        f'{escape(t("res.settlement"))}</h3>{body}</section>'
    )


def times_counted(ways: list[list[str]]) -> int:
    """How many times a fan left out would have counted: its instances that use no set another
    one already used (Big Three Winds within Big Four Winds is found in four ways, all sharing
    winds: once; a Pung of Terminals or Honors in each of four pungs: four times)."""
    free: dict[str, int] = {}
    for sets in ways:
        for s in sets:
            free[s] = max(free.get(s, 0), sets.count(s))
    count = 0
    for sets in ways:
        need = {s: sets.count(s) for s in sets}
        if all(free.get(s, 0) >= k for s, k in need.items()):
            for s, k in need.items():
                free[s] -= k
            count += 1
    return max(count, 1)
