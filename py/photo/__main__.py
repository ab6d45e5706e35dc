"""Command line: teach a tile set from four row photos, read a photographed row.

    python -m photo calibrate ROW1 ROW2 ROW3 ROW4 --out set.json [--corners x,y,...]
    python -m photo read IMAGE [--set set.json] [--tiles 14] [--corners x,y,...] [--json]

Images are decoded by Pillow (JPEG, progressive too, PNG and the rest; EXIF orientation
honoured). Bad input: one line `error: ...` on stderr, exit status 2.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from tiles import write

from .calibrate import ROW_NAMES, calibrate, split_framed
from .default import default_tile_set
from .errors import PhotoError
from .frame import suggest_frame
from .geometry import parse_corners
from .image import load_image_scaled
from .read import read_steps
from .steps import run
from .tileset import TileSet


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m photo",
                                     description="Read a photographed row of Mahjong tiles.")
    sub = parser.add_subparsers(dest="command", required=True)
    cal = sub.add_parser("calibrate", help="teach a tile set from the template's four rows")
    cal.add_argument("rows", nargs="*", metavar="ROW",
                     help="four images in this order: " + "; ".join(ROW_NAMES))
    cal.add_argument("--out", required=True, help="where to write the tile set (JSON)")
    cal.add_argument("--name", default="my tiles", help="the set's name")
    cal.add_argument("--corners", action="append", default=[],
                     help="x,y,x,y,x,y,x,y: the frame of a row (once for all rows, or once per "
                          "row in order); default: the row found in the image, else the whole "
                          "image")
    rd = sub.add_parser("read", help="read a photographed row")
    rd.add_argument("image")
    rd.add_argument("--set", dest="tile_set", help="a tile set made by calibrate (default: "
                    "none; the learned namer reads the tiles untaught)")
    rd.add_argument("--tiles", type=int, help="how many tiles the row holds (default: counted)")
    rd.add_argument("--corners", help="x,y,x,y,x,y,x,y: the row's frame, clockwise from the "
                    "top-left (default: the row found in the image, else the whole image)")
    rd.add_argument("--suggest", action="store_true",
                    help="only the row found in the image (an error if none is found)")
    rd.add_argument("--json", action="store_true", help="each tile's face, confidence and "
                    "runner-ups as JSON")
    args = parser.parse_args(argv)
    try:
        if args.command == "calibrate":
            return _calibrate(args)
        return _read(args)
    except PhotoError as exc:
        sys.stderr.write(f"error: {exc}\n")
        return 2


def _calibrate(args) -> int:
    if len(args.rows) != 4:
        raise PhotoError(f"calibrate takes four row images ({'; '.join(ROW_NAMES)}); "
                         f"got {len(args.rows)}", "missing_row")
    corners = [parse_corners(c) for c in args.corners]
    if len(corners) not in (0, 1, 4):
        raise PhotoError("give --corners once (all rows) or four times (one per row)",
                         "bad_frame")
    rows = []
    for k, path in enumerate(args.rows):
        picture, scale = load_image_scaled(path)
        frame = corners[0] if len(corners) == 1 else corners[k] if corners else None
        if frame is not None:
            frame = tuple((x * scale, y * scale) for x, y in frame)
        rows.append((picture, frame))
    tile_set = calibrate(rows, args.name)
    Path(args.out).write_text(tile_set.to_json() + "\n", encoding="utf-8")
    lookalikes = ", ".join(f"{a}/{b}" for a, b, _ in tile_set.lookalikes())
    sys.stdout.write(f"wrote {args.out}: {len(tile_set.faces)} faces"
                     + (f"; these look alike, check their places: {lookalikes}"
                        if lookalikes else "") + "\n")
    return 0


def _read(args) -> int:
    if args.tile_set:
        try:
            text = Path(args.tile_set).read_text(encoding="utf-8")
        except OSError as exc:
            raise PhotoError(f"cannot read {args.tile_set}: {exc.strerror}",
                             "bad_tile_set") from exc
        except UnicodeDecodeError as exc:
            raise PhotoError(f"{args.tile_set}: the saved tile set is not valid JSON",
                             "bad_tile_set") from exc
        tile_set = TileSet.from_json(text)
    else:
        tile_set = default_tile_set()  # untaught: the learned namer alone names the tiles
    picture, scale = load_image_scaled(args.image)
    if args.corners:
        # Corners are in the image file's pixels; the picture may have been scaled down.
        corners = tuple((x * scale, y * scale) for x, y in parse_corners(args.corners))
    elif args.suggest:
        corners = suggest_frame(picture)
        if corners is None:
            raise PhotoError("no row of tiles found in the image", "no_tiles")
    else:
        corners = None  # the row found in the image, or else the whole image
    tiles = run(read_steps(split_framed(picture, corners, args.tiles, tile_set.tile_aspect),
                           tile_set))
    text = write(t.face for t in tiles)
    if args.json:
        sys.stdout.write(json.dumps({
            "tiles": text,
            "tile_set": tile_set.name,
            "read": [t.to_dict() for t in tiles],
        }, indent=1) + "\n")
    else:
        sys.stdout.write(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
