"""The page before Python is up: the static start screen that build.py writes into index.html
(tools/shell/, web/shell.js) is the Python page's own, in each language, in the same order on
the same screen, so Python takes it over with nothing moving; a tap on it is remembered and opens
the deal chosen; the other views show their loading state where they will be; the top bar fits
a phone held upright. Python is held back by holding the WebAssembly runtime's download."""

from __future__ import annotations

import sys
from datetime import UTC, datetime

import pytest
from engine import daily_date, daily_deal, layouts

import build
from tests.web.conftest import READY_TIMEOUT_MS, Held, Watch, wait_ready

sys.path.insert(0, str(build.WEB))
from tests.fixtures.words import words  # noqa: E402  (web/ on the path first)

COMMON_TEXT = words("common")

pytestmark = pytest.mark.browser

PHONE = {"width": 390, "height": 844}
LOCALES = {"ne": "ne-NP", "hi": "hi-IN", "en": "en-US"}
SMALLEST = min(layouts(), key=lambda layout: layout.size).id
# The start screen and the top bar as data: every element (tag, attributes, own text), the
# language and title, the focus, and where every button and link is on the screen. What only
# the board's fit sets (its size, on an empty board) is left out, and the layouts' pictures
# (web/shell.js draws each when it comes near the screen: tests/web/test_start_cards.py).
READ_SCREEN = """() => {
  const skipped = (e, n) => n === 'data-start-ms' ||
    e.id === 'board' && (n === 'style' || n === 'data-box');
  const roots = [document.querySelector('header.topbar'),
                 document.getElementById('view-solitaire')];
  const elements = roots.flatMap(r => [r, ...r.querySelectorAll('*')])
    .filter(e => !e.closest('.layout-preview, #feature-preview')).map(e => [
    e.tagName, e.getAttributeNames().filter(n => !skipped(e, n))
      .sort().map(n => [n, e.getAttribute(n)]),
    [...e.childNodes].filter(n => n.nodeType === 3).map(n => n.data)]);
  const places = [...document.querySelectorAll('#view-solitaire button, header a, header select')]
    .filter(e => e.getClientRects().length)
    .map(e => { const r = e.getBoundingClientRect();
      return [e.id || e.textContent, Math.round(r.x), Math.round(r.y), Math.round(r.width),
              Math.round(r.height)]; });
  return {elements, places, lang: document.documentElement.lang, title: document.title,
          focus: document.activeElement && document.activeElement.id};
}"""
READ_TILES = """() => [...document.querySelectorAll('.tile')].map(el =>
  [+el.dataset.tileId, el.dataset.face, +el.dataset.x, +el.dataset.y, +el.dataset.z])"""


@pytest.fixture
def phone(browser):
    """new(lang) -> (page, Held, Watch): a phone-sized page in a fresh context whose browser
    speaks `lang`, its Python held back."""
    contexts = []

    def new(lang: str, site: str, hash_: str = "", width: int = PHONE["width"]):
        context = browser.new_context(
            service_workers="block", locale=LOCALES[lang], has_touch=True,
            viewport={"width": width, "height": PHONE["height"]},
        )
        contexts.append(context)
        page = context.new_page()
        watch = Watch(origin=site.rstrip("/"))
        watch.attach(page)
        held = Held(page)
        page.goto(site + hash_)
        page.wait_for_selector("#todays-deal", state="attached")
        return page, held, watch

    yield new
    for context in contexts:
        context.close()


def deal_in_progress(page) -> None:
    """A new deal of the smallest layout and one move in it: the deal is in progress, saved."""
    page.click(f"#layout-{SMALLEST}")
    page.click("#new-deal")
    page.wait_for_function("document.documentElement.dataset.state === 'playing'")
    free = page.eval_on_selector_all(".tile.free", "els => els.map(e => e.dataset.tileId)")
    page.click(f'[data-tile-id="{free[0]}"]')


def static_screen(page) -> dict:
    assert page.evaluate("document.documentElement.dataset.state") == "loading"
    assert not page.evaluate("document.documentElement.classList.contains('shell-pending')")
    return page.evaluate(READ_SCREEN)


@pytest.mark.parametrize("lang", ["ne", "hi", "en"])
def test_the_static_start_screen_is_the_python_one_and_nothing_moves(phone, site, lang):
    page, held, watch = phone(lang, site)
    before = static_screen(page)
    assert before["lang"] == lang and before["focus"] == "todays-deal"
    assert page.inner_text("#todays-deal").strip() == page.evaluate(
        "document.querySelector('#todays-deal .label').textContent")
    held.release()
    wait_ready(page)
    after = page.evaluate(READ_SCREEN)
    assert after["elements"] == before["elements"]
    assert after["places"] == before["places"]
    assert (after["lang"], after["title"], after["focus"]) == (lang, before["title"], "todays-deal")
    watch.check()


