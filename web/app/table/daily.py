"""The daily table in the page: the day's results kept (the first one of each day counts), the
streak, the result beside par, and the share text without spoilers. Pure Python.

Results live in one app setting (``engine.Records``), ``{"YYYY-MM-DD": [points, par]}``: an
unreadable entry reads as no results and touches no other record. The daily in progress is
remembered as ``"YYYY-MM-DD:seed"`` so a resumed one-hand match is known as the day's.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from datetime import date
from html import escape
from typing import Any

import safejson
from app.table.render import signed
from table.daily import streak

T = Callable[..., str]
RESULTS_SETTING = "table-daily-results"
CURRENT_SETTING = "table-daily-now"
KEPT_DAYS = 400


def load_results(records: Any) -> dict[date, tuple[int, int]]:
    """The days played and their (points, par); {} when the setting is missing or damaged."""
    try:
        raw = safejson.loads(records.get_setting(RESULTS_SETTING) or "{}")
    except ValueError:
        return {}
    out: dict[date, tuple[int, int]] = {}
    if not isinstance(raw, dict):
        return out
    for key, value in raw.items():
        try:
            day = date.fromisoformat(key)
        except (TypeError, ValueError):
            continue
        if (isinstance(value, list) and len(value) == 2
                and all(type(v) is int for v in value)):
            out[day] = (value[0], value[1])
    return out


def store_result(records: Any, day: date, points: int, par: int) -> tuple[int, int]:
    """Keep the day's result unless one is kept already; returns the one that counts."""
    results = load_results(records)
    if day not in results:
        results[day] = (points, par)
        kept = sorted(results)[-KEPT_DAYS:]
        records.set_setting(RESULTS_SETTING, json.dumps(
            {d.isoformat(): list(results[d]) for d in kept}, separators=(",", ":")))
    return results[day]


def current(records: Any) -> tuple[date, int] | None:
    """The daily table being played (its day and seed), if one is."""
    text = records.get_setting(CURRENT_SETTING) or ""
    day_text, _, seed_text = text.partition(":")
    try:
        return date.fromisoformat(day_text), int(seed_text)
    except ValueError:
        return None


def set_current(records: Any, day: date | None, seed: int = 0) -> None:
    records.set_setting(CURRENT_SETTING, f"{day.isoformat()}:{seed}" if day else "")


def share_text(day: date, points: int, par: int, t: T) -> str:
    """"MCR daily 2026-12-01: +24, par +8" in the reader's language (no tile named)."""
    return t("dy.share_text", date=day.isoformat(), you=_plain(points), par=_plain(par))


def _plain(points: int) -> str:
    return f"+{points}" if points > 0 else str(points)


def result_html(day: date, points: int, par: int, days_in_a_row: int, first: bool, t: T,
                copied: bool = False) -> str:
    """The daily table's result beside par, the streak, and Share."""
    gap = points - par
    if gap > 0:
        verdict = t("dy.above", n=gap)
    elif gap < 0:
        verdict = t("dy.below", n=-gap)
    else:
        verdict = t("dy.level")
    note = "" if first else f'<p class="dy-played">{escape(t("dy.played"))}</p>'
    status = (f'<span class="dy-copied" role="status">{escape(t("dy.copied"))}</span>'
              if copied else '<span class="dy-copied" role="status"></span>')
    return (
        f'<section class="dy-result" data-day="{day.isoformat()}" data-points="{points}" '
        f'data-par="{par}" data-streak="{days_in_a_row}">'
        f'<h3>{escape(t("dy.title", date=t("res.num", value=day.isoformat())))}</h3>'
        '<div class="dy-scores">'
        f'<div class="dy-you"><small>{escape(t("dy.you"))}</small>'
        f'<b>{escape(signed(points, t, plus=True))}</b></div>'
        f'<div class="dy-par"><small>{escape(t("dy.par"))}</small>'
        f'<b>{escape(signed(par, t, plus=True))}</b></div></div>'
        f'<p class="dy-verdict">{escape(verdict)} · '
        f'<span class="dy-streak">{escape(t("dy.streak", n=days_in_a_row))}</span></p>'
        f'<p class="hint">{escape(t("dy.par_note"))}</p>{note}'
        f'<p class="dy-share-row"><button type="button" class="btn" id="mt-dy-share">'
        f'{escape(t("dy.share"))}</button>{status}</p></section>'
    )


def days_in_a_row(records: Any, today: date) -> int:
    return streak(load_results(records), today)
