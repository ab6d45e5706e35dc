"""The score sheet in Chromium on a 390 px phone: a whole 16-hand match entered by tapping, as
at a real table (each hand counted in taps once its points are known: at most 4), one hand
brought from the scorer ("Add to the score sheet"); the seat winds shown at every hand against
the rulebook's order; the totals and table points against a settlement written here from the
rule, not by the sheet's code. Then nothing is lost: a reload and a closed tab resume the match,
a corrupt stored match is dropped alone with a message, a malformed file is refused whole.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.web.conftest import Watch, wait_ready

pytestmark = pytest.mark.browser

PHONE = {"width": 390, "height": 844}
NAMES = ["Asha", "Bikash", "Chandra", "Dipa"]
FALSE_EACH = 10

# The rulebook's seats: each player's wind at the first hand of each round; within a round the
# deal passes each hand, so each player's wind moves E <- S <- W <- N <- E.
ROUND_FIRST = {1: "ESWN", 5: "SENW", 9: "NWES", 13: "WNSE"}
NEXT = {"E": "N", "S": "E", "W": "S", "N": "W"}

# The match: ("win", winner, discarder, points), ("self", winner, points), ("draw",),
# ("false", seat), ("scorer", winner, discarder) (scored in the scorer), each with penalties
# [(seat, points), ...] given by a referee.
MATCH = [
    (("win", 2, 0, 24), []),
    (("self", 1, 8), []),
    (("draw",), []),
    (("win", 0, 3, 13), []),
    (("false", 3), []),
    (("scorer", 1, 2), []),
    (("self", 0, 32), []),
    (("win", 3, 1, 8), [(2, 5)]),
    (("draw",), []),
    (("win", 1, 2, 64), []),
    (("self", 2, 12), []),
    (("false", 0), []),
    (("win", 0, 1, 9), []),
    (("win", 3, 0, 16), []),
    (("self", 3, 88), []),
    (("win", 2, 3, 10), []),
]
# The scorer's hand (Mixed Straight, All Types, Concealed Hand, Pung of Terminals or Honors,
# Single Wait: 18 points, by the fan table in shared/mcr), won on a discard.
SCORER_HAND = ("123m456p789sEEEC", "C", 18)


def winds_at(hand: int) -> str:
    """Each player's seat wind in hand 1..16 by the rulebook's order."""
    first = 4 * ((hand - 1) // 4) + 1
    winds = ROUND_FIRST[first]
    for _ in range(hand - first):
        winds = "".join(NEXT[w] for w in winds)
    return winds


def settle(outcome: tuple, penalties: list) -> list[int]:
    """What each player gains in a hand, by the rule: every other player pays the winner 8, the
    discarder the hand's points on top, all three on a self-drawn win; a false win pays the
    amount to each other player; a penalty is taken from its player alone."""
    gains = [0, 0, 0, 0]
    kind = outcome[0]
    if kind in ("win", "self", "scorer"):
        winner = outcome[1]
        discarder = outcome[2] if kind in ("win", "scorer") else None
        points = {"win": lambda: outcome[3], "self": lambda: outcome[2],
                  "scorer": lambda: SCORER_HAND[2]}[kind]()
        for seat in range(4):
            if seat != winner:
                pay = 8 + (points if discarder is None or seat == discarder else 0)
                gains[seat] -= pay
                gains[winner] += pay
    elif kind == "false":
        for seat in range(4):
            gains[seat] += -3 * FALSE_EACH if seat == outcome[1] else FALSE_EACH
    for seat, points in penalties:
        gains[seat] -= points
    return gains


def table_points(totals: list[int]) -> list[float]:
    """4, 2, 1, 0 by place; equal totals share the points of the places they take."""
    ranked = sorted(totals, reverse=True)
    out = []
    for total in totals:
        first = ranked.index(total)
        tied = ranked.count(total)
        out.append(sum((4, 2, 1, 0)[first:first + tied]) / tied)
    return out


class Taps:
    """Taps on the page, counted."""

    def __init__(self, page) -> None:
        self.page = page
        self.count = 0

    def __call__(self, selector: str) -> None:
        self.page.locator(selector).click()
        self.count += 1


@pytest.fixture(scope="module")
def phone(browser, site):
    """A phone-size page in English (its errors and foreign requests fail the module)."""
    context = browser.new_context(service_workers="block", viewport=PHONE, locale="en-GB")
    watch = Watch(origin=site.rstrip("/"))
    context.on("page", watch.attach)  # this page and the one opened after a tab is closed
    page = context.new_page()
    page.goto(site + "#/sheet")
    wait_ready(page)
    page.wait_for_selector(".sheet")
    yield page
    context.close()
    watch.check()


def start(page, names: list[str], east: int = 0) -> None:
    if page.locator('.sheet[data-screen="match"]').count():
        page.click('.sh-tools [data-do="close"]')
    page.wait_for_selector('.sheet[data-screen="setup"]')
    for i, name in enumerate(names):
        page.fill(f"#sh-name-{i}", name)
    page.check(f'[name="east"][value="{east}"]')
    page.click(".sh-start")
    page.wait_for_selector('.sheet[data-screen="match"][data-hands="0"]')


def shown_totals(page) -> list[int]:
    return [int(v) for v in page.eval_on_selector_all(
        ".sh-seat .sh-total", "els => els.map(e => e.dataset.total)")]


def enter(page, taps: Taps, outcome: tuple, site: str, hand: int) -> None:
    """Enter one hand as a player would, once its points are known."""
    kind = outcome[0]
    if kind == "scorer":
        winner, discarder = outcome[1], outcome[2]
        winds = winds_at(hand)
        tiles, win, _ = SCORER_HAND
        round_wind = "ESWN"[(hand - 1) // 4]
        page.evaluate("url => { location.hash = url }",
                      f"#/score?h={tiles}&w={win}&sd=0&sw={winds[winner]}&rw={round_wind}"
                      f"&f=0&lt=0&lk=0&kt=0&d={winds[discarder]}")
        page.wait_for_selector('#sc-result [data-action="to_sheet"]')
        taps('#sc-result [data-action="to_sheet"]')
        page.wait_for_selector(".sh-offer")
        assert page.input_value("#sh-points") == str(SCORER_HAND[2])
    elif kind == "draw":
        taps('.sh-picks [data-do="draw"]')
    elif kind == "false":
        taps('.sh-picks [data-do="false"]')
        taps(f'[data-do="false_by"][data-seat="{outcome[1]}"]')
    else:
        taps(f'[data-do="won"][data-seat="{outcome[1]}"]')
        how = "self" if kind == "self" else str(outcome[2])
        taps(f'[data-do="how"][data-how="{how}"]')
        page.fill("#sh-points", str(outcome[-1]))  # typed: the points are known
    taps(".sh-save")


def add_penalty(page, seat: int, points: int) -> None:
    page.click(".sh-penalties summary")
    page.select_option("#sh-penalty-seat", str(seat))
    page.fill("#sh-penalty-points", str(points))
    page.click('[data-do="penalty"]')
    page.wait_for_selector(".sh-penalty-list li")


def test_a_whole_match_in_a_few_taps_a_hand_with_the_rulebooks_totals(phone, site):
    page = phone
    start(page, NAMES)
    totals = [0, 0, 0, 0]
    taps_per_hand = []
    for number, (outcome, penalties) in enumerate(MATCH, 1):
        seats = page.eval_on_selector_all(".sh-seat .sh-wind",
                                          "els => els.map(e => e.dataset.wind)")
        assert "".join(seats) == winds_at(number), f"hand {number}"
        dealer = page.get_attribute(".sh-seat[data-dealer]", "data-seat")
        assert winds_at(number)[int(dealer)] == "E"
        for seat, points in penalties:  # the referee's, besides the hand itself
            add_penalty(page, seat, points)
        taps = Taps(page)
        enter(page, taps, outcome, site, number)
        page.wait_for_selector(f'.sheet[data-hands="{number}"]')
        taps_per_hand.append(taps.count)
        gains = settle(outcome, penalties)
        totals = [t + g for t, g in zip(totals, gains, strict=True)]
        assert shown_totals(page) == totals, f"after hand {number}"
    # taps once the points are known: a win 3 (winner, discarder or self-drawn, Save: the points
    # are typed), a draw 2, a false win 3, a hand from the scorer 2 (Add, Save)
    taps_by_kind = {"win": 3, "self": 3, "draw": 2, "false": 3, "scorer": 2}
    assert taps_per_hand == [taps_by_kind[o[0]] for o, _ in MATCH]
    assert max(taps_per_hand) <= 4, taps_per_hand
    assert page.get_attribute(".sheet", "data-over") == "1"
    expected = table_points(totals)
    shown = [float(v) for v in page.eval_on_selector_all(
        ".sh-seat .sh-tp", "els => els.map(e => e.dataset.tp)")]
    assert shown == pytest.approx(expected)
    assert sum(shown) == pytest.approx(7)
    # the scorer's hand kept its fans with the entry
    assert "Mixed Straight" in page.inner_text('.sh-what >> nth=5')
    # the share text says the same totals
    page.click('[data-do="share"]')
    text = page.input_value("#sh-share-text")
    for name, total in zip(NAMES, totals, strict=True):
        sign = "+" if total > 0 else ("−" if total < 0 else "")
        assert f"{name} {sign}{abs(total)}" in text
    page.click('[data-do="share-close"]')
    # the exported file gives the same totals to the command line's reader
    with page.expect_download() as download:
        page.click('[data-do="export"]')
    from sheet import read_text

    exported = read_text(Path(download.value.path()).read_text(encoding="utf-8"))
    assert list(exported.totals()) == totals
    assert exported.hands[5].extra["fans"][0][0] == "Mixed Straight"


def stored_matches(page) -> dict[str, str]:
    return page.evaluate("""() => Object.fromEntries(Object.keys(localStorage)
        .filter(k => k.startsWith('mj.v1.sheet.match.')).map(k => [k, localStorage[k]]))""")


def test_a_reload_and_a_closed_tab_resume_the_match_and_a_corrupt_one_is_dropped_alone(
        phone, site):
    page = phone
    start(page, ["Ravi", "Sita", "Tara", "Uma"], east=1)
    taps = Taps(page)
    enter(page, taps, ("win", 1, 0, 12), site, 1)
    page.wait_for_selector('.sheet[data-hands="1"]')
    enter(page, taps, ("draw",), site, 2)
    page.wait_for_selector('.sheet[data-hands="2"]')
    totals = shown_totals(page)
    page.reload()
    wait_ready(page)
    page.wait_for_selector('.sheet[data-screen="match"][data-hands="2"]')
    assert shown_totals(page) == totals
    assert page.inner_text(".sh-status").startswith("Hand 3 of 16")

    context = page.context
    second = context.new_page()  # the tab closed, the app opened again
    page.close()
    second.goto(site + "#/sheet")
    wait_ready(second)
    second.wait_for_selector('.sheet[data-screen="match"][data-hands="2"]')
    assert shown_totals(second) == totals

    matches = stored_matches(second)
    assert len(matches) == 2  # this match and the whole one before
    kept = {k: v for k, v in second.evaluate("() => ({...localStorage})").items()}
    bad = next(k for k, v in matches.items() if '"Ravi"' not in v)
    second.evaluate("key => localStorage.setItem(key, localStorage.getItem(key).slice(0, 50))",
                    bad)
    second.reload()
    wait_ready(second)
    second.wait_for_selector('[data-notice="dropped"]')
    assert "1 stored match(es) could not be read" in second.inner_text('[data-notice="dropped"]')
    assert shown_totals(second) == totals  # the open match is untouched
    after = second.evaluate("() => ({...localStorage})")
    assert bad not in after
    assert {k: v for k, v in kept.items() if k != bad} == {
        k: v for k, v in after.items() if k in kept}
    second.click('[data-do="dismiss"]')
    second.wait_for_selector('[data-notice="dropped"]', state="detached")


def test_a_malformed_file_is_refused_whole_with_the_reason(phone, site, tmp_path):
    page = phone.context.pages[-1]
    page.click('.sh-tools [data-do="close"]')
    page.wait_for_selector('.sheet[data-screen="setup"]')
    before = page.evaluate("() => ({...localStorage})")
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"players": NAMES, "hands": [
        {"winner": 0, "from": 1, "points": 8}, {"winner": 2, "from": 2, "points": 9}]}))
    page.set_input_files("#sh-import-file", str(bad))
    page.wait_for_selector('#sh-msg[data-key="file.from_winner"]')
    assert "hand 2" in page.inner_text("#sh-msg")
    assert page.evaluate("() => ({...localStorage})") == before
    good = tmp_path / "good.json"
    good.write_text(json.dumps({"players": NAMES, "hands": [{"winner": 0, "points": 8}]}))
    page.set_input_files("#sh-import-file", str(good))
    page.wait_for_selector('.sheet[data-screen="match"][data-hands="1"]')
    assert shown_totals(page) == [48, -16, -16, -16]


def test_a_hand_by_the_keyboard_alone(phone, site):
    """On a desktop the keys do it all: the focus goes from the winner to where the tile came
    from, to the points; Enter saves, and the focus is back on the next hand's first choice."""
    page = phone.context.pages[-1]
    start(page, ["Kiran", "Laxmi", "Mohan", "Nisha"])
    page.focus('[data-do="won"][data-seat="0"]')
    page.keyboard.press("Tab")  # to Laxmi
    page.keyboard.press("Space")
    page.wait_for_selector('[data-do="won"][data-seat="1"][aria-pressed="true"]')
    assert page.evaluate("document.activeElement.dataset.how") == "self"
    page.keyboard.press("Tab")  # to Kiran's discard
    page.keyboard.press("Enter")
    page.wait_for_selector('[data-do="how"][data-how="0"][aria-pressed="true"]')
    assert page.evaluate("document.activeElement.id") == "sh-points"
    page.keyboard.type("16")
    page.keyboard.press("Enter")
    page.wait_for_selector('.sheet[data-hands="1"]')
    assert shown_totals(page) == [-24, 40, -8, -8]
    assert page.evaluate("document.activeElement.dataset.do") == "won"


def test_a_second_tab_shows_what_the_first_one_saved(phone, site):
    """Two tabs on the sheet: a hand saved in one is on the other at once (storage event), so
    neither writes back an older match."""
    page = phone.context.pages[-1]
    start(page, ["Om", "Pema", "Rita", "Sonam"])
    other = page.context.new_page()
    other.goto(site + "#/sheet")
    wait_ready(other)
    other.wait_for_selector('.sheet[data-screen="match"][data-hands="0"]')
    enter(other, Taps(other), ("self", 2, 10), site, 1)
    other.wait_for_selector('.sheet[data-hands="1"]')
    page.wait_for_selector('.sheet[data-hands="1"]')
    assert shown_totals(page) == shown_totals(other) == [-18, -18, 54, -18]
    other.close()
