"""Photo entry's pure modules (web/app/photo: manager, render; the photo catalog) run in
CPython: put web/ on the path so `app` imports as it does in the browser."""

import copy
import sys
from pathlib import Path

import pytest

WEB = Path(__file__).resolve().parents[2] / "web"
if str(WEB) not in sys.path:
    sys.path.insert(0, str(WEB))


@pytest.fixture(scope="session")
def _read_once(unsure_photo):
    """PHOTO_HAND's photo taken from far, opened and read untaught (about 3 s): once a run."""
    import photo
    from app.photo.manager import PhotoManager
    from keeping import MemoryStorage

    m = PhotoManager(MemoryStorage())
    photo.run(m.open_photo(unsure_photo.picture))
    photo.run(m.read())
    return m


@pytest.fixture
def read(_read_once):
    """A manager that has read untaught a photo of PHOTO_HAND taken from far (the namer unsure
    of some tiles): a copy of the one read, each test free to change it."""
    return copy.deepcopy(_read_once)
