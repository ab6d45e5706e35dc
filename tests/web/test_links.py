"""Every kind of link the app makes, and every file and pasted text it reads, opened with values
the app did not make: broken, huge (thousands of digits), other scripts' digits (``२``, ``²``:
Python's ``isdigit()`` says yes to both, ``int()`` no to ``²``), markup and broken %-escapes.

The links (grep web/app for the routes and the query parameters): the scorer's hand
``#/score?h=&w=&sd=&sw=&rw=&f=&lt=&lk=&kt=&d=`` (app.scorer.state.encode; the sheet and the fan
reference make them too), a fan of the reference ``#/fans/fan-<id>``, the table
``#/table?seed=&pace=&level=&hands=``, its daily table ``?daily=1``, a shared hand
``?replay=<code>`` (table.share), a shared layout ``#/editor/<code>/<name>``, the sheet's
``#/sheet/add`` (a scorer hand offered), and fragments no view has. The files and texts: the
sheet's match file, the editor's layout file and layout code, the table's pasted hand, the
sheet's typed amounts.

Each must end in a clear message or a sane default on a 390 px phone: no page error, the view
named by the link on show and usable (its own controls answer, a way out to another view), the
stored records as they were (``localStorage`` the same before and after, given seeded records),
and markup shown as text (no element made from it).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from urllib.parse import quote, unquote

import pytest
from engine import layouts
from engine.layout import runs_of
from engine.layout_code import encode_layout
from sheet import Sheet, SheetHand, Win, to_json, to_text

from tests.web.conftest import PHONE_SIZE, Watch, wait_ready

pytestmark = pytest.mark.browser
WEB = Path(__file__).resolve().parents[2] / "web"
if str(WEB) not in sys.path:
    sys.path.insert(0, str(WEB))

from app.solitaire.custom import INDEX, custom_id, entry_key  # noqa: E402 (the page's own code)

MARK = "<b data-x>x</b>"
"""Markup in a value: shown as text, never an element (``MADE``)."""
MADE = "[data-x]:not([data-tile-id])"
"""An element made from a value's markup (the solitaire's tiles have a `data-x` of their own:
a shared layout link now deals them, issue 53 #7)."""
HUGE = "9" * 5000
"""Thousands of digits: beyond what Python's ``int()`` reads from text (4,300 digits)."""
BROKEN = "%E0%A4"
"""A %-escape cut in the middle of a character."""
HAND = "123m456p789sEEEC"
WIN = "C"
"""A hand of 21 points on a discard (`python3 -m scoring 123m456p789sEEEC --win C`)."""

SHEET = Sheet(("Asha", "Bikash", "Chandra", "Dipa"), extra={"started": "2026-12-01T10:00"}).add(
    SheetHand(Win(winner=2, points=24, discarder=0)))
RECORDS = {
    "mj.v1.best.turtle": json.dumps({"v": 1, "seconds": 300}),
    "mj.v1.stats.turtle": json.dumps({"v": 1, "played": 3, "won": 1, "forfeited": 1}),
    "mj.v1.times.turtle": json.dumps({"v": 1, "wins": [[300, 0]]}),
    "mj.v1.setting.table-pace": json.dumps({"v": 1, "value": "instant"}),
    "mj.v1.sheet.match.links1": json.dumps({**to_json(SHEET), "v": 1, "id": "links1"}),
    "mahjong.scorer.history": json.dumps(
        [{"route": "?h=123m456p789sEEEC&w=C", "text": HAND, "total": 21}]),
}
"""What the phone holds before each link: none of it may change."""
CHANGING = ("mj.v1.shell", "mj.v1.setting.lang")
"""Entries the app writes on any visit (the static start screen's copy, the language)."""


SMALLEST = min(layouts(), key=lambda layout: layout.size)


def _layout_code() -> str:
    return encode_layout(SMALLEST.positions)


def _replay_code() -> str:
    from table.cli import selfplay
    from table.share import share_code

    return share_code(next(iter(selfplay(1, 12, "baseline,strong,simple,strong"))))


CODE = _layout_code()
REPLAY = _replay_code()


