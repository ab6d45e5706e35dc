"""The layout editor's Python without a browser: the model (placing and removing in half-tile
steps, layers, mirror symmetry, undo, the count and the check that the layout can be dealt),
the layout codes that share a layout, and the player's own layouts in storage (a corrupt entry
dropped alone)."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from engine import get_layout, layouts, new_deal
from engine.layout_code import decode_layout, encode_layout
from engine.layout_editor import WIDTH, EditorModel, error_key, mirrored, placed_at
from keeping import MemoryStorage

WEB = Path(__file__).resolve().parents[2] / "web"
if str(WEB) not in sys.path:
    sys.path.insert(0, str(WEB))

from app.solitaire.custom import INDEX, CustomLayouts, custom_id, entry_key  # noqa: E402


def test_place_and_remove_in_half_tile_steps_on_layers_with_undo():
    model = EditorModel()
    assert model.tap(0, 0) and model.tap(2, 0) and model.tap(1, 2)  # half a tile off
    assert model.tiles == {(0, 0, 0), (2, 0, 0), (1, 2, 0)}
    assert not model.tap(2, 1) or (2, 1, 0) not in model.tiles  # overlapping: no new tile
    model.set_layer(1)
    assert model.tap(1, 0)  # straddling the two below
    assert not model.tap(5, 5)  # nothing to rest on
    model.set_layer(0)
    assert not model.tap(0, 0)  # a tile rests on it: it stays
    assert model.count == 4
    assert model.verdict().key == "ed.check.ok"
    model.undo()
    assert (1, 0, 1) not in model.tiles and model.verdict().key == "ed.check.odd"
    model.tap(1, 2)  # tapping the tile removes it
    assert model.tiles == {(0, 0, 0), (2, 0, 0)}


def test_mirror_symmetry_places_and_removes_both():
    model = EditorModel()
    model.mirror = True
    model.tap(3, 4)
    assert model.tiles == {(3, 4, 0), mirrored((3, 4, 0))} == {(3, 4, 0), (WIDTH - 5, 4, 0)}
    model.tap(3, 4)
    assert model.tiles == set()
    model.tap(WIDTH // 2 - 1, 0)  # on the middle line: one tile is its own mirror
    assert model.count == 1


def test_the_check_says_when_a_layout_cannot_be_dealt():
    model = EditorModel()
    assert model.verdict().key == "ed.check.empty"
    model.load([(0, 0, 0), (2, 0, 0)])
    for z in (1, 2):
        model.set_layer(z)
        model.tap(0, 0)
    assert model.count == 4 and model.verdict() == ("ed.check.stuck", False)  # issue 43's
    model.load([(x, y, 0) for x in range(0, 26, 2) for y in range(0, 24, 2)])  # 13 x 12 = 156
    assert model.verdict().key == "ed.check.many"
    model.load(get_layout("turtle").positions)
    assert model.verdict() == ("ed.check.ok", True) and model.positions() == sorted(
        get_layout("turtle").positions, key=lambda p: (p[2], p[1], p[0]))


def test_a_tap_places_the_tile_under_the_finger():
    assert placed_at(24 * 2, 30 * 2, 24, 30) == (1, 1)  # the point is the tile's middle
    assert placed_at(0, 0, 24, 30) == (0, 0)
    assert placed_at(10_000, 10_000, 24, 30) == (WIDTH - 2, 22)


@pytest.mark.parametrize("layout", layouts(), ids=lambda x: x.id)
def test_every_layout_goes_into_a_code_and_back(layout):
    code = encode_layout(layout.positions)
    assert code.startswith("L1") and len(code) <= 300
    assert sorted(decode_layout(code)) == sorted(layout.positions)
    assert custom_id(layout.positions) == custom_id(list(reversed(layout.positions)))


def test_a_mistyped_or_cut_code_is_refused_with_a_reason():
    code = encode_layout(get_layout("dice").positions)
    for bad, words in ((code[:-3], "cut short"), (code[:10] + ("A" if code[10] != "A" else "B")
                                                  + code[11:], "mistyped"),
                       ("hello", "starts with"), ("L1$$$", "letters")):
        with pytest.raises(ValueError, match=words):
            decode_layout(bad)
        assert error_key(str(pytest.raises(ValueError, decode_layout, bad).value)).startswith(
            "ed.err.")
    assert decode_layout(" " + code[:20] + "\n" + code[20:]) == decode_layout(code)


def test_own_layouts_are_kept_with_their_own_daily_deal_and_a_corrupt_one_dropped_alone():
    storage = MemoryStorage()
    store = CustomLayouts(storage)
    dice = store.save("  Two   dice ", get_layout("dice").positions)
    ring = store.save("Ring", get_layout("ring").positions)
    assert dice.name("hi") == "Two dice" and dice.id.startswith("u") and dice.id.isalpha()
    again = CustomLayouts(storage).all()
    assert [x.id for x in again] == [dice.id, ring.id]
    assert again[0].positions == dice.positions and again[0].level == get_layout("dice").level
    deal = new_deal(again[0], 3)  # its own deals, dealt as any layout's
    assert deal.layout_id == dice.id and len(deal.tiles) == 26
    # the same shape saved again keeps its id (and its records), with the new name
    assert store.save("Dice", get_layout("dice").positions).id == dice.id
    assert len(CustomLayouts(storage).all()) == 2
    # a corrupt entry is dropped alone; the other stays
    storage.set(entry_key(dice.id), "{not json")
    kept = CustomLayouts(storage).all()
    assert [x.id for x in kept] == [ring.id]
    assert storage.get(entry_key(dice.id)) in (None, "")
    storage.set(entry_key(ring.id), json.dumps({"v": 1, "name": "Ring", "runs": [[0, 0, 0, 2]]}))
    assert CustomLayouts(storage).all() == []
    storage.set(INDEX, "[]")
    assert CustomLayouts(storage).all() == []
    store = CustomLayouts(storage)
    kept = store.save("Ring", get_layout("ring").positions)
    store.delete(kept.id)
    assert CustomLayouts(storage).all() == []
