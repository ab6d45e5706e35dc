"""A tile set: a reference descriptor per face, taught from the player's own tiles (or made
from the app's tile art), and the tiles it has learnt from the player's corrections since;
matched nearest-first; with the learned namer's features of those tiles when they were named;
stored as versioned JSON (descriptors and features only, never photos).
"""

from __future__ import annotations

import base64
import json
from dataclasses import dataclass, field

from tiles import FACES

from .describe import KIND, Descriptor
from .errors import PhotoError
from .match import Match, References
from .namer import Feature

FORMAT = "mahjong-photo-tileset"
VERSION = 2
# The most tiles learnt from corrections kept per face (the oldest go first): each one costs a
# comparison per tile read and 2.7 KB of storage (a set learnt to the full: about 560 KB,
# reading about 0.1 s slower). Reading set C's 40 grid rows in order and learning every
# correction learnt 34 tiles in all: the bound is seldom reached.
MAX_LEARNT = 4


@dataclass
class TileSet:
    """Reference descriptors by face, the tiles' shape (face width / height), a name, and
    where it came from ("calibrated" from photos, or "art": the app's own tile art); `learnt`:
    more references by face, photographed tiles the player named (oldest first); `features`
    and `learnt_features`: the namer's features of the taught and the learnt tiles (a face's
    missing when its tile was not named)."""

    name: str
    faces: dict[str, Descriptor]
    tile_aspect: float = 0.75
    source: str = "calibrated"
    learnt: dict[str, tuple[Descriptor, ...]] = field(default_factory=dict)
    features: dict[str, Feature] = field(default_factory=dict)
    learnt_features: dict[str, tuple[Feature, ...]] = field(default_factory=dict)
    _prepared: list = field(default_factory=list, repr=False, compare=False)
    _learnt_prepared: list = field(default_factory=list, repr=False, compare=False)

    def match(self, d: Descriptor) -> list[Match]:
        """Every face the set knows, nearest first (each at its nearer orientation)."""
        if not self._prepared:
            self._prepared.append(References(
                [(face, ref) for face in self.known() for ref in self.references(face)]))
        return self._prepared[0].rank(d)

    def match_learnt(self, d: Descriptor) -> list[Match]:
        """The faces of the tiles learnt from corrections only, nearest first (none: [])."""
        if not self.learnt:
            return []
        if not self._learnt_prepared:
            self._learnt_prepared.append(References(
                [(face, ref) for face in FACES for ref in self.learnt.get(face, ())]))
        return self._learnt_prepared[0].rank(d)

    def known(self) -> list[str]:
        """The faces the set can name: the taught ones, then any only learnt, in display order."""
        return list(self.faces) + [f for f in FACES if f in self.learnt and f not in self.faces]

    def references(self, face: str) -> tuple[Descriptor, ...]:
        """Every reference of `face`: the taught one first, then the learnt ones."""
        taught = (self.faces[face],) if face in self.faces else ()
        return taught + self.learnt.get(face, ())

    def seen_by(self, namer: str) -> dict[str, tuple[Feature, ...]]:
        """The features `namer` (a Namer.id) saw of the set's tiles, by face (taught first)."""
        out: dict[str, tuple[Feature, ...]] = {}
        for face in FACES:
            refs = (((self.features[face],) if face in self.features else ())
                    + self.learnt_features.get(face, ()))
            refs = tuple(f for f in refs if f.namer == namer)
            if refs:
                out[face] = refs
        return out

    def replaced(self, **changes) -> TileSet:
        """A copy with `changes` (fields by name), its matching prepared afresh."""
        values = {"name": self.name, "faces": dict(self.faces), "tile_aspect": self.tile_aspect,
                  "source": self.source, "learnt": dict(self.learnt),
                  "features": dict(self.features),
                  "learnt_features": dict(self.learnt_features)}
        values.update(changes)
        return TileSet(**values)

    def learned(self, face: str, tile) -> TileSet:
        """A copy that also knows the photographed `tile` (a ReadTile, or a Descriptor) as
        `face`: the player's correction, kept as another reference of that face (the taught
        one is never forgotten; past MAX_LEARNT, the oldest learnt one goes). A PhotoError
        for an unknown face or a tile with nothing to learn from (no tile in its slot)."""
        if face not in FACES:
            raise PhotoError(f"there is no tile {face!r}", "bad_face", face=face)
        descriptor = tile if isinstance(tile, Descriptor) else getattr(tile, "descriptor", None)
        if descriptor is None:
            raise PhotoError("this tile has nothing to learn from (no tile was found there)",
                             "nothing_to_learn", face=face)
        learnt = dict(self.learnt)
        learnt[face] = (learnt.get(face, ()) + (descriptor,))[-MAX_LEARNT:]
        features = dict(self.learnt_features)
        feature = getattr(tile, "feature", None)
        if feature is not None:
            features[face] = (features.get(face, ()) + (feature,))[-MAX_LEARNT:]
        return self.replaced(learnt=learnt, learnt_features=features)

    def with_face(self, face: str, descriptor: Descriptor,
                  feature: Feature | None = None) -> TileSet:
        """A copy with `face`'s reference (and its feature) replaced (the player fixed a
        wrongly placed tile)."""
        faces, features = dict(self.faces), dict(self.features)
        faces[face] = descriptor
        features.pop(face, None)
        if feature is not None:
            features[face] = feature
        return self.replaced(faces=faces, features=features)

    def swapped(self, a: str, b: str) -> TileSet:
        """A copy with faces a and b exchanged (two tiles laid in each other's places)."""
        faces = dict(self.faces)
        faces[a], faces[b] = self.faces[b], self.faces[a]
        return self.replaced(faces=faces, learnt=_swapped(self.learnt, a, b),
                             features=_swapped(self.features, a, b),
                             learnt_features=_swapped(self.learnt_features, a, b))

    def lookalikes(self, limit: float = 0.1, apart: float = 0.5) -> list[tuple[str, str, float]]:
        """Pairs of faces whose references are nearly alike, nearest first: after teaching, a
        hint that a tile was laid twice or in the wrong place. Alike: nearer than `limit`,
        and than `apart` of the distance from either to any third face (the characters all
        share their lower half, so they are near each other; a tile taught twice is far
        nearer to its copy than to anything else)."""
        nearest: dict[str, list[tuple[float, str]]] = {}
        for face, d in self.faces.items():
            nearest[face] = sorted((m.distance, m.face) for m in self.match(d)
                                   if m.face != face)[:2]
        pairs = []
        for face, near in nearest.items():
            if not near:
                continue
            distance, other = near[0]
            if distance >= limit or FACES.index(face) > FACES.index(other):
                continue
            thirds = [d for d, f in nearest[face] + nearest.get(other, []) if f not in
                      (face, other)]
            if all(distance < apart * d for d in thirds):
                pairs.append((face, other, round(distance, 4)))
        return sorted(pairs, key=lambda p: p[2])

    def renamed(self, name: str) -> TileSet:
        return self.replaced(name=name)

    def to_dict(self) -> dict:
        """The set as a JSON-able dict: descriptors as base64 bytes, about 2.7 KB a face
        and a learnt tile."""
        return {
            "format": FORMAT,
            "version": VERSION,
            "descriptor": KIND,
            "name": self.name,
            "source": self.source,
            "tile_aspect": round(self.tile_aspect, 4),
            "faces": {
                face: base64.b64encode(d.to_bytes()).decode("ascii")
                for face, d in self.faces.items()
            },
            "learnt": {
                face: [base64.b64encode(d.to_bytes()).decode("ascii") for d in refs]
                for face, refs in self.learnt.items()
            },
            "features": {face: f.to_text() for face, f in self.features.items()},
            "learnt_features": {face: [f.to_text() for f in refs]
                                for face, refs in self.learnt_features.items()},
        }

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), separators=(",", ":"))

    @classmethod
    def from_dict(cls, data: dict) -> TileSet:
        """Read a stored set; a PhotoError (code "bad_tile_set") says what is wrong with it,
        including a set made by another version of the reader (teach the tiles again)."""
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise PhotoError("this is not a saved tile set", "bad_tile_set")
        if data.get("version") != VERSION or data.get("descriptor") != KIND:
            raise PhotoError(
                "this tile set was made by another version of the photo reader; teach your "
                "tiles again", "bad_tile_set", version=data.get("version"))
        faces_in = data.get("faces")
        if not isinstance(faces_in, dict) or not faces_in:
            raise PhotoError("the saved tile set has no faces", "bad_tile_set")
        faces = {face: _descriptor(face, text) for face, text in faces_in.items()}
        learnt_in = data.get("learnt", {})
        if not isinstance(learnt_in, dict) or not all(
                isinstance(v, list) for v in learnt_in.values()):
            raise PhotoError("the saved tile set's learnt tiles are damaged", "bad_tile_set")
        learnt = {face: tuple(_descriptor(face, text) for text in texts)[-MAX_LEARNT:]
                  for face, texts in learnt_in.items() if texts}
        aspect = data.get("tile_aspect", 0.75)
        if not isinstance(aspect, int | float) or not 0.3 <= aspect <= 1.5:
            raise PhotoError("the saved tile set's tile shape is damaged", "bad_tile_set")
        features_in = data.get("features", {})
        learnt_features_in = data.get("learnt_features", {})
        if not isinstance(features_in, dict) or not isinstance(learnt_features_in, dict) or not all(
                isinstance(v, list) for v in learnt_features_in.values()):
            raise PhotoError("the saved tile set's features are damaged", "bad_tile_set")
        features = {face: _feature(face, text) for face, text in features_in.items()}
        learnt_features = {face: tuple(_feature(face, t) for t in texts)[-MAX_LEARNT:]
                           for face, texts in learnt_features_in.items() if texts}
        name = data.get("name")
        return cls(name if isinstance(name, str) else "", faces, float(aspect),
                   str(data.get("source", "calibrated")), learnt, features, learnt_features)

    @classmethod
    def from_json(cls, text: str) -> TileSet:
        try:
            data = json.loads(text)
        except (ValueError, TypeError) as exc:
            raise PhotoError("the saved tile set is not valid JSON", "bad_tile_set") from exc
        return cls.from_dict(data)