def scorer(**values: str) -> str:
    params = {"h": HAND, "w": WIN, "sd": "0", "sw": "E", "rw": "E", "f": "0", "lt": "0",
              "lk": "0", "kt": "0", "d": "N", **values}
    return "#/score?" + "&".join(f"{k}={quote(v, safe='')}" for k, v in params.items())


# (id, fragment, the view it opens, what it must show: "message" a clear word in the view
# (an alert, a status or an error line with text), "default" the view at its start, "played"
# a shared layout dealt in the solitaire and kept among the player's own, see `check_played`)
LINKS = [
    # the scorer's hand
    ("score-hand-sup", scorer(h="²"), "scorer", "message"),
    ("score-hand-deva", scorer(h="१२३m४५६p७८९s११EE", w="५s"), "scorer", "default"),
    ("score-hand-markup", scorer(h=MARK), "scorer", "message"),
    ("score-hand-huge", scorer(h="1m" * 3000), "scorer", "message"),
    ("score-hand-broken", scorer().replace("h=", "h=" + BROKEN, 1), "scorer", "default"),
    ("score-flowers-sup", scorer(f="²"), "scorer", "default"),
    ("score-flowers-deva", scorer(f="२"), "scorer", "default"),
    ("score-flowers-huge", scorer(f=HUGE), "scorer", "default"),
    ("score-win-markup", scorer(w=MARK), "scorer", "message"),
    ("score-context-junk", scorer(sd="²", sw=MARK, rw="२", lt=HUGE, lk="-1", kt=BROKEN,
                                  d="<i data-x>"), "scorer", "default"),
    ("score-path-junk", "#/score/" + MARK + "/²", "scorer", "default"),
    # the fan reference
    ("fans-sup", "#/fans/fan-²", "reference", "default"),
    ("fans-deva", "#/fans/fan-१२", "reference", "default"),
    ("fans-huge", "#/fans/fan-" + HUGE, "reference", "default"),
    ("fans-markup", "#/fans/fan-" + MARK, "reference", "default"),
    ("fans-broken", "#/fans/" + BROKEN, "reference", "default"),
    # the table and its daily table
    ("table-seed-sup", "#/table?seed=²", "table", "default"),
    ("table-seed-deva", "#/table?seed=१२", "table", "default"),
    ("table-seed-huge", "#/table?seed=" + HUGE, "table", "default"),
    # (a daily link deals the day's table, its seed the day's own: the huge seed is refused
    # with a word, and the day's match is the one change allowed, see `check_daily`)
    ("table-daily-huge", "#/table?daily=1&seed=" + HUGE, "table", "daily"),
    ("table-daily-junk", "#/table?daily=²", "table", "default"),
    ("table-settings-junk", f"#/table?hands=²&level={MARK}&pace=२", "table", "default"),
    # a shared hand of the table
    ("replay-junk", "#/table?replay=²२", "table", "message"),
    ("replay-markup", "#/table?replay=" + MARK, "table", "message"),
    ("replay-broken", "#/table?replay=" + BROKEN, "table", "message"),
    ("replay-seed-huge", "#/table?replay=" + REPLAY.replace(".12.", f".{HUGE}.", 1), "table",
     "message"),
    ("replay-seed-sup", "#/table?replay=" + REPLAY.replace(".12.", ".1².", 1), "table",
     "message"),
    ("replay-cut", "#/table?replay=" + REPLAY[:-5], "table", "message"),
    # a shared layout
    # (issue 53 #7: a layout link that can be read is kept among the player's own layouts and
    # dealt at once in the solitaire, "played"; one that cannot is refused at the editor's code
    # box, #8/#21, with a word and nothing kept)
    ("layout-name-broken", f"#/editor/{CODE}/{BROKEN}", "editor", "message"),
    # (the name escaped as the app's share link escapes it, encodeURIComponent: "/" as %2F)
    ("layout-name-markup", f"#/editor/{CODE}/{quote(MARK, safe='')}", "solitaire", "played"),
    ("layout-name-raw-markup", f"#/editor/{CODE}/{MARK}", "solitaire", "played"),
    ("layout-name-huge", f"#/editor/{CODE}/" + "n" * 5000, "editor", "message"),
    ("layout-code-junk", "#/editor/²२/name", "editor", "message"),
    ("layout-code-huge", "#/editor/L1-" + "A" * 20000 + "/name", "editor", "message"),
    ("layout-code-markup", f"#/editor/{quote(MARK)}/x", "editor", "message"),
    # the sheet, and fragments no view has
    ("sheet-add-nothing", "#/sheet/add", "sheet", "default"),
    ("sheet-junk", "#/sheet/" + MARK + "²", "sheet", "default"),
    ("nowhere", "#/nowhere", "solitaire", "default"),
    ("nowhere-markup", "#" + MARK, "solitaire", "default"),
    ("nowhere-huge", "#/" + HUGE, "solitaire", "default"),
    ("nowhere-broken", "#" + BROKEN, "solitaire", "default"),
]

