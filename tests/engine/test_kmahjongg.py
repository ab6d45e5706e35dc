"""KMahjongg layout files read as KMahjongg reads them, and the command line's contract:
`python -m engine import FILE` prints the layout in the project's own text (exit 2 and one
`error: ...` line for a malformed file, no traceback), and `deal --layout-file PATH --seed N`
deals a file's layout as `deal --layout ID` deals a built-in one.

The files here are our own, written in KMahjongg's format (the app ships none of KMahjongg's).
"""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from engine import get_layout, new_deal
from engine.kmahjongg import layout_id_for, read_kmahjongg
from engine.layout import parse_layout

ROOT = Path(__file__).resolve().parents[2]


def kmahjongg_text(positions, size=(32, 16, 5), version="1.1", bottom="43",
                   comment=True) -> str:
    """A KMahjongg layout file of these positions (x, y, z in quarter tiles): each tile's
    top row `12`, its bottom row `bottom` (real files mark it loosely)."""
    width, height, depth = size
    board = [[["."] * width for _ in range(height)] for _ in range(depth)]
    for x, y, z in positions:
        board[z][y][x], board[z][y][x + 1] = "1", "2"
        board[z][y + 1][x], board[z][y + 1][x + 1] = bottom[0], bottom[1]
    lines = [f"kmahjongg-layout-v{version}"]
    if version == "1.1":
        lines += ["# Board size in quarter tiles", f"w{width}", f"h{height}", "# Board depth",
                  f"d{depth}"]
    for z in range(depth):
        if comment:
            lines.append(f"# Level {z} -------------------------")
        lines += ["".join(row) for row in board[z]]
    return "\n".join(lines) + "\n"


# A small pyramid of our own: 4 x 3 on the ground with a half-row offset row, 2 on top.
OURS = [(2, 1, 0), (4, 1, 0), (6, 1, 0), (8, 1, 0), (3, 3, 0), (5, 3, 0), (7, 3, 0),
        (9, 3, 0), (2, 6, 0), (4, 6, 0), (6, 6, 0), (8, 6, 0), (4, 6, 1), (6, 6, 1)]
AT_ORIGIN = sorted((x - 2, y - 1, z) for x, y, z in OURS)


@pytest.mark.parametrize("variant", [
    {},
    {"version": "1.0"},
    {"bottom": "34"},  # loosely marked bottom rows, as in real files
    {"bottom": ".."},
    {"bottom": "32"},
    {"comment": False, "size": (12, 9, 2)},
])
def test_a_file_reads_to_exactly_its_tiles(variant):
    size = variant.get("size", (32, 16, 5))
    text = kmahjongg_text(OURS, **variant)
    if variant.get("version") == "1.0":
        assert size == (32, 16, 5)
    assert sorted(read_kmahjongg(text)) == AT_ORIGIN


def test_windows_line_ends_and_a_byte_order_mark_read_the_same():
    text = "\ufeff" + kmahjongg_text(OURS).replace("\n", "\r\n")
    assert sorted(read_kmahjongg(text)) == AT_ORIGIN


def test_a_layout_starting_on_a_raised_layer_moves_down():
    text = kmahjongg_text([(x, y, z + 1) for x, y, z in OURS])
    assert sorted(read_kmahjongg(text)) == AT_ORIGIN


def odd_count() -> str:
    return kmahjongg_text(OURS[:-1])


def too_many() -> str:
    tiles = [(x, y, z) for z in range(2) for y in range(0, 16, 2) for x in range(0, 20, 2)]
    return kmahjongg_text(tiles)  # 160 tiles


def bad_top_row() -> str:
    return kmahjongg_text(OURS).replace("12", "13", 1)


def wrong_size() -> str:
    return kmahjongg_text(OURS).replace("w32", "w30")


