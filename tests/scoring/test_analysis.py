"""The hand analysis (``scoring.analysis``, ``scoring.shanten``): known hands, the discards'
order, meld copies, the scorer's own waits, a brute force of draws and the scorer's winning
check, the block reading against the exact programme, and the table coach's shanten."""

from __future__ import annotations

import random

import pytest
from scoring import shanten as sh
from scoring import waiting_tiles
from scoring.analysis import analyze, ready_wins, winning_tiles
from scoring.decompose import is_complete
from scoring.hand import Hand
from tiles import PLAYING_TILES
from tiles.kinds import NUM_KINDS
from tiles.meld import Meld
from tiles.notation import HandError

from tests.fixtures.hands import GENERATORS, complete, random_hand


@pytest.mark.parametrize(
    ("text", "shanten", "shape"),
    [
        ("123m456p789s11s EE", 0, "standard"),
        ("123m456p789s1s EE S", 1, "standard"),
        ("123m456p789s11sEE E", -1, "standard"),
        ("1112345678999m", 0, "standard"),  # nine gates: ready on every tile of its suit
        ("19m19p19s ESWNCFP", 0, "thirteen_orphans"),  # 13-sided
        ("19m19p19s ESWNCP 5m", 1, "thirteen_orphans"),
        ("147m258p369s ESWNC", -1, "honors_and_knitted"),  # greater honours and knitted
        ("147m258p36s ESWNC", 0, "honors_and_knitted"),
        ("147m258p369s 123m E", 0, "knitted_straight"),
        ("[123m]147m258p369s E", 0, "knitted_straight"),  # a knitted straight beside a meld
        ("1122m3344p5566s7s", 0, "seven_pairs"),
        ("11223344556677m", -1, "standard"),  # also seven pairs: the standard form is first
        ("1111m 2222p 3333s E", 0, "seven_pairs"),  # four equal tiles are two pairs
        ("1357m 2468p 1357s 9s", 4, "standard"),
        ("[123m][456p][789s] 1s EEE", 0, "standard"),
        ("[123m][456p][789s][EEE] 1s", 0, "standard"),
        ("[123m][456p]{7777s} 1s EEE", 0, "standard"),  # a kong counts 3 tiles
    ],
)
def test_known_hands(text: str, shanten: int, shape: str) -> None:
    result = analyze(text)
    assert (result.shanten, result.shape) == (shanten, shape)
    assert result.shapes[shape] == shanten == min(result.shapes.values())


def test_shapes_the_melds_allow() -> None:
    assert set(analyze("[123m]456p789s11sEE").shapes) == {"standard", "knitted_straight"}
    assert set(analyze("[123m][456p]789s11sEE").shapes) == {"standard"}
    assert len(analyze("123m456p789s11sEE").shapes) == 5


def test_useful_tiles_and_left_of_13_tiles() -> None:
    result = analyze("123m456p789s11sEE")
    assert result.useful == ("1s", "E") and result.left == 2 + 2
    assert result.waits == ("1s", "E")
    nine_gates = analyze("1112345678999m")
    assert nine_gates.useful == tuple(f"{r}m" for r in range(1, 10))
    assert nine_gates.left == 4 * 9 - 13
    far = analyze("1357m 2468p 1357s 9s")
    held = ["1m", "3m", "5m", "7m", "2p", "4p", "6p", "8p", "1s", "3s", "5s", "7s", "9s"]
    assert len(far.useful) > 20
    assert far.left == sum(4 - held.count(t) for t in far.useful)


def test_a_fifth_copy_is_never_aimed_at() -> None:
    # all four 1m held: waiting on a fifth 1m is no wait (PyMahjongGB says ready here)
    result = analyze("1111m 234p 567p 789s")
    assert result.shanten == 1 and "1m" not in result.useful and result.waits == ()
    assert winning_tiles("1111m 234p 567p 789s") == []


