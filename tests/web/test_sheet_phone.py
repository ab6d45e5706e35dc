"""The score sheet on a phone, state by state: nothing wider than the screen at 360 and 390 px
in Nepali, Hindi and English, every control at least 44 px high (used one-handed at a table),
axe-core finding no violation (each state in English; the main ones in every language and in
the dark scheme too), the keyboard reaching every control, the print view. Screenshots of
every state at 390 px in the three languages go to screenshots/phone/sheet-*.png (git-ignored)
for a person to look at, with MAHJONG_SHOTS=1.
"""

from __future__ import annotations

import json

import pytest

from tests.web import phone_states as ps
from tests.web.a11y import Audits, set_language
from tests.web.conftest import Watch, wait_ready
from tests.web.test_sheet import start

pytestmark = pytest.mark.browser

LANGS = ("ne", "hi", "en")
WIDTHS = (390, 360)
MIN_TAP = 44
# Long names, as people are named: the layout must hold them at 360 px.
LONG = ["Siddhartha Bahadur Shrestha", "अनुराधा कुमारी श्रीवास्तव", "Chandra", "Dipa"]
# Every control of the sheet a finger presses, with its height.
CONTROLS = """() => [...document.querySelectorAll(
    '.sheet button, .sheet input:not([type=radio]):not(.sh-file), .sheet select,'
    + ' .sheet summary, .sheet label.sh-radio, .sheet label.btn')]
  .filter(el => el.getClientRects().length)
  .map(el => [el.outerHTML.slice(0, 70), el.getBoundingClientRect().height])"""
OFFER = {"v": 1, "points": 18, "without_flowers": 18, "self_drawn": False, "seat_wind": "W",
         "discarder": "E", "round_wind": "E", "hand": "123m456p789sEEEC + C",
         "fans": [["Mixed Straight", 8, 1], ["All Types", 6, 1], ["Concealed Hand", 2, 1],
                  ["Pung of Terminals or Honors", 1, 1], ["Single Wait", 1, 1]],
         "route": "?h=123m456p789sEEEC&w=C&sd=0&sw=W&rw=E&f=0&lt=0&lk=0&kt=0&d=E"}


def finished_match() -> str:
    """A whole match with long names, a false win, a draw and penalties."""
    hands = []
    for n in range(16):
        if n == 4:
            hands.append({"false_win": 2, "each": 10})
        elif n == 9:
            hands.append({"draw": True, "penalties": [{"seat": 0, "points": 30}]})
        elif n % 3:
            hands.append({"winner": n % 4, "from": (n + 1) % 4, "points": 8 + 5 * n})
        else:
            hands.append({"winner": (n + 2) % 4, "points": 8 + n})
    return json.dumps({"players": LONG, "hands": hands})


class Walk:
    """Checks each state in each language and width; gathers what is wrong."""

    def __init__(self, page) -> None:
        self.page = page
        self.audits = Audits(page)
        self.found: list[str] = []
        self.states: list[str] = []

    def state(self, where: str, every_language: bool = False, media: str = "screen") -> None:
        """Check the page as it stands; ``media="print"``: as it prints (the language is
        switched on the screen, where its picker is)."""
        page = self.page
        self.states.append(where)
        for width in WIDTHS:
            page.set_viewport_size({"width": width, "height": 844})
            for lang in LANGS:
                page.emulate_media(media="screen")
                set_language(page, lang)
                page.emulate_media(media=media)
                page.wait_for_function(ps.AT_REST)
                wrong = ps.overflow(page)
                low = [f"{html} is {h:.0f} px high" for html, h in page.evaluate(CONTROLS)
                       if h < MIN_TAP - 0.5 and media == "screen"]  # paper is not tapped
                if wrong or low:
                    self.found.append(f"{where} [{lang}, {width}px]: "
                                      + "; ".join((wrong + low)[:6]))
                if width == 390:
                    ps.shoot(page, f"sheet-{lang}-{where}.png", full_page=True)
        page.set_viewport_size({"width": 390, "height": 844})
        page.emulate_media(media="screen")
        if every_language:
            self.audits.each_language(where)
        else:
            self.audits.check(where)
        set_language(page, "en")

    def assert_clean(self, expected: int) -> None:
        assert len(self.states) >= expected, self.states
        assert not self.found, "\n".join(self.found)
        self.audits.assert_clean()


