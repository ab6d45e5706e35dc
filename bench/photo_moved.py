"""Did a change to the finder move the slots of real rows, and do the held-out namers read
the rows it moved worse? On the old code ``PYTHONPATH=py python3 -m bench.photo_moved
../shared/photos --save before.json``, then on the new ``... --against before.json``.

The rows are bench.photo_namer's (A, X, C and the crop designs' composed rows), framed (the
labelled outline, the true count) and found (suggest_frame's frame, the finder's count; not
C), each read untaught by the held-out namer that never saw its design. --save keeps every
row's slots (their outlines, to a hundredth of a pixel) and the faces read; --against splits
every row again and reads only the rows whose slots moved, and prints each with its tiles
right before and after, and the count of rows moved, read better, the same and worse.
"""

from __future__ import annotations

import argparse
import contextlib
import json
from pathlib import Path

from photo.default import default_tile_set
from photo.errors import PhotoError
from photo.frame import suggest_frame
from photo.read import read_steps
from photo.row import split
from photo.steps import run

from tests.fixtures.designs import HALVES, HELDOUT, design_rows, using_namer
from tests.fixtures.real_photos import aligned_right


def _rows(root: Path):
    """(key, picture, corners, count, faces, half) of each row and condition."""
    for half, designs in enumerate(HALVES, start=1):
        for design in designs:
            rows, _ = design_rows(root, design)
            for i, p in enumerate(rows):
                yield f"{design} {i} framed", p.picture, p.outline, len(p.faces), p.faces, half
                if design != "C":
                    yield f"{design} {i} found", p.picture, suggest_frame(p.picture), None, \
                        p.faces, half


def _right(got: list[str], faces: list[str]) -> int:
    if len(got) == len(faces):
        return sum(g == f for g, f in zip(got, faces, strict=True))
    return aligned_right(got, faces)


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("photos", type=Path)
    group = parser.add_mutually_exclusive_group(required=True)
    group.add_argument("--save", type=Path, help="keep every row's slots and reading here")
    group.add_argument("--against", type=Path, help="compare with what --save kept")
    args = parser.parse_args(argv)
    art = default_tile_set()
    before = json.loads(args.against.read_text()) if args.against else None
    kept: dict[str, dict] = {}
    moved = better = worse = 0
    for key, picture, corners, count, faces, half in _rows(args.photos):
        strip = None
        if corners is not None:
            with contextlib.suppress(PhotoError):
                strip = split(picture, corners, count, art.tile_aspect)
        slots = [] if strip is None else [[round(v, 2) for p in o for v in p]
                                          for o in strip.outlines]
        if before is not None and before[key]["slots"] == slots:
            continue
        with using_namer(HELDOUT / f"half-{half}.bin"):
            got = [] if strip is None else [t.face for t in run(read_steps(strip, art))]
        kept[key] = {"slots": slots, "read": got, "right": _right(got, faces)}
        if before is not None:
            was, now = before[key]["right"], kept[key]["right"]
            moved += 1
            better += now > was
            worse += now < was
            print(f"moved {key:<18} slots {len(before[key]['slots']):>2} -> {len(slots):>2}  "
                  f"right {was:>2} -> {now:>2} of {len(faces)}", flush=True)
    if args.save:
        args.save.write_text(json.dumps(kept))
        print(f"kept {len(kept)} rows in {args.save}")
    else:
        print(f"{moved} of {len(before)} rows moved: {better} read better, "
              f"{moved - better - worse} the same, {worse} worse")


if __name__ == "__main__":
    main()
