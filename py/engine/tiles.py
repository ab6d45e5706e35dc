"""Which tiles pair up in the solitaire, and the faces of a deal of any size.

The faces are the tiles' (package ``tiles``: the 42 faces, four copies of each suit, wind and
dragon face, one of each flower and season). The solitaire's own rule is the pairing: two tiles
pair if they have the same face, or are both flowers, or are both seasons (so a flower is not a
"same face" of the MCR sense: the solitaire groups fl1-fl4 as one kind, se1-se4 as another).
"""

from __future__ import annotations

from seeded import SplitMix64
from tiles import FLOWERS, FULL_SET, PLAYING_TILES, copies, is_face

SET_SIZE = len(FULL_SET)
"""144: the most tiles a deal can have."""

# A "group" is four tiles that pair among themselves: four copies of one face, or the four
# flowers, or the four seasons. The 144 tiles are 36 groups.
GROUPS: tuple[tuple[str, str, str, str], ...] = tuple(
    [(f, f, f, f) for f in PLAYING_TILES] + [FLOWERS[:4], FLOWERS[4:]]
)


def match_class(face: str) -> str:
    """The name two tiles must share to pair: the face itself, or "fl" / "se"."""
    if face.startswith("fl"):
        return "fl"
    if face.startswith("se"):
        return "se"
    return face


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
        if n > copies(face):
            return False
    by_class: dict[str, int] = {}
    for face, n in counts.items():
        cls = match_class(face)
        by_class[cls] = by_class.get(cls, 0) + n
    return all(n % 2 == 0 for n in by_class.values())


def face_pairs_for(count: int, rng: SplitMix64) -> list[tuple[str, str]]:
    """`count` tiles (even, at most 144) as pairs: whole groups of four where possible, chosen
    by `rng`, plus one pair from one more group if `count` is 2 more than a multiple of 4."""
    if count % 2 or not 0 <= count <= SET_SIZE:
        raise ValueError(f"a tile set needs an even count up to {SET_SIZE}, not {count}")
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