def test_a_deal_in_progress_leads_the_static_start_screen_as_in_python(phone, site):
    page, held, watch = phone("en", site)
    held.release()
    wait_ready(page)
    deal_in_progress(page)
    held = Held(page)
    page.reload()
    before = static_screen(page)
    assert page.is_visible("#continue-deal") and page.is_visible("#continue-info")
    assert before["focus"] == "continue-deal"
    held.release()
    wait_ready(page)
    after = page.evaluate(READ_SCREEN)
    assert after["elements"] == before["elements"] and after["places"] == before["places"]
    watch.check()


# Marks every element of the solitaire section as the static page's (a JavaScript property,
# which no markup carries): Python's own elements have none.
MARK_STATIC = """() => { for (const e of document.querySelectorAll('#view-solitaire *'))
  e.__static = true; }"""
COUNT_STATIC = """() => [...document.querySelectorAll('#view-solitaire *')]
  .map(e => !!e.__static)"""


def test_python_takes_the_static_start_screen_over_instead_of_drawing_it_again(phone, site):
    """The toolbar, the board's box and the start panel stay the static page's own elements
    once Python is up (app.shell, StartScreen.take_static in app.solitaire.start), and they
    work: a layout chosen and a deal dealt through them."""
    page, held, watch = phone("ne", site)
    page.evaluate(MARK_STATIC)
    held.release()
    wait_ready(page)
    marked = page.evaluate(COUNT_STATIC)
    assert marked and all(marked)
    assert page.evaluate("document.getElementById('board').dataset.box")  # fitted by Python
    page.click(f"#layout-{SMALLEST}")
    assert page.get_attribute(f"#layout-{SMALLEST}", "aria-checked") == "true"
    page.click("#new-deal")
    page.wait_for_function("document.documentElement.dataset.state === 'playing'")
    size = next(layout.size for layout in layouts() if layout.id == SMALLEST)
    assert len(page.evaluate(READ_TILES)) == size
    assert page.evaluate("document.getElementById('new-deal').closest('.sol-group.deals')"
                         " !== null")  # back in the toolbar
    page.click("#layouts")  # the start screen again: now Python's own
    page.wait_for_function("document.documentElement.dataset.state === 'start'")
    assert not page.evaluate("document.querySelector('.layout-picker').__static")
    watch.check()


def test_a_static_start_screen_that_does_not_match_is_drawn_anew(phone, site):
    """The static page showed no deal in progress (its remembered lines are gone) while one is
    saved: Python draws its own start screen, which offers Continue."""
    page, held, watch = phone("en", site)
    held.release()
    wait_ready(page)
    deal_in_progress(page)
    # The lines the page leaves for the next visit are gone before the static page reads them.
    page.add_init_script("localStorage.removeItem('mj.v1.shell')")
    held = Held(page)
    page.reload()
    static_screen(page)
    assert not page.is_visible("#continue-deal")
    page.evaluate(MARK_STATIC)
    held.release()
    wait_ready(page)
    assert page.is_visible("#continue-deal") and page.is_visible("#continue-info")
    assert not page.evaluate("document.querySelector('.layout-picker').__static")
    watch.check()


def test_a_tap_before_python_is_up_opens_the_deal_chosen(phone, site):
    page, held, watch = phone("hi", site)
    day = daily_date(datetime.now(UTC))
    page.click(f"#layout-{SMALLEST}")
    page.click("#todays-deal")
    button = page.locator("#todays-deal")
    assert button.get_attribute("aria-busy") == "true"
    assert COMMON_TEXT["shell.preparing"]["hi"] in button.inner_text()
    held.release()
    page.wait_for_function("document.documentElement.dataset.state === 'playing'",
                           timeout=READY_TIMEOUT_MS)
    expected = sorted([t.id, t.face, t.x, t.y, t.z] for t in daily_deal(SMALLEST, day).tiles)
    if daily_date(datetime.now(UTC)) == day:  # (not across Kathmandu's midnight)
        assert sorted(page.evaluate(READ_TILES)) == expected
    assert not page.is_hidden("#sol-daily")
    assert page.evaluate("document.querySelectorAll('.waiting, .waiting-label, [aria-busy]')"
                         ".length") == 0  # the button pressed no longer says it waits
    watch.check()