def tap(page, selector: str) -> None:
    page.locator(selector).click()


def test_every_state_of_the_sheet_on_a_phone(browser, site, tmp_path):
    context = browser.new_context(service_workers="block", viewport={"width": 390, "height": 844},
                                  locale="en-GB")
    watch = Watch(origin=site.rstrip("/"))
    page = context.new_page()
    watch.attach(page)
    page.goto(site + "#/sheet")
    wait_ready(page)
    page.wait_for_selector('.sheet[data-screen="setup"]')
    walk = Walk(page)
    walk.state("setup", every_language=True)

    tap(page, ".sh-start")  # no names
    page.wait_for_selector("#sh-setup-error:not([hidden])")
    walk.state("setup-error")

    start(page, LONG, east=1)
    walk.state("hand-1", every_language=True)

    tap(page, '[data-do="won"][data-seat="0"]')
    tap(page, '[data-do="how"][data-how="2"]')
    page.fill("#sh-points", "24")
    page.wait_for_selector(".sh-preview:not([hidden])")
    walk.state("entry-win", every_language=True)
    # the keyboard: Enter in the points field saves the hand
    page.press("#sh-points", "Enter")
    page.wait_for_selector('.sheet[data-hands="1"]')
    assert page.evaluate("document.activeElement.closest('.sh-picks') !== null")

    tap(page, '[data-do="won"][data-seat="3"]')
    tap(page, '[data-do="how"][data-how="self"]')
    page.fill("#sh-points", "5")
    tap(page, ".sh-save")
    page.wait_for_selector("#sh-entry-error:not([hidden])")
    assert "at least 8 points" in page.inner_text("#sh-entry-error")
    assert page.get_attribute(".sheet", "data-hands") == "1"
    walk.state("entry-minimum")
    page.fill("#sh-points", "²")  # issue 53: a digit int() cannot read, refused in words
    tap(page, ".sh-save")
    page.wait_for_selector('#sh-msg[data-key="entry.bad_points"]', state="attached")
    walk.state("entry-bad-digit")

    tap(page, '.sh-picks [data-do="false"]')
    walk.state("entry-false")
    tap(page, '[data-do="false_by"][data-seat="2"]')
    tap(page, ".sh-penalties summary")
    page.select_option("#sh-penalty-seat", "1")
    page.fill("#sh-penalty-points", "10")
    tap(page, '[data-do="penalty"]')
    page.wait_for_selector(".sh-penalty-list li")
    walk.state("entry-penalty")
    page.reload()  # issue 53: the hand half entered comes back, with its penalty
    wait_ready(page)
    page.wait_for_selector('#sh-msg[data-key="msg.draft"]')
    page.wait_for_selector(".sh-penalty-list li")
    walk.state("draft-restored", every_language=True)
    tap(page, ".sh-save")
    page.wait_for_selector('.sheet[data-hands="2"]')

    tap(page, '[data-do="edit"][data-index="0"]')
    page.wait_for_selector('.sh-row[aria-current]')
    walk.state("editing")
    tap(page, '.sh-actions [data-do="cancel"]')

    page.evaluate("offer => localStorage.setItem('mj.v1.sheet.offer', JSON.stringify(offer))",
                  OFFER)
    page.evaluate("location.hash = '#/sheet/add'")
    page.wait_for_selector(".sh-offer")
    walk.state("from-scorer")
    tap(page, '.sh-actions [data-do="cancel"]')

    tap(page, '[data-do="share"]')
    page.wait_for_selector("#sh-share-text")
    walk.state("share")
    tap(page, '[data-do="share-close"]')

    tap(page, '.sh-tools [data-do="close"]')
    path = tmp_path / "finished.json"
    path.write_text(finished_match(), encoding="utf-8")
    page.set_input_files("#sh-import-file", str(path))
    page.wait_for_selector('.sheet[data-screen="match"][data-over="1"]')
    walk.state("finished", every_language=True)
    walk.state("print", media="print")

    tap(page, '.sh-tools [data-do="close"]')
    page.wait_for_selector(".sh-past")
    walk.state("history", every_language=True)
    tap(page, '.sh-past [data-do="delete"] >> nth=0')
    page.wait_for_selector('[data-do="delete-yes"]')
    walk.state("delete-asked")
    tap(page, '[data-do="delete-no"]')
    page.set_input_files("#sh-import-file", str(path))  # issue 53: the same file again
    page.wait_for_selector('#sh-msg[data-key="msg.same"]')
    walk.state("import-same", every_language=True)

    (tmp_path / "bad.json").write_text('{"players": ["A", "B", "C"], "hands": []}')
    page.set_input_files("#sh-import-file", str(tmp_path / "bad.json"))
    page.wait_for_selector('#sh-msg[data-key="file.players"]')
    walk.state("import-refused")

    key = page.evaluate("Object.keys(localStorage).find(k => k.startsWith('mj.v1.sheet.match.'))")
    page.evaluate("key => localStorage.setItem(key, '{not json')", key)
    page.evaluate("offer => localStorage.setItem('mj.v1.sheet.offer', JSON.stringify(offer))",
                  OFFER)  # a hand from the scorer waiting for a match
    page.reload()
    wait_ready(page)
    page.wait_for_selector('[data-notice="dropped"]')
    page.wait_for_selector('[data-notice="offer"]')
    walk.state("dropped")
    start(page, ["W", "X", "Y", "Z"])
    page.wait_for_selector(".sh-offer")  # the waiting hand, once there is a match

    walk.assert_clean(expected=19)
    context.close()
    watch.check()


