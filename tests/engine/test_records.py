import json
from datetime import date

import pytest
from engine import GameResult, MemoryStorage, Records
from engine.records import FORMAT_VERSION, PREFIX

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
