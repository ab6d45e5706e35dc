"""Synthetic photos of tile rows, made from the app's own tile art: for the tests and the
benchmark (never used by the page).

A photo is a row of upright tiles (ivory face, a thin ivory side and a green back below it)
on a table-coloured cloth, seen in perspective, turned up to 10 degrees, blurred, unevenly
lit and with JPEG-like 8 x 8 block noise. Everything is seeded: the same seed gives the
same bytes on every machine.
"""

from __future__ import annotations

import functools
import math
import random
from dataclasses import dataclass
from operator import add, itemgetter

from photo.geometry import Corners, homography
from photo.picture import Picture
from tiles import PLAYING_TILES

from bench import tile_art as art

TABLES = ((38, 104, 66), (30, 72, 112), (112, 78, 52), (70, 74, 80), (24, 84, 60))
SIDE = (214, 204, 178)
BACK = (22, 108, 88)
EDGE = (196, 188, 168)
ROWS = tuple(list(PLAYING_TILES[k : k + 9]) for k in (0, 9, 18, 27))  # the teaching rows
FACES = [face for row in ROWS for face in row]
ART_WIDTHS = (40, 48, 64, 80, 96, 128, 160)


@dataclass(frozen=True)
class SyntheticPhoto:
    """A made-up photo: the RGBA picture, the faces left to right, and the true frame of the
    row of faces (clockwise from top-left, in the picture's pixels)."""

    picture: Picture
    faces: tuple[str, ...]
    corners: Corners


class ArtCache:
    """Tile faces drawn once per (face, width)."""

    def __init__(self) -> None:
        self._svgs = art.load_face_svgs(FACES)
        self._pictures: dict[tuple[str, int], Picture] = {}

    def face(self, face: str, width: int) -> Picture:
        key = (face, width)
        if key not in self._pictures:
            self._pictures[key] = art.render(self._svgs[face], width)
        return self._pictures[key]


