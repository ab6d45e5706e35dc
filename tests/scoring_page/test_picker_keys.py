"""The scorer's tile picker by keyboard: arrow keys, Home and End move its one Tab stop."""

import pytest
from app.scorer.picker import ROWS, grid_step


@pytest.mark.parametrize(
    ("face", "key", "to"),
    [
        ("1m", "ArrowRight", "2m"),
        ("9m", "ArrowRight", "1p"),  # on into the next row
        ("1p", "ArrowLeft", "9m"),
        ("5m", "ArrowDown", "5p"),
        ("5s", "ArrowUp", "5p"),
        ("9s", "ArrowDown", "P"),  # the honours' row is shorter: its last tile
        ("E", "ArrowUp", "1s"),
        ("4p", "Home", "1p"),
        ("4p", "End", "9p"),
        ("E", "End", "P"),
        ("1m", "ArrowLeft", None),  # the grid's edges
        ("1m", "ArrowUp", None),
        ("P", "ArrowRight", None),
        ("N", "ArrowDown", None),
        ("5m", "Enter", None),  # not a moving key
    ],
)
def test_grid_step(face, key, to):
    assert grid_step(face, key) == to


def test_every_tile_is_reached_by_right_arrows_from_the_first():
    face, seen = ROWS[0][0], [ROWS[0][0]]
    while (face := grid_step(face, "ArrowRight")) is not None:
        seen.append(face)
    assert seen == [f for row in ROWS for f in row]