def test_copies_in_melds_count() -> None:
    # the concealed 5p cannot pair: the melded pung holds the other three
    result = analyze("[555p] 5p 123m 456m 789s")
    assert result.shanten == 1 and "5p" not in result.useful
    assert waiting_tiles("[555p] 5p 123m 456m 789s") == []
    # a kong holds every copy: no knitted straight through 5p, no 5p to wait on
    # a kong holds every copy of 5p: the knitted straight 147m 258p 369s cannot be made (else it
    # would be 5p and a pair away: shanten 1)
    kong = analyze("{5555p} 147m 28p 369s 1m E")
    assert kong.shapes["knitted_straight"] == 5 and "5p" not in kong.useful
    # left counts the melds' copies as seen
    assert analyze("[EEE]123m456p789s1s").left == 3  # 1s: four less the one held
    assert analyze("[111s]123m456p789sE").useful == ("E",)


def test_fourteen_tiles_every_distinct_discard_best_first() -> None:
    result = analyze("123m456p789s11sEEE")
    assert result.shanten == -1 and result.useful == ()
    tiles = [d.tile for d in result.discards]
    assert sorted(tiles, key=PLAYING_TILES.index) == ["1m", "2m", "3m", "4p", "5p", "6p",
                                                       "1s", "7s", "8s", "9s", "E"]
    keys = [(d.shanten, -d.left, PLAYING_TILES.index(d.tile)) for d in result.discards]
    assert keys == sorted(keys)
    first = result.discards[0]
    assert (first.tile, first.shanten, first.useful, first.left) == ("1m", 0, ("1m", "4m"), 7)
    by_tile = {d.tile: d for d in result.discards}
    # the discarded copy is in sight: E held three times, one left
    assert by_tile["E"].useful == ("1s", "E") and by_tile["E"].left == 2 + 1


def test_discard_entries_are_the_13_tile_analyses() -> None:
    rng = random.Random(5)
    for _ in range(60):
        tiles = [k for k in range(NUM_KINDS) for _ in range(4)]
        rng.shuffle(tiles)
        hand = sorted(tiles[:14])
        result = analyze(_text(hand))
        assert result.shanten == min(d.shanten for d in result.discards) or result.shanten == -1
        for d in result.discards:
            rest = list(hand)
            rest.remove(PLAYING_TILES.index(d.tile))
            thirteen = analyze(_text(rest))
            assert thirteen.shanten == d.shanten
            gone = {PLAYING_TILES[k] for k in set(hand) if hand.count(k) == 4}
            assert d.useful == tuple(t for t in thirteen.useful if t not in gone)


def test_ready_hands_useful_tiles_are_the_scorers_waits() -> None:
    rng = random.Random(11)
    ready = 0
    for _ in range(400):
        counts = complete(rng)
        tiles = [k for k in range(NUM_KINDS) for _ in range(counts[k])]
        tiles.remove(rng.choice(tiles))
        if rng.random() < 0.3:
            tiles.remove(rng.choice(tiles))
            tiles.append(rng.randrange(NUM_KINDS))
            if tiles.count(tiles[-1]) > 4:
                continue
        text = _text(sorted(tiles))
        result = analyze(text)
        waits = waiting_tiles(text)
        assert (result.shanten == 0) == bool(waits), text
        if waits:
            ready += 1
            assert list(result.useful) == waits == list(result.waits) == winning_tiles(text)
    assert ready > 250


def test_ready_wins_score_each_winning_tile() -> None:
    wins = ready_wins("123m456p789s11sEE", seat_wind="E", round_wind="S")
    assert [w.tile for w in wins] == ["1s", "E"]
    by_tile = {w.tile: w.result for w in wins}
    assert any(f.name == "Seat Wind" for f in by_tile["E"].fans)
    assert by_tile["1s"].meets_minimum == (by_tile["1s"].points_without_flowers >= 8)


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("123m456p789s11sEX", "unknown tile 'X'"),
        ("123m456p789s11s", "the hand has 11 tiles; the analysis takes 13 or 14"),
        ("123m456p789s11sEEEE", "the hand has 15 tiles"),
        ("11111m456p789s11sE", "1m appears 5 times"),
        ("[555p]55p123m456m789s", "5p appears 5 times"),
        ("[123m][456m][789m][123p][EEE]", "at most four melds"),
    ],
)
def test_bad_hands_say_what_is_wrong(text: str, message: str) -> None:
    with pytest.raises(HandError, match=message):
        analyze(text)


