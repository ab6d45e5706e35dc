"""safejson: JSON from a text the app did not write, refused past a depth before it is parsed
(Pyodide's parser overflows the browser's stack on "[[[[...", a fatal error)."""

from __future__ import annotations

import json

import keeping
import pytest
from engine import Records
from engine.deal import Deal
from keeping import MemoryStorage
from safejson import DEPTH, loads, too_deep

DEEP = "[" * 100_000 + "]" * 100_000


def test_depth_counts_brackets_outside_strings_only():
    assert too_deep("[" * (DEPTH + 1)) and too_deep("{" * 100_000)
    assert not too_deep("[" * DEPTH + "]" * DEPTH)
    assert not too_deep('{"a": "' + "[" * 1000 + '"}')
    assert not too_deep('{"a": "\\"[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[["}')
    assert too_deep('{"a": "x", "b": ' + "[" * 40 + "]" * 40 + "}")


def test_loads_reads_what_the_app_writes_and_refuses_the_deep_and_the_non_text():
    value = {"v": 1, "hands": [[1, 2, [3]], {"a": "[[["}]}
    assert loads(json.dumps(value)) == value
    assert loads(json.dumps(value).encode()) == value
    for bad in (DEEP, None, 5, "{", ""):
        with pytest.raises(ValueError):
            loads(bad)


def test_a_deep_stored_text_is_dropped_alone_by_every_engine_reader():
    storage = MemoryStorage()
    records = Records(storage)
    records.set_setting("lang", "hi")
    storage.set("mj.v1.setting.theme", '{"v": 1, "value": ' + DEEP + "}")
    assert records.get_setting("theme") is None
    assert records.get_setting("lang") == "hi"
    storage.set("mj.v1.some.save", DEEP)
    assert keeping.load(storage, "mj.v1.some.save", lambda t: keeping.read_json(t, 1)) is None
    assert not storage.get("mj.v1.some.save")
    assert records.get_setting("lang") == "hi"
    with pytest.raises(ValueError, match="deeper"):
        Deal.from_json(DEEP)
