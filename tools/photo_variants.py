"""Does teaching each face from generated variants of its one copy help the photo reader?

    PYTHONPATH=py python3 tools/photo_variants.py ../shared/photos

Set A is taught from crops/A three ways: each crop alone (what the reader ships), each crop
plus variants of it (blurred, 0.7x and 1.4x its size, under warm light) as more references of
its face, and each crop's descriptor averaged with its variants'. Each set then reads the
labelled boxes of photos it is not tested on: layouts/A_* (set A's own tiles), layouts/A_*
made worse (half and a third the size, blurred twice, dim warm light) and hands/X_* (another
set). Shifts are not among the variants: matching searches them already. hands/A_* (the test
photos) are not read here.
"""

from __future__ import annotations

import copy
import sys
from pathlib import Path

from photo import bench_real
from photo.calibrate import describe_tile, tile_set_from_tiles
from photo.describe import Descriptor
from photo.picture import Picture
from photo.tileset import TileSet


def scaled(p: Picture, f: float) -> Picture:
    w, h = max(8, round(p.width * f)), max(8, round(p.height * f))
    return p.warp(((0, 0), (p.width, 0), (p.width, p.height), (0, p.height)), w, h)


def blurred(p: Picture) -> Picture:
    """A 3 x 3 box blur."""
    out = []
    for plane in p.rgb_planes():
        a, w = list(plane), p.width
        b = [a[max(0, i - 1)] + a[i] + a[min(len(a) - 1, i + 1)] for i in range(len(a))]
        out.append(bytes((b[max(0, i - w)] + b[i] + b[min(len(b) - 1, i + w)]) // 9
                         for i in range(len(b))))
    return Picture.from_planes(p.width, p.height, out)


def lit(p: Picture, fr: float, fg: float, fb: float) -> Picture:
    return Picture.from_planes(p.width, p.height, [
        bytes(min(255, round(v * f)) for v in plane)
        for plane, f in zip(p.rgb_planes(), (fr, fg, fb), strict=True)])


VARIANTS = (blurred, lambda p: scaled(p, 0.7), lambda p: scaled(p, 1.4),
            lambda p: lit(p, 1.0, 0.85, 0.7))
WORSE = (("half size", lambda p: scaled(p, 0.5)), ("a third", lambda p: scaled(p, 0.33)),
         ("blurred", lambda p: blurred(blurred(p))), ("dim, warm", lambda p: lit(p, .65, .55, .45)))


def worse(photos, change):
    out = []
    for p in photos:
        q = copy.copy(p)
        q.picture = change(p.picture)
        s = q.picture.width / p.picture.width
        q.boxes = [tuple(round(v * s) for v in box) for box in p.boxes]
        out.append(q)
    return out


def main(root: Path) -> None:
    crops = bench_real.crops(root, "A")
    plain = tile_set_from_tiles(crops, "plain")
    extra = {face: tuple(d for d in (describe_tile(v(p)) for v in VARIANTS) if d is not None)
             for face, p in crops.items()}
    more = TileSet("variants", dict(plain.faces), plain.tile_aspect, "calibrated", extra)
    averaged = TileSet("averaged", {
        face: Descriptor(bytes(round(sum(v) / (1 + len(extra[face])))
                               for v in zip(d.planes, *(x.planes for x in extra[face]),
                                            strict=True)))
        for face, d in plain.faces.items()}, plain.tile_aspect)
    layouts = bench_real.photos(root, "layouts/A_")
    readings = [("layouts/A_ boxes", layouts)]
    readings += [(f"layouts/A_ {name}", worse(layouts, change)) for name, change in WORSE]
    readings.append(("hands/X_ boxes (set X)", bench_real.photos(root, "hands/X_")))
    sys.stdout.write(f"{'photos':<28} {'crop alone':>16} {'+ variants':>16} {'averaged':>16}\n")
    for label, photos in readings:
        cells = []
        for tile_set in (plain, more, averaged):
            t = bench_real.read_set(photos, tile_set, ("boxes",))["boxes"]
            cells.append(f"{t.right}/{t.tiles} ({t.wrong_unmarked} unm.)")
        sys.stdout.write(f"{label:<28} " + " ".join(f"{c:>16}" for c in cells) + "\n")


if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("../shared/photos"))