KNOWN = {  # (all now fixed and merged: kept so a regression names its defect)
    "score-flowers-sup": "issue 53 #21: int('²') of the scorer link's flowers (scorer/state.py)",
    "score-flowers-huge": "issue 53 #21: int() of 5,000 digits, the scorer link's flowers",
    "table-seed-huge": "issue 53 #21: a table seed of thousands of digits (table/view.py)",
    "table-daily-huge": "issue 53 #21: a daily link's seed of thousands of digits",
    "layout-name-broken": "issue 53 #21: a broken %-escape in a layout's name (editor/view.py)",
}
"""Links that fail today by the defects of issue 53 the views' owners are fixing: the tests
are kept as they are and pass once those fixes are merged."""

MESSAGE = """section => [...section.querySelectorAll(
  '[role=alert], [role=status], .rp-error, [id$=-error], .ed-note, #sh-msg')]
  .map(e => e.textContent.trim()).filter(Boolean)"""
USABLE = """section => [...section.querySelectorAll('button, a[href], input, select, textarea')]
  .filter(e => !e.disabled && e.getClientRects().length && !e.closest('[hidden], [inert]'))
  .length"""


@pytest.fixture(scope="module")
def phone(browser, site):
    """One phone for the module, its records seeded once. Each view is opened afresh (a full
    load) the first time a test opens it, later by the address's fragment (`visit`)."""
    context = browser.new_context(viewport=PHONE_SIZE, has_touch=True, is_mobile=True,
                                  service_workers="block", locale="en-GB")
    page = context.new_page()
    watch = Watch(origin=site.rstrip("/"))
    watch.attach(page)
    page.goto(site)
    wait_ready(page)
    page.evaluate("r => { for (const [k, v] of Object.entries(r)) localStorage.setItem(k, v) }",
                  RECORDS)
    page.watch = watch
    page.opened = set()  # the views opened afresh in this page (`visit`)
    yield page
    context.close()


def stored(page) -> dict[str, str]:
    return {k: v for k, v in page.evaluate("() => ({...localStorage})").items()
            if k not in CHANGING}


HISTORY = "mahjong.scorer.history"
CURRENT = "mj.v1.current"
"""The solitaire's deal in progress (engine.saved)."""
LAYOUT = "mj.v1.setting.layout"
"""The solitaire's layout chosen."""


def same(before: dict[str, str], after: dict[str, str]) -> bool:
    """The stored entries as they were; the scorer's history may have gained the hand a
    well-formed link scored (it keeps the hands scored last), never lost another."""
    if HISTORY in before and HISTORY in after and before[HISTORY] != after[HISTORY]:
        old, new = json.loads(before[HISTORY]), json.loads(after[HISTORY])
        # (a hand scored again takes its earlier entry's place)
        if not {e["text"] for e in old[:len(new) - 1]} <= {e["text"] for e in new}:
            return False
        before, after = dict(before), dict(after)
        del before[HISTORY], after[HISTORY]
    if CURRENT in before and CURRENT in after and before[CURRENT] != after[CURRENT]:
        # the deal on show when the link was opened (a page shared by the tests) may have saved
        # the time it was played on leaving; nothing else of it may change, and no record
        old, new = json.loads(before[CURRENT]), json.loads(after[CURRENT])
        if new.get("elapsed", 0) < old.get("elapsed", 0):
            return False
        old.pop("elapsed", None), new.pop("elapsed", None)
        if old != new:
            return False
        before, after = dict(before), dict(after)
        del before[CURRENT], after[CURRENT]
    return before == after


