"""Target patterns: every completion of a target marked legal is worth 8 points (the scorer
says so), distances agree with shanten, and the per-discard view agrees with the slow way."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from scoring import score
from scoring import shanten as sh
from table import targets as tg
from tiles import PLAYING_TILES

WINDS = "ESWN"
RNGS = st.integers(0, 2**32 - 1).map(random.Random)


def _text(kinds) -> str:
    return " ".join(PLAYING_TILES[k] for k in sorted(kinds))


def _free_set(target: tg.Target, counts: list[int], rng: random.Random) -> tuple[int, ...] | None:
    for _ in range(200):
        if target.mode != sh.PUNGS and rng.random() < 0.6:
            low = 9 * rng.randrange(3) + rng.randrange(7)
            group = (low, low + 1, low + 2)
        elif target.mode != sh.CHOWS:
            group = (rng.randrange(34),) * 3
        else:
            continue
        if all(target.allowed >> k & 1 for k in group) and all(
            counts[k] + group.count(k) <= 4 for k in group
        ):
            return group
    return None


def completion(target: tg.Target, rng: random.Random):
    """A random winning hand of the target: (melds text, concealed kinds, winning kind)."""
    counts = [0] * 34
    groups = [list(g) for g in target.groups]
    for g in groups:
        for k in g:
            counts[k] += 1
    sets = []
    for _ in range(target.sets):
        group = _free_set(target, counts, rng)
        if group is None:
            return None
        for k in group:
            counts[k] += 1
        sets.append(list(group))
    pairs = [
        k
        for k in range(34)
        if target.allowed >> k & 1 and counts[k] <= 2 and (target.mode != sh.CHOWS or k < 27)
    ]
    if not pairs:
        return None
    pair = rng.choice(pairs)
    melds = ""
    concealed = [pair, pair]
    knitted = [g for g in groups if len(g) == 9]
    for g in knitted:
        concealed += g
    for g in [g for g in groups if len(g) == 3] + sets:
        if target.legal_melded == 1.0 and not knitted and rng.random() < 0.4:
            melds += "[" + "".join(PLAYING_TILES[k][0] for k in g)
            melds += (PLAYING_TILES[g[0]][1] if g[0] < 27 else "") + "]"
        else:
            concealed += g
    win = rng.choice(concealed)
    concealed.remove(win)
    return melds, concealed, win


@settings(max_examples=300, deadline=None)
@given(RNGS)
def test_every_completion_of_a_legal_target_is_worth_eight_points(rng: random.Random) -> None:
    seat, prevalent = rng.choice(WINDS), rng.choice(WINDS)
    targets = [t for t in tg.standard_targets(seat, prevalent) if t.legal == 1.0]
    target = rng.choice(targets)
    made = completion(target, rng)
    if made is None:
        return
    melds, concealed, win = made
    hand = melds + _text(concealed)
    result = score(hand, PLAYING_TILES[win], seat_wind=seat, round_wind=prevalent)
    assert result.points_without_flowers >= target.points >= 8, (target.name, hand, result)


@settings(max_examples=300, deadline=None)
@given(RNGS)
def test_a_completed_target_is_zero_tiles_away(rng: random.Random) -> None:
    targets = tg.standard_targets(rng.choice(WINDS), rng.choice(WINDS))
    target = rng.choice(targets)
    made = completion(target, rng)
    if made is None:
        return
    melds_text, concealed, win = made
    counts = [0] * 34
    for k in [*concealed, win]:
        counts[k] += 1
    melds = _melds(melds_text)
    assert tg.distance(target, counts, melds)[0] == 0, (target.name, melds_text, concealed)
    # and one tile away after discarding the winning tile, which is among the useful ones
    counts[win] -= 1
    need, mask = tg.distance(target, counts, melds)
    assert need == 1 and mask >> win & 1


def _melds(text: str) -> list[tg.MeldSpec]:
    from scoring import parse_hand

    return [(m.kind, m.tile, m.exposed) for m in parse_hand(text + "").melds] if text else []


def test_distance_to_known_targets() -> None:
    from scoring import parse_hand

    def dist(name: str, text: str) -> int:
        hand = parse_hand(text)
        counts = [0] * 34
        for k in hand.concealed:
            counts[k] += 1
        melds = [(m.kind, m.tile, m.exposed) for m in hand.melds]
        target = next(t for t in tg.standard_targets("E", "E") if t.name == name)
        return tg.distance(target, counts, melds)[0]

    assert dist("Mixed Triple Chow 1", "123m 123p 12s 456s 9m E") == 2  # 3s, and a 9m
    assert dist("Mixed Triple Chow 1", "[123m] 123p 12s 456s 9m E") == 2
    assert dist("Mixed Triple Chow 2", "[123m] 123p 12s 456s 9m E") == 6  # [123m] is free
    assert dist("Mixed Triple Chow 2", "[123m][789s] 123p 12s 9m E") == 99  # two free melds
    assert dist("Pure Straight m", "123456789m 11p 23s") == 1
    assert dist("Half Flush m", "123456789m 11p 23s") == 5
    assert dist("Half Flush m", "[123p] 456789m 11m EEE") == 99
    assert dist("All Pungs", "111m 222p 333s EE NN") == 1
    assert dist("Knitted Straight 1", "147m 258p 369s 123m 5p") == 1


@settings(max_examples=150, deadline=None)
@given(RNGS)
def test_the_free_target_is_plain_shanten(rng: random.Random) -> None:
    free = tg.Target("free", 0)
    tiles = [k for k in range(34) for _ in range(4)]
    rng.shuffle(tiles)
    counts = [tiles[:13].count(k) for k in range(34)]
    assert tg.distance(free, counts, []) == sh.standard_distance(counts, 4)


@settings(max_examples=150, deadline=None)
@given(RNGS)
def test_the_discard_view_agrees_with_the_slow_way(rng: random.Random) -> None:
    """TargetView.after_discard equals distance() of the 13 tiles left, for every discard."""
    targets = tg.standard_targets(rng.choice(WINDS), rng.choice(WINDS))
    target = rng.choice(targets)
    tiles = [k for k in range(34) for _ in range(4)]
    rng.shuffle(tiles)
    melds: list[tg.MeldSpec] = []
    if target.groups and len(target.groups[0]) == 3 and rng.random() < 0.3:
        g = target.groups[0]
        melds.append(("chow" if g[0] != g[1] else "pung", g[0], True))
        for k in g:
            tiles.remove(k)
    counts = [tiles[: 14 - 3 * len(melds)].count(k) for k in range(34)]
    # bias the hand toward the target: swap in some of its fixed tiles
    for g in target.groups[len(melds) :]:
        for k in g:
            if rng.random() < 0.5 and counts[k] < 4:
                drop = rng.choice([j for j in range(34) if counts[j] and j != k])
                counts[drop] -= 1
                counts[k] += 1
    view = tg.TargetView(target, counts, melds)
    if not view.reachable:
        assert tg.distance(target, counts, melds)[0] == sh.IMPOSSIBLE
        return
    for d in range(34):
        if counts[d]:
            counts[d] -= 1
            slow = tg.distance(target, counts, melds)
            counts[d] += 1
            assert view.after_discard(d) == slow, (target.name, PLAYING_TILES[d])


@pytest.mark.parametrize("winds", [("E", "E"), ("S", "W")])
def test_targets_have_unique_names(winds) -> None:
    names = [t.name for t in tg.standard_targets(*winds)]
    assert len(names) == len(set(names))
