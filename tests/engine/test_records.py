import json
from datetime import date, timedelta

import pytest
from engine import GameResult, Records, Streak, WinTime
from engine.records import FORMAT_VERSION, PREFIX, TIMES_KEPT
from keeping import MemoryStorage

DAY = date(2026, 11, 29)


def win(seconds, layout="turtle", assisted=False, daily=None):
    return GameResult(layout, True, seconds, assisted, daily)


def loss(seconds=10.0, layout="turtle"):
    return GameResult(layout, False, seconds, False, None)


@pytest.fixture
def records():
    return Records(MemoryStorage())


def test_counts_and_best(records):
    assert records.stats("turtle") == (0, 0, 0, None, None)
    out = records.record(win(300))
    assert out.new_best and out.best == 300
    out = records.record(win(250))
    assert out.new_best and out.best == 250
    out = records.record(win(400))
    assert not out.new_best and out.best == 250
    records.record(loss())
    s = records.stats("turtle")
    assert (s.played, s.won, s.forfeited, s.best) == (4, 3, 1, 250)


def test_assisted_wins_count_but_set_no_best(records):
    out = records.record(win(10, assisted=True))
    assert not out.new_best and out.best is None
    s = records.stats("turtle")
    assert s.won == 1 and s.best is None


def test_daily_best_is_per_day_and_layout(records):
    out = records.record(win(200, daily=DAY))
    assert out.new_daily_best and out.daily_best == 200
    out = records.record(win(150, daily=DAY))
    assert out.daily_best == 150
    records.record(win(100, daily=date(2026, 11, 30)))
    assert records.stats("turtle", DAY).daily_best == 150
    assert records.stats("turtle", date(2026, 11, 30)).daily_best == 100
    assert records.stats("stupa", DAY).daily_best is None
    out = records.record(win(50, daily=DAY, assisted=True))
    assert out.daily_best == 150 and not out.new_daily_best


def test_layouts_are_kept_apart(records):
    records.record(win(100, layout="stupa"))
    assert records.stats("turtle").played == 0
    assert records.stats("stupa").best == 100


def test_keys_are_namespaced_one_record_per_key():
    storage = MemoryStorage({"theirs": "keep me"})
    records = Records(storage)
    records.record(win(100, daily=DAY))
    records.set_setting("lang", "ne")
    assert storage.data["theirs"] == "keep me"
    ours = [k for k in storage.data if k != "theirs"]
    assert all(k.startswith(PREFIX) for k in ours)
    assert set(ours) == {
        "mj.v1.stats.turtle",
        "mj.v1.best.turtle",
        "mj.v1.daily.turtle.2026-11-29",
        "mj.v1.streak.turtle",
        "mj.v1.streak.any",
        "mj.v1.won-day.2026-11-29",
        "mj.v1.times.turtle",
        "mj.v1.setting.lang",
    }
    for k in ours:
        assert json.loads(storage.data[k])["v"] == FORMAT_VERSION


@pytest.mark.parametrize(
    "bad",
    [
        "{",
        "null",
        "[]",
        "42",
        '{"v": 1, "seconds": "fast"}',
        '{"v": 1, "seconds": -5}',
        '{"v": 1, "seconds": true}',
        '{"v": 1, "seconds": NaN}',
        '{"v": 0, "seconds": 12}',
        '{"seconds": 12}',
        '{"v": 99, "seconds": 12}',
    ],
)
def test_corrupt_or_other_version_best_is_ignored_alone(bad):
    storage = MemoryStorage()
    records = Records(storage)
    records.record(win(100, layout="stupa"))
    records.record(win(90))
    records.set_setting("lang", "hi")
    storage.data["mj.v1.best.turtle"] = bad
    s = records.stats("turtle")
    assert s.best is None and s.played == 1  # the counts entry is intact
    assert records.stats("stupa").best == 100
    assert records.get_setting("lang") == "hi"
    out = records.record(win(120))
    assert out.new_best and out.best == 120
    assert records.stats("turtle").played == 2


@pytest.mark.parametrize(
    "bad",
    ["", "garbage", '{"v": 1, "played": "x", "won": -1}', '{"v": 0, "played": 5}'],
)
def test_corrupt_counts_start_again_without_touching_the_best(bad):
    storage = MemoryStorage()
    records = Records(storage)
    records.record(win(80))
    storage.data["mj.v1.stats.turtle"] = bad
    s = records.stats("turtle")
    assert (s.played, s.won, s.forfeited) == (0, 0, 0) and s.best == 80
    records.record(loss())
    s = records.stats("turtle")
    assert (s.played, s.forfeited, s.best) == (1, 1, 80)


def test_inconsistent_counts_are_repaired():
    storage = MemoryStorage({"mj.v1.stats.turtle": '{"v": 1, "played": 1, "won": 3}'})
    s = Records(storage).stats("turtle")
    assert s.played == 3 and s.won == 3


