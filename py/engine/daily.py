"""The daily deal: one per layout per calendar day in Kathmandu, the same for every player.

Kathmandu keeps UTC+05:45 all year (no daylight saving), so the day changes at 18:15 UTC.
"""

from __future__ import annotations

from datetime import UTC, date, datetime, timedelta, timezone

from .deal import Deal, new_deal
from .layout import Layout

KATHMANDU = timezone(timedelta(hours=5, minutes=45), "Asia/Kathmandu")


def daily_date(now_utc: datetime) -> date:
    """The calendar date in Kathmandu at the instant `now_utc` (a naive value is read as UTC)."""
    if now_utc.tzinfo is None:
        now_utc = now_utc.replace(tzinfo=UTC)
    return now_utc.astimezone(KATHMANDU).date()


def daily_seed(day: date) -> str:
    """The seed text of the daily deal of `day`: "daily:YYYY-MM-DD"."""
    return f"daily:{day.isoformat()}"


def daily_deal(layout_id: str | Layout, day: date) -> Deal:
    """The deal of the day for the layout; the layout id is part of the seed, so each layout
    has its own daily deal."""
    if isinstance(day, datetime) or not isinstance(day, date):
        raise TypeError("daily_deal needs a datetime.date (see daily_date)")
    return new_deal(layout_id, daily_seed(day))
