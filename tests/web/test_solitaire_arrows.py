"""Arrow keys on the solitaire board (web/app/solitaire/arrows.py), in CPython: the nearest free
tile that way, the same row first, nothing past the edge, and every free tile within reach."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest
from engine import Game, new_deal, solve

ARROWS = Path(__file__).resolve().parents[2] / "web" / "app" / "solitaire" / "arrows.py"


def load_arrows():
    """web/app/solitaire/arrows.py as a module (it imports nothing from the browser)."""
    spec = importlib.util.spec_from_file_location("solitaire_arrows", ARROWS)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


arrows = load_arrows()
step = arrows.arrow_target

#      0: (0,0)   1: (4,0)   2: (8,0)
#                 3: (4,2)
#      4: (0,4)              5: (6,4) upper layer
ROW = {0: (0, 0, 0), 1: (4, 0, 0), 2: (8, 0, 0), 3: (4, 2, 0), 4: (0, 4, 0), 5: (6, 4, 1)}


@pytest.mark.parametrize(
    ("start", "key", "to"),
    [
        (0, "ArrowRight", 1),  # the same row before the nearer tile below it
        (1, "ArrowRight", 2),
        (2, "ArrowRight", None),  # the edge
        (2, "ArrowLeft", 1),
        (0, "ArrowDown", 4),  # 4 down, none across (4) before 2 down, 4 across (10)
        (3, "ArrowDown", 5),
        (1, "ArrowDown", 3),
        (3, "ArrowUp", 1),
        (4, "ArrowUp", 0),
        (5, "ArrowLeft", 4),  # 4 and 3 both cost 6: 4 is less far across
        (0, "Enter", None),
    ],
)
def test_the_nearest_free_tile_that_way(start, key, to):
    assert step(ROW, ROW, start, key) == to


def test_only_free_tiles_are_targets():
    assert step(ROW, [0, 2], 0, "ArrowRight") == 2
    assert step(ROW, [0], 0, "ArrowRight") is None


def test_a_tie_goes_to_the_tile_less_far_across_then_the_upper_layer():
    tiles = {0: (0, 0, 0), 1: (4, 2, 0), 2: (6, 1, 0), 3: (6, 1, 1)}
    # 1: 4 + 2*2 = 8; 2 and 3: 6 + 2*1 = 8, less far across; 3 is on the upper layer
    assert step(tiles, [0, 1, 2, 3], 0, "ArrowRight") == 3


def reach(edges: dict[int, list[int]], start: int) -> set[int]:
    seen, todo = {start}, [start]
    while todo:
        for to in edges[todo.pop()]:
            if to not in seen:
                seen.add(to)
                todo.append(to)
    return seen


def arrows_connect(positions, free: set[int]) -> bool:
    """Whether the arrow keys alone lead from every free tile to every other one (the arrow
    graph is strongly connected: all reached from one tile, and that tile from all)."""
    ahead: dict[int, list[int]] = {t: [] for t in free}
    back: dict[int, list[int]] = {t: [] for t in free}
    for tile in free:
        for key in arrows.DIRECTIONS:
            to = step(positions, free, tile, key)
            if to is not None:
                ahead[tile].append(to)
                back[to].append(tile)
    first = next(iter(free))
    return reach(ahead, first) == free == reach(back, first)


@pytest.mark.parametrize("layout_id", ["turtle", "steps", "window"])
def test_arrows_alone_reach_every_free_tile_in_almost_every_position(layout_id):
    """Through whole deals: every move goes to a free tile strictly that way, and in all but
    a rare position (about 1 in 300 measured) the arrows alone reach every free tile from
    every free tile (Tab reaches all of them always)."""
    positions_seen = connected = 0
    for seed in (3, 7):
        deal = new_deal(layout_id, seed)
        game = Game(deal, clock=lambda: 0.0)
        positions = {t.id: (t.x, t.y, t.z) for t in deal.tiles}
        for pair in [None, *solve(deal)]:
            if pair is not None:
                game.click(pair[0])
                game.click(pair[1])
            free = set(game.free_ids())
            for start in free:
                for key, (sx, sy) in arrows.DIRECTIONS.items():
                    to = step(positions, free, start, key)
                    if to is not None:
                        (x0, y0, _), (x, y, _) = positions[start], positions[to]
                        assert to in free and (x - x0) * sx + (y - y0) * sy > 0
            if len(free) > 1:
                positions_seen += 1
                connected += arrows_connect(positions, free)
        assert game.status == "won"
    assert connected >= 0.97 * positions_seen, (connected, positions_seen)
