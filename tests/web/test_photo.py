"""Photo entry in the scorer, in Chromium on a phone-size touch page: a synthetic photo (made
from the app's tile art) goes in through the file input, is framed (a corner dragged, one moved
by keys), read, one tile corrected with the correction sheet, and the score is the one typing
the hand gives; a tile set taught from four row photos, checked with a swap, and saved; bad
input (not a picture, a huge photo, no tiles, a row with a tile missing, a damaged saved set)
said in words while no stored record is lost.
"""

from __future__ import annotations

import json

import photo
import pytest
from photo import Picture, TileSetLibrary
from photo.image import encode

from tests.conftest import PHOTO_HAND, PHOTO_SEED
from tests.fixtures import synth_photos as synth
from tests.fixtures.pyodide_run import upscaled
from tests.web.a11y import set_language
from tests.web.conftest import Watch, wait_ready

pytestmark = pytest.mark.browser

PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True,
         "locale": "en-GB", "service_workers": "block"}
PANEL = "document.getElementById('sc-photo')"
LIBRARY_KEY = "mj.v1.photo.sets"
RECORDS = {"mj.v1.setting.marker": json.dumps({"v": 1, "value": "kept"}),
           "mj.v1.best.turtle": json.dumps({"v": 1, "seconds": 300})}


def png_file(picture: Picture, name: str = "photo.png") -> dict:
    return {"name": name, "mimeType": "image/png", "buffer": encode(picture)}


@pytest.fixture(scope="module")
def phone(browser, site):
    """One phone-size touch page on the scorer for the module; its console errors and any
    request leaving the origin fail the module."""
    context = browser.new_context(**PHONE)
    page = context.new_page()
    watch = Watch(origin=site.rstrip("/"))
    watch.attach(page)
    page.goto(site + "#/score")
    wait_ready(page)
    yield page
    context.close()
    watch.errors = [e for e in watch.errors if "Service Worker registration" not in e]
    watch.check()


def settled(page, state: str) -> None:
    page.wait_for_function(f"{PANEL}.dataset.state === '{state}' && {PANEL}.dataset.busy !== '1'",
                           timeout=60_000)


def open_panel(page) -> None:
    """The photo panel open at its start, whatever the last test left."""
    if page.evaluate(f"!{PANEL}.hidden"):
        page.click('[data-ph="close"]')
    page.click('button[data-action="photo"]')
    settled(page, "start")


def choose(page, file: dict) -> None:
    page.set_input_files("#ph-file", files=[file])


def note(page) -> str:
    return page.evaluate("(n => n.hidden ? '' : n.dataset.key)(document.getElementById('ph-note'))")


def faces_read(page) -> list[str | None]:
    return page.eval_on_selector_all(
        ".ph-cell[data-ph='fix']",
        "cells => cells.map(c => (c.querySelector('.tile[data-face]') || {dataset: {}})"
        ".dataset.face || null)")


