"""Reading a framed row: each tile's face, how sure the match is, and the runner-ups."""

from __future__ import annotations

from collections.abc import Generator
from dataclasses import dataclass, field, replace

from .describe import Descriptor, describe_region
from .geometry import Corners, check_corners, frame_aspect
from .picture import Picture, grey_of
from .row import Slot, Strip, describe_steps, is_whole, split
from .steps import run, scaled
from .tileset import TileSet

RUNNER_UPS = 4
MAX_COPIES = 4  # a set has four of each tile
# A tile read with less confidence than this is marked unsure: the page asks the player to
# check it first and offers its runner-ups.
UNSURE = 0.3
# Confidence: the lesser of the lead over the runner-up (in NCC, full at SURE_MARGIN) and the
# likeness itself (NCC, none at LIKENESS_FLOOR, full at 1). Set on layouts/ and hands/X_ of
# shared/photos (set A's hand photos are the test): there, wrong tiles led by less than 0.06
# or matched below 0.72, and so are marked (UNSURE = 0.3 of each scale).
SURE_MARGIN = 0.2
LIKENESS_FLOOR = 0.6


@dataclass(frozen=True)
class ReadTile:
    """One tile read from the photo, left to right.

    face: the best match ("5p"), or None if the slot shows no tile; confidence: 0 (a coin
    toss with the runner-up) to 1 (nothing else comes close); runner_ups: the next faces,
    nearest first, for a one-tap correction; turned: matched upside down; corners: the tile's
    outline in the picture (clockwise from top-left); unsure: the match is too weak to trust
    (check this tile first; also a slot where no tile, or only a part of one, was found);
    descriptor: what the tile looked like, for TileSet.learned when the player names it
    (None: no tile, or only a part of one, found: nothing to learn from).
    """

    face: str | None
    confidence: float
    runner_ups: tuple[str, ...]
    distance: float
    turned: bool
    corners: Corners
    unsure: bool = True
    descriptor: Descriptor | None = field(default=None, repr=False, compare=False)

    def to_dict(self) -> dict:
        return {
            "face": self.face,
            "confidence": round(self.confidence, 3),
            "runner_ups": list(self.runner_ups),
            "distance": round(self.distance, 4),
            "turned": self.turned,
            "unsure": self.unsure,
            "corners": [[round(x, 1), round(y, 1)] for x, y in self.corners],
        }


def read_row(pixels: bytes | Picture, width: int, height: int, corners, tile_set: TileSet,
             tiles: int | None = None) -> list[ReadTile]:
    """Read the row framed by `corners` (four (x, y), clockwise from top-left) in an RGBA
    picture (a canvas's ImageData.data). `tiles`: how many tiles the row holds; None: as many
    as fit the frame by the set's tile shape. Raises PhotoError for bad pixels, a bad frame or
    a frame with no tiles."""
    picture = pixels if isinstance(pixels, Picture) else Picture.from_rgba(pixels, width, height)
    return run(read_steps(split(picture, corners, tiles, tile_set.tile_aspect), tile_set))


TILE_HEIGHT = 96  # one tile alone is rectified taller than a row's (it costs little)


def read_tile(picture: Picture, corners, tile_set: TileSet) -> ReadTile:
    """One tile framed by its own outline (four (x, y), clockwise from top-left), named: the
    outline rectified upright, the face found and described whole. The slot shows no tile
    (face None) when no tile face is found there."""
    corners = check_corners(corners, picture.width, picture.height)
    height = TILE_HEIGHT
    width = max(8, min(4 * height, round(height * frame_aspect(corners))))
    tile = picture.warp(corners, width, height)
    r, g, b = tile.rgb_planes()
    found = describe_region(grey_of(r, g, b), r, g, b, width, 0, 0, width, height)
    slot = (Slot(corners, None, None) if found is None else
            Slot(corners, found[0], found[2], found[1], is_whole(found[3], width, height)))
    return _read_slot(slot, tile_set)[0]


def read_steps(strip: Strip, tile_set: TileSet) -> Generator[float, None, list[ReadTile]]:
    """read_row in steps, from a split row: each tile described, then each matched. Yields
    the fraction of the work done after each step and returns the tiles."""
    n = strip.count
    total = 3 * n  # describing a tile costs about twice as much as matching it
    row = yield from scaled(describe_steps(strip), lambda done: 2 * done / total)
    out: list[ReadTile] = []
    rankings = []
    for i, slot in enumerate(row.slots):
        tile, ranking = _read_slot(slot, tile_set)
        out.append(tile)
        rankings.append(ranking)
        yield (2 * n + i + 1) / total
    return _limit_copies(out, rankings)


def _read_slot(slot: Slot, tile_set: TileSet):
    """(the tile read in the slot, the set's faces nearest first, or None for no tile)."""
    if slot.descriptor is None:
        return ReadTile(None, 0.0, (), 0.0, False, slot.corners), None
    ranking = tile_set.match(slot.descriptor)
    if not slot.whole:  # a part of a tile: a guess to check, and nothing to learn from
        return replace(_tile(ranking, 0, slot.corners, None), unsure=True), ranking
    return _tile(ranking, 0, slot.corners, slot.descriptor), ranking


def _tile(ranking, pick: int, corners, descriptor: Descriptor | None) -> ReadTile:
    best = ranking[pick]
    others = [m for i, m in enumerate(ranking) if i != pick]
    second = others[0].distance if others else best.distance + 1.0
    likeness = 1.0 - best.distance
    confidence = max(0.0, min(1.0, (second - best.distance) / SURE_MARGIN,
                              (likeness - LIKENESS_FLOOR) / (1.0 - LIKENESS_FLOOR)))
    return ReadTile(best.face, confidence, tuple(m.face for m in others[:RUNNER_UPS]),
                    best.distance, best.turned, corners, pick > 0 or confidence < UNSURE,
                    descriptor)


def _limit_copies(tiles: list[ReadTile], rankings) -> list[ReadTile]:
    """No face read more than four times: the least sure extra copies take their next face."""
    tiles = list(tiles)
    picks = [0] * len(tiles)
    for _ in range(len(tiles) * 2):
        counts: dict[str, list[int]] = {}
        for i, t in enumerate(tiles):
            if t.face is not None:
                counts.setdefault(t.face, []).append(i)
        over = [(face, idx) for face, idx in counts.items() if len(idx) > MAX_COPIES]
        if not over:
            break
        face, idx = over[0]
        weakest = max(idx, key=lambda i: tiles[i].distance)
        picks[weakest] += 1
        if picks[weakest] >= len(rankings[weakest]):
            break
        tiles[weakest] = _tile(rankings[weakest], picks[weakest], tiles[weakest].corners,
                               tiles[weakest].descriptor)
    return tiles
