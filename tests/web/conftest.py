"""Browser-test fixtures: the built site on a local server, and Debian's Chromium via Playwright.

The site is built once per run (unless MAHJONG_DIST names a build already made by build.py);
each test gets a fresh browser context (empty localStorage, no service worker) unless it asks
for a persistent profile. Every page fixture records console errors and any request that leaves
the origin, and the test fails if there were any.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

import pytest

import build

CHROMIUM_ARGS = list(build.CHROMIUM_ARGS)
READY_TIMEOUT_MS = 120_000


@pytest.fixture(scope="session")
def dist() -> Path:
    given = os.environ.get("MAHJONG_DIST")
    if given and (Path(given) / "index.html").exists():
        return Path(given)
    return build.build()


@pytest.fixture(scope="session")
def site(dist: Path) -> Iterator[str]:
    """The URL of dist/ served on 127.0.0.1 for the whole run."""
    server, url = build.serve_in_background(dist)
    yield url
    server.shutdown()


@dataclass
class Watch:
    """What a page did that a test must not allow: console errors, requests off the origin."""

    origin: str
    errors: list[str] = field(default_factory=list)
    foreign: list[str] = field(default_factory=list)

    def attach(self, page) -> None:
        page.on("console", self._console)
        page.on("pageerror", lambda e: self.errors.append(str(e)))
        page.on("request", self._request)

    def _console(self, message) -> None:
        """An error's text, and the file it names if any (a failed load says no more than
        its status without it)."""
        if message.type != "error":
            return
        url = (message.location or {}).get("url", "")
        self.errors.append(f"{message.text} [{url}]" if url else message.text)

    def _request(self, request) -> None:
        url = request.url
        if not (url.startswith(self.origin) or url.startswith(("data:", "blob:", "about:"))):
            self.foreign.append(url)

    def check(self) -> None:
        assert not self.foreign, f"requests left the origin: {self.foreign}"
        assert not self.errors, f"console errors: {self.errors}"


# The WebAssembly runtime: holding back its download holds Python back (Held).
RUNTIME = "**/pyodide/pyodide.asm.wasm"


class Held:
    """A page whose Python cannot start until `release()`: the runtime's download waits, and
    the page shows what it shows before Python is up (its static shell, web/shell.js)."""

    def __init__(self, page) -> None:
        self.page = page
        self.routes: list = []
        page.route(RUNTIME, self._hold)

    def _hold(self, route) -> None:
        self.routes.append(route)

    def release(self) -> None:
        for route in self.routes:
            route.continue_()
        self.page.unroute(RUNTIME, self._hold)


def persistent_context(playwright_instance, profile: Path, **options):
    """A Chromium context with a profile on disk, so a service worker and its caches persist."""
    return playwright_instance.chromium.launch_persistent_context(
        str(profile),
        executable_path=str(build.CHROMIUM),
        headless=True,
        args=CHROMIUM_ARGS,
        **options,
    )


def wait_ready(page, timeout: int = READY_TIMEOUT_MS) -> None:
    """Wait until Python has started and the app left the loading state."""
    page.wait_for_function(
        "document.documentElement.dataset.state !== 'loading'", timeout=timeout
    )


def double_tap(cdp, x: float, y: float) -> None:
    """Two taps at (x, y) through Chromium's touch input (a CDP session of the page), stamped
    120 ms apart: the page sees a double tap however slowly a loaded machine sends them."""
    start = time.time()
    for kind, at in (("touchStart", 0.0), ("touchEnd", 0.04), ("touchStart", 0.12),
                     ("touchEnd", 0.16)):
        points = [{"x": x, "y": y, "id": 0}] if kind == "touchStart" else []
        cdp.send(
            "Input.dispatchTouchEvent",
            {"type": kind, "timestamp": start + at, "touchPoints": points},
        )


@pytest.fixture
def watch(site: str) -> Watch:
    return Watch(origin=site.rstrip("/"))


@pytest.fixture
def context(browser, site: str):
    """A fresh context (empty storage); service workers blocked so every test starts cold."""
    context = browser.new_context(service_workers="block", viewport={"width": 1280, "height": 800})
    yield context
    context.close()


@pytest.fixture
def page(context, watch: Watch):
    """A page in a fresh context whose console errors and foreign requests fail the test."""
    page = context.new_page()
    watch.attach(page)
    yield page
    watch.check()


@pytest.fixture
def app(page, site: str):
    """The app opened at its start screen, Python ready."""
    page.goto(site)
    wait_ready(page)
    return page


@pytest.fixture(scope="session")
def a11y_page(browser, site: str):
    """One phone-size page in English shared by the accessibility tests (tests/web/a11y.py):
    each of their modules starts where it needs to. `a11y_page.loading_violations` holds what
    the audit found on its loading screen."""
    from tests.web.a11y import PHONE, open_page

    context = browser.new_context(service_workers="block", viewport=PHONE, locale="en-GB")
    watch = Watch(origin=site.rstrip("/"))
    page, loading = open_page(context, site, watch)
    page.loading_violations = loading
    yield page
    context.close()
    watch.check()


PHONE_SIZE = {"width": 390, "height": 844}
# localStorage entries put in place before a page's first load (``phone(entries=...)``).
SEEDED = (
    "(entries => { if (!sessionStorage.getItem('seeded')) {"
    " for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v);"
    " sessionStorage.setItem('seeded', '1'); } })"
)


# A file of the site that runs nothing: a kept page waits there between tests (below).
PARK = "manifest.webmanifest"
EMPTY = ("entries => { localStorage.clear(); sessionStorage.clear();"
         " for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v); }")


@dataclass
class Kept:
    """A phone page kept for a module's tests, with its context and its watch."""

    context: object
    page: object
    watch: Watch


