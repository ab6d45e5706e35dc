"""Teaching in the namer's feature space (photo.read): a set taught from a player's own tiles
keeps what the namer saw of each, reads other copies of its faces by that, ignores the features
another namer saw, learns a correction with its feature, and teaches by its descriptors alone
when the namer cannot be loaded."""

from __future__ import annotations

import photo
import pytest
from photo import default_tile_set, namer

from tests.conftest import SHARED_PHOTOS
from tests.fixtures.designs import HELDOUT, blind, taught_rows, using_namer
from tests.fixtures.real_photos import grid_rows

needs_photos = pytest.mark.skipif(SHARED_PHOTOS is None, reason="../shared/photos is not here")


def _right(rows, counted, tile_set) -> int:
    right = 0
    for p, count in zip(rows, counted, strict=True):
        read = photo.read_row(p.picture, 0, 0, p.outline, tile_set, len(p.faces))
        right += sum(t.face == f for t, f, c in zip(read, p.faces, count, strict=True) if c)
    return right


@needs_photos
def test_a_set_taught_one_copy_a_face_reads_the_other_copies_by_the_namers_features():
    """cam5 (a camerash design) taught from the first crop of each face and read by the namer
    that never saw it, in rows composed of its crops: the 42 copies that were not taught read
    by the namer's features at least as well as by the set's descriptors, and all but one at
    most (bench.namer_taught: 42 against 41; the namer alone 39)."""
    with using_namer(HELDOUT / "half-1.bin"):
        rows, taught, counted = taught_rows(SHARED_PHOTOS, "cam5")
        assert set(taught.features) == set(taught.faces)
        total = sum(map(sum, counted))
        by_features = _right(rows, counted, taught)
        by_descriptors = _right(rows, counted, blind(taught))
        alone = _right(rows, counted, default_tile_set())
    assert total > 30
    assert by_features >= by_descriptors
    assert by_features >= total - 1
    assert by_features >= alone + 2


@needs_photos
def test_a_partly_taught_set_counts_the_namers_near_copy_of_its_tiles(monkeypatch):
    """cam4's crops lack some faces, so a set taught from them is partial: it does not weigh
    its likeness of every face, but a tile the namer sees as a near copy of one of its tiles
    (cosine above read.FEATURE_COPY) counts: two of its seasons read right that did not."""
    from photo import read
    from tiles import PLAYING_TILES

    from tests.fixtures.designs import design_rows, taught_from

    with using_namer(HELDOUT / "half-2.bin"):
        rows, tiles = design_rows(SHARED_PHOTOS, "cam4")
        taught = taught_from(tiles, "cam4")
        assert not all(f in taught.faces for f in PLAYING_TILES) and taught.features
        every = [[True] * len(p.faces) for p in rows]
        by_copies = _right(rows, every, taught)
        monkeypatch.setattr(read, "FEATURE_COPY", 2.0)  # no cosine reaches it
        without = _right(rows, every, taught)
    assert by_copies >= without + 2


@needs_photos
def test_a_correction_is_learnt_with_its_feature_and_kept():
    rows = grid_rows(SHARED_PHOTOS)
    p = rows[0]
    tiles = photo.read_row(p.picture, 0, 0, p.outline, photo.default_tile_set(), len(p.faces))
    tile = next(t for t in tiles if t.feature is not None)
    assert tile.feature.namer == namer.load_namer().id
    learnt = photo.default_tile_set().learned(p.faces[tiles.index(tile)], tile)
    face = p.faces[tiles.index(tile)]
    assert learnt.learnt_features[face] == (tile.feature,)
    again = photo.TileSet.from_json(learnt.to_json())
    assert again.learnt_features[face][0].likeness(tile.feature) > 0.999
    other = next(f for f in photo.FACES if f != face)
    swapped = learnt.swapped(face, other)
    assert face not in swapped.learnt_features and other in swapped.learnt_features


@needs_photos
def test_without_the_namer_a_set_is_taught_by_its_descriptors_alone(tmp_path):
    from tests.fixtures.real_photos import crops

    with using_namer(tmp_path / "missing.bin"):
        taught = photo.tile_set_from_tiles(crops(SHARED_PHOTOS, "A"), "A")
    assert taught.faces and not taught.features
    with_namer = photo.tile_set_from_tiles(crops(SHARED_PHOTOS, "A"), "A")
    assert set(with_namer.features) == set(with_namer.faces)
