from collections import Counter

import pytest
from engine import get_layout, layout_ids, layouts
from engine.cli import layout_text
from engine.generate import can_clear
from engine.geometry import check_layout_shape
from engine.layout import layout_of, level_of, parse_layout

ALL = layouts()


def test_at_least_forty_layouts_in_a_stable_order():
    ids = [lay.id for lay in ALL]
    assert len(ids) >= 40
    assert len(set(ids)) == len(ids)
    assert ids == [lay.id for lay in layouts()]
    assert ids[0] == "turtle"


def test_full_and_quick_layouts_exist_of_every_level():
    sizes = [lay.size for lay in ALL]
    assert sizes.count(144) >= 3
    assert sum(1 for s in sizes if 36 <= s <= 88) >= 3
    assert {lay.level for lay in ALL} == {"easy", "medium", "hard"}


def test_names_are_unique_in_every_language():
    for lang in ("ne", "hi", "en"):
        names = [lay.name(lang) for lay in ALL]
        assert len(set(names)) == len(names), lang


def test_the_layout_text_reads_back_to_the_same_layout():
    for lay in ALL:
        again = parse_layout(layout_text(lay), lay.id)
        assert (again.id, again.positions, again.names, again.about, again.level, again.order) \
            == (lay.id, lay.positions, lay.names, lay.about, lay.level, lay.order)
        assert can_clear(lay.geometry, lay.geometry.full)  # the construction can deal it


def test_a_layout_from_positions_is_checked_and_sorted():
    lay = layout_of("mine", [(2, 0, 0), (0, 0, 0), (1, 0, 1), (4, 0, 0)])
    assert lay.positions == ((0, 0, 0), (2, 0, 0), (4, 0, 0), (1, 0, 1))
    assert lay.name("hi") == "mine"
    with pytest.raises(ValueError, match="even"):
        layout_of("odd", [(0, 0, 0)])
    with pytest.raises(ValueError, match="reserved"):
        parse_layout("id any\nname en A\nname ne A\nname hi A\nrow 0 0 0 2\n")


@pytest.mark.parametrize("lay", ALL, ids=lambda lay: lay.id)
def test_layout_is_buildable(lay):
    assert lay.id.isascii() and lay.id.isalpha() and lay.id == lay.id.lower()
    assert set(lay.names) == {"ne", "hi", "en"}
    assert all(name.strip() for name in lay.names.values())
    # a one-line description in each language, and the level the layout's shape gives
    assert set(lay.about) == {"ne", "hi", "en"}
    assert all(10 <= len(text) <= 120 and "\n" not in text for text in lay.about.values())
    assert lay.level == level_of(lay)
    assert lay.size % 2 == 0 and lay.size <= 144
    assert len(set(lay.positions)) == lay.size
    # no two tiles overlap on a layer, every raised tile rests on the layer below
    check_layout_shape(lay.positions)
    for x, y, z in lay.positions:
        if z:
            below = [p for p in lay.positions if p[2] == z - 1]
            assert any(abs(x - bx) < 2 and abs(y - by) < 2 for bx, by, _ in below)
    assert lay.positions == tuple(sorted(lay.positions, key=lambda p: (p[2], p[1], p[0])))


def test_layouts_made_for_a_phone_held_upright():
    # At most eight tiles wide (16 half-columns) and taller than wide: on a 390 px wide phone
    # their tiles are about 44 px wide. Each starts at the origin, so no margin is drawn.
    upright = [lay for lay in ALL if lay.extent[0] <= 16 and lay.extent[1] > lay.extent[0]]
    assert len(upright) >= 4, [lay.id for lay in upright]
    assert sum(1 for lay in upright if lay.size == 144) >= 2
    for lay in upright:
        assert lay.extent[1] <= 23 and lay.extent[2] <= 5, lay.id
    for lay in ALL:
        assert min(x for x, _, _ in lay.positions) == 0, lay.id
        assert min(y for _, y, _ in lay.positions) == 0, lay.id


def test_extent():
    assert get_layout("turtle").extent == (30, 16, 5)
    assert get_layout("window").extent == (16, 12, 2)


