"""Nothing is cut off on a phone: every state of every view at 360 and 390 px wide, portrait,
in the three languages, checked box by box against the screen (tests/web/phone_states.py);
the table's phone-first layout (the hand's tiles and tap targets, exactly one latest discard,
call-outs clear of names and discards, the name pills and the menu on screen); the hand's
tiles on a phone on its side. Screenshots of every state are saved under screenshots/phone/
(git-ignored) for a person to look at when asked for (``MAHJONG_SHOTS=1``).
"""

from __future__ import annotations

import pytest
from photo.image import encode

from tests.conftest import PHOTO_HAND, PHOTO_SEED
from tests.fixtures import synth_photos as synth
from tests.table_page import scenarios
from tests.web import phone_states as ps
from tests.web.a11y import Audits, set_language
from tests.web.conftest import Watch

pytestmark = pytest.mark.browser

LANGS = ("ne", "hi", "en")
MIN_HAND_TILE = {360: 23, 390: 25}  # px wide, portrait; 844 px landscape: 44
MIN_TAP_HEIGHT = 44
PANEL = "document.getElementById('sc-photo')"
BIG_SCORES = (12345, -4567, -10990, 3212)
MELDS = "document.querySelectorAll('.mt-seat .meld').length"

# The table as the person sees it, read from the page's boxes.
TABLE_GEOMETRY = """() => {
  const box = el => { const r = el.getBoundingClientRect();
    return {l: r.left, r: r.right, t: r.top, b: r.bottom, w: r.width, h: r.height}; };
  const all = s => [...document.querySelectorAll(s)];
  const menu = document.getElementById('mt-menu');
  const m = box(menu);
  const hit = document.elementFromPoint((m.l + m.r) / 2, (m.t + m.b) / 2);
  return {
    marks: all('.pond .t.last').length,
    discards: all('.pond .t').length,
    latest: (document.querySelector('.latest[data-face]') || {dataset: {}}).dataset.face || null,
    markedFace: (document.querySelector('.pond .t.last') || {dataset: {}}).dataset.face || null,
    hand: all('#mt-hand .ht').map(box),
    buttons: all('#mt-hand button.ht').map(box),
    heads: all('.mt-seat .head').map(box),
    ponds: all('.pond .t').map(box),
    callouts: all('.mt-seat .callout').filter(c => c.textContent.trim()).map(c =>
      ({...box(c), text: c.textContent})),
    menu: m, menuHit: !!hit && menu.contains(hit),
    below: Math.max(...['#mt-felt', '.mt'].map(s => { const e = document.querySelector(s);
      return e.scrollHeight - e.clientHeight; })),
    panel: !document.getElementById('mt-overlay').hidden,
    height: innerHeight,
  };
}"""


def overlaps(a: dict, b: dict) -> bool:
    return a["l"] < b["r"] - 0.5 and b["l"] < a["r"] - 0.5 and a["t"] < b["b"] - 0.5 and (
        b["t"] < a["b"] - 0.5)


class Walk:
    """Checks a state in each language and saves its screenshots (ps.shoot); gathers what is
    wrong. ``others``: more phone sizes ((width, height), name, languages shot) at which each
    state is looked at too, the viewport resized (as a phone turned or a split screen does)
    and back: the walk plays at its own size, and one walk covers them all."""

    def __init__(self, page, name: str, shoot: tuple[str, ...],
                 others: tuple[tuple[tuple[int, int], str, tuple[str, ...]], ...] = ()) -> None:
        self.page = page
        self.name = name
        self.shoot = shoot
        self.others = others
        self.found: list[str] = []
        self.states: list[str] = []

    def resize(self, width: int, height: int) -> None:
        """The viewport at this size, its resize handled (two frames drawn after it)."""
        page = self.page
        if page.viewport_size == {"width": width, "height": height}:
            return
        page.set_viewport_size({"width": width, "height": height})
        # The media queries' size (a mobile page's innerWidth grows with content too wide).
        page.wait_for_function(
            "([w, h]) => matchMedia(`(width: ${w}px) and (height: ${h}px)`).matches",
            arg=[width, height])
        page.evaluate(FRAMES)

    def state(self, where: str, table: bool = False) -> None:
        page = self.page
        self.states.append(where)
        own = page.viewport_size
        order = [((own["width"], own["height"]), self.name, self.shoot), *self.others]
        for lang in LANGS:
            set_language(page, lang)
            for (width, height), name, shoot in order:
                self.resize(width, height)
                page.wait_for_function(ps.AT_REST)
                wrong = ps.overflow(page) + [f"the Chinese name {chinese} is broken over lines"
                                             for chinese in ps.broken_chinese(page)]
                if table:
                    wrong += table_problems(page, width)
                if wrong:
                    self.found.append(f"{where} [{lang}, {name}]: " + "; ".join(wrong[:6]))
                if lang in shoot:
                    ps.shoot(page, f"{name}-{lang}-{where}.png")
            order.reverse()  # the next language starts at the size this one ended at
        self.resize(own["width"], own["height"])
        set_language(page, self.shoot[0])

    def assert_clean(self, expected: int) -> None:
        assert len(self.states) >= expected, self.states
        assert not self.found, "\n".join(self.found)


