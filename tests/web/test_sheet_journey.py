"""Journeys through the score sheet on a 390 px touch phone (issue 53): a match entered hand by
hand with reloads between hands and a hand left half entered across a reload; the totals shown
checked against the rule computed here (``test_sheet.settle``, not the sheet's code) and the
exported file read back by the command line, ``python3 -m sheet totals``; a match file
imported twice; and what no player should type (``²``, other scripts' digits, huge numbers,
markup, broken JSON, a corrupt draft) refused in words, nothing stored touched, no page error.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.web.conftest import wait_ready
from tests.web.phone_states import overflow
from tests.web.test_sheet import Taps, enter, settle, shown_totals, start

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
NAMES = ["Kamala", "Ramesh", "Sunita", "Bishnu"]
MATCH_KEY = "mj.v1.sheet.match."
DRAFT_KEY = "mj.v1.sheet.draft."


def storage(page) -> dict[str, str]:
    return page.evaluate("() => ({...localStorage})")


def sheet_keys(page, prefix: str) -> dict[str, str]:
    return {k: v for k, v in storage(page).items() if k.startswith(prefix)}


def reload(page, hands: int) -> None:
    page.reload()
    wait_ready(page)
    page.wait_for_selector(f'.sheet[data-screen="match"][data-hands="{hands}"]')


def cli_totals(path: Path) -> list[str]:
    """The command line's lines for an exported file (the truth the page did not compute)."""
    env = dict(os.environ, PYTHONPATH=str(ROOT / "py"))
    done = subprocess.run([sys.executable, "-m", "sheet", "totals", str(path)],
                          capture_output=True, text=True, env=env, cwd=ROOT, timeout=60)
    assert done.returncode == 0, done.stderr
    return done.stdout.splitlines()