def test_old_version_entry_is_replaced_only_by_its_own_record():
    storage = MemoryStorage(
        {
            "mj.v1.best.turtle": '{"v": 0, "seconds": 5}',
            "mj.v1.best.stupa": '{"v": 1, "seconds": 7}',
        }
    )
    records = Records(storage)
    records.record(win(60))
    assert json.loads(storage.data["mj.v1.best.turtle"]) == {"v": 1, "seconds": 60}
    assert storage.data["mj.v1.best.stupa"] == '{"v": 1, "seconds": 7}'


class BrokenStorage:
    def get(self, key):
        raise OSError("storage disabled")

    def set(self, key, value):
        raise OSError("quota exceeded")


def test_a_broken_storage_never_crashes():
    records = Records(BrokenStorage())
    out = records.record(win(10))
    assert out.new_best and out.best == 10
    assert records.stats("turtle").played == 0
    records.set_setting("lang", "en")
    assert records.get_setting("lang") is None


def test_settings(records):
    assert records.get_setting("lang") is None
    records.set_setting("lang", "ne")
    records.set_setting("layout", "turtle")
    assert records.get_setting("lang") == "ne"
    assert records.get_setting("layout") == "turtle"
    with pytest.raises(ValueError):
        records.set_setting("bad key!", "x")
    with pytest.raises(TypeError):
        records.set_setting("lang", 3)


def test_corrupt_setting_reads_as_unset():
    storage = MemoryStorage({"mj.v1.setting.lang": '{"v": 1, "value": 5}'})
    assert Records(storage).get_setting("lang") is None


# --------------------------------------------------------------------------- streaks


def days(n: int, start: date = DAY) -> list[date]:
    return [start + timedelta(days=i) for i in range(n)]


def test_a_streak_counts_consecutive_days_won_without_help(records):
    assert records.streak("turtle", DAY) == Streak(0, 0, None)
    for n, day in enumerate(days(3), start=1):
        out = records.record(win(100, daily=day))
        assert out.streak == Streak(n, n, day)
    assert records.streak("turtle", DAY + timedelta(days=2)) == Streak(3, 3, DAY + timedelta(2))
    # the next day it still stands until that day's deal is won; a day later it is broken
    assert records.streak("turtle", DAY + timedelta(days=3)).current == 3
    assert records.streak("turtle", DAY + timedelta(days=4)) == Streak(0, 3, None)
    # winning the same day again changes nothing
    again = records.record(win(90, daily=DAY + timedelta(days=2)))
    assert again.streak == Streak(3, 3, DAY + timedelta(days=2))
    # after a gap a new run starts from one; the best is kept
    out = records.record(win(100, daily=DAY + timedelta(days=5)))
    assert out.streak == Streak(1, 3, DAY + timedelta(days=5))


def test_a_hint_a_shuffle_a_loss_or_a_new_deal_does_not_extend_a_streak(records):
    records.record(win(100, daily=DAY))
    tomorrow = DAY + timedelta(days=1)
    assert records.record(win(50, daily=tomorrow, assisted=True)).streak is None
    assert records.record(loss()).streak is None
    assert records.record(win(60)).streak is None  # not a daily deal
    assert records.streak("turtle", tomorrow).current == 1  # yesterday's still stands
    assert records.streak("turtle", tomorrow + timedelta(days=1)).current == 0
    assert records.streak("stupa", DAY).current == 0  # per layout


def test_streaks_are_counted_back_from_records_written_before_streaks_existed():
    # an older version kept only the daily bests (written for unassisted daily wins only)
    storage = MemoryStorage(
        {
            f"mj.v1.daily.turtle.{day.isoformat()}": '{"v": 1, "seconds": 80}'
            for day in days(4) + days(2, DAY + timedelta(days=6))
        }
    )
    records = Records(storage)
    last = DAY + timedelta(days=7)
    assert records.streak("turtle", last) == Streak(2, 2, last)
    assert records.streak("turtle", DAY + timedelta(days=3)) == Streak(4, 4, DAY + timedelta(3))
    assert records.streak("turtle", DAY + timedelta(days=5)).current == 0
    assert not any("streak" in key for key in storage.data)  # reading writes nothing
    # the next win continues the old run and starts keeping the streak
    out = records.record(win(70, daily=last + timedelta(days=1)))
    assert out.streak == Streak(3, 3, last + timedelta(days=1))
    assert json.loads(storage.data["mj.v1.streak.turtle"]) == {
        "v": 1, "current": 3, "best": 3, "last": (last + timedelta(days=1)).isoformat()
    }


