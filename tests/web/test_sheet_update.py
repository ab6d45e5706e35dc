"""A match on the score sheet survives an update of the app: the service worker of a new
version takes over (as tests/web/test_update.py makes one) and the match resumes where it was,
its hands and totals as they were."""

from __future__ import annotations

import shutil

import pytest

import build
from tests.web.conftest import Watch, persistent_context, wait_ready
from tests.web.test_sheet import Taps, enter, shown_totals, start
from tests.web.test_update import CACHE_NAMES, update

pytestmark = pytest.mark.browser


def test_an_update_resumes_the_match(playwright_instance, dist, tmp_path):
    site_dir = tmp_path / "site"
    shutil.copytree(dist, site_dir)
    server, site = build.serve_in_background(site_dir)
    context = persistent_context(playwright_instance, tmp_path / "profile", locale="en-US",
                                 viewport={"width": 390, "height": 844})
    try:
        page = context.new_page()
        watch = Watch(origin=site.rstrip("/"))
        watch.attach(page)
        page.goto(site + "#/sheet")
        wait_ready(page)
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
        old_cache = page.evaluate(CACHE_NAMES)
        page.wait_for_selector(".sheet")
        start(page, ["Asha", "Bikash", "Chandra", "Dipa"])
        taps = Taps(page)
        enter(page, taps, ("win", 2, 0, 24), site, 1)
        page.wait_for_selector('.sheet[data-hands="1"]')
        enter(page, taps, ("self", 3, 8), site, 2)
        page.wait_for_selector('.sheet[data-hands="2"]')
        totals = shown_totals(page)
        stored = page.evaluate("() => ({...localStorage})")

        update(page, site_dir, old_cache)
        page.wait_for_selector('.sheet[data-screen="match"][data-hands="2"]')
        assert shown_totals(page) == totals
        after = page.evaluate("() => ({...localStorage})")
        assert {k: after.get(k) for k in stored if k.startswith("mj.v1.sheet.")} == {
            k: v for k, v in stored.items() if k.startswith("mj.v1.sheet.")}
        watch.check()
    finally:
        context.close()
        server.shutdown()
        server.server_close()
