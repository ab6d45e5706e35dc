"""Tile sets stored as versioned JSON (descriptors and the namer's features, never photos), and
several named sets kept together where a damaged one never costs the others."""

from __future__ import annotations

import json

import photo
import pytest
from photo import PhotoError, TileSet, TileSetLibrary


@pytest.fixture(scope="module")
def reads(hands, taught_set):
    """The first two synthetic hands read with the taught set in the suggested frame."""
    out = []
    for p in hands[:2]:
        corners = photo.suggest_frame(p.picture, 0, 0)
        out.append(photo.read_row(p.picture, 0, 0, corners, taught_set))
    return out


def test_json_round_trip(taught_set):
    text = taught_set.to_json()
    data = json.loads(text)
    assert data["format"] == "mahjong-photo-tileset" and data["version"] == 2
    assert data["descriptor"] == "inkbox24x32s2-ink-red-blue-green"
    assert "photo" not in text.lower() or "mahjong-photo" in text  # descriptors, no pictures
    again = TileSet.from_json(text)
    assert again.faces == taught_set.faces and again.name == taught_set.name
    # the namer's feature of every taught face, kept to float16 (a few parts in 10,000)
    assert set(again.features) == set(taught_set.features) == set(taught_set.faces)
    for face, feature in taught_set.features.items():
        kept = again.features[face]
        assert kept.namer == feature.namer == photo.namer.load_namer().id
        assert abs(kept.likeness(feature) - 1.0) < 1e-3
    assert abs(again.tile_aspect - taught_set.tile_aspect) < 1e-3
    # 34 faces of 2016 bytes (base64) and a feature of 288 float16 (768 bytes and the namer's
    # id): about 3.5 KB a face
    assert len(text) < 125_000


def test_a_set_saved_before_features_still_loads_and_reads_by_its_descriptors(taught_set,
                                                                               hands):
    data = taught_set.to_dict()
    del data["features"], data["learnt_features"]
    older = TileSet.from_json(json.dumps(data))
    assert older.faces == taught_set.faces and not older.features
    right = 0
    for p in hands[:3]:
        corners = photo.suggest_frame(p.picture, 0, 0)
        read = photo.read_row(p.picture, 0, 0, corners, older)
        right += sum(t.face == f for t, f in zip(read, p.faces, strict=True))
    assert right >= 0.97 * 14 * 3  # test_reading's floor for a taught set
    # a correction learnt since (with the namer's feature) leaves the set reading by its
    # descriptors: it is no set taught by features
    p = hands[0]
    corners = photo.suggest_frame(p.picture, 0, 0)
    first = photo.read_row(p.picture, 0, 0, corners, older)
    learnt = older.learned(p.faces[0], first[0])
    assert learnt.learnt_features and not learnt.features
    again = photo.read_row(p.picture, 0, 0, corners, learnt)
    assert [t.face for t in again] == [t.face for t in first]
    assert all(abs(a.confidence - b.confidence) < 1e-6 for a, b in zip(again[1:], first[1:],
                                                                         strict=True))


@pytest.mark.parametrize(("change", "message"), [
    (lambda d: d.update(version=0), "another version"),
    (lambda d: d.update(version=1), "another version"),  # before tiles could be learnt
    (lambda d: d.update(learnt=[]), "learnt tiles are damaged"),
    (lambda d: d.update(learnt={"1m": "AAAA"}), "learnt tiles are damaged"),
    (lambda d: d.update(learnt={"1m": ["!!"]}), "face 1m is damaged"),
    (lambda d: d.update(learnt={"9z": [d["faces"]["1m"]]}), "unknown face '9z'"),
    (lambda d: d.update(descriptor="hog48x64c8b9-ink7"), "another version"),
    (lambda d: d.update(format="x"), "not a saved tile set"),
    (lambda d: d.update(faces={}), "no faces"),
    (lambda d: d["faces"].update({"9z": d["faces"]["1m"]}), "unknown face '9z'"),
    (lambda d: d["faces"].update({"1m": "AAAA"}), "face 1m is damaged"),
    (lambda d: d["faces"].update({"1m": "!!"}), "face 1m is damaged"),
    (lambda d: d.update(tile_aspect="wide"), "tile shape"),
    (lambda d: d["features"].update({"1m": "abc:!!"}), "feature of 1m is damaged"),
    (lambda d: d["features"].update({"1m": "no colon"}), "feature of 1m is damaged"),
    (lambda d: d["features"].update({"9z": d["features"]["1m"]}), "unknown face '9z'"),
    (lambda d: d.update(learnt_features={"1m": "not a list"}), "features are damaged"),
])
def test_damaged_sets_are_named(taught_set, change, message):
    data = taught_set.to_dict()
    change(data)
    with pytest.raises(PhotoError, match=message) as exc:
        TileSet.from_json(json.dumps(data))
    assert exc.value.code == "bad_tile_set"
    with pytest.raises(PhotoError, match="not valid JSON"):
        TileSet.from_json("{oops")


