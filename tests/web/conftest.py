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
        page.on("console", lambda m: m.type == "error" and self.errors.append(m.text))
        page.on("pageerror", lambda e: self.errors.append(str(e)))
        page.on("request", self._request)

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


@pytest.fixture
def phone(browser, site):
    """A phone-size page (touch: ``phone("touch")``) whose console errors and requests off
    the origin fail the test; ``entries`` are put in localStorage before its first load."""
    made = []

    def open_phone(touch: bool = False, entries: dict | None = None):
        context = browser.new_context(service_workers="block", viewport=PHONE_SIZE,
                                      has_touch=touch, is_mobile=touch, locale="en-GB")
        if entries:
            context.add_init_script(SEEDED + "(" + json.dumps(entries) + ")")
        page = context.new_page()
        watch = Watch(origin=site.rstrip("/"))
        watch.attach(page)
        made.append((context, watch))
        return page

    yield open_phone
    for context, watch in made:
        context.close()
        watch.check()