def test_a_photographed_hand_corrected_scores_as_typed(phone, art_cache):
    page = phone
    faces = list(PHOTO_HAND)
    faces[8] = "9p"  # a wrong tile where the 9 bamboo belongs: the player puts it right
    shot = synth.photo(art_cache, faces, PHOTO_SEED + 11)
    open_panel(page)
    page.select_option("#ph-set", "")  # no taught set: the page says it reads untaught
    assert page.is_visible('[data-note="untaught"]')
    choose(page, png_file(shot.picture))
    settled(page, "frame")
    assert page.text_content("#ph-count") == "14"
    assert page.evaluate("document.getElementById('ph-canvas').width") == shot.picture.width

    # Drag the top-left corner a little outwards by its knob, then nudge another by a key.
    handle = page.locator('.ph-corner[data-corner="0"]')
    before = handle.evaluate("h => [h.style.left, h.style.top]")
    box = handle.bounding_box()
    x, y = box["x"] + box["width"] / 2, box["y"] + 14
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move(x - 4, y - 3, steps=3)
    page.mouse.move(x - 6, y - 5, steps=3)
    page.mouse.up()
    settled(page, "frame")
    assert handle.evaluate("h => [h.style.left, h.style.top]") != before
    corner = page.locator('.ph-corner[data-corner="2"]')
    left = corner.evaluate("h => parseFloat(h.style.left)")
    corner.focus()
    page.keyboard.press("ArrowRight")
    settled(page, "frame")
    assert corner.evaluate("h => parseFloat(h.style.left)") > left
    assert page.text_content("#ph-count") == "14"

    page.click('[data-ph="read"]')
    settled(page, "review")
    assert faces_read(page) == faces
    assert page.input_value("#sc-text") == "123m456p78s9pEEEC + C"
    assert page.get_attribute("#sc-status", "data-status") != "scored"
    assert page.evaluate("document.activeElement.classList.contains('ph-cell')")

    # Correct tile 9: the sheet offers the runner-ups first, then every face.
    page.click('.ph-cell[data-index="8"]')
    page.wait_for_selector("#ph-fix[open]")
    assert page.text_content("#ph-fix-title") == "Tile 9 of 14"
    page.locator('#ph-fix .ph-pick[data-face="9s"]').first.click()
    page.wait_for_selector("#ph-fix:not([open])", state="attached")
    assert faces_read(page)[8] == "9s"
    assert "fixed" in page.get_attribute('.ph-cell[data-index="8"]', "class")
    page.wait_for_function("document.getElementById('sc-status').dataset.status === 'scored'")
    from_photo = page.eval_on_selector("[data-total]", "e => +e.dataset.total")
    fans = page.eval_on_selector_all(".fan", "els => els.map(e => e.textContent)")
    assert page.input_value("#sc-text") == "123m456p789sEEEC + C"

    # Typing the same hand gives the same score.
    page.click('button[data-action="clear"]')
    page.fill("#sc-text", "123m456p789sEEEC + C")
    page.wait_for_function("document.getElementById('sc-status').dataset.status === 'scored'")
    assert page.eval_on_selector("[data-total]", "e => +e.dataset.total") == from_photo == 21
    assert page.eval_on_selector_all(".fan", "els => els.map(e => e.textContent)") == fans


def test_take_a_photo_opens_the_camera_and_choose_a_file_does_not(phone, hand_photo):
    """On a phone "Take a photo" opens the camera itself (`capture="environment"`, the back
    camera) and "Choose a photo" the gallery or files (no capture); in every language; and a
    photo taken goes on to its frame as a chosen one does."""
    page = phone
    open_panel(page)
    camera = page.eval_on_selector("#ph-camera", "i => [i.type, i.accept, i.getAttribute("
                                   "'capture'), i.multiple]")
    assert camera == ["file", "image/*", "environment", False]
    assert page.eval_on_selector("#ph-file", "i => [i.type, i.accept, i.hasAttribute("
                                 "'capture')]") == ["file", "image/*", False]
    labels = {}
    for lang in ("ne", "hi", "en"):
        set_language(page, lang)
        labels[lang] = (page.text_content('[data-ph="camera"]'),
                        page.text_content('[data-ph="file"]'))
    assert labels["en"] == ("Take a photo", "Choose a photo")
    assert len({pair for pair in labels.values()}) == 3 and all(a != b for a, b in labels.values())
    with page.expect_file_chooser() as chooser:
        page.click('[data-ph="camera"]')
    assert chooser.value.element.get_attribute("id") == "ph-camera"
    chooser.value.set_files([png_file(hand_photo.picture, "camera.png")])
    settled(page, "frame")
    assert page.text_content("#ph-count") == "14"
    page.click('[data-ph="start"]')
    with page.expect_file_chooser() as chooser:
        page.click('[data-ph="file"]')
    assert chooser.value.element.get_attribute("id") == "ph-file"
    assert not chooser.value.is_multiple()
    chooser.value.set_files([])


