"""The Python snapshot in the browser: a first visit starts Python as usual and never waits for
the snapshot (the service worker fetches it once the page is idle); later visits restore Python
from it and play, score, deal at random, keep the time zone and the language of this browser
exactly like a page started as usual; a corrupt or stale snapshot falls back to a normal start.

One persistent profile (Hindi, Sydney's time zone: neither is the build machine's) serves the
module: its first visit keeps the snapshot, each later page restores. Stock pages for comparison
come from fresh contexts with the same language and time zone and no service worker.
"""

from __future__ import annotations

import functools
import gzip
import hashlib
import http.server
import json
import shutil
import struct
import sys
import threading
from pathlib import Path

import pytest
from engine import DealtTile, layouts, solve

import build
from tests.web.conftest import Watch, persistent_context, wait_ready

sys.path.insert(0, str(build.WEB))
from tests.fixtures.words import words  # noqa: E402  (web/ on the path first)

COMMON_TEXT = words("common")

pytestmark = pytest.mark.browser

BROWSER = {"locale": "hi-IN", "timezone_id": "Australia/Sydney"}
VIEWPORT = {"width": 1280, "height": 800}
STATE = "document.documentElement.dataset"
# Python run in the page through PyScript's own handle on its interpreter.
RUN_PYTHON = """code => import('./pyscript/core.js').then(m => m.whenDefined('py'))
  .then(py => String(py.interpreter.runPython(code)))"""
CLOCK_AND_LANGUAGE = """
import json, os, time
json.dumps([time.timezone, time.altzone, time.daylight, list(time.tzname),
            time.strftime("%Z"), os.environ.get("LANG")])
"""
# A browser without WebAssembly stack switching (JSPI), as Pyodide sees it.
NO_STACK_SWITCHING = """
for (const name of ['Suspending', 'Suspender', 'promising']) delete WebAssembly[name];
"""
RUN_SYNC = """
import json
from pyodide.ffi import can_run_sync, run_sync
try:
    run_sync(None)
except Exception as error:
    failed = type(error).__name__
json.dumps([can_run_sync(), failed])
"""
READ_TILES = """() => [...document.querySelectorAll('.tile:not(.removed)')].map(el =>
  [+el.dataset.tileId, el.dataset.face, +el.dataset.x, +el.dataset.y, +el.dataset.z])"""
CLICK_ALL = """ids => { for (const id of ids)
  document.querySelector(`[data-tile-id="${id}"]`).click(); }"""
SMALLEST = min(layouts(), key=lambda layout: layout.size).id
# Records each look in the caches (CacheStorage.match) made before the app is ready.
CACHE_LOOKS = """
window.__cacheLooks = [];
const match = CacheStorage.prototype.match;
CacheStorage.prototype.match = function (...args) {
  const loading = document.documentElement.dataset.state === 'loading';
  if (loading) window.__cacheLooks.push(String(args[0]));
  return match.apply(this, args);
};
"""
# Records each step the loading screen shows, with its progress bar's width at the time.
LOADING_STEPS = """
window.__loading = [];
new MutationObserver(() => {
  const step = document.getElementById('loading-step');
  const bar = document.getElementById('loading-bar');
  const seen = step && [step.textContent, parseFloat(bar.style.width) || 0];
  const last = window.__loading.at(-1);
  if (seen && (!last || last[0] !== seen[0] || last[1] !== seen[1])) window.__loading.push(seen);
}).observe(document, {childList: true, subtree: true, characterData: true, attributes: true});
"""


class GatedHandler(build.SiteHandler):
    """The site, but a request for the snapshot waits until the test opens the gate."""

    def do_GET(self) -> None:
        if f"/{build.SNAPSHOT_DIR}/" in self.path:
            self.server.snapshot_requests.append(self.path)
            self.server.gate.wait(120)
        super().do_GET()