MALFORMED = {
    "wrong header": ("kmahjongg-layout-v2.0\n" + kmahjongg_text(OURS).split("\n", 1)[1],
                     "first line must be"),
    "garbage": ("\x00\x01PK\x03\x04 not a layout at all \xff", "first line must be"),
    "empty": ("", "first line must be"),
    "odd count": (odd_count(), "13 tiles: an even number up to 144"),
    "too many": (too_many(), "160 tiles: an even number up to 144"),
    "top row not 1 2": (bad_top_row(), "has no 2 beside its 1"),
    "board of the wrong size": (wrong_size(), "cells, not 30 x 16 x 5"),
    "no size": (kmahjongg_text(OURS).replace("w32\n", ""), "size is missing"),
    "no tiles": (kmahjongg_text([]), "no tiles"),
    "overlapping tiles": (kmahjongg_text([(0, 0, 0), (1, 1, 0)]), "overlap"),
    "a tile in the air": (kmahjongg_text([(0, 0, 0), (8, 0, 1)]), "does not rest"),
}


@pytest.mark.parametrize("case", sorted(MALFORMED))
def test_malformed_files_name_what_is_wrong(case):
    text, message = MALFORMED[case]
    with pytest.raises(ValueError, match=message):
        read_kmahjongg(text)


def engine(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "engine", *args], capture_output=True,
                          text=True, cwd=ROOT, env={"PYTHONPATH": str(ROOT / "py")}, timeout=120)


def test_the_command_line_import_prints_the_layout_in_our_text(tmp_path):
    path = tmp_path / "little_pyramid.layout"
    path.write_text(kmahjongg_text(OURS, bottom="34"))
    done = engine("import", str(path))
    assert done.returncode == 0 and done.stderr == ""
    layout = parse_layout(done.stdout, "printed")
    assert layout.id == "littlepyramid" and layout.name("en") == "Little pyramid"
    assert sorted(layout.positions) == AT_ORIGIN


@pytest.mark.parametrize("case", sorted(MALFORMED))
def test_the_command_line_refuses_a_malformed_file_in_one_line(tmp_path, case):
    path = tmp_path / "bad.layout"
    path.write_bytes(MALFORMED[case][0].encode("utf-8", errors="surrogateescape"))
    done = engine("import", str(path))
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.startswith("error: ") and len(done.stderr.splitlines()) == 1
    assert "Traceback" not in done.stderr


def test_the_command_line_refuses_a_missing_file_and_an_undealable_layout(tmp_path):
    done = engine("import", str(tmp_path / "nowhere.layout"))
    assert done.returncode == 2 and done.stderr.startswith("error: cannot read")
    path = tmp_path / "stack.layout"  # three stacked and one beside: no order clears them
    path.write_text(kmahjongg_text([(0, 0, 0), (0, 0, 1), (0, 0, 2), (2, 0, 0)]))
    for args in (("import", str(path)), ("deal", "--layout-file", str(path), "--seed", "1")):
        done = engine(*args)
        assert done.returncode == 2 and "cannot be dealt" in done.stderr
        assert len(done.stderr.splitlines()) == 1


def test_deal_from_a_layout_file_is_the_built_in_deal(tmp_path):
    """A built-in layout's own file, and the same layout written as a KMahjongg file of the
    same name, deal the same JSON as `deal --layout ID`."""
    builtin = engine("deal", "--layout", "turtle", "--seed", "42")
    ours = engine("deal", "--layout-file", "py/engine/layout_files/turtle.layout",
                  "--seed", "42")
    path = tmp_path / "turtle.layout"
    path.write_text(kmahjongg_text(get_layout("turtle").positions))
    theirs = engine("deal", "--layout-file", str(path), "--seed", "42")
    assert builtin.returncode == ours.returncode == theirs.returncode == 0
    assert json.loads(builtin.stdout) == json.loads(ours.stdout) == json.loads(theirs.stdout)
    assert json.loads(builtin.stdout) == new_deal("turtle", 42).to_dict()
    done = engine("deal", "--layout", "turtle", "--layout-file", str(path), "--seed", "1")
    assert done.returncode == 2 and done.stderr.startswith("error: ")


def test_ids_and_names_from_file_names():
    assert layout_id_for("4_winds.layout") == "winds"
    assert layout_id_for("up&down.layout") == "updown"
    assert layout_id_for("42.layout") == "imported"
    assert layout_id_for("any.layout") == "imported"  # the overall streak's name