def test_a_tile_after_plus_joins_the_hand() -> None:
    assert analyze("123m456p789s11sEE + E") == analyze("123m456p789s11sEEE")


def test_a_hand_object_is_read_as_text_is() -> None:
    hand = Hand((Meld("chow", 0, True),), tuple(sorted([12, 13, 14, 24, 25, 26, 18, 18, 27, 27])))
    assert analyze(hand) == analyze(str(hand))


# ---------------------------------------------------------------- a brute force of draws


def _text(kinds: list[int]) -> str:
    return " ".join(PLAYING_TILES[k] for k in kinds)


class Brute:
    """Shanten by trying draws: a 13-tile hand is ready when a draw the copies allow completes
    it (the scorer's ``is_complete``), one from ready when a draw and a discard make it ready.
    Slow but plain; it answers 0, 1 or "2 or more"."""

    def __init__(self, melds: tuple[Meld, ...]) -> None:
        self.melds = len(melds)
        self.caps = [4] * NUM_KINDS
        for m in melds:
            for t in m.tiles:
                self.caps[t] -= 1

    def complete(self, counts: list[int]) -> bool:
        return is_complete(self.melds, counts)

    def ready(self, counts: list[int]) -> bool:
        for x in range(NUM_KINDS):
            if counts[x] < self.caps[x]:
                counts[x] += 1
                done = self.complete(counts)
                counts[x] -= 1
                if done:
                    return True
        return False

    def shanten13(self, counts: list[int]) -> int:
        """0, 1, or 2 (meaning two or more)."""
        if self.ready(counts):
            return 0
        return 1 if any(self.ready_after(counts, x) for x in self.draws(counts)) else 2

    def draws(self, counts: list[int]) -> list[int]:
        return [x for x in range(NUM_KINDS) if counts[x] < self.caps[x]]

    def ready_after(self, counts: list[int], x: int) -> bool:
        """Whether drawing x and discarding some tile leaves a ready hand."""
        counts[x] += 1
        try:
            for y in range(NUM_KINDS):
                if counts[y] and y != x:
                    counts[y] -= 1
                    done = self.ready(counts)
                    counts[y] += 1
                    if done:
                        return True
            return False
        finally:
            counts[x] -= 1

    def useful13(self, counts: list[int], shanten: int) -> list[int]:
        """Draws that lower a 13-tile hand's shanten of 0 or 1."""
        out = []
        for x in self.draws(counts):
            if shanten == 0:
                counts[x] += 1
                if self.complete(counts):
                    out.append(x)
                counts[x] -= 1
            elif self.ready_after(counts, x) or self._completes_with(counts, x):
                out.append(x)
        return out

    def _completes_with(self, counts: list[int], x: int) -> bool:
        counts[x] += 1
        done = self.complete(counts)
        counts[x] -= 1
        return done