@pytest.fixture(scope="module")
def profile(playwright_instance, dist, tmp_path_factory):
    """A profile whose first visit started Python as usual, with the snapshot held back at the
    server until the app was up; then kept by the service worker. Yields (context, site, what
    the first visit showed)."""
    handler = functools.partial(GatedHandler, directory=str(dist))
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    server.gate, server.snapshot_requests = threading.Event(), []
    threading.Thread(target=server.serve_forever, daemon=True).start()
    site = f"http://127.0.0.1:{server.server_address[1]}/"
    context = persistent_context(
        playwright_instance, tmp_path_factory.mktemp("profile"), viewport=VIEWPORT, **BROWSER
    )
    context.add_init_script(LOADING_STEPS)
    try:
        page = context.new_page()
        page.add_init_script(CACHE_LOOKS)
        watch = Watch(origin=site.rstrip("/"))
        watch.attach(page)
        page.goto(site)
        wait_ready(page)  # with the snapshot's download held back: the start never waits for it
        cache_looks = page.evaluate("window.__cacheLooks")
        first = {"python": page.evaluate(f"{STATE}.python"), "lang": page.evaluate(
            "document.documentElement.lang")}
        server.gate.set()
        page.wait_for_function(f"{STATE}.snapshot === 'kept'", timeout=120_000)
        first["snapshot_requests"] = list(server.snapshot_requests)
        first["cache_looks"] = cache_looks
        first["kept_key"] = page.evaluate("localStorage.getItem('mj.snapshot.kept')")
        first["page_requests"] = page.evaluate(
            "performance.getEntriesByType('resource').map(e => e.name)"
        )
        watch.check()
        page.close()
        yield context, site, first
    finally:
        server.gate.set()
        context.close()
        server.shutdown()
        server.server_close()


def open_page(context, site: str, script: str = "") -> tuple:
    """A page of `context` at `site`, ready, `script` run before the page's own; and its Watch."""
    page = context.new_page()
    if script:
        page.add_init_script(script)
    watch = Watch(origin=site.rstrip("/"))
    watch.attach(page)
    page.goto(site)
    wait_ready(page)
    return page, watch


@pytest.fixture(scope="module")
def stock(browser, profile):
    """A page started as usual (no service worker, no snapshot), same language and time zone;
    shared by the module (a cold start costs seconds)."""
    _, site, _ = profile
    context = browser.new_context(service_workers="block", viewport=VIEWPORT, **BROWSER)
    context.add_init_script(LOADING_STEPS)
    page, watch = open_page(context, site)
    assert page.evaluate(f"{STATE}.python") == "started"
    yield page
    watch.check()
    context.close()


@pytest.fixture
def restored(profile):
    """A later visit of the profile: Python restored from the kept snapshot."""
    context, site, _ = profile
    page, watch = open_page(context, site)
    assert page.evaluate(f"{STATE}.python") == "restored"
    yield page
    watch.check()
    page.close()


def test_a_first_visit_starts_as_usual_and_keeps_the_snapshot_once_idle(profile, dist):
    context, site, first = profile
    name = build.snapshot_name(dist)
    assert first["python"] == "started"
    assert first["lang"] == "hi"  # the browser's language, nothing stored yet
    # fetched once, by the service worker (not the page), into the worker's versioned cache
    assert first["snapshot_requests"] == [f"/{name}"]
    # nothing kept yet: the start does not open the caches to look for it (up to 0.2 s), and
    # once kept, the snapshot's key is noted for the next visit's start
    assert first["cache_looks"] == []
    assert first["kept_key"] and first["kept_key"] in name
    assert not [url for url in first["page_requests"] if f"/{build.SNAPSHOT_DIR}/" in url]
    page = context.new_page()
    page.goto(site + "manifest.webmanifest")
    kept_in = page.evaluate(
        """url => caches.keys().then(names => Promise.all(names.map(name => caches.open(name)
          .then(cache => cache.match(url)).then(hit => hit ? name : null))))
          .then(found => found.filter(Boolean))""",
        site + name,
    )
    kept = page.evaluate(
        """url => caches.match(url).then(r => r.arrayBuffer()).then(async b => [b.byteLength,
          Array.from(new Uint8Array(b, 0, 12)),
          Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', b)))])""",
        site + name,
    )
    page.close()
    assert len(kept_in) == 1 and kept_in[0].startswith("mahjong-")
    # kept unpacked and without its zero pages, byte for byte the format sw.js describes
    heap = gzip.decompress((dist / name).read_bytes())
    expected = sparse_copy(heap)
    assert kept[1] == list(expected[:12]) and bytes(kept[1][:4]) == b"MJsp"
    assert kept[0] == len(expected) < len(heap) // 2
    assert bytes(kept[2]) == hashlib.sha256(expected).digest()


