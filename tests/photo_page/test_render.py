"""Photo entry's markup (app.photo.render) and texts (the photo catalog): what each state shows,
the uncertain tiles marked, the runner-ups offered first, the check screen's 34 tiles, and
every text in the three languages."""

from __future__ import annotations

import re
from html.parser import HTMLParser
from pathlib import Path

import photo
import pytest
from app.i18n import LANGUAGES, Translator
from app.photo import render
from app.photo.manager import PhotoManager
from keeping import MemoryStorage

from tests.fixtures.words import words

WEB_APP = Path(__file__).resolve().parents[2] / "web" / "app"
TEXT = words("photo")


@pytest.fixture(params=LANGUAGES)
def t(request):
    i18n = Translator(request.param)
    i18n.use("scorer")
    i18n.use("photo")
    return i18n


class Parsed(HTMLParser):
    """Elements as (tag, attributes) and the text, for asserting on markup."""

    def __init__(self, html: str) -> None:
        super().__init__()
        self.elements: list[tuple[str, dict]] = []
        self.text: list[str] = []
        self.feed(html)

    def handle_starttag(self, tag, attrs):
        self.elements.append((tag, dict(attrs)))

    def handle_data(self, data):
        self.text.append(data)

    def find(self, tag: str | None = None, **attrs) -> list[dict]:
        return [a for t, a in self.elements if (tag is None or t == tag)
                and all(a.get(k.replace("_", "-")) == v for k, v in attrs.items())]


def test_the_panel_has_a_labelled_corner_for_each_corner(t):
    page = Parsed(render.panel_html(t.t))
    corners = page.find("button", **{"class": "ph-corner"})
    assert [c["data-corner"] for c in corners] == ["0", "1", "2", "3"]
    assert all(c["aria-label"] for c in corners)
    camera = page.find("input", id="ph-camera")[0]
    assert camera["accept"] == "image/*" and camera["capture"] == "environment"
    assert page.find("input", id="ph-file")[0]["accept"] == "image/*"
    assert page.find("div", id="ph-busy")[0]["role"] == "status"
    assert page.find("p", id="ph-note")  # said through the page's live region (app.dom.announce)


def test_without_a_taught_set_the_page_says_it_reads_untaught(t, taught_set):
    m = PhotoManager(MemoryStorage())
    start = Parsed(render.top_html(m, t.t, t.lang))
    assert start.find(**{"data-note": "untaught"})
    assert t.t("ph.untaught") in "".join(start.text)
    assert not start.find(**{"data-warn": "art"})  # no "accuracy will be low" any more
    m.library.add(taught_set)
    assert not Parsed(render.top_html(m, t.t, t.lang)).find(**{"data-note": "untaught"})
    sets = Parsed(render.sets_html(m, t.t))
    chosen = [o for o in sets.find("option") if "selected" in o]
    assert [o["value"] for o in chosen] == [taught_set.name]
    assert sets.find("button", **{"data-ph": "delete"})[0]["data-name"] == taught_set.name


def test_the_tiles_read_with_the_unsure_marked(read, t, taught_set):
    page = Parsed(render.top_html(read, t.t, t.lang))
    cells = page.find("button", **{"data-ph": "fix"})
    assert len(cells) == 14
    unsure = [int(c["data-index"]) for c in cells if "unsure" in c["class"].split()]
    assert unsure == sorted(read.unsure)
    assert all(t.t("ph.cell.unsure") in cells[i]["aria-label"] for i in unsure)
    assert "win" in cells[13]["class"].split()
    assert len(page.find("canvas", **{"class": "ph-crop"})) == 14
    text = "".join(page.text)
    assert t.t("ph.check_every") in text  # untaught as taught: check before trusting
    assert t.t("ph.untaught") not in text  # said once, at the start
    read.library.add(taught_set)
    try:
        text = "".join(Parsed(render.top_html(read, t.t, t.lang)).text)
    finally:
        read.use_set(None)  # the manager is the module's
    assert t.t("ph.check_every") in text


def test_the_correction_sheet_offers_the_runner_ups_first(read, t):
    index = read.unsure[0]
    page = Parsed(render.fix_html(read, index, t.t, t.lang))
    picks = [a["data-face"] for a in page.find("button", **{"data-ph": "set"})]
    likely = read.choices(index)
    assert likely and picks[: len(likely)] == likely  # then the 34 faces, flowers, seasons
    assert sorted(picks[len(likely):]) == sorted((*photo.FACES, *photo.BONUS))
    current = [a["data-face"] for a in page.find("button", **{"aria-current": "true"})]
    assert set(current) == {read.faces[index]}
    actions = [a["data-ph"] for a in page.find("button") if a.get("data-ph") not in ("set",)]
    assert actions == ["keep", "win", "none", "unfix"]


def test_the_frame_overlay_and_count(hand_photo, t):
    m = PhotoManager(MemoryStorage())
    photo.run(m.open_photo(hand_photo.picture))
    svg = render.overlay_svg(m)
    # the frame, and each of the 14 tiles outlined; numbered only while teaching
    assert svg.count('<polygon class="ph-frame"') == 1 and svg.count("<polygon") == 15
    assert "<text" not in svg
    page = Parsed(render.count_html(m, t.t))
    assert "".join(page.text).count(t.t("ph.count.counted")) == 1
    photo.run(m.set_count(20))
    page = Parsed(render.count_html(m, t.t))
    assert "disabled" in page.find("button", **{"data-ph": "more"})[0]
    assert t.t("ph.count.yours") in "".join(page.text)


