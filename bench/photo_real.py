"""The reader on real phone photos: ``PYTHONPATH=py python3 -m bench.photo_real ../shared/photos``.

The photos and their labels are other people's (``shared/photos``: real sets A, X and C), so
this is the yardstick the reader is judged by, not the synthetic photos of ``bench.photo_reader``.
Command line only: images are decoded with Pillow.

Each set is taught the way a player could teach it, then read:
- set A taught from ``crops/A``: one crop a face (42 faces, flowers and seasons too), each
  described whole (``tile_set_from_tiles``). Also, for the teaching screen's path, taught by
  ``calibrate`` from the template's four rows composed of the crops (9, 9, 9, 7 tiles side by
  side, one scale a row, framed): the 34 faces of a hand;
- sets X and C: untaught (set A's set from its crops, the nearest a player would have), and
  learning from corrections from there.

Conditions, per photo (for set C, per labelled row of a grid photo: 4 rows of 8-9 tiles):
- boxes: each labelled tile read alone, its box the frame as given: naming only;
- slots: the row laid out as read_row lays it, the tiles' outlines the labelled boxes:
  naming in the row, as if the finder had found every tile exactly;
- framed: the frame is the labelled tiles' outline, the tile count the true one;
- found: the frame is ``suggest_frame``'s and the reader counts the tiles itself;
- learning: photos read in order (framed, or found), every wrong tile corrected and learnt
  (``TileSet.learned``) before the next photo, as a player would who accepts the page's
  offer to add each correction to the set.
Tiles right are counted over an optimal alignment of the read faces with the labelled ones
(a missed or an extra tile costs one), a hand is right only when every face is.
A wrong tile "unmarked" is one read wrong whose ``unsure`` flag is off; "marked" is the share
of tiles flagged unsure. Times are CPython CPU seconds a read (boxes: all the hand's boxes).

Nothing is tuned on ``hands/`` or ``grids/``: they are the test photos. The reader's
thresholds were set on the synthetic bench and on ``layouts/``.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from photo import row as rows_
from photo.calibrate import calibrate, tile_set_from_tiles
from photo.default import default_tile_set
from photo.errors import PhotoError
from photo.frame import suggest_frame
from photo.picture import Picture, grey_of
from photo.read import ReadTile, read_row, read_steps, read_tile
from photo.steps import run
from photo.tileset import TileSet

from tests.fixtures.real_photos import (
    Photo,
    aligned_right,
    composed_rows,
    crops,
    grid_rows,
    photos,
)


@dataclass
class Tally:
    right: int = 0
    tiles: int = 0
    hands: int = 0
    photos: int = 0
    counted: int = 0
    wrong_unmarked: int = 0
    marked: int = 0
    seconds: list[float] = field(default_factory=list)

    def add(self, photo: Photo, read: list[ReadTile], seconds: float) -> None:
        got = [t.face for t in read]
        self.photos += 1
        self.tiles += len(photo.faces)
        self.counted += len(got) == len(photo.faces)
        self.seconds.append(seconds)
        if len(got) == len(photo.faces):
            self.right += sum(a == b for a, b in zip(got, photo.faces, strict=True))
            self.wrong_unmarked += sum(a != b and not t.unsure
                                       for a, b, t in zip(got, photo.faces, read, strict=True))
        else:
            right = aligned_right(got, photo.faces)
            self.right += right
            self.wrong_unmarked += max(0, sum(not t.unsure for t in read) - right)
        self.marked += sum(t.unsure for t in read)
        self.hands += got == photo.faces

    def line(self, label: str) -> str:
        if not self.photos:
            return f"{label:<34} (no photos)"
        p95 = sorted(self.seconds)[min(len(self.seconds) - 1, int(0.95 * len(self.seconds)))]
        return (f"{label:<34} {self.right:>4}/{self.tiles:<4} {100 * self.right / self.tiles:5.1f}%"
                f" {self.hands:>3}/{self.photos:<3} {100 * self.hands / self.photos:4.0f}%"
                f" {self.counted:>3}/{self.photos:<3}"
                f" {100 * self.wrong_unmarked / self.tiles:6.1f}%"
                f" {100 * self.marked / self.tiles:6.1f}% {p95:6.2f}s")


def _read(picture: Picture, corners, tile_set: TileSet, tiles: int | None):
    """(the tiles read, CPU seconds); a row the reader refuses (PhotoError) reads as none."""
    t0 = time.process_time()
    try:
        got = read_row(picture, picture.width, picture.height, corners, tile_set, tiles)
    except PhotoError:
        got = []
    return got, time.process_time() - t0


def read_boxes(photo: Photo, tile_set: TileSet) -> tuple[list[ReadTile], float]:
    """Each labelled box read alone (``read_tile``: the box as given): naming only."""
    read, t0 = [], time.process_time()
    for (x0, y0, x1, y1) in photo.boxes:
        read.append(read_tile(photo.picture, ((x0, y0), (x1, y0), (x1, y1), (x0, y1)),
                              tile_set))
    return read, time.process_time() - t0


def read_slots(photo: Photo, tile_set: TileSet) -> tuple[list[ReadTile], float]:
    """The row laid out as reading lays it (each tile's outline rectified and set side by
    side in one strip), its tiles' outlines the labelled boxes: the row's naming with a
    perfect finder (what "framed" adds is the finder's locating and splitting)."""
    t0 = time.process_time()
    outlines = tuple(((x0, y0), (x1, y0), (x1, y1), (x0, y1)) for x0, y0, x1, y1 in photo.boxes)
    strip, edges = run(rows_._laid_side_by_side(photo.picture, outlines))
    r, g, b = strip.rgb_planes()
    laid = rows_.Strip(photo.outline, strip, (grey_of(r, g, b), r, g, b), edges, outlines,
                     tile_set.tile_aspect)
    read = run(read_steps(laid, tile_set))
    return read, time.process_time() - t0


def read_set(photos_: list[Photo], tile_set: TileSet,
             conditions=("boxes", "slots", "framed", "found")) -> dict[str, Tally]:
    """The reading conditions of the module's docstring over one set's photos."""
    out = {k: Tally() for k in conditions}
    for photo in photos_:
        pic = photo.picture
        if "boxes" in out:
            out["boxes"].add(photo, *read_boxes(photo, tile_set))
        if "slots" in out:
            out["slots"].add(photo, *read_slots(photo, tile_set))
        if "framed" in out:
            out["framed"].add(photo, *_read(pic, photo.outline, tile_set, len(photo.faces)))
        if "found" in out:
            corners = suggest_frame(pic)
            if corners is None:
                out["found"].add(photo, [], 0.0)
            else:
                out["found"].add(photo, *_read(pic, corners, tile_set, None))
    return out


def learning(photos_: list[Photo], tile_set: TileSet, mode: str) -> tuple[Tally, TileSet]:
    """Photos read in order (`mode`: "boxes", "framed" or "found", as the conditions), each
    wrong tile corrected and learnt before the next photo; the tally and the set as it
    ends. A tile with nothing to learn from (part of a tile) is corrected, not learnt."""
    tally = Tally()
    for photo in photos_:
        pic = photo.picture
        if mode == "boxes":
            read, took = read_boxes(photo, tile_set)
        elif mode == "framed":
            read, took = _read(pic, photo.outline, tile_set, len(photo.faces))
        else:
            corners = suggest_frame(pic)
            read, took = ([], 0.0) if corners is None else _read(pic, corners, tile_set, None)
        tally.add(photo, read, took)
        if len(read) == len(photo.faces):
            for tile, face in zip(read, photo.faces, strict=True):
                if tile.face != face and tile.descriptor is not None:
                    tile_set = tile_set.learned(face, tile)
    return tally, tile_set


_PYODIDE_CODE = """
from photo import (PhotoError, Picture, TEMPLATE, read_row, run, split_template_steps,
                   suggest_frame, suggest_row_steps, template_row_steps, tile_set_from_rows)
from photo.calibrate import tile_set_from_tiles
crops = {face: Picture.of(inputs.joinpath(f"crop-{face}").read_bytes(), w, h, 3)
         for face, (w, h) in meta["crops"].items()}
times = {"teach": [], "framed": [], "found": []}
for _ in range(3):
    start = clocks()
    tile_set = tile_set_from_tiles(crops, "set A (crops)")
    times["teach"].append(since(start))
times["screen"] = []
rows = [Picture.of(inputs.joinpath(f"row{k}").read_bytes(), w, h, ch)
        for k, (w, h, ch) in enumerate(meta["rows"])]
for _ in range(3):  # the teaching screen's way: each row's frame found, split, learnt
    start = clocks()
    located = []
    for number, picture in enumerate(rows, start=1):
        found = run(suggest_row_steps(picture, 0, 0, len(TEMPLATE[number - 1])))
        strip = run(split_template_steps(picture, 0, 0, found.corners, number, refine=False,
                                         found=found))
        located.append(run(template_row_steps(strip, number)))
    tile_set_from_rows(located, "screen")
    times["screen"].append(since(start))
faces = []
for i, (w, h, outline, count) in enumerate(meta["hands"]):
    picture = Picture.of(inputs.joinpath(f"hand{i}").read_bytes(), w, h, 3)
    start = clocks()
    try:
        tiles = read_row(picture, w, h, outline, tile_set, count)
    except PhotoError:
        tiles = []
    times["framed"].append(since(start))
    faces.append([t.face for t in tiles])
    start = clocks()
    corners = suggest_frame(picture, w, h)
    try:
        if corners is not None:
            read_row(picture, w, h, corners, tile_set)
    except PhotoError:  # a frame with no tiles: as the page, a message
        pass
    times["found"].append(since(start))
json.dumps({"python": sys.version.split()[0], "times": times, "faces": faces})
"""


def pyodide_times(root: Path, hands: list[Photo], tile_set: TileSet, out) -> None:
    """Teaching set A from its crops and reading real hand photos in Pyodide under Node.js:
    CPU and wall seconds, and whether the faces read are CPython's."""
    from bench.photo_reader import TIMED, percentile
    from tests.fixtures.pyodide_run import pyodide_available, run_in_pyodide

    if not pyodide_available():
        out.write("Pyodide timings skipped: node or node_modules/pyodide missing (npm ci)\n")
        return
    inputs: dict[str, bytes] = {}
    meta: dict = {"crops": {}, "hands": []}
    for face, picture in crops(root, "A").items():
        inputs[f"crop-{face}"] = picture.data
        meta["crops"][face] = (picture.width, picture.height)
    for i, photo in enumerate(hands):
        inputs[f"hand{i}"] = photo.picture.data
        meta["hands"].append((photo.picture.width, photo.picture.height, photo.outline,
                              len(photo.faces)))
    # the teaching rows bench/photo_page.py gives the page
    from tests.fixtures import synth_photos as synth
    meta["rows"] = []
    for k, row in enumerate(synth.calibration_photos(synth.ArtCache(), 20261202,
                                                     width=1600, height=900)):
        inputs[f"row{k}"] = row.picture.data
        meta["rows"].append((row.picture.width, row.picture.height, row.picture.channels))
    inputs["meta.json"] = json.dumps(meta).encode()
    result = json.loads(run_in_pyodide(TIMED + _PYODIDE_CODE, inputs))
    cpython = [[t.face for t in _read(p.picture, p.outline, tile_set, len(p.faces))[0]]
               for p in hands]
    same = sum(a == b for a, b in zip(result["faces"], cpython, strict=True))
    out.write(f"\nPyodide {result['python']} under Node.js, {len(hands)} real hand photos "
              f"(13-17 tiles): goals read p95 <= 1 s, teaching <= 3 s\n")
    out.write(f"{'Pyodide':<40} {'CPU median':>10} {'CPU p95':>8} {'wall p95':>9}\n")
    for label, key in (("teach set A from 42 crops", "teach"),
                       ("teach a set, the screen's way (4 rows)", "screen"),
                       ("read a hand, framed, true count", "framed"),
                       ("suggest_frame + read a hand, counted", "found")):
        wall = [w for w, _ in result["times"][key]]
        cpu = [c for _, c in result["times"][key]]
        out.write(f"{label:<40} {statistics.median(cpu):>9.3f}s {percentile(cpu, 95):>7.3f}s "
                  f"{percentile(wall, 95):>8.3f}s\n")
    out.write(f"hands read the same in Pyodide as in CPython: {same}/{len(hands)}\n")


HEADER = (f"{'set: condition':<34} {'tiles right':>15} {'hands whole':>13} {'count':>7}"
          f" {'unmarked':>7} {'marked':>7} {'p95':>7}")


MODES = ("boxes", "framed", "found")


def measure(root: Path, out, pyodide: bool = True) -> None:
    """Print the tables of the module's docstring for the photos under `root`."""
    try:
        import PIL  # noqa: F401  (the command line's decoder)
    except ImportError:
        out.write("photo reader on real photos: skipped (Pillow is not installed)\n")
        return
    start = time.perf_counter()
    t0 = time.process_time()
    taught = tile_set_from_tiles(crops(root, "A"), "set A (crops)")
    teach_crops = time.process_time() - t0
    rows = composed_rows(root, "A")
    t0 = time.process_time()
    try:
        from_rows: TileSet | None = calibrate(rows, "set A (rows)")
    except PhotoError as exc:
        from_rows = None
        out.write(f"teaching set A from the composed rows failed: {exc}\n")
    teach_rows = time.process_time() - t0
    out.write(f"Photo reader on real photos ({root}); set A taught from crops/A (42 crops, "
              f"{teach_crops:.2f} s CPU) and, the teaching screen's way, from the template's "
              f"rows composed of them (34 faces, {teach_rows:.2f} s CPU)\n")
    out.write("goals (set A): framed >= 97 %, found >= 95 %, >= 70 % of hands whole, count "
              "right >= 95 % of photos, wrong unmarked <= 2 % of tiles\n\n")
    out.write(HEADER + "\n")
    a_photos = photos(root, "hands/A_")
    for cond, tally in read_set(a_photos, taught).items():
        out.write(tally.line(f"A: {cond}") + "\n")
    for mode in MODES:
        out.write(learning(a_photos, taught, mode)[0].line(f"A: learning, {mode}") + "\n")
    if from_rows is not None:
        for cond, tally in read_set(a_photos, from_rows, ("boxes", "framed")).items():
            out.write(tally.line(f"A taught from rows: {cond}") + "\n")
    art = default_tile_set()
    out.write(read_set(a_photos, art, ("boxes",))["boxes"].line("A untaught (the app's art)")
              + "\n")
    x_photos = photos(root, "hands/X_")
    for cond, tally in read_set(x_photos, taught).items():
        out.write(tally.line(f"X untaught (A's set): {cond}") + "\n")
    for mode in MODES:
        out.write(learning(x_photos, taught, mode)[0].line(f"X: learning, {mode}") + "\n")
    c_rows = grid_rows(root)
    for cond, tally in read_set(c_rows, taught, ("boxes", "framed")).items():
        out.write(tally.line(f"C untaught (A's set): {cond}") + "\n")
    for mode in MODES[:2]:
        out.write(learning(c_rows, taught, mode)[0].line(f"C: learning, {mode}") + "\n")
    half = len(c_rows) // 2
    for mode in MODES[:2]:
        _, learnt = learning(c_rows[:half], taught, mode)
        rest = read_set(c_rows[half:], learnt, (mode,))[mode]
        out.write(rest.line(f"C: {mode}, rows {half + 1}-{len(c_rows)} after") + "\n")
    out.write(f"(C: each grid photo's {len(c_rows) // 10} labelled rows read as rows; "
              f"'after': the rest read with the set learnt from rows 1-{half})\n")
    if pyodide:
        pyodide_times(root, a_photos, taught, out)
    out.write(f"\n(wall time {time.perf_counter() - start:.0f} s)\n")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.photo_real",
                                     description=__doc__.split("\n")[0])
    parser.add_argument("photos", type=Path, help="the labelled photos (../shared/photos)")
    parser.add_argument("--no-pyodide", action="store_true",
                        help="skip the timings in Pyodide under Node.js")
    args = parser.parse_args(argv)
    if not (args.photos / "labels.json").is_file():
        parser.error(f"{args.photos} holds no labels.json: give the path to shared/photos")
    measure(args.photos, sys.stdout,
            not args.no_pyodide and not os.environ.get("PHOTO_BENCH_NO_NODE"))
    return 0


if __name__ == "__main__":
    sys.exit(main())
