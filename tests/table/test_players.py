"""The computer players: legal and deterministic in real hands, and the choices that make
them what they are (baseline: fewest tiles from any win; strong: a legal win, the claims that
bring it, the tiles an opponent has passed; easy: seeded slips)."""

from __future__ import annotations

import random

import pytest
from scoring import score
from scoring import shanten as sh
from table import Action, Discard, Meld, Offer, SeatView, make_player
from table.players import LEVELS, calibration, defence, plan
from table.players.baseline import BaselinePlayer
from table.players.easy import EasyPlayer
from table.players.strong import StrongPlayer
from tiles import PLAYING_TILES

from tests.fixtures.deals import Times, deals, duplicate, play_deal
from tests.table.test_shanten import complete_hand

NO_MELDS = ((), (), (), ())
NO_DISCARDS = ((), (), (), ())


def view(
    held: str,
    drawn: str | None = None,
    *,
    melds=NO_MELDS,
    discards=NO_DISCARDS,
    offer: Offer | None = None,
    wall_left: int = 60,
    seat: int = 0,
) -> SeatView:
    tiles = tuple(held.split())
    return SeatView(
        seat=seat,
        hand_number=1,
        prevalent_wind="E",
        seat_winds=("E", "S", "W", "N"),
        concealed=tiles,
        drawn=drawn,
        melds=melds,
        flowers=((), (), (), ()),
        discards=discards,
        wall_left=wall_left,
        offer=offer,
        scores=(0, 0, 0, 0),
    )


def discards_of(v: SeatView) -> list[Action]:
    return [Action("discard", t) for t in sorted(set(v.held))]


def counts(tiles) -> list[int]:
    out = [0] * 34
    for t in tiles:
        out[PLAYING_TILES.index(t)] += 1
    return out


# ---------------------------------------------------------------- in real hands


@pytest.mark.parametrize("names", [("strong", "easy", "baseline", "strong")])
def test_players_play_whole_hands_legally_and_replay_exactly(names) -> None:
    """The engine raises IllegalAction for anything not offered; the same deal and seeds
    give the same hand twice."""
    for deal in deals(3, 11):
        first = play_deal(deal, [make_player(n, deal[0] + s) for s, n in enumerate(names)])
        again = play_deal(deal, [make_player(n, deal[0] + s) for s, n in enumerate(names)])
        assert first.to_json() == again.to_json()
        if first.winner is not None:
            assert first.score.meets_minimum


def test_every_level_is_a_player() -> None:
    assert LEVELS == ("easy", "strong", "expert")
    for name in (*LEVELS, "baseline", "par"):
        assert hasattr(make_player(name, 1), "choose")


def test_duplicate_puts_the_strong_player_in_every_seat() -> None:
    times = Times()
    tally = duplicate(1, 5, "strong", "baseline", times)
    assert tally.hands == 4
    assert tally.wins[0] + tally.wins[1] + tally.draws == 4
    assert times.cpu and len(times.cpu) == len(times.wall)


# ---------------------------------------------------------------- baseline


def test_baseline_takes_a_win_and_throws_a_lonely_honour() -> None:
    v = view("1m 2m 3m 4p 5p 6p 7s 8s 9s 1s 1s E E", "C")
    win = Action("win", "C", points=8)
    assert BaselinePlayer().choose(v, [*discards_of(v), win]) == win
    assert BaselinePlayer().choose(v, discards_of(v)) == Action("discard", "C")


def test_baseline_claims_only_what_brings_it_closer() -> None:
    passing = Action("pass")
    # ready on 3s either way: the pung of E gains nothing
    v = view("1m 2m 3m 4p 5p 6p 7s 8s 9s 1s 2s E E", offer=Offer("E", 3))
    assert BaselinePlayer().choose(v, [Action("pung", "E"), passing]) == passing
    # three tiles away, two after the pung of 5s
    v = view("1m 2m 3m 4p 5p 6p 7s 9s 1p 5s 5s E C", offer=Offer("5s", 3))
    assert BaselinePlayer().choose(v, [Action("pung", "5s"), passing]) == Action("pung", "5s")


def test_baseline_keeps_the_fewest_tiles_from_a_win_on_random_hands() -> None:
    rng = random.Random(4)
    player = BaselinePlayer()
    for _ in range(30):
        wall = [t for t in PLAYING_TILES for _ in range(4)]
        rng.shuffle(wall)
        v = view(" ".join(wall[:13]), wall[13])
        chosen = player.choose(v, discards_of(v))
        c = counts(v.held)
        best = min(sh.shanten([n - (k == d) for k, n in enumerate(c)]) for d in range(34) if c[d])
        c[PLAYING_TILES.index(chosen.tile)] -= 1
        assert sh.shanten(c) == best


