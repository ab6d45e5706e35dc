"""Every way the 14 tiles of a winning hand can be arranged.

Forms: four sets and a pair ("standard"), seven pairs (four equal tiles may be two pairs),
thirteen orphans, honours and knitted tiles (lesser or greater), and a knitted straight with
one set and a pair. Declared melds are fixed; only the concealed tiles are rearranged.
"""

from __future__ import annotations

from functools import cache
from typing import NamedTuple

from tiles import PLAYING_TILES
from tiles.kinds import NUM_KINDS, TERMINALS_AND_HONORS
from tiles.meld import Meld

from .tiles import KNITTED_STRAIGHTS

STANDARD = "standard"
SEVEN_PAIRS = "seven_pairs"
THIRTEEN_ORPHANS = "thirteen_orphans"
HONORS_AND_KNITTED = "honors_and_knitted"
KNITTED_STRAIGHT = "knitted_straight"


class Arrangement(NamedTuple):
    """One reading of a winning hand.

    ``groups`` are the sets and pair(s) (declared melds first); ``tiles`` holds the single tiles
    of thirteen orphans / honours and knitted tiles, or the nine tiles of a knitted straight.
    """

    form: str
    groups: tuple[Meld, ...]
    tiles: tuple[int, ...] = ()

    def to_json(self) -> dict:
        """A JSON-able description for the page."""

        def group_json(g: Meld) -> dict:
            return {
                "kind": g.kind,
                "tiles": [PLAYING_TILES[t] for t in g.tiles]
                if g.kind != "pair"
                else [PLAYING_TILES[g.tile]] * 2,
                "exposed": g.exposed,
                "text": group_text(g),
            }

        return {
            "form": self.form,
            "sets": [group_json(g) for g in self.groups if g.kind != "pair"],
            "pairs": [group_json(g) for g in self.groups if g.kind == "pair"],
            "tiles": [PLAYING_TILES[t] for t in self.tiles],
        }


def group_text(g: Meld) -> str:
    """A set or pair written in the notation: '[123m]', '{9999s}', '456p', '55s'."""
    if g.kind == "pair":
        name = PLAYING_TILES[g.tile]
        return name[0] * 2 + name[1:] if g.tile < 27 else name * 2
    if g.kind == "kong" or g.exposed:
        return str(g)
    return str(g)[1:-1]


# ---------------------------------------------------------------- one suit, cached


@cache
def _suit_readings(counts: tuple[int, ...]) -> tuple[tuple[tuple[tuple[str, int], ...], int], ...]:
    """All readings of one suit's counts as sets plus at most one pair.

    Each reading is (sets, pair_rank_index or -1); sets are ("chow"|"pung", rank_index).
    """
    results: set[tuple[tuple[tuple[str, int], ...], int]] = set()

    def walk(c: list[int], sets: list[tuple[str, int]], pair: int) -> None:
        i = next((k for k in range(9) if c[k]), -1)
        if i < 0:
            results.add((tuple(sorted(sets)), pair))
            return
        if c[i] >= 3:
            c[i] -= 3
            walk(c, [*sets, ("pung", i)], pair)
            c[i] += 3
        if pair < 0 and c[i] >= 2:
            c[i] -= 2
            walk(c, sets, i)
            c[i] += 2
        if i <= 6 and c[i + 1] and c[i + 2]:
            c[i] -= 1
            c[i + 1] -= 1
            c[i + 2] -= 1
            walk(c, [*sets, ("chow", i)], pair)
            c[i] += 1
            c[i + 1] += 1
            c[i + 2] += 1

    walk(list(counts), [], -1)
    return tuple(sorted(results))


@cache
def suit_complete(counts: tuple[int, ...]) -> tuple[bool, bool]:
    """(can be read as sets only, can be read as sets plus one pair)."""
    readings = _suit_readings(counts)
    return any(p < 0 for _, p in readings), any(p >= 0 for _, p in readings)


# ---------------------------------------------------------------- standard form


