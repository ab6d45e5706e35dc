"""A bound for cheap changes to the namer's reading, before any is built: each design's rows
(framed: the labelled outline, the true count) split as the reader splits them, and every
tile named by the held-out namer that never saw the design, as the reader names it today
(upright; turned as well when unsure) and with test-time variants of the slot (shifted and
narrowed by a few pixels, upright and turned, probabilities averaged). Prints, per variant,
tiles right first and among the first four; and, for thresholds of NAMER_SURE fitted on one
half's designs and applied to the other's (never on the designs measured), the wrong tiles
left unmarked and the tiles marked.

    PYTHONPATH=py python3 -m bench.namer_tta ../shared/photos
"""

from __future__ import annotations

import sys
from pathlib import Path

from photo import namer
from photo.read import NAMER_SURE
from photo.row import split

from tests.fixtures.designs import HALVES, HELDOUT, design_rows, using_namer

VARIANTS = {
    "today": [(0, 0)],
    "shift +-2": [(0, 0), (-2, -2), (2, 2)],
    "shift +-2, narrow 2": [(0, 0), (-2, -2), (2, 2), (2, -2)],
    "shift +-3, narrow/widen 2": [(0, 0), (-3, -3), (3, 3), (2, -2), (-2, 2)],
}


def strips_of(root: Path, designs):
    """(design, row, strip) of every row of `designs` the reader splits into as many tiles as
    the row holds (a row split otherwise is left out, as the benchmarks leave it)."""
    for design in designs:
        for row in design_rows(root, design)[0]:
            try:
                strip = split(row.picture, row.outline, len(row.faces))
            except Exception:
                continue
            if strip.count == len(row.faces):
                yield design, row, strip


def read(model, strip, variant, turned_too: bool):
    """Per slot: probabilities (variant-averaged), as today when variant is [(0, 0)]."""
    planes = strip.planes[1:]
    w, h = strip.strip.width, strip.strip.height
    out = []
    spans = []
    for i in range(strip.count):
        x0, x1 = strip.edges[i], strip.edges[i + 1]
        for a, b in variant:
            u, v = max(0, x0 + a), min(w, x1 + b)
            spans.append((u, v, False))
    upright = [namer.softmax(s) for _, s in model.name(planes, w, h, spans)]
    k = len(variant)
    for i in range(strip.count):
        p = [sum(q[j] for q in upright[i * k:(i + 1) * k]) / k for j in range(len(model.faces))]
        if turned_too and max(p) < NAMER_SURE:
            again = [namer.softmax(s) for _, s in model.name(planes, w, h,
                                                              [(a, b, True) for a, b, _ in
                                                               spans[i * k:(i + 1) * k]])]
            q = [sum(r[j] for r in again) / k for j in range(len(model.faces))]
            if max(q) > max(p):
                p = q
        out.append(p)
    return out


def main(root: Path) -> None:
    results = {name: [] for name in VARIANTS}  # (half, design, want, probabilities)
    for half, designs in enumerate(HALVES, start=1):
        with using_namer(HELDOUT / f"half-{half}.bin"):
            model = namer.load_namer()
            for design, row, strip in strips_of(root, designs):
                for name, variant in VARIANTS.items():
                    for want, p in zip(row.faces, read(model, strip, variant, True),
                                       strict=True):
                        results[name].append((half, design, want, p))
        print(f"half {half} done", file=sys.stderr)
    faces = namer.load_namer().faces
    print(f"{'variant':<28} {'tiles':>6} {'right':>7} {'first 4':>8}   per design right")
    for name, rows in results.items():
        right = sum(faces[p.index(max(p))] == w for _, _, w, p in rows)
        top4 = sum(w in [faces[j] for j in sorted(range(len(p)), key=lambda j: -p[j])[:4]]
                   for _, _, w, p in rows)
        per = {}
        for _, d, w, p in rows:
            t = per.setdefault(d, [0, 0])
            t[0] += faces[p.index(max(p))] == w
            t[1] += 1
        n = len(rows)
        print(f"{name:<28} {n:>6} {100 * right / n:6.1f}% {100 * top4 / n:7.1f}%   "
              + " ".join(f"{d} {100 * a / b:.0f}" for d, (a, b) in per.items()))
    for name, rows in results.items():
        print(f"{name}: " + "; ".join(fitted(rows, faces, fit, test)
                                      for fit, test in ((1, 2), (2, 1))))


def fitted(rows, faces, fit: int, test: int) -> str:
    """NAMER_SURE fitted on half `fit`'s designs (the least that leaves at most 1 % of its
    tiles wrong and unmarked), applied to half `test`'s: wrong unmarked and marked, against
    today's NAMER_SURE, and the design with the most wrong unmarked."""
    fitting = [(max(p), faces[p.index(max(p))] == w) for h, _, w, p in rows if h == fit]
    chosen = next((t / 100 for t in range(50, 100)
                   if sum(c >= t / 100 and not ok for c, ok in fitting) <= 0.01 * len(fitting)),
                  NAMER_SURE)
    testing = [(max(p), faces[p.index(max(p))] == w, d) for h, d, w, p in rows if h == test]
    n = len(testing)

    def share(level: float) -> tuple[float, float]:
        return (100 * sum(c >= level and not ok for c, ok, _ in testing) / n,
                100 * sum(c < level for c, _, _ in testing) / n)

    worst = max((sum(c >= chosen and not ok for c, ok, e in testing if e == d)
                 / sum(e == d for _, _, e in testing), d) for d in {d for _, _, d in testing})
    (unmarked, marked), (now, now_marked) = share(chosen), share(NAMER_SURE)
    return (f"fit half {fit} -> {chosen:.2f}, on half {test}: unmarked {unmarked:.1f}% "
            f"(at {NAMER_SURE}: {now:.1f}%), marked {marked:.1f}% ({now_marked:.1f}%), "
            f"worst {worst[1]} {100 * worst[0]:.1f}%")

if __name__ == "__main__":
    main(Path(sys.argv[1]) if len(sys.argv) > 1 else Path("../shared/photos"))
