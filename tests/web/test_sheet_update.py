"""A match on the score sheet survives an update of the app: the service worker of a new
version takes over (as tests/web/test_update.py makes one) and the match resumes where it was,
its hands and totals as they were."""

from __future__ import annotations

import pytest

from tests.web.test_sheet import Taps, enter, shown_totals, start
from tests.web.test_update import published, update

pytestmark = pytest.mark.browser


def test_an_update_resumes_the_match(playwright_instance, dist, tmp_path):
    with published(playwright_instance, dist, tmp_path, "#/sheet",
                   viewport={"width": 390, "height": 844}) as one:
        page, site = one.page, one.site
        page.wait_for_selector(".sheet")
        start(page, ["Asha", "Bikash", "Chandra", "Dipa"])
        taps = Taps(page)
        enter(page, taps, ("win", 2, 0, 24), site, 1)
        page.wait_for_selector('.sheet[data-hands="1"]')
        enter(page, taps, ("self", 3, 8), site, 2)
        page.wait_for_selector('.sheet[data-hands="2"]')
        totals = shown_totals(page)
        stored = page.evaluate("() => ({...localStorage})")

        update(page, one.site_dir, one.old_cache)
        page.wait_for_selector('.sheet[data-screen="match"][data-hands="2"]')
        assert shown_totals(page) == totals
        after = page.evaluate("() => ({...localStorage})")
        assert {k: after.get(k) for k in stored if k.startswith("mj.v1.sheet.")} == {
            k: v for k, v in stored.items() if k.startswith("mj.v1.sheet.")}
        one.watch.check()
