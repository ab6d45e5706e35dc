"""Splitting a rectified row of tiles at the gaps between them, and counting them.

A row is rectified so that its faces fill the strip's height. Tiles spaced apart (a
teaching layout) leave table between them: each run of face columns is a segment. Tiles side
by side leave only a thin gap, often fainter than their ink: a segment of n tiles is cut
where a comb of n - 1 evenly spaced gaps (foreshortened by the row's perspective) finds
more gap evidence than half-way between them. The count is the comb that fits best, with
the tiles' shape (about 0.75 wide per unit of height) as a weak prior.
"""

from __future__ import annotations

import itertools
import math
from dataclasses import dataclass
from operator import add, sub

TILE_ASPECT = 0.75  # width / height of a tile's face, when nothing better is known
# Perspective along a row: the end of tile k of n lies at t = k / n mapped to
# t (1 + lam) / (1 + lam t) of the segment.
LAMS = (-0.24, -0.16, -0.08, 0.0, 0.08, 0.16, 0.24)
END_MOVES = (-0.1, -0.05, 0.0, 0.05, 0.1)  # how far a segment's ends may move, in pitches
END_COST = 4.0  # and moving an end, per pitch (the faces' own ends are likelier)
LAM_COST = 4.0  # what foreshortening costs a comb (the frame's own perspective is likelier)
SHAPE_COST = 4.0  # what an unlikely tile shape costs a comb, per unit of |log(shape / usual)|
HAND_BONUS = 0.5  # what a count that a hand can be (13 to 18 tiles) is worth, when asked
SURE_MARGIN = 1.0  # how much better the best count must fit than any other to be sure
MIN_FACE = 48  # the least whiteness a face has
FACE_LEVEL = 0.75  # a face column is at least this fraction of the faces' whiteness
DARK = 0.5  # found by ink: a column below this fraction of the faces' level is no face
DARK_GAP = 0.5  # and this many tiles' width of such columns parts the row
SNAP = 0.12  # how far (in pitches) an edge moves from the comb onto its own gap
# An inner edge with less gap evidence than ON_INK of the median of the row's edges' is on
# ink; DRIFTED such edges in a row say the comb has drifted off the gaps (tiles of unlike
# widths side by side): the inner edges are then placed together (see _placed).
ON_INK, DRIFTED = 0.5, 3
EDGE_REACH = 0.35  # placed together, how far (in pitches) an edge may move from the comb
WIDTH_COST = 20.0  # what a tile's width unlike the comb's pitch costs (squared, relative)
NEAR_COST = 0.5  # and an edge away from the comb's place, per pitch (ties go to the comb)
MARGIN_ROWS, EDGE_WEIGHT, FREE = 0.12, 1.0, 4.0  # the gap evidence's parts: see gap_evidence


def column_levels(white: bytes, width: int, height: int) -> list[int]:
    """Per column of a rectified row, the whiteness a tenth of its pixels reach: a face's own
    level, whatever ink it carries (its margins are clean)."""
    k = max(0, int(0.9 * height) - 1)
    return [sorted(white[x::width])[k] for x in range(width)]


