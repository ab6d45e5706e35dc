"""Teaching measured on copies that were not taught: ``PYTHONPATH=py python3 -m
bench.namer_taught ../shared/photos``.

Each design with more than one copy of a face (A: its crops/A against its hand photos; C and
X: the first labelled tile of each face cut from its photo; cam5, cam7, cam9b: the first crop
of each face) is taught from one copy of each face, as bench.photo_namer's "taught, other
copies" rows are, and its rows are read framed by the held-out namer of its half, counting
only the tiles that are not the taught copy. Readers, on the very same tiles:

- the namer alone (the set untaught);
- the set by its descriptors (NCC likeness added: how every set read before round 5; the
  same set with its features marked as another namer's);
- the set by the namer's features (the reader as shipped), FEATURE_WEIGHT as shipped and,
  for its sensitivity, halved and doubled.
"""

from __future__ import annotations

import contextlib
import sys
from pathlib import Path

from photo import read
from photo.default import default_tile_set

from bench.photo_namer import Tally, _read
from tests.fixtures.designs import HALVES, HELDOUT, blind, taught_rows, using_namer

DESIGNS = ("A", "C", "X", "cam5", "cam7", "cam9b")


@contextlib.contextmanager
def _weight(w: float):
    shipped = read.FEATURE_WEIGHT
    read.FEATURE_WEIGHT = w
    try:
        yield
    finally:
        read.FEATURE_WEIGHT = shipped


def main(root: Path, out=sys.stdout) -> None:
    w = read.FEATURE_WEIGHT
    readers = {"namer alone": None, "descriptors": "blind", f"features W={w / 2:g}": w / 2,
               f"features W={w:g}": w, f"features W={2 * w:g}": 2 * w}
    totals = {name: Tally() for name in readers}
    out.write("Teaching read on copies that were not taught (held-out namers; framed; "
              f"shipped: features W={w:g})\n")
    for half, designs in enumerate(HALVES, start=1):
        with using_namer(HELDOUT / f"half-{half}.bin"):
            for design in designs:
                if design not in DESIGNS:
                    continue
                rows, taught, counted = taught_rows(root, design)
                for name, how in readers.items():
                    tile_set = (default_tile_set() if how is None else
                                blind(taught) if how == "blind" else taught)
                    tally = Tally()
                    with _weight(how if isinstance(how, float) else w):
                        for p, count in zip(rows, counted, strict=True):
                            tally.add(p.faces, *_read(p, p.outline, tile_set, len(p.faces)),
                                      count)
                    out.write(tally.line(f"{design}: {name}") + "\n")
                    totals[name].merge(tally)
                out.flush()
    for name, tally in totals.items():
        out.write(tally.line(f"all: {name}") + "\n")


if __name__ == "__main__":
    main(Path(sys.argv[1] if len(sys.argv) > 1 else "../shared/photos"))
