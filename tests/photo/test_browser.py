"""The photo reader against the browser it will run in (headless Chromium):

- the pure-Python rasteriser draws the tile art as Chromium draws the SVGs;
- the command line's decoder (Pillow) decodes a JPEG made by Chromium's canvas as Chromium
  itself decodes it, so the command line and the page read the same pixels;
- photo.zip, fetched on demand and unpacked into Pyodide in the page, reads canvas pixels
  exactly as CPython reads the same picture.
"""

from __future__ import annotations

import base64
import os
from pathlib import Path

import photo
import pytest
from photo.image import encode, load_image

import build
from tests.fixtures import tile_art as art

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
PAGE = """<!doctype html><meta charset="utf-8"><title>photo test</title>
<canvas id="c"></canvas>
<script>
window.canvasPixels = async (url, width, height, background) => {
  const img = new Image();
  img.src = url;
  await img.decode();
  const c = document.createElement("canvas");
  c.width = width || img.naturalWidth; c.height = height || img.naturalHeight;
  const ctx = c.getContext("2d");
  if (background) { ctx.fillStyle = background; ctx.fillRect(0, 0, c.width, c.height); }
  ctx.drawImage(img, 0, 0, c.width, c.height);
  const data = ctx.getImageData(0, 0, c.width, c.height).data;
  let s = ""; for (let i = 0; i < data.length; i += 8192) {
    s += String.fromCharCode.apply(null, data.subarray(i, i + 8192)); }
  return {width: c.width, height: c.height, rgba: btoa(s),
          jpeg: c.toDataURL("image/jpeg", 0.85).split(",")[1]};
};
</script>"""


@pytest.fixture(scope="module")
def served(tmp_path_factory):
    given = os.environ.get("MAHJONG_DIST")
    dist = Path(given) if given and (Path(given) / "photo.zip").exists() else build.build()
    folder = tmp_path_factory.mktemp("photo-site")
    (folder / "pyodide").symlink_to(dist / "pyodide")
    (folder / "photo.zip").symlink_to(dist / "photo.zip")
    (folder / "python.zip").symlink_to(dist / "python.zip")
    (folder / "tiles").symlink_to(ROOT / "web" / "tiles")
    (folder / "index.html").write_text(PAGE, encoding="utf-8")
    server, url = build.serve_in_background(folder)
    yield folder, url
    server.shutdown()


@pytest.fixture(scope="module")
def page(served, browser):
    _, url = served
    context = browser.new_context()
    tab = context.new_page()
    errors: list[str] = []
    tab.on("pageerror", lambda e: errors.append(str(e)))
    tab.goto(url)
    yield tab
    context.close()
    assert not errors


def _pixels(page, url, width=0, height=0, background=""):
    out = page.evaluate("([u, w, h, b]) => window.canvasPixels(u, w, h, b)",
                        [url, width, height, background])
    return out["width"], out["height"], base64.b64decode(out["rgba"]), base64.b64decode(
        out["jpeg"])


def test_rasteriser_draws_the_art_as_chromium_does(page):
    worst = []
    for face in ("1m", "5p", "1s", "8s", "F", "C", "P", "E", "9m", "1p"):
        width, height, rgba, _ = _pixels(page, f"tiles/{face}.svg", 60, 80, "#f8f3e6")
        chromium = photo.Picture.from_rgba(rgba, width, height)
        ours = art.render(art.load_face_svgs([face])[face], 60)
        diffs = [abs(a - b) for pa, pb in zip(chromium.rgb_planes(), ours.rgb_planes(),
                                              strict=True) for a, b in zip(pa, pb, strict=True)]
        worst.append((sum(diffs) / len(diffs), face))
    assert max(worst)[0] < 3.0, worst