def test_a_restored_page_plays_a_deal_and_scores_a_hand_like_a_stock_page(restored, stock):
    seen = []
    for page in (restored, stock):
        page.click(f"#layout-{SMALLEST}")
        page.click("#todays-deal")
        page.wait_for_function(f"{STATE}.state === 'playing'")
        tiles = page.evaluate(READ_TILES)
        moves = solve([DealtTile(*t) for t in tiles])
        assert moves, "today's deal must be winnable"
        page.evaluate(CLICK_ALL, [t for pair in moves for t in pair])
        page.wait_for_function(f"{STATE}.state === 'won'")
        page.evaluate("location.hash = '#/score'")
        page.wait_for_selector("#sc-text")
        page.fill("#sc-text", "[EEE][SSS]WWWNNN5m + 5m")
        seen.append({
            "deal": tiles,
            "total": page.get_attribute("#sc-status .total", "data-total"),
            "fans": page.eval_on_selector_all(
                "#sc-result button.fan", "bs => bs.map(b => b.dataset.name)"
            ),
            "result": page.inner_text("#sc-result"),
        })
    assert seen[0] == seen[1]
    assert seen[0]["total"] == "97" and "Big Four Winds" in seen[0]["fans"]
    assert restored.evaluate("document.documentElement.lang") == "hi"  # from the browser


def test_the_loading_screen_says_what_it_is_doing_with_a_growing_bar(restored, stock):
    """In the page's language (Hindi here): the steps come from the common catalog."""
    lang = BROWSER["locale"].split("-")[0]
    for page, key in ((restored, "loading.restoring"), (stock, "loading.starting")):
        saying = COMMON_TEXT[key][lang]
        steps = page.evaluate("window.__loading")
        texts = [text for text, _ in steps]
        assert any(text.startswith(saying) for text in texts), steps
        widths = [width for _, width in steps]
        assert widths == sorted(widths) and widths[-1] >= 80, steps


def test_two_restored_pages_deal_different_new_deals(profile):
    context, site, _ = profile
    pages = [open_page(context, site) for _ in range(2)]
    deals = []
    for page, _ in pages:
        assert page.evaluate(f"{STATE}.python") == "restored"
        page.click(f"#layout-{SMALLEST}")
        page.click("#new-deal")
        page.wait_for_function(f"{STATE}.state === 'playing'")
        deals.append(page.evaluate(READ_TILES))
    for page, watch in pages:
        watch.check()
        page.close()
    assert deals[0] != deals[1]


def test_a_restored_page_has_this_browsers_time_zone_and_language(restored, stock):
    clock = [json.loads(p.evaluate(RUN_PYTHON, CLOCK_AND_LANGUAGE)) for p in (restored, stock)]
    assert clock[0] == clock[1]
    timezone, altzone, daylight, tzname, _, lang = clock[0]
    assert (timezone, altzone, daylight) == (-36000, -39600, 1)  # Sydney: +10:00, +11:00 in summer
    assert tzname == ["UTC+1000", "UTC+1100"] and lang == "hi_IN.UTF-8"


def test_the_page_runs_python_without_stack_switching_restored_or_started(restored, stock):
    """Chromium's renderer died now and then with Pyodide's stack switching (JSPI), which the
    app does not use: interpreter.mjs hides it from Pyodide, in both kinds of start."""
    jspi = """() => import('./pyscript/core.js').then(m => m.whenDefined('py'))
      .then(py => [py.interpreter._module.jspiSupported, typeof WebAssembly.Suspending])"""
    for page in (restored, stock):
        assert page.evaluate(jspi) == [False, "undefined"]
        assert json.loads(page.evaluate(RUN_PYTHON, RUN_SYNC)) == [False, "RuntimeError"]


def test_a_restored_page_without_stack_switching_runs_like_a_stock_page_there(
    browser, profile
):
    context, site, _ = profile
    restored, watch = open_page(context, site, NO_STACK_SWITCHING)
    assert restored.evaluate(f"{STATE}.python") == "restored"
    other = browser.new_context(service_workers="block", viewport=VIEWPORT, **BROWSER)
    stock, stock_watch = open_page(other, site, NO_STACK_SWITCHING)
    try:
        seen = [json.loads(page.evaluate(RUN_PYTHON, RUN_SYNC)) for page in (restored, stock)]
        assert seen[0] == seen[1] == [False, "RuntimeError"]
        watch.check()
        stock_watch.check()
    finally:
        restored.close()
        other.close()


