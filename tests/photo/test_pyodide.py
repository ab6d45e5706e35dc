"""The photo package runs unchanged in Pyodide (the browser's Python, from the pinned npm
package, under Node.js) with no extra packages, and reads a photo exactly as CPython does.
Skipped when node or the npm packages are missing."""

from __future__ import annotations

import json

import photo
import pytest

from tests.fixtures.pyodide_run import pyodide_available, run_in_pyodide

CODE = """
import json, sys
from pathlib import Path
import photo
inputs = Path("/home/pyodide/inputs")
meta = json.loads((inputs / "meta.json").read_text())
rows = [(inputs.joinpath(f"row{i}").read_bytes(), w, h, c)
        for i, (w, h, c) in enumerate(meta["rows"])]
tile_set = photo.calibrate(rows, "test set")
pixels = inputs.joinpath("hand").read_bytes()
w, h = meta["hand"]
corners = photo.suggest_frame(pixels, w, h)
tiles = photo.read_row(pixels, w, h, corners, tile_set)
json.dumps({"version": sys.version.split()[0], "set": tile_set.to_json(),
            "corners": corners, "tiles": [t.to_dict() for t in tiles],
            "modules": sorted(m for m in sys.modules if m.split(".")[0] in ("numpy", "PIL"))})
"""


@pytest.mark.node
@pytest.mark.skipif(not pyodide_available(), reason="node or node_modules/pyodide missing")
def test_same_reading_in_pyodide(calibration_photos, hands, taught_set):
    hand = hands[0]
    inputs = {f"row{i}": p.picture.data for i, p in enumerate(calibration_photos)}
    inputs["hand"] = hand.picture.data
    inputs["meta.json"] = json.dumps({
        "rows": [(p.picture.width, p.picture.height, p.corners) for p in calibration_photos],
        "hand": (hand.picture.width, hand.picture.height),
    }).encode()
    result = json.loads(run_in_pyodide(CODE, inputs))
    assert result["modules"] == []
    tile_set = taught_set
    pic = hand.picture
    corners = photo.suggest_frame(pic, 0, 0)
    tiles = photo.read_row(pic, 0, 0, corners, tile_set)
    # The same set, byte for byte; the frame the same to 1e-9 pixel (the libraries' atan2 and
    # cos may differ in the last bit).
    assert result["set"] == tile_set.to_json()
    for (x, y), (u, v) in zip(result["corners"], corners, strict=True):
        assert abs(x - u) < 1e-9 and abs(y - v) < 1e-9
    assert result["tiles"] == [t.to_dict() for t in tiles]
    assert [t["face"] for t in result["tiles"]] == list(hand.faces)


REAL_CODE = """
import json
from pathlib import Path
from photo import Picture, read_row
from photo.calibrate import tile_set_from_tiles
from photo.read import read_tile
inputs = Path("/home/pyodide/inputs")
meta = json.loads((inputs / "meta.json").read_text())
crops = {face: Picture.of(inputs.joinpath("crop-" + face).read_bytes(), w, h, 3)
         for face, (w, h) in meta["crops"].items()}
tile_set = tile_set_from_tiles(crops, "set A")
w, h = meta["size"]
picture = Picture.of(inputs.joinpath("hand").read_bytes(), w, h, 3)
tiles = read_row(picture, w, h, meta["outline"], tile_set, meta["count"])
learnt = tile_set.learned(meta["learn"], tiles[0])
box = read_tile(picture, meta["box"], learnt)
json.dumps({"set": learnt.to_json(), "tiles": [t.to_dict() for t in tiles],
            "box": box.to_dict()})
"""


@pytest.mark.node
@pytest.mark.skipif(not pyodide_available(), reason="node or node_modules/pyodide missing")
def test_a_real_photo_reads_the_same_in_pyodide():
    """Set A taught from its crops, a real hand photo read framed, a tile learnt and a box
    read with the learnt set: the same set, byte for byte, and the same tiles in Pyodide."""
    from test_real_photos import PHOTOS

    if PHOTOS is None:
        pytest.skip("../shared/photos is not there")
    pytest.importorskip("PIL")
    from photo.calibrate import tile_set_from_tiles
    from photo.read import read_tile

    from tests.fixtures import real_photos

    crops = real_photos.crops(PHOTOS, "A")
    hand = next(p for p in real_photos.photos(PHOTOS, "hands/A_felt_12"))
    (x0, y0, x1, y1) = hand.boxes[3]
    box = ((x0, y0), (x1, y0), (x1, y1), (x0, y1))
    inputs = {f"crop-{face}": p.data for face, p in crops.items()}
    inputs["hand"] = hand.picture.data
    inputs["meta.json"] = json.dumps({
        "crops": {face: (p.width, p.height) for face, p in crops.items()},
        "size": (hand.picture.width, hand.picture.height), "outline": hand.outline,
        "count": len(hand.faces), "learn": hand.faces[0], "box": box,
    }).encode()
    result = json.loads(run_in_pyodide(REAL_CODE, inputs))
    tile_set = tile_set_from_tiles(crops, "set A")
    tiles = photo.read_row(hand.picture, 0, 0, hand.outline, tile_set, len(hand.faces))
    learnt = tile_set.learned(hand.faces[0], tiles[0])
    assert result["set"] == learnt.to_json()
    assert result["tiles"] == [t.to_dict() for t in tiles]
    assert [t["face"] for t in result["tiles"]] == hand.faces
    assert result["box"] == read_tile(hand.picture, box, learnt).to_dict()
