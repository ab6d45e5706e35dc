"""The table game never leaves a player stuck: a seeded random walk of #/table on a 390 px
phone (tests/web/table_walk.py) presses what the page offers, step after step, and fails on a
stall (no progress and nothing to press for 30 s) or any page error.

In the suite: ``SEEDS`` x ``STEPS``. A longer soak, by hand (``MAHJONG_WALK_SEEDS`` is a
range ``a-b`` or a list ``1,5,9``)::

    MAHJONG_WALK_SEEDS=1-20 MAHJONG_WALK_STEPS=2000 \
        python3 build.py test tests/web/test_table_walk.py

Each walk's summary (presses, hands, moves, seconds) is added to screenshots/walk/walks.jsonl;
a stall leaves its screenshot there.
"""

from __future__ import annotations

import os

import pytest

from tests.web.a11y import set_language
from tests.web.conftest import Watch
from tests.web.table_walk import install, walk
from tests.web.test_phone_layout import phone_context

pytestmark = pytest.mark.browser

SEEDS = (1, 2, 3)
STEPS = 300


def walk_seeds() -> list[int]:
    given = os.environ.get("MAHJONG_WALK_SEEDS", "").strip()
    if not given:
        return list(SEEDS)
    if "-" in given:
        first, last = given.split("-", 1)
        return list(range(int(first), int(last) + 1))
    return [int(s) for s in given.split(",") if s.strip()]


def walk_steps() -> int:
    return int(os.environ.get("MAHJONG_WALK_STEPS", STEPS))


@pytest.mark.parametrize("seed", walk_seeds())
def test_a_random_walk_of_the_table_never_stalls(browser, site, seed):
    context = phone_context(browser, 390, 844)
    watch = Watch(origin=site.rstrip("/"))
    page = context.new_page()
    watch.attach(page)
    install(page)
    page.goto(f"{site}#/table?seed={seed}&pace=instant&level=easy&hands=16")
    page.wait_for_function("document.documentElement.dataset.state !== 'loading'",
                           timeout=120_000)
    set_language(page, ("en", "ne", "hi")[seed % 3])
    result = walk(page, seed, walk_steps())
    assert result.steps == walk_steps()
    assert result.moves > 0, "the walk never got a move played"
    context.close()
    watch.check()