def _near_hand(
    rng: random.Random, melds: int, kind: str | None = None
) -> tuple[tuple[Meld, ...], list[int]]:
    """Melds and 13 - 3 * melds concealed tiles near a complete hand of some shape (``kind``:
    one of tests/fixtures/hands.py's generators, for no melds; "knitted_straight" for one meld
    too)."""
    if melds == 0:
        counts = random_hand(rng, 13, kind)
        return (), [k for k in range(NUM_KINDS) for _ in range(counts[k])]
    if melds == 1 and kind == "knitted_straight":  # a meld beside a knitted straight
        from scoring.tiles import KNITTED_STRAIGHTS

        first = 9 * rng.randrange(3) + rng.randrange(7)
        meld = Meld("chow", first, True)
        tiles = [*rng.choice(KNITTED_STRAIGHTS), rng.randrange(NUM_KINDS)]
        for _ in range(rng.randrange(3)):
            tiles.remove(rng.choice(tiles))
            tiles.append(rng.randrange(NUM_KINDS))
        counts = [0] * NUM_KINDS
        for t in [*tiles, *meld.tiles]:
            counts[t] += 1
        if max(counts) > 4:
            return _near_hand(rng, melds, kind)
        return (meld,), sorted(tiles)
    whole = complete(rng)
    groups: list[Meld] = []
    tiles = [k for k in range(NUM_KINDS) for _ in range(whole[k])]
    for _ in range(melds):  # declare some of its sets as melds
        for _ in range(50):
            if rng.random() < 0.5:
                first = 9 * rng.randrange(3) + rng.randrange(7)
                group, meld = [first, first + 1, first + 2], Meld("chow", first, True)
            else:
                k = rng.randrange(NUM_KINDS)
                group, meld = [k, k, k], Meld("pung", k, True)
            if all(tiles.count(t) >= group.count(t) for t in set(group)):
                for t in group:
                    tiles.remove(t)
                groups.append(meld)
                break
        else:
            return _near_hand(rng, melds)
    tiles.remove(rng.choice(tiles))
    for _ in range(rng.randrange(3)):  # swap a tile or two
        tiles.remove(rng.choice(tiles))
        tiles.append(rng.randrange(NUM_KINDS))
    counts = [0] * NUM_KINDS
    for t in tiles:
        counts[t] += 1
    for m in groups:
        for t in m.tiles:
            counts[t] += 1
    if max(counts) > 4:
        return _near_hand(rng, melds)
    return tuple(groups), sorted(tiles)


@pytest.mark.parametrize("melds", [3, 2, 1, 0])
def test_shanten_and_useful_tiles_match_a_brute_force(melds: int) -> None:
    rng = random.Random(100 + melds)
    kinds = {3: [None] * 60, 2: [None] * 30, 1: [None, "knitted_straight"] * 6,
             0: [k for k in GENERATORS for _ in range(2)]}[melds]
    seen = {0: 0, 1: 0, 2: 0}
    for kind in kinds:
        groups, tiles = _near_hand(rng, melds, kind)
        text = "".join(str(m) for m in groups) + _text(tiles)
        brute = Brute(groups)
        counts = [0] * NUM_KINDS
        for t in tiles:
            counts[t] += 1
        result = analyze(text)
        expected = brute.shanten13(counts)
        assert min(result.shanten, 2) == expected, text
        seen[expected] += 1
        if expected < 2:
            useful = [PLAYING_TILES[k] for k in brute.useful13(counts, expected)]
            assert list(result.useful) == useful, text
    assert seen[0] and seen[1]


@pytest.mark.parametrize(
    "text",
    [
        "19m19p19sESWNCF5m",  # thirteen orphans: one missing, no pair
        "19m19p19sESWNCFF",  # ready on the white dragon
        "19m19p19sESWNCC5m",  # two short, a pair of C: one from ready
        "19m19p1sESWNCFP9m",  # 9s missing, a pair of 9m: ready on 9s
        "147m258p369sESWN",  # greater honours and knitted, ready on C F P
        "147m25p369sESWNC",  # lesser: ready on 8p F P
        "147m258p36sESWNF",
        "1122m3344p556sEF",  # seven pairs, one from ready
        "[EEE]147m258p369s1m",  # a knitted straight beside a pung, single wait
    ],
)
def test_special_shapes_match_the_brute_force(text: str) -> None:
    result = analyze(text)
    hand = read_hand_for_test(text)
    brute = Brute(hand.melds)
    counts = [0] * NUM_KINDS
    for t in hand.concealed:
        counts[t] += 1
    expected = brute.shanten13(counts)
    assert min(result.shanten, 2) == expected
    assert expected < 2
    assert list(result.useful) == [PLAYING_TILES[k] for k in brute.useful13(counts, expected)]


def read_hand_for_test(text: str) -> Hand:
    from scoring.analysis import read_analysis_hand

    return read_analysis_hand(text)


