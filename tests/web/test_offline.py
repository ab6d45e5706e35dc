"""After one visit the app works with no network: the service worker serves every file, the
page starts (restoring Python from the snapshot the worker kept) and a deal can be played, and
the records kept before are still there."""

from __future__ import annotations

import json

import pytest
from engine import layouts

import build
from tests.web.conftest import Watch, persistent_context

pytestmark = pytest.mark.browser


def ready(page) -> None:
    page.wait_for_function("document.documentElement.dataset.state !== 'loading'", timeout=120_000)


def test_the_app_starts_and_plays_with_the_network_cut(playwright_instance, dist, tmp_path):
    # A server of this test's own, so the network can really be cut: the server is shut down
    # and the browser is put offline before the reload.
    server, site = build.serve_in_background(dist)
    context = persistent_context(
        playwright_instance,
        tmp_path / "profile",
        viewport={"width": 1024, "height": 768},
        locale="en-US",
    )
    try:
        page = context.new_page()
        watch = Watch(origin=site.rstrip("/"))
        watch.attach(page)
        page.goto(site)
        ready(page)
        # the worker installs (precaching every file) and takes control
        page.evaluate("navigator.serviceWorker.ready.then(() => true)")
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
        # once the page is idle, the worker keeps the Python snapshot too
        page.wait_for_function(
            "document.documentElement.dataset.snapshot === 'kept'", timeout=120_000
        )
        precached = page.evaluate(
            "caches.keys().then(ks => Promise.all(ks.map(k => caches.open(k)"
            ".then(c => c.keys())))).then(all => all.flat().length)"
        )
        assert precached >= len(build.site_files())
        page.evaluate(
            "localStorage.setItem('mj.v1.setting.marker', JSON.stringify({v: 1, value: 'kept'}))"
        )

        server.shutdown()
        server.server_close()
        context.set_offline(True)
        with pytest.raises(Exception):  # noqa: B017 - any network error will do
            page.request.get(site + "index.html", timeout=5_000)
        fetched = []
        page.on("requestfinished", lambda r: fetched.append(r))
        page.reload()
        ready(page)
        assert page.evaluate("document.documentElement.dataset.state") == "start"
        assert page.evaluate("navigator.onLine") is False
        assert page.evaluate("document.documentElement.dataset.python") == "restored"
        responses = [r.response() for r in fetched]
        assert responses and all(r is not None and r.from_service_worker for r in responses)

        smallest = min(layouts(), key=lambda layout: layout.size)
        page.click(f"#layout-{smallest.id}")
        page.click("#new-deal")
        page.wait_for_function("document.documentElement.dataset.state === 'playing'")
        free = page.eval_on_selector_all(
            ".tile.free", "els => els.map(e => [+e.dataset.tileId, e.dataset.face])"
        )
        by_face: dict[str, list[int]] = {}
        for tile_id, face in free:
            key = face[:2] if face[:2] in ("fl", "se") else face
            by_face.setdefault(key, []).append(tile_id)
        a, b = next(ids for ids in by_face.values() if len(ids) >= 2)[:2]
        page.click(f'[data-tile-id="{a}"]')
        page.click(f'[data-tile-id="{b}"]')
        assert "removed" in page.get_attribute(f'[data-tile-id="{a}"]', "class")
        marker = json.loads(page.evaluate("localStorage.getItem('mj.v1.setting.marker')"))
        assert marker["value"] == "kept"

        # The scorer's code (mcr.zip) and photo entry's reader (photo.zip), fetched only when
        # opened, come from the cache too.
        assert not [r for r in fetched if r.url.endswith("/mcr.zip")]
        page.evaluate("location.hash = '#/score'")
        page.wait_for_selector('button[data-action="photo"]')
        photo_files = ("/photo.zip", "/photo.css")
        assert not [r for r in fetched if r.url.endswith(photo_files)]
        assert not page.evaluate(
            "performance.getEntriesByType('resource').some(e => /photo\\.(zip|css)$/.test(e.name))"
        )
        assert page.evaluate("document.getElementById('ph-css') === null")
        page.click('button[data-action="photo"]')
        page.wait_for_function(
            "document.getElementById('sc-photo').dataset.state === 'start'", timeout=60_000
        )
        urls = [r.url for r in fetched]
        assert any(u.endswith("/mcr.zip") for u in urls)  # the scorer's code
        assert any(u.endswith("/photo.zip") for u in urls)
        assert any(u.endswith("/photo.css") for u in urls)

        # So does the table game's code (table.zip), also fetched only when opened.
        assert not [u for u in urls if u.endswith("/table.zip")]
        page.evaluate("location.hash = '#/table'")
        page.wait_for_selector("#mt-start", timeout=60_000)
        assert any(r.url.endswith("/table.zip") for r in fetched)
        responses = [r.response() for r in fetched]
        assert all(r is not None and r.from_service_worker for r in responses)
        watch.check()
    finally:
        context.close()
        server.server_close()
