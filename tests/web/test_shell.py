"""The app shell in a real browser: it starts from its own files, switches language and views."""

import pytest

pytestmark = pytest.mark.browser


def test_page_becomes_ready_from_its_own_origin(app, watch):
    assert app.evaluate("document.documentElement.dataset.state") == "start"
    assert app.is_hidden("#loading")
    watch.check()


def test_language_switch_relabels_and_is_remembered(app, site):
    app.select_option("#lang", "hi")
    assert app.evaluate("document.documentElement.lang") == "hi"
    assert app.inner_text("#nav-scorer") == "हाथ गिनें"
    app.select_option("#lang", "ne")
    assert app.inner_text("#nav-scorer") == "हात गन्नुहोस्"
    app.reload()
    app.wait_for_function("document.documentElement.dataset.state !== 'loading'")
    assert app.evaluate("document.documentElement.lang") == "ne"
    assert app.input_value("#lang") == "ne"


def test_browser_language_chooses_the_first_language(browser, site):
    context = browser.new_context(locale="hi-IN", service_workers="block")
    page = context.new_page()
    page.goto(site)
    page.wait_for_function("document.documentElement.dataset.state !== 'loading'", timeout=120000)
    assert page.evaluate("document.documentElement.lang") == "hi"
    context.close()
