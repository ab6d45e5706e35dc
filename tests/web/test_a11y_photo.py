"""Accessibility of photo entry (the scorer's "From a photo"): axe-core audits of its states,
in the three languages (and the dark scheme), on the page the accessibility tests share
(a11y_page, conftest.py): the start (no taught set: the untaught note), a photo framed,
the tiles read, the correction sheet open, corrections offered to the player's set and added,
a photo that is not a picture, teaching a row, a row
with a tile missing, the check screen with a swap begun, and the start again with a saved set.
"""

from __future__ import annotations

import pytest
from photo.image import encode

from tests.conftest import PHOTO_SEED
from tests.fixtures import synth_photos as synth
from tests.web.a11y import Audits, set_language

pytestmark = pytest.mark.browser

PANEL = "document.getElementById('sc-photo')"


def settled(page, state: str) -> None:
    page.wait_for_function(f"{PANEL}.dataset.state === '{state}' && {PANEL}.dataset.busy !== '1'",
                           timeout=60_000)


def choose(page, picture, name: str) -> None:
    page.set_input_files("#ph-file", files=[{"name": name, "mimeType": "image/png",
                                             "buffer": encode(picture)}])


def row_shown(page) -> None:
    """Teaching: the row's photo framed and split (Learn enabled)."""
    page.wait_for_function(
        f"{PANEL}.dataset.busy === '0' && !document.getElementById('ph-stage').hidden"
        " && !document.querySelector('[data-ph=\"learn\"]').disabled", timeout=60_000)


def test_photo_entry_states_pass_the_audit(a11y_page, hand_photo, calibration_photos,
                                           art_cache):
    page, audits = a11y_page, Audits(a11y_page)
    set_language(page, "en")  # each_language ends in English: the walk goes on in it
    page.evaluate("() => { location.hash = '#/score?h=&n=photo' }")
    page.wait_for_selector('button[data-action="photo"]')
    if page.evaluate(f"{PANEL}.hidden"):
        page.click('button[data-action="photo"]')
    settled(page, "start")
    page.select_option("#ph-set", "")
    page.wait_for_selector('[data-note="untaught"]')
    audits.each_language("photo entry, the start, no taught set")

    choose(page, hand_photo.picture, "a11y-hand.png")
    settled(page, "frame")
    page.locator('.ph-corner[data-corner="1"]').focus()
    audits.each_language("photo entry, a photo framed, a corner focused")

    page.click('[data-ph="read"]')
    settled(page, "review")
    audits.each_language("photo entry, the tiles read")
    page.click('.ph-cell[data-index="3"]')
    page.wait_for_selector("#ph-fix[open]")
    audits.each_language("photo entry, the correction sheet", dark=False)
    page.keyboard.press("Escape")
    page.wait_for_selector("#ph-fix:not([open])", state="attached")

    # Two tiles corrected: offered to the player's set, then added with one tap.
    for index in (3, 5):
        page.click(f'.ph-cell[data-index="{index}"]')
        page.wait_for_selector("#ph-fix[open]")
        page.locator("#ph-fix .ph-grid .ph-pick:not([aria-current])").nth(index).click()
        page.wait_for_selector("#ph-fix:not([open])", state="attached")
    page.wait_for_selector(".ph-learn")
    audits.each_language("photo entry, corrections offered to the player's set")
    page.click('[data-ph="remember"]')
    page.wait_for_function("document.getElementById('ph-note').dataset.key.startsWith('ph.learnt')")
    audits.each_language("photo entry, corrections added to the player's set", dark=False)

    page.set_input_files("#ph-file", files=[{"name": "a11y-not.jpg", "mimeType": "image/jpeg",
                                             "buffer": b"not a picture"}])
    page.wait_for_function(
        "document.getElementById('ph-note').dataset.key === 'ph.err.not_an_image'")
    audits.each_language("photo entry, a file that is not a picture", dark=False)

    page.click('[data-ph="close"]')
    page.click('button[data-action="photo"]')
    settled(page, "start")
    page.click('[data-ph="teach"]')
    settled(page, "teach")
    audits.each_language("photo entry, teaching: the first row asked for", dark=False)
    eight = synth.photo(art_cache, [f"{n}m" for n in range(1, 9)], PHOTO_SEED + 12)
    choose(page, eight.picture, "a11y-row1-short.png")
    page.wait_for_function(f"{PANEL}.dataset.busy === '0' && "
                           "!document.getElementById('ph-stage').hidden", timeout=60_000)
    page.click('[data-ph="learn"]')
    page.wait_for_function("document.getElementById('ph-note').dataset.key"
                           " === 'ph.err.missing_row.found'", timeout=60_000)
    audits.each_language("photo entry, teaching: a row with a tile missing")

    for number, shot in enumerate(calibration_photos, start=1):
        choose(page, shot.picture, f"a11y-row{number}.png")
        row_shown(page)
        if number == 2:
            audits.check("photo entry, teaching: a row framed [en]")
        page.click('[data-ph="learn"]')
        page.wait_for_function(
            f"{PANEL}.dataset.busy === '0' && document.getElementById('ph-stage').hidden",
            timeout=60_000)
    settled(page, "check")
    page.click('.ph-cell[data-face="1m"]')  # a swap begun: the first tile pressed
    audits.each_language("photo entry, teaching: the check, a swap begun")

    page.click('.ph-cell[data-face="1m"]')  # the swap given up
    page.fill("#ph-name", "A11y set")
    page.click('[data-ph="save"]')
    settled(page, "start")
    audits.each_language("photo entry, the start, a set saved and in use", dark=False)
    page.click('[data-ph="delete"]')
    page.click('[data-ph="close"]')
    audits.assert_clean()