def test_teaching_a_tile_set(phone, calibration_photos, taught_set):
    page = phone
    open_panel(page)
    page.click('[data-ph="teach"]')
    settled(page, "teach")
    for number, shot in enumerate(calibration_photos, start=1):
        assert page.text_content(".ph-steps li.now") == str(number)
        choose(page, png_file(shot.picture, f"row{number}.png"))
        page.wait_for_function(
            f"{PANEL}.dataset.busy === '0' && !document.getElementById('ph-stage').hidden"
            " && !document.querySelector('[data-ph=\"learn\"]').disabled", timeout=60_000)
        page.click('[data-ph="learn"]')
        page.wait_for_function(
            f"{PANEL}.dataset.busy === '0' && document.getElementById('ph-stage').hidden",
            timeout=60_000)
        assert not note(page), note(page)
    settled(page, "check")
    cells = page.locator('.ph-cell[data-ph="swap"]')
    assert cells.count() == 34
    # Each cell shows its tile as photographed (a drawn crop, not an empty canvas).
    drawn = page.eval_on_selector_all(
        "canvas[data-thumb]", "cs => cs.map(c => c.getContext('2d')"
        ".getImageData(0, 0, c.width, c.height).data.some((v, i) => i % 4 === 3 && v > 0))")
    assert all(drawn) and len(drawn) == 34
    # 1m and 2m were laid in each other's places: swap them.
    page.click('.ph-cell[data-face="1m"]')
    assert page.get_attribute('.ph-cell[data-face="1m"]', "aria-pressed") == "true"
    page.click('.ph-cell[data-face="2m"]')
    assert page.get_attribute('canvas[data-thumb="2m"]', "data-thumb") == "2m"
    assert page.eval_on_selector('.ph-cell[data-face="1m"] canvas', "c => c.dataset.thumb") == "2m"
    page.fill("#ph-name", "Club set")
    page.click('[data-ph="save"]')
    settled(page, "start")
    assert note(page) == "ph.saved"
    assert page.eval_on_selector("#ph-set", "s => s.value") == "Club set"
    assert not page.is_visible('[data-note="untaught"]')

    library, problems = TileSetLibrary.from_json(
        page.evaluate(f"localStorage.getItem('{LIBRARY_KEY}')"))
    assert not problems and library.active == "Club set"
    saved = library.sets["Club set"]
    swapped = {"1m": "2m", "2m": "1m"}
    # What the page taught, matched against the set CPython teaches from the same photos:
    # every face is itself, but for the two the player swapped.
    assert {f: taught_set.match(d)[0].face for f, d in saved.faces.items()} == {
        f: swapped.get(f, f) for f in photo.FACES}

    page.click('[data-ph="delete"]')
    assert page.eval_on_selector("#ph-set", "s => s.value") == ""
    assert TileSetLibrary.from_json(
        page.evaluate(f"localStorage.getItem('{LIBRARY_KEY}')"))[0].sets == {}