def test_a_match_hand_by_hand_with_reloads_and_a_half_entered_hand(phone, site, tmp_path):
    page = phone(touch=True)
    page.goto(site + "#/sheet")
    wait_ready(page)
    page.wait_for_selector(".sheet")
    start(page, NAMES, east=2)  # seat 0 is Sunita, who deals first
    players = page.eval_on_selector_all(".sh-seat .sh-seat-name",
                                        "els => els.map(e => e.textContent)")
    assert players == NAMES[2:] + NAMES[:2]
    taps = Taps(page)
    totals = [0, 0, 0, 0]
    played = []

    def entered(outcome: tuple, penalties: list | None = None) -> None:
        played.append((outcome, penalties or []))
        for seat, gain in enumerate(settle(outcome, penalties or [])):
            totals[seat] += gain
        page.wait_for_selector(f'.sheet[data-hands="{len(played)}"]')
        assert shown_totals(page) == totals, f"after hand {len(played)}"

    enter(page, taps, ("win", 2, 0, 24), site, 1)
    entered(("win", 2, 0, 24))
    # points typed in Devanagari digits, as a Nepali keyboard types them
    taps('[data-do="won"][data-seat="1"]')
    taps('[data-do="how"][data-how="self"]')
    page.fill("#sh-points", "१६")
    taps(".sh-save")
    entered(("self", 1, 16))
    reload(page, 2)
    assert shown_totals(page) == totals

    # a digit int() cannot read, then another script's digits: refused in the form, nothing
    # stored changes, and the same form then takes the right number
    taps('[data-do="won"][data-seat="3"]')
    taps('[data-do="how"][data-how="0"]')
    before = sheet_keys(page, MATCH_KEY)
    for typed in ("²", "1²", "٣٢", "8.5", "+8"):  # (the field takes 4 characters)
        page.fill("#sh-points", typed)
        taps(".sh-save")
        page.wait_for_selector("#sh-entry-error:not([hidden])")
        assert "is not a number of points" in page.inner_text("#sh-entry-error")
        assert sheet_keys(page, MATCH_KEY) == before
        assert page.get_attribute(".sheet", "data-hands") == "2"
    page.fill("#sh-points", "12")
    taps(".sh-save")
    entered(("win", 3, 0, 12))

    taps('.sh-picks [data-do="draw"]')
    taps(".sh-save")
    entered(("draw",))
    reload(page, 4)
    assert shown_totals(page) == totals

    # hand 5 half entered: the winner, the discard, the points typed and a penalty, then the
    # page is reloaded (and then the tab closed and opened again) before Save
    taps('[data-do="won"][data-seat="0"]')
    taps('[data-do="how"][data-how="1"]')
    page.fill("#sh-points", "32")
    page.click(".sh-penalties summary")
    page.select_option("#sh-penalty-seat", "2")
    page.fill("#sh-penalty-points", "५")  # Devanagari 5
    page.click('[data-do="penalty"]')
    page.wait_for_selector(".sh-penalty-list li")
    assert sheet_keys(page, DRAFT_KEY)  # kept as it was typed
    reload(page, 4)
    page.wait_for_selector('#sh-msg[data-key="msg.draft"]')
    assert "Hand 5 is back as you left it" in page.inner_text("#sh-msg")
    context = page.context
    again = context.new_page()
    page.close()
    page = again
    page.goto(site + "#/sheet")
    wait_ready(page)
    page.wait_for_selector('.sheet[data-screen="match"][data-hands="4"]')
    assert page.get_attribute('[data-do="won"][data-seat="0"]', "aria-pressed") == "true"
    assert page.get_attribute('[data-do="how"][data-how="1"]', "aria-pressed") == "true"
    assert page.input_value("#sh-points") == "32"
    assert page.locator(".sh-penalty-list li").count() == 1
    assert page.locator(".sh-preview:not([hidden])").count() == 1  # what it pays, shown again
    taps = Taps(page)
    taps(".sh-save")
    entered(("win", 0, 1, 32), [(2, 5)])
    assert not sheet_keys(page, DRAFT_KEY)  # saved: the draft is gone

    enter(page, taps, ("false", 3), site, 6)
    entered(("false", 3))
    reload(page, 6)
    enter(page, taps, ("self", 2, 8), site, 7)
    entered(("self", 2, 8))

    # a half-entered hand cleared is not put back
    taps('[data-do="won"][data-seat="1"]')
    page.click('.sh-actions [data-do="cancel"]')
    page.wait_for_selector('[data-do="won"][data-seat="1"][aria-pressed="false"]')
    reload(page, 7)
    assert page.locator('.sh-picks [aria-pressed="true"]').count() == 0

    # the sheet's boxes say which number is which
    cell = page.locator('.sh-row[data-hand="7"] td').first
    assert "this hand" in cell.text_content() and "total so far" in cell.text_content()
    legend = page.locator(".sh-legend").bounding_box()
    assert legend and legend["x"] >= 0 and legend["x"] + legend["width"] <= 390

    # the file the page exports, read back by the command line: the same totals
    with page.expect_download() as download:
        page.click('[data-do="export"]')
    path = tmp_path / "match.json"
    path.write_bytes(Path(download.value.path()).read_bytes())
    seat_names = NAMES[2:] + NAMES[:2]
    lines = cli_totals(path)
    assert lines[:4] == [f"{n} {t}" for n, t in zip(seat_names, totals, strict=True)]
    assert len(json.loads(path.read_text(encoding="utf-8"))["hands"]) == len(played) == 7