# ---------------------------------------------------------------- one suit, two ways


def _shapes(max_tiles: int, ranks: int = 9):
    """Every suit shape (nine counts of 0-4) of at most ``max_tiles`` tiles."""
    if ranks == 0:
        yield ()
        return
    for n in range(min(4, max_tiles) + 1):
        for rest in _shapes(max_tiles - n, ranks - 1):
            yield (n, *rest)


def test_block_reading_matches_the_exact_programme_on_small_suits() -> None:
    for shape in _shapes(5):
        assert sh._suit_costs(shape, sh.FULL) == sh._exact_costs(shape, sh.FULL), shape


def test_block_reading_matches_the_exact_programme_on_larger_suits() -> None:
    rng = random.Random(3)
    for _ in range(300):
        tiles = [r for r in range(9) for _ in range(4)]
        rng.shuffle(tiles)
        shape = tuple(tiles[: rng.randint(6, 14)].count(r) for r in range(9))
        assert sh._suit_costs(shape, sh.FULL) == sh._exact_costs(shape, sh.FULL), shape


def _suit_brute(shape: tuple[int, ...], caps: tuple[int, ...], sets: int, pair: int) -> int:
    """Tiles needed for ``sets`` sets and ``pair`` pairs of one suit whose target holds at most
    ``caps[r]`` of rank r, every target tried; a group may also be made elsewhere (3 or 2)."""
    import itertools

    kinds = [("pung", r) for r in range(9)] + [("chow", r) for r in range(7)] + [None]
    best = 99
    for groups in itertools.combinations_with_replacement(kinds, sets):
        for p in ([*range(9), None] if pair else [-1]):
            target = [0] * 9
            cost = 0
            for g in groups:
                if g is None:
                    cost += 3
                elif g[0] == "pung":
                    target[g[1]] += 3
                else:
                    for r in range(g[1], g[1] + 3):
                        target[r] += 1
            if p is None:
                cost += 2
            elif p >= 0:
                target[p] += 2
            if all(t <= c for t, c in zip(target, caps, strict=True)):
                cost += sum(max(0, t - h) for t, h in zip(target, shape, strict=True))
                best = min(best, cost)
    return best


def test_the_exact_programme_honours_the_caps() -> None:
    """Ranks capped by melds (a pung leaves 1, a kong 0): the suit's costs for up to two sets
    and a pair equal those of trying every target."""
    rng = random.Random(21)
    for _ in range(150):
        caps = tuple(rng.choice((4, 4, 4, 3, 1, 0)) for _ in range(9))
        tiles = [r for r in range(9) for _ in range(caps[r])]
        rng.shuffle(tiles)
        shape = tuple(tiles[: rng.randint(1, 6)].count(r) for r in range(9))
        costs = sh._suit_costs(shape, caps)
        for sets in range(3):
            for pair in range(2):
                assert costs[2 * sets + pair] == _suit_brute(shape, caps, sets, pair), (
                    shape, caps, sets, pair)


def test_lone_ranks_lower_what_drawing_them_lowers() -> None:
    """``_suit_vector`` reads the effect of a rank far from every held tile off the costs; the
    masks equal those of drawing every rank and working the suit out again."""
    for shape in _shapes(6):
        assert sh._suit_vector(shape, sh.FULL, 0)[1] == sh._suit_vector_by_drawing(shape, sh.FULL)
    rng = random.Random(9)
    for _ in range(300):
        tiles = [r for r in range(9) for _ in range(4)]
        rng.shuffle(tiles)
        shape = tuple(tiles[: rng.randint(7, 14)].count(r) for r in range(9))
        assert sh._suit_vector(shape, sh.FULL, 0)[1] == sh._suit_vector_by_drawing(shape, sh.FULL)


# ---------------------------------------------------------------- the table's figures
# The table (ready aid, coach, computer players) uses this module itself; that its figures are
# the analysis's on table positions, meld copies counted, is tests/table/test_one_shanten.py
# and tests/table/test_meld_copies.py.
