"""What a tile looks like, as numbers: its ink, aligned to the ink's own box, as four small
maps (ink darkness, red, blue and green ink), compared by normalised cross-correlation.

Finding the tile in its slot: the face is the largest block of columns and rows that are mostly
clean face (bright, and of the face's own colour: the table, a wood rail and the neighbours'
slivers are not). Inside it, inset a little to skip the tile's rim, ink is anything clearly
darker than the face or clearly coloured; the ink box holds all but the outermost 1 % of ink
pixels on each side, so a speck or a shadow at the rim does not move it. Aligning to the ink
box cancels the photo's scale and most of the shift; matching (tileset.py) searches the
remaining few pixels of shift.

The descriptor: the ink box resized (area average) to GRID_W x GRID_H, and per pixel
- ink: how much darker than the face (the box's 90th-percentile brightness), 0..255;
- red, blue, green: the pixel's excess of that colour over the other two, doubled, 0..255;
so a change of light (brighter, dimmer, warmer) changes little and a 180-degree turn of the
tile turns each map (`Descriptor.turned`). A reference is its centre WIDTH x HEIGHT; a tile
read is compared at every shift of that window by up to SHIFT pixels.

A face with no ink at all (the blank white dragon of many sets) has the blank descriptor.
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from itertools import accumulate, compress, repeat
from operator import add, floordiv, ge, le, lt, mul, sub

from .picture import grey_of

WIDTH, HEIGHT = 24, 32  # a reference: the ink box's centre, this many pixels
SHIFT = 2  # pixels of shift searched each way when matching
GRID_W, GRID_H = WIDTH + 2 * SHIFT, HEIGHT + 2 * SHIFT
CHANNELS = ("ink", "red", "blue", "green")
PLANE = GRID_W * GRID_H
SIZE = PLANE * len(CHANNELS)
# The name of this descriptor; a tile set made with another cannot be matched against it.
KIND = f"inkbox{WIDTH}x{HEIGHT}s{SHIFT}-{'-'.join(CHANNELS)}"

# Finding the face: bright (this fraction of the face's brightness) and of the face's colour
# (each of r, b within this many 1/1000 of its share of r + g + b).
CLEAN_LEVEL = 0.85
CLEAN_TINT = 30
SPAN = 0.5  # a column (row) of the face has clean pixels over this share of the height (width)
CLEAN_SHARE = 0.15  # or (a column) this share of its pixels clean
ROW_SHARE = 0.2  # and a row at least this share
LIGHT_BLOCKS = (3, 4)  # blocks across and down in which the light is taken as even
LIGHT_FLOOR = 0.55  # a block's face is at least this fraction of the whole face's brightness
LIGHT_TINT = 60  # and its shares of r and b within this many thousandths of the whole face's
# A tile face's shares of r and of b (thousandths of r + g + b) lie in these ranges: white to
# ivory, under daylight or a warm lamp.
FACE_SHARES = ((270, 430), (200, 400))
ROW_FLOOR = 0.7  # a face is at least this bright against its row's faces
ROW_TINT = 45  # and its shares of r and b within this many thousandths of theirs
INSET = 0.04  # of the face's width and height, to skip the tile's rim
INK_DARK = 0.75  # ink is darker than this fraction of the face
INK_CHROMA = 64  # or its max(r, g, b) - min(r, g, b) is at least this
INK_TRIM = 0.01  # the share of ink pixels left out of the box on each side
EDGE_LINE, EDGE_ZONE = 0.85, 0.08  # a line along the edge: ink over 85 %, in the outer 8 %
EDGE_MARK = 0.1  # ink that touches the face box's edge and stays in its outer 10 % is no glyph
EDGE_RUN = 0.25  # when it runs along that edge for a quarter of its length or more
EDGE_THIN = 0.04  # or is a line this thin along it


@dataclass(frozen=True)
class Descriptor:
    """A tile's four maps, GRID_W x GRID_H bytes each, in CHANNELS order."""

    planes: bytes

    @property
    def blank(self) -> bool:
        """True for a face with no ink."""
        return not any(self.planes)

    def turned(self) -> Descriptor:
        """The descriptor of the same tile turned 180 degrees."""
        p = self.planes
        return Descriptor(b"".join(p[k * PLANE : (k + 1) * PLANE][::-1]
                                   for k in range(len(CHANNELS))))

    def window(self, dx: int, dy: int) -> bytes:
        """The WIDTH x HEIGHT window at shift (dx, dy) (0 to 2 * SHIFT each) of every map."""
        p = self.planes
        starts = [k * PLANE + (dy + y) * GRID_W + dx
                  for k in range(len(CHANNELS)) for y in range(HEIGHT)]
        return b"".join([p[i : i + WIDTH] for i in starts])

    def to_bytes(self) -> bytes:
        """The maps packed two values (0 to 15) a byte: SIZE // 2 bytes."""
        p = self.planes
        return bytes(map(add, map(_HIGH.__getitem__, p[0::2]), p[1::2]))

    @classmethod
    def from_bytes(cls, data: bytes) -> Descriptor:
        if len(data) != SIZE // 2:
            raise ValueError(f"a descriptor has {SIZE // 2} bytes, not {len(data)}")
        planes = bytearray(SIZE)
        planes[0::2] = bytes(data).translate(_HIGH_OF)
        planes[1::2] = bytes(data).translate(_LOW_OF)
        return cls(bytes(planes))