def open_link(page, site: str, fragment: str) -> None:
    """The link opened as a new visit (a full load), Python up and the view drawn."""
    page.goto("about:blank")
    page.goto(site + fragment)
    wait_ready(page)
    page.wait_for_function(
        "() => { const s = document.getElementById('view-' + document.documentElement"
        ".dataset.view); return s && s.dataset.state !== 'loading'; }", timeout=120_000)


FRAGMENT = """f => new Promise(done => {
  const wanted = new URL(f, location.href).hash;
  if (location.hash === wanted && wanted) { done(false); return; }
  addEventListener("hashchange", () => setTimeout(() => done(true), 0), {once: true});
  setTimeout(() => done(true), 20000);  // never a hang: the checks after it then fail
  location.hash = f;
})"""
"""The address's fragment set as a link inside the page sets it (the app's hashchange handler
routes it, app.main: the very `route` -> `view.show(route)` a fresh visit takes); resolves once
that handler has run (at the latest after 20 s, so that a route that never comes fails the
checks after it rather than hanging), false if the page was on that fragment already."""


def visit(page, site: str, fragment: str, view: str) -> None:
    """Open `fragment`, whose view is `view`: the first time in this page a full load (a new
    visit: Python started, the view made and its code fetched with the link on show), later
    the fragment set in the page already up (a reload is not what is tested: the view's
    reading of the link is, and the view is shown afresh from the route either way)."""
    if view not in page.opened or not page.url.startswith(site):
        page.opened.add(view)
        open_link(page, site, fragment)
        return
    if not page.evaluate(FRAGMENT, fragment):
        # on that very fragment already: through another view, so that this one is shown anew
        page.evaluate(FRAGMENT, "#/fans" if view != "reference" else "#/score")
        page.evaluate(FRAGMENT, fragment)
    page.wait_for_function(
        "() => { const s = document.getElementById('view-' + document.documentElement"
        ".dataset.view); return s && s.dataset.state !== 'loading'; }", timeout=120_000)


def check_sane(page, view: str, expect: str, before: dict[str, str], fragment: str = "") -> None:
    """What every malformed link and file must leave (see the module docstring)."""
    assert page.evaluate("document.documentElement.dataset.view") == view
    section = page.locator(f"#view-{view}")
    assert not page.locator(MADE).count(), "markup became an element: " + \
        page.evaluate(f"document.querySelector('{MADE}').outerHTML")
    assert section.evaluate(USABLE) > 0, "nothing to press in the view"
    if expect in ("message", "daily"):
        assert section.evaluate(MESSAGE), "no word for what is wrong"
    after = stored(page)
    if expect == "daily":
        after = check_daily(before, after)
    if expect == "played":  # (the name is all the rest of the link, a "/" in it too)
        name = unquote(fragment.split("/", 3)[3])
        after = check_played(page, name, before, after)
    assert same(before, after), f"stored records changed: {before} -> {after}"
    width = page.evaluate("document.scrollingElement.scrollWidth")
    assert width <= PHONE_SIZE["width"], f"the page is {width} px wide"


def wait_played(page) -> None:
    """A shared layout link's deal on show (issue 53 #7: the editor sends it to the solitaire)."""
    page.wait_for_function("document.documentElement.dataset.view === 'solitaire'"
                           " && document.documentElement.dataset.state === 'playing'",
                           timeout=120_000)


def check_played(page, name: str, before: dict[str, str], after: dict[str, str]
                 ) -> dict[str, str]:
    """The shared layout (CODE) dealt under its name (as text), and kept among the player's own
    layouts: the only stored changes allowed, `mj.v1.custom` and `mj.v1.custom.<its id>` holding
    that very shape, the deal in progress (`mj.v1.current`, as any new deal) being a deal of
    it with no move made, and the layout chosen (`mj.v1.setting.layout`, so that it is the one
    on show after a reload) being it. Returns `after` without them, for the check that nothing else
    (no record) changed."""
    own = custom_id(SMALLEST.positions)
    assert page.evaluate("location.hash") in ("", "#/")
    assert page.inner_text("#sol-layout-name") == name
    assert page.locator("[data-tile-id]").count() == SMALLEST.size
    entry = json.loads(after[entry_key(own)])
    assert entry["name"] == name
    assert entry["runs"] == json.loads(json.dumps(runs_of(SMALLEST.positions)))
    assert json.loads(after[LAYOUT])["value"] == own
    current = json.loads(after[CURRENT])
    assert current["deal"]["layout"] == own and current["actions"] == []
    ids = json.loads(after[INDEX])["ids"]
    kept = json.loads(before[INDEX])["ids"] if INDEX in before else []
    assert own in ids and [i for i in ids if i != own] == [i for i in kept if i != own]
    keys = (INDEX, entry_key(own), CURRENT, LAYOUT)
    after = {k: v for k, v in after.items() if k not in keys}
    return {**after, **{k: before[k] for k in keys if k in before}}