def test_share_as_text_under_a_long_match_shows_the_text_it_opens(browser, site, tmp_path):
    """Under a long match's hands, "Share as text" opens its panel above the list of hands:
    the panel is brought into view with its title and text, not only its Copy button at the
    screen's top edge, the text above it out of sight."""
    context = browser.new_context(service_workers="block", viewport={"width": 390, "height": 844},
                                  has_touch=True, is_mobile=True, locale="en-GB")
    watch = Watch(origin=site.rstrip("/"))
    page = context.new_page()
    watch.attach(page)
    try:
        page.goto(site + "#/sheet")
        wait_ready(page)
        page.wait_for_selector('.sheet[data-screen="setup"]')
        # nine hands: the panel's Copy lands just inside the screen's top edge (with twelve,
        # the focus happened to bring the whole panel into view)
        match = {"players": ["Asha", "Bikash", "Chandra", "Deepa"],
                 "hands": [{"false_win": 2, "each": 10}] + [{"draw": True}] * 8}
        path = tmp_path / "nine.json"
        path.write_text(json.dumps(match), encoding="utf-8")
        page.set_input_files("#sh-import-file", str(path))
        page.wait_for_selector('.sheet[data-screen="match"][data-hands="9"]')
        share = page.locator('[data-do="share"]')
        share.scroll_into_view_if_needed()
        share.tap()
        page.wait_for_selector("#sh-share-text")
        seen = page.evaluate("""() => ['#sh-share-h', '#sh-share-text', '[data-do="copy"]']
            .map(s => { const r = document.querySelector(s).getBoundingClientRect();
                        return [s, r.top >= 0 && r.bottom <= innerHeight]; })""")
        assert all(inside for _, inside in seen), seen
        watch.check()
    finally:
        context.close()
