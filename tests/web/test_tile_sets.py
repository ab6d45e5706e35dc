"""The tile sets (issue 52, app/tileset.py): each face of each set is the face it names, every
face is told apart at 22 px, one choice in the top bar is used by the solitaire, the scorer, the
table and the score sheet and survives a reload, and a set's files are fetched when it is
chosen, not on a first visit."""

from __future__ import annotations

import importlib.util
import io
import json
from pathlib import Path

import pytest

from tests.web.conftest import READY_TIMEOUT_MS, wait_ready

ROOT = Path(__file__).resolve().parents[2]
PAD = 6  # felt round each rendered tile, as a photo's table


def make_art():
    """tools/make_art.py loaded as a module (tools/ is not a package)."""
    spec = importlib.util.spec_from_file_location("make_art", ROOT / "tools" / "make_art.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


ART = make_art()
FACES = ART.face_names()


def svg_of(set_id: str, face: str) -> str:
    return (ART.set_folder(set_id) / f"{face}.svg").read_text()


def rendered(page, set_id: str, width: int, drawn_as: dict | None = None) -> dict:
    """Every face of a set drawn by Chromium on an ivory tile `width` px wide on felt, as
    Pillow images (the tile with PAD px of felt round it); `drawn_as` {face: other face} draws
    a face with another's picture (to see a check fail)."""
    drawn_as = drawn_as or {}
    from PIL import Image

    height = width * 4 // 3
    cell_w, cell_h = width + 2 * PAD, height + 2 * PAD
    cells = "".join(
        f'<div style="position:absolute;left:{(i % 14) * cell_w}px;top:{(i // 14) * cell_h}px;'
        f'width:{cell_w}px;height:{cell_h}px;background:#2d6a4f"><div style="margin:{PAD}px;'
        f'width:{width}px;height:{height}px;background:{ART.IVORY}"><img style="width:100%;'
        f'height:100%" src="{ART.data_url(svg_of(set_id, drawn_as.get(face, face)))}">'
        "</div></div>"
        for i, face in enumerate(FACES))
    page.set_content(f"<html><body style='margin:0'>{cells}</body></html>")
    page.wait_for_function("[...document.images].every(i => i.complete && i.naturalWidth)")
    sheet = Image.open(io.BytesIO(page.screenshot(full_page=True))).convert("RGB")
    return {face: sheet.crop(((i % 14) * cell_w, (i // 14) * cell_h,
                              (i % 14 + 1) * cell_w, (i // 14 + 1) * cell_h))
            for i, face in enumerate(FACES)}


def picture(image, width: int = 90):
    """A Pillow image as the photo reader's Picture, scaled to `width` px."""
    from photo.picture import Picture
    from PIL import Image

    image = image.resize((width, round(image.height * width / image.width)), Image.BILINEAR)
    return Picture.from_rgba(image.convert("RGBA").tobytes(), image.width, image.height)


@pytest.fixture(scope="module")
def art_page(browser):
    page = browser.new_page(viewport={"width": 1400, "height": 900}, device_scale_factor=1)
    yield page
    page.close()


def named_by_the_namer(images: dict) -> dict:
    """What the photo reader's learned namer (py/photo/namer.py, trained on photos of real
    tiles, never on our art) reads each picture as."""
    from photo.namer import load_namer, softmax

    namer = load_namer()
    out = {}
    for face, image in images.items():
        pic = picture(image.crop((PAD, PAD, image.width - PAD, image.height - PAD)), 90)
        _, scores = namer.name(pic.rgb_planes(), pic.width, pic.height,
                               [(0, pic.width, False)])[0]
        p = softmax(scores)
        out[face] = namer.faces[max(range(len(p)), key=p.__getitem__)]
    return out


@pytest.mark.parametrize("set_id", ["classic", "traditional"])
@pytest.mark.parametrize("width", [64, 120])
def test_the_namer_reads_every_face_of_the_printed_sets_as_the_face_it_names(
        art_page, set_id, width):
    """Today's faces and the traditional ones, read by the namer of real tiles: all 42 right.
    (The large set's faces are no printed design: the namer, which learnt printed tiles, reads
    most of them wrong; the tests below check them otherwise.)"""
    read = named_by_the_namer(rendered(art_page, set_id, width))
    assert {f: g for f, g in read.items() if f != g} == {}


def told_apart_at(page, set_id: str, small: int, drawn_as: dict | None = None) -> dict:
    """The photo reader taught each face of a set from its 90 px pictures (calibrate's
    tile_set_from_tiles), then reading each face's picture `small` px wide: {face: read as}
    for every face it read wrong."""
    from photo.calibrate import describe_tile, tile_set_from_tiles

    taught = tile_set_from_tiles({f: picture(im) for f, im in rendered(page, set_id, 90).items()},
                                 set_id)
    wrong = {}
    for face, image in rendered(page, set_id, small, drawn_as).items():
        found = describe_tile(picture(image))
        read = taught.match(found)[0].face if found is not None else None
        if read != face:
            wrong[face] = read
    return wrong


@pytest.mark.parametrize("set_id", ["classic", "traditional", "large"])
def test_every_face_is_told_apart_from_the_others_at_22_px(art_page, set_id):
    """Drawn 22 px wide (the table's smallest tiles; one device pixel per CSS pixel, a phone
    has more), each face of a set is still nearest its own face of all 42."""
    assert told_apart_at(art_page, set_id, 22) == {}


def test_the_22_px_check_fails_on_two_faces_drawn_alike(art_page):
    """The check above can fail: with 3m drawn as 2m at 22 px, one of them is read wrong."""
    assert set(told_apart_at(art_page, "large", 22, {"3m": "2m"})) & {"2m", "3m"}


# ------------------------------------------------------------------ the page

SET_FILES = """() => performance.getEntriesByType('resource').map(e => e.name)
    .filter(n => /\\/tiles\\/(traditional|large)\\//.test(n))"""
BOARD_ART = """() => [...document.querySelectorAll('#view-solitaire .tile[data-face]')]
    .slice(0, 5).map(t => getComputedStyle(t).backgroundImage)"""
SHOWN_ART = """selector => [...document.querySelectorAll(selector)].slice(0, 5)
    .map(t => t.tagName === 'IMG' ? t.src : getComputedStyle(t).backgroundImage)"""


def choose(page, set_id: str) -> None:
    page.click("#tiles-open")
    page.check(f'#tiles-menu input[value="{set_id}"]')
    page.click('#tiles-menu [popovertargetaction="hide"]')


def all_in(urls: list[str], folder: str) -> bool:
    return bool(urls) and all(f"/tiles/{folder}" in u for u in urls)


def test_one_choice_changes_every_view_survives_a_reload_and_is_fetched_only_when_chosen(
        phone, site):
    page = phone(fresh=True)  # what is fetched: a new context's empty HTTP cache
    page.goto(site)
    wait_ready(page)
    page.click("#todays-deal")
    page.wait_for_function("document.documentElement.dataset.state === 'playing'",
                           timeout=READY_TIMEOUT_MS)
    page.wait_for_selector("#view-solitaire .tile[data-face]")
    board = page.evaluate(BOARD_ART)
    assert board and all("/tiles/" in b and "/tiles/large/" not in b for b in board)
    assert page.evaluate(SET_FILES) == []  # a first visit fetches no other set's file

    choose(page, "large")
    page.wait_for_function(f"({BOARD_ART})().every(b => b.includes('/tiles/large/'))")
    assert json.loads(page.evaluate("localStorage.getItem('mj.v1.setting.tiles')")) == {
        "v": 1, "value": "large"}
    page.wait_for_function(f"({SET_FILES})().length >= 43")  # the set's files, fetched now

    page.evaluate("location.hash = '#/score'")
    page.wait_for_selector(".pick img[data-tile-face]")
    assert all_in(page.evaluate(SHOWN_ART, ".pick img[data-tile-face]"), "large/")
    page.click('.pick[data-face="5p"]')
    page.wait_for_selector('.sc-hand .tile[data-face="5p"]')
    hand = page.evaluate(SHOWN_ART, '.sc-hand .tile[data-face="5p"]')
    if all(u.startswith('url("blob:') for u in hand):  # the set's bitmaps (app.scorer.bitmaps)
        assert page.evaluate("document.getElementById('st-bitmaps').dataset.set") == "large"
    else:
        assert all_in(hand, "large/")

    page.evaluate("location.hash = '#/sheet'")  # a match, for the scorer's hand to go to
    page.wait_for_selector('.sheet[data-screen="setup"]')
    for i, name in enumerate(["Asha", "Bikash", "Chitra", "Dipak"]):
        page.fill(f"#sh-name-{i}", name)
    page.check('[name="east"][value="0"]')
    page.click(".sh-start")
    page.wait_for_selector('.sheet[data-screen="match"][data-hands="0"]')
    page.evaluate("offer => localStorage.setItem('mj.v1.sheet.offer', JSON.stringify(offer))",
                  {"v": 1, "points": 18, "without_flowers": 18, "self_drawn": False,
                   "seat_wind": "W", "discarder": "E", "round_wind": "E",
                   "hand": "123m456p789sEEEC + C",
                   "fans": [["Mixed Straight", 8, 1], ["All Types", 6, 1],
                            ["Concealed Hand", 2, 1], ["Pung of Terminals or Honors", 1, 1],
                            ["Single Wait", 1, 1]],
                   "route": "?h=123m456p789sEEEC&w=C&sd=0&sw=W&rw=E&f=0&lt=0&lk=0&kt=0&d=E"})
    page.evaluate("location.hash = '#/sheet/add'")
    page.wait_for_selector(".sh-offer-tiles .tile")
    faces = page.eval_on_selector_all(".sh-offer-tiles .tile",
                                      "ts => ts.map(t => t.dataset.face)")
    assert faces == ["1m", "2m", "3m", "4p", "5p", "6p", "7s", "8s", "9s", "E", "E", "E", "C",
                     "C"]
    assert all_in(page.evaluate(SHOWN_ART, ".sh-offer-tiles .tile"), "large/")

    page.reload()  # the choice is kept
    wait_ready(page)
    page.wait_for_selector(".sh-offer-tiles .tile")
    assert page.evaluate("document.documentElement.dataset.tiles") == "large"
    assert all_in(page.evaluate(SHOWN_ART, ".sh-offer-tiles .tile"), "large/")
    assert page.is_checked('#tiles-menu input[value="large"]')

    page.evaluate("location.hash = '#/table?seed=7&pace=instant&hands=1'")
    page.wait_for_selector("#mt-start")
    page.click("#mt-start")
    page.wait_for_selector(".mt .hand .t[data-face]")
    assert all_in(page.evaluate(SHOWN_ART, ".mt .hand .t[data-face]"), "large/")

    choose(page, "traditional")  # every view follows at once, the one shown too
    page.wait_for_function(
        f"({SHOWN_ART})('.mt .hand .t[data-face]')"
        ".every(b => b.includes('/tiles/traditional/'))")
    page.evaluate("location.hash = '#/'")
    page.wait_for_selector("#view-solitaire:not([hidden])")
    page.wait_for_function(f"({BOARD_ART})().every(b => b.includes('/tiles/traditional/'))")


@pytest.mark.parametrize("lang", ["ne", "hi", "en"])
def test_the_chooser_open_passes_the_audit_and_fits_the_phone(phone, site, lang):
    """The tile set chooser opened from the top bar, in each language: axe finds nothing, it
    is named in the page's language, and nothing is wider than the phone."""
    from tests.web.a11y import assert_accessible

    page = phone(entries={"mj.v1.setting.lang": json.dumps({"v": 1, "value": lang})})
    page.goto(site)
    wait_ready(page)
    page.click("#tiles-open")
    page.wait_for_selector("#tiles-menu:popover-open")
    assert_accessible(page, f"tile set chooser open ({lang})")
    legend = page.text_content("#tiles-menu legend")
    assert legend == {"ne": "टाइल सेट", "hi": "टाइल सेट", "en": "Tile set"}[lang]
    assert page.get_attribute("#tiles-open", "aria-label") == legend
    right = page.evaluate("document.getElementById('tiles-menu').getBoundingClientRect().right")
    assert right <= 390 and page.evaluate("document.documentElement.scrollWidth") == 390
