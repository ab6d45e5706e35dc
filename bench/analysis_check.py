"""The hand analysis against PyMahjongGB (MIT, ``pip install pymahjonggb``): shanten and useful
tiles on random hands of every shape. ``PYTHONPATH=py python3 -m bench.analysis_check [--hands N]``

For each concealed 13-tile hand (and each discard of a 14-tile one) the yardstick's answer is
the least of its five shanten functions (Regular, SevenPairs, ThirteenOrphans,
HonorsAndKnittedTiles, KnittedStraight) and the union of the useful tiles of those that reach
it. Ours is ``scoring.analysis.analyze``. One known difference, by design: PyMahjongGB may aim at
a fifth copy of a kind the hand holds four times (``1111m234p567p789s``: "ready on 1m"), which
no draw can give, and its knitted straight may list as useful a kind held four times; ours
never does. Such hands are counted apart ("fifth copy"), after checking that the difference is
exactly that: the useful tiles differ only by kinds held four times, or PyMahjongGB's answer is
ours with the cap on copies lifted.
Prints one JSON line per generator: hands, agreements, fifth-copy hands, other differences (and
the first few of those, which should be none).
"""

from __future__ import annotations

import argparse
import json
import random
import sys

from scoring.analysis import analyze
from scoring.shanten import best_of, distances, kinds_of
from tiles import PLAYING_TILES
from tiles.kinds import NUM_KINDS

from .analysis import GENERATORS, SEED, random_hand, text_of

_SUIT = {"m": "W", "s": "T", "p": "B"}
_HONOR = {"E": "F1", "S": "F2", "W": "F3", "N": "F4", "C": "J1", "F": "J2", "P": "J3"}
FROM_CODE = {}
for _face in PLAYING_TILES:
    _code = _HONOR[_face] if _face in _HONOR else _SUIT[_face[1]] + _face[0]
    FROM_CODE[_code] = _face


def code(face: str) -> str:
    """PyMahjongGB's code of a face: 5m -> W5, 5p -> B5, 5s -> T5, E -> F1, C -> J1."""
    return _HONOR[face] if face in _HONOR else _SUIT[face[1]] + face[0]


def yardstick(counts: list[int]) -> tuple[int, list[str]]:
    """PyMahjongGB's least shanten over the five shapes of 13 concealed tiles and the useful
    tiles of the shapes that reach it (faces, in kind order)."""
    import MahjongGB

    hand = tuple(code(PLAYING_TILES[k]) for k in range(NUM_KINDS) for _ in range(counts[k]))
    best, useful = 99, set()
    for fn in (
        MahjongGB.RegularShanten,
        MahjongGB.SevenPairsShanten,
        MahjongGB.ThirteenOrphansShanten,
        MahjongGB.HonorsAndKnittedTilesShanten,
        MahjongGB.KnittedStraightShanten,
    ):
        s, tiles = fn(hand)
        if s < best:
            best, useful = s, set(tiles)
        elif s == best:
            useful |= set(tiles)
    faces = {FROM_CODE[t] for t in useful}
    return best, [f for f in PLAYING_TILES if f in faces]


def uncapped(counts: list[int]) -> tuple[int, list[str]]:
    """Our shanten and useful tiles with the cap on copies lifted to five (a fifth copy allowed,
    as PyMahjongGB's regular shape does); for explaining a difference, not for play."""
    caps = [5] * NUM_KINDS
    need, mask, _ = best_of(distances(counts, 0, caps, exact=True))
    return need - 1, [PLAYING_TILES[k] for k in kinds_of(mask) if counts[k] < 4 or need == 1]


def compare(counts: list[int]) -> str:
    """'agree', 'fifth copy' (a known difference, explained) or 'differ'."""
    ours = analyze(text_of(counts))
    theirs = yardstick(counts)
    if (ours.shanten, list(ours.useful)) == theirs:
        return "agree"
    fours = {PLAYING_TILES[k] for k in range(NUM_KINDS) if counts[k] == 4}
    if fours and ours.shanten == theirs[0] and set(ours.useful) ^ set(theirs[1]) <= fours:
        return "fifth copy"  # the same but a kind held four times: a copy that cannot come
    if fours and uncapped(counts) == theirs:
        return "fifth copy"
    return "differ"


def check(hands: int, seed: int = SEED, kinds: list[str] | None = None) -> list[dict]:
    """Compare ``hands`` 13-tile hands and the discards of ``hands`` 14-tile hands per generator."""
    rows = []
    for kind in kinds or list(GENERATORS):
        rng = random.Random(f"{seed}-{kind}")
        tally = {"agree": 0, "fifth copy": 0, "differ": 0}
        examples: list[str] = []
        for i in range(2 * hands):
            counts = random_hand(rng, 13 if i % 2 else 14, kind)
            if sum(counts) == 13:
                cases = [counts]
            else:
                cases = []
                for d in range(NUM_KINDS):
                    if counts[d]:
                        left = list(counts)
                        left[d] -= 1
                        cases.append(left)
            for case in cases:
                verdict = compare(case)
                tally[verdict] += 1
                if verdict == "differ" and len(examples) < 5:
                    ours = analyze(text_of(case))
                    examples.append(
                        f"{text_of(case)}: ours {ours.shanten} {list(ours.useful)}, "
                        f"PyMahjongGB {yardstick(case)}"
                    )
        rows.append({"generator": kind, "hands13": sum(tally.values()), **tally,
                     "examples": examples})
    return rows


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bench.analysis_check", description=__doc__)
    parser.add_argument("--hands", type=int, default=1000, help="hands of each size per generator")
    parser.add_argument("--seed", type=int, default=SEED)
    args = parser.parse_args(argv)
    failed = False
    for row in check(args.hands, args.seed):
        failed |= row["differ"] > 0
        print(json.dumps(row, ensure_ascii=False))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
