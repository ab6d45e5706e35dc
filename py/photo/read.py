"""Reading a framed row: each tile's face, how sure the match is, and the runner-ups.

Each tile is named by the learned namer (namer.py); a set taught from the player's own tiles
adds its likeness (match.py's NCC of the tile's descriptor against the set's references) to
the namer's evidence; without the namer's weights a taught set reads alone, as before it.
"""

from __future__ import annotations

import math
from collections.abc import Generator
from dataclasses import dataclass, field, replace

from tiles import PLAYING_TILES

from .describe import Descriptor, describe_region
from .errors import PhotoError
from .geometry import Corners, check_corners, frame_aspect
from .match import Match
from .namer import Feature, load_namer, softmax
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
# With the learned namer: a tile is marked unsure when the namer's (or the set-adapted)
# probability of its face is below NAMER_SURE. A taught set without the namer's features (a
# set taught before them) adds SET_WEIGHT times (its NCC likeness of a face, 0 to 1, -
# SET_NEUTRAL) to that face's log-probability. A tile learnt from a correction (in a set with
# features: any of its tiles) counts only for a near copy of it (NCC likeness above
# COPY_NEAR, the same tile photographed again; only the nearest such tile counts), adding up
# to COPY_WEIGHT: the player's word for that very tile. A set that does not know every face
# of a hand is never shown surer of a face than the namer is.
NAMER_SURE = 0.8
# Slots named in one call of the namer: in the page, a call is a slice of Python the browser
# waits through (each of the namer's networks on each slot, about 3 ms a slot and network).
NAME_AT_ONCE = 5
SET_WEIGHT = 20.0
SET_NEUTRAL = 0.5
# A set that holds the namer's features of its taught tiles adds FEATURE_WEIGHT times (the
# cosine of the tile's feature with the face's nearest taught one - FEATURE_NEUTRAL) to each
# face's log-probability, in place of the descriptors' likeness (docs/photo-model.md, round 5).
# Fitted by maximum likelihood (the least log-loss of the adapted probabilities) on held-out
# half 1's copies that were not taught, checked on both halves' re-read rows (round 6).
FEATURE_WEIGHT = 28.0
FEATURE_NEUTRAL = 0.5
# A set that knows only some faces counts the namer's near copy of one of its tiles: a cosine
# above FEATURE_COPY adds up to COPY_WEIGHT to its face. Chosen on held-out half 1's
# composed rows (no tile came nearer than 0.933 to another face's taught tile) and checked
# on half 2 (0.918): docs/photo-model.md, round 5.
FEATURE_COPY = 0.95
COPY_NEAR = 0.9
COPY_WEIGHT = 12.0


@dataclass(frozen=True)
class ReadTile:
    """One tile read from the photo, left to right.

    face: the best match ("5p"), or None if the slot shows no tile; confidence: 0 (a coin
    toss with the runner-up) to 1 (nothing else comes close); runner_ups: the next faces,
    nearest first, for a one-tap correction; turned: matched upside down; corners: the tile's
    outline in the picture (clockwise from top-left); unsure: the match is too weak to trust
    (check this tile first; also a slot where no tile, or only a part of one, was found);
    descriptor: what the tile looked like, for TileSet.learned when the player names it
    (None: no tile, or only a part of one, found: nothing to learn from); feature: what the
    namer saw of it, learnt with it (None: not named).
    """

    face: str | None
    confidence: float
    runner_ups: tuple[str, ...]
    distance: float
    turned: bool
    corners: Corners
    unsure: bool = True
    descriptor: Descriptor | None = field(default=None, repr=False, compare=False)
    feature: Feature | None = field(default=None, repr=False, compare=False)

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
    named = run(_named([slot], (r, g, b), width, height, (0, width), tile_set))
    return _read_slot(slot, tile_set, named[0])[0]


def read_steps(strip: Strip, tile_set: TileSet) -> Generator[float, None, list[ReadTile]]:
    """read_row in steps, from a split row: each tile described, then the row's tiles named
    NAME_AT_ONCE at a time (one call of the namer's kernel in the page), then each matched.
    Yields the fraction of the work done after each step and returns the tiles."""
    n = strip.count
    total = 4 * n  # describing a tile costs about twice as much as naming and matching it
    row = yield from scaled(describe_steps(strip), lambda done: 2 * done / total)
    named = yield from scaled(
        _named(row.slots, strip.planes[1:], strip.strip.width, strip.strip.height,
               strip.edges, tile_set), lambda done: (2 * n + done * n) / total)
    out: list[ReadTile] = []
    rankings = []
    for i, slot in enumerate(row.slots):
        tile, ranking = _read_slot(slot, tile_set, named[i])
        out.append(tile)
        rankings.append(ranking)
        yield (3 * n + i + 1) / total
    return _limit_copies(out, rankings)


