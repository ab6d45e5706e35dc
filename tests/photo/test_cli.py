"""The command line: `python -m photo calibrate` and `python -m photo read` on PNG and JPEG
files, and its one-line errors (exit status 2)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import jpeg_writer
import pytest
from photo import TileSet, load_image, notation, png, read_row, suggest_frame, synth
from photo.geometry import parse_corners

ROOT = Path(__file__).resolve().parents[2]
HAND = ["1m", "2m", "3m", "5p", "5p", "5p", "7s", "8s", "9s", "E", "E", "C", "C", "C"]


def run(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT / "py"))
    return subprocess.run([sys.executable, "-m", "photo", *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=300, check=False)


def corners_arg(corners) -> str:
    return ",".join(f"{v:.1f}" for xy in corners for v in xy)


@pytest.fixture(scope="module")
def files(tmp_path_factory, art_cache, calibration_photos):
    folder = tmp_path_factory.mktemp("cli")
    for i, p in enumerate(calibration_photos, start=1):
        (folder / f"row{i}.png").write_bytes(png.encode(p.picture))
    # Rows photographed straight on and cropped to the row: framed as whole images.
    for i, faces in enumerate(synth.ROWS, start=1):
        flat, _ = synth.row_picture(art_cache, faces, 72, synth.TABLES[i % 5])
        (folder / f"flat{i}.png").write_bytes(png.encode(flat))
    hand = synth.photo(art_cache, HAND, 3, width=640, height=360)
    (folder / "hand.jpg").write_bytes(jpeg_writer.encode(hand.picture, quality=80))
    (folder / "hand.png").write_bytes(png.encode(hand.picture))
    # A photo cropped to the row (the whole image framed), turned less than 3 degrees.
    upright = synth.photo(art_cache, HAND, 11, max_angle=3)
    xs = [x for x, _ in upright.corners]
    ys = [y for _, y in upright.corners]
    pad = 0.15 * (max(ys) - min(ys))
    cropped = upright.picture.crop(int(min(xs) - pad), int(min(ys) - pad),
                                   int(max(xs) + pad), int(max(ys) + pad))
    (folder / "row-hand.png").write_bytes(png.encode(cropped))
    (folder / "notes.txt").write_text("not a picture")
    corners = [corners_arg(p.corners) for p in calibration_photos]
    done = run("calibrate", "row1.png", "row2.png", "row3.png", "row4.png", "--out",
               "set.json", *[x for c in corners for x in ("--corners", c)], cwd=folder)
    assert done.returncode == 0, done.stderr
    assert done.stdout.startswith("wrote set.json: 34 faces")
    return folder, hand


def test_calibrate_writes_a_tile_set(files):
    folder, _ = files
    data = json.loads((folder / "set.json").read_text())
    assert data["format"] == "mahjong-photo-tileset" and len(data["faces"]) == 34


def test_calibrate_whole_images(files):
    folder, _ = files
    done = run("calibrate", "flat1.png", "flat2.png", "flat3.png", "flat4.png", "--out",
               "flat.json", "--name", "flat set", cwd=folder)
    assert done.returncode == 0, done.stderr
    assert json.loads((folder / "flat.json").read_text())["name"] == "flat set"


def test_read_a_jpeg_in_the_suggested_frame(files):
    """The command line prints what the package reads from the decoded JPEG; at 640 x 360
    (tiles about 40 pixels wide) nearly every tile is right."""
    folder, _ = files
    done = run("read", "hand.jpg", "--set", "set.json", "--suggest", cwd=folder)
    assert done.returncode == 0, done.stderr
    picture = load_image(folder / "hand.jpg")
    tile_set = TileSet.from_json((folder / "set.json").read_text())
    tiles = read_row(picture, 0, 0, suggest_frame(picture, 0, 0), tile_set)
    assert done.stdout.strip() == notation(t.face for t in tiles)
    assert sum(t.face == f for t, f in zip(tiles, HAND, strict=True)) >= 13


def test_read_json_with_corners(files):
    """Corners given by hand are fitted to the row's own edges, as the page's are: at 640 x 360
    nearly every tile is right, as in the suggested frame."""
    folder, hand = files
    done = run("read", "hand.png", "--set", "set.json", "--tiles", "14", "--corners",
               corners_arg(hand.corners), "--json", cwd=folder)
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    tile_set = TileSet.from_json((folder / "set.json").read_text())
    given = parse_corners(corners_arg(hand.corners))  # the corners as the command got them
    tiles = read_row(load_image(folder / "hand.png"), 0, 0, given, tile_set, 14)
    assert data["tiles"] == notation(t.face for t in tiles) and data["tile_set"] == "my tiles"
    assert [t["face"] for t in data["read"]] == [t.face for t in tiles]
    assert sum(t["face"] == f for t, f in zip(data["read"], HAND, strict=True)) >= 13
    assert all(0 <= t["confidence"] <= 1 and len(t["runner_ups"]) == 4 for t in data["read"])


def test_read_a_whole_image_counts_its_tiles(files):
    folder, _ = files
    done = run("read", "row-hand.png", "--set", "set.json", cwd=folder)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "123m555p789sEECCC"


def test_read_without_a_set_says_accuracy_is_low(files):
    folder, _ = files
    done = run("read", "row-hand.png", cwd=folder)
    assert done.returncode == 0
    assert "reads real tiles poorly" in done.stderr


@pytest.mark.parametrize(("args", "message"), [
    (("read", "notes.txt", "--set", "set.json"), "notes.txt: it is not a PNG or JPEG image"),
    (("read", "nowhere.png"), "cannot read nowhere.png"),
    (("read", "hand.png", "--set", "set.json", "--corners", "1,2,3"), "eight numbers"),
    (("read", "hand.png", "--set", "set.json", "--corners", "5,5,90,5,90,40,5,40"), "no tiles"),
    (("read", "hand.png", "--set", "row1.png"), "not valid JSON"),
    (("calibrate", "row1.png", "row2.png", "row3.png", "--out", "x.json"),
     "four row images.*got 3"),
    (("calibrate", "row1.png", "notes.txt", "row3.png", "row4.png", "--out", "x.json"),
     "notes.txt: it is not a PNG or JPEG image"),
    (("calibrate", "row1.png", "row2.png", "row4.png", "row3.png", "--out", "x.json"),
     "row 3 \\(bamboo 1-9\\): 7 tiles found where 9 should be"),
])
def test_errors_are_one_line_and_exit_2(files, args, message):
    import re

    folder, _ = files
    done = run(*args, cwd=folder)
    assert done.returncode == 2
    lines = [line for line in done.stderr.splitlines() if line.startswith("error: ")]
    assert len(lines) == 1 and re.search(message, lines[0]), done.stderr
    assert not (folder / "x.json").exists()