def row_picture(cache: ArtCache, faces: list[str], tile_width: int,
                table: tuple[int, int, int]) -> tuple[Picture, Corners]:
    """The row drawn flat on the table colour: (RGB picture, frame of the faces)."""
    tw = tile_width
    th = round(tw * art.FACE_HEIGHT / art.FACE_WIDTH)
    side, back, gap = max(2, round(0.08 * tw)), max(3, round(0.18 * tw)), max(1, tw // 25)
    margin = th // 2
    width = 2 * margin + len(faces) * tw + (len(faces) - 1) * gap
    height = 2 * margin + th + side + back
    planes = [bytearray([v]) * (width * height) for v in table]
    for i, face in enumerate(faces):
        x0 = margin + i * (tw + gap)
        pic = cache.face(face, tw)
        src = pic.rgb_planes()
        for c in range(3):
            plane = planes[c]
            for y in range(th):
                row = bytearray(src[c][y * tw : (y + 1) * tw])
                if y in (0, th - 1):
                    row[:] = bytes([EDGE[c]]) * tw
                row[0] = row[-1] = EDGE[c]
                plane[(margin + y) * width + x0 : (margin + y) * width + x0 + tw] = row
            for y in range(th, th + side + back):
                colour = SIDE[c] if y < th + side else BACK[c]
                start = (margin + y) * width + x0
                plane[start : start + tw] = bytes([colour]) * tw
    right = margin + len(faces) * tw + (len(faces) - 1) * gap
    corners = ((margin, margin), (right, margin), (right, margin + th), (margin, margin + th))
    return Picture.from_planes(width, height, [bytes(p) for p in planes]), corners


def photo(cache: ArtCache, faces: list[str], seed: int, width: int = 960, height: int = 540,
          fill: tuple[float, float] = (0.72, 0.9), max_angle: float = 10.0,
          upside_down: frozenset[int] = frozenset()) -> SyntheticPhoto:
    """A photo of `faces` in a row (tiles listed in `upside_down` turned 180 degrees)."""
    rng = random.Random(seed)
    table = TABLES[rng.randrange(len(TABLES))]
    n = len(faces)
    row_w = rng.uniform(*fill) * width
    tile_px = row_w / n
    # Faces are drawn at a few fixed widths (cached), a little above the size they land at.
    src_tile = next((w for w in ART_WIDTHS if w >= tile_px * 1.15), ART_WIDTHS[-1])
    flat, face_quad = row_picture(cache, faces, src_tile, table)
    if upside_down:
        flat = _turn_tiles(flat, face_quad, n, upside_down)
    # Where the faces land: centred with jitter, turned, the far (top) edge shorter.
    tile_h = tile_px * 4 / 3
    angle = math.radians(rng.uniform(-max_angle, max_angle))
    keystone = rng.uniform(0.86, 1.0)
    cx = width / 2 + rng.uniform(-0.04, 0.04) * width
    cy = height / 2 + rng.uniform(-0.1, 0.1) * height
    half_w, half_h = row_w / 2, tile_h / 2
    local = [(-half_w * keystone, -half_h), (half_w * keystone, -half_h), (half_w, half_h),
             (-half_w, half_h)]
    jitter = 0.03 * tile_h
    cos, sin = math.cos(angle), math.sin(angle)
    dst = tuple(
        (cx + x * cos - y * sin + rng.uniform(-jitter, jitter),
         cy + x * sin + y * cos + rng.uniform(-jitter, jitter))
        for x, y in local
    )
    to_src = homography(dst, face_quad)
    planes, (y0, y1) = _warp_into(flat, to_src, width, height, table, dst)
    passes = 1 if rng.random() < 0.5 else 2
    y0, y1 = max(0, y0 - 2), min(height, y1 + 2)
    for _ in range(passes):  # the cloth is blurred only where it touches the row
        planes = [p[: y0 * width] + _blur(p[y0 * width : y1 * width], width, y1 - y0)
                  + p[y1 * width :] for p in planes]
    planes = _light_and_noise(planes, width, height, rng, 6)
    picture = Picture.from_planes(width, height, planes + [b"\xff" * (width * height)])
    return SyntheticPhoto(picture, tuple(faces), dst)  # type: ignore[arg-type]


def _turn_tiles(flat: Picture, quad: Corners, n: int, which: frozenset[int]) -> Picture:
    """Turn the listed tiles' faces 180 degrees within the flat row."""
    (x0, y0), (x1, _), _, (_, y3) = quad
    tw = (x1 - x0 + 0) / n
    w = flat.width
    planes = [bytearray(p) for p in flat.rgb_planes()]
    for i in which:
        left = round(x0 + i * tw)
        right = left + int(tw) - 1
        for plane in planes:
            rows = [plane[y * w + left : y * w + right][::-1] for y in range(round(y0), round(y3))]
            rows.reverse()
            for k, y in enumerate(range(round(y0), round(y3))):
                plane[y * w + left : y * w + right] = rows[k]
    return Picture.from_planes(flat.width, flat.height, [bytes(p) for p in planes])


def _warp_into(flat: Picture, to_src, width, height, table, dst):
    """Each photo pixel whose source falls inside the flat row picture, mapped back to it; the
    rest is table colour (the flat picture's margin is table colour too). Returns the planes
    and the rows (first, last + 1) the row picture covers."""
    a, b, c, d, e, f, g, k = to_src
    fw, fh = flat.width, flat.height
    src = flat.rgb_planes()
    out = [bytearray([v]) * (width * height) for v in table]
    ys = [p[1] for p in dst]
    pad = 0.6 * (max(ys) - min(ys))
    y_first, y_last = max(0, int(min(ys) - pad)), min(height, int(max(ys) + pad) + 1)
    for y in range(y_first, y_last):
        yc = y + 0.5
        kx, ky, kz = b * yc + c, e * yc + f, k * yc + 1.0
        # u (pixel centre) where 0 <= src x < fw - 1 and 0 <= src y < fh - 1: each bound is
        # linear in u because the denominator g u + kz stays positive over the photo.
        lo, hi = 0.5, width - 0.5
        for num_a, num_b, limit in ((a, kx, fw - 1), (d, ky, fh - 1)):
            for bound, sign in ((0.0, 1), (float(limit), -1)):
                # sign * (num_a u + num_b - bound (g u + kz)) >= 0
                slope = sign * (num_a - bound * g)
                const = sign * (num_b - bound * kz)
                if abs(slope) < 1e-12:
                    if const < 0:
                        lo, hi = 1.0, 0.0
                elif slope > 0:
                    lo = max(lo, -const / slope)
                else:
                    hi = min(hi, -const / slope)
        u0, u1 = max(0, math.ceil(lo - 0.5)), min(width, math.floor(hi - 0.5) + 1)
        if u1 <= u0:
            continue
        idx = [
            int((d * (u + 0.5) + ky) / (g * (u + 0.5) + kz)) * fw
            + int((a * (u + 0.5) + kx) / (g * (u + 0.5) + kz))
            for u in range(u0, u1)
        ]
        gather = itemgetter(*idx) if len(idx) > 1 else (lambda s, i=idx[0]: (s[i],))
        for ch in range(3):
            out[ch][y * width + u0 : y * width + u1] = bytes(gather(src[ch]))
    return [bytes(p) for p in out], (y_first, y_last)


_THIRD = bytes(v // 3 for v in range(768))


def _blur(plane: bytes, width: int, height: int) -> bytes:
    """A 3 x 3 box blur (edges wrap by one pixel; the photo's border is table cloth)."""
    h = bytes(map(_THIRD.__getitem__, map(add, map(add, plane, plane[1:] + plane[:1]),
                                          plane[-1:] + plane[:-1])))
    w = width
    v = map(add, map(add, h, h[w:] + h[:w]), h[-w:] + h[:-w])
    return bytes(map(_THIRD.__getitem__, v))


_LIGHT_STEPS = 64


@functools.cache
def _light_table() -> bytes:
    """(gain step * 1024 + 256 + value) -> value * gain, clamped; gains 0.5..1.15."""
    table = bytearray()
    for level in range(_LIGHT_STEPS):
        gain = 0.5 + 0.65 * level / (_LIGHT_STEPS - 1)
        table += bytes(min(255, max(0, round((j - 256) * gain))) for j in range(1024))
    return bytes(table)


def _light_and_noise(planes, width, height, rng: random.Random, amount: int) -> list[bytes]:
    """Uneven light (a tilted plane times a vignette, 0.55..1.1, stepped per 8 x 8 block like
    a JPEG's block noise) and uniform noise in [-amount, amount] shared by the channels."""
    gx, gy = rng.uniform(-0.5, 0.5), rng.uniform(-0.4, 0.4)
    base = rng.uniform(0.8, 1.0)
    vignette = rng.uniform(0.0, 0.35)
    steps, table = _LIGHT_STEPS, _light_table()
    span = 2 * amount + 1
    noise = [256 - amount + v % span for v in range(256)]
    offsets: list[int] = []
    for by in range(0, height, 8):
        keys = []
        for bx in range(0, width, 8):
            nx, ny = (bx + 4) / width - 0.5, (by + 4) / height - 0.5
            gain = base * (1 + gx * nx + gy * ny) * (1 - vignette * (nx * nx + ny * ny) * 2)
            gain *= 1 + rng.uniform(-0.02, 0.02)
            level = min(steps - 1, max(0, round((gain - 0.5) / 0.65 * (steps - 1))))
            keys += [level * 1024] * min(8, width - bx)
        for _ in range(min(8, height - by)):
            offsets += map(add, keys, map(noise.__getitem__, rng.randbytes(width)))
    return [bytes(map(table.__getitem__, map(add, p, offsets))) for p in planes]


def hand_faces(rng: random.Random, n: int = 14) -> list[str]:
    """n faces a hand might hold: at most four of each."""
    pool = [face for face in FACES for _ in range(4)]
    return rng.sample(pool, n)


def photo_set(cache: ArtCache, count: int, seed: int, n: int = 14, **kwargs):
    """`count` photos of random hands, each with a seed derived from `seed`."""
    rng = random.Random(seed)
    photos = []
    for _ in range(count):
        faces = hand_faces(rng, n)
        photos.append(photo(cache, faces, rng.randrange(1 << 30), **kwargs))
    return photos


def calibration_photos(cache: ArtCache, seed: int, **kwargs) -> list[SyntheticPhoto]:
    """The guided template's four rows (1m..9m, 1p..9p, 1s..9s, E S W N C F P), one photo
    each."""
    return [photo(cache, row, seed + i, **kwargs) for i, row in enumerate(ROWS)]
