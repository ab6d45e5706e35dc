"""Pictures as bytes: checks on the pixels handed over, scaling down, warping a frame."""

from __future__ import annotations

import pytest
from photo import PhotoError, Picture
from photo.geometry import apply, check_corners, homography, parse_corners, whole


def gradient(width, height) -> Picture:
    data = bytearray()
    for y in range(height):
        for x in range(width):
            data += bytes((x * 255 // max(1, width - 1), y * 255 // max(1, height - 1), 77, 255))
    return Picture.from_rgba(bytes(data), width, height)


def test_rgba_size_must_match():
    with pytest.raises(PhotoError, match="needs 24") as exc:
        Picture.from_rgba(b"\0" * 23, 3, 2)
    assert exc.value.code == "bad_pixels"
    with pytest.raises(PhotoError, match="no pixels"):
        Picture.from_rgba(b"", 0, 2)


def test_too_many_pixels_are_refused_before_any_work():
    with pytest.raises(PhotoError, match="too large") as exc:
        Picture.from_rgba(b"", 10_000, 10_000)
    assert exc.value.code == "too_large"


def test_planes_and_grey():
    pic = Picture.from_rgba(bytes([10, 20, 30, 255, 200, 100, 0, 255]), 2, 1)
    assert pic.rgb_planes() == (bytes([10, 200]), bytes([20, 100]), bytes([30, 0]))
    assert pic.grey() == bytes([(10 + 40 + 30 + 2) // 4, (200 + 200 + 0 + 2) // 4])
    assert Picture.from_planes(2, 1, list(pic.rgb_planes())).rgba() == pic.data


def test_scaled_keeps_small_and_shrinks_large():
    pic = gradient(40, 30)
    assert pic.scaled(40).width == 40
    half = pic.scaled(20)
    assert (half.width, half.height, half.channels) == (20, 15, 3)
    r, g, _ = half.rgb_planes()
    assert r[0] < 20 and r[19] > 230  # the gradient survives the averaging
    assert g[0] < 20 and g[-1] > 230


def test_overview_is_small_and_grey():
    width, height, grey, scale = gradient(100, 50).overview(25)
    assert (width, height, scale) == (25, 12, 4.0)
    assert len(grey) == 25 * 12


def test_warp_of_the_whole_picture_is_the_picture():
    pic = gradient(32, 24)
    same = pic.warp(whole(32, 24), 32, 24)
    assert same.rgb_planes() == pic.rgb_planes()


def test_warp_rectifies_a_quadrilateral():
    pic = gradient(64, 64)
    quad = ((10, 12), (50, 8), (54, 60), (6, 50))
    out = pic.warp(quad, 20, 20)
    r, g, _ = out.rgb_planes()
    # The top-left output pixel comes from near (10, 12), the bottom-right from near (54, 60).
    assert abs(r[0] - 10 * 255 // 63) <= 12 and abs(g[0] - 12 * 255 // 63) <= 12
    assert abs(r[-1] - 54 * 255 // 63) <= 12 and abs(g[-1] - 60 * 255 // 63) <= 12


def test_homography_maps_the_corners():
    src = ((0, 0), (10, 0), (10, 5), (0, 5))
    dst = ((3, 4), (40, 1), (44, 30), (1, 25))
    h = homography(src, dst)
    for s, d in zip(src, dst, strict=True):
        x, y = apply(h, *s)
        assert abs(x - d[0]) < 1e-9 and abs(y - d[1]) < 1e-9


@pytest.mark.parametrize(("corners", "message"), [
    (((0, 0), (10, 0), (10, 10)), "four corners"),
    (((0, 0), (10, 10), (10, 0), (0, 10)), "convex"),
    (((0, 0), (0, 10), (10, 10), (10, 0)), "anticlockwise"),
    (((200, 200), (300, 200), (300, 300), (200, 300)), "outside the picture"),
    (((0, 0), (2, 0), (2, 2), (0, 2)), "too small"),
    ("nonsense", "four corners"),
])
def test_bad_frames_are_named(corners, message):
    with pytest.raises(PhotoError, match=message):
        check_corners(corners, 100, 100)


def test_parse_corners():
    assert parse_corners("1,2,3,4,5,6,7,8") == ((1, 2), (3, 4), (5, 6), (7, 8))
    with pytest.raises(PhotoError, match="eight numbers"):
        parse_corners("1,2,3")
    with pytest.raises(PhotoError, match="eight numbers"):
        parse_corners("a,b")
