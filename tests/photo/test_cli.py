"""The command line: `python -m photo calibrate` and `python -m photo read` on image files
decoded by Pillow (PNG, baseline and progressive JPEG, EXIF-turned photos, big photos scaled
down), and its one-line errors (exit status 2)."""

from __future__ import annotations

import io
import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from photo import PhotoError, Picture, TileSet, load_image, notation, read_row, suggest_frame
from photo.geometry import parse_corners
from photo.image import encode, load_image_scaled

from tests.fixtures import synth_photos as synth

ROOT = Path(__file__).resolve().parents[2]
HAND = ["1m", "2m", "3m", "5p", "5p", "5p", "7s", "8s", "9s", "E", "E", "C", "C", "C"]


def run(*args: str, cwd: Path) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONPATH=str(ROOT / "py"))
    return subprocess.run([sys.executable, "-m", "photo", *args], cwd=cwd, env=env,
                          capture_output=True, text=True, timeout=300, check=False)


def corners_arg(corners) -> str:
    return ",".join(f"{v:.1f}" for xy in corners for v in xy)


def turned_jpeg(picture: Picture) -> bytes:
    """The picture as a JPEG stored turned a quarter anticlockwise, with EXIF orientation 6."""
    from PIL import Image

    upright = Image.frombytes("RGBA" if picture.channels == 4 else "RGB",
                              (picture.width, picture.height), picture.data).convert("RGB")
    stored = upright.transpose(Image.Transpose.ROTATE_90)
    exif = Image.Exif()
    exif[0x0112] = 6
    out = io.BytesIO()
    stored.save(out, "JPEG", quality=90, exif=exif.tobytes())
    return out.getvalue()


@pytest.fixture(scope="module")
def files(tmp_path_factory, art_cache, calibration_photos):
    folder = tmp_path_factory.mktemp("cli")
    for i, p in enumerate(calibration_photos, start=1):
        (folder / f"row{i}.png").write_bytes(encode(p.picture))
    # Rows photographed straight on and cropped to the row: framed as whole images.
    for i, faces in enumerate(synth.ROWS, start=1):
        flat, _ = synth.row_picture(art_cache, faces, 72, synth.TABLES[i % 5])
        (folder / f"flat{i}.png").write_bytes(encode(flat))
    hand = synth.photo(art_cache, HAND, 3, width=640, height=360)
    (folder / "hand.jpg").write_bytes(encode(hand.picture, "JPEG", quality=80))
    (folder / "hand.png").write_bytes(encode(hand.picture))
    progressive = encode(hand.picture, "JPEG", quality=85, progressive=True)
    assert b"\xff\xc2" in progressive  # SOF2: a progressive frame
    (folder / "progressive.jpg").write_bytes(progressive)
    # As a phone stores a photo taken in portrait: the pixels turned a quarter, and the EXIF
    # orientation (6: turn 90 degrees clockwise to show) saying how to put them upright.
    (folder / "turned.jpg").write_bytes(turned_jpeg(hand.picture))
    (folder / "cut.jpg").write_bytes(progressive[: len(progressive) // 3])
    # A photo cropped to the row (the whole image framed), turned less than 3 degrees.
    upright = synth.photo(art_cache, HAND, 11, max_angle=3)
    xs = [x for x, _ in upright.corners]
    ys = [y for _, y in upright.corners]
    pad = 0.15 * (max(ys) - min(ys))
    cropped = upright.picture.crop(int(min(xs) - pad), int(min(ys) - pad),
                                   int(max(xs) + pad), int(max(ys) + pad))
    (folder / "row-hand.png").write_bytes(encode(cropped))
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


@pytest.mark.parametrize("name", ["progressive.jpg", "hand.png", "turned.jpg"])
def test_read_progressive_jpeg_png_and_exif_turned_photos(files, name):
    """Pillow decodes what our own decoders could not (progressive JPEG) or had to be taught
    (PNG, EXIF orientation): each is read upright, nearly every tile right, and the command
    line prints what the package reads from the same decoded picture."""
    folder, hand = files
    done = run("read", name, "--set", "set.json", "--suggest", cwd=folder)
    assert done.returncode == 0, done.stderr
    picture = load_image(folder / name)
    assert (picture.width, picture.height) == (hand.picture.width, hand.picture.height)
    tile_set = TileSet.from_json((folder / "set.json").read_text())
    tiles = read_row(picture, 0, 0, suggest_frame(picture, 0, 0), tile_set)
    assert done.stdout.strip() == notation(t.face for t in tiles)
    assert sum(t.face == f for t, f in zip(tiles, HAND, strict=True)) >= 13


def test_a_big_photo_is_scaled_as_the_page_scales_it(tmp_path):
    """Longer side at most 1600 pixels (as the page's canvas): the scale brings corners given
    in the file's pixels onto the picture."""
    from PIL import Image

    big = Image.new("RGB", (4000, 3000), (40, 96, 70))
    big.paste((250, 250, 240), (1000, 1000, 2000, 1500))
    path = tmp_path / "big.jpg"
    big.save(path, "JPEG", quality=90)
    picture, scale = load_image_scaled(path)
    assert (picture.width, picture.height) == (1600, 1200) and scale == 0.4
    inside = picture.data[3 * (500 * 1600 + 600):][:3]
    outside = picture.data[3 * (100 * 1600 + 100):][:3]
    assert min(inside) > 230 and outside[1] > outside[0] + 40
    with pytest.raises(PhotoError, match="too large") as exc:
        load_image(_png(9000, 7000))
    assert exc.value.code == "too_large"


def _png(width: int, height: int) -> bytes:
    from PIL import Image

    out = io.BytesIO()
    Image.new("L", (width, height)).save(out, "PNG")
    return out.getvalue()


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


def test_read_without_a_set_reads_with_the_learned_namer(files):
    folder, _ = files
    done = run("read", "row-hand.png", cwd=folder)
    assert done.returncode == 0 and not done.stderr
    assert done.stdout.strip() == notation(HAND)


@pytest.mark.parametrize(("args", "message"), [
    (("read", "notes.txt", "--set", "set.json"), "notes.txt: it is not an image file"),
    (("read", "cut.jpg", "--set", "set.json"), "cut.jpg: the image is damaged"),
    (("read", "nowhere.png"), "cannot read nowhere.png"),
    (("read", "hand.png", "--set", "set.json", "--corners", "1,2,3"), "eight numbers"),
    (("read", "hand.png", "--set", "set.json", "--corners", "5,5,90,5,90,40,5,40"), "no tiles"),
    (("read", "hand.png", "--set", "row1.png"), "not valid JSON"),
    (("calibrate", "row1.png", "row2.png", "row3.png", "--out", "x.json"),
     "four row images.*got 3"),
    (("calibrate", "row1.png", "notes.txt", "row3.png", "row4.png", "--out", "x.json"),
     "notes.txt: it is not an image file"),
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
