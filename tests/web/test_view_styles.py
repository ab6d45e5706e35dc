"""A view whose style sheet comes when it first opens (app.dom.stylesheet) is neither seen nor
laid out wider than the phone while the sheet is on its way (the whole-app walk, seeds 13 and
18: the page 800 px wide right after "Make your own layout")."""

from __future__ import annotations

import pytest

from tests.web.conftest import wait_ready

VIEWS = [("#/editor", "editor", "**/styles/editor.css"),
         ("#/sheet", "sheet", "**/styles/sheet.css"),
         ("#/table", "table", "**/styles/table.css")]


@pytest.mark.parametrize("route, view, sheet", VIEWS, ids=[v for _, v, _ in VIEWS])
def test_a_view_waiting_for_its_style_sheet_is_hidden_and_no_wider_than_the_phone(
        phone, site, route, view, sheet):
    page = phone()
    page.goto(site)
    wait_ready(page)
    held = []
    page.route(sheet, lambda request_route: held.append(request_route))
    page.evaluate("route => { location.hash = route; }", route)
    page.wait_for_function("n => { const s = document.getElementById('view-' + n);"
                           " return s && !s.hidden && s.children.length > 0"
                           " && !s.querySelector('.view-loading'); }", arg=view)
    for _ in range(200):  # the route's handler runs as Playwright hands on its events
        if held:
            break
        page.wait_for_timeout(50)
    assert held, "the style sheet was not asked for"
    assert page.evaluate(f"getComputedStyle(document.getElementById('view-{view}')).visibility")\
        == "hidden"
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
    for route_ in held:
        route_.continue_()
    page.wait_for_function(f"getComputedStyle(document.getElementById('view-{view}')).visibility"
                           " === 'visible'")
    assert page.evaluate("document.documentElement.scrollWidth") <= 390
