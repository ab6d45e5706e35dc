import pytest
from engine import Click, Deal, Game, new_deal, solve
from engine.geometry import bits
from engine.tiles import match_class
from seeded import SplitMix64

from .conftest import FakeClock, replay


def first_free_pair(game):
    pairs = game.free_pairs()
    assert pairs
    return pairs[0]


def non_matching_free(game, tile):
    cls = match_class(game.face(tile))
    for other in sorted(game.free_ids()):
        if other != tile and match_class(game.face(other)) != cls:
            return other
    raise AssertionError("no free tile of another face")


def blocked_tile(game, reason):
    for t in game.tiles:
        if game.blocked_reason(t.id) == reason:
            return t.id
    raise AssertionError(f"no tile blocked by {reason}")


@pytest.fixture
def game(clock):
    return Game(new_deal("turtle", 11), clock)


def test_start_state(game):
    assert game.status == "playing"
    assert game.tiles_left == 144 and len(game.tiles) == 144
    assert game.selected is None
    assert not game.can_undo and not game.can_redo
    assert not game.hint_used and not game.shuffle_used
    assert game.moves_made == 0
    assert game.result() is None


def test_select_then_match_removes_both(game):
    a, b = first_free_pair(game)
    assert game.click(a) == Click("select", (a,))
    assert game.selected == a
    assert game.click(b) == Click("match", (a, b))
    assert game.selected is None
    assert game.tiles_left == 142
    assert not game.is_free(a) and game.face(a) is None
    assert game.moves_made == 1 and game.can_undo


def test_click_selected_again_clears(game):
    a, _ = first_free_pair(game)
    game.click(a)
    assert game.click(a) == Click("deselect", (a,))
    assert game.selected is None


def test_non_matching_free_tile_moves_the_selection(game):
    a, _ = first_free_pair(game)
    other = non_matching_free(game, a)
    game.click(a)
    assert game.click(other) == Click("reselect", (a, other))
    assert game.selected == other
    assert game.tiles_left == 144


def test_blocked_tiles_do_nothing_and_say_why(game):
    covered = blocked_tile(game, "covered")
    sides = blocked_tile(game, "sides")
    a, _ = first_free_pair(game)
    game.click(a)
    assert game.click(covered) == Click("blocked", (covered,), "covered")
    assert game.click(sides) == Click("blocked", (sides,), "sides")
    assert game.selected == a
    assert game.tiles_left == 144


def test_removed_or_unknown_tiles_are_ignored(game):
    a, b = first_free_pair(game)
    game.click(a)
    game.click(b)
    assert game.click(a).kind == "ignored"
    assert game.click(999).kind == "ignored"
    assert game.click(-1).kind == "ignored"


def test_free_ids_and_reasons_agree(game):
    free = game.free_ids()
    for t in game.tiles:
        assert (t.id in free) == game.is_free(t.id) == (game.blocked_reason(t.id) is None)


def play_random(game, rng, moves):
    for _ in range(moves):
        pairs = game.free_pairs()
        if not pairs:
            break
        a, b = pairs[rng.below(len(pairs))]
        game.click(a)
        game.click(b)


def test_undo_to_the_start_restores_the_deal_exactly(clock):
    deal = new_deal("turtle", 3)
    game = Game(deal, clock)
    play_random(game, SplitMix64(1), 20)
    assert game.shuffle()
    play_random(game, SplitMix64(2), 10)
    while game.undo():
        pass
    assert game.tiles == deal.tiles
    assert game.moves_made == 0 and not game.can_undo


def test_redo_after_undo(clock):
    game = Game(new_deal("stupa", 4), clock)
    play_random(game, SplitMix64(5), 6)
    after = game.tiles
    steps = 0
    while game.undo():
        steps += 1
    for _ in range(steps):
        assert game.redo()
    assert game.tiles == after
    assert not game.redo()
    # a new move after an undo drops the redo line
    game.undo()
    a, b = first_free_pair(game)
    game.click(a)
    game.click(b)
    assert not game.can_redo


def test_undo_clears_the_selection(game):
    a, b = first_free_pair(game)
    game.click(a)
    game.click(b)
    c, _ = first_free_pair(game)
    game.click(c)
    game.undo()
    assert game.selected is None


def test_win_stops_the_clock_and_records_the_result(clock):
    deal = new_deal("window", 1)
    game = Game(deal, clock)
    moves = solve(deal)
    for a, b in moves:
        clock.now += 2
        assert game.click(a).kind == "select"
        assert game.click(b).kind == "match"
    assert game.status == "won"
    assert game.elapsed() == pytest.approx(2 * len(moves))
    clock.now += 100
    assert game.elapsed() == pytest.approx(2 * len(moves))
    result = game.result()
    assert result.won and not result.assisted and result.layout_id == "window"
    assert result.daily is None
    assert game.click(0).kind == "ignored"
    assert not game.can_undo and game.hint() is None and not game.shuffle()


def test_forfeit_is_a_loss_and_stops_the_clock(clock):
    game = Game(new_deal("cross", 2), clock)
    clock.now += 30
    game.forfeit()
    assert game.status == "lost"
    clock.now += 30
    assert game.elapsed() == pytest.approx(30)
    result = game.result()
    assert not result.won and result.seconds == pytest.approx(30)
    assert game.click(next(iter(game.free_ids()))).kind == "ignored"