def check_daily(before: dict[str, str], after: dict[str, str]) -> dict[str, str]:
    """A daily link opens the day's table (`?daily=1` starts it, as it always has): the day's
    match saved, one daily entry added to the table's history and the day noted are the only
    changes allowed, all of the day's own seed (table.daily), none of the link's. Returns
    `after` without them."""
    from datetime import UTC, datetime

    from table import daily as daily_table

    day = daily_table.today(datetime.now(UTC))
    seed = daily_table.daily_seed(day)
    keys = ("mj.v1.table", "mj.v1.table.history", "mj.v1.setting.table-daily-now")
    assert not any(HUGE[:100] in v for v in after.values()), "the link's seed was kept"
    if after.get(keys[0]) != before.get(keys[0]):
        assert json.loads(after[keys[0]])["match"]["seed"] == seed
    if after.get(keys[1]) != before.get(keys[1]):
        old = json.loads(before[keys[1]])["matches"] if keys[1] in before else []
        new = json.loads(after[keys[1]])["matches"]
        assert new[:-1] == old and new[-1]["seed"] == seed and new[-1]["daily"] is True
    if after.get(keys[2]) != before.get(keys[2]):
        assert json.loads(after[keys[2]])["value"] == f"{day.isoformat()}:{seed}"
    after = {k: v for k, v in after.items() if k not in keys}
    return {**after, **{k: before[k] for k in keys if k in before}}


def still_usable(page, view: str) -> None:
    """The view answers its own controls, and the way out to another view works."""
    if view == "scorer":
        page.fill("#sc-text", f"{HAND} + {WIN}")
        page.wait_for_selector("#sc-status [data-total]", state="attached", timeout=10_000)
    elif view == "editor":
        page.fill("#ed-name", "walk")
        assert page.input_value("#ed-name") == "walk"
    elif view == "reference":
        page.fill("#ref-q", "pung")
        page.wait_for_function("document.querySelectorAll('.fan-card:not([hidden])').length"
                               " < 81", timeout=10_000)
    elif view == "table":  # its set-up, a match, a replay or the paste box: never a blank table
        page.wait_for_selector(
            "#mt-start:visible, #mt-rp-text:visible, .mt[data-state=replay], .mt[data-hand]",
            timeout=10_000)
    # (never out to the solitaire: the page goes on to the next test, and the deal in progress
    # there saves its clock when it is left, a stored change that test would see)
    other = "reference" if view == "scorer" else "scorer"
    page.click(f"#nav-{other}")
    page.wait_for_function(f"document.documentElement.dataset.view === '{other}'"
                           f" && !document.getElementById('view-{other}').hidden"
                           f" && document.getElementById('view-{other}').dataset.state"
                           " !== 'loading'", timeout=60_000)


@pytest.mark.parametrize(("fragment", "view", "expect"),
                         [pytest.param(f, v, e, id=i) for i, f, v, e in LINKS])
def test_a_malformed_link_ends_in_a_word_or_a_default(phone, site, fragment, view, expect,
                                                      request):
    page = phone
    page.watch.errors.clear()
    before = stored(page)
    assert set(RECORDS) <= set(before)
    try:
        visit(page, site, fragment, view)
        if expect == "played":
            wait_played(page)
        page.watch.check()
        check_sane(page, view, expect, before, fragment)
        still_usable(page, view)
        page.watch.check()
    except Exception as exc:
        known = KNOWN.get(request.node.callspec.id)
        if known:  # said plainly: this one waits for its view's fix
            raise AssertionError(f"known, {known}: {exc}") from exc
        raise