def test_turtle_is_the_traditional_shape():
    t = get_layout("turtle")
    assert t.size == 144
    layers = Counter(z for _, _, z in t.positions)
    assert layers == {0: 87, 1: 36, 2: 16, 3: 4, 4: 1}
    ground = [p for p in t.positions if p[2] == 0]
    rows = Counter(y for _, y, _ in ground)
    # rows of 12, 8, 10, 12, 12, 10, 8, 12 on whole rows; the three end tiles half a row down
    assert [rows[y] for y in range(0, 16, 2)] == [12, 8, 10, 12, 12, 10, 8, 12]
    assert rows[7] == 3
    ends = sorted(x for x, y, _ in ground if y == 7)
    row3 = sorted(x for x, y, _ in ground if y == 6)
    assert ends[0] == row3[0] - 2  # one at the left end
    assert ends[1:] == [row3[-1] + 2, row3[-1] + 4]  # two at the right end
    for z, side in ((1, 6), (2, 4), (3, 2)):
        layer = [p for p in t.positions if p[2] == z]
        xs = sorted({x for x, _, _ in layer})
        ys = sorted({y for _, y, _ in layer})
        assert len(xs) == side and len(ys) == side and len(layer) == side * side
        # centred above the ground's middle (x 2..25 wide, y 0..15 high)
        assert xs[0] + xs[-1] + 2 == 2 + 26 and ys[0] + ys[-1] + 2 == 16
    (top,) = [p for p in t.positions if p[2] == 4]
    assert top == (13, 7, 4)


def test_a_layout_read_alone_is_the_one_of_all_layouts():
    """get_layout reads one file (a deal at start needs no other); its file's name is its id,
    so the ids are known without reading any, and are those of all the layouts."""
    assert layout_ids() == sorted(lay.id for lay in layouts())
    for lay in layouts():
        assert get_layout(lay.id) is lay
        assert lay.extent == (max(p[0] for p in lay.positions) + 2,
                              max(p[1] for p in lay.positions) + 2,
                              max(p[2] for p in lay.positions) + 1)


def test_unknown_layout_is_a_clear_error():
    with pytest.raises(KeyError, match="unknown layout 'spaceship'"):
        get_layout("spaceship")


def test_parse_errors_name_the_line():
    text = "id tiny\nname en Tiny\nname ne सानो\nname hi छोटा\nrow 0 0 0 two\n"
    with pytest.raises(ValueError, match="tiny.layout:5"):
        parse_layout(text, "tiny.layout")
    with pytest.raises(ValueError, match="missing names"):
        parse_layout("id tiny\nname en Tiny\nrow 0 0 0 2\n")
    with pytest.raises(ValueError, match="rest"):
        parse_layout("id tiny\nname en T\nname ne T\nname hi T\nrow 0 0 0 1\ntile 1 0 1\n")


def test_parse_a_small_layout():
    lay = parse_layout(
        "# demo\nid tiny\norder 5\nname en Tiny\nname ne सानो\nname hi छोटा\n"
        "block 0 0 0 2 1   # two side by side\ntile 1 0 1\ntile 0 4 0\n"
    )
    assert lay.positions == ((0, 0, 0), (2, 0, 0), (0, 4, 0), (1, 0, 1))
    assert lay.name("hi") == "छोटा" and lay.order == 5


def test_the_bundle_the_site_ships_reads_to_the_same_layouts():
    """The site ships the layout files as one text without comments and descriptions
    (build._bundle_layouts): each layout read from it is the one read from its file."""
    from engine.layout import LAYOUT_DIR, bundle_text, split_bundle

    texts = [p.read_text(encoding="utf-8") for p in sorted(LAYOUT_DIR.glob("*.layout"))]
    for drop in ((), ("about",)):
        bundled = split_bundle(bundle_text(texts, drop))
        assert sorted(bundled) == layout_ids()
        for lay in ALL:
            again = parse_layout(bundled[lay.id], lay.id)
            assert (again.positions, again.names, again.level, again.order) == (
                lay.positions, lay.names, lay.level, lay.order)
            assert again.about == ({} if drop else lay.about)