def test_a_tap_before_python_is_up_deals_the_layout_the_screen_offered(phone, site):
    """No layout chosen yet: the static screen offers the best fit for the phone, and a deal
    tapped there deals that layout (Python takes it from the screen, reading no other)."""
    page, held, watch = phone("en", site)
    day = daily_date(datetime.now(UTC))
    offered = page.get_attribute(".layout-card[aria-checked='true']", "data-layout")
    page.click("#todays-deal")
    held.release()
    page.wait_for_function("document.documentElement.dataset.state === 'playing'",
                           timeout=READY_TIMEOUT_MS)
    expected = sorted([t.id, t.face, t.x, t.y, t.z] for t in daily_deal(offered, day).tiles)
    if daily_date(datetime.now(UTC)) == day:  # (not across Kathmandu's midnight)
        assert sorted(page.evaluate(READ_TILES)) == expected
    name = next(layout.name("en") for layout in layouts() if layout.id == offered)
    assert name in page.text_content("#sol-layout-name")
    watch.check()


def test_a_new_deal_tapped_before_python_is_a_new_deal_of_the_layout_chosen(phone, site):
    page, held, watch = phone("en", site)
    page.click("#new-deal")
    page.click(f"#layout-{SMALLEST}")  # the layout may change while the deal waits
    assert page.get_attribute(f"#layout-{SMALLEST}", "aria-checked") == "true"
    held.release()
    page.wait_for_function("document.documentElement.dataset.state === 'playing'",
                           timeout=READY_TIMEOUT_MS)
    size = next(layout.size for layout in layouts() if layout.id == SMALLEST)
    assert len(page.evaluate(READ_TILES)) == size and page.is_hidden("#sol-daily")
    watch.check()



def test_python_starts_once_its_library_is_in_and_the_screen_still_answers(phone, site):
    """Starting Python holds a phone's page for a while (web/boot.js): it waits for the
    standard library (the WebAssembly runtime, held here, compiles as it arrives) or the
    player's first tap; meanwhile the start screen answers a tap at once."""
    page, held, watch = phone("en", site)
    page.wait_for_function("document.documentElement.dataset.python === 'started'")
    arrived = page.evaluate("""() => performance.getEntriesByType('resource')
        .map(e => e.name.split('/').pop())""")
    assert "python_stdlib.zip" in arrived and "pyodide.asm.wasm" not in arrived
    page.click("#todays-deal")  # the runtime still held: the tap is answered, Python awaited
    assert page.get_attribute("#todays-deal", "aria-busy") == "true"
    held.release()
    page.wait_for_function("document.documentElement.dataset.state === 'playing'",
                           timeout=READY_TIMEOUT_MS)
    watch.check()


ART_FETCHED = """() => performance.getEntriesByType('resource')
    .map(e => e.name.split('/')).filter(p => p.at(-2) === 'tiles').map(p => p.at(-1))"""


def test_a_first_visit_fetches_the_tile_art_while_python_starts_once_each(phone, site):
    """The board's tile art (CSS backgrounds) is fetched at the player's first tap on a first
    visit, while Python starts (web/boot.js), not once the board is drawn, and the board then
    fetches none again; the
    button waiting for Python shows its progress on itself, not through <html>'s style (which
    restyles the whole page)."""
    page, held, watch = phone("en", site)
    page.click(f"#layout-{SMALLEST}")
    page.click("#todays-deal")  # the player's first act: the art is fetched (Python held)
    page.wait_for_function(f"({ART_FETCHED})().length >= 42")
    art = page.evaluate(ART_FETCHED)
    assert page.evaluate("document.documentElement.dataset.state") == "loading"
    assert len(art) == len({*art})  # every face's, once each
    progress = page.evaluate("""() => [
        document.getElementById('todays-deal').style.getPropertyValue('--boot-progress'),
        document.documentElement.style.getPropertyValue('--boot-progress'),
        document.documentElement.dataset.bootProgress]""")
    assert progress[0] and progress[0] == progress[2] and not progress[1]
    held.release()
    page.wait_for_function("document.documentElement.dataset.state === 'playing'",
                           timeout=READY_TIMEOUT_MS)
    faces = {face for _, face, *_ in page.evaluate(READ_TILES)}
    assert {f"{face}.svg" for face in faces} <= {*art}
    assert page.evaluate(ART_FETCHED) == art  # the board fetched none again
    watch.check()


def test_python_starts_when_the_runtime_is_in_without_a_tap(phone, site):
    page, held, watch = phone("en", site)
    held.release()
    wait_ready(page)
    assert page.evaluate("document.documentElement.dataset.python") == "started"
    watch.check()

# The top bar's links and picker (id, x, y, width, height) and the page's heading.
READ_BAR = """() => ({
  places: [...document.querySelectorAll('header a, header select')].map(e => {
    const r = e.getBoundingClientRect();
    return [e.id, Math.round(r.x), Math.round(r.y), Math.round(r.width), Math.round(r.height)];
  }),
  title: document.getElementById('view-title').textContent,
})"""


MCR_ZIP_FETCHES = (
    "performance.getEntriesByType('resource').filter(e => e.name.endsWith('/mcr.zip')).length"
)


