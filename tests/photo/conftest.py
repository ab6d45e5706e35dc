"""Shared synthetic photos for the photo reader's tests: made once per session from the app's
own tile art (pure Python, seeded, the same bytes on every machine)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))  # jpeg_writer

from photo import synth  # noqa: E402
from photo.calibrate import calibrate  # noqa: E402

SEED = 4242
HANDS = 24


@pytest.fixture(scope="session")
def art_cache() -> synth.ArtCache:
    return synth.ArtCache()


@pytest.fixture(scope="session")
def calibration_photos(art_cache):
    """The template's four rows, one synthetic photo each."""
    return synth.calibration_photos(art_cache, SEED)


@pytest.fixture(scope="session")
def taught_set(calibration_photos):
    """A tile set taught from the four synthetic row photos, framed as a player would."""
    return calibrate([(p.picture, p.corners) for p in calibration_photos], "test set")


@pytest.fixture(scope="session")
def hands(art_cache):
    """Synthetic photos of random 14-tile hands."""
    return synth.photo_set(art_cache, HANDS, SEED + 1)