def test_the_links_the_app_makes_open_what_they_name(phone, site):
    """The well-formed links, for the malformed ones' sake: a shared hand replays, a shared
    layout opens, a scorer hand scores (so a malformed link's test does not pass only because
    the link kind never worked)."""
    page = phone
    page.watch.errors.clear()
    visit(page, site, scorer(), "scorer")
    page.wait_for_selector("#sc-status [data-total=\"21\"]", state="attached")
    visit(page, site, "#/table?replay=" + REPLAY, "table")
    page.wait_for_function("document.querySelector('.mt').dataset.state === 'replay'")
    # (issue 53 #7: a shared layout is dealt at once and kept among the player's own layouts;
    # the editor no longer opens on it. Its shape forgotten first, as a friend's phone has not
    # seen it: the name kept is the link's.)
    page.evaluate("keys => keys.forEach(k => localStorage.removeItem(k))",
                  [entry_key(custom_id(SMALLEST.positions))])
    before = stored(page)
    open_link(page, site, f"#/editor/{CODE}/{quote('मेरो बनोट')}")  # (afresh: a friend's phone)
    wait_played(page)
    after = check_played(page, "मेरो बनोट", before, stored(page))
    assert same(before, after), f"stored records changed: {before} -> {after}"
    visit(page, site, "#/fans/fan-1", "reference")
    page.wait_for_selector("#fan-1.target")
    page.watch.check()


PROBE = """
from app.reference import view as _v
_show = _v.ReferenceView.show
def _probe(self, route):
    if "probe" in route:
        raise ValueError("the links probe")
    return _show(self, route)
_v.ReferenceView.show = _probe
"""


def test_a_link_a_view_cannot_read_opens_the_view_at_its_start_with_a_word(phone, site):
    """The router's net under every view (app.main): a view that raises on its link (here one
    made to) opens at its start, says the link could not be opened, and drops the link from the
    address; the error still reaches the console, where the tests see it."""
    from tests.web.phone_states import run_python

    page = phone
    page.watch.errors.clear()
    visit(page, site, "#/fans", "reference")
    assert not page.locator("#view-reference .view-refused").count(), "a word left from before"
    before = stored(page)
    run_python(page, PROBE)
    page.evaluate("location.hash = '#/fans/fan-probe'")
    page.wait_for_selector("#view-reference .view-refused[role=alert]")
    assert "could not be opened" in page.inner_text("#view-reference .view-refused")
    assert page.evaluate("location.hash") == "#/fans"
    assert [e for e in page.watch.errors if "the links probe" in e]
    page.watch.errors.clear()
    check_sane(page, "reference", "message", before)
    still_usable(page, "reference")
    page.watch.check()
    run_python(page, "_v.ReferenceView.show = _show")  # (the page goes on to other tests)


# ---------------------------------------------------------------- files and typed texts

def _file(name: str, body: str) -> dict:
    return {"name": name, "mimeType": "application/json", "buffer": body.encode()}


MATCH_FILES = [
    ("not-json", "२²" + MARK),
    ("names-markup", to_text(Sheet(("Asha", MARK, "Chandra", "Dipa")))),
    ("points-sup", json.dumps({"players": ["A", "B", "C", "D"],
                               "hands": [{"winner": 0, "points": "²"}]})),
    ("points-huge", '{"players": ["A", "B", "C", "D"], "hands": [{"winner": 0, "points": '
     + HUGE + "}]}"),
    ("winner-deva", json.dumps({"players": ["A", "B", "C", "D"],
                                "hands": [{"winner": "२", "points": 8}]})),
    ("empty", ""),
]


def sheet_setup(page, site: str, afresh: bool = False) -> None:
    """The sheet's set-up screen; `afresh`: after a full load (the screen keeps its last word
    about a file until the page is reloaded: a test of that word needs a page without it)."""
    if afresh:
        open_link(page, site, "#/sheet")
    else:
        visit(page, site, "#/sheet", "sheet")
    if page.locator('.sheet[data-screen="match"]').count():
        page.click('.sh-tools [data-do="close"]')
    page.wait_for_selector('.sheet[data-screen="setup"]')