def test_bad_input_is_said_and_loses_nothing(phone, art_cache, hand_photo):
    page = phone
    page.evaluate("records => { for (const [k, v] of Object.entries(records))"
                  " localStorage.setItem(k, v); }", RECORDS)
    stored = page.evaluate("JSON.stringify(Object.entries(localStorage).sort())")
    open_panel(page)

    # Not a picture at all.
    choose(page, {"name": "hand.jpg", "mimeType": "image/jpeg", "buffer": b"not a picture"})
    page.wait_for_function("document.getElementById('ph-note').dataset.key"
                           " === 'ph.err.not_an_image'")
    assert note(page) == "ph.err.not_an_image" and page.is_visible("#ph-note")
    settled(page, "start")

    # A huge photo is scaled down to 1600 pixels before Python sees it, then framed.
    big, width, height = upscaled(hand_photo.picture, 5)
    choose(page, png_file(Picture(width, height, big, 4), "huge.png"))
    settled(page, "frame")
    size = page.evaluate("(c => [c.width, c.height])(document.getElementById('ph-canvas'))")
    assert size == [1600, round(1600 * height / width)]
    assert page.text_content("#ph-count") == "14" and not note(page)

    # A photo of the bare table: no tiles in the frame, nothing to read.
    cloth = synth.photo(art_cache, ["1m"], 9, fill=(0.05, 0.06)).picture
    cloth = Picture.from_rgba(bytes([40, 96, 70, 255]) * (cloth.width * cloth.height),
                              cloth.width, cloth.height)
    choose(page, png_file(cloth, "table.png"))
    settled(page, "frame")
    assert note(page) == "ph.err.no_tiles"
    assert page.is_disabled('[data-ph="read"]')

    # Teaching: the first row photographed with its 9 missing.
    page.click('[data-ph="start"]')
    page.click('[data-ph="teach"]')
    settled(page, "teach")
    eight = synth.photo(art_cache, [f"{n}m" for n in range(1, 9)], PHOTO_SEED + 12)
    choose(page, png_file(eight.picture, "row1.png"))
    page.wait_for_function(f"{PANEL}.dataset.busy === '0' && "
                           "!document.getElementById('ph-stage').hidden", timeout=60_000)
    assert "8 tiles found where 9 should be" in page.text_content(".ph-bottom")
    page.click('[data-ph="learn"]')
    page.wait_for_function("document.getElementById('ph-note').dataset.key"
                           " === 'ph.err.missing_row.found'", timeout=60_000)
    assert "Row 1: 8 tiles found where 9 should be" in page.text_content("#ph-note")
    assert page.text_content(".ph-steps li.now") == "1"
    assert page.evaluate("JSON.stringify(Object.entries(localStorage).sort())") == stored
    page.click('[data-ph="close"]')


def test_a_damaged_saved_set_is_dropped_alone(browser, site, taught_set):
    context = browser.new_context(**PHONE)
    try:
        page = context.new_page()
        watch = Watch(origin=site.rstrip("/"))
        watch.attach(page)
        page.goto(site + "#/score")
        wait_ready(page)
        damaged = json.loads(taught_set.renamed("Bad").to_json())
        damaged["faces"]["5p"] = "not base64!"
        library = {"format": "mahjong-photo-library", "version": 1, "active": "Good",
                   "sets": [damaged, taught_set.renamed("Good").to_dict(),
                            taught_set.renamed("Home set").to_dict()]}
        page.evaluate("records => { for (const [k, v] of Object.entries(records))"
                      " localStorage.setItem(k, v); }",
                      {**RECORDS, LIBRARY_KEY: json.dumps(library)})
        page.click('button[data-action="photo"]')
        settled(page, "start")
        assert note(page) == "ph.err.sets_dropped"
        assert "1 saved tile set(s) could not be read" in page.text_content("#ph-note")
        assert page.eval_on_selector("#ph-set", "s => s.value") == "Good"
        kept, problems = TileSetLibrary.from_json(
            page.evaluate(f"localStorage.getItem('{LIBRARY_KEY}')"))
        assert list(kept.sets) == ["Good", "Home set"] and not problems
        for key, value in RECORDS.items():
            assert page.evaluate(f"localStorage.getItem('{key}')") == value

        # Several named sets: each offered, the one chosen kept in use, one deleted alone.
        offered = page.eval_on_selector_all("#ph-set option", "os => os.map(o => o.value)")
        assert offered == ["", "Good", "Home set"]
        page.select_option("#ph-set", "Home set")
        page.wait_for_selector('[data-ph="delete"][data-name="Home set"]')
        assert TileSetLibrary.from_json(
            page.evaluate(f"localStorage.getItem('{LIBRARY_KEY}')"))[0].active == "Home set"
        page.click('[data-ph="delete"]')
        page.wait_for_selector('[data-ph="delete"][data-name="Good"]')  # the other set in use
        assert page.eval_on_selector("#ph-set", "s => s.value") == "Good"
        kept, _ = TileSetLibrary.from_json(page.evaluate(f"localStorage.getItem('{LIBRARY_KEY}')"))
        assert list(kept.sets) == ["Good"] and kept.active == "Good"
        assert not page.is_visible('[data-note="untaught"]')
        watch.errors = [e for e in watch.errors if "Service Worker registration" not in e]
        watch.check()
    finally:
        context.close()
