"""The free rule on small hand-made layouts (half-tile grid: a tile covers 2 x 2)."""

import pytest
from engine.geometry import Geometry, check_layout_shape, mask_of, reach
from hypothesis import given, settings
from hypothesis import strategies as st


def board(*positions):
    g = Geometry(positions)
    return g, g.full


def test_lone_tile_is_free():
    g, full = board((0, 0, 0))
    assert g.is_free(0, full)


def test_row_of_three_frees_only_the_ends():
    g, full = board((0, 0, 0), (2, 0, 0), (4, 0, 0))
    assert [g.is_free(i, full) for i in range(3)] == [True, False, True]
    assert g.blocked_reason(1, full) == "sides"
    # Remove an end: the middle tile opens.
    assert g.is_free(1, full & ~1)


def test_half_row_offset_still_touches():
    # Neighbours half a tile up and down still hold a side (|dy| = 1 < 2).
    g, full = board((0, 1, 0), (2, 0, 0), (-2, 2, 0))
    assert not g.is_free(0, full)
    assert g.blocked_reason(0, full) == "sides"


def test_a_full_row_apart_does_not_touch():
    g, full = board((0, 0, 0), (2, 2, 0), (-2, -2, 0))
    assert g.is_free(0, full)


def test_a_gap_of_half_a_tile_does_not_touch():
    g, full = board((0, 0, 0), (3, 0, 0), (-3, 0, 0))
    assert g.is_free(0, full)


def test_a_tile_above_covers_even_partly():
    # The top tile straddles the two below, overlapping each by half.
    g, full = board((0, 0, 0), (2, 0, 0), (1, 0, 1))
    assert g.blocked_reason(0, full) == "covered"
    assert g.blocked_reason(1, full) == "covered"
    assert g.is_free(2, full)
    assert g.is_free(0, full & ~(1 << 2))


def test_quarter_overlap_covers():
    g, full = board((0, 0, 0), (1, 1, 1))
    assert g.blocked_reason(0, full) == "covered"


def test_covered_wins_over_sides():
    g, full = board((0, 0, 0), (2, 0, 0), (4, 0, 0), (2, 0, 1))
    assert g.blocked_reason(1, full) == "covered"


def test_left_only_is_enough():
    g, full = board((0, 0, 0), (2, 0, 0))
    assert g.is_free(0, full) and g.is_free(1, full)


def test_free_mask_matches_is_free():
    g, full = board((0, 0, 0), (2, 0, 0), (4, 0, 0), (1, 0, 1), (2, 2, 0))
    assert g.free_mask(full) == mask_of(i for i in range(5) if g.is_free(i, full))


def test_overlap_on_a_layer_is_refused():
    with pytest.raises(ValueError):
        Geometry([(0, 0, 0), (1, 1, 0)])
    with pytest.raises(ValueError):
        Geometry([(0, 0, 0), (0, 0, 0)])


def test_layout_shape_checks():
    check_layout_shape([(0, 0, 0), (2, 0, 0)])
    with pytest.raises(ValueError, match="even"):
        check_layout_shape([(0, 0, 0)])
    with pytest.raises(ValueError, match="rest"):
        # a raised tile half off the edge
        check_layout_shape([(0, 0, 0), (1, 0, 1)])
    check_layout_shape([(0, 0, 0), (2, 0, 0), (1, 0, 1), (4, 0, 0)])
    with pytest.raises(ValueError, match="overlap"):
        check_layout_shape([(0, 0, 0), (1, 1, 0)])
    with pytest.raises(ValueError, match="twice"):
        check_layout_shape([(0, 0, 0), (0, 0, 0)])


def naive_free(positions, i, present):
    x, y, z = positions[i]
    others = [positions[j] for j in present if j != i]
    if any(oz > z and abs(ox - x) < 2 and abs(oy - y) < 2 for ox, oy, oz in others):
        return False
    left = any(oz == z and ox == x - 2 and abs(oy - y) < 2 for ox, oy, oz in others)
    right = any(oz == z and ox == x + 2 and abs(oy - y) < 2 for ox, oy, oz in others)
    return not (left and right)


@st.composite
def small_layouts(draw):
    """Random non-overlapping tiles on three layers of a small half-tile grid."""
    cells = draw(
        st.lists(
            st.tuples(st.integers(0, 10), st.integers(0, 6), st.integers(0, 2)),
            min_size=1,
            max_size=14,
        )
    )
    placed = []
    for x, y, z in cells:
        if all(not (z == c and abs(x - a) < 2 and abs(y - b) < 2) for a, b, c in placed):
            placed.append((x, y, z))
    return placed


@settings(max_examples=150, deadline=None)
@given(small_layouts(), st.data())
def test_free_rule_matches_its_definition(positions, data):
    g = Geometry(positions)
    present = data.draw(st.sets(st.integers(0, len(positions) - 1)))
    mask = mask_of(present)
    for i in present:
        assert g.is_free(i, mask) == naive_free(positions, i, present)
        reason = g.blocked_reason(i, mask)
        assert (reason is None) == g.is_free(i, mask)


def test_reach_follows_links_only_through_the_allowed_tiles():
    # a row of five: 0 1 2 3 4; from tile 4 leftwards
    g = Geometry([(2 * i, 0, 0) for i in range(5)])
    everything = mask_of(range(5))
    assert reach(mask_of([4]), g.left, everything) == everything
    # tile 2 missing: the walk stops at the gap
    assert reach(mask_of([4]), g.left, mask_of([0, 1, 3, 4])) == mask_of([3, 4])
    assert reach(0, g.left, everything) == 0