@pytest.mark.parametrize(("name", "body"), MATCH_FILES, ids=[n for n, _ in MATCH_FILES])
def test_a_malformed_match_file_is_refused_or_read_as_text(phone, site, name, body):
    page = phone
    page.watch.errors.clear()
    sheet_setup(page, site, afresh=True)
    assert not page.locator("#sh-msg").count() or not page.inner_text("#sh-msg").strip(), \
        "a word left from before"
    before = stored(page)
    matches = [k for k in before if k.startswith("mj.v1.sheet.match.")]
    page.set_input_files("#sh-import-file", [_file(name + ".json", body)])
    page.wait_for_function("document.querySelector('#sh-msg') || document.querySelector("
                           "'.sheet[data-screen=\"match\"]')", timeout=20_000)
    page.watch.check()
    assert not page.locator(MADE).count(), "markup became an element"
    after = stored(page)
    if name == "names-markup":  # a good file with markup in a name: read, the name as text
        page.wait_for_selector('.sheet[data-screen="match"]')
        assert MARK in page.inner_text("#view-sheet")
        new = [k for k in after if k.startswith("mj.v1.sheet.match.") and k not in matches]
        assert len(new) == 1 and {k: after[k] for k in before} == before
    else:
        assert page.inner_text("#sh-msg").strip(), "no word for what is wrong"
        assert after == before


DRAFT = "mj.v1.sheet.draft."
MATCH = "mj.v1.sheet.match."
SHEET_AMOUNTS = [("sup", "²"), ("deva", "२४"), ("markup", MARK), ("empty", ""), ("minus", "-8")]
"""(The field takes four characters: thousands of digits cannot be typed.)"""


@pytest.mark.parametrize("amount", [a for _, a in SHEET_AMOUNTS], ids=[n for n, _ in SHEET_AMOUNTS])
def test_a_typed_amount_the_sheet_cannot_read_is_refused(phone, site, amount):
    page = phone
    page.watch.errors.clear()
    sheet_setup(page, site)
    for i, name in enumerate(("Asha", "Bikash", "Chandra", "Dipa")):
        page.fill(f"#sh-name-{i}", name)
    page.click(".sh-start")
    page.wait_for_selector('.sheet[data-screen="match"][data-hands="0"]')
    before = stored(page)
    page.click('[data-do="won"][data-seat="0"]')
    page.click('[data-do="how"][data-how="self"]')
    page.fill("#sh-points", amount)
    assert not page.evaluate("(document.getElementById('sh-entry-error') || {}).textContent"), \
        "a word left from before"
    page.click(".sh-save")
    page.watch.check()
    if amount == "२४":  # Devanagari digits are the reader's own: read as 24
        page.wait_for_selector('.sheet[data-screen="match"][data-hands="1"]')
    else:
        page.wait_for_function("(document.getElementById('sh-entry-error') || {})"
                               ".textContent", timeout=10_000)
        assert page.locator('.sheet[data-screen="match"][data-hands="0"]').count()
        # (issue 53 #13: the hand being entered is kept as a draft of this match, so a reload
        # does not lose it: that draft, holding what is in the field, is the one change
        # allowed; the match itself and every other record as they were)
        after = stored(page)
        drafts = [k for k in after if k.startswith(DRAFT) and k not in before]
        assert len(drafts) == 1, f"stored records changed: {before} -> {after}"
        assert MATCH + drafts[0][len(DRAFT):] in before, "a draft of no match on show"
        draft = json.loads(after.pop(drafts[0]))
        assert draft["points"] == page.input_value("#sh-points")
        assert after == before
    assert not page.locator(MADE).count(), "markup became an element"
    # the way on: a sane amount is taken
    if amount != "२४":
        page.fill("#sh-points", "8")
        page.click(".sh-save")
        page.wait_for_selector('.sheet[data-screen="match"][data-hands="1"]')
    assert not [k for k in stored(page) if k.startswith(DRAFT)], "a saved hand's draft is kept"
    page.watch.check()


LAYOUT_TEXTS = [("sup", "²२"), ("huge", "L1-" + "A" * 20000), ("markup", MARK),
                ("broken", BROKEN), ("empty", " ")]