# ---------------------------------------------------------------- strong


def _legal_waits(held: list[str], seat_wind: str = "E") -> list[str]:
    c = counts(held)
    need, mask = sh.distance(c)
    if need != 1:
        return []
    text = " ".join(held)
    out = []
    for k in sh.kinds_of(mask):
        if c[k] < 4 and score(text, PLAYING_TILES[k], seat_wind=seat_wind).meets_minimum:
            out.append(PLAYING_TILES[k])
    return out


def _near_ready(rng: random.Random) -> list[str]:
    """Four sets and a pair with one tile swapped for a random one: often ready, or nearly."""
    while True:
        tiles = [PLAYING_TILES[k] for k, n in enumerate(complete_hand(rng)) for _ in range(n)]
        tiles.remove(rng.choice(tiles))
        tiles.append(rng.choice(PLAYING_TILES))
        if max(counts(tiles)) <= 4:
            return sorted(tiles, key=PLAYING_TILES.index)


def _ready_pairs(seed: int, wanted: int):
    rng = random.Random(seed)
    found = []
    while len(found) < wanted:
        held = _near_ready(rng)
        legal, illegal = [], []
        for t in sorted(set(held)):
            rest = list(held)
            rest.remove(t)
            if sh.distance(counts(rest))[0] == 1:
                (legal if _legal_waits(rest) else illegal).append(t)
        if legal and illegal:
            found.append((held, legal, illegal))
    return found


def test_strong_never_settles_for_a_ready_hand_that_cannot_win() -> None:
    """Where one discard leaves a legal wait and another a wait under 8 points, the strong
    player keeps a legal one (the baseline does not care)."""
    for held, legal, _ in _ready_pairs(8, 6):
        v = view(" ".join(held[:-1]), held[-1])
        chosen = StrongPlayer(caution=0).choose(v, discards_of(v))
        rest = list(held)
        rest.remove(chosen.tile)
        assert _legal_waits(rest), (held, chosen, legal)


def test_strong_takes_a_win() -> None:
    v = view("1m 2m 3m 4p 5p 6p 7s 8s 9s 1s 1s E E", "E")
    win = Action("win", "E", points=10)
    assert StrongPlayer().choose(v, [*discards_of(v), win]) == win


def test_strong_claims_what_makes_a_legal_ready_hand_and_passes_what_breaks_one() -> None:
    passing = Action("pass")
    # one tile away; the chow 1s2s3s and a discard of E leave Mixed Triple Chow on 6p/9p
    melds = ((Meld("chow", ("1m", "2m", "3m"), "2m", 3),), (), (), ())
    v = view("1p 2p 3p 1s 3s 5s 5s 7p 8p E", melds=melds, offer=Offer("2s", 3))
    chow = Action("chow", "2s", ("1s", "2s", "3s"))
    assert StrongPlayer().choose(v, [chow, passing]) == chow
    # ready on 6s/9s with Mixed Triple Chow: a pung of 5p would break it
    v = view("1m 2m 3m 1p 2p 3p 1s 2s 3s 5p 5p 7s 8s", offer=Offer("5p", 1))
    assert _legal_waits(list(v.held)) == ["6s", "9s"]
    assert StrongPlayer().choose(v, [Action("pung", "5p"), passing]) == passing


def test_a_passed_tile_is_safe_against_that_opponent() -> None:
    """Seat 1 discarded; seats 2 and 3 discarded after it (no claims), so seat 1 did not win
    on their tiles; the seat choosing is 0."""
    discards = (
        (Discard("9m"),),
        (Discard("1m"), Discard("2m")),
        (Discard("3m"), Discard("5p")),
        (Discard("4m"), Discard("6s")),
    )
    v = view("1p 2p 3p 4p 5p 6p 7s 8s 9s 1s 1s E E", "C", discards=discards)
    assert defence.passed_tiles(v, 1) == {PLAYING_TILES.index("5p"), PLAYING_TILES.index("6s")}
    assert defence.passed_tiles(v, 3) == set()  # it has just discarded
    # a claim breaks the order: nothing is inferred
    melds = ((), (Meld("pung", ("E", "E", "E"), "E", 0),), (), ())
    v = view("1p 2p 3p 4p 5p 6p 7s 8s 9s 1s", "C", discards=discards, melds=melds)
    assert defence.passed_tiles(v, 1) == set()