def test_library_keeps_several_named_sets(taught_set):
    library = TileSetLibrary()
    library.add(taught_set.renamed("jade set"))
    library.add(taught_set.renamed("travel set"))
    assert library.active == "travel set"
    library.rename("jade set", "old jade")
    again, problems = TileSetLibrary.from_json(library.to_json())
    assert problems == [] and list(again.sets) == ["old jade", "travel set"]
    assert again.current().name == "travel set"
    again.remove("travel set")
    assert again.active == "old jade"
    with pytest.raises(PhotoError, match="taken"):
        again.rename("old jade", "")
    with pytest.raises(PhotoError, match="needs a name"):
        again.add(taught_set.renamed(" "))


def test_a_damaged_set_costs_only_itself(taught_set):
    library = TileSetLibrary()
    library.add(taught_set.renamed("good"))
    library.add(taught_set.renamed("bad"))
    data = json.loads(library.to_json())
    data["sets"][1]["faces"]["2p"] = "%%%"
    again, problems = TileSetLibrary.from_json(json.dumps(data))
    assert list(again.sets) == ["good"]
    assert problems == ["tile set bad: the saved tile set's face 2p is damaged"]
    assert again.active is None  # the active set was the damaged one: the default is used


@pytest.mark.parametrize("text", [None, "", "[", "[]", '{"format": "other"}'])
def test_unreadable_libraries_never_raise(text):
    library, problems = TileSetLibrary.from_json(text)
    assert library.sets == {} and library.current() is None
    assert bool(problems) == bool(text)


def test_default_set_is_the_art(taught_set):
    art = photo.default_tile_set()
    assert art.source == "art" and list(art.faces) == list(photo.FACES)


def test_a_learnt_tile_is_another_reference_kept_with_the_set(taught_set, reads):
    tile = reads[0][0]
    learnt = taught_set.learned("5s", tile)
    assert learnt is not taught_set and taught_set.learnt == {}  # a copy; the set is unchanged
    assert learnt.references("5s") == (taught_set.faces["5s"], tile.descriptor)
    assert learnt.faces == taught_set.faces  # the taught reference is never forgotten
    assert learnt.match(tile.descriptor)[0].face == "5s"  # the same tile now reads as learnt
    again = TileSet.from_json(learnt.to_json())
    assert again.learnt == learnt.learnt and again.faces == learnt.faces
    bonus = learnt.learned("fl2", reads[0][1])  # a flower: known once learnt
    assert "fl2" in bonus.known() and "fl2" not in learnt.known()
    assert TileSet.from_json(bonus.to_json()).references("fl2") == (reads[0][1].descriptor,)


def test_learning_keeps_the_newest_few_and_refuses_what_it_cannot_learn(taught_set, reads):
    from photo.tileset import MAX_LEARNT

    tiles = [t for row in reads for t in row][: MAX_LEARNT + 2]
    learnt = taught_set
    for tile in tiles:
        learnt = learnt.learned("E", tile)
    assert learnt.learnt["E"] == tuple(t.descriptor for t in tiles[-MAX_LEARNT:])
    with pytest.raises(PhotoError) as exc:
        taught_set.learned("9z", tiles[0])
    assert exc.value.code == "bad_face"
    empty = photo.ReadTile(None, 0.0, (), 0.0, False, ((0, 0), (1, 0), (1, 1), (0, 1)))
    with pytest.raises(PhotoError) as exc:
        taught_set.learned("E", empty)
    assert exc.value.code == "nothing_to_learn"


def test_a_set_saved_before_learning_is_refused_in_the_library(taught_set):
    old = taught_set.to_dict()
    old["version"] = 1
    del old["learnt"]
    text = json.dumps({"format": "mahjong-photo-library", "version": 1, "active": "old",
                       "sets": [dict(old, name="old"), taught_set.renamed("new").to_dict()]})
    library, problems = TileSetLibrary.from_json(text)
    assert list(library.sets) == ["new"] and library.active is None
    assert len(problems) == 1 and "teach your tiles again" in problems[0]
