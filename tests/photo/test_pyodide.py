"""The photo package runs unchanged in Pyodide (the browser's Python, from the pinned npm
package, under Node.js) with no extra packages, and reads a photo exactly as CPython does.
Skipped when node or the npm packages are missing."""

from __future__ import annotations

import json

import photo
import pytest
from photo.bench import pyodide_available, run_in_pyodide

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
