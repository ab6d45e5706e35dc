"""A hand in a link (``table.share``): the code gives back the very record, a wrong code is a
clear error, and a hand-made wall cannot be shared."""

import pytest
from table.cli import selfplay
from table.replay import RecordError
from table.share import can_share, record_of, share_code


@pytest.fixture(scope="module")
def records():
    return list(selfplay(3, 12, "baseline,strong,simple,strong"))


def test_a_shared_hand_opens_the_same_record(records):
    for record in records:
        code = share_code(record)
        assert len(code) < 400 and code.startswith("1.12.")
        assert set(code) <= set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.")
        assert record_of(code) == record


def test_a_broken_code_is_refused(records):
    code = share_code(records[0])
    for bad in ("", "2" + code[1:], code[:-3], code.replace(".", ":", 1), code + "!"):
        with pytest.raises(RecordError):
            record_of(bad)


def test_a_hand_made_wall_is_not_shared(records):
    record = dict(records[0], seed=None)
    assert not can_share(record)
    with pytest.raises(ValueError):
        share_code(record)
