"""The finder on real photos: does it find the row, count its tiles and put each slot on its
tile? ``PYTHONPATH=py python3 -m bench.photo_finder ../shared/photos`` (or any path to
shared/photos).

Per photo of hands/ (and the teaching layouts):
- framed: the frame is the labelled tiles' outline, the count the true one (the splitter
  alone);
- outline, counted: the labelled outline, the count the splitter's own;
- found: suggest_frame's frame and the splitter's count (what the reader does untold).
With --packed, also rows packed tight (``packed_rows``): 14 crops of a crop design side by
side, 0-3 px apart, each tile's width drawn within SPREAD of its own (tiles of slightly
different widths), framed by their outline with the count: rows with every slot on its tile.
A slot is on its tile when the IoU of its outline's bounding box with the labelled box is at
least 0.5 (slots and labels matched in order when the count is right, else each label to its
best slot). Printed per set: count right, tiles whose slot is on them, photos with every
slot on its tile, and the time suggest_frame + split took (CPU, CPython).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT), str(ROOT / "py")]

from photo.errors import PhotoError  # noqa: E402
from photo.frame import suggest_frame  # noqa: E402
from photo.row import split  # noqa: E402

from tests.fixtures.designs import PACKED_DESIGNS, PACKED_DEV_SEED, on_tiles, packed_rows  # noqa: E402
from tests.fixtures.real_photos import photos  # noqa: E402

# Photos looked at while the finder was built (the rest were only measured).
DEV = {f"hands/A_felt_0{i}.jpg" for i in range(1, 8)} | {
    "hands/A_wood_01.jpg", "hands/X_felt_01.jpg", "hands/X_felt_02.jpg", "hands/X_felt_03.jpg"}


class Tally:
    def __init__(self) -> None:
        self.photos = self.counted = self.tiles = self.on = self.whole = 0
        self.seconds: list[float] = []

    def add(self, n_true: int, outlines, boxes, seconds: float | None = None) -> list[float]:
        ious = on_tiles(outlines, boxes) if outlines else [0.0] * len(boxes)
        self.photos += 1
        self.counted += len(outlines) == n_true
        self.tiles += len(boxes)
        self.on += sum(v >= 0.5 for v in ious)
        self.whole += all(v >= 0.5 for v in ious) and len(outlines) == n_true
        if seconds is not None:
            self.seconds.append(seconds)
        return ious

    def line(self, label: str) -> str:
        p95 = ""
        if self.seconds:
            s = sorted(self.seconds)
            p95 = f"  p95 {s[min(len(s) - 1, int(0.95 * len(s)))]:.2f}s"
        return (f"{label:<26} count {self.counted:>2}/{self.photos:<2}  slots on tiles "
                f"{self.on:>3}/{self.tiles:<3} {100 * self.on / max(1, self.tiles):5.1f}%  "
                f"photos all on {self.whole:>2}/{self.photos:<2}{p95}")


def slots(picture, corners, tiles, refine=True):
    try:
        return split(picture, corners, tiles, refine=refine).outlines
    except PhotoError:
        return ()


def packed_table(root: Path, rows_each: int, seeds: tuple[int, ...], verbose: bool) -> None:
    """Packed rows framed by their outline with the count: rows with every slot on its tile."""
    for seed in seeds:
        t = Tally()
        for design in PACKED_DESIGNS:
            for p in packed_rows(root, design, rows_each, seed):
                ious = t.add(14, slots(p.picture, p.outline, 14), p.boxes)
                if verbose and min(ious) < 0.5:
                    print(f"  {p.path:<24} slots on {sum(v >= 0.5 for v in ious):>2}")
        dev = " (looked at)" if seed == PACKED_DEV_SEED else ""
        print(t.line(f"packed, seed {seed}{dev}: framed"))


def main(argv=None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("photos", type=Path)
    parser.add_argument("-v", "--verbose", action="store_true", help="one line a photo")
    parser.add_argument("--only", default="", help="only photos whose path contains this")
    parser.add_argument("--pyodide", action="store_true",
                        help="also time suggest_frame + split in Pyodide (Node.js)")
    parser.add_argument("--packed", type=int, default=0, metavar="N",
                        help="also N packed rows a crop design a seed (see packed_rows)")
    parser.add_argument("--seeds", default="1000,2000,3000", help="the packed rows' seeds")
    args = parser.parse_args(argv)
    if args.packed:
        packed_table(args.photos, args.packed, tuple(map(int, args.seeds.split(","))),
                     args.verbose)
    if args.pyodide:
        pyodide_times(args.photos)
    groups = {"A dev": [], "A held out": [], "X dev": [], "X held out": []}
    for p in photos(args.photos, "hands/"):
        if args.only not in p.path:
            continue
        key = ("A" if "/A_" in p.path else "X") + (" dev" if p.path in DEV else " held out")
        groups[key].append(p)
    for label, group in groups.items():
        if not group:
            continue
        t = {k: Tally() for k in ("framed", "outline, counted", "found")}
        for p in group:
            n = len(p.faces)
            framed = t["framed"].add(n, slots(p.picture, p.outline, n), p.boxes)
            t["outline, counted"].add(n, slots(p.picture, p.outline, None), p.boxes)
            t0 = time.process_time()
            corners = suggest_frame(p.picture)
            got = () if corners is None else slots(p.picture, corners, None, refine=False)
            found = t["found"].add(n, got, p.boxes, time.process_time() - t0)
            if args.verbose:
                print(f"  {p.path:<24} n {n:>2} found {len(got):>2}  framed on "
                      f"{sum(v >= 0.5 for v in framed):>2}  found on "
                      f"{sum(v >= 0.5 for v in found):>2}  min IoU {min(found):.2f}")
        for k, tally in t.items():
            print(tally.line(f"{label}: {k}"))


_PYODIDE_CODE = """
import json, time
from pathlib import Path
from js import process
import photo

