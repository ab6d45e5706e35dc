"""The baseline JPEG reader, on files made by the tests' own writer (every sampling, grey,
restart intervals, EXIF orientation) and on broken or unsupported files."""

from __future__ import annotations

import struct

import jpeg_writer
import pytest
from photo import PhotoError, Picture, jpeg
from photo.image import load_image, load_image_scaled


def scene(width=48, height=40) -> Picture:
    """Smooth colour gradients with a dark bar: JPEG-friendly, easy to check."""
    planes = [bytearray(width * height) for _ in range(3)]
    for y in range(height):
        for x in range(width):
            i = y * width + x
            dark = 12 <= x < 20
            planes[0][i] = 40 if dark else 60 + 150 * x // width
            planes[1][i] = 40 if dark else 200 - 120 * y // height
            planes[2][i] = 40 if dark else 90
    return Picture.from_planes(width, height, [bytes(p) for p in planes])


def mean_error(a: Picture, b: Picture) -> float:
    pa, pb = a.rgb_planes(), b.rgb_planes()
    return sum(abs(x - y) for u, v in zip(pa, pb, strict=True) for x, y in zip(u, v,
                                                                                strict=True)) / (
        3 * len(pa[0]))


@pytest.mark.parametrize("options", [
    {}, {"subsample": False}, {"restart": 3}, {"quality": 98}, {"quality": 30},
])
def test_colour_files_decode_close_to_the_original(options):
    src = scene()
    out = jpeg.decode(jpeg_writer.encode(src, **options))
    assert (out.width, out.height) == (src.width, src.height)
    assert mean_error(out, src) < (2.5 if options.get("quality", 85) >= 85 else 6)


def test_odd_sizes_and_grey():
    src = scene(37, 23)
    out = jpeg.decode(jpeg_writer.encode(src))
    assert (out.width, out.height) == (37, 23)
    assert mean_error(out, src) < 3.5
    grey = jpeg.decode(jpeg_writer.encode(src, grey=True))
    r, g, b = grey.rgb_planes()
    assert r == g == b
    expected = [(src.plane(0)[i] * 299 + src.plane(1)[i] * 587 + src.plane(2)[i] * 114) // 1000
                for i in range(37 * 23)]
    assert sum(abs(a - e) for a, e in zip(r, expected, strict=True)) / len(r) < 2.5


@pytest.mark.parametrize("max_side", [24, 12, 6])
def test_scaled_decoding_matches_the_full_picture_shrunk(max_side):
    src = scene(48, 48)
    data = jpeg_writer.encode(src, quality=95)
    full = jpeg.decode(data)
    small = jpeg.decode(data, max_side)
    assert small.width == max_side
    factor = 48 // max_side
    shrunk = full.scaled(max_side)
    assert mean_error(small, shrunk) < 6 + factor


@pytest.mark.parametrize(("orientation", "probe"), [
    (1, (3, 1)), (3, (44, 38)), (6, (38, 3)), (8, (1, 44)), (2, (44, 1)), (5, (1, 3)),
])
def test_exif_orientation_turns_the_picture_upright(orientation, probe):
    src = scene(48, 40)
    # Mark the top-left corner of the stored picture bright white.
    planes = [bytearray(p) for p in src.rgb_planes()]
    for y in range(6):
        for x in range(6):
            for p in planes:
                p[y * 48 + x] = 255
    marked = Picture.from_planes(48, 40, [bytes(p) for p in planes])
    data = jpeg_writer.encode(marked, quality=95, orientation=orientation)
    out = jpeg.decode(data)
    turned = orientation >= 5
    assert (out.width, out.height) == ((40, 48) if turned else (48, 40))
    assert jpeg.upright_size(data) == (out.width, out.height)
    x, y = probe
    assert out.plane(0)[y * out.width + x] > 220 and out.plane(2)[y * out.width + x] > 200


def test_unsupported_and_broken_files_are_named():
    good = jpeg_writer.encode(scene())
    progressive = good.replace(b"\xff\xc0", b"\xff\xc2", 1)
    with pytest.raises(PhotoError, match="progressive JPEG is not supported") as exc:
        jpeg.decode(progressive)
    assert exc.value.code == "unsupported_image"
    with pytest.raises(PhotoError, match="not a JPEG"):
        jpeg.decode(b"\x89PNG....")
    with pytest.raises(PhotoError, match="damaged|no picture"):
        jpeg.decode(good[:200])
    twelve = bytearray(good)
    sof = good.index(b"\xff\xc0")
    twelve[sof + 4] = 12
    with pytest.raises(PhotoError, match="12-bit"):
        jpeg.decode(bytes(twelve))


def test_load_image_sniffs_and_scales(tmp_path):
    data = jpeg_writer.encode(scene(48, 40))
    path = tmp_path / "photo.jpg"
    path.write_bytes(data)
    pic, scale = load_image_scaled(path, max_side=24)
    assert (pic.width, pic.height, scale) == (24, 20, 0.5)
    not_image = tmp_path / "notes.txt"
    not_image.write_text("hello")
    with pytest.raises(PhotoError, match="notes.txt: it is not a PNG or JPEG image") as exc:
        load_image(not_image)
    assert exc.value.code == "not_an_image"
    with pytest.raises(PhotoError, match="cannot read"):
        load_image(tmp_path / "missing.png")


def test_writer_makes_standard_markers():
    data = jpeg_writer.encode(scene(), restart=2)
    assert data.startswith(b"\xff\xd8") and data.endswith(b"\xff\xd9")
    assert b"\xff\xdd" in data and struct.unpack(">H", data[data.index(b"\xff\xdd") + 4 :][:2])