def face_and_table(levels: list[int], core: tuple[float, float] | None = None):
    """(the faces' level, the table's) of a rectified row's column levels: the median inside
    `core` (the row as first found; the whole row by default), and the darkest columns
    outside it (or anywhere); None when nothing is white enough to be a face, and the
    table's level None when there is too little contrast to tell it (no table in view)."""
    width = len(levels)
    a0, b0 = (0, width) if core is None else (max(0, round(core[0])), min(width, round(core[1])))
    inside = sorted(levels[a0:b0]) or sorted(levels)
    face = inside[len(inside) // 2]
    if face < MIN_FACE:
        return None
    outside = sorted(levels[:a0] + levels[b0:])
    everywhere = sorted(levels)
    table = min(outside[min(2, len(outside) - 1)] if outside else 255,
                everywhere[len(everywhere) // 50])
    return face, (table if face - table >= 0.3 * face else None)


def face_segments(levels: list[int], height: int, core: tuple[float, float] | None = None,
                  by_ink: bool = False) -> list[tuple[int, int]]:
    """Runs [a, b) of face columns, apart where a fifth of a tile or more is table (tiles
    spaced apart); the core as one run when no table is in view. A face column is whiter
    than half-way from the table's level to the faces' and than FACE_LEVEL of them (a
    tile's side is less white than its face), the faces' being the brightest within a
    tile's width where that is less (a face in shade: light falls off along a row).
    `by_ink`: the row's faces are known to be no whiter than the table (found by their
    ink), so the core is one run."""
    width = len(levels)
    a0, b0 = (0, width) if core is None else (max(0, round(core[0])), min(width, round(core[1])))
    found = face_and_table(levels, core)
    if found is None:
        return []
    face, table = found
    if b0 <= a0:
        return []
    if by_ink:
        return _apart_at_dark(levels, a0, b0, face, height)
    if table is None:
        return [(a0, b0)]
    near = max(1, round(TILE_ASPECT * height))
    low = table + 0.3 * (face - table)  # table, not a shaded or inky face
    floor = table + 0.4 * (face - table)  # a face, even shaded, is nearer the faces' level
    thresholds = [max((f + table) / 2, FACE_LEVEL * f, floor) for f in
                  (min(face, max(levels[max(0, i - near) : i + near + 1])) for i in range(width))]
    split = max(2, round(0.2 * TILE_ASPECT * height))
    runs: list[list[int]] = []
    tabled = 0  # table columns in a row since the last face column
    for i, v in enumerate(levels):
        if v >= thresholds[i]:
            if runs and tabled < split:
                runs[-1][1] = i + 1
            else:
                runs.append([i, i + 1])
            tabled = 0
        elif v < low:
            tabled += 1
    return [(a, b) for a, b in runs if b - a >= 0.4 * TILE_ASPECT * height]


def _apart_at_dark(levels: list[int], a0: int, b0: int, face: int,
                   height: int) -> list[tuple[int, int]]:
    """The core [a0, b0) of a row found by its ink, apart where DARK_GAP of a tile or more of
    its columns are dark (below DARK of the faces' level: a tray's divider, a dark table
    between melds), which no face column is (a face's margins are clean, whatever its ink)."""
    dark, wide = DARK * face, DARK_GAP * TILE_ASPECT * height
    runs, start, gap = [], a0, 0
    for i in range(a0, b0):
        if levels[i] < dark:
            gap += 1
            continue
        if gap >= wide:
            if i - gap > start:
                runs.append((start, i - gap))
            start = i
        gap = 0
    runs.append((start, b0 - gap if gap >= wide else b0))
    return [(a, b) for a, b in runs if b - a >= 0.4 * TILE_ASPECT * height]


def end_lines(white: bytes, width: int, height: int, a: int, b: int, threshold: float,
              bands: int = 4):
    """Where the row's first face begins and its last ends, near columns a and b, in each of
    `bands` bands of its rows from a tenth to seven tenths of its height (a face's corners
    are rounded, and its foot meets the tile's side and shadow): ([(y, x)] on the left,
    [(y, x)] on the right)."""
    reach = max(2, round(0.25 * TILE_ASPECT * height))
    lefts, rights = [], []
    top, span = 0.1 * height, 0.6 * height
    for band in range(bands):
        y0, y1 = round(top + band * span / bands), round(top + (band + 1) * span / bands)
        y = (y0 + y1) / 2
        k = max(0, int(0.9 * (y1 - y0)) - 1)

        def level(x: int, y0: int = y0, y1: int = y1, k: int = k) -> int:
            return sorted(white[yy * width + x] for yy in range(y0, y1))[k]

        left = next((x for x in range(max(0, a - reach), min(width, a + reach))
                     if level(x) >= threshold), None)
        right = next((x + 1 for x in range(min(width, b + reach) - 1, max(0, b - reach) - 1, -1)
                      if level(x) >= threshold), None)
        if left is not None:
            lefts.append((y, left))
        if right is not None:
            rights.append((y, right))
    return lefts, rights


def gap_evidence(white: bytes, width: int, height: int) -> list[float]:
    """Per column of a rectified row, the evidence of a gap between tiles there: how much
    darker the column is than those two pixels either side, all the way down and (counted
    again) in the faces' clean top and bottom margins, where only a gap is, each relative to
    its mean over the row; plus FREE where no ink comes within two columns (the clean
    margins of two faces side by side: where the gap is when it hardly shows)."""
    total = [0] * width
    edges = [0] * width
    clip = bytes(min(40, max(0, v - 128)) for v in range(256 + 128))
    sample = sorted(white[:: max(1, len(white) // 4000)])
    face = sample[int(0.8 * (len(sample) - 1))]
    ink_table = bytes(1 if v < 0.7 * face else 0 for v in range(256))
    ink = [0] * width
    r = 2
    margin = max(1, round(MARGIN_ROWS * height))
    for y in range(height):
        row = white[y * width : (y + 1) * width]
        side = map(min, row[:1] * r + row[: width - r], row[r:] + row[-1:] * r)
        darker = list(map(clip.__getitem__, map(sub, map((128).__add__, side), row)))
        total = list(map(add, total, darker))
        if y < margin or y >= height - margin:
            edges = list(map(add, edges, darker))
        ink = list(map(add, ink, row.translate(ink_table)))
    scale = (sum(total) / width) or 1.0
    edge_scale = (sum(edges) / width) or 1.0
    free = [1.0 if max(ink[max(0, x - r) : x + r + 1]) <= 1 else 0.0 for x in range(width)]
    return [t / scale + EDGE_WEIGHT * e / edge_scale + FREE * f
            for t, e, f in zip(total, edges, free, strict=True)]


def _max_filter(values: list[float], radius: int) -> list[float]:
    return [max(values[max(0, i - radius) : i + radius + 1]) for i in range(len(values))]


@dataclass(frozen=True)
class Comb:
    """n tiles between columns a and b, foreshortened by lam, and how much more gap
    evidence lies where the gaps between them would be than half-way between them."""

    n: int
    a: float
    b: float
    lam: float
    score: float

    def edge(self, k: float) -> float:
        """Where tile k (0 to n) begins."""
        t = k / self.n
        return self.a + (self.b - self.a) * t * (1 + self.lam) / (1 + self.lam * t)

    def value(self, tile_width: float) -> float:
        """How good the comb is: its score, less what an unlikely tile shape costs."""
        shape = (self.b - self.a) / self.n / tile_width
        return self.score - SHAPE_COST * abs(math.log(max(shape, 1e-6)))


def comb_fit(peaks: list[float], a: float, b: float, n: int) -> Comb:
    """The best comb of n tiles near [a, b) over the (max-filtered) gap evidence: each
    foreshortening in LAMS with the ends moved a little, then the best two with the ends
    moved by END_MOVES."""
    if n == 1:
        return Comb(1, a, b, 0.0, 0.0)
    coarse = sorted((_comb(peaks, a, b, n, lam, da, db) for lam in LAMS
                     for da in (-0.05, 0.05) for db in (-0.05, 0.05)),
                    key=lambda c: -c.score)[:2]
    best = coarse[0]
    for c in coarse:
        for da in END_MOVES:
            for db in END_MOVES:
                if da or db:
                    got = _comb(peaks, a, b, n, c.lam, da, db)
                    if got.score > best.score:
                        best = got
    return best


def _comb(peaks: list[float], a: float, b: float, n: int, lam: float, da: float,
          db: float) -> Comb:
    """The comb of n tiles over [a, b) with its ends moved by da and db pitches."""
    last = len(peaks) - 1
    pitch = (b - a) / n
    a2 = a + da * pitch
    span = b + db * pitch - a2
    on = off = 0.0
    for k in range(1, n + 1):
        t = (k - 0.5) / n
        off += peaks[min(last, max(0, round(a2 + span * t * (1 + lam) / (1 + lam * t))))]
        if k < n:
            t = k / n
            on += peaks[min(last, max(0, round(a2 + span * t * (1 + lam) / (1 + lam * t))))]
    score = (on / (n - 1) - off / n - LAM_COST * abs(lam)
             - END_COST * (abs(da) + abs(db)))
    return Comb(n, a2, a2 + span, lam, score)


@dataclass(frozen=True)
class Split:
    """A row split into tiles: each tile's columns [a, b), and the count the row shows by
    itself (None when no count fits clearly better than the others)."""

    spans: tuple[tuple[int, int], ...]
    counted: int | None


def split_columns(segments: list[tuple[int, int]], evidence: list[float], height: int,
                  tiles: int | None = None, hand: bool = False,
                  aspect: float = TILE_ASPECT) -> Split:
    """The row's tiles: each segment cut into the number of tiles whose comb fits best
    (`tiles` in all when given; `hand`: preferring the 13 to 18 tiles of a hand when the fits
    leave it open), each inner edge then moved onto its own gap where one shows."""
    if not segments:
        return Split((), None)
    peaks = _max_filter(evidence, 1)
    tile_w = height * aspect
    options = []
    for a, b in segments:
        guess = (b - a) / tile_w
        lo, hi = max(1, math.floor(guess / 1.35)), max(1, math.ceil(guess / 0.75))
        options.append(sorted((comb_fit(peaks, a, b, n) for n in range(lo, hi + 1)),
                              key=lambda c: -c.value(tile_w)))
    untold, sure = _choose(options, None, hand, tile_w)
    holes = None
    if tiles is None:
        chosen = untold
    else:
        # a place showing no tile is a missing tile only when the row's own count is sure
        holes = _with_holes(segments, untold, tiles) if sure else None
        chosen = (holes or _choose(options, tiles, False, tile_w)[0]
                  or _given_count(segments, peaks, tiles))
    spans: list[tuple[int, int]] = []
    for comb in chosen:
        edges = _placed(comb, evidence)
        spans += zip(edges, edges[1:], strict=False)
    # With places left for missing tiles, the count given fits the row: not a miscount.
    counted = sum(c.n for c in untold) if sure and not holes else None
    return Split(tuple(spans), counted)


def _snapped(comb: Comb, evidence: list[float]) -> list[int]:
    """Where the comb's tiles begin and end: its ends, and each inner edge moved from the
    comb's place onto the most gap evidence within SNAP of a pitch (the nearer of equals)."""
    width = len(evidence)
    edges = [max(0, round(comb.a))]
    for k in range(1, comb.n):
        c = comb.edge(k)
        reach = SNAP * (comb.edge(k + 1) - comb.edge(k - 1)) / 2
        near = range(max(0, round(c - reach)), min(width - 1, round(c + reach)) + 1)
        edges.append(max(near, key=lambda x: (evidence[x], -abs(x - c))) if near
                     else round(c))
    edges.append(min(width, round(comb.b)))
    return edges


def _placed(comb: Comb, evidence: list[float]) -> list[int]:
    """Where the comb's tiles begin and end: each inner edge snapped alone to its own gap
    (_snapped), unless DRIFTED or more of them land on ink, where the inner edges placed
    together (_path) land on ink fewer times. Tiles side by side with hardly a gap, some a
    little narrower than the others, put their gaps off the even comb by more than an edge
    snapped alone can reach (each edge's error is the sum of the widths before it): the
    slots drift onto the next tiles, and their edges onto ink. Measured on the very edges
    today's placement is judged by (the gap evidence under them), so a row whose edges are
    on its gaps is never moved (the joint placement, always used, moved real rows' slots
    onto ink: docs/photo.md)."""
    edges = _snapped(comb, evidence)
    if comb.n < DRIFTED + 1:
        return edges
    level = ON_INK * _median([evidence[x] for x in edges[1:-1]])
    on_ink = sum(evidence[x] < level for x in edges[1:-1])
    if on_ink < DRIFTED:
        return edges
    together = _path(comb, evidence)
    return together if sum(evidence[x] < level for x in together[1:-1]) < on_ink else edges


def _path(comb: Comb, evidence: list[float]) -> list[int]:
    """The comb's edges placed together: its ends, and each inner edge within EDGE_REACH of
    a pitch of the comb's place, chosen as the path through the gaps that shows the most gap
    evidence less what widths unlike the comb's pitch cost (WIDTH_COST per unit of the
    squared relative difference) and an edge away from its place (NEAR_COST a pitch)."""
    width = len(evidence)
    first, last = max(0, round(comb.a)), min(width, round(comb.b))
    places = [comb.edge(k) for k in range(comb.n + 1)]
    candidates = [[first]]
    for k in range(1, comb.n):
        c = places[k]
        reach = EDGE_REACH * (places[k + 1] - places[k - 1]) / 2
        near = list(range(max(0, round(c - reach)), min(width - 1, round(c + reach)) + 1))
        candidates.append(near or [round(c)])
    candidates.append([last])
    # best[k][j]: (value, previous index) of the best path to candidate j of edge k
    best = [[(0.0, -1)]]
    for k in range(1, comb.n + 1):
        pitch = max(1e-6, places[k] - places[k - 1])
        here = []
        for x in candidates[k]:
            gain = (evidence[x] if k < comb.n else 0.0) - NEAR_COST * abs(x - places[k]) / pitch
            value, back = max(
                (v - WIDTH_COST * ((x - px) / pitch - 1) ** 2, i)
                for i, ((v, _), px) in enumerate(zip(best[k - 1], candidates[k - 1],
                                                     strict=True)))
            here.append((value + gain, back))
        best.append(here)
    edges, j = [], 0
    for k in range(comb.n, -1, -1):
        edges.append(candidates[k][j])
        j = best[k][j][1]
    return edges[::-1]


def _with_holes(segments: list[tuple[int, int]], combs: list[Comb],
                tiles: int) -> list[Comb] | None:
    """The combs with `tiles` in all when the row shows fewer and the places between its
    segments would hold the rest, a tile's width each (a tile missing from a row: its place
    shows no tile); None otherwise."""
    missing = tiles - sum(c.n for c in combs)
    if missing <= 0 or len(combs) < 2:
        return None
    pitches = sorted((c.b - c.a) / c.n for c in combs)
    pitch = pitches[len(pitches) // 2]
    holes = []
    for left, right in zip(combs, combs[1:], strict=False):
        k = round((right.a - left.b) / pitch)
        holes.append(Comb(k, left.b, right.a, 0.0, 0.0) if k >= 1 else None)
    if sum(h.n for h in holes if h) != missing:
        return None
    out = [combs[0]]
    for hole, comb in zip(holes, combs[1:], strict=True):
        out += ([hole] if hole else []) + [comb]
    return out


def _choose(options: list[list[Comb]], tiles: int | None, hand: bool,
            tile_w: float) -> tuple[list[Comb], bool]:
    """A comb for each segment (each segment's options best first): the best together, or
    with `tiles` in all the best that make it, or (`hand`) a near-best making a hand's 13
    to 18 tiles; and whether the best beat any other count by SURE_MARGIN."""
    per = [o[:4] for o in options]
    ranked = []
    for combo in itertools.product(*per):
        total = sum(c.n for c in combo)
        if tiles is not None and total != tiles:
            continue
        v = sum(c.value(tile_w) for c in combo)
        if hand and 13 <= total <= 18:
            v += HAND_BONUS
        ranked.append((v, total, list(combo)))
    if not ranked:  # `tiles` not among the near-best
        return [], False
    ranked.sort(key=lambda r: -r[0])
    best_v, best_total, best = ranked[0]
    others = [v for v, total, _ in ranked if total != best_total]
    return best, not others or best_v - others[0] >= SURE_MARGIN


def _given_count(segments: list[tuple[int, int]], peaks: list[float],
                 tiles: int) -> list[Comb]:
    """Combs making `tiles` in all: each segment its share by width, then its best comb of
    that many (the widest `tiles` segments when there are more)."""
    if len(segments) > tiles:
        widest = sorted(range(len(segments)), key=lambda i: segments[i][0] - segments[i][1])
        segments = [segments[i] for i in sorted(widest[:tiles])]
    widths = [b - a for a, b in segments]
    share = [max(1, round(tiles * w / sum(widths))) for w in widths]
    while sum(share) > tiles and max(share) > 1:
        share[share.index(max(share))] -= 1
    while sum(share) < tiles:
        share[widths.index(max(widths))] += 1
    return [comb_fit(peaks, a, b, n) for (a, b), n in zip(segments, share, strict=True)]


def _median(values: list[float]) -> float:
    """The median (the mean of the middle two for an even count), as statistics.median gives
    it: that module is not in the page's trimmed standard library (tools/stdlib.txt)."""
    ordered = sorted(values)
    middle = len(ordered) // 2
    return ordered[middle] if len(ordered) % 2 else (ordered[middle - 1] + ordered[middle]) / 2
