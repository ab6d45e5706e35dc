"""The learned namer on designs it never saw: ``PYTHONPATH=py python3 -m bench.photo_namer
../shared/photos`` (``python3 build.py bench`` prints it after bench.photo_real's table).

The shipped namer learnt from every design of shared/photos, so it cannot be measured on
them. tools/train_tiles trains two more namers the same way, each with half of the real
designs held out (``train.py lodo --folds halves``: A C cam1 cam3 cam5 cam7 cam9, then X B
cam2 cam4 cam6 cam8 cam10; cam9 is two prints, read here as cam9 and cam9b), and keeps
their weights in tools/train_tiles/heldout/. Each design here is read by the namer that
never saw it:

- A (hands/A_*, 25 hands), X (hands/X_*, single rows) and C (grids/: each labelled row) as
  photographed;
- B and cam1..cam10, cam9b (single-tile crops): rows of 14 crops of the design composed into a
  photo (one scale a row, a small tilt, blur, uneven light, JPEG), ROWS_PER_DESIGN rows each,
  seeded.

Conditions: untaught framed (the labelled outline, the true count) and found (the reader's own
frame and count); taught from crops (the set taught from the design's single tiles, or for
A its crops/A; C and X have no crops and are left out) framed; taught, other copies: a set
taught from one copy of each face (a crop design's first crop of it, C's and X's first
labelled tile of it cut from its photo, A's crops/A) reading only the tiles that are not
that copy, framed (in 9 of the 12 crop designs every face has one crop, so "taught framed"
reads the taught crops back: a yardstick that flatters teaching; these designs have no row
here). Camerash labels found wrong are mended by tools/train_tiles/label_fixes.json. Per
condition: tiles right, 14-tile hands whole, the same hands whole with a flower or season read
as any flower or season ("bonus": MCR scores each alike, one point, so the score needs only
their count; the composed rows draw about one tile in five from the eight), wrong and not
marked, the right face among the first four offered.
"""

from __future__ import annotations

import sys
import time
from dataclasses import dataclass, field
from pathlib import Path

from photo.default import default_tile_set
from photo.errors import PhotoError
from photo.frame import suggest_frame
from photo.read import ReadTile, read_row
from photo.tileset import TileSet
from tiles import is_flower

from tests.fixtures.designs import (
    HALVES,
    HAND,
    HELDOUT,
    ROWS_PER_DESIGN,
    design_rows,
    taught_copies,
    taught_set,
    using_namer,
)
from tests.fixtures.real_photos import Photo, aligned_right


