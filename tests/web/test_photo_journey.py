"""Issue 53, photo entry on a 390 px phone: several real photos read one after another in one
page (untaught), each its wrong tiles corrected as a player would, and each scored as the
command-line scorer scores the true hand (its labels in ../shared/photos/labels.json) with the
flowers and seasons that photo shows: a season beside a whole hand (hands/X_felt_05: once
"The hand has 14 tiles; it must have 14", no score), then a photo with none (its flower
count once carried over from the photo before: one point too many), then one with two.
The tests skip when ../shared/photos is not here."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import photo
import pytest
from photo import BONUS
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from tests.conftest import SHARED_PHOTOS
from tests.web.conftest import Watch, wait_ready
from tests.web.test_photo_real import PANEL, correct, faces_read, open_panel, read_photo

pytestmark = [pytest.mark.browser,
              pytest.mark.skipif(SHARED_PHOTOS is None, reason="../shared/photos is not here")]

ROOT = Path(__file__).resolve().parents[2]
PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True,
         "locale": "en-GB", "service_workers": "block"}
# A season and 456p 333p 777p NNN FF; 789s 678p 999m WWW EE; two flowers and 22m 111s 999s
# 999p 555s.
IN_A_ROW = ("hands/X_felt_05.jpg", "hands/A_felt_01.jpg", "hands/X_felt_07.jpg")


def cli_total(faces: list[str]) -> tuple[int, list[str]]:
    """What `python -m scoring` says of the true hand: its tiles but the flowers and seasons,
    the rightmost the winning tile, on a discard, with the photo's flowers counted."""
    hand = [f for f in faces if f not in BONUS]
    flowers = sum(f in BONUS for f in faces)
    run = subprocess.run(
        [sys.executable, "-m", "scoring", photo.notation(hand[:-1]), "--win", hand[-1],
         "--flowers", str(flowers), "--json"],
        capture_output=True, text=True, cwd=ROOT, check=True,
        env={**os.environ, "PYTHONPATH": str(ROOT / "py")})
    answer = json.loads(run.stdout)
    return answer["total"], sorted(name for name, _, _ in answer["fans"])


@pytest.fixture(scope="module")
def labels() -> dict:
    return json.loads((SHARED_PHOTOS / "labels.json").read_text(encoding="utf-8"))


@pytest.fixture
def phone(browser, site):
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


def test_photos_in_a_row_each_score_what_the_command_line_scores(phone, labels):
    page = phone
    open_panel(page)
    for name in IN_A_ROW:  # each chosen while the tiles of the one before are on show
        want = [t["tile"] for t in labels[name]]
        got = read_photo(page, len(want), name)
        for i in [i for i, (a, b) in enumerate(zip(got, want, strict=True)) if a != b]:
            correct(page, i, want[i])
        assert faces_read(page) == want, name
        hand = [f for f in want if f not in BONUS]
        text = f"{photo.notation(hand[:-1])} + {hand[-1]}"
        flowers = sum(f in BONUS for f in want)
        total, fans = cli_total(want)
        try:
            page.wait_for_function(
                "([text, flowers]) => document.getElementById('sc-text').value === text"
                " && document.getElementById('sc-flowers').textContent === flowers"
                " && document.getElementById('sc-status').dataset.status === 'scored'",
                arg=[text, str(flowers)], timeout=10_000)
        except PlaywrightTimeout:
            shown = page.evaluate("() => [document.getElementById('sc-text').value,"
                                  " document.getElementById('sc-flowers').textContent,"
                                  " document.getElementById('sc-status').textContent]")
            pytest.fail(f"{name}: wanted {text!r} with {flowers} flowers, scored; shown {shown}")
        shown = int(page.get_attribute("#sc-status .total", "data-total"))
        assert shown == total, (name, shown, total)
        assert sorted(page.eval_on_selector_all(
            "#sc-result button.fan", "bs => bs.map(b => b.dataset.name)")) == fans, name
        assert ("Flower Tiles" in fans) == (flowers > 0)
        assert page.evaluate(f"{PANEL}.dataset.busy") == "0"