def test_the_other_views_show_their_loading_state_until_python_is_up(phone, site):
    page, held, watch = phone("ne", site, "#/score")
    for hash_, view in (("#/fans", "reference"), ("#/table", "table"), ("#/score", "scorer")):
        page.evaluate(f"location.hash = '{hash_}'")
        page.wait_for_function(f"document.documentElement.dataset.view === '{view}'")
        assert page.is_visible("#loading") and page.is_hidden("#view-solitaire")
        assert page.get_attribute(f"#nav-{view}", "aria-current") == "page"
        assert page.inner_text("#view-title") == page.inner_text(f"#nav-{view}")
    # the scorer is drawn on paper: it waits on paper, so nothing changes colour when it comes
    assert page.evaluate("""() => getComputedStyle(document.getElementById('loading'))
        .backgroundColor === getComputedStyle(document.body).backgroundColor""")
    page.wait_for_function("document.getElementById('loading-step').textContent !== '…'")
    step = page.inner_text("#loading-step").removesuffix("…")
    assert step in {texts["ne"] for key, texts in COMMON_TEXT.items() if key.startswith("loading.")}
    before = page.evaluate(READ_BAR)
    # The page opened on the scorer: its code (mcr.zip) comes with python.zip, before Python
    # is up (interpreter.mjs), and is not fetched again once it is.
    page.wait_for_function(f"({MCR_ZIP_FETCHES}) === 1")
    held.release()
    wait_ready(page)
    assert page.is_hidden("#loading") and page.is_visible("#view-scorer")
    page.wait_for_selector("#sc-hand")
    assert page.evaluate(MCR_ZIP_FETCHES) == 1
    assert page.evaluate(READ_BAR) == before  # the top bar and the heading as they were
    watch.check()


@pytest.mark.parametrize("width", [360, 390])
def test_the_top_bar_fits_a_phone_in_every_language(phone, site, width):
    for lang in LOCALES:
        page, _, _ = phone(lang, site, width=width)
        fits = page.evaluate("""() => {
          const bar = document.querySelector('header.topbar');
          const nav = document.querySelector('nav.views');
          const inside = [...bar.querySelectorAll('a, select')]
            .filter(e => e.getClientRects().length).every(e => {
              const r = e.getBoundingClientRect();
              return r.left >= 0 && r.right <= innerWidth + 0.5; });
          return [bar.scrollWidth <= bar.clientWidth, nav.scrollWidth <= nav.clientWidth + 0.5,
                  inside, document.documentElement.scrollWidth <= innerWidth];
        }""")
        assert fits == [True, True, True, True], (lang, width)


# Every frame from the first (a requestAnimationFrame chain set before the page's own scripts):
# the board's background as painted (the computed background of `.sol`, once the body shows).
FRAMES = """(stored) => {
  localStorage.setItem('mj.v1.setting.sol-bg', JSON.stringify({v: 1, value: stored}));
  window.__bgFrames = [];
  const frame = () => {
    const sol = document.querySelector('#view-solitaire .sol');
    const body = document.body;
    if (sol && body && getComputedStyle(body).display !== 'none') {
      window.__bgFrames.push(getComputedStyle(sol).backgroundImage);
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}"""


@pytest.mark.parametrize("chosen", ["wood", "dark"])
def test_the_static_start_screen_paints_the_chosen_background_from_the_first_frame(
        browser, site, chosen):
    """A player who chose the wood or dark board (solitaire settings, kept in localStorage)
    never sees the felt: every frame painted, from the static page's first until Python's
    start screen is drawn, has the chosen background, and the felt's never."""
    context = browser.new_context(service_workers="block", locale="en-US", has_touch=True,
                                  viewport=PHONE)
    try:
        page = context.new_page()
        watch = Watch(origin=site.rstrip("/"))
        watch.attach(page)
        page.goto(site)  # the felt, as painted with nothing chosen
        wait_ready(page)
        felt = page.evaluate("getComputedStyle(document.querySelector('.sol')).backgroundImage")
        page.add_init_script(f"({FRAMES})({chosen!r})")
        held = Held(page)
        page.reload()
        page.wait_for_function("window.__bgFrames && window.__bgFrames.length > 2")
        assert page.evaluate("document.documentElement.dataset.state") == "loading"
        held.release()
        wait_ready(page)
        page.wait_for_function("n => window.__bgFrames.length > n + 2",
                               arg=page.evaluate("window.__bgFrames.length"))
        python = page.evaluate("getComputedStyle(document.querySelector('.sol')).backgroundImage")
        assert python != felt and page.get_attribute(".sol", "data-bg") == chosen
        frames = page.evaluate("window.__bgFrames")
        assert set(frames) == {python}, (chosen, [f for f in frames if f != python][:2])
        watch.check()
    finally:
        context.close()