def test_a_match_file_imported_twice_is_one_match(phone, site, tmp_path):
    page = phone(touch=True)
    page.goto(site + "#/sheet")
    wait_ready(page)
    page.wait_for_selector('.sheet[data-screen="setup"]')
    hands = [{"winner": 0, "from": 1, "points": 8}, {"draw": True},
             {"winner": 3, "points": 10, "penalties": [{"seat": 2, "points": 5}]}]
    path = tmp_path / "friends.json"
    path.write_text(json.dumps({"players": NAMES, "hands": hands}), encoding="utf-8")
    page.set_input_files("#sh-import-file", str(path))
    page.wait_for_selector('.sheet[data-screen="match"][data-hands="3"]')
    first = page.evaluate("localStorage.getItem('mj.v1.sheet.current')")
    expected = [int(x.split()[-1]) for x in cli_totals(path)[:4]]
    assert shown_totals(page) == expected
    page.click('.sh-tools [data-do="close"]')
    page.wait_for_selector('.sheet[data-screen="setup"]')
    before = storage(page)

    page.set_input_files("#sh-import-file", str(path))  # the same file again
    page.wait_for_selector('#sh-msg[data-key="msg.same"]')
    assert "already on this device" in page.inner_text("#sh-msg")
    assert storage(page) == before and page.locator(".sh-past").count() == 1
    page.click('[data-notice="same"] [data-do="open"]')
    page.wait_for_selector('.sheet[data-screen="match"][data-hands="3"]')
    assert page.evaluate("localStorage.getItem('mj.v1.sheet.current')") == first

    # the file exported from it is the same match too
    with page.expect_download() as download:
        page.click('[data-do="export"]')
    exported = tmp_path / "exported.json"
    exported.write_bytes(Path(download.value.path()).read_bytes())
    page.click('.sh-tools [data-do="close"]')
    page.wait_for_selector('.sheet[data-screen="setup"]')
    page.set_input_files("#sh-import-file", str(exported))
    page.wait_for_selector('#sh-msg[data-key="msg.same"]')
    assert page.locator(".sh-past").count() == 1

    # another match (one hand more) still imports
    other = tmp_path / "other.json"
    other.write_text(json.dumps({"players": NAMES, "hands": [*hands, {"draw": True}]}),
                     encoding="utf-8")
    page.set_input_files("#sh-import-file", str(other))
    page.wait_for_selector('.sheet[data-screen="match"][data-hands="4"]')
    assert len(sheet_keys(page, MATCH_KEY)) == 2


def test_what_no_player_should_type_or_file_is_refused_and_nothing_is_lost(phone, site,
                                                                          tmp_path):
    page = phone(touch=True)
    page.goto(site + "#/sheet")
    wait_ready(page)
    page.wait_for_selector('.sheet[data-screen="setup"]')
    # the set-up: a false win's amount and a name that are not what they must be
    for i, name in enumerate(NAMES):
        page.fill(f"#sh-name-{i}", name)
    for typed, words in (("²", "cannot pay “²”"), ("0", "cannot pay “0”"),
                         ("", "Type what a false win pays")):
        page.fill("#sh-false-each", typed)
        page.click(".sh-start")
        page.wait_for_function("w => document.querySelector('#sh-setup-error').textContent"
                               ".includes(w)", arg=words)
        assert page.evaluate("document.activeElement.id") == "sh-false-each"
    page.fill("#sh-false-each", "२०")  # Devanagari digits: 20
    page.fill("#sh-name-2", "Sun\tita")
    page.click(".sh-start")
    page.wait_for_function("() => document.querySelector('#sh-setup-error').textContent"
                           ".includes('invisible character')")
    assert not sheet_keys(page, MATCH_KEY)
    start(page, NAMES)
    page.click('[data-do="false"]')
    page.click('[data-do="false_by"][data-seat="0"]')
    page.wait_for_selector(".sh-preview:not([hidden])")
    assert "pays 20 to each" in page.inner_text(".sh-entry")
    page.click('.sh-actions [data-do="cancel"]')
    page.click('[data-do="won"][data-seat="1"]')
    page.click('[data-do="how"][data-how="self"]')
    page.fill("#sh-points", "1²")  # the preview is drawn as it is typed: no error raised
    page.wait_for_selector(".sh-preview[hidden]", state="attached")
    page.click(".sh-penalties summary")
    for typed in ("٣", "²", "-5", "<b>5</b>", "9" * 400):
        # set as a script or an old browser would, past the field's maxlength
        page.evaluate("""t => { const f = document.getElementById('sh-penalty-points');
            f.value = t; f.dispatchEvent(new Event('input', {bubbles: true})); }""", typed)
        page.click('[data-do="penalty"]')
        page.wait_for_selector("#sh-entry-error:not([hidden])")
        assert "cannot be a penalty" in page.inner_text("#sh-entry-error")
        assert page.locator(".sh-penalty-list li").count() == 0
        # the word quoting what was typed stays on the screen (the walk's seed 131: 3,704 px)
        assert not overflow(page), (typed[:12], overflow(page))
    assert page.locator("#sh-entry-error b").count() == 0  # markup shown as text

    # a draft that cannot be read: dropped alone on the next load, the match as it was
    match_id = page.evaluate("localStorage.getItem('mj.v1.sheet.current')")
    page.evaluate("key => localStorage.setItem(key, '{\"v\": 1, \"kind\": \"<img src=x>\"')",
                  DRAFT_KEY + match_id)
    kept = {k: v for k, v in storage(page).items() if not k.startswith(DRAFT_KEY)}
    reload(page, 0)
    after = storage(page)
    assert {k: after.get(k) for k in kept} == kept
    assert not sheet_keys(page, DRAFT_KEY)
    assert page.locator('.sh-picks [aria-pressed="true"]').count() == 0

    # stored texts nested thousands deep (Pyodide's JSON reader would overflow the stack):
    # the draft, the scorer's waiting hand and another stored match, each dropped alone
    deep = '{"v": 1, "x": ' + "[" * 100_000
    page.evaluate("""([draft, deep]) => {
        localStorage.setItem(draft, deep);
        localStorage.setItem('mj.v1.sheet.offer', deep);
        localStorage.setItem('mj.v1.sheet.match.zzz', deep); }""", [DRAFT_KEY + match_id, deep])
    reload(page, 0)
    page.wait_for_selector('[data-notice="dropped"]')
    after = storage(page)
    assert {k: after.get(k) for k in kept} == kept
    assert "mj.v1.sheet.offer" not in after and "mj.v1.sheet.match.zzz" not in after
    assert not sheet_keys(page, DRAFT_KEY)
    page.click('[data-do="dismiss"]')

    # files: broken JSON, nested past the reader, huge numbers, markup in names
    page.click('.sh-tools [data-do="close"]')
    page.wait_for_selector('.sheet[data-screen="setup"]')
    before = storage(page)
    bad = {
        "not_json": '{"players": ["A", "B"',
        "nested": "[" * 100_000,
        "large": json.dumps({"players": NAMES, "hands": [{"winner": 0, "points": 10 ** 40}]}),
        "minimum": json.dumps({"players": NAMES, "hands": [{"winner": 0, "points": "²"}]}),
    }
    for code, text in bad.items():
        path = tmp_path / f"{code}.json"
        path.write_text(text, encoding="utf-8")
        page.set_input_files("#sh-import-file", str(path))
        key = "file.not_json" if code == "nested" else f"file.{code}"
        page.wait_for_selector(f'#sh-msg[data-key="{key}"]')
        said = page.inner_text("#sh-msg")
        assert said.startswith("The file was not imported") and len(said) < 200, said
        assert storage(page) == before
    marked = tmp_path / "markup.json"
    marked.write_text(json.dumps({"players": ["<b>Bold</b>", "<img src=x onerror=alert(1)>",
                                              "C&D", "D"], "hands": [{"winner": 1, "points": 8}]}),
                      encoding="utf-8")
    page.set_input_files("#sh-import-file", str(marked))
    page.wait_for_selector('.sheet[data-screen="match"][data-hands="1"]')
    assert page.locator(".sheet img, .sheet b").count() == 0
    assert page.locator(".sh-seat-name").nth(1).text_content() == "<img src=x onerror=alert(1)>"


