"""Held-out namers of one half compared on the very same tiles, one by one and averaged
(round 3: how far apart namers trained alike with other seeds read, and what averaging
their probabilities would give). Each of the half's designs is read framed and split as
the reader splits it (bench.namer_tta's rows, as the reader names a tile today), by the
half-N.bin of every folder given; then the probabilities of the first three and of all
averaged (round 4: an ensemble of 3 or 5).

    PYTHONPATH=py python3 -m bench.namer_seeds ../shared/photos --half 1 DIR [DIR ...]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from photo import namer
from photo.read import NAMER_SURE

from bench.namer_tta import read, strips_of
from tests.fixtures.designs import HALVES, using_namer


def probabilities(root: Path, designs, weights: Path) -> list[tuple[str, str, list[float]]]:
    """(design, face, probabilities) of every tile of `designs`, by the namer at `weights`."""
    out = []
    with using_namer(weights):
        model = namer.load_namer()
        for design, row, strip in strips_of(root, designs):
            out += [(design, want, p) for want, p in
                    zip(row.faces, read(model, strip, [(0, 0)], True), strict=True)]
    return out


def line(label: str, rows, faces) -> str:
    """The namer's figures: right first, among the first four, wrong and not marked (sure at
    NAMER_SURE or above), then right first / among four per design."""
    per: dict[str, list[int]] = {}
    unmarked = 0
    for design, want, p in rows:
        order = sorted(range(len(p)), key=lambda j: -p[j])
        t = per.setdefault(design, [0, 0, 0])
        t[0] += faces[order[0]] == want
        t[1] += want in [faces[j] for j in order[:4]]
        t[2] += 1
        unmarked += faces[order[0]] != want and p[order[0]] >= NAMER_SURE
    n = sum(t[2] for t in per.values())
    return (f"{label:<40} {100 * sum(t[0] for t in per.values()) / n:5.1f}% "
            f"{100 * sum(t[1] for t in per.values()) / n:5.1f}% {100 * unmarked / n:5.1f}%  "
            + " ".join(f"{d} {100 * a / c:.1f}/{100 * b / c:.1f}" for d, (a, b, c) in per.items()))


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("root")
    ap.add_argument("--half", type=int, choices=(1, 2), default=1)
    ap.add_argument("dirs", nargs="+", help="folders holding half-N.bin")
    a = ap.parse_args()
    root, designs = Path(a.root), HALVES[a.half - 1]
    faces = namer.load_namer().faces
    print(f"{'namer':<40} {'first':>6} {'four':>6} {'unmkd':>6}  per design first/four (%)")
    runs = []
    for d in a.dirs:
        rows = probabilities(root, designs, Path(d) / f"half-{a.half}.bin")
        runs.append(rows)
        print(line(d, rows, faces), flush=True)
    for k in sorted({3, len(runs)}):
        if 1 < k <= len(runs):
            some = runs[:k]
            mean = [(design, want, [sum(r[i][2][j] for r in some) / k
                                    for j in range(len(faces))])
                    for i, (design, want, _) in enumerate(runs[0])]
            print(line(f"average of the {k}" if k == len(runs) else f"average of the first {k}",
                       mean, faces))


if __name__ == "__main__":
    sys.exit(main())