def _descriptor(face, text) -> Descriptor:
    """A stored face's descriptor; a PhotoError naming the face when it is unknown or damaged."""
    if face not in FACES:
        raise PhotoError(f"the saved tile set has an unknown face {face!r}", "bad_tile_set",
                         face=face)
    try:
        return Descriptor.from_bytes(base64.b64decode(text, validate=True))
    except (ValueError, TypeError) as exc:
        raise PhotoError(f"the saved tile set's face {face} is damaged", "bad_tile_set",
                         face=face) from exc


def _feature(face, text) -> Feature:
    """A stored face's feature; a PhotoError naming the face when it is unknown or damaged."""
    if face not in FACES:
        raise PhotoError(f"the saved tile set has an unknown face {face!r}", "bad_tile_set",
                         face=face)
    try:
        return Feature.from_text(text)
    except (ValueError, TypeError) as exc:
        raise PhotoError(f"the saved tile set's feature of {face} is damaged", "bad_tile_set",
                         face=face) from exc


def _swapped(by_face: dict, a: str, b: str) -> dict:
    """`by_face` with the values of faces a and b exchanged (a missing one stays missing)."""
    out = {f: v for f, v in by_face.items() if f not in (a, b)}
    if b in by_face:
        out[a] = by_face[b]
    if a in by_face:
        out[b] = by_face[a]
    return out