def cpu():
    used = process.cpuUsage()
    return (used.user + used.system) / 1e6

inputs = Path("/home/pyodide/inputs")
meta = json.loads((inputs / "meta.json").read_text())
out = []
for name, w, h in meta:
    pixels = inputs.joinpath(name).read_bytes()
    for _ in range(2):  # the second run: warm
        t0 = cpu()
        corners = photo.suggest_frame(pixels, w, h)
        t1 = cpu()
        strip = photo.run(photo.split_row_steps(pixels, w, h, corners, None, None, refine=False))
        t2 = cpu()
    out.append([name, t1 - t0, t2 - t1, strip.count])
json.dumps(out)
"""


def pyodide_times(root: Path, names=("hands/A_felt_01.jpg", "hands/A_felt_12.jpg",
                                      "hands/A_wood_02.jpg", "hands/X_felt_05.jpg")) -> None:
    """suggest_frame + split_row_steps (refine False, as the page calls them) on RGBA photos,
    timed in the repository's Pyodide under Node.js (CPU seconds, the second of two runs)."""
    import json

    from PIL import Image

    from tests.fixtures.pyodide_run import pyodide_available, run_in_pyodide

    if not pyodide_available():
        print("Pyodide: not installed (npm ci)")
        return
    inputs, meta = {}, []
    for i, name in enumerate(names):
        with Image.open(root / name) as im:
            rgba = im.convert("RGBA")
            inputs[f"p{i}"] = rgba.tobytes()
            meta.append((f"p{i}", rgba.width, rgba.height))
    inputs["meta.json"] = json.dumps(meta).encode()
    for (_, seconds_frame, seconds_split, count), name in zip(
            json.loads(run_in_pyodide(_PYODIDE_CODE, inputs)), names, strict=True):
        print(f"Pyodide {name:<22} suggest_frame {seconds_frame:.2f} s + split "
              f"{seconds_split:.2f} s = {seconds_frame + seconds_split:.2f} s ({count} tiles)")


if __name__ == "__main__":
    main()
