"""The tile art and app icons: every face present, well-formed, self-contained and font-free."""

from __future__ import annotations

import importlib.util
import struct
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
TILES = ROOT / "web" / "tiles"
ICONS = ROOT / "web" / "icons"
SVG_NS = "{http://www.w3.org/2000/svg}"
VIEWBOX = "0 0 60 80"

FACES = (
    [f"{rank}{suit}" for suit in "mps" for rank in range(1, 10)]
    + ["E", "S", "W", "N", "C", "F", "P"]
    + [f"fl{n}" for n in range(1, 5)]
    + [f"se{n}" for n in range(1, 5)]
)
ICON_SIZES = {
    "icon-192.png": 192,
    "icon-512.png": 512,
    "icon-maskable-512.png": 512,
    "apple-touch-icon.png": 180,
}
# Attributes that may point outside the document.
LINK_ATTRIBUTES = ("href", "{http://www.w3.org/1999/xlink}href", "src")


def make_art():
    """tools/make_art.py loaded as a module (tools/ is not a package)."""
    spec = importlib.util.spec_from_file_location("make_art", ROOT / "tools" / "make_art.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_there_are_42_distinct_faces():
    assert len(FACES) == len(set(FACES)) == 42


def test_the_script_draws_exactly_these_faces():
    assert make_art().face_names() == FACES


def test_these_are_the_faces_of_the_tiles_package():
    tiles = pytest.importorskip("tiles")
    assert sorted(tiles.FACES) == sorted(FACES)


@pytest.mark.parametrize("face", FACES + ["back"])
def test_face_file_is_a_self_contained_svg(face):
    path = TILES / f"{face}.svg"
    assert path.is_file(), f"missing {path}"
    text = path.read_text(encoding="utf-8")
    assert len(text.encode()) < 6000, f"{face}.svg is {len(text.encode())} bytes"
    root = ET.fromstring(text)
    assert root.tag == f"{SVG_NS}svg"
    assert root.get("viewBox") == VIEWBOX
    elements = list(root.iter())
    assert len(elements) > 2, "a face draws something"
    for element in elements:
        tag = element.tag.removeprefix(SVG_NS)
        assert tag not in ("script", "foreignObject", "image", "style", "text"), (
            f"{face}.svg has <{tag}>: no scripts, no external images, no font-dependent text"
        )
        for attribute in LINK_ATTRIBUTES:
            value = element.get(attribute)
            assert value is None or value.startswith("#"), f"{face}.svg links to {value}"
        for name, value in element.attrib.items():
            assert not name.startswith("on"), f"{face}.svg has an event handler {name}"
            assert "url(" not in value or value.startswith("url(#"), f"{face}.svg: {value}"


@pytest.mark.parametrize("face", FACES)
def test_face_has_a_transparent_background(face):
    root = ET.fromstring((TILES / f"{face}.svg").read_text(encoding="utf-8"))
    for rect in root.iter(f"{SVG_NS}rect"):
        covers = rect.get("width") == "60" and rect.get("height") == "80"
        assert not covers, f"{face}.svg paints a full-size background"


def test_committed_svgs_match_the_script():
    art = make_art()
    for face in FACES:
        assert (TILES / f"{face}.svg").read_text(encoding="utf-8") == art.face_svg(face), (
            f"{face}.svg is stale: run python tools/make_art.py"
        )
    assert (TILES / "back.svg").read_text(encoding="utf-8") == art.back()
    assert (ICONS / "icon.svg").read_text(encoding="utf-8") == art.icon_svg("any")


def test_icon_svg_is_square_and_self_contained():
    root = ET.fromstring((ICONS / "icon.svg").read_text(encoding="utf-8"))
    assert root.tag == f"{SVG_NS}svg"
    assert root.get("viewBox") == "0 0 512 512"
    for element in root.iter():
        assert element.tag.removeprefix(SVG_NS) not in ("script", "image", "text")
        for attribute in LINK_ATTRIBUTES:
            assert element.get(attribute) is None


def png_size(path: Path) -> tuple[int, int]:
    """Width and height from a PNG's IHDR chunk."""
    header = path.read_bytes()[:24]
    assert header[:8] == b"\x89PNG\r\n\x1a\n", f"{path.name} is not a PNG"
    assert header[12:16] == b"IHDR"
    return struct.unpack(">II", header[16:24])


@pytest.mark.parametrize(("name", "size"), sorted(ICON_SIZES.items()))
def test_icon_png_has_its_pixel_size(name, size):
    path = ICONS / name
    assert path.is_file(), f"missing {path}"
    assert png_size(path) == (size, size)


@pytest.mark.parametrize(
    ("name", "colour_type"),
    [
        ("icon-192.png", 6),
        ("icon-512.png", 6),
        ("icon-maskable-512.png", 2),
        ("apple-touch-icon.png", 2),
    ],
)
def test_icon_png_alpha(name, colour_type):
    # IHDR colour type 6 is RGBA (the rounded icon keeps transparent corners); 2 is RGB with
    # no alpha at all, as the maskable and Apple icons must be opaque (a solid background).
    assert (ICONS / name).read_bytes()[25] == colour_type
