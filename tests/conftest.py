"""Shared test set-up: makes py/ and the repository root importable, and the synthetic photos
of the photo reader's and the photo page's tests (made once per session, from the app's own
tile art: pure Python, seeded, the same bytes on every machine)."""

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
for path in (ROOT / "py", ROOT):
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))

def _shared_photos() -> Path | None:
    """../shared/photos (real labelled phone photos: beside the clone in CI, two folders up
    from a worktree here), or MAHJONG_PHOTOS; None when absent (their tests skip)."""
    import os

    given = os.environ.get("MAHJONG_PHOTOS")
    places = [Path(given)] if given else [base / "shared" / "photos"
                                          for base in (ROOT.parent, ROOT.parent.parent)]
    return next((p for p in places if (p / "labels.json").is_file()), None)


SHARED_PHOTOS = _shared_photos()
PHOTO_SEED = 4242
PHOTO_HANDS = 24


@pytest.fixture(scope="session")
def art_cache():
    from tests.fixtures import synth_photos as synth

    return synth.ArtCache()


@pytest.fixture(scope="session")
def calibration_photos(art_cache):
    """The template's four rows, one synthetic photo each."""
    from tests.fixtures import synth_photos as synth

    return synth.calibration_photos(art_cache, PHOTO_SEED)


@pytest.fixture(scope="session")
def taught_set(calibration_photos):
    """A tile set taught from the four synthetic row photos, framed as a player would."""
    from photo.calibrate import calibrate

    return calibrate([(p.picture, p.corners) for p in calibration_photos], "test set")


@pytest.fixture(scope="session")
def hands(art_cache):
    """Synthetic photos of random 14-tile hands."""
    from tests.fixtures import synth_photos as synth

    return synth.photo_set(art_cache, PHOTO_HANDS, PHOTO_SEED + 1)


# A winning hand (Mixed Straight, All Types...: 21 points on a discard with the scorer's
# default context), as the page's tests photograph it.
PHOTO_HAND = ("1m", "2m", "3m", "4p", "5p", "6p", "7s", "8s", "9s", "E", "E", "E", "C", "C")


@pytest.fixture(scope="session")
def hand_photo(art_cache):
    """A synthetic photo of PHOTO_HAND."""
    from tests.fixtures import synth_photos as synth

    return synth.photo(art_cache, list(PHOTO_HAND), PHOTO_SEED + 3)


@pytest.fixture(scope="session")
def unsure_photo(art_cache):
    """A synthetic photo of PHOTO_HAND taken from far (the row a third of the width, tiles
    about 25 px wide): the namer is unsure of some of its tiles (it reads the art's tiles
    surely at the usual size)."""
    from tests.fixtures import synth_photos as synth

    return synth.photo(art_cache, list(PHOTO_HAND), PHOTO_SEED + 3, fill=(0.35, 0.38))


@pytest.fixture(scope="session")
def playwright_instance():
    """One Playwright for the whole run: a second ``sync_playwright()`` inside a session that
    already has one fails (the browser tests of tests/photo and tests/web share this)."""
    from playwright.sync_api import sync_playwright

    with sync_playwright() as p:
        yield p


@pytest.fixture(scope="session")
def browser(playwright_instance):
    """Debian's headless Chromium (``playwright install`` cannot download here)."""
    import build

    browser = playwright_instance.chromium.launch(
        executable_path=str(build.CHROMIUM), headless=True, args=list(build.CHROMIUM_ARGS)
    )
    yield browser
    browser.close()