def _named(slots, planes, width: int, height: int, edges, tile_set: TileSet,
           ) -> Generator[float, None, list[tuple[list[float], bool] | None]]:
    """The namer's reading of each slot with a tile (slot i: columns edges[i] to
    edges[i + 1] of a width x height strip's (r, g, b) planes): (each face's probability, in
    its `faces` order; whether the tile was read turned 180 degrees: a tile the namer is
    unsure of upright is also read turned, and the surer reading kept); None for a slot with
    no tile, or for every slot when the namer cannot be loaded and the set was taught (a
    taught set still reads by itself; an untaught one raises the PhotoError "bad_model").
    In steps: NAME_AT_ONCE slots a call of the namer (the page's kernel runs every network
    of the namer in a call: a call per tile would cost crossings, a call per row a long
    wait for the page), upright, then the doubtful ones turned; yields the fraction done."""
    which = [i for i, s in enumerate(slots) if s.descriptor is not None]
    if not which:
        return [None] * len(slots)
    try:
        namer = load_namer()
    except PhotoError:
        if tile_set.source == "calibrated":
            return [None] * len(slots)
        raise
    read = {}
    for part, upright in _calls(namer, planes, width, height, edges, which, False):
        read.update((i, (softmax(scores), False, Feature.of(namer.id, feature)))
                    for i, (feature, scores) in zip(part, upright, strict=True))
        yield 0.8 * len(read) / len(which)
    doubtful = [i for i in which if max(read[i][0]) < NAMER_SURE]
    done = 0
    for part, again in _calls(namer, planes, width, height, edges, doubtful, True):
        for i, (feature, scores) in zip(part, again, strict=True):
            p = softmax(scores)
            if max(p) > max(read[i][0]):
                read[i] = (p, True, Feature.of(namer.id, feature))
        done += len(part)
        yield 0.8 + 0.2 * done / len(doubtful)
    return [read.get(i) for i in range(len(slots))]


def _calls(namer, planes, width: int, height: int, edges, which: list[int], turned: bool):
    """The namer's outputs for slots `which` (slot i: columns edges[i] to edges[i + 1]),
    NAME_AT_ONCE slots a call: yields (the slots, their (feature, scores)) a call."""
    for k in range(0, len(which), NAME_AT_ONCE):
        part = which[k : k + NAME_AT_ONCE]
        yield part, namer.name(planes, width, height,
                               [(edges[i], edges[i + 1], turned) for i in part])


def feature_steps(strip: Strip, slots) -> Generator[float, None, list[Feature | None]]:
    """What the namer sees of each slot's tile, upright (a template row's tiles, to teach a
    set by): a Feature a slot with a tile, None for one without, and None for every slot when
    the namer cannot be loaded (the set is then taught by its descriptors alone). In
    NAME_AT_ONCE slots a call; yields the fraction done."""
    which = [i for i, s in enumerate(slots) if s.descriptor is not None]
    try:
        namer = load_namer()
    except PhotoError:
        return [None] * len(slots)
    seen: dict[int, Feature] = {}
    for part, got in _calls(namer, strip.planes[1:], strip.strip.width, strip.strip.height,
                            strip.edges, which, False):
        seen.update((i, Feature.of(namer.id, feature))
                    for i, (feature, _) in zip(part, got, strict=True))
        yield len(seen) / len(which)
    return [seen.get(i) for i in range(len(slots))]


def tile_feature(picture: Picture) -> Feature | None:
    """What the namer sees of a picture of one tile (cropped to it), or None without a namer."""
    try:
        namer = load_namer()
    except PhotoError:
        return None
    feature = namer.name(picture.rgb_planes(), picture.width, picture.height,
                         [(0, picture.width, False)])[0][0]
    return Feature.of(namer.id, feature)


def _read_slot(slot: Slot, tile_set: TileSet, named: tuple[list[float], bool] | None):
    """(the tile read in the slot, the faces nearest first, or None for no tile)."""
    if slot.descriptor is None:
        return ReadTile(None, 0.0, (), 0.0, False, slot.corners), None
    if named is None:  # no namer: the taught set alone, as before it
        ranking, sure = tile_set.match(slot.descriptor), None
    else:
        ranking, sure = _adapted(named[0], tile_set, slot.descriptor, named[1], named[2])
    tile = _tile(ranking, 0, slot.corners, slot.descriptor, sure)
    if not slot.whole:  # a part of a tile: a guess to check, and nothing to learn from
        return replace(tile, unsure=True, descriptor=None), (ranking, sure)
    return replace(tile, feature=named and named[2]), (ranking, sure)


