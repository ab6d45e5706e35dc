"""Shanten over the five MCR forms as the table uses it (``scoring.shanten``, its set modes for
the targets): known values, a brute-force reference on small hands, the scorer's own waits,
and the tiles that lower it."""

from __future__ import annotations

import itertools
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scoring import parse_hand, waiting_tiles
from scoring import shanten as sh
from tiles import PLAYING_TILES as NAMES

from tests.scoring.test_analysis import _shapes

# A seeded generator per example: cheaper for Hypothesis than drawing every choice.
RNGS = st.integers(0, 2**32 - 1).map(random.Random)


def counts_of(text: str) -> tuple[list[int], int]:
    """Concealed counts and the number of melds of a hand in the scorer's notation."""
    hand = parse_hand(text)
    counts = [0] * 34
    for kind in hand.concealed:
        counts[kind] += 1
    return counts, len(hand.melds)


def names(kinds) -> list[str]:
    return [NAMES[k] for k in kinds]


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("123m456p789s11s EE", 0),  # two pairs: either pungs
        ("123m456p789s1s EE", 1),
        ("123m456p789s11sEE E", -1),  # complete
        ("1112345678999m", 0),  # nine gates, 14 tiles: discard and wait
        ("1112345678999m 1s", 0),
        ("19m19p19s ESWNCFP", 0),  # thirteen orphans, 13-sided
        ("19m19p19s ESWNCP", 1),
        ("147m258p369s ESWNC", -1),  # greater honours and knitted tiles
        ("147m258p36s ESWNC", 0),  # lesser honours and knitted, one short
        ("147m258p369s 123m E", 0),  # knitted straight + a set, single wait
        ("1122m3344p5566s7s", 0),  # seven pairs
        ("11223344556677m", -1),  # seven pairs, complete (and a standard hand)
        ("1111m 2222p 3333s E", 0),  # seven pairs: four equal tiles are two pairs
        ("1357m 2468p 1357s 9s", 4),
        ("[123m][456p][789s] 1s EEE", 0),
        ("[123m][456p][789s][EEE] 1s", 0),
    ],
)
def test_known_values(text: str, expected: int) -> None:
    counts, melds = counts_of(text)
    assert sh.shanten(counts, melds) == expected


def test_useful_tiles_of_known_hands() -> None:
    assert names(sh.useful_kinds(*counts_of("123m456p789s11sEE"))) == ["1s", "E"]
    assert names(sh.useful_kinds(*counts_of("1112345678999m"))) == [f"{r}m" for r in range(1, 10)]
    # all four 1m held: the hand waits on nothing it could still draw in the standard form
    counts, melds = counts_of("1111m 234p 567p 789s")
    assert sh.standard_distance(counts, 4)[0] == 2
    assert "1m" not in names(sh.useful_kinds(counts, melds))


def test_forms_report_separately() -> None:
    counts, melds = counts_of("19m19p19s ESWNCFP")
    forms = sh.distances(counts, melds)
    assert forms["thirteen_orphans"][0] == 1
    assert forms["standard"][0] > 1
    counts, melds = counts_of("[123m][456p] 789s 11s EE")
    assert set(sh.distances(counts, melds)) == {"standard"}  # two melds: only four sets


# ---------------------------------------------------------------- one suit, two ways


@pytest.mark.parametrize("mode", [sh.ANY, sh.PUNGS, sh.CHOWS])
def test_block_reading_matches_the_exact_programme_on_small_suits(mode: int) -> None:
    for shape in _shapes(5):
        assert sh._suit_costs(shape, sh.FULL, mode) == sh._exact_costs(shape, sh.FULL, mode), shape


@settings(max_examples=150, deadline=None)
@given(RNGS, st.sampled_from([sh.ANY, sh.PUNGS, sh.CHOWS]))
def test_block_reading_matches_the_exact_programme(rng, mode: int) -> None:
    """Larger suits (up to 14 tiles, at most three of a kind), sampled."""
    tiles = [r for r in range(9) for _ in range(3)]
    rng.shuffle(tiles)
    shape = tuple(tiles[: rng.randint(6, 14)].count(r) for r in range(9))
    assert sh._suit_costs(shape, sh.FULL, mode) == sh._exact_costs(shape, sh.FULL, mode)


# ---------------------------------------------------------------- brute force reference

# A small universe: 1m-9m and two honours; anything outside it only ever adds nothing.
UNIVERSE = list(range(9)) + [27, 31]
_GROUPS = [(k, k, k) for k in UNIVERSE] + [(k, k + 1, k + 2) for k in range(7)] + [None]


def _targets(sets: int) -> list[list[tuple[int, int]]]:
    """Every complete hand (as (kind, count) pairs) of ``sets`` sets and a pair inside the universe;
    ``None`` groups are sets elsewhere (they share no tile with a hand of the universe)."""
    out = []
    for groups in itertools.combinations_with_replacement(_GROUPS, sets):
        for pair in [*UNIVERSE, None]:
            counts = [0] * 34
            for g in groups:
                for k in g or ():
                    counts[k] += 1
            if pair is not None:
                counts[pair] += 2
            if max(counts) <= 4:
                out.append([(k, counts[k]) for k in UNIVERSE if counts[k]])
    return out


_TARGETS = {s: _targets(s) for s in (1, 2, 3)}


def brute_distance(counts: list[int], sets: int) -> int:
    """Tiles needed: the size of a complete hand less the most tiles it shares with ``counts``."""
    best = max(sum(min(n, counts[k]) for k, n in t) for t in _TARGETS[sets])
    return 3 * sets + 2 - best