@pytest.mark.parametrize(
    "bad",
    [
        "{",
        '{"v": 1, "current": 2, "best": 1, "last": "2026-11-29"}',
        '{"v": 1, "current": "2", "best": 5, "last": "2026-11-29"}',
        '{"v": 1, "current": 2, "best": 5, "last": "yesterday"}',
        '{"v": 1, "current": true, "best": 5, "last": "2026-11-29"}',
        '{"v": 2, "current": 2, "best": 5, "last": "2026-11-29"}',
    ],
)
def test_a_corrupt_streak_is_counted_again_from_the_daily_records(bad):
    storage = MemoryStorage()
    records = Records(storage)
    for day in days(2):
        records.record(win(100, daily=day))
    records.record(win(100, layout="stupa", daily=DAY))
    storage.data["mj.v1.streak.turtle"] = bad
    second = DAY + timedelta(days=1)
    assert records.streak("turtle", second).current == 2
    assert records.streak("stupa", DAY) == Streak(1, 1, DAY)
    out = records.record(win(100, daily=second + timedelta(days=1)))
    assert out.streak.current == 3
    assert records.stats("turtle").won == 3


def test_a_daily_deal_won_late_joins_the_runs_around_it(records):
    records.record(win(100, daily=DAY))
    records.record(win(100, daily=DAY + timedelta(days=2)))
    out = records.record(win(100, daily=DAY + timedelta(days=1)))  # a saved deal finished later
    assert out.streak == Streak(3, 3, DAY + timedelta(days=2))


# --------------------------------------------------------------------------- recent times


def test_the_last_wins_are_kept_oldest_first_with_assisted_ones_marked(records):
    assert records.recent_wins("turtle") == []
    records.record(win(300))
    records.record(win(200, assisted=True))
    records.record(loss())
    records.record(win(250, layout="stupa"))
    assert records.recent_wins("turtle") == [WinTime(300, False), WinTime(200, True)]
    for n in range(TIMES_KEPT + 5):
        records.record(win(100 + n))
    wins = records.recent_wins("turtle")
    assert len(wins) == TIMES_KEPT
    assert wins[-1] == WinTime(100 + TIMES_KEPT + 4, False) and wins[0].seconds == 105
    assert records.recent_wins("stupa") == [WinTime(250, False)]


@pytest.mark.parametrize(
    "bad",
    ["[", '{"v": 1, "wins": 3}', '{"v": 1, "wins": [[1, 0], ["x", 0], [2, 2], [-1, 1], [3]]}'],
)
def test_corrupt_times_read_as_what_can_be_read_and_other_records_stay(bad):
    storage = MemoryStorage()
    records = Records(storage)
    records.record(win(90))
    storage.data["mj.v1.times.turtle"] = bad
    wins = records.recent_wins("turtle")
    assert wins in ([], [WinTime(1, False)])
    assert records.stats("turtle").best == 90
    records.record(win(80))
    assert records.recent_wins("turtle")[-1] == WinTime(80, False)


def test_the_overall_streak_counts_days_won_on_any_layout(records):
    """Issue 43: a daily streak beside the per-layout ones: one day on Turtle, the next on
    Stupa, the next on both still make one run of three."""
    assert records.overall_streak(DAY) == Streak(0, 0, None)
    records.record(win(100, daily=DAY))
    records.record(win(100, "stupa", daily=DAY + timedelta(days=1)))
    records.record(win(100, "stupa", daily=DAY + timedelta(days=2)))
    records.record(win(90, daily=DAY + timedelta(days=2)))
    third = DAY + timedelta(days=2)
    assert records.overall_streak(third) == Streak(3, 3, third)
    assert records.streak("turtle", third).current == 1
    assert records.streak("stupa", third).current == 2
    # an assisted win or a deal not of the day keeps no day
    records.record(win(50, daily=third + timedelta(days=1), assisted=True))
    records.record(win(50, "stupa"))
    assert records.overall_streak(third + timedelta(days=2)) == Streak(0, 3, None)
    records.record(win(50, "kite", daily=third + timedelta(days=3)))
    assert records.overall_streak(third + timedelta(days=3)) == Streak(1, 3, third + timedelta(3))


def test_the_overall_streak_counts_back_from_the_layouts_daily_records():
    """Days won before the overall streak was kept count from the layouts' daily keys."""
    storage = MemoryStorage()
    for n, layout in enumerate(("turtle", "stupa", "turtle")):
        storage.set(f"mj.v1.daily.{layout}.{(DAY + timedelta(days=n)).isoformat()}",
                    json.dumps({"v": 1, "seconds": 100}))
    last = DAY + timedelta(days=2)
    assert Records(storage).overall_streak(last).current == 0  # not told which layouts
    assert Records(storage).overall_streak(last, ["stupa", "turtle"]) == Streak(3, 3, last)
    storage.set("mj.v1.streak.any", "{broken")
    assert Records(storage).overall_streak(last, ["stupa", "turtle"]).current == 3
