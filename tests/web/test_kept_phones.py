"""The kept phone pages (conftest.Phones) are handed out as new: what a test left in its page
(stored entries, entries its app wrote as it was left, in-page state, the viewport, emulated
media) is gone for the next test, which gets the same page (else nothing is kept, and the
suite is no faster). Two pages of a test do not share storage; a failed test's page is not
kept. The tests run in this order: each looks at what the one before left."""

from __future__ import annotations

import pytest

from tests.web.conftest import PHONE_SIZE, wait_ready

pytestmark = pytest.mark.browser

SEEN: dict[str, object] = {}  # what a test saw, for the next one to compare with
LEAVE = """() => {
  localStorage.setItem('left', 'x'); sessionStorage.setItem('left', 'x'); window.__left = 1;
  addEventListener('pagehide', () => localStorage.setItem('pagehide', 'x'));
}"""
TRACES = """() => [localStorage.getItem('left'), localStorage.getItem('pagehide'),
  localStorage.getItem('put'), sessionStorage.getItem('left'), window.__left === 1,
  matchMedia('(prefers-color-scheme: dark)').matches, innerWidth, innerHeight]"""


def test_a_page_left_with_traces(phone, site):
    page = phone(entries={"put": "1"})
    page.goto(site)
    wait_ready(page)
    assert page.evaluate("localStorage.getItem('put')") == "1"
    page.evaluate(LEAVE)
    page.set_viewport_size({"width": 800, "height": 600})
    page.emulate_media(color_scheme="dark")
    assert page.evaluate(TRACES) == ["x", None, "1", "x", True, True, 800, 600]
    SEEN["page"] = page


def test_the_next_test_gets_the_same_page_without_them(phone, site):
    page = phone()
    assert page is SEEN["page"], "the page was not kept"
    page.goto(site)
    wait_ready(page)
    assert page.evaluate(TRACES) == [None, None, None, None, False, False,
                                     PHONE_SIZE["width"], PHONE_SIZE["height"]]


def test_two_pages_of_a_test_share_no_storage(phone, site):
    first, second = phone(), phone()
    assert first is not second and first.context is not second.context
    for page in (first, second):
        page.goto(site)
        wait_ready(page)
    first.evaluate("localStorage.setItem('mine', '1')")
    assert second.evaluate("localStorage.getItem('mine')") is None
    assert phone(fresh=True).context not in (first.context, second.context)


@pytest.mark.xfail(strict=True, reason="fails on purpose: its page must not be kept")
def test_a_failing_test(phone, site):
    page = phone()
    SEEN["failed"] = page
    page.goto(site)
    wait_ready(page)
    page.evaluate(LEAVE)
    raise AssertionError("on purpose")


def test_a_failed_test_s_page_is_not_kept(phone, site):
    page = phone()
    assert page is not SEEN["failed"] and SEEN["failed"].is_closed()
    page.goto(site)
    wait_ready(page)
    assert page.evaluate(TRACES)[:5] == [None, None, None, None, False]


def test_a_failed_load_names_its_file_and_only_the_parked_icon_is_forgiven(kept_phones, site):
    """Parked on a file that is no page, Chromium asks for /favicon.ico (the site has none: its
    pages name their icon); that 404 is not the app's. Any other failed load still fails the
    test, and its error names the file."""
    page = kept_phones()
    for name in ("favicon.ico", "no-such-file.txt"):
        with page.expect_console_message(
            lambda m, name=name: (m.location or {}).get("url", "").endswith("/" + name)
        ):
            page.evaluate("name => fetch(name)", name)
    with pytest.raises(AssertionError, match=r"404.*no-such-file\.txt") as failed:
        kept_phones.end_test(passed=True)
    assert "favicon" not in str(failed.value)
