#!/usr/bin/env python3
"""Screenshots of photo entry on a 390x844 touch phone, for a person to look at: the start
(take or choose a photo), a real hand photo framed, the tiles read (the unsure marked), the
correction sheet, the correction offered to the player's set, the set learnt, and teaching
with a family photo; in each language asked for. Real photos from ../shared/photos (never
part of the site); set A taught in CPython from its crops (as bench.photo_real teaches it)
and put in the page's storage as the player's set.

    MAHJONG_DIST=dist python3 -m bench.shoot_photo [--photos ../shared/photos] [--lang en ne]

Writes screenshots/photo-<lang>-<state>.png (git-ignored).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for path in (ROOT, ROOT / "py"):
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))

from photo import FACES, TileSetLibrary  # noqa: E402
from photo.calibrate import tile_set_from_tiles  # noqa: E402

import build  # noqa: E402
from tests.fixtures.real_photos import crops  # noqa: E402

SHOTS = ROOT / "screenshots"
PANEL = "document.getElementById('sc-photo')"
HAND = "hands/A_felt_01.jpg"
FAMILY = "layouts/A_family_characters.jpg"


def shared_photos() -> Path | None:
    for base in (ROOT.parent, *ROOT.parents[1:3]):
        if (base / "shared" / "photos" / "labels.json").exists():
            return base / "shared" / "photos"
    return None


def settled(page, state: str) -> None:
    page.wait_for_function(f"{PANEL}.dataset.state === '{state}' && {PANEL}.dataset.busy !== '1'",
                           timeout=120_000)


def ready(page) -> None:
    page.wait_for_function("document.documentElement.dataset.state !== 'loading'",
                           timeout=120_000)
    page.wait_for_selector('button[data-action="photo"]')


def shoot(page, lang: str, name: str) -> Path:
    SHOTS.mkdir(exist_ok=True)
    path = SHOTS / f"photo-{lang}-{name}.png"
    page.screenshot(path=str(path), full_page=False)
    return path


def walk(page, photos: Path, lang: str, labels: dict) -> list[Path]:
    """The states, each shot where the player would look (scrolled to the part that changed)."""
    out = []
    page.select_option("#lang", lang)
    page.wait_for_function("l => document.documentElement.lang === l", arg=lang)
    if page.evaluate(f"!{PANEL}.hidden"):
        page.click('[data-ph="close"]')
    page.click('button[data-action="photo"]')
    settled(page, "start")
    page.locator("#sc-photo").scroll_into_view_if_needed()
    page.evaluate("document.getElementById('sc-photo').scrollIntoView({block: 'start'})")
    out.append(shoot(page, lang, "1-start"))

    page.set_input_files("#ph-file", str(photos / HAND))
    settled(page, "frame")
    page.evaluate("document.getElementById('sc-photo').scrollIntoView({block: 'start'})")
    out.append(shoot(page, lang, "2-frame"))

    page.click('[data-ph="read"]')
    settled(page, "review")
    page.evaluate("document.querySelector('.ph-summary').scrollIntoView({block: 'start'})")
    out.append(shoot(page, lang, "3-read"))

    want = [t["tile"] for t in labels[HAND]]
    got = page.eval_on_selector_all(
        ".ph-cell[data-ph='fix']",
        "cs => cs.map(c => (c.querySelector('.tile[data-face]') || {dataset: {}}).dataset.face)")
    wrong = [i for i, (a, b) in enumerate(zip(got, want, strict=False)) if a != b]
    for k, i in enumerate(wrong):  # (a slot holding part of a tile has nothing to learn)
        page.click(f'.ph-cell[data-index="{i}"]')
        page.wait_for_selector("#ph-fix[open]")
        if k == 0:
            out.append(shoot(page, lang, "4-sheet"))
        page.locator(f'#ph-fix .ph-grid .ph-pick[data-face="{want[i]}"]').click()
        page.wait_for_selector("#ph-fix:not([open])", state="attached")
    if page.query_selector(".ph-learn"):
        page.evaluate("document.querySelector('.ph-learn').scrollIntoView({block: 'center'})")
        out.append(shoot(page, lang, "5-offer"))
        page.click('[data-ph="remember"]')
        page.wait_for_selector(".ph-learn", state="detached")
        page.evaluate("document.getElementById('ph-note').scrollIntoView({block: 'center'})")
        out.append(shoot(page, lang, "6-learnt"))

    page.click('[data-ph="close"]')
    page.click('button[data-action="photo"]')
    settled(page, "start")
    page.click('[data-ph="teach"]')
    settled(page, "teach")
    page.set_input_files("#ph-file", str(photos / FAMILY))
    page.wait_for_function(f"{PANEL}.dataset.busy === '0' && "
                           "!document.getElementById('ph-stage').hidden", timeout=120_000)
    page.evaluate("document.getElementById('sc-photo').scrollIntoView({block: 'start'})")
    out.append(shoot(page, lang, "7-teach"))
    page.evaluate("document.getElementById('ph-bottom').scrollIntoView({block: 'end'})")
    out.append(shoot(page, lang, "8-teach-bottom"))
    page.click('[data-ph="start"]')
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--photos", type=Path, default=None)
    parser.add_argument("--lang", nargs="+", default=["en", "ne"])
    args = parser.parse_args()
    photos = args.photos or shared_photos()
    if photos is None:
        sys.exit("no shared/photos found: give --photos")
    labels = json.loads((photos / "labels.json").read_text(encoding="utf-8"))
    faces = {f: p for f, p in crops(photos, "A").items() if f in FACES}
    taught = tile_set_from_tiles(faces, "Set A")
    library = TileSetLibrary()
    library.add(taught)
    from playwright.sync_api import sync_playwright

    with build.site_served() as site, sync_playwright() as p:
        browser = p.chromium.launch(executable_path=str(build.CHROMIUM),
                                    args=list(build.CHROMIUM_ARGS))
        for lang in args.lang:
            context = browser.new_context(viewport={"width": 390, "height": 844},
                                          device_scale_factor=2, has_touch=True, is_mobile=True,
                                          service_workers="block")
            page = context.new_page()
            page.goto(site + "#/score")
            ready(page)
            page.evaluate("v => localStorage.setItem('mj.v1.photo.sets', v)", library.to_json())
            page.reload()
            ready(page)
            for path in walk(page, photos, lang, labels):
                print(path.relative_to(ROOT))
            context.close()
        browser.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