BLANK = Descriptor(bytes(SIZE))
LEVELS = 16  # each map's value is 0 to LEVELS - 1
_LEVELS = bytes(v * LEVELS // 256 for v in range(256))
_HIGH = [16 * v for v in range(16)]
# A colour's excess 2 c - o1 - o2 (-510..510; negative indices wrap) as a level.
_EXCESS = [_LEVELS[min(255, v)] if v > 0 else 0 for v in range(511)] + [0] * 510
_HIGH_OF = bytes(v >> 4 for v in range(256))
_LOW_OF = bytes(v & 15 for v in range(256))
# _AT_LEAST[level]: the translation of a grey plane to 1 where it is at least `level`, else 0.
_AT_LEAST = [bytes(1 if v >= level else 0 for v in range(256)) for level in range(256)]


def _runs(flags: list[bool], max_gap: int) -> list[tuple[int, int]]:
    """Runs [start, end) of True, joining runs at most max_gap apart."""
    runs: list[list[int]] = []
    for i, flag in enumerate(flags):
        if flag:
            if runs and i - runs[-1][1] <= max_gap:
                runs[-1][1] = i + 1
            else:
                runs.append([i, i + 1])
    return [(a, b) for a, b in runs]


def _largest(counts: list[int], least: float, max_gap: int) -> tuple[int, int] | None:
    """The run of entries of at least `least` (gaps up to max_gap bridged) of largest total."""
    runs = _runs([c >= least for c in counts], max_gap)
    if not runs:
        return None
    return max(runs, key=lambda r: (sum(counts[r[0] : r[1]]), -abs(r[0] + r[1] - len(counts))))


def _bridged(spans: list, counts: list[int], least: float, widest: int,
             few: int) -> list:
    """The spans with each run of entries below `least` raised to `least` when it lies
    between entries of at least `least`, is at most `widest` long, and each of its columns
    has at least `few` clean pixels (ink strokes with face between them, not a gap)."""
    out = list(spans)
    x, n = 0, len(spans)
    while x < n:
        if spans[x] >= least:
            x += 1
            continue
        end = x
        while end < n and spans[end] < least:
            end += 1
        if x > 0 and end < n and end - x <= widest and min(counts[x:end]) >= few:
            out[x:end] = [least] * (end - x)
        x = end
    return out


def _region(plane: bytes, width: int, x0: int, y0: int, x1: int, y1: int) -> bytes:
    return b"".join([plane[y * width + x0 : y * width + x1] for y in range(y0, y1)])


def _col_counts(mask: bytes, w: int, h: int) -> list[int]:
    cols = [0] * w
    for y in range(h):
        cols = list(map(add, cols, mask[y * w : (y + 1) * w]))
    return cols


def _trimmed(counts: list[int], share: float) -> tuple[int, int]:
    """[first, last + 1) of the entries once `share` of the total is left out at each end."""
    total = sum(counts)
    cut = share * total
    first = next(i for i, c in enumerate(accumulate(counts)) if c > cut)
    last = len(counts) - next(i for i, c in enumerate(accumulate(reversed(counts))) if c > cut)
    return first, last


def _blocks(w: int, h: int) -> list[tuple[int, int, int, int]]:
    """The LIGHT_BLOCKS blocks (x0, y0, x1, y1) of a w x h region, row by row."""
    bx, by = LIGHT_BLOCKS
    xe = [i * w // bx for i in range(bx + 1)]
    ye = [j * h // by for j in range(by + 1)]
    return [(xe[i], ye[j], xe[i + 1], ye[j + 1]) for j in range(by) for i in range(bx)]


def _per_pixel(values: list[float], w: int, h: int) -> list[float]:
    """One value a block (row by row, as _blocks) spread over the block's pixels."""
    bx, by = LIGHT_BLOCKS
    xe = [i * w // bx for i in range(bx + 1)]
    ye = [j * h // by for j in range(by + 1)]
    out: list[float] = []
    for j in range(by):
        row: list[float] = []
        for i in range(bx):
            row += [values[j * bx + i]] * (xe[i + 1] - xe[i])
        out += row * (ye[j + 1] - ye[j])
    return out


def _face_light(grey: bytes, r: bytes, g: bytes, b: bytes) -> tuple[int, float, float] | None:
    """(brightness, share of r, share of b in thousandths) of the brightest 15 % of pixels."""
    if not grey:
        return None
    ordered = sorted(grey)
    level = ordered[int(len(ordered) * 0.85)]
    brightest = grey.translate(_AT_LEAST[level])
    n = brightest.count(1)
    fr, fg, fb = (sum(compress(p, brightest)) / n for p in (r, g, b))
    total = fr + fg + fb or 1.0
    return level, 1000 * fr / total, 1000 * fb / total


def looks_like_a_face(light: tuple[int, float, float], expected=None) -> bool:
    """Whether the brightest pixels' light (brightness, shares of r and b) can be a tile's
    face: bright, and white to ivory (FACE_SHARES), not a green, blue or brown table; and,
    given the faces of the row around it (`expected`, the same light), not much darker nor of
    another colour than they are (a grey table between tiles)."""
    level, red, blue = light
    (r_lo, r_hi), (b_lo, b_hi) = FACE_SHARES
    if level < 40 or not (r_lo <= red <= r_hi and b_lo <= blue <= b_hi):
        return False
    if expected is None:
        return True
    return (level >= ROW_FLOOR * expected[0] and abs(red - expected[1]) <= ROW_TINT
            and abs(blue - expected[2]) <= ROW_TINT)


def row_light(grey: bytes, r: bytes, g: bytes, b: bytes) -> tuple[int, float, float] | None:
    """The light of a row's tile faces (the brightest 15 % of a rectified row's pixels, every
    third one looked at): the `expected` of looks_like_a_face for each of its slots."""
    return _face_light(grey[::3], r[::3], g[::3], b[::3])


def slot_lights(grey: bytes, r: bytes, g: bytes, b: bytes, width: int,
                edges: tuple[int, ...] | list[int], near: int = 2) -> list:
    """Per slot of a rectified row (its columns between `edges`), the light of the faces
    around it: the row's light (row_light), its brightness lowered to the median of the
    slots within `near` on either side where that is less. Light falls off along a row (a
    cast shadow, a lamp at one end): a face in shade is judged against its neighbours, and
    a grey table between bright tiles is still not a face."""
    row = row_light(grey, r, g, b)
    if row is None:
        return [None] * (len(edges) - 1)
    levels = []
    for i in range(len(edges) - 1):
        height = len(grey) // width
        part = _face_light(*(_region(p, width, edges[i], 0, edges[i + 1], height)[::3]
                             for p in (grey, r, g, b)))
        levels.append(part[0] if part else 0)
    out = []
    for i in range(len(levels)):
        around = sorted(levels[max(0, i - near) : i] + levels[i + 1 : i + near + 1])
        local = around[len(around) // 2] if around else row[0]
        out.append((min(row[0], local), row[1], row[2]))
    return out


def clean_mask(grey: bytes, r: bytes, g: bytes, b: bytes, w: int, h: int,
               expected=None) -> tuple[bytes, int] | None:
    """(1 for each pixel of clean tile face, else 0; the face's brightness) of a w x h
    region's planes: bright, and of the face's own colour (its shares of r and of b within
    CLEAN_TINT thousandths), the face as lit where the pixel is: each of the LIGHT_BLOCKS
    blocks has its own light when its brightest pixels are face-like (not much dimmer nor
    of another colour than the whole region's), so a face in light that falls off across it
    stays clean. None: nothing that looks like a face (`expected`: see looks_like_a_face)."""
    whole = _face_light(grey, r, g, b)
    if whole is None or not looks_like_a_face(whole, expected):
        return None
    face, share_r, share_b = whole
    levels, reds, blues = [], [], []
    for x0, y0, x1, y1 in _blocks(w, h):
        part = _face_light(*(_region(p, w, x0, y0, x1, y1)[::2] for p in (grey, r, g, b)))
        if (part is not None and part[0] >= LIGHT_FLOOR * face
                and abs(part[1] - share_r) <= LIGHT_TINT and abs(part[2] - share_b) <= LIGHT_TINT):
            level, red, blue = part
        else:
            level, red, blue = face, share_r, share_b
        levels.append(CLEAN_LEVEL * level)
        reds.append(red)
        blues.append(blue)
    sums = list(map(max, map(add, map(add, r, g), b), repeat(1)))
    bright = map(ge, grey, _per_pixel(levels, w, h))

    def near(channel: bytes, shares: list[float]):
        """Per pixel: its share of the channel within CLEAN_TINT of the block's."""
        share = list(map(floordiv, map(mul, channel, repeat(1000)), sums))
        return map(mul, map(ge, share, _per_pixel([v - CLEAN_TINT for v in shares], w, h)),
                   map(le, share, _per_pixel([v + CLEAN_TINT for v in shares], w, h)))

    return bytes(map(mul, map(mul, bright, near(r, reds)), near(b, blues))), face


def face_box(grey: bytes, r: bytes, g: bytes, b: bytes, width: int, left: int, top: int,
             right: int, bottom: int,
             expected=None) -> tuple[tuple[int, int, int, int], int] | None:
    """((x0, y0, x1, y1), face brightness) of the tile face in the region of planes `width`
    pixels wide, or None when the region shows no face (no tile: the table); `expected`:
    the light of the row's faces (row_light), when known."""
    w, h = right - left, bottom - top
    if w < 6 or h < 6:
        return None
    found = clean_mask(*(_region(p, width, left, top, right, bottom) for p in (grey, r, g, b)),
                       w, h, expected)
    if found is None:
        return None
    clean, face = found
    # A column crosses the face when its clean pixels reach from near its top to near its
    # bottom (the face's margins are clean above and below any ink); the table, a rail and
    # the gaps between tiles have none. Then rows alike, within the face's columns.
    pair = b"\1\1"
    spans, counts = [], []
    for x in range(w):
        column = clean[x::w]
        first = column.find(pair)
        span = 0 if first < 0 else column.rfind(pair) + 2 - first
        count = column.count(1)
        counts.append(count)
        # A column down a stack of dots that reach the face's edge still has clean pixels
        # between them.
        spans.append(span if count < CLEAN_SHARE * h else max(span, SPAN * h))
    # A column down a stack of ink strokes with hardly a clean pixel between them can still
    # show a few; a gap between tiles shows none: the face's columns are joined across the
    # former (up to a quarter of the width), never across the latter.
    spans = _bridged(spans, counts, SPAN * h, max(1, w // 4), max(2, round(0.03 * h)))
    xs = _largest(spans, SPAN * h, max(1, w // 50))
    if xs is None:
        return None
    x0, x1 = xs
    fw = x1 - x0
    spans = []
    for y in range(h):
        line = clean[y * w + x0 : y * w + x1]
        first = line.find(pair)
        # A row of the table (a rail, a cloth) may show a few face-like pixels far apart:
        # a row of the face has more.
        spans.append(0 if first < 0 or line.count(1) < ROW_SHARE * fw
                     else line.rfind(pair) + 2 - first)
    ys = _largest(spans, SPAN * fw, max(1, h // 3))
    if ys is None:
        return None
    y0, y1 = ys
    if fw < 6 or y1 - y0 < 6 or clean.count(1) < 0.15 * fw * (y1 - y0):
        return None
    return (left + x0, top + y0, left + x1, top + y1), face


def _ink_levels(grey: bytes, w: int, h: int, level: int) -> list[float]:
    """Per block, the grey below which a pixel is ink: INK_DARK of the block's face (its 80th
    percentile brightness, never below LIGHT_FLOOR of the whole face's `level`)."""
    out = []
    for x0, y0, x1, y1 in _blocks(w, h):
        part = sorted(_region(grey, w, x0, y0, x1, y1)[::2])
        local = part[int(0.8 * (len(part) - 1))] if part else level
        out.append(INK_DARK * max(LIGHT_FLOOR * level, local))
    return out


def ink_box(grey: bytes, r: bytes, g: bytes, b: bytes, width: int,
            face: tuple[int, int, int, int]) -> tuple[tuple[int, int, int, int], int] | None:
    """((x0, y0, x1, y1), face brightness) of the ink on the face box `face` (inset by INSET
    to skip the rim), or None when the face shows no ink."""
    fx0, fy0, fx1, fy1 = face
    ix = max(1, round((fx1 - fx0) * INSET))
    iy = max(1, round((fy1 - fy0) * INSET))
    x0, y0, x1, y1 = fx0 + ix, fy0 + iy, fx1 - ix, fy1 - iy
    w, h = x1 - x0, y1 - y0
    if w < 4 or h < 4:
        return None
    grey_r = _region(grey, width, x0, y0, x1, y1)
    sample = sorted(grey_r[::2])
    level = sample[int(len(sample) * 0.8)]
    r_r, g_r, b_r = (_region(p, width, x0, y0, x1, y1) for p in (r, g, b))
    chroma = map(sub, map(max, r_r, g_r, b_r), map(min, r_r, g_r, b_r))
    dark = map(lt, grey_r, _per_pixel(_ink_levels(grey_r, w, h, level), w, h))
    ink = bytes(map(max, dark, map(ge, chroma, repeat(INK_CHROMA))))
    count = ink.count(1)
    if count < 0.004 * w * h + 3:
        return None
    ink = _edges_cleared(ink, w, h)
    # A line along the face's edge (a frame drawn round the face, or the tile's rim) is not
    # the tile's ink: the box starts inside it.
    rows = [ink.count(1, y * w, (y + 1) * w) for y in range(h)]
    top, bottom = _inside_lines(rows, w, h)
    if bottom - top < 4:
        return None
    ink = ink[top * w : bottom * w]
    h = bottom - top
    cols = _col_counts(ink, w, h)
    left, right = _inside_lines(cols, h, w)
    if right - left < 4:
        return None
    cols, rows = cols[left:right], [ink.count(1, y * w + left, y * w + right) for y in range(h)]
    if sum(rows) < 0.004 * w * h + 3:
        return None
    a, c = _trimmed(cols, INK_TRIM)
    bb, d = _trimmed(rows, INK_TRIM)
    if c - a < 2 or d - bb < 2:
        return None
    return (x0 + left + a, y0 + top + bb, x0 + left + c, y0 + top + d), level


def _edges_cleared(ink: bytes, w: int, h: int) -> bytes:
    """The ink mask without the marks that touch its edge, lie (nine tenths of them) within
    EDGE_MARK of it and run along it for EDGE_RUN of a side or hug it (EDGE_THIN): the
    tile's rim or side in shade, a neighbour's edge, the gap's shadow. A glyph's strokes
    reach inward, a rim does not, and a corner's index letter is compact. Ink joined
    8-ways."""
    zx, zy = max(1, round(EDGE_MARK * w)), max(1, round(EDGE_MARK * h))
    seen = bytearray(ink)  # 1: ink not yet visited
    out = bytearray(ink)
    border = ([x for x in range(w)] + [(h - 1) * w + x for x in range(w)]
              + [y * w for y in range(h)] + [y * w + w - 1 for y in range(h)])
    for start in border:
        if not seen[start]:
            continue
        seen[start] = 0
        stack, part = [start], [start]
        x0 = x1 = start % w
        y0 = y1 = start // w
        while stack:
            i = stack.pop()
            y, x = divmod(i, w)
            x0, x1, y0, y1 = min(x0, x), max(x1, x), min(y0, y), max(y1, y)
            for dy in (-1, 0, 1):
                yy = y + dy
                if not 0 <= yy < h:
                    continue
                for dx in (-1, 0, 1):
                    xx = x + dx
                    if 0 <= xx < w and seen[yy * w + xx]:
                        seen[yy * w + xx] = 0
                        stack.append(yy * w + xx)
                        part.append(yy * w + xx)
        # A rim runs along a side or two (an L at a corner); a corner's index letter is
        # compact, and a glyph's stroke reaching the edge lies mostly inside.
        thin = (min(x1, w - 1 - x0) <= EDGE_THIN * w and (x1 < zx or x0 >= w - zx)
                or min(y1, h - 1 - y0) <= EDGE_THIN * h and (y1 < zy or y0 >= h - zy))
        if x1 - x0 < EDGE_RUN * w and y1 - y0 < EDGE_RUN * h and not thin:
            continue
        rim = sum(1 for i in part if not (zy <= i // w < h - zy and zx <= i % w < w - zx))
        if rim >= 0.9 * len(part):
            for i in part:
                out[i] = 0
    return bytes(out)


def _inside_lines(counts: list[int], length: int, size: int) -> tuple[int, int]:
    """[start, end) of the rows (columns) inside any line along the edge: a row of ink over
    EDGE_LINE of its `length`, within EDGE_ZONE of the `size` rows from either end."""
    zone = max(1, round(EDGE_ZONE * size))
    start, end = 0, size
    for y in range(zone):
        if counts[y] >= EDGE_LINE * length:
            start = y + 1
        if counts[size - 1 - y] >= EDGE_LINE * length:
            end = min(end, size - 1 - y)
    return start, end


@functools.lru_cache(maxsize=256)
def _cell_edges(size: int, out: int, runs: int) -> tuple[list[int], list[int]]:
    """For `runs` runs of `size` values laid end to end, each cut into `out` equal cells
    (edges at i size / out, i = 0..out): the whole values before each edge, and the part
    (in 1/out) of the next value that the edge cuts."""
    ks, parts = [], []
    for run in range(runs):
        for i in range(out + 1):
            k, part = divmod(i * size, out)
            ks.append(run * size + k)
            parts.append(part)
    return ks, parts


def _cell_sums(values, size: int, out: int) -> list[int]:
    """The sums, times `out`, of `out` equal cells of each run of `size` values in `values`
    (cell k of a run covers [k size / out, (k + 1) size / out), values cut by its edges in
    proportion): exact integers, so the cells of a reversed run are the reversed cells."""
    runs = len(values) // size
    ks, parts = _cell_edges(size, out, runs)
    cum = [0, *accumulate(values)]
    tail = [*values, 0]
    edges = list(map(add, map(mul, map(cum.__getitem__, ks), repeat(out)),
                     map(mul, parts, map(tail.__getitem__, ks))))
    sums = list(map(sub, edges[1:], edges))
    del sums[out :: out + 1]  # the differences across runs
    return sums


def resize(plane: bytes, width: int, box: tuple[int, int, int, int], out_w: int,
           out_h: int) -> list[int]:
    """The box of `plane` resized to out_w x out_h by area averaging (each output pixel the
    mean of the source area under it, boundary pixels in part), in exact integers: the
    resized box turned 180 degrees is the turned box resized."""
    x0, y0, x1, y1 = box
    bw, bh = x1 - x0, y1 - y0
    across = _cell_sums(_region(plane, width, x0, y0, x1, y1), bw, out_w)  # bh rows of out_w
    down = _cell_sums([v for i in range(out_w) for v in across[i::out_w]], bh, out_h)
    area = bw * bh
    half = area // 2
    return [(down[i * out_h + j] + half) // area for j in range(out_h) for i in range(out_w)]


def describe_box(r: bytes, g: bytes, b: bytes, width: int,
                 box: tuple[int, int, int, int]) -> Descriptor:
    """The descriptor of the ink box (x0, y0, x1, y1) of planes `width` pixels wide."""
    rs, gs, bs = (bytes(resize(p, width, box, GRID_W, GRID_H)) for p in (r, g, b))
    grey = grey_of(rs, gs, bs)
    face = sorted(grey)[int(0.9 * len(grey))] or 1
    ink = grey.translate(bytes(_LEVELS[min(255, max(0, (face - v) * 255 // face))]
                               for v in range(256)))

    def excess(main: bytes, o1: bytes, o2: bytes) -> bytes:
        """2 main - o1 - o2, as a level (0 where the pixel has none of the colour)."""
        return bytes(map(_EXCESS.__getitem__, map(sub, map(add, main, main), map(add, o1, o2))))

    return Descriptor(ink + excess(rs, gs, bs) + excess(bs, rs, gs) + excess(gs, rs, bs))


def _face_colour(grey: bytes, r: bytes, g: bytes, b: bytes) -> tuple[float, float, float]:
    """The mean (r, g, b) of the brightest 15 % of pixels: the face as the light shows it."""
    ordered = sorted(grey)
    level = ordered[int(len(ordered) * 0.85)]
    brightest = grey.translate(_AT_LEAST[level])
    n = brightest.count(1) or 1
    return tuple(max(1.0, sum(compress(p, brightest)) / n) for p in (r, g, b))


def white_balanced(r: bytes, g: bytes, b: bytes,
                   colour: tuple[float, float, float]) -> tuple[bytes, bytes, bytes]:
    """The planes with the light's tint taken out: each channel scaled so that the face's
    `colour` becomes grey of the same brightness (warm lamp light is not red ink)."""
    fr, fg, fb = colour
    level = (fr + 2 * fg + fb) / 4
    return tuple(p.translate(bytes(min(255, round(v * level / c)) for v in range(256)))
                 for p, c in ((r, fr), (g, fg), (b, fb)))


def describe_region(grey: bytes, r: bytes, g: bytes, b: bytes, width: int, left: int,
                    top: int, right: int, bottom: int, expected=None):
    """(ink box, face brightness, descriptor, face box) of the tile in a region of the
    planes (the ink box is the face box, and the descriptor blank, for a face with no ink);
    None when it shows no tile (`expected`: the light of the row's faces, when known).
    The ink is found and described in the face's own white balance."""
    w, h = right - left, bottom - top
    planes = [_region(p, width, left, top, right, bottom) for p in (grey, r, g, b)]
    found = face_box(*planes, w, 0, 0, w, h, expected)
    if found is None:
        return None
    face, level = found
    x0, y0, x1, y1 = face
    colour = _face_colour(*(_region(p, w, x0, y0, x1, y1) for p in planes))
    rb, gb, bb = white_balanced(*planes[1:], colour)

    def placed(box):
        return (box[0] + left, box[1] + top, box[2] + left, box[3] + top)

    inked = ink_box(grey_of(rb, gb, bb), rb, gb, bb, w, face)
    if inked is None:
        return placed(face), float(level), BLANK, placed(face)
    box, level = inked
    return placed(box), float(level), describe_box(rb, gb, bb, w, box), placed(face)

