import pytest
from engine import DealtTile, get_layout, solve
from engine.geometry import Geometry, bits
from engine.solver import Solver, solve_limited
from engine.tiles import GROUPS
from hypothesis import given, settings
from hypothesis import strategies as st

from .conftest import brute_force, replay


def tiles(*specs):
    return [DealtTile(i, face, x, y, z) for i, (face, x, y, z) in enumerate(specs)]


def test_two_free_tiles():
    assert solve(tiles(("C", 0, 0, 0), ("C", 4, 0, 0))) == [(0, 1)]


def test_last_two_of_a_face_stacked_is_lost():
    assert solve(tiles(("C", 0, 0, 0), ("C", 0, 0, 1))) is None


def test_crossed_stacks_are_lost():
    # C on F and F on C: each pair waits for the other.
    board = tiles(("C", 0, 0, 0), ("F", 0, 0, 1), ("F", 6, 0, 0), ("C", 6, 0, 1))
    assert solve(board) is None


def test_rows_open_only_from_their_ends():
    # C F C F in one row: only the two ends are free and they differ: lost.
    lost = tiles(("C", 0, 0, 0), ("F", 2, 0, 0), ("C", 4, 0, 0), ("F", 6, 0, 0))
    assert solve(lost) is None
    # C F F C: the two ends match, then the middle pair is open.
    won = tiles(("C", 0, 0, 0), ("F", 2, 0, 0), ("F", 4, 0, 0), ("C", 6, 0, 0))
    assert solve(won) == [(0, 3), (1, 2)]


def test_the_right_pair_of_three_must_be_chosen():
    # Three free 1m; the fourth lies under the one in the middle of a stack.
    board = tiles(
        ("1m", 0, 0, 0),
        ("1m", 4, 0, 0),
        ("C", 8, 0, 0),
        ("1m", 8, 0, 1),
        ("C", 12, 0, 0),
        ("1m", 12, 0, 1),
    )
    moves = solve(board)
    assert moves is not None
    geom = Geometry((t.x, t.y, t.z) for t in board)
    assert replay(geom, [t.face for t in board], geom.full, moves)


def test_odd_faces_are_refused():
    with pytest.raises(ValueError):
        solve(tiles(("C", 0, 0, 0), ("F", 4, 0, 0)))


def test_node_limit_gives_unknown():
    lay = get_layout("turtle")
    from engine import new_deal

    result = solve_limited(new_deal("turtle", 2), node_limit=1)
    assert result.status in ("unknown", "winnable")
    assert result.status == "unknown" or result.nodes <= 1
    assert lay.size == 144


@st.composite
def small_boards(draw):
    """A random sub-board of a real layout (reached by removing free tiles) with faces dealt
    in groups of four, winnable or not."""
    layout = get_layout(draw(st.sampled_from(["window", "stupa", "cross", "steps", "temple"])))
    geom = layout.geometry
    present = geom.full
    target = draw(st.integers(min_value=4, max_value=22)) // 2 * 2
    while present.bit_count() > target:
        free = bits(geom.free_mask(present))
        present &= ~(1 << draw(st.sampled_from(free)))
    ids = bits(present)
    faces = [f for g in GROUPS[: len(ids) // 4] for f in g]
    if len(ids) % 4:
        faces += ["9s", "9s"]
    order = draw(st.permutations(faces))
    per_position = [None] * len(geom)
    for i, f in zip(ids, order, strict=True):
        per_position[i] = f
    return geom, per_position, present


@settings(max_examples=120, deadline=None)
@given(small_boards())
def test_solver_agrees_with_brute_force(board):
    geom, faces, present = board
    result = Solver(geom, faces).solve(present)
    assert result.status in ("winnable", "unwinnable")
    assert (result.status == "winnable") == brute_force(geom, faces, present)
    if result.moves is not None:
        assert replay(geom, faces, present, result.moves)
