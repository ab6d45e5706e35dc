"""The finder counting a row in a frame placed loosely, on real photos: ``PYTHONPATH=py
python3 -m bench.photo_counting ../shared/photos``.

Each labelled row of set A's and X's hand photos and of set C's grids (trays of 4 rows) is
framed by its labelled outline widened by PAD tile heights at each end (half that above and
below), as a player's finger leaves it, and read untaught with the reader's own count
(tiles=None) by the held-out namer of its half. Prints, per design and pad, the rows whose
count came out right and the tiles right (aligned as bench.photo_namer aligns a miscount).
"""

from __future__ import annotations

import sys
from pathlib import Path

from photo.default import default_tile_set
from photo.errors import PhotoError
from photo.read import read_row

from bench.photo_namer import Tally
from tests.fixtures.designs import HELDOUT, using_namer
from tests.fixtures.real_photos import Photo, grid_rows, photos

PADS = (0.0, 0.15, 0.3, 0.6)


def loose(p: Photo, pad: float):
    """The row's labelled outline widened by `pad` tile heights at each end (half above and
    below), inside the picture."""
    x0, y0 = min(b[0] for b in p.boxes), min(b[1] for b in p.boxes)
    x1, y1 = max(b[2] for b in p.boxes), max(b[3] for b in p.boxes)
    h = max(b[3] - b[1] for b in p.boxes)
    w, t = p.picture.width - 1, p.picture.height - 1
    a, b = max(0, x0 - pad * h), min(w, x1 + pad * h)
    c, d = max(0, y0 - pad * h / 2), min(t, y1 + pad * h / 2)
    return ((a, c), (b, c), (b, d), (a, d))


def main(root: Path, out=sys.stdout) -> None:
    art = default_tile_set()
    out.write("The count in a loose frame (untaught, held-out namers): design, pad (tile "
              "heights), rows counted right, tiles right\n")
    for design, half in (("A", 1), ("C", 1), ("X", 2)):
        rows = grid_rows(root) if design == "C" else photos(root, f"hands/{design}_")
        with using_namer(HELDOUT / f"half-{half}.bin"):
            for pad in PADS:
                tally, counted = Tally(), 0
                for p in rows:
                    try:
                        got = read_row(p.picture, 0, 0, loose(p, pad), art, None)
                    except PhotoError:
                        got = []
                    counted += len(got) == len(p.faces)
                    tally.add(p.faces, got, 0.0)
                out.write(f"{design} pad {pad:<4} count right {counted:>2}/{len(rows):<2} "
                          f"{tally.right}/{tally.tiles} ({100 * tally.right / tally.tiles:.1f} %)"
                          "\n")
                out.flush()


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "../shared/photos"))
