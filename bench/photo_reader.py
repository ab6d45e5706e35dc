"""Benchmark: ``PYTHONPATH=py python3 -m bench.photo_reader`` prints the reader's accuracy on
synthetic photos and its timings: in CPython, and in Pyodide (the browser's Python, run by
Node.js) when the npm packages are installed. The reader on real photos: bench.photo_real.

The photos are made from the app's own tile art (tests/fixtures/synth_photos.py: perspective,
up to 10 degrees of turn, blur, uneven light, 8 x 8 block noise, table cloth), so the accuracy
measures the reader's pipeline, not how well it knows a real tile set. Goals in the page
(Pyodide): read a 14-tile row in at most 1 s at p95, teach a set in at most 3 s.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import statistics
import sys
import time

from photo.calibrate import calibrate
from photo.default import default_tile_set
from photo.frame import suggest_frame
from photo.picture import Picture
from photo.read import read_row

from tests.fixtures import synth_photos as synth
from tests.fixtures.pyodide_run import pyodide_available, run_in_pyodide, upscaled

SEED = 20261130
# The start of a timed run in Pyodide (TIMED + code): the wall and CPU clocks (Node.js's CPU
# time of this process, whatever else the machine runs), the inputs and their meta.json.
TIMED = """
import json, sys, time
from pathlib import Path
from js import process


def clocks():
    used = process.cpuUsage()
    return time.perf_counter(), (used.user + used.system) / 1e6


def since(start):
    wall, cpu = clocks()
    return wall - start[0], cpu - start[1]


inputs = Path("/home/pyodide/inputs")
meta = json.loads((inputs / "meta.json").read_text())
"""

_PYODIDE_CODE = """
from photo import calibrate, read_row, suggest_frame
rows = [(inputs.joinpath(f"row{i}").read_bytes(), w, h, c)
        for i, (w, h, c) in enumerate(meta["rows"])]
times = {"calibrate": [], "frame": [], "read": []}
for _ in range(meta["cal_rounds"]):
    start = clocks()
    tile_set = calibrate(rows)
    times["calibrate"].append(since(start))
faces = []
for i, (w, h) in enumerate(meta["hands"]):
    pixels = inputs.joinpath(f"hand{i}").read_bytes()
    start = clocks()
    corners = suggest_frame(pixels, w, h)
    times["frame"].append(since(start))
    start = clocks()
    tiles = read_row(pixels, w, h, corners, tile_set, 14)
    times["read"].append(since(start))
    faces.append([t.face for t in tiles])
