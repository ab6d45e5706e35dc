"""The stuck position told truthfully: a shuffle can help exactly when some arrangement of the
tiles left can be cleared (checked against plain exhaustive search), and when none can, the
game says so and knows how far back a way out was."""

from __future__ import annotations

import random

import pytest
from engine import Deal, DealtTile, Game, get_layout, layouts, new_deal
from engine.generate import Unfillable, can_clear, chains_fit, removal_order
from engine.geometry import Geometry, bits
from engine.layout import layout_of
from seeded import SplitMix64

from tests.engine.conftest import brute_force

# Three tiles stacked (A under B under C) and D beside A, as in issue 43; E and F apart.
A, B, C, D, E, F = (0, 0, 0), (0, 0, 1), (0, 0, 2), (2, 0, 0), (0, 4, 0), (4, 4, 0)


def game_of(faces: dict[tuple[int, int, int], str], clock) -> Game:
    layout = layout_of("stack", list(faces))
    tiles = tuple(DealtTile(i, faces[p], *p) for i, p in enumerate(layout.positions))
    return Game(Deal(layout.id, 0, tiles, layout=layout), clock)


def test_the_four_tile_dead_end_of_the_issue(clock):
    """A stack of three and one beside it: no arrangement clears it, so no shuffle is offered
    (the shuffle refuses and changes nothing), and no earlier position is known to win."""
    game = game_of({A: "2m", B: "1m", C: "1m", D: "2m"}, clock)  # C and D free, no match
    assert game.status == "stuck"
    assert game.clearable() is False
    before = [t.face for t in game.tiles]
    for _ in range(5):
        assert game.shuffle() is False
    assert [t.face for t in game.tiles] == before and not game.shuffle_used
    assert game.way_back() is None  # no move made, and these faces cannot win
    geom = game.geometry
    assert not chains_fit(geom, geom.full)  # three turns needed, two left
    with pytest.raises(Unfillable):
        removal_order(geom, geom.full, SplitMix64(7))


def test_the_dead_end_reached_in_play_offers_the_way_back(clock):
    """Six tiles that win (C+E, B+F, A+D); taking E+F first leaves the issue's dead end, and
    one undo is the way back to a position that can be won."""
    game = game_of({A: "3m", B: "1m", C: "1m", D: "3m", E: "1m", F: "1m"}, clock)
    assert game.winnable(None) is True
    ids = {t.position: t.id for t in game.tiles}
    game.click(ids[E])
    assert game.click(ids[F]).kind == "match"
    assert game.status == "stuck" and game.clearable() is False
    assert game.way_back() == 1
    assert game.shuffle() is False
    game.undo()
    assert game.status == "playing" and game.clearable() is True
    assert game.way_back() == 0


def played_out(layout_id: str, seed: int, clock) -> Game:
    """Deal `seed` of the layout played by random free pairs until it is won or stuck."""
    game = Game(new_deal(layout_id, seed), clock)
    rng = random.Random(seed)
    while game.status == "playing":
        a, b = rng.choice(game.free_pairs())
        game.click(a)
        game.click(b)
    return game


def test_way_back_passes_over_lost_positions(clock):
    """Several pairs after the last winnable position: the way back counts them all."""
    layout = get_layout(min(layouts(), key=lambda lay: lay.size).id)
    for seed in range(60):
        game = played_out(layout.id, seed, clock)
        if game.status != "stuck":
            continue
        steps = game.way_back()
        assert steps is not None and steps >= 1
        for _ in range(steps):
            game.undo()
        assert game.winnable(None) is True
        if steps > 1:
            game.redo()
            assert game.winnable(None) is False  # the last winnable one, not an earlier
            return
    pytest.fail("no dead end more than one pair past the last winnable position")


@pytest.mark.parametrize("tiles", [
    [A, B, D, E],  # two stacked and two apart: clearable (B+D, A+E)
    [A, B, C, D, E, F],  # the stack needs three turns, three are left
    [A, B, C, D, (2, 0, 1), (2, 0, 2)],  # two stacks of three side by side
    [(0, 0, 0), (2, 0, 0), (4, 0, 0), (2, 0, 1)],  # a row of three with one on the middle
    [(0, 0, 0), (0, 0, 1)],  # the last two lie on each other
])
def test_can_clear_agrees_with_exhaustive_search_on_small_heaps(tiles):
    geom = Geometry(tiles)
    faceless = dict.fromkeys(range(len(tiles)), "1m")
    assert can_clear(geom, geom.full) == brute_force(geom, faceless, geom.full)


def test_can_clear_agrees_with_exhaustive_search_on_heaps_left_in_play():
    """Heaps of 2 to 24 tiles left by taking random free pairs (faces aside, low ones more
    often) from every layout: `can_clear` (and the shuffle's `removal_order`) agree with
    plain search, and each order found clears the heap."""
    seen = {True: 0, False: 0}
    for layout in layouts():
        geom = layout.geometry
        for seed in range(12):
            rng = random.Random(seed)
            present = geom.full
            target = rng.choice(range(2, 26, 2))
            while present.bit_count() > target:
                free = bits(geom.free_mask(present))
                if len(free) < 2:
                    break
                # mostly low tiles first: that leaves stacks, the heaps that cannot clear
                free.sort(key=lambda i: (geom.positions[i][2], rng.random()))
                a, b = rng.sample(free[:3], 2) if rng.random() < 0.7 else rng.sample(free, 2)
                present &= ~((1 << a) | (1 << b))
            expected = brute_force(geom, dict.fromkeys(bits(present), "1m"), present)
            assert can_clear(geom, present) == expected, (layout.id, seed)
            seen[expected] += 1
            try:
                order = removal_order(geom, present, SplitMix64(seed))
            except Unfillable:
                assert not expected
                continue
            state = present
            for a, b in order:
                assert geom.is_free(a, state) and geom.is_free(b, state)
                state &= ~((1 << a) | (1 << b))
            assert state == 0
    assert seen[True] and seen[False], seen


def test_a_shuffle_helps_whenever_some_arrangement_clears(clock):
    """Stuck positions reached by random play on every layout: whenever the tiles left can
    be cleared in some arrangement, a shuffle deals one that the solver wins."""
    from engine import solve

    checked = 0
    for layout in layouts():
        for seed in range(3):
            game = played_out(layout.id, seed, clock)
            if game.status != "stuck":
                continue
            assert game.shuffle() is game.clearable()
            if game.clearable():
                assert solve(game) is not None
                checked += 1
    assert checked >= 10
