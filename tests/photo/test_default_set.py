"""The shipped default set is exactly what the app's tile art makes, and reads art-made photos
(its accuracy on real tiles is not measured here: it is low, and the page says so)."""

from __future__ import annotations

from photo import default, read_row, suggest_frame

from tools.make_photo_default import build


def test_shipped_default_set_matches_the_art(art_cache):
    built = build(art_cache)
    shipped = default.default_tile_set()
    assert built.to_json() == shipped.to_json(), "run: python3 tools/make_photo_default.py"


def test_default_set_reads_art_made_photos_passably(hands):
    right = 0
    for p in hands[:6]:
        pic = p.picture
        tiles = read_row(pic.data, pic.width, pic.height, suggest_frame(pic.data, pic.width,
                                                                        pic.height), None, 14)
        right += sum(t.face == f for t, f in zip(tiles, p.faces, strict=True))
    assert right / (6 * 14) >= 0.8
