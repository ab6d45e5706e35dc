"""Teaching measured on copies that were not taught (round 4): in the crop designs that hold
a second crop of a face (cam5, cam7, cam9), the set is taught from the first crop of each face,
as bench.photo_namer's "taught" rows are, and every other crop is read alone by the held-out
namer of its half: by the namer alone, by the taught set as the reader uses it today (NCC
likeness added, `read_tile`), and by the namer plus W times the cosine between the crop's
pooled feature and the taught copy's (a bound: W is chosen on these very tiles).

    PYTHONPATH=py python3 -m bench.namer_taught ../shared/photos
"""

from __future__ import annotations

import math
import sys
from pathlib import Path

from photo.geometry import whole
from photo.namer import Namer, slot_input, softmax
from photo.read import read_tile

from bench.photo_namer import HALVES, HELDOUT, _taught_from, design_crops, using_namer

WEIGHTS = (0, 2, 5, 10, 20, 40)


def _unit(v: list[float]) -> list[float]:
    n = math.sqrt(sum(x * x for x in v)) or 1.0
    return [x / n for x in v]


def design_rows(root: Path, design: str, namer: Namer) -> tuple[int, dict[int, int], int]:
    """(crops not taught, right first by W (0: the namer alone), right by today's taught set)."""
    tiles = design_crops(root, design)
    outputs = [namer.outputs([slot_input(p.rgb_planes(), p.width, p.height, 0, p.width)])[0]
               for _, p in tiles]
    first: dict[str, int] = {}
    for i, (face, _) in enumerate(tiles):
        first.setdefault(face, i)
    taught = _taught_from(tiles, design)
    protos = {face: _unit(outputs[i][0]) for face, i in first.items()}
    tests = [i for i, (face, _) in enumerate(tiles) if first[face] != i]
    right = dict.fromkeys(WEIGHTS, 0)
    today = 0
    for i in tests:
        want, picture = tiles[i]
        feature, scores = _unit(outputs[i][0]), outputs[i][1]
        logp = [math.log(max(p, 1e-12)) for p in softmax(scores)]
        likeness = [sum(a * b for a, b in zip(feature, protos[f], strict=True))
                    if f in protos else 0.0 for f in namer.faces]
        for w in WEIGHTS:
            best = max(range(len(namer.faces)), key=lambda k: logp[k] + w * likeness[k])
            right[w] += namer.faces[best] == want
        today += read_tile(picture, whole(picture.width, picture.height), taught).face == want
    return len(tests), right, today


def main(root: Path, out=sys.stdout) -> None:
    total, right, today = 0, dict.fromkeys(WEIGHTS, 0), 0
    for half, designs in enumerate(HALVES, start=1):
        weights = HELDOUT / f"half-{half}.bin"
        namer = Namer.from_bytes(weights.read_bytes())
        with using_namer(weights):
            for design in designs:
                if design in ("A", "C", "X"):
                    continue
                n, r, t = design_rows(root, design, namer)
                if not n:
                    continue
                out.write(f"{design}: {n} crops not taught; namer alone {r[0]}, taught today {t}, "
                          "namer + W x feature likeness "
                          + ", ".join(f"W={w}: {r[w]}" for w in WEIGHTS[1:]) + "\n")
                total, today = total + n, today + t
                for w in WEIGHTS:
                    right[w] += r[w]
    if total:
        out.write(f"all {total}: namer alone {100 * right[0] / total:.1f} %, taught today "
                  f"{100 * today / total:.1f} %, with features "
                  + ", ".join(f"W={w}: {100 * right[w] / total:.1f} %" for w in WEIGHTS[1:])
                  + "\n")


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "../shared/photos"))
