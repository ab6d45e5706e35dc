"""The tiles of Mahjong, named once for every package: the 42 faces, their order, what each is.

A face is a tile's name as the notation writes it (shared/mcr/notation.md): ``1m``-``9m``
characters, ``1p``-``9p`` dots, ``1s``-``9s`` bamboo (``SUITED``); ``E S W N`` winds and
``C F P`` the red, green and white dragons (``HONORS``); ``fl1``-``fl4`` flowers and
``se1``-``se4`` seasons (``FLOWERS``: the eight flower tiles of the MCR). Hands are made of
the 34 ``PLAYING_TILES``, four copies each; a set adds one of each flower: ``FULL_SET``, 144.
``FACES`` holds all 42 in the order every page shows them; ``write`` writes faces in the
notation.

The rest ships with the scorer (mcr.zip), this module with the solitaire (python.zip):
``tiles.kinds`` (the scorer's numbers 0..33), ``tiles.meld`` (``Meld``, a declared set) and
``tiles.notation`` (the reader of a written hand).
"""

from __future__ import annotations

from collections.abc import Iterable

Tile = str
"""A tile, by its face (``"5m"``, ``"E"``, ``"fl1"``): a plain string, so hands, walls, records
and links stay the JSON they are. The scorer's arithmetic numbers the 34 playing tiles instead
(``tiles.kinds``)."""

SUITS = ("m", "p", "s")
"""The suit letters: characters, dots, bamboo."""

WINDS = ("E", "S", "W", "N")
"""The winds, in turn order: East plays first, then South, West, North."""

DRAGONS = ("C", "F", "P")
"""The red (C), green (F) and white (P) dragons."""

SUITED = tuple(f"{rank}{suit}" for suit in SUITS for rank in range(1, 10))
HONORS = WINDS + DRAGONS
PLAYING_TILES = SUITED + HONORS
"""The 34 faces hands are made of (1m..9m, 1p..9p, 1s..9s, winds, dragons)."""

FLOWERS = ("fl1", "fl2", "fl3", "fl4", "se1", "se2", "se3", "se4")
"""The eight flower tiles: four flowers, four seasons. Laid open and replaced, never played."""

FACES = PLAYING_TILES + FLOWERS
"""All 42 faces, in display order."""

FULL_SET = tuple(face for face in PLAYING_TILES for _ in range(4)) + FLOWERS
"""The 144 tiles of a set, in a fixed order (a wall is a seeded shuffle of it)."""

_ORDER = {face: i for i, face in enumerate(FACES)}


def is_face(face: object) -> bool:
    """True if ``face`` names one of the 42 faces."""
    return isinstance(face, str) and face in _ORDER


def is_suited(face: Tile) -> bool:
    """True for a tile of a suit (``5m``), False for an honour or a flower."""
    return len(face) == 2


def is_flower(face: Tile) -> bool:
    """True for the eight flower tiles (the flowers and the seasons)."""
    return face.startswith(("fl", "se"))


def copies(face: Tile) -> int:
    """How many tiles of this face a set holds: 4, or 1 of a flower or season."""
    return 1 if is_flower(face) else 4


def sort_key(face: Tile) -> int:
    """A face's place in display order: the suits 1-9 (m, p, s), winds, dragons, flowers."""
    return _ORDER[face]


def sorted_tiles(faces: Iterable[Tile]) -> tuple[Tile, ...]:
    """Faces in display order, as a tuple."""
    return tuple(sorted(faces, key=_ORDER.__getitem__))


def write(faces: Iterable[Tile | None]) -> str:
    """Faces in the notation, in the order given: a run of one suit shares its letter
    (``1m 2m 3m 4p E E`` -> ``123m4pEE``); None, a place with no tile, is written ``?``."""
    out: list[str] = []
    run = ""  # the digits of the current run of one suit
    suit = ""
    for face in faces:
        if face and len(face) == 2:
            if face[1] != suit and run:
                out.append(run + suit)
                run = ""
            run += face[0]
            suit = face[1]
            continue
        if run:
            out.append(run + suit)
            run, suit = "", ""
        out.append(face or "?")
    if run:
        out.append(run + suit)
    return "".join(out)
