"""The whole app never leaves a player stuck, never loses what it stored and never grows wider
than the phone: a seeded random walk of every view (tests/web/app_walk.py) on a 390 px phone,
with reloads and the network cut, fails on a page error, a stall, a record lost across a
reload, typed markup made an element, or anything wider than the screen.

In the suite: ``SEEDS`` x ``STEPS`` (about a minute a seed). More by hand::

    python3 -m tests.web.app_walk --seeds 1-20 --steps 400 --keep-going

or here, ``MAHJONG_APP_WALK_SEEDS=1-20 MAHJONG_APP_WALK_STEPS=400 python3 build.py test
tests/web/test_app_walk.py``. A failure names its seed and the steps to replay (docs/testing.md).
"""

from __future__ import annotations

import json
import os

import pytest

from tests.web.app_walk import WalkFailure, lost, open_walk

pytestmark = pytest.mark.browser

SEEDS = (1, 2, 3)
STEPS = 150


def walk_seeds() -> list[int]:
    given = os.environ.get("MAHJONG_APP_WALK_SEEDS", "").strip()
    if not given:
        return list(SEEDS)
    if "-" in given:
        first, last = given.split("-", 1)
        return list(range(int(first), int(last) + 1))
    return [int(s) for s in given.split(",") if s.strip()]


@pytest.mark.parametrize("seed", walk_seeds())
def test_a_random_walk_of_the_whole_app(browser, site, seed):
    context, page, walker = open_walk(browser, site, seed)
    try:
        steps = int(os.environ.get("MAHJONG_APP_WALK_STEPS", STEPS))
        result = walker.run(steps)
    finally:
        context.close()
    assert result.steps == steps
    assert len(result.views) >= 4, f"the walk saw only {sorted(result.views)}"


def test_a_reload_that_loses_a_record_is_found():
    entry = json.dumps({"v": 1, "played": 3, "won": 1, "forfeited": 0})
    match = json.dumps({"players": ["A", "B", "C", "D"], "hands": [{}, {}], "v": 1})
    before = {"mj.v1.stats.turtle": entry, "mj.v1.sheet.match.a": match,
              "mj.v1.best.turtle": '{"v": 1, "seconds": 3}', "mj.v1.shell": "{}"}
    assert lost(before, before) == []
    assert lost(before, {k: v for k, v in before.items() if k != "mj.v1.shell"}) == []
    after = dict(before, **{"mj.v1.stats.turtle": entry.replace('"won": 1', '"won": 0')})
    del after["mj.v1.best.turtle"]
    after["mj.v1.sheet.match.a"] = match.replace("[{}, {}]", "[{}]")
    found = lost(before, after)
    assert len(found) == 3, found
    assert any("best.turtle is gone" in f for f in found)
    assert any("won 1 -> 0" in f for f in found)
    assert any("2 hands -> 1" in f for f in found)


def test_the_walk_finds_what_it_is_made_to_find(browser, site):
    """Each of the walk's checks fails when it should: a check that cannot fail is no check."""
    context, page, walker = open_walk(browser, site, 0, service_worker=False)
    try:
        walker.check_page()  # the app as it opens: nothing to find
        page.evaluate("document.body.insertAdjacentHTML('beforeend', "
                      "'<div id=wide style=\"width: 600px; height: 4px\"></div>')")
        with pytest.raises(WalkFailure, match="wider than the screen"):
            walker.check_page()
        page.evaluate("document.getElementById('wide').remove()")
        page.evaluate("document.body.insertAdjacentHTML('beforeend', '<b data-walk>x</b>')")
        with pytest.raises(WalkFailure, match="markup became an element"):
            walker.check_page()
        page.evaluate("document.querySelector('[data-walk]').remove()")
        with page.expect_event("pageerror"):
            page.evaluate("setTimeout(() => { throw new Error('the walk probe'); })")
        with pytest.raises(WalkFailure, match="the walk probe"):
            walker.check_errors()
        page.evaluate("addEventListener('pagehide', () => "
                      "localStorage.removeItem('mj.v1.best.turtle'))")
        with pytest.raises(WalkFailure, match="best.turtle is gone"):
            walker.reload()
        walker.stall_s = 2
        page.evaluate("document.getElementById('view-' + document.documentElement.dataset.view)"
                      ".insertAdjacentHTML('beforeend', '<p aria-busy=\"true\">…</p>')")
        with pytest.raises(WalkFailure, match="stall"):
            walker.step()
    finally:
        context.close()


def test_a_zoomed_board_that_a_finger_pans_is_not_wider_than_the_screen(browser, site):
    """Zoomed in, the solitaire's board is wider than its box on purpose (a finger pans it, the
    Whole board button brings it back): the walk takes that for no fault, but the box itself
    sticking out of the screen still is one (seeds 107, 114 and 115 failed on the first)."""
    context, page, walker = open_walk(browser, site, 0, service_worker=False)
    try:
        page.click("#layout-turtle")
        page.click("#new-deal")
        page.wait_for_function("document.documentElement.dataset.state === 'playing'")
        page.click("#fit-zoom")
        page.wait_for_selector("#board-wrap.zoomed")
        board = page.locator("#board").bounding_box()
        assert board["x"] < 0 or board["x"] + board["width"] > 390, "zoomed, not wider"
        walker.check_page()
        page.evaluate("document.getElementById('board-wrap').style.marginRight = '-60px'")
        with pytest.raises(WalkFailure, match="board-wrap.* spans"):
            walker.check_page()
    finally:
        context.close()