def test_danger_rises_with_time_and_spares_honours_and_passed_tiles() -> None:
    early = view("1p 2p 3p 4p 5p 6p 7s 8s 9s 1s 1s E E", "C")
    assert max(defence.danger(early)) == 0
    late_pond = tuple(
        tuple(
            Discard(t)
            for t in ["1m", "9m", "1p", "9p", "1s", "9s", "N", "W", "S", "2m", "8m", "2p", "8p"]
        )
        for _ in range(4)
    )
    late = view("1p 2p 3p 4p 5p 6p 7s 8s 9s 1s 1s E E", "C", discards=late_pond)
    d = defence.danger(late)
    five_man, red = PLAYING_TILES.index("5m"), PLAYING_TILES.index("C")
    assert d[five_man] > d[red] >= 0 and d[five_man] > 0


def test_chance_falls_with_tiles_needed_and_rises_with_useful_tiles() -> None:
    rates = plan.STEP_RATES["standard"]
    assert plan.chance(0, 100, rates, 100, 10) == 1.0
    one, two, three = (plan.chance(n, 200, rates, 150, 15, 60) for n in (1, 2, 3))
    assert 1 > one > two > three > 0
    assert plan.chance(2, 300, rates, 150, 15) > plan.chance(2, 100, rates, 150, 15)


def test_copies_to_come_weigh_a_hands_draws_and_waits() -> None:
    """``Situation.live``: the same counts as the unseen ones change nothing; a wait whose
    copies are all held by opponents is worth less than one still in the wall."""
    # waits on 1s and 4s
    hand = counts(["1m", "2m", "3m", "4p", "5p", "6p", "7s", "8s", "9s", "2s", "3s", "E", "E"])
    unseen = [4 - n for n in hand]
    plain = plan.situation("E", "E", unseen, 60)
    same = plan.situation("E", "E", unseen, 60, [float(n) for n in unseen])
    melds: list = []
    assert plan.Planner(same, plan.Style()).hand(hand, melds) == plan.Planner(
        plain, plan.Style()
    ).hand(hand, melds)
    one_s, four_s = PLAYING_TILES.index("1s"), PLAYING_TILES.index("4s")
    held = [float(n) for n in unseen]
    held[one_s] = held[four_s] = 0.0
    dead = plan.Planner(plan.situation("E", "E", unseen, 60, held), plan.Style()).hand(hand, melds)
    live = plan.Planner(plain, plan.Style()).hand(hand, melds)
    assert live.need == 1 and 0 <= dead.value < live.value / 10


def test_calibrated_chance_is_a_probability_that_rises_with_the_hands_value() -> None:
    values = (0.0, 0.001, 0.01, 0.05, 0.1, 0.3, 0.6, 0.9, 1.5)
    for need in (1, 2, 3, 4, 5, sh.IMPOSSIBLE):
        for turns in range(1, 25):
            for melded in (False, True):
                chances = [calibration.win_chance(need, v, turns, melded) for v in values]
                assert all(0 < c < 1 for c in chances)
                assert chances == sorted(chances), (need, turns, melded)
    # early on, a hand ready on a fair wait is likelier to win than one two tiles away
    assert calibration.win_chance(1, 0.5, 15, False) > calibration.win_chance(2, 0.3, 15, False)


def test_easy_player_slips_by_its_seed() -> None:
    rng = random.Random(2)
    a, b, c = EasyPlayer(7), EasyPlayer(7), EasyPlayer(8)
    picks_a, picks_b, picks_c = [], [], []
    for _ in range(40):
        wall = [t for t in PLAYING_TILES for _ in range(4)]
        rng.shuffle(wall)
        v = view(" ".join(wall[:13]), wall[13])
        picks_a.append(a.choose(v, discards_of(v)))
        picks_b.append(b.choose(v, discards_of(v)))
        picks_c.append(c.choose(v, discards_of(v)))
    assert picks_a == picks_b
    assert picks_a != picks_c


def test_strong_throws_the_safest_tile_after_the_last_wall_tile() -> None:
    """After the last wall tile the hand can only be fed, never won: the strong player breaks
    its ready pair of red dragons (both other copies in the ponds, so no one can wait on one)
    rather than throw the lone 9m it would throw earlier."""
    pond = ((Discard("2m"),), (Discard("C"),), (Discard("C"),), (Discard("3m"),))
    held = "1p 2p 3p 4p 5p 6p 7s 8s 9s C C 5m 6m"
    earlier = view(held, "9m", discards=pond, wall_left=10)
    assert StrongPlayer().choose(earlier, discards_of(earlier)).tile == "9m"
    last = view(held, "9m", discards=pond, wall_left=0)
    assert StrongPlayer().choose(last, discards_of(last)).tile == "C"
    assert defence.last_discard_danger(last)[PLAYING_TILES.index("C")] == 0