# Two frames drawn: what a resize set off (its event, the handlers' redraws) has run.
FRAMES = "() => new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)))"


def table_problems(page, width: int) -> list[str]:
    """What is wrong with the table as it stands (see TABLE_GEOMETRY)."""
    g = page.evaluate(TABLE_GEOMETRY)
    wrong = []
    if g["discards"] and g["marks"] != 1:
        wrong.append(f"{g['marks']} tiles marked as the latest discard")
    if g["marks"] and g["markedFace"] != g["latest"]:
        wrong.append(f"the middle shows {g['latest']}, the marked discard is {g['markedFace']}")
    narrow = [round(h["w"], 1) for h in g["hand"] if h["w"] < MIN_HAND_TILE.get(width, 25)]
    if narrow:
        wrong.append(f"hand tiles {narrow} px wide")
    low = [round(b["h"], 1) for b in g["buttons"] if b["h"] < MIN_TAP_HEIGHT]
    if low:
        wrong.append(f"tap targets {low} px high")
    for c in g["callouts"]:
        if c["l"] < 0 or c["r"] > width:
            wrong.append(f"call-out {c['text']!r} off the screen")
        if any(overlaps(c, h) for h in g["heads"]):
            wrong.append(f"call-out {c['text']!r} covers a name")
        if any(overlaps(c, t) for t in g["ponds"]):
            wrong.append(f"call-out {c['text']!r} covers a discard")
    for h in [*g["heads"], g["menu"]]:
        if h["t"] < 0 or h["b"] > g["height"]:
            wrong.append(f"a name pill or the menu is off the screen: {h}")
    if g["below"] > 1:
        wrong.append(f"the table hides {g['below']} px below its edge")
    if not g["panel"] and not g["menuHit"]:
        wrong.append("the menu is covered")
    return wrong


def phone_context(browser, width: int, height: int):
    return browser.new_context(
        viewport={"width": width, "height": height}, device_scale_factor=2, has_touch=True,
        is_mobile=True, service_workers="block", locale="en-GB",
    )


def click_act(page, selector: str) -> None:
    before = page.evaluate("+document.querySelector('.mt').dataset.moves")
    page.click(selector)
    page.wait_for_function(f"+document.querySelector('.mt').dataset.moves > {before}")


def play(page, claim: bool) -> None:
    """One move of the person: win when offered; on a claim the first option shown (claim:
    a win, kong, pung or chow) or Pass; on a turn the drawn (last) tile, tapped twice."""
    if page.locator('#mt-prompt .act[data-act="win"]').count():
        click_act(page, '#mt-prompt .act[data-act="win"]')
    elif page.evaluate(ps.STATE) == "turn":
        page.click("#mt-hand .ht:last-child")
        page.wait_for_selector('#mt-hand .ht:last-child[aria-pressed="true"]')
        click_act(page, "#mt-hand .ht:last-child")
    elif claim:
        click_act(page, '#mt-prompt .act:not([data-act="pass"]) >> nth=0')
    else:
        click_act(page, '#mt-prompt .act[data-act="pass"]')


def open_result(page) -> None:
    page.wait_for_selector(".mt-panel.panel-hand")