@dataclass
class Tally:
    tiles: int = 0
    right: int = 0
    top4: int = 0
    hands: int = 0
    whole: int = 0
    whole_bonus: int = 0  # whole with each flower or season read as one (MCR scores them alike)
    unmarked: int = 0
    marked: int = 0
    seconds: list[float] = field(default_factory=list)

    def add(self, faces: list[str], read: list[ReadTile], seconds: float,
            counted: list[bool] | None = None) -> None:
        """A row's reading; `counted`: which of its tiles count (None: all of them)."""
        if counted is not None and len(read) == len(faces):
            faces = [f for f, c in zip(faces, counted, strict=True) if c]
            read = [t for t, c in zip(read, counted, strict=True) if c]
        got = [t.face for t in read]
        self.tiles += len(faces)
        self.seconds.append(seconds)
        if len(faces) == HAND:
            self.hands += 1
            self.whole += got == faces
            self.whole_bonus += len(got) == HAND and all(
                g == f or (is_flower(g) and is_flower(f)) for g, f in zip(got, faces, strict=True))
        if len(got) == len(faces):
            for want, t in zip(faces, read, strict=True):
                self.right += t.face == want
                self.top4 += want in (t.face, *t.runner_ups[:3])
                self.unmarked += t.face != want and not t.unsure
        else:
            right = aligned_right(got, faces)
            self.right += right
            self.top4 += right
            self.unmarked += max(0, sum(not t.unsure for t in read) - right)
        self.marked += sum(t.unsure for t in read)

    def merge(self, other: Tally) -> None:
        for name in ("tiles", "right", "top4", "hands", "whole", "whole_bonus", "unmarked",
                     "marked"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.seconds += other.seconds

    def line(self, label: str) -> str:
        if not self.tiles:
            return f"{label:<30} (none)"
        p95 = sorted(self.seconds)[min(len(self.seconds) - 1, int(0.95 * len(self.seconds)))]
        whole = (f"{self.whole:>3}/{self.hands:<3} {self.whole_bonus:>3}/{self.hands:<3}"
                 if self.hands else "   -       -   ")
        return (f"{label:<30} {self.right:>4}/{self.tiles:<4} {100 * self.right / self.tiles:5.1f}%"
                f"  {whole} {100 * self.unmarked / self.tiles:6.1f}%"
                f" {100 * self.marked / self.tiles:6.1f}% {100 * self.top4 / self.tiles:6.1f}%"
                f" {p95:6.2f}s")


HEADER = (f"{'design: condition':<30} {'tiles right':>15}  {'14 whole':>7} {'bonus':>7}"
          f" {'unmarked':>7}"
          f" {'marked':>6} {'first 4':>7} {'p95':>7}")


def _read(photo: Photo, corners, tile_set: TileSet, tiles: int | None):
    t0 = time.process_time()
    try:
        got = read_row(photo.picture, photo.picture.width, photo.picture.height, corners,
                       tile_set, tiles)
    except PhotoError:
        got = []
    return got, time.process_time() - t0


def measure(photos_: list[Photo], tile_set: TileSet, found: bool = True) -> dict[str, Tally]:
    out = {"framed": Tally(), "found": Tally()} if found else {"framed": Tally()}
    for p in photos_:
        out["framed"].add(p.faces, *_read(p, p.outline, tile_set, len(p.faces)))
        if found:
            corners = suggest_frame(p.picture)
            if corners is None:
                out["found"].add(p.faces, [], 0.0)
            else:
                out["found"].add(p.faces, *_read(p, corners, tile_set, None))
    return out


def main(root: Path, out=sys.stdout, halves: tuple[int, ...] = (1, 2),
         heldout: Path = HELDOUT) -> None:
    """The table; `halves` and `heldout` (a folder of half-N.bin) to measure one held-out
    half, or namers trained another way, on the very same tiles."""
    try:
        import PIL  # noqa: F401
    except ImportError:
        out.write("the namer on held-out designs: skipped (Pillow is not installed)\n")
        return
    start = time.perf_counter()
    out.write("\nThe learned namer on designs held out of its training (each design read by the "
              f"namer of tools/train_tiles/heldout/ that never saw it; {ROWS_PER_DESIGN} "
              "composed rows of 14 per crop design)\n")
    out.write("goals: untaught framed >= 95 %, found >= 93 %, >= 50 % of 14-tile hands whole; "
              "X and C framed >= 95 %; taught >= 98 %; wrong unmarked <= 2 %; first four "
              ">= 99 %\n\n")
    out.write(HEADER + "\n")
    art = default_tile_set()
    totals = {"untaught framed": Tally(), "untaught found": Tally(), "taught framed": Tally(),
              "taught, other copies": Tally()}
    for half, designs in enumerate(HALVES, start=1):
        if half not in halves:
            continue
        weights = heldout / f"half-{half}.bin"
        if not weights.exists():
            out.write(f"{weights} missing: run tools/train_tiles/train.py lodo --folds halves\n")
            continue
        with using_namer(weights):
            for design in designs:
                rows, tiles = design_rows(root, design)
                taught = taught_set(root, design, tiles)
                result = measure(rows, art, found=design != "C")
                for cond, tally in result.items():
                    out.write(tally.line(f"{design}: untaught {cond}") + "\n")
                    totals[f"untaught {cond}"].merge(tally)
                if taught is not None:
                    tally = measure(rows, taught, found=False)["framed"]
                    out.write(tally.line(f"{design}: taught framed") + "\n")
                    totals["taught framed"].merge(tally)
                copies = taught_copies(design, rows, tiles, taught)
                if copies is not None:
                    tally = Tally()
                    for p, counted in zip(rows, copies[1], strict=True):
                        tally.add(p.faces, *_read(p, p.outline, copies[0], len(p.faces)),
                                  counted)
                    out.write(tally.line(f"{design}: taught, other copies") + "\n")
                    totals["taught, other copies"].merge(tally)
                out.flush()
    out.write("\n")
    for label, tally in totals.items():
        out.write(tally.line(f"all: {label}") + "\n")
    out.write(f"(wall time {time.perf_counter() - start:.0f} s)\n")


if __name__ == "__main__":
    import argparse

    ap = argparse.ArgumentParser()
    ap.add_argument("root", nargs="?", default="../shared/photos")
    ap.add_argument("--half", type=int, choices=(1, 2), help="only this held-out half")
    ap.add_argument("--heldout", default=str(HELDOUT), help="folder of half-N.bin")
    a = ap.parse_args()
    main(Path(a.root), halves=(a.half,) if a.half else (1, 2), heldout=Path(a.heldout))