def _standard_readings(counts: list[int]) -> list[tuple[list[Meld], Meld]]:
    """Readings of concealed counts (34 kinds) as sets plus exactly one pair."""
    per_part: list[list[tuple[list[Meld], Meld | None]]] = []
    for s in range(3):
        base = 9 * s
        options = []
        for sets, pair in _suit_readings(tuple(counts[base : base + 9])):
            melds = [Meld(kind, base + r, exposed=False) for kind, r in sets]
            options.append((melds, Meld("pair", base + pair, False) if pair >= 0 else None))
        if not options:
            return []
        per_part.append(options)
    honor_sets: list[Meld] = []
    honor_pair: Meld | None = None
    for k in range(27, NUM_KINDS):
        n = counts[k]
        if n == 3:
            honor_sets.append(Meld("pung", k, exposed=False))
        elif n == 2 and honor_pair is None:
            honor_pair = Meld("pair", k, False)
        elif n:
            return []
    per_part.append([(honor_sets, honor_pair)])
    out: list[tuple[list[Meld], Meld]] = []

    def combine(i: int, sets: list[Meld], pair: Meld | None) -> None:
        if i == len(per_part):
            if pair is not None:
                out.append((sets, pair))
            return
        for part_sets, part_pair in per_part[i]:
            if part_pair is not None and pair is not None:
                continue
            combine(i + 1, sets + part_sets, pair or part_pair)

    combine(0, [], None)
    return out


def _standard_complete(counts: list[int]) -> bool:
    """Four sets and a pair; five of a kind (only in a formal wait) read as a pung and a pair."""
    pairs = 0
    for s in (0, 9, 18):
        sets_only, with_pair = suit_complete(tuple(counts[s : s + 9]))
        if sets_only:
            continue
        if with_pair:
            pairs += 1
            continue
        return False
    for k in range(27, NUM_KINDS):
        n = counts[k]
        if n in (2, 5):
            pairs += 1
        elif n not in (0, 3):
            return False
    return pairs == 1


# ---------------------------------------------------------------- special forms


def _is_seven_pairs(counts: list[int]) -> bool:
    return sum(counts) == 14 and all(n % 2 == 0 for n in counts)


def _is_thirteen_orphans(counts: list[int]) -> bool:
    return (
        sum(counts) == 14
        and all(counts[k] for k in TERMINALS_AND_HONORS)
        and sum(counts[k] for k in TERMINALS_AND_HONORS) == 14
    )


def _honors_and_knitted(counts: list[int]) -> tuple[int, ...] | None:
    """The 14 distinct tiles of honours and knitted tiles, or None."""
    if sum(counts) != 14 or any(n > 1 for n in counts):
        return None
    suited = {k for k in range(27) if counts[k]}
    if not any(suited <= set(ks) for ks in KNITTED_STRAIGHTS):
        return None
    return tuple(k for k in range(NUM_KINDS) if counts[k])


def _knitted_remainders(counts: list[int]) -> list[tuple[tuple[int, ...], list[int]]]:
    """(knitted straight, counts left over) for each knitted straight the tiles contain."""
    out = []
    for ks in KNITTED_STRAIGHTS:
        for k in ks:
            if not counts[k]:
                break
        else:
            rest = list(counts)
            for k in ks:
                rest[k] -= 1
            out.append((ks, rest))
    return out


# ---------------------------------------------------------------- public


def arrangements(melds: tuple[Meld, ...], concealed: list[int]) -> list[Arrangement]:
    """All arrangements of a hand whose concealed counts (winning tile included) are given."""
    melds = tuple(melds)
    out: list[Arrangement] = []
    for sets, pair in _standard_readings(concealed):
        out.append(Arrangement(STANDARD, melds + tuple(sets) + (pair,)))
    if not melds:
        if _is_seven_pairs(concealed):
            pairs: list[Meld] = []
            for k, n in enumerate(concealed):
                pairs.extend([Meld("pair", k, False)] * (n // 2))
            out.append(Arrangement(SEVEN_PAIRS, tuple(pairs)))
        if _is_thirteen_orphans(concealed):
            pair = next(k for k in TERMINALS_AND_HONORS if concealed[k] == 2)
            singles = tuple(k for k in TERMINALS_AND_HONORS if k != pair)
            out.append(Arrangement(THIRTEEN_ORPHANS, (Meld("pair", pair, False),), singles))
        knitted = _honors_and_knitted(concealed)
        if knitted is not None:
            out.append(Arrangement(HONORS_AND_KNITTED, (), knitted))
    if len(melds) <= 1:
        for ks, rest in _knitted_remainders(concealed):
            for sets, pair in _standard_readings(rest):
                out.append(Arrangement(KNITTED_STRAIGHT, melds + tuple(sets) + (pair,), ks))
    return out


def is_complete(melds_count: int, concealed: list[int]) -> bool:
    """Whether concealed counts (14 - 3 per meld tiles) complete a hand in any form."""
    if _standard_complete(concealed):
        return True
    if melds_count == 0 and (
        _is_seven_pairs(concealed)
        or _is_thirteen_orphans(concealed)
        or _honors_and_knitted(concealed) is not None
    ):
        return True
    if melds_count <= 1:
        return any(_standard_complete(rest) for _, rest in _knitted_remainders(concealed))
    return False