def walk_table(page, site: str, walk: Walk, save: str, audits: Audits | None) -> None:
    """Every state of the table: the set-up, a hand's start, a claim offered, a table full of
    melds and discards, the menu, How to play, the history, the question before a new match,
    the end of a hand and the table after it,
    a knitted win and a Thirteen Orphans one (with five-digit scores), the match's end."""
    ps.open_table(page, site, 6, lang=walk.shoot[0])
    walk.state("table-setup", table=False)
    page.click("#mt-start")
    ps.settle(page)
    walk.state("table-start", table=True)
    claimed = False
    while (state := ps.settle(page)) in ("turn", "claim"):
        if state == "claim" and not claimed:
            claimed = True
            walk.state("table-claim", table=True)
        if state == "turn" and page.evaluate(MELDS) >= 5:
            walk.state("table-melds", table=True)
            if audits:
                audits.check("table, melds and a full table [en]")
            break
        play(page, claim=True)
    assert claimed and page.evaluate(MELDS) >= 5
    page.click("#mt-menu")
    page.wait_for_selector(".mt-panel.panel-menu")
    walk.state("table-menu")
    page.click("#mt-help-open")
    page.wait_for_selector(".mt-panel.panel-help")
    walk.state("table-help")
    page.click("#mt-help-back")
    page.click("#mt-history")
    page.wait_for_selector(".mt-panel.panel-history")
    walk.state("table-history")
    page.click("#mt-history-back")
    page.wait_for_selector(".mt-panel.panel-menu")
    page.click("#mt-new")
    page.wait_for_selector("#mt-keep")
    walk.state("table-confirm")
    page.click("#mt-keep")
    while ps.settle(page) in ("turn", "claim"):
        play(page, claim=False)
    open_result(page)
    walk.state("table-hand-over", table=True)
    page.click("#mt-look")
    walk.state("table-after-hand", table=True)
    if audits:
        audits.check("table, the table after a hand [en]")

    ps.deal_rigged(page, *ps.KNITTED, scores=BIG_SCORES)
    assert ps.settle(page) == "turn"
    walk.state("table-knitted-turn", table=True)
    click_act(page, '#mt-prompt .act[data-act="win"]')
    open_result(page)
    assert page.locator(".panel-hand .open-hand.winner .t").count() == 14
    walk.state("table-knitted-result", table=True)
    if audits:
        audits.check("table, a knitted win's result [en]")
    page.click("#mt-look")
    walk.state("table-knitted-table", table=True)

    ps.deal_rigged(page, *ps.ORPHANS, scores=BIG_SCORES)
    assert ps.settle(page) == "turn"
    play(page, claim=False)  # the drawn 1 characters: Bikash wins on it
    open_result(page)
    assert page.locator('.panel-hand .fan[data-name="Thirteen Orphans"]').count() == 1
    walk.state("table-orphans-result", table=True)
    page.click("#mt-look")
    walk.state("table-orphans-table", table=True)

    ps.load_save(page, save)
    while ps.settle(page) in ("turn", "claim"):
        play(page, claim=False)
    assert page.evaluate(ps.STATE) == "match_over"
    open_result(page)
    walk.state("table-last-hand", table=True)
    page.click("#mt-next")
    page.wait_for_selector(".mt-panel.panel-match")
    assert page.locator(".by-hand tbody tr").count() == 16
    walk.state("table-match-over", table=True)
    if audits:
        audits.check("table, the match's end [en]")


def walk_rules(page, walk: Walk) -> None:
    """The table's rulings and settings on the same screen: a win the 8-point minimum refuses
    beside a claim, a self-drawn win on offer and the question before a discard gives it up,
    the claim timer's countdown, the hand's log."""
    refused, _ = scenarios.refused_on_a_discard()
    ps.load_save(page, refused.save)
    page.wait_for_selector("#mt-why:not([hidden]) .why-line")
    walk.state("table-refused", table=True)
    page.click("#mt-menu")
    page.wait_for_selector(".mt-panel.panel-menu")
    page.check('[data-setting="timer"] input[value="20"]')
    page.click("#mt-log")
    page.wait_for_selector(".hand-log li")
    walk.state("table-log")
    page.click("#mt-log-back")
    page.click("#mt-close")
    page.wait_for_selector("#mt-prompt .claim-timer")
    walk.state("table-timer", table=True)
    page.click("#mt-menu")
    page.wait_for_selector(".mt-panel.panel-menu")
    page.check('[data-setting="timer"] input[value="0"]')
    page.click("#mt-close")
    won, _ = scenarios.win_on_turn()
    ps.load_save(page, won.save)
    page.wait_for_selector('#mt-prompt .act[data-act="win"]')
    walk.state("table-win-offered", table=True)
    page.click("#mt-hand .ht.drawn")
    page.click("#mt-hand .ht.drawn")
    page.wait_for_selector(".turn.guard")
    walk.state("table-win-guard", table=True)


