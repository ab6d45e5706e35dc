"""Issue 53, 21: the numbers the table reads from a link (a match seed, a shared hand's seed,
hand and scores) are ASCII digits 0-9 only, and of a sensible length: ``²`` (which
``isdigit()`` takes and ``int()`` refuses), ``२`` or ``٣`` (which ``int()`` reads as 2 or
3), a seed of thousands of digits, are refused with a ValueError (a RecordError for a
shared hand), never an uncaught error or a hand dealt from another seed."""

import pytest
from table import Match
from table.replay import RecordError
from table.share import SEED_DIGITS, link_number, record_of, share_code

from tests.table.test_share import records  # noqa: F401  (the module's seeded records)

FOREIGN = ("²", "२", "٣", "１", "1²", "12३", "⁴2", " 7", "7 ", "+7", "0x1f", "1_000", "1e3", "")


def test_link_number_reads_plain_digits_only():
    assert link_number("0", 19) == 0
    assert link_number("2026", 19) == 2026
    assert link_number("-96", 6, signed=True) == -96
    for bad in FOREIGN:
        with pytest.raises(ValueError):
            link_number(bad, 19)
    for bad in ("-", "--1", "-²", "-२"):
        with pytest.raises(ValueError):
            link_number(bad, 6, signed=True)
    with pytest.raises(ValueError):
        link_number("-5", 6)  # no sign where none is expected
    with pytest.raises(ValueError):
        link_number("9" * (SEED_DIGITS + 1), SEED_DIGITS)
    with pytest.raises(ValueError):
        link_number("7" * 5000, SEED_DIGITS)


def test_a_shared_hand_with_a_foreign_or_huge_number_is_refused(records):  # noqa: F811
    code = share_code(records[0])
    version, seed, hand, scores, moves = code.split(".")
    assert record_of(code) == records[0]
    bad_codes = [
        ".".join((version, seed.replace(seed[0], "२", 1), hand, scores, moves)),
        ".".join((version, seed + "²", hand, scores, moves)),
        ".".join((version, "7" * 5000, hand, scores, moves)),
        ".".join((version, "7" * 3000, hand, scores, moves)),
        ".".join((version, seed, "१", scores, moves)),
        ".".join((version, seed, hand, scores.replace("0", "٠"), moves)),
        ".".join((version, seed, hand, "1" * 40 + "_0_0_0", moves)),
    ]
    for bad in bad_codes:
        with pytest.raises(RecordError):
            record_of(bad)


def test_the_numbers_the_app_makes_still_read():
    match = Match(2**31 - 1, 1)
    assert link_number(str(match.seed), SEED_DIGITS) == 2**31 - 1
