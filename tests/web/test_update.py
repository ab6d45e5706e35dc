"""A new version of the site takes over on the next load and keeps every record.

The site is copied to a folder of the test's own; after a first visit installs the service
worker, one file changes and sw.js is generated again (as a new build would). The next load
installs the new worker, which takes over and deletes the old cache; the load after that shows
the new version, and localStorage is as it was.
"""

from __future__ import annotations

import contextlib
import shutil
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

import build
from tests.web.conftest import Watch, persistent_context, wait_ready

pytestmark = pytest.mark.browser

CACHE_NAMES = "caches.keys().then(keys => keys.filter(k => k.startsWith('mahjong-')))"


def until(page, script: str, done) -> None:
    """Evaluate ``script`` (its promise awaited) until ``done`` of its value, 60 s at most."""
    deadline = time.monotonic() + 60
    while not done(value := page.evaluate(script)):
        assert time.monotonic() < deadline, f"{script}: {value}"
        page.wait_for_timeout(250)


@dataclass
class Published:
    """A copy of the site served from a folder of the test's own, and a page of a persistent
    profile on it whose service worker controls it (what `update` publishes over)."""

    site_dir: Path
    site: str
    server: Any
    context: Any
    page: Any
    watch: Watch
    old_cache: list[str]


@contextlib.contextmanager
def published(playwright_instance, dist: Path, tmp_path: Path, fragment: str = "",
              **options) -> Iterator[Published]:
    """The site copied to ``tmp_path``, served, and opened at ``fragment`` in a persistent
    profile (``options``: the context's) until its service worker controls the page; closed
    after the block (a server the test shut down already is left so)."""
    site_dir = tmp_path / "site"
    shutil.copytree(dist, site_dir)
    server, site = build.serve_in_background(site_dir)
    context = persistent_context(playwright_instance, tmp_path / "profile", locale="en-US",
                                 **options)
    try:
        page = context.new_page()
        watch = Watch(origin=site.rstrip("/"))
        watch.attach(page)
        page.goto(site + fragment)
        wait_ready(page)
        page.wait_for_function("navigator.serviceWorker.controller !== null", timeout=60_000)
        yield Published(site_dir, site, server, context, page, watch, page.evaluate(CACHE_NAMES))
    finally:
        context.close()
        with contextlib.suppress(Exception):
            server.shutdown()
            server.server_close()


def update(page, site_dir, old_cache: list[str]) -> None:
    """Publish a new version of the site in ``site_dir`` (one file changed, sw.js made again)
    and load it on ``page``: the first reload finds the new worker, which installs, takes over
    and deletes the old cache; the second shows the new version."""
    index = site_dir / "index.html"
    index.write_text(
        index.read_text().replace("</head>", '  <meta name="app-build" content="v2">\n</head>')
    )
    new_cache = build.write_service_worker(site_dir)
    assert [new_cache] != old_cache

    page.reload()  # still the old version; the browser finds the new worker and installs it
    wait_ready(page)
    until(page, CACHE_NAMES, lambda names: names == [new_cache])  # installed, old deleted
    page.reload()  # the new version
    wait_ready(page)
    assert page.locator('meta[name="app-build"]').get_attribute("content") == "v2"


def test_a_new_version_takes_over_on_the_next_load_and_keeps_records(
    playwright_instance, dist, tmp_path
):
    with published(playwright_instance, dist, tmp_path) as one:
        page = one.page
        assert len(one.old_cache) == 1
        page.select_option("#lang", "hi")
        page.evaluate("localStorage.setItem('mj.v1.setting.marker', 'kept')")
        before = page.evaluate("({...localStorage})")

        update(page, one.site_dir, one.old_cache)
        after = page.evaluate("({...localStorage})")
        # every record and setting as it was; besides them only the start-up's notes about the
        # snapshot (interpreter.mjs: kept, once a page is idle), which a new version may renew
        records = {k: v for k, v in before.items() if not k.startswith("mj.snapshot.")}
        assert records and {key: after.get(key) for key in records} == records
        assert {key for key in after if key not in records} <= {"mj.snapshot.kept"}
        assert page.evaluate("localStorage.getItem('mj.v1.setting.marker')") == "kept"
        assert page.evaluate("document.documentElement.lang") == "hi"
        one.watch.check()


