"""Remake the photo reader's default tile set (py/photo/default_set.json) from the app's tile
art: each template row drawn flat from web/tiles/ (pure Python, no browser), then taught.

    PYTHONPATH=py python3 tools/make_photo_default.py

A test (tests/photo/test_default_set.py) checks that the shipped file is what this makes.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
for path in (ROOT, ROOT / "py"):
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))

from photo.calibrate import TEMPLATE, calibrate  # noqa: E402
from photo.default import PATH  # noqa: E402
from photo.tileset import TileSet  # noqa: E402

NAME = "app tile art"
ART_WIDTH = 80
MARGIN = 4


def build(cache=None) -> TileSet:  # noqa: ANN001 - a tests.fixtures.synth_photos.ArtCache
    """The default set: each template row drawn flat from the art, then taught."""
    from tests.fixtures import synth_photos as synth

    cache = cache or synth.ArtCache()
    rows = []
    for faces in TEMPLATE:
        picture, ((x0, y0), _, (x1, y1), _) = synth.row_picture(
            cache, list(faces), ART_WIDTH, synth.TABLES[0])
        corners = ((x0 - MARGIN, y0 - MARGIN), (x1 + MARGIN, y0 - MARGIN),
                   (x1 + MARGIN, y1 + MARGIN), (x0 - MARGIN, y1 + MARGIN))
        rows.append((picture, corners))
    made = calibrate(rows, NAME)
    return TileSet(NAME, made.faces, made.tile_aspect, "art")


def main() -> int:
    PATH.write_text(build().to_json() + "\n", encoding="utf-8")
    sys.stdout.write(f"wrote {PATH}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
