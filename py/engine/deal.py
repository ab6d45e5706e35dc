"""Deals: which face lies on which position at the start, and their JSON form.

A deal is generated from a layout and a seed: the positions are filled by playing a game
backwards (`generate`), then the pairs of the tile set are spread over the pairs of positions,
so every deal can be won. Tile ids are indexes into the layout's positions.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import NamedTuple

import safejson
from seeded import SplitMix64, hash_text
from tiles import is_face

from .generate import removal_order
from .geometry import Geometry
from .layout import Layout, get_layout
from .tiles import face_pairs_for, faces_pair_up


class DealtTile(NamedTuple):
    """One tile: its id (the position's index in the layout), its face and its position."""

    id: int
    face: str
    x: int
    y: int
    z: int

    @property
    def position(self) -> tuple[int, int, int]:
        return (self.x, self.y, self.z)


@dataclass(frozen=True)
class Deal:
    """A layout with a face on every position. `seed` is what it was generated from (an int
    for a numbered deal, a text like "daily:2026-11-29" for the daily deal)."""

    layout_id: str
    seed: int | str
    tiles: tuple[DealtTile, ...]
    solution: tuple[tuple[int, int], ...] | None = field(default=None, compare=False, repr=False)
    """A winning order of pairs of tile ids known from the generation (None if not known);
    not part of the JSON form nor of equality."""
    layout: Layout | None = field(default=None, compare=False, repr=False)
    """The layout dealt when it is not a built-in one (a player's own, an imported file);
    None for a built-in layout, found by its id."""

    @property
    def shape(self) -> Layout:
        """The layout dealt: its own, or the built-in one of its id."""
        return self.layout if self.layout is not None else get_layout(self.layout_id)

    def to_json(self) -> str:
        """`{"layout": id, "seed": .., "tiles": [{"id", "face", "x", "y", "z"}, ...]}`."""
        return json.dumps(self.to_dict(), ensure_ascii=False)

    def to_dict(self) -> dict:
        return {
            "layout": self.layout_id,
            "seed": self.seed,
            "tiles": [t._asdict() for t in self.tiles],
        }

    @classmethod
    def from_json(cls, text: str, layout: Layout | None = None) -> Deal:
        """Read a deal written by `to_json`; ValueError with a one-line reason on bad input.
        `layout`: the layout it deals when that is not a built-in one."""
        try:
            data = safejson.loads(text)
        except (ValueError, TypeError) as exc:
            raise ValueError(f"malformed JSON: {exc}") from None
        return cls.from_dict(data, layout)

    @classmethod
    def from_dict(cls, data: object, layout: Layout | None = None) -> Deal:
        """Validate and build a deal from decoded JSON (the seed is optional); `layout` as
        in `from_json` (its id must be the deal's)."""
        if not isinstance(data, dict):
            raise ValueError("a deal must be a JSON object")
        layout_id = data.get("layout")
        if not isinstance(layout_id, str):
            raise ValueError('a deal needs a "layout" id')
        own = layout
        if layout is not None:
            if layout.id != layout_id:
                raise ValueError(f"the deal is of layout {layout_id!r}, not {layout.id!r}")
        else:
            try:
                layout = get_layout(layout_id)
            except KeyError as exc:
                raise ValueError(exc.args[0]) from None
        seed = data.get("seed", 0)
        if isinstance(seed, bool) or not isinstance(seed, (int, str)):
            raise ValueError('"seed" must be an integer or a text')
        raw_tiles = data.get("tiles")
        if not isinstance(raw_tiles, list) or not raw_tiles:
            raise ValueError('a deal needs a non-empty "tiles" list')
        tiles = []
        for raw in raw_tiles:
            if not isinstance(raw, dict):
                raise ValueError("each tile must be an object")
            values = [raw.get(k) for k in ("id", "x", "y", "z")]
            if any(isinstance(v, bool) or not isinstance(v, int) for v in values):
                raise ValueError(f"tile {raw!r} needs integer id, x, y, z")
            face = raw.get("face")
            if not is_face(face):
                raise ValueError(f"unknown face {face!r}")
            tid, x, y, z = values
            tiles.append(DealtTile(tid, face, x, y, z))
        ids = [t.id for t in tiles]
        if len(set(ids)) != len(ids):
            raise ValueError("two tiles share an id")
        for t in tiles:
            if not 0 <= t.id < layout.size or layout.positions[t.id] != t.position:
                raise ValueError(f"tile {t.id} at {t.position} is not a position of {layout.id}")
        if not faces_pair_up([t.face for t in tiles]):
            raise ValueError("the faces do not pair up")
        return cls(layout_id, seed, tuple(sorted(tiles)), layout=own)


def deal_seed(layout_id: str, seed: int | str) -> int:
    """The 64-bit generator seed for (layout, seed); ints and texts never collide."""
    tag = f"i:{seed}" if isinstance(seed, int) else f"s:{seed}"
    return hash_text(f"mahjong-solitaire/{layout_id}/{tag}")


def new_deal(layout: str | Layout, seed: int | str) -> Deal:
    """The deal numbered `seed` for the layout (a built-in one's id, or a Layout): the same on
    every machine and Python. A layout read from a file deals as the built-in one of the same
    id and positions does."""
    if isinstance(seed, bool) or not isinstance(seed, (int, str)):
        raise TypeError("a seed is an int or a str")
    own = layout if isinstance(layout, Layout) else None
    shape = own if own is not None else get_layout(layout)
    rng = SplitMix64(deal_seed(shape.id, seed))
    tiles, order = deal_faces(shape, rng)
    return Deal(shape.id, seed, tiles, tuple(order), layout=own)


def deal_faces(
    layout: Layout, rng: SplitMix64
) -> tuple[tuple[DealtTile, ...], list[tuple[int, int]]]:
    """Fill every position of `layout`, winnable by construction; also returns the clearing
    order the filling was built from."""
    geom = layout.geometry
    order = removal_order(geom, geom.full, rng.fork("positions"))
    faces = assign_faces(order, face_pairs_for(layout.size, rng.fork("faces")), rng.fork("pairs"))
    return tuple(DealtTile(i, faces[i], *layout.positions[i]) for i in range(layout.size)), order


def assign_faces(
    order: list[tuple[int, int]], pairs: list[tuple[str, str]], rng: SplitMix64
) -> dict[int, str]:
    """Spread the face pairs over the position pairs of a clearing order at random."""
    if len(order) != len(pairs):
        raise ValueError("as many face pairs as position pairs are needed")
    pairs = list(pairs)
    rng.shuffle(pairs)
    faces: dict[int, str] = {}
    for (a, b), (fa, fb) in zip(order, pairs, strict=True):
        faces[a], faces[b] = fa, fb
    return faces


def geometry_of(tiles: tuple[DealtTile, ...] | list[DealtTile]) -> Geometry:
    """The free-rule relations among an arbitrary list of tiles (index = list order)."""
    return Geometry(t.position for t in tiles)