class Phones:
    """Phone pages for a module's tests, kept from test to test and handed out as new ones.

    A new context starts Python from nothing (7-10 s a page on this loaded 2-core machine);
    a page that started it before starts it again on a full load in 2-3 s (its renderer's
    compiled code is kept). Each test's page is made as new before it is handed out: it
    leaves the app for PARK (a full navigation: the app's `pagehide` writes land then, and
    any error they make is the last test's), its localStorage and sessionStorage are emptied
    and ``entries`` put in, its viewport and emulated media are put back; the test then
    loads the app with its own ``goto``: a full load, Python and every view made anew. What
    a reused page would keep is the HTTP cache (so a test that checks what is fetched asks
    for ``fresh=True``: a new context, as before) and what a test does to its context (no
    ``phone`` test adds init scripts, routes or listeners to a kept one: those ask for
    ``fresh=True`` too). The n-th page a test asks for of a kind is the n-th kept one, its
    own context (two pages of a test never share storage, as two contexts did not). A page
    whose test failed, that was closed, or whose context holds other pages, is not kept."""

    def __init__(self, browser, site: str, allowed: str = "", **options) -> None:
        self.browser = browser
        self.site = site
        self.allowed = allowed  # a console error holding this is no failure ("" none)
        self.options = options  # more of the contexts' options (device_scale_factor=2)
        self.kept: dict[bool, list[Kept]] = {}
        self.handed: list[tuple[Kept, bool]] = []  # (page, kept afterwards)

    def _open(self, touch: bool) -> Kept:
        context = self.browser.new_context(**{
            "service_workers": "block", "viewport": PHONE_SIZE, "has_touch": touch,
            "is_mobile": touch, "locale": "en-GB", **self.options})
        page = context.new_page()
        watch = Watch(origin=self.site.rstrip("/"))
        watch.attach(page)
        return Kept(context, page, watch)

    def __call__(self, touch: bool = False, entries: dict | None = None,
                 fresh: bool = False) -> object:
        touch = bool(touch)
        if fresh:
            one = self._open(touch)
            if entries:
                one.context.add_init_script(SEEDED + "(" + json.dumps(entries) + ")")
            self.handed.append((one, False))
            return one.page
        pool = self.kept.setdefault(touch, [])
        taken = sum(1 for one, keep in self.handed if keep and one in pool)
        if taken == len(pool):
            pool.append(self._open(touch))
        one = pool[taken]
        page = one.page
        if not page.url.startswith(self.site + PARK):
            page.goto(self.site + PARK)
        page.evaluate(EMPTY, entries or {})
        page.set_viewport_size(self.options.get("viewport", PHONE_SIZE))
        page.emulate_media(color_scheme="null", reduced_motion="null", media="null")
        one.watch.errors.clear()
        one.watch.foreign.clear()
        self.handed.append((one, True))
        return page

    def finish(self, request) -> None:
        """The end of ``request``'s test: its pages parked and checked (end_test)."""
        report = getattr(request.node, "report_call", None)
        self.end_test(passed=report is not None and report.passed)

    def end_test(self, passed: bool) -> None:
        """Park the test's kept pages (their watches checked after), close the others."""
        handed, self.handed = self.handed, []
        for one, keep in handed:
            if keep and passed and not one.page.is_closed() and one.context.pages == [one.page]:
                try:
                    one.page.goto(self.site + PARK)
                except Exception:  # noqa: BLE001 - a page that will not leave is not kept
                    keep = False
            else:
                keep = False
            if not keep:
                for pool in self.kept.values():
                    if one in pool:
                        pool.remove(one)
                one.context.close()
        parked_icon = f"[{self.site.rstrip('/')}/favicon.ico]"
        for one, _ in handed:
            # Parked on a file that is no page (PARK), Chromium asks for the site's
            # /favicon.ico, which the site has not (its pages name their icon): a 404 the
            # parking makes, at a time of the browser's choosing, not the app's.
            one.watch.errors = [e for e in one.watch.errors if not e.endswith(parked_icon)]
            if self.allowed:
                one.watch.errors = [e for e in one.watch.errors if self.allowed not in e]
            one.watch.check()

    def close(self) -> None:
        for pool in self.kept.values():
            for one in pool:
                one.context.close()


@pytest.fixture(scope="module")
def kept_phones(browser, site) -> Iterator[Phones]:
    """The module's kept phone pages (Phones)."""
    phones = Phones(browser, site)
    yield phones
    phones.close()


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    """Each phase's report kept on the test (``item.report_call``): did it pass?"""
    report = yield
    setattr(item, f"report_{report.when}", report)
    return report


@pytest.fixture
def phone(kept_phones, request):
    """A phone-size page (touch: ``phone("touch")``) whose console errors and requests off
    the origin fail the test; ``entries`` are in localStorage before its first load. A page
    kept for the module, made as new (Phones); ``fresh=True``: a page in a new context."""
    yield kept_phones
    kept_phones.finish(request)