def test_the_check_screen_shows_every_face_and_the_swaps(calibration_photos, t):
    m = PhotoManager(MemoryStorage())
    m.teach()
    for shot in calibration_photos:
        photo.run(m.open_photo(shot.picture))
        photo.run(m.teach_row())
    m.swap("4s", "5s")
    page = Parsed(render.check_html(m, t.t, t.lang))
    cells = page.find("button", **{"data-ph": "swap"})
    assert [c["data-face"] for c in cells] == list(photo.FACES)
    thumbs = {c["data-thumb"] for c in page.find("canvas")}
    assert thumbs == set(photo.FACES)
    shown = [a["data-thumb"] for a in page.find("canvas")]
    assert shown[photo.FACES.index("4s")] == "5s" and shown[photo.FACES.index("5s")] == "4s"
    assert page.find("input", id="ph-name")[0]["value"] == t.t("ph.default_name")


def test_every_text_is_in_three_languages_with_the_readers_digits():
    for form in (0, -1):  # a plural message's form for one and for the others
        for key, texts in words("photo", form=form).items():
            assert set(texts) == set(LANGUAGES), key
            for lang in ("ne", "hi"):
                assert not re.search(r"[0-9]", texts[lang]), (key, lang, texts[lang])
                assert re.search(r"[\u0900-\u097F]", texts[lang]), (key, lang)


def test_every_text_the_photo_page_uses_exists():
    used = set()
    for path in (WEB_APP / "photo").glob("*.py"):
        used |= set(re.findall(r'"(ph\.[a-z_.0-9]+)"', path.read_text(encoding="utf-8")))
    used |= {f"ph.corner.{i}" for i in range(4)} | {f"ph.row.{i}" for i in range(1, 5)}
    prefixes = {k for k in used if k.endswith(".")}
    assert used - prefixes <= set(TEXT), sorted(used - prefixes - set(TEXT))
    errors = {f"ph.err.{code}" for code in
              ("not_an_image", "no_tiles", "missing_row", "bad_pixels", "bad_frame",
               "bad_tile_set", "too_large", "bad_tiles", "unreadable")}
    assert errors <= set(TEXT)


def test_corrections_are_offered_to_the_players_set_in_one_tap(hand_photo, taught_set, t):
    m = PhotoManager(MemoryStorage())
    m.library.add(taught_set)
    photo.run(m.open_photo(hand_photo.picture))
    photo.run(m.read())
    assert not Parsed(render.top_html(m, t.t, t.lang)).find(**{"class": "ph-learn"})
    others = [f for f in photo.FACES if f not in (m.faces[0], m.faces[1])]
    m.correct(0, others[0])
    page = Parsed(render.top_html(m, t.t, t.lang))
    assert t.t("ph.learn_offer.1", name=taught_set.name) in "".join(page.text)
    m.correct(1, others[1])
    page = Parsed(render.top_html(m, t.t, t.lang))
    offer = page.find("div", **{"class": "ph-learn"})[0]
    assert offer["role"] == "group" and page.find("p", id=offer["aria-labelledby"])
    assert t.t("ph.learn_offer", count=2, name=taught_set.name) in "".join(page.text)
    assert len(page.find("button", **{"data-ph": "remember"})) == 1  # one tap for them all
    assert m.learn(t.t("ph.default_name"))
    page = Parsed(render.top_html(m, t.t, t.lang))
    assert not page.find(**{"class": "ph-learn"})
    cells = page.find("button", **{"data-ph": "fix"})
    assert [t.t("ph.cell.learnt") in c["aria-label"] for c in cells[:3]] == [True, True, False]


def test_without_a_set_corrections_are_offered_as_a_set_of_their_own(hand_photo, t):
    m = PhotoManager(MemoryStorage())
    photo.run(m.open_photo(hand_photo.picture))
    photo.run(m.read())
    m.correct(4, next(f for f in photo.FACES if f != m.faces[4]))
    text = "".join(Parsed(render.top_html(m, t.t, t.lang)).text)
    assert t.t("ph.learn_offer_new.1", name=t.t("ph.default_name")) in text
    assert m.learn(t.t("ph.default_name"))
    assert m.tile_set.name == t.t("ph.default_name")
    # a few tiles learnt over the untaught reader: said to know only those
    assert Parsed(render.top_html(m, t.t, t.lang)).find(**{"data-note": "untaught"})
    assert t.t("ph.art_learnt", name=m.tile_set.name) in "".join(
        Parsed(render.top_html(m, t.t, t.lang)).text)


def test_teaching_numbers_each_tile_found_in_the_order_it_is_learnt(calibration_photos, t):
    m = PhotoManager(MemoryStorage())
    m.teach()
    photo.run(m.open_photo(calibration_photos[0].picture))
    svg = render.overlay_svg(m, t.digits)
    numbers = re.findall(r"<text [^>]*>([^<]*)</text>", svg)
    assert numbers == [t.digits(k) for k in range(1, 10)]
    assert svg.count("<polygon") == 1 + 9