def test_the_players_names_stay_over_their_columns_down_a_long_sheet(phone, site, tmp_path):
    """Fifteen hands down the sheet a phone shows no names: the head of the sheet stays at
    the top of the screen while its rows pass under it."""
    from tests.web.test_sheet_phone import finished_match

    page = phone(touch=True)
    page.goto(site + "#/sheet")
    wait_ready(page)
    page.wait_for_selector(".sheet")
    path = tmp_path / "finished.json"
    path.write_text(finished_match(), encoding="utf-8")
    page.set_input_files("#sh-import-file", str(path))
    page.wait_for_selector('.sheet[data-screen="match"][data-over="1"]')
    page.locator('.sh-row[data-hand="15"]').scroll_into_view_if_needed()
    page.evaluate("window.scrollBy(0, 200)")
    page.wait_for_function("() => document.querySelector('.sh-row[data-hand=\"15\"]')"
                           ".getBoundingClientRect().top < 400")
    head = page.locator(".sh-table thead th").nth(1).bounding_box()
    assert head is not None and 0 <= head["y"] < 60, head
    row = page.locator('.sh-row[data-hand="15"]').bounding_box()
    assert row["y"] >= head["y"] + head["height"] - 1  # the head covers no row it labels
    assert page.evaluate("() => document.documentElement.scrollWidth") <= 390