@pytest.mark.parametrize("text", [t for _, t in LAYOUT_TEXTS], ids=[n for n, _ in LAYOUT_TEXTS])
def test_a_malformed_layout_code_or_file_is_refused(phone, site, text):
    page = phone
    page.watch.errors.clear()
    open_link(page, site, "#/editor")  # (afresh: the editor keeps its last word about a code)
    assert not page.inner_text("#ed-code-error").strip(), "a word left from before"
    assert not page.inner_text("#ed-note").strip(), "a word left from before"
    before = stored(page)
    page.fill("#ed-code-in", text)
    page.click("#ed-open")
    # (issue 53 #8: a refused code is said at its box, `#ed-code-error`, the box marked
    # invalid; the note under the board no longer carries it)
    page.wait_for_function("document.getElementById('ed-code-error').textContent.trim()",
                           timeout=10_000)
    assert page.get_attribute("#ed-code-in", "aria-invalid") == "true"
    assert not page.inner_text("#ed-note").strip(), "a word said before the file was read"
    page.set_input_files("#ed-file", [{"name": "x.layout", "mimeType": "text/plain",
                                       "buffer": text.encode()}])
    page.wait_for_function("document.getElementById('ed-note').textContent.trim()",
                           timeout=10_000)
    page.watch.check()
    assert not page.locator(MADE).count(), "markup became an element"
    assert stored(page) == before
    page.fill("#ed-name", "walk")  # the editor still answers
    assert page.input_value("#ed-name") == "walk"


PASTES = [("sup", "²"), ("huge", "1." + HUGE + ".1.0_0_0_0.Ah"), ("markup", MARK),
          ("json-markup", '{"seed": "' + MARK + '"}'), ("link-deva", "#/table?replay=१.१२.१")]


@pytest.mark.parametrize("text", [t for _, t in PASTES], ids=[n for n, _ in PASTES])
def test_a_malformed_pasted_hand_is_refused(phone, site, text):
    page = phone
    page.watch.errors.clear()
    open_link(page, site, "#/table")  # (afresh: the paste box keeps its last word)
    before = stored(page)
    page.evaluate("document.getElementById('mt-menu') && document.getElementById('mt-menu')"
                  ".click()")
    page.click("#mt-paste")
    assert not page.locator(".rp-error:visible").count(), "a word left from before"
    page.fill("#mt-rp-text", text)
    page.click("#mt-rp-paste-open")
    page.wait_for_selector(".rp-error", timeout=10_000)
    page.watch.check()
    assert not page.locator(MADE).count(), "markup became an element"
    assert stored(page) == before
    page.click("#mt-rp-paste-back")
    page.wait_for_selector("#view-table button:visible")


ODD_NAMES = ("a/b/c", "what? #1 at 50% off", "मेरो/बनोट २ #३", "<i>x</i>/y")
"""Layout names with a second "/", "?", "#", "%", spaces, Devanagari and markup: each must come
back whole from a link, as the app makes it and as a person types it."""


@pytest.mark.parametrize("name", ODD_NAMES)
def test_a_layout_name_round_trips_through_its_link(phone, site, name):
    """A hand-typed layout link (the name raw in the address, as a person types it: the browser
    escapes what it must) and the link the app makes for the same layout (the editor's link
    box) both deal the layout under that very name, shown as text, kept as the player's own
    (its shape forgotten before each, as on a friend's phone)."""
    page = phone
    page.watch.errors.clear()
    own = custom_id(SMALLEST.positions)
    forget = "keys => keys.forEach(k => localStorage.removeItem(k))"
    page.evaluate(forget, [entry_key(own)])
    before = stored(page)
    open_link(page, site, f"#/editor/{CODE}/{name}")  # hand-typed
    wait_played(page)
    after = check_played(page, name, before, stored(page))
    assert same(before, after), f"stored records changed: {before} -> {after}"
    assert page.locator("#sol-layout-name *").count() == 0  # markup stays text
    # the link the app makes, from the editor's own layouts
    open_link(page, site, "#/editor")
    page.click(f'#ed-mine [data-edit="{own}"]')
    page.wait_for_function("n => document.getElementById('ed-name').value === n", arg=name)
    link = page.input_value("#ed-link")
    assert link.startswith(site) and "#/editor/" in link
    page.evaluate(forget, [entry_key(own)])
    before = stored(page)
    page.goto("about:blank")
    page.goto(link)
    wait_ready(page)
    wait_played(page)
    after = check_played(page, name, before, stored(page))
    assert same(before, after), f"stored records changed: {before} -> {after}"
    page.watch.check()