def _own_faces(tile_set: TileSet) -> set[str]:
    """The faces `tile_set` knows from the player's own tiles (taught or learnt): the app's
    art is no evidence of how the player's tiles look."""
    if tile_set.source == "art":
        return set(tile_set.learnt)
    return set(tile_set.known())


def _adapted(probabilities: list[float], tile_set: TileSet, descriptor: Descriptor,
             turned: bool = False, feature: Feature | None = None,
             ) -> tuple[list[Match], dict[str, float]]:
    """The faces nearest first (distance 1 - probability) after the set's evidence, and the
    probability each may be shown sure at. A set taught every face of a hand weighs its
    likeness of every face: in the namer's feature space when it holds this namer's features
    of its tiles (`feature` is the tile's), else by its descriptors (NCC). A tile the set
    learnt from a correction (with features: any tile of the player's it holds) lifts its
    face only for a near copy of it. A set that knows only some faces is never surer of a
    face than the namer is."""
    namer = load_namer()
    faces = namer.faces
    own = _own_faces(tile_set)
    scores = {f: math.log(max(p, 1e-12)) for f, p in zip(faces, probabilities, strict=True)}
    whole = all(f in own for f in PLAYING_TILES)
    # taught with this namer's features (not a set taught before them, even one that has
    # learnt a correction since)
    taught_seen = feature is not None and tile_set.source != "art" and any(
        f.namer == namer.id for f in tile_set.features.values())
    seen = tile_set.seen_by(namer.id) if taught_seen else {}
    if taught_seen and all(f in seen for f in PLAYING_TILES):
        for face, refs in seen.items():
            if face in scores:
                likeness = max(feature.likeness(r) for r in refs)
                scores[face] += FEATURE_WEIGHT * (likeness - FEATURE_NEUTRAL)
    elif taught_seen:  # a partial set: the namer's near copy of one of its tiles counts
        likeness, face = max((max(feature.likeness(r) for r in refs), face)
                             for face, refs in seen.items())
        if face in scores and likeness > FEATURE_COPY:
            scores[face] += COPY_WEIGHT * (likeness - FEATURE_COPY) / (1.0 - FEATURE_COPY)
    elif whole:
        for m in tile_set.match(descriptor):
            if m.face in scores:
                scores[m.face] += SET_WEIGHT * (1.0 - m.distance - SET_NEUTRAL)
    copies = tile_set.match(descriptor) if taught_seen else tile_set.match_learnt(descriptor)
    nearest = copies[0] if copies else None  # a tile is a copy of one tile at most
    if nearest is not None and nearest.face in scores and 1.0 - nearest.distance > COPY_NEAR:
        scores[nearest.face] += COPY_WEIGHT * (1.0 - nearest.distance - COPY_NEAR) / (
            1.0 - COPY_NEAR)
    adapted = dict(zip(scores, softmax(list(scores.values())), strict=True))
    named = dict(zip(faces, probabilities, strict=True))
    sure = adapted if whole else {f: min(adapted[f], named[f]) for f in adapted}
    ranking = sorted((Match(f, 1.0 - p, turned) for f, p in adapted.items()),
                     key=lambda m: (m.distance, faces.index(m.face)))
    return ranking, sure


def _tile(ranking, pick: int, corners, descriptor: Descriptor | None,
          sure: dict[str, float] | None = None) -> ReadTile:
    """The tile read as ranking[pick]: `sure` the probability each face may be shown sure at
    (the namer's reading), or None (the set's NCC alone: confidence from its margin)."""
    best = ranking[pick]
    others = [m for i, m in enumerate(ranking) if i != pick]
    if sure is not None:
        confidence = sure[best.face]
        return ReadTile(best.face, confidence, tuple(m.face for m in others[:RUNNER_UPS]),
                        best.distance, best.turned, corners,
                        pick > 0 or confidence < NAMER_SURE, descriptor)
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
        ranking, sure = rankings[weakest]
        if picks[weakest] >= len(ranking):
            break
        tiles[weakest] = replace(_tile(ranking, picks[weakest], tiles[weakest].corners,
                                       tiles[weakest].descriptor, sure),
                                 feature=tiles[weakest].feature)
    return tiles