@settings(max_examples=80, deadline=None)
@given(st.sampled_from([1, 2, 2, 3]), st.sampled_from([1, 2]), RNGS)
def test_standard_distance_matches_brute_force(sets: int, extra: int, rng) -> None:
    tiles = [k for k in UNIVERSE for _ in range(4)]
    rng.shuffle(tiles)
    tiles = tiles[: 3 * sets + extra]
    counts = [0] * 34
    for k in tiles:
        counts[k] += 1
    need, mask = sh.standard_distance(counts, sets)
    assert need == brute_distance(counts, sets)
    if sets == 3:
        return  # the masks are checked on the smaller hands (the reference is slow here)
    # the mask is exactly the kinds of the universe whose draw lowers it
    for k in UNIVERSE:
        if counts[k] == 4:
            continue
        counts[k] += 1
        lowered = brute_distance(counts, sets) < need
        counts[k] -= 1
        assert bool(mask >> k & 1) == lowered, (names([k]), tiles)


# ---------------------------------------------------------------- against the scorer


def _random_hand(rng, size: int = 13) -> list[int]:
    tiles = [k for k in range(34) for _ in range(4)]
    rng.shuffle(tiles)
    tiles = tiles[:size]
    counts = [0] * 34
    for k in tiles:
        counts[k] += 1
    return counts


def _hand_text(counts: list[int]) -> str:
    return " ".join(NAMES[k] for k in range(34) for _ in range(counts[k]))


def complete_hand(rng) -> list[int]:
    """Four random sets and a pair (never a fifth copy)."""
    while True:
        counts = [0] * 34
        for _ in range(4):
            if rng.random() < 0.6:
                first = 9 * rng.randrange(3) + rng.randrange(7)
                for k in range(first, first + 3):
                    counts[k] += 1
            else:
                counts[rng.randrange(34)] += 3
        counts[rng.randrange(34)] += 2
        if max(counts) <= 4:
            return counts


@settings(max_examples=200, deadline=None)
@given(RNGS)
def test_ready_hands_are_exactly_the_scorers(rng) -> None:
    """Shanten 0 exactly when the scorer finds waits, and the useful tiles are those waits."""
    if rng.random() < 0.8:
        counts = complete_hand(rng)
        counts[rng.choice([k for k in range(34) if counts[k]])] -= 1
        # a second change makes a hand one or two away as often as ready
        if rng.random() < 0.5:
            counts[rng.choice([k for k in range(34) if counts[k]])] -= 1
            counts[rng.choice([k for k in range(34) if counts[k] < 4])] += 1
    else:
        counts = _random_hand(rng)
    waits = waiting_tiles(_hand_text(counts))
    assert (sh.shanten(counts) == 0) == bool(waits)
    if waits:
        assert names(sh.useful_kinds(counts)) == waits


@settings(max_examples=100, deadline=None)
@given(st.sampled_from(["orphans", "knitted", "straight"]), RNGS)
def test_special_forms_ready_hands_are_the_scorers(form: str, rng) -> None:
    """Hands near the special forms: 13 orphans, honours and knitted, knitted straight."""
    if form == "orphans":
        pool = [k for k in sh.kinds_of(sh.ORPHANS_MASK) for _ in range(2)] + [4, 13, 22]
    elif form == "knitted":
        pool = sh.kinds_of(rng.choice(sh.KNITTED_MASKS) | sh.HONOR_KINDS)
        pool += [4, 13, 22]
    else:
        pool = sh.kinds_of(rng.choice(sh.KNITTED_MASKS)) * 2 + [3, 4, 5, 27, 27]
    rng.shuffle(pool)
    tiles = pool[:13]
    counts = [0] * 34
    for k in tiles:
        counts[k] += 1
    waits = waiting_tiles(_hand_text(counts))
    assert (sh.shanten(counts) == 0) == bool(waits)
    if waits:
        assert names(sh.useful_kinds(counts)) == waits


@settings(max_examples=150, deadline=None)
@given(RNGS)
def test_a_useful_draw_lowers_shanten_by_one_and_no_other_draw_does(rng) -> None:
    counts = _random_hand(rng)
    before = sh.shanten(counts)
    useful = set(sh.useful_kinds(counts))
    for k in range(34):
        if counts[k] == 4:
            continue
        counts[k] += 1
        after = sh.shanten(counts)
        counts[k] -= 1
        assert after == (before - 1 if k in useful else before), (NAMES[k], _hand_text(counts))


@settings(max_examples=100, deadline=None)
@given(RNGS)
def test_the_best_discard_of_fourteen_tiles_keeps_its_shanten(rng) -> None:
    counts = _random_hand(rng, 14)
    best = min(
        sh.shanten([n - (k == d) for k, n in enumerate(counts)]) for d in range(34) if counts[d]
    )
    assert sh.shanten(counts) == (-1 if sh.shanten(counts) == -1 else best)


@settings(max_examples=100, deadline=None)
@given(RNGS, st.permutations([0, 1, 2]))
def test_suits_are_interchangeable(rng, order: list[int]) -> None:
    counts = _random_hand(rng)
    swapped = [0] * 34
    for s in range(3):
        swapped[9 * order[s] : 9 * order[s] + 9] = counts[9 * s : 9 * s + 9]
    swapped[27:] = counts[27:]
    assert sh.shanten(swapped) == sh.shanten(counts)
    reversed_ranks = [counts[9 * (k // 9) + 8 - k % 9] for k in range(27)] + counts[27:]
    assert sh.shanten(reversed_ranks) == sh.shanten(counts)