def test_pillow_decodes_chromium_jpegs_as_chromium_does(page, served, hands):
    folder, _ = served
    # (not hand.png: the page keeps the image it decoded for a URL, and a later test writes
    # another picture there)
    (folder / "jpeg-source.png").write_bytes(encode(hands[0].picture))
    *_, jpeg_bytes = _pixels(page, "jpeg-source.png")
    (folder / "hand.jpg").write_bytes(jpeg_bytes)
    width, height, rgba, _ = _pixels(page, "hand.jpg")
    ours = load_image(jpeg_bytes, max_side=4000)
    assert (ours.width, ours.height) == (width, height)
    theirs = photo.Picture.from_rgba(rgba, width, height)
    diffs = [abs(a - b) for pa, pb in zip(ours.rgb_planes(), theirs.rgb_planes(), strict=True)
             for a, b in zip(pa, pb, strict=True)]
    assert sum(diffs) / len(diffs) < 2.0
    assert sorted(diffs)[int(0.99 * len(diffs))] < 16


READ_IN_PAGE = """async ([setJson, corners]) => {
  const { loadPyodide } = await import("./pyodide/pyodide.mjs");
  const py = await loadPyodide({ indexURL: "./pyodide/" });
  // the page has python.zip (the tiles' faces among it) before photo entry opens
  const start = await (await fetch("python.zip")).arrayBuffer();
  py.unpackArchive(start, "zip", { extractDir: "/home/pyodide/start" });
  py.runPython("import sys; sys.path.insert(0, '/home/pyodide/start')");
  const t0 = performance.now();
  const zip = await (await fetch("photo.zip")).arrayBuffer();
  py.unpackArchive(zip, "zip", { extractDir: "/home/pyodide/lazy" });
  py.runPython("import sys; sys.path.insert(0, '/home/pyodide/lazy'); import photo");
  const loaded = performance.now() - t0;
  const px = await window.canvasPixels("hand-3.png");
  py.globals.set("rgba", Uint8Array.from(atob(px.rgba), c => c.charCodeAt(0)));
  py.globals.set("size", [px.width, px.height]);
  py.globals.set("set_json", setJson);
  const t1 = performance.now();
  const out = py.runPython(`
import json, photo
pixels = rgba.to_bytes()
w, h = size
tile_set = photo.TileSet.from_json(set_json)
corners = photo.suggest_frame(pixels, w, h)
tiles = photo.read_row(pixels, w, h, corners, tile_set, 14)
json.dumps([[t.face for t in tiles], [t.to_dict() for t in tiles], corners])
`);
  const [faces, tiles, frame] = JSON.parse(out);
  return { faces, tiles, corners: frame, loaded, read: performance.now() - t1 };
}"""


def test_photo_zip_reads_canvas_pixels_in_the_page(page, served, hands, taught_set):
    folder, _ = served
    hand = hands[3]
    # A name of its own: rewritten within the same second, "hand.png" would be answered 304
    # Not Modified (the server compares whole seconds) and the browser would keep the old one.
    (folder / "hand-3.png").write_bytes(encode(hand.picture))
    width, height, rgba, _ = _pixels(page, "hand-3.png")
    pic = photo.Picture.from_rgba(rgba, width, height)  # what the page's canvas hands over
    changed = sum(a != b for a, b in zip(pic.data, hand.picture.data, strict=True))
    assert changed < 0.01 * len(rgba), "the canvas changed the PNG's pixels"
    result = page.evaluate(READ_IN_PAGE, [taught_set.to_json(), None])
    corners = photo.suggest_frame(pic, 0, 0)
    expected = photo.read_row(pic, 0, 0, corners, taught_set, 14)
    # Pyodide in the page and CPython read the same pixels alike, to the last tile.
    assert result["tiles"] == [t.to_dict() for t in expected]
    for (x, y), (u, v) in zip(result["corners"], corners, strict=True):
        assert abs(x - u) < 1e-9 and abs(y - v) < 1e-9
    assert sum(a == b for a, b in zip(result["faces"], hand.faces, strict=True)) >= 12
