"""The learned tile namer (photo.namer): its faces pinned on a handful of real crops, the same
from the page's JavaScript kernel in Pyodide as from CPython, a design it never saw read above
a floor, a partly taught set that never turns a right face wrong, and a missing or damaged
weights file said plainly (a taught set still reads without it)."""

from __future__ import annotations

import json
import struct
from pathlib import Path

import photo
import pytest
from photo import PhotoError, namer

from tests.conftest import ROOT, SHARED_PHOTOS
from tests.fixtures.designs import HELDOUT, using_namer

needs_photos = pytest.mark.skipif(SHARED_PHOTOS is None, reason="../shared/photos is not here")

# Crops of shared/photos and the face the shipped namer names each (every one right): set A's
# and B's crops, and camerash crops of several designs (flowers and seasons too).
PINNED = {
    "crops/A/5m.jpg": "5m",
    "crops/A/W.jpg": "W",
    "crops/B/7p.jpg": "7p",
    "crops/B/F.jpg": "F",
    "camerash/150.jpg": "fl2",
    "camerash/166.jpg": "8p",
    "camerash/219.jpg": "F",
    "camerash/288.jpg": "3m",
}


def _picture(rel: str) -> photo.Picture:
    return photo.load_image(SHARED_PHOTOS / rel)


def _whole(pic: photo.Picture):
    return ((0, 0), (pic.width, 0), (pic.width, pic.height), (0, pic.height))


def _named(rel: str) -> photo.ReadTile:
    pic = _picture(rel)
    return photo.read_tile(pic, pic.width, pic.height, _whole(pic))


@needs_photos
def test_the_namer_names_real_crops_untaught():
    assert {rel: _named(rel).face for rel in PINNED} == PINNED


@needs_photos
def test_a_design_held_out_of_training_is_read_above_a_floor():
    """Set B's 34 crops by the namer trained with B (and half the other designs) held out."""
    labels = json.loads((SHARED_PHOTOS / "labels.json").read_text(encoding="utf-8"))
    rels = sorted(k for k in labels if k.startswith("crops/B/"))
    with using_namer(HELDOUT / "half-2.bin"):
        read = [_named(rel) for rel in rels]
    right = sum(t.face == labels[rel] for t, rel in zip(read, rels, strict=True))
    first4 = sum(labels[rel] in (t.face, *t.runner_ups[:3]) for t, rel in zip(read, rels,
                                                                                strict=True))
    assert right >= 0.85 * len(rels), right
    assert first4 >= 0.95 * len(rels), first4


def _parts(data: bytes) -> tuple[dict, bytes]:
    (size,) = struct.unpack_from("<I", data, 4)
    return json.loads(data[8 : 8 + size]), data[8 + size :]


def _weights_file(header: dict, payload: bytes) -> bytes:
    text = json.dumps(header).encode()
    return namer.MAGIC + struct.pack("<I", len(text)) + text + payload


def _joined(*files: bytes) -> bytes:
    """One weights file holding the networks of all `files` (photo.namer's members)."""
    parts = [_parts(f) for f in files]
    header = dict(parts[0][0], members=sum(h.get("members", 1) for h, _ in parts))
    return _weights_file(header, b"".join(payload for _, payload in parts))


