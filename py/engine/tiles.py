"""The 144 tiles, their face names, and which faces pair up.

Faces: 1m..9m (characters), 1p..9p (dots), 1s..9s (bamboo), E S W N (winds), C F P (red, green
and white dragons), fl1..fl4 (flowers), se1..se4 (seasons). Four copies of each suit, wind and
dragon face; one of each flower and season. Two tiles pair if they have the same face, or are
both flowers, or are both seasons.
"""

from __future__ import annotations

from .rng import SplitMix64

SUIT_FACES = tuple(f"{rank}{suit}" for suit in "mps" for rank in range(1, 10))
HONOR_FACES = ("E", "S", "W", "N", "C", "F", "P")
FLOWER_FACES = ("fl1", "fl2", "fl3", "fl4")
SEASON_FACES = ("se1", "se2", "se3", "se4")
FACES = SUIT_FACES + HONOR_FACES + FLOWER_FACES + SEASON_FACES
"""All 42 face names, in a fixed order."""

FULL_SET = 144

# A "group" is four tiles that pair among themselves: four copies of one face, or the four
# flowers, or the four seasons. The 144 tiles are 36 groups.
GROUPS: tuple[tuple[str, str, str, str], ...] = tuple(
    [(f, f, f, f) for f in SUIT_FACES + HONOR_FACES] + [FLOWER_FACES, SEASON_FACES]
)


def match_class(face: str) -> str:
    """The name two tiles must share to pair: the face itself, or "fl" / "se"."""
    if face.startswith("fl"):
        return "fl"
    if face.startswith("se"):
        return "se"
    return face


def is_face(face: object) -> bool:
    """True if `face` is one of the 42 face names."""
    return isinstance(face, str) and face in _FACE_SET


def pairs_with(a: str, b: str) -> bool:
    """True if tiles showing faces `a` and `b` can be removed together."""
    return match_class(a) == match_class(b)


def faces_pair_up(faces: list[str] | tuple[str, ...]) -> bool:
    """True if the faces split into pairs: each match class occurs an even number of times,
    and no face occurs more often than the full set holds."""
    counts: dict[str, int] = {}
    for face in faces:
        if not is_face(face):
            return False
        counts[face] = counts.get(face, 0) + 1
    for face, n in counts.items():
        if n > (1 if face in FLOWER_FACES or face in SEASON_FACES else 4):
            return False
    by_class: dict[str, int] = {}
    for face, n in counts.items():
        cls = match_class(face)
        by_class[cls] = by_class.get(cls, 0) + n
    return all(n % 2 == 0 for n in by_class.values())


def face_pairs_for(count: int, rng: SplitMix64) -> list[tuple[str, str]]:
    """`count` tiles (even, at most 144) as pairs: whole groups of four where possible, chosen
    by `rng`, plus one pair from one more group if `count` is 2 more than a multiple of 4."""
    if count % 2 or not 0 <= count <= FULL_SET:
        raise ValueError(f"a tile set needs an even count up to {FULL_SET}, not {count}")
    groups = [list(g) for g in GROUPS]
    rng.shuffle(groups)
    pairs: list[tuple[str, str]] = []
    for group in groups[: count // 4]:
        rng.shuffle(group)
        pairs.append((group[0], group[1]))
        pairs.append((group[2], group[3]))
    if count % 4:
        group = groups[count // 4]
        rng.shuffle(group)
        pairs.append((group[0], group[1]))
    return pairs


_FACE_SET = frozenset(FACES)