SET = "large"
SET_IN_CACHE = """([name, folder]) => caches.open(name).then(c => c.keys())
  .then(ks => ks.map(r => r.url).filter(u => u.includes('/tiles/' + folder + '/')
                                              && u.endsWith('.svg')).sort())"""


def carried_over(page, site_dir: Path, files: list[str]) -> tuple[list[str], list[str]]:
    """The set's files in the worker's one cache: every one of ``files``, the very bytes of
    ``site_dir``'s; their addresses and bodies."""
    cache = page.evaluate(CACHE_NAMES)[0]
    kept = page.evaluate(SET_IN_CACHE, [cache, SET])
    assert [u.rsplit("/", 1)[-1] for u in kept] == files
    bodies = page.evaluate(
        """([name, urls]) => caches.open(name).then(c => Promise.all(
             urls.map(u => c.match(u).then(r => r.text()))))""", [cache, kept])
    assert bodies == [(site_dir / "tiles" / SET / f).read_text() for f in files]
    return kept, bodies


def test_a_tile_set_chosen_stays_offline_across_an_update(playwright_instance, dist, tmp_path):
    """A player who chose a tile set fetched on demand (not the default) keeps it offline
    after a new version takes over: the new worker carries the set's files over (every one,
    the very bytes; a set changed in the new version comes over changed), and with the server
    shut down and the browser offline the page shows the set, every file of it served."""
    files = sorted(p.name for p in (dist / "tiles" / SET).glob("*.svg"))
    assert len(files) >= 42
    with published(playwright_instance, dist, tmp_path,
                   viewport={"width": 390, "height": 844}) as one:
        page, site_dir = one.page, one.site_dir
        page.click("#tiles-open")
        page.check(f'#tiles-menu input[value="{SET}"]')
        page.click('#tiles-menu [popovertargetaction="hide"]')
        until(page, f"({SET_IN_CACHE})({[one.old_cache[0], SET]!r})",
              lambda urls: len(urls) == len(files))  # the set fetched when chosen, kept

        update(page, site_dir, one.old_cache)
        carried_over(page, site_dir, files)  # carried over, every file

        # a version whose set has one file changed: that set comes over fresh, every file
        changed = site_dir / "tiles" / SET / files[0]
        changed.write_text(changed.read_text() + "<!-- v3 -->\n")
        newer = build.write_service_worker(site_dir)  # (the set's change alone renames it)
        assert [newer] != page.evaluate(CACHE_NAMES)
        page.reload()  # the browser finds the new worker: it installs, carries over, takes over
        wait_ready(page)
        until(page, CACHE_NAMES, lambda names: names == [newer])
        kept, bodies = carried_over(page, site_dir, files)
        assert bodies[0].endswith("<!-- v3 -->\n")

        one.server.shutdown()
        one.server.server_close()
        one.context.set_offline(True)
        with pytest.raises(Exception):  # noqa: B017 - any network error will do
            page.request.get(one.site + "index.html", timeout=5_000)
        page.reload()
        wait_ready(page)
        assert page.evaluate("document.documentElement.dataset.tiles") == SET
        served = page.evaluate(
            """urls => Promise.all(urls.map(u => fetch(u).then(r => r.ok ? r.text() : '')
                 .catch(() => '')))""", kept)
        assert served == bodies  # every file of the set, from the worker, offline
        page.click("#todays-deal")
        page.wait_for_function("document.documentElement.dataset.state === 'playing'")
        board = page.evaluate("""() => [...document.querySelectorAll(
            '#view-solitaire .tile[data-face]')].map(t => getComputedStyle(t).backgroundImage)""")
        assert board and all(f"/tiles/{SET}/" in b for b in board), board[:3]
        one.watch.check()