def test_a_damaged_weights_file_is_named(tmp_path):
    good = namer.PATH.read_bytes()
    header, payload = _parts(good)
    more = _weights_file(dict(header, members=header.get("members", 1) + 1), payload)
    for bad in (b"", b"not a model", good[:8] + b"{", good[: len(good) // 2], good + b"\0\0",
                more):
        with pytest.raises(PhotoError) as caught:
            namer.Namer.from_bytes(bad)
        assert caught.value.code == "bad_model" and "weights file" in str(caught.value)


@needs_photos
def test_several_networks_read_as_their_averaged_probabilities():
    """A weights file of several networks (the held-out namers of both halves in one) names a
    tile by the average of each network's probabilities, the feature being theirs in turn."""
    files = [(HELDOUT / f"half-{k}.bin").read_bytes() for k in (1, 2)]
    alone = [namer.Namer.from_bytes(f) for f in files]
    both = namer.Namer.from_bytes(_joined(*files))
    assert len(both.members) == sum(len(n.members) for n in alone) >= 2
    pic = _picture("crops/B/7p.jpg")
    spans = [(0, pic.width, False), (2, pic.width - 3, True)]
    planes = pic.rgb_planes()
    each = [n.name(planes, pic.width, pic.height, spans) for n in alone]
    for i, (feature, scores) in enumerate(both.name(planes, pic.width, pic.height, spans)):
        weights = [len(n.members) / len(both.members) for n in alone]
        mean = [sum(w * namer.softmax(e[i][1])[k] for w, e in zip(weights, each, strict=True))
                for k in range(len(both.faces))]
        assert max(abs(a - b) for a, b in zip(namer.softmax(scores), mean, strict=True)) < 1e-9
        assert feature == [v for e in each for v in e[i][0]]


@needs_photos
def test_without_the_weights_untaught_reading_says_so_and_a_taught_set_still_reads(tmp_path):
    from photo.calibrate import tile_set_from_tiles

    from tests.fixtures.real_photos import crops

    taught = tile_set_from_tiles(crops(SHARED_PHOTOS, "A"), "A")
    pic = _picture("crops/A/5m.jpg")
    for path in (tmp_path / "missing.bin", tmp_path / "damaged.bin"):
        if path.name == "damaged.bin":
            path.write_bytes(namer.MAGIC + b"\x05\0\0\0junk!")
        with using_namer(path):
            with pytest.raises(PhotoError) as caught:
                photo.read_tile(pic, pic.width, pic.height, _whole(pic))
            assert caught.value.code == "bad_model"
            assert photo.read_tile(pic, pic.width, pic.height, _whole(pic), taught).face == "5m"


@needs_photos
def test_a_partly_taught_set_never_turns_a_right_face_wrong():
    """Corrections of another photo learnt over the app's art (a set that knows a few faces):
    every tile the namer read right untaught is still right, and no tile whose face the set
    has not learnt is read surer than the namer read it."""
    from tests.fixtures.real_photos import photos

    hands = photos(SHARED_PHOTOS, "hands/X_")
    first, second = hands[0], hands[1]
    untaught = photo.default_tile_set()
    tiles = photo.read_row(first.picture, 0, 0, first.outline, untaught, len(first.faces))
    learnt = untaught
    for tile, face in list(zip(tiles, first.faces, strict=True))[:6]:
        if tile.descriptor is not None:
            learnt = learnt.learned(face, tile)
    assert learnt.learnt
    before = photo.read_row(second.picture, 0, 0, second.outline, untaught, len(second.faces))
    after = photo.read_row(second.picture, 0, 0, second.outline, learnt, len(second.faces))
    for want, a, b in zip(second.faces, before, after, strict=True):
        if a.face == want:
            assert b.face == want
        if want not in learnt.learnt and b.face == a.face:
            assert b.confidence <= a.confidence + 1e-9


KERNEL_CODE = """
import json, sys, types
from pathlib import Path
from photo import namer
inputs = Path("/home/pyodide/inputs")
source = inputs.joinpath("kernel.py").read_text()
module = types.ModuleType("kernel")
exec(compile(source, "kernel.py", "exec"), module.__dict__)
n = namer.load_namer()
module.install(n)
crops = json.loads(inputs.joinpath("crops.json").read_text())
out = []
for i, (w, h, spans) in enumerate(crops):
    data = inputs.joinpath(f"crop{i}").read_bytes()
    planes = [data[c * w * h : (c + 1) * w * h] for c in range(3)]
    out.append([[scores, list(namer.Feature.of(n.id, feature).values)]
                for feature, scores in n.name(planes, w, h, [tuple(s) for s in spans])])
json.dumps([n.id, out])
"""


@pytest.mark.node
@needs_photos
def test_the_pages_kernel_names_the_same_faces_as_cpython():
    """The page's JavaScript kernel (app/photo/kernel.py: the slot's input prepared and the
    layers run, one call for several slots), run from Pyodide under Node.js, scores the
    pinned crops as CPython does, upright, turned, and cut to a part of the crop; and sees
    them alike (the features a taught set keeps: a set taught on the command line reads in
    the page as there)."""
    from tests.fixtures.pyodide_run import pyodide_available, run_in_pyodide

    if not pyodide_available():
        pytest.skip("node or node_modules/pyodide missing")
    model = namer.load_namer()
    inputs = {"kernel.py": (ROOT / "web" / "app" / "photo" / "kernel.py").read_bytes()}
    crops, here = [], []
    for i, rel in enumerate(PINNED):
        pic = _picture(rel)
        planes = pic.rgb_planes()
        spans = [(0, pic.width, False), (0, pic.width, True), (1, pic.width - 2, False)]
        inputs[f"crop{i}"] = b"".join(planes)
        crops.append((pic.width, pic.height, spans))
        here.append([(scores, namer.Feature.of(model.id, feature))
                     for feature, scores in model.name(planes, pic.width, pic.height, spans)])
    inputs["crops.json"] = json.dumps(crops).encode()
    page_id, page = json.loads(run_in_pyodide(KERNEL_CODE, inputs))
    assert page_id == model.id
    for a_spans, b_spans in zip(page, here, strict=True):
        for (a, seen), (b, feature) in zip(a_spans, b_spans, strict=True):
            assert max(abs(u - v) for u, v in zip(a, b, strict=True)) < 1e-6
            assert model.faces[a.index(max(a))] == model.faces[b.index(max(b))]
            assert namer.Feature(page_id, tuple(seen)).likeness(feature) > 1 - 1e-6
    assert [model.faces[s[0][0].index(max(s[0][0]))] for s in page] == list(PINNED.values())


def test_the_weights_ship_with_a_model_card():
    card = Path(namer.__file__).with_name("namer.md").read_text(encoding="utf-8")
    for words in ("held-out", "licen", "train_tiles", "MIT", "CC BY 4.0"):
        assert words in card