def test_hint_names_a_pair_that_keeps_the_deal_winnable(game):
    a, b = game.hint()
    assert game.hint_used and game.last_hint_safe
    assert game.is_free(a) and game.is_free(b)
    assert match_class(game.face(a)) == match_class(game.face(b))
    game.click(a)
    game.click(b)
    assert solve(game) is not None


def test_repeated_hints_cycle_through_the_choices(game):
    first = game.hint()
    seen = [first]
    for _ in range(30):
        h = game.hint()
        if h == first:
            break
        seen.append(h)
    else:
        raise AssertionError("hints never came back to the first")
    assert len(set(seen)) == len(seen)
    assert all(p in game.free_pairs() for p in seen)


def test_following_hints_wins(clock):
    game = Game(new_deal("turtle", 8), clock)
    while game.status == "playing":
        a, b = game.hint()
        assert game.last_hint_safe is True
        game.click(a)
        game.click(b)
    assert game.status == "won"
    assert game.result().assisted


def test_hint_after_random_moves_still_names_a_free_pair(clock):
    game = Game(new_deal("turtle", 9), clock)
    rng = SplitMix64(4)
    for _ in range(40):
        if game.status != "playing":
            break
        h = game.hint()
        assert h in game.free_pairs()
        play_random(game, rng, 1)


def find_stuck_game(layout_id):
    for seed in range(200):
        game = Game(new_deal(layout_id, seed), FakeClock())
        play_random(game, SplitMix64(seed), 200)
        if game.status == "stuck":
            return game
    raise AssertionError("random play never got stuck")


def test_stuck_is_reported_and_shuffle_or_undo_get_out():
    game = find_stuck_game("turtle")
    assert game.status == "stuck"
    assert game.free_pairs() == [] and game.hint() is None
    assert game.last_hint_safe is None
    before = game.tiles
    faces_before = sorted(t.face for t in before)
    assert game.shuffle()
    assert game.status == "playing" and game.shuffle_used
    assert sorted(t.face for t in game.tiles) == faces_before
    assert [t.position for t in game.tiles] == [t.position for t in before]
    assert solve(game) is not None
    assert game.undo()
    assert game.tiles == before and game.status == "stuck"
    assert game.undo() and game.status != "won"


@pytest.mark.parametrize("layout_id", ["turtle", "temple", "stupa"])
@pytest.mark.parametrize("seed", [0, 1, 2])
def test_shuffle_keeps_faces_and_positions_and_is_winnable(layout_id, seed, clock):
    game = Game(new_deal(layout_id, seed), clock)
    play_random(game, SplitMix64(seed + 100), 12)
    if game.status in ("won", "lost"):
        pytest.skip("the random play ended the game")
    before = game.tiles
    assert game.shuffle()
    after = game.tiles
    assert sorted(t.face for t in after) == sorted(t.face for t in before)
    assert [(t.id, t.position) for t in after] == [(t.id, t.position) for t in before]
    assert after != before
    # the session's own winning line replays, and the solver agrees
    geom = game.geometry
    present = sum(1 << t.id for t in after)
    faces = {t.id: t.face for t in after}
    assert replay(geom, faces, present, game._plan)
    assert solve(game) is not None


def test_shuffle_is_refused_when_no_arrangement_can_win(clock):
    # Two tiles left, one on the other: no shuffle can help.
    deal = new_deal("stupa", 0)
    spire = [t for t in deal.tiles if t.x == 7 and t.y == 7 and t.z in (3, 4)]
    assert len(spire) == 2
    partial = Deal(deal.layout_id, 0, tuple(t._replace(face="C") for t in spire))
    game = Game(partial, clock)
    assert game.status == "stuck"
    assert not game.shuffle()
    assert game.tiles == partial.tiles and not game.shuffle_used


def test_daily_flag_goes_into_the_result(clock):
    from datetime import date

    day = date(2026, 11, 29)
    game = Game(new_deal("window", 1), clock, daily=day)
    game.forfeit()
    assert game.result().daily == day


def test_winning_lines_from_the_game_are_valid(clock):
    game = Game(new_deal("butterfly", 3), clock)
    moves = solve(game)
    geom = game.geometry
    faces = {t.id: t.face for t in game.tiles}
    assert replay(geom, faces, sum(1 << i for i in bits(geom.full)), moves)


def test_unproved_hints_open_the_most_tiles_first(clock):
    # Random play leaves the known winning line; when the hint cannot prove a pair safe it
    # names first a pair that frees the most tiles.
    checked = 0
    for seed in range(6):
        game = Game(new_deal("turtle", 40 + seed), clock)
        rng = SplitMix64(seed)
        while game.status == "playing":
            pair = game.hint()
            if game.last_hint_safe is False:
                geom, present = game.geometry, sum(1 << t.id for t in game.tiles)
                free = geom.free_mask(present)

                def opened(p, geom=geom, present=present, free=free):
                    after = present & ~((1 << p[0]) | (1 << p[1]))
                    return (geom.free_mask(after) & ~free).bit_count()

                assert opened(pair) == max(opened(p) for p in game.free_pairs())
                checked += 1
            play_random(game, rng, 1)
    assert checked > 0
