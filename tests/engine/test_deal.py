import hashlib
import json
from collections import Counter

import pytest
from engine import Deal, get_layout, layouts, new_deal, solve
from engine.deal import DealtTile
from engine.generate import Unfillable, clearing_order, removal_order
from engine.geometry import Geometry
from engine.solver import Solver
from engine.tiles import faces_pair_up
from hypothesis import given, settings
from hypothesis import strategies as st
from seeded import SplitMix64

from .conftest import replay

LAYOUT_IDS = [lay.id for lay in layouts()]


def test_pinned_turtle_deal():
    # An accidental change to the generator, the PRNG or the layout order fails here.
    deal = new_deal("turtle", 42)
    faces = " ".join(t.face for t in deal.tiles)
    first = ["5s", "fl3", "7s", "3p", "3m", "N", "E", "F", "4s", "7s", "2m", "P"]
    assert faces.split()[:12] == first
    assert hashlib.sha256(faces.encode()).hexdigest() == (
        "74f3edbfc94682da30fa3a08b9c11bb3960c4615fcce7ecec62a7a3e242748b3"
    )


def test_pinned_quick_deal():
    deal = new_deal("window", 7)
    assert " ".join(t.face for t in deal.tiles) == (
        "se2 W W 7s 7s P 3m 2p C 3m P 3s 2p 3m P 7p 5s 4s 4s 6s 5s 3m C 6s 6s 5s se4 W C 3s "
        "7s 2p se1 7p 7p P 3s 2p 3s se3 6s 7p 4s 7s C 5s 4s W"
    )


@pytest.mark.parametrize("layout_id", LAYOUT_IDS)
def test_deals_fill_the_layout_with_pairs(layout_id):
    lay = get_layout(layout_id)
    for seed in range(5):
        deal = new_deal(layout_id, seed)
        assert deal.layout_id == layout_id and deal.seed == seed
        assert [t.id for t in deal.tiles] == list(range(lay.size))
        assert tuple(t.position for t in deal.tiles) == lay.positions
        assert faces_pair_up([t.face for t in deal.tiles])
        if lay.size == 144:
            assert Counter(t.face for t in deal.tiles)["1m"] == 4


def test_same_seed_same_deal_other_seed_other_deal():
    assert new_deal("turtle", 5) == new_deal("turtle", 5)
    assert new_deal("turtle", 5).tiles != new_deal("turtle", 6).tiles
    assert new_deal("turtle", "5").tiles != new_deal("turtle", 5).tiles


# Every layout's deals are winnable: the exact solver, given only the faces, finds a win.
# A node limit keeps the suite quick; "unknown" would fail the test as surely as "lost".
@pytest.mark.parametrize("layout_id", LAYOUT_IDS)
def test_deals_are_winnable_by_the_solver(layout_id):
    lay = get_layout(layout_id)
    seeds = range(12) if lay.size < 144 else range(6)
    for seed in seeds:
        deal = new_deal(layout_id, seed)
        faces = [t.face for t in deal.tiles]
        result = Solver(lay.geometry, faces).solve(lay.geometry.full, node_limit=60_000)
        assert result.status == "winnable", (layout_id, seed, result.status)
        assert replay(lay.geometry, faces, lay.geometry.full, result.moves)


@pytest.mark.parametrize("layout_id", LAYOUT_IDS)
def test_the_generators_own_order_wins_every_deal(layout_id):
    # Cheap, so many seeds: the clearing order the deal was built from is a legal win with
    # the faces it got.
    geom = get_layout(layout_id).geometry
    for seed in range(40):
        deal = new_deal(layout_id, seed)
        faces = [t.face for t in deal.tiles]
        assert replay(geom, faces, geom.full, deal.solution), (layout_id, seed)


@settings(max_examples=40, deadline=None)
@given(st.sampled_from(LAYOUT_IDS), st.integers(min_value=0, max_value=2**63))
def test_backward_generation_always_gives_a_legal_clearing(layout_id, seed):
    geom = get_layout(layout_id).geometry
    order = removal_order(geom, geom.full, SplitMix64(seed))
    state = geom.full
    for a, b in order:
        assert geom.is_free(a, state) and geom.is_free(b, state)
        state &= ~((1 << a) | (1 << b))
    assert state == 0


def test_unclearable_positions_are_reported():
    geom = Geometry([(0, 0, 0), (0, 0, 1)])  # one tile on the other
    with pytest.raises(Unfillable):
        removal_order(geom, geom.full, SplitMix64(1))
    assert clearing_order(geom, geom.full) is None


def test_json_round_trip():
    deal = new_deal("stupa", 3)
    again = Deal.from_json(deal.to_json())
    assert again == deal
    data = json.loads(deal.to_json())
    assert data["layout"] == "stupa" and data["seed"] == 3
    assert set(data["tiles"][0]) == {"id", "face", "x", "y", "z"}


@pytest.mark.parametrize(
    "text, message",
    [
        ("{", "malformed JSON"),
        ("[]", "object"),
        ('{"layout": "nope", "tiles": []}', "unknown layout"),
        ('{"layout": "stupa"}', "tiles"),
        ('{"layout": "stupa", "tiles": [{"id": 0, "face": "zz", "x": 2, "y": 2, "z": 0}]}',
         "face"),
        ('{"layout": "stupa", "tiles": [{"id": 0, "face": "1m", "x": 9, "y": 9, "z": 0}]}',
         "not a position"),
        ('{"layout": "stupa", "tiles": [{"id": 0, "face": "1m", "x": 7, "y": 0, "z": 0}]}',
         "pair"),
    ],
)
def test_bad_deal_json(text, message):
    with pytest.raises(ValueError, match=message):
        Deal.from_json(text)


def test_partial_deal_is_accepted_and_solved():
    deal = new_deal("window", 2)
    order = solve(deal)
    assert order is not None
    first = set(order[0])
    rest = tuple(t for t in deal.tiles if t.id not in first)
    partial = Deal.from_dict({"layout": "window", "tiles": [t._asdict() for t in rest]})
    assert len(partial.tiles) == 46
    assert solve(partial) is not None


def test_dealt_tile_is_a_plain_value():
    t = DealtTile(3, "C", 4, 6, 1)
    assert t.position == (4, 6, 1) and t._asdict()["face"] == "C"