def sparse_copy(heap: bytes, page: int = 65536) -> bytes:
    """The heap image as sw.js keeps it: "MJsp", its length and page count, a byte per 64 KiB
    page (1 stored, 0 all zero), the stored pages."""
    pages = [heap[at : at + page] for at in range(0, len(heap), page)]
    stored = [chunk != bytes(len(chunk)) for chunk in pages]
    head = b"MJsp" + struct.pack("<II", len(heap), len(pages)) + bytes(stored)
    return head + b"".join(chunk for chunk, keep in zip(pages, stored, strict=True) if keep)


def spoil(site_dir: Path, how: str) -> str:
    """Make the site's snapshot corrupt, or stale: another key, or another Pyodide build; or
    a sparse copy (as the service worker keeps it) cut short, or with a broken header. Returns
    the key the site's page now knows its snapshot by."""
    name = build.snapshot_name(site_dir)
    path = site_dir / name
    key = name.removesuffix(".gz").rsplit("-", 1)[1]
    if how == "corrupt":
        data = bytearray(path.read_bytes())
        data[len(data) // 2 : len(data) // 2 + 64] = bytes(64)
        path.write_bytes(bytes(data))
    elif how == "stale":  # made from other code: the name the page asks for, another key inside
        other = "0" * 16
        wrapper = site_dir / build.INTERPRETER
        wrapper.write_text(wrapper.read_text().replace(key, other))
        path.rename(site_dir / name.replace(key, other))
        return other
    elif how == "other-pyodide":  # the build id in its header differs
        heap = bytearray(gzip.decompress(path.read_bytes()))
        heap[16:48] = bytes(32)
        path.write_bytes(gzip.compress(bytes(heap), 1))
    else:
        copy = bytearray(sparse_copy(gzip.decompress(path.read_bytes())))
        if how == "sparse-cut":
            del copy[-1000:]
        else:  # "sparse-header": a page count that does not fit the length
            copy[8:12] = struct.pack("<I", 7)
        path.write_bytes(bytes(copy))
    return key


@pytest.mark.parametrize(
    "how", ["corrupt", "stale", "other-pyodide", "sparse-cut", "sparse-header"]
)
def test_a_spoilt_snapshot_falls_back_to_a_normal_start_and_the_page_works(
    browser, dist, tmp_path, how
):
    site_dir = tmp_path / "site"
    shutil.copytree(dist, site_dir)
    key = spoil(site_dir, how)
    server, site = build.serve_in_background(site_dir)
    context = browser.new_context(service_workers="block", viewport=VIEWPORT, locale="en-US")
    try:
        # the snapshot as a service worker would have kept it, and noted as kept
        url = site + build.later_files(site_dir)[0]
        keeper = context.new_page()
        keeper.goto(site + "manifest.webmanifest")
        keeper.evaluate(
            "url => fetch(url).then(r => caches.open('kept').then(c => c.put(url, r)))", url
        )
        keeper.evaluate("key => localStorage.setItem('mj.snapshot.kept', key)", key)
        keeper.close()
        page = context.new_page()
        warnings = []
        page.on("console", lambda m: m.type == "warning" and warnings.append(m.text))
        watch = Watch(origin=site.rstrip("/"))
        watch.attach(page)
        page.goto(site)
        wait_ready(page)
        assert page.evaluate(f"[{STATE}.python, {STATE}.snapshot]") == ["started", "refused"]
        snapshot_warnings = [w for w in warnings if "Python snapshot not used" in w]
        assert len(snapshot_warnings) == 1, warnings
        page.click(f"#layout-{SMALLEST}")
        page.click("#new-deal")
        page.wait_for_function(f"{STATE}.state === 'playing'")
        assert page.locator(".tile.free").count() >= 2
        # the spoilt copy is gone, and this browser does not try this snapshot again
        assert page.evaluate("url => caches.match(url).then(hit => !hit)", url)
        assert page.evaluate("localStorage.getItem('mj.snapshot.refused')") in url
        if how == "corrupt":  # once is enough to see it (a cold start costs seconds)
            page.reload()
            wait_ready(page)
            assert page.evaluate(f"[{STATE}.python, {STATE}.snapshot]") == ["started", None]
            assert len([w for w in warnings if "Python snapshot not used" in w]) == 1
        watch.check()
    finally:
        context.close()
        server.shutdown()
        server.server_close()