json.dumps({"python": sys.version.split()[0], "times": times, "faces": faces})
"""


def percentile(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(p / 100 * len(ordered)) - 1)]



def _score(photos, results) -> tuple[int, int, int]:
    tiles = sum(a == b for p, got in zip(photos, results, strict=True)
                for a, b in zip(p.faces, got, strict=True))
    hands = sum(list(p.faces) == got for p, got in zip(photos, results, strict=True))
    return tiles, sum(len(p.faces) for p in photos), hands


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.photo_reader")
    parser.add_argument("--hands", type=int, default=60, help="synthetic 14-tile photos")
    parser.add_argument("--pyodide-hands", type=int, default=20,
                        help="of those, how many to read in Pyodide (0: skip Pyodide)")
    args = parser.parse_args(argv)
    out = sys.stdout
    cache = synth.ArtCache()
    start = time.perf_counter()
    cal_photos = synth.calibration_photos(cache, SEED)
    photos = synth.photo_set(cache, args.hands, SEED + 1)
    turned = [synth.photo(cache, list(p.faces), SEED + 7 + i, upside_down=frozenset({1, 6, 11}))
              for i, p in enumerate(photos[:10])]
    made = time.perf_counter() - start
    rows = [(p.picture, p.corners) for p in cal_photos]
    cal_times = []
    for _ in range(5):
        t0 = time.process_time()
        tile_set = calibrate(rows)
        cal_times.append(time.process_time() - t0)
    art_set = default_tile_set()
    read_times, frame_times = [], []
    results: dict[str, list] = {k: [] for k in ("true", "suggested", "counted", "art")}
    counts_right = 0
    for p in photos:
        pic = p.picture
        t0 = time.process_time()
        corners = suggest_frame(pic)
        frame_times.append(time.process_time() - t0)
        t0 = time.process_time()
        got = read_row(pic, pic.width, pic.height, corners, tile_set, 14)
        read_times.append(time.process_time() - t0)
        results["suggested"].append([t.face for t in got])
        results["true"].append([t.face for t in read_row(pic, 0, 0, p.corners, tile_set, 14)])
        counted = read_row(pic, 0, 0, corners, tile_set)
        counts_right += len(counted) == 14
        results["counted"].append([t.face for t in counted] if len(counted) == 14 else
                                  [None] * 14)
        results["art"].append([t.face for t in read_row(pic, 0, 0, corners, art_set, 14)])
    big, big_w, big_h = upscaled(photos[0].picture, 4)
    big_times = []
    for _ in range(3):
        t0 = time.process_time()
        big_corners = suggest_frame(Picture.from_rgba(big, big_w, big_h))
        read_row(big, big_w, big_h, big_corners, tile_set, 14)
        big_times.append(time.process_time() - t0)
    turned_results = [[t.face for t in read_row(p.picture, 0, 0, suggest_frame(p.picture),
                                                tile_set, 14)] for p in turned]
    out.write(f"Photo reader benchmark: {len(photos)} synthetic 14-tile photos "
              f"({photos[0].picture.width} x {photos[0].picture.height}, seed {SEED}) made "
              f"from the app's tile art in {made:.1f} s; Python {sys.version.split()[0]}\n")
    out.write("command: PYTHONPATH=py python3 -m bench.photo_reader, or python3 build.py bench\n\n")
    out.write(f"{'accuracy (taught from synthetic row photos)':<58} {'tiles':>14} "
              f"{'hands':>12}\n")
    lines = (
        ("taught set, true frame, 14 tiles", photos, results["true"]),
        ("taught set, suggested frame, 14 tiles", photos, results["suggested"]),
        ("taught set, suggested frame, tiles counted", photos, results["counted"]),
        ("taught set, suggested frame, 3 tiles a hand upside down", turned, turned_results),
        ("default set (app tile art), suggested frame, 14 tiles", photos, results["art"]),
    )
    for label, ps, res in lines:
        good, total, hands = _score(ps, res)
        out.write(f"{label:<58} {good:>5}/{total:<5} {100 * good / total:5.1f}% "
                  f"{hands:>3}/{len(ps):<3} {100 * hands / len(ps):3.0f}%\n")
    out.write(f"tile count right from the suggested frame: {counts_right}/{len(photos)}\n")
    out.write("(the default set reads these photos well only because they are drawn from the "
              "same art; on real tiles it is far weaker)\n\n")
    rows_out = [
        ("calibrate (4 rows, 34 tiles)", cal_times),
        ("suggest_frame", frame_times),
        ("read_row (14 tiles)", read_times),
        (f"frame + read, {big_w} x {big_h}", big_times),
    ]
    out.write(f"{'CPython CPU time':<30} {'median':>8} {'p95':>8} {'max':>8}\n")
    for label, values in rows_out:
        out.write(f"{label:<30} {statistics.median(values):>7.3f}s "
                  f"{percentile(values, 95):>7.3f}s {max(values):>7.3f}s\n")
    if args.pyodide_hands and pyodide_available() and not os.environ.get("PHOTO_BENCH_NO_NODE"):
        _pyodide_table(out, cal_photos, photos[: args.pyodide_hands], results["suggested"])
    elif args.pyodide_hands:
        out.write("Pyodide timings skipped: node or node_modules/pyodide missing "
                  "(npm ci, or python3 build.py bench)\n")
    return 0


def _pyodide_table(out, cal_photos, photos, cpython_faces) -> None:
    inputs = {}
    meta: dict = {"rows": [], "hands": [], "cal_rounds": 3}
    for i, p in enumerate(cal_photos):
        inputs[f"row{i}"] = p.picture.data
        meta["rows"].append((p.picture.width, p.picture.height, p.corners))
    for i, p in enumerate(photos):
        inputs[f"hand{i}"] = p.picture.data
        meta["hands"].append((p.picture.width, p.picture.height))
    inputs["meta.json"] = json.dumps(meta).encode()
    result = json.loads(run_in_pyodide(TIMED + _PYODIDE_CODE, inputs))
    same = sum(a == b for a, b in zip(result["faces"], cpython_faces, strict=False))
    out.write(f"\nPyodide {result['python']} under Node.js ({len(photos)} photos; the page "
              "itself not measured): goal in the page read p95 <= 1 s, calibrate <= 3 s\n")
    out.write(f"{'Pyodide':<30} {'CPU median':>10} {'CPU p95':>8} {'CPU max':>8} "
              f"{'wall p95':>9}\n")
    for label, key in (("calibrate (4 rows, 34 tiles)", "calibrate"),
                       ("suggest_frame", "frame"), ("read_row (14 tiles)", "read")):
        wall = [w for w, _ in result["times"][key]]
        cpu = [c for _, c in result["times"][key]]
        out.write(f"{label:<30} {statistics.median(cpu):>9.3f}s {percentile(cpu, 95):>7.3f}s "
                  f"{max(cpu):>7.3f}s {percentile(wall, 95):>8.3f}s\n")
    out.write(f"hands read the same in Pyodide as in CPython: {same}/{len(photos)}\n")


if __name__ == "__main__":
    sys.exit(main())