def walk_scorer(page, walk: Walk, audits: Audits | None, art) -> None:
    """The scorer's results (14 single tiles; Thirteen Orphans), the fan reference and the
    photo screens: start, the frame, the tiles read, the correction sheet, teaching a set."""
    for name, hand in (("scorer-knitted", "147m25p36sESWNCF&w=P"),
                       ("scorer-orphans", "19m19p19sESWNCFP&w=P"),
                       ("scorer-shifted", "123m234p345s789sE&w=E")):  # 三色三步高
        page.evaluate("h => { location.hash = h }", f"#/score?h={hand}")
        page.wait_for_function("document.getElementById('sc-status')?.dataset.status"
                               " === 'scored'")
        walk.state(name)
    if audits:
        audits.check("scorer, a knitted hand's result [en]")
    page.evaluate("location.hash = '#/fans'")
    page.wait_for_selector("#view-reference .fan-card")
    walk.state("fans")

    page.evaluate("location.hash = '#/score?h=&n=photo'")
    page.wait_for_selector('button[data-action="photo"]')
    page.click('button[data-action="photo"]')
    settled(page, "start")
    walk.state("photo-start")
    shot = synth.photo(art, list(PHOTO_HAND), PHOTO_SEED + 11)
    page.set_input_files("#ph-file", files=[png_file(shot.picture)])
    settled(page, "frame")
    walk.state("photo-frame")
    corners = page.evaluate("""() => [...document.querySelectorAll('.ph-corner')].map(c => {
        const r = c.getBoundingClientRect(); return [r.top, r.bottom]; })""")
    above = page.evaluate("document.getElementById('ph-top').getBoundingClientRect().bottom")
    below = page.evaluate("document.getElementById('ph-bottom').getBoundingClientRect().top")
    assert all(top >= above and bottom <= below for top, bottom in corners), (
        corners, above, below)  # the corners' knobs cover neither the instructions nor the rest
    page.click('[data-ph="read"]')
    settled(page, "review")
    walk.state("photo-review")
    page.click('.ph-cell[data-index="8"]')
    page.wait_for_selector("#ph-fix[open]")
    walk.state("photo-fix")
    page.keyboard.press("Escape")
    page.wait_for_selector("#ph-fix:not([open])", state="attached")
    page.click('[data-ph="close"]')
    page.click('button[data-action="photo"]')
    settled(page, "start")
    page.click('[data-ph="teach"]')
    settled(page, "teach")
    walk.state("photo-teach")
    row = synth.calibration_photos(art, PHOTO_SEED)[0]
    page.set_input_files("#ph-file", files=[png_file(row.picture, "row1.png")])
    page.wait_for_function(f"{PANEL}.dataset.busy === '0'"
                           " && !document.getElementById('ph-stage').hidden", timeout=60_000)
    walk.state("photo-teach-frame")
    page.click('[data-ph="close"]')


def settled(page, state: str) -> None:
    page.wait_for_function(f"{PANEL}.dataset.state === '{state}' && {PANEL}.dataset.busy !== '1'",
                           timeout=60_000)


def png_file(picture, name: str = "photo.png") -> dict:
    return {"name": name, "mimeType": "image/png", "buffer": encode(picture)}


@pytest.fixture(scope="module")
def last_move_save() -> str:
    """A whole match saved before its last choice (phone_states.match_before_its_last_move)."""
    return ps.match_before_its_last_move(5)


def test_no_state_of_any_view_is_wider_than_a_phone(browser, site, art_cache, last_move_save):
    """At 390x844 (shot in en and ne), each state looked at at 360x780 too (shot in hi)."""
    context = phone_context(browser, 390, 844)
    watch = Watch(origin=site.rstrip("/"))
    try:
        page = context.new_page()
        watch.attach(page)
        walk = Walk(page, "390x844", ("en", "ne"), others=(((360, 780), "360x780", ("hi",)),))
        audits = Audits(page)
        walk_table(page, site, walk, last_move_save, audits)
        walk_rules(page, walk)
        walk_scorer(page, walk, audits, art_cache)
        walk.assert_clean(expected=32)
        audits.assert_clean()
        watch.check()
    finally:
        context.close()


def test_a_phone_on_its_side_has_hand_tiles_44_px_wide(browser, site):
    context = phone_context(browser, 844, 390)
    watch = Watch(origin=site.rstrip("/"))
    try:
        page = context.new_page()
        watch.attach(page)
        ps.open_table(page, site, 6)
        page.click("#mt-start")
        found, seen = [], set()
        while (state := ps.settle(page)) in ("turn", "claim"):
            g = page.evaluate(TABLE_GEOMETRY)
            assert g["hand"] and min(h["w"] for h in g["hand"]) >= 44, g["hand"]
            if state not in seen:
                seen.add(state)
                found += ps.overflow(page) + table_problems(page, 844)
                ps.shoot(page, f"844x390-en-table-{state}.png")
            if page.evaluate(MELDS) >= 4:
                break
            play(page, claim=True)
        assert seen == {"turn", "claim"}, seen
        ps.shoot(page, "844x390-en-table-melds.png")
        found += ps.overflow(page) + table_problems(page, 844)
        assert not found, found
        watch.check()
    finally:
        context.close()
