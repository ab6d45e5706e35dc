from datetime import UTC, date, datetime, timedelta, timezone

import pytest
from engine import daily_date, daily_deal, new_deal

UTC = UTC


def test_day_changes_at_1815_utc():
    assert daily_date(datetime(2026, 11, 29, 18, 14, 59, tzinfo=UTC)) == date(2026, 11, 29)
    assert daily_date(datetime(2026, 11, 29, 18, 15, 0, tzinfo=UTC)) == date(2026, 11, 30)
    assert daily_date(datetime(2026, 11, 29, 18, 14, 59, 999999, tzinfo=UTC)) == date(2026, 11, 29)


def test_naive_datetimes_are_utc_and_other_zones_convert():
    assert daily_date(datetime(2026, 11, 29, 18, 15)) == date(2026, 11, 30)
    new_york = timezone(timedelta(hours=-5))
    # 13:15 in UTC-5 is 18:15 UTC: already the next day in Kathmandu
    assert daily_date(datetime(2026, 11, 29, 13, 15, tzinfo=new_york)) == date(2026, 11, 30)


def test_no_daylight_saving_in_kathmandu():
    for month in range(1, 13):
        t = datetime(2026, month, 10, 18, 15, tzinfo=UTC)
        assert daily_date(t) == date(2026, month, 11)
        assert daily_date(t - timedelta(seconds=1)) == date(2026, month, 10)


def test_daily_deal_is_the_same_for_everyone_and_differs_by_day_and_layout():
    day = date(2026, 11, 29)
    a = daily_deal("turtle", day)
    assert a == daily_deal("turtle", day)
    assert a.seed == "daily:2026-11-29"
    assert a.tiles != daily_deal("turtle", day + timedelta(days=1)).tiles
    assert daily_deal("stupa", day).layout_id == "stupa"
    assert a.tiles != new_deal("turtle", 0).tiles


def test_daily_deal_needs_a_date():
    with pytest.raises(TypeError):
        daily_deal("turtle", datetime(2026, 11, 29, tzinfo=UTC))
    with pytest.raises(KeyError):
        daily_deal("nope", date(2026, 11, 29))
