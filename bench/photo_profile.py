"""Where a read's time goes in the page's Python: set A's 25 hand photos, each framed as
suggested and split as the page does (its count), then read in Pyodide under Node.js with
the page's JavaScript kernel installed, untaught and with set A taught from its crops. Wall
seconds per read (p50 / p95 / max) and each part's share: describing the tiles (row.py,
describe.py), naming them (Namer.name: one kernel call a row, one more for doubtful tiles
turned), the taught set's evidence (read._adapted), the rest; and the frame and split, which
happen when the photo is opened.

    PYTHONPATH=py python3 -m bench.photo_profile ../shared/photos
"""

from __future__ import annotations

import json
import os
import sys
from pathlib import Path

from tests.fixtures.pyodide_run import run_in_pyodide
from tests.fixtures.real_photos import crops, photos

CODE = r'''
import json, time
from pathlib import Path
from photo import Picture, run, suggest_row_steps, split_row_steps, read_steps
from photo import read as R, row as W, namer as N
from photo.calibrate import tile_set_from_tiles
from photo.default import default_tile_set

spent = {}


def timed(module, name, key):
    f = getattr(module, name)

    def g(*a, **k):
        t = time.perf_counter()
        try:
            return f(*a, **k)
        finally:
            spent[key] = spent.get(key, 0.0) + time.perf_counter() - t
    setattr(module, name, g)


timed(W, "describe_slot", "describe")
timed(W, "slot_lights", "describe")
timed(R, "_adapted", "set evidence")
timed(N.Namer, "name", "name")
inputs = Path("/home/pyodide/inputs")
meta = json.loads((inputs / "meta.json").read_text())
crops = {face: Picture.of(inputs.joinpath(f"crop-{face}").read_bytes(), w, h, 3)
         for face, (w, h) in meta["crops"].items()}
taught = tile_set_from_tiles(crops, "A")
pictures = [Picture.of(inputs.joinpath(f"hand{i}").read_bytes(), w, h, 3)
            for i, (w, h) in enumerate(meta["hands"])]
out = {}
for label, tile_set in (("untaught", default_tile_set()), ("set A taught", taught)):
    spent.clear()
    strips, opened = [], []
    for p in pictures:
        t = time.perf_counter()
        found = run(suggest_row_steps(p, 0, 0))
        strips.append(run(split_row_steps(p, 0, 0, found.corners, tile_set, None,
                                          refine=False)))
        opened.append(time.perf_counter() - t)
    reads, faces = [], []
    for s in strips:
        t = time.perf_counter()
        faces.append([t.face for t in run(read_steps(s, tile_set))])
        reads.append(time.perf_counter() - t)
    out[label] = {"opened": opened, "reads": reads, "faces": faces, "spent": dict(spent)}
json.dumps(out)
'''


def main(root: Path) -> None:
    hands = photos(root, "hands/A_")
    inputs, meta = {}, {"crops": {}, "hands": []}
    for face, pic in crops(root, "A").items():
        inputs[f"crop-{face}"] = pic.data
        meta["crops"][face] = (pic.width, pic.height)
    for i, hand in enumerate(hands):
        inputs[f"hand{i}"] = hand.picture.data
        meta["hands"].append((hand.picture.width, hand.picture.height))
    inputs["meta.json"] = json.dumps(meta).encode()
    load = os.getloadavg()[0]
    result = json.loads(run_in_pyodide(CODE, inputs))
    print(f"Pyodide under Node.js, {len(hands)} set A hand photos (load {load:.1f} / "
          f"{os.getloadavg()[0]:.1f} on {os.cpu_count()} cores)")
    for label, r in result.items():
        reads = sorted(r["reads"])
        total = sum(reads)
        parts = {k: v for k, v in r["spent"].items()}
        parts["rest"] = total - sum(parts.values())
        right = sum(got == hand.faces for got, hand in zip(r["faces"], hands, strict=True))
        opened = sorted(r["opened"])
        print(f"{label}: read p50 / p95 / max {reads[len(reads) // 2]:.3f} / "
              f"{reads[int(0.95 * len(reads))]:.3f} / {reads[-1]:.3f} s; "
              + ", ".join(f"{k} {100 * v / total:.0f} %" for k, v in parts.items())
              + f"; frame + split p50 {opened[len(opened) // 2]:.3f} s; "
              f"hands read whole {right}/{len(hands)}")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("../shared/photos"))
