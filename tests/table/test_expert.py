"""The expert: legal over hundreds of seeded hands (the record validator), deterministic (a
hand replays from its seed), its danger model a probability that knows a passed tile is safe,
its folding, and the same choices under Pyodide in Node as in CPython."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest
from table import Discard, Meld, SeatView, check_records, make_player, record_line
from table.cli import selfplay
from table.players import danger
from table.players.expert import feeding
from tiles import PLAYING_TILES

from tests.fixtures import parallel
from tests.fixtures.deals import deals, play_deal

ROOT = Path(__file__).resolve().parents[2]
LINEUP = "expert,par,expert,easy"
HAND = "1m 2m 3m 4p 5p 6p 7s 8s 9s 5m 5s E E"


def test_expert_hands_are_legal_over_hundreds_of_seeded_hands():
    """Every record of experts at the table (with easy and par players) replays under the
    validator: each draw the next wall tile, each discard held, each claim legal. The same
    records as ``selfplay`` plays them in one process, its 13 matches played side by side
    (tests.fixtures.parallel.selfplay)."""
    records = (parallel.selfplay(176, 600, "expert,easy,expert,easy")
               + parallel.selfplay(32, 700, LINEUP))
    assert len(records) == 208
    check_records(records)
    wins = [r for r in records if r["result"]["winner"] is not None]
    assert len(wins) > 150


def test_the_same_seed_plays_the_same_hands():
    first = [record_line(r) for r in selfplay(4, 41, LINEUP)]
    again = [record_line(r) for r in selfplay(4, 41, LINEUP)]
    assert first == again


def test_a_fresh_expert_mid_hand_plays_as_the_one_that_played_it_all():
    """What the expert keeps between decisions is only a cache: a new player asked halfway
    through a hand (a page reloaded, a match resumed) chooses as the old one would."""
    for deal in deals(2, 900):
        kept = [make_player("expert", s) for s in range(4)]
        from tests.fixtures.deals import deal_table

        table = deal_table(deal)
        step = 0
        while not table.over:
            seat, actions = table.pending()[0]
            view = table.view(seat)
            choice = kept[seat].choose(view, actions)
            if step % 3 == 0:
                assert make_player("expert", seat).choose(view, actions).key == choice.key
            table.apply(seat, choice)
            step += 1


def _view(seat_discards, melds=((), (), (), ()), wall_left=40) -> SeatView:
    return SeatView(
        seat=0, hand_number=1, prevalent_wind="E", seat_winds=("E", "S", "W", "N"),
        concealed=tuple(HAND.split()), drawn="9p",
        melds=melds, flowers=((), (), (), ()),
        discards=tuple(tuple(Discard(t) for t in pond) for pond in seat_discards),
        wall_left=wall_left, offer=None, scores=(0, 0, 0, 0),
    )


def test_danger_is_a_probability_rising_with_the_opponents_progress():
    early = _view(((), ("N",), ("W",), ("S",)), wall_left=80)
    pond = ["N", "W", "S", "1m", "9p", "2s", "F", "C", "P", "8m"]
    late = _view(((), tuple(pond), tuple(pond[::-1]), tuple(pond[1:] + ["9m"])), wall_left=30)
    pung = Meld("pung", ("3p", "3p", "3p"), "3p", 1)
    melded = _view(
        ((), tuple(pond), tuple(pond[::-1]), tuple(pond[1:] + ["9m"])),
        melds=((), (pung, Meld("pung", ("6p",) * 3, "6p", 2)), (), ()), wall_left=30,
    )
    k = PLAYING_TILES.index("5p")
    rows = [danger.opponent_danger(v) for v in (early, late, melded)]
    for r in rows:
        assert r[0] == [0.0] * 34  # the own seat
        assert all(0.0 <= p < 1.0 for seat in r for p in seat)
    assert rows[0][1][k] < rows[1][1][k] < rows[2][1][k]


def test_a_passed_tile_is_safe_against_that_opponent():
    """West and North threw 9p after South's last discard: South passed it, so it cannot
    win South's hand (players here always take a legal win)."""
    v = _view((("N",), ("S", "W"), ("E", "9p"), ("W", "9p")))
    k = PLAYING_TILES.index("9p")
    assert danger.opponent_danger(v)[1][k] == 0.0


def test_where_its_model_sees_danger_the_expert_holds_back_what_par_throws():
    """A recorded situation (four par players on deal (880000, 6), the 57th choice, seat 0,
    45 tiles left): par throws 8m; the learned model finds it feeds an opponent about one
    time in six, so the expert keeps it and throws 2m, which it finds ten times safer."""
    from tests.fixtures.deals import deal_table

    table = deal_table((880000, 6))
    players = [make_player("par", s) for s in range(4)]
    for _ in range(56):
        seat, actions = table.pending()[0]
        table.apply(seat, players[seat].choose(table.view(seat), actions))
    seat, actions = table.pending()[0]
    view = table.view(seat)
    assert seat == 0 and view.wall_left == 45
    assert players[0].choose(view, actions).tile == "8m"
    assert make_player("expert", 0).choose(view, actions).tile == "2m"
    feed = feeding(view)
    assert feed[PLAYING_TILES.index("8m")] > 10 * feed[PLAYING_TILES.index("2m")]


@pytest.mark.node
def test_the_expert_chooses_alike_in_pyodide():
    node = shutil.which("node")
    if node is None or not (ROOT / "node_modules" / "pyodide" / "pyodide.mjs").exists():
        pytest.skip("needs node and node_modules/pyodide (python build.py installs them)")
    argv = ["selfplay", "--hands", "4", "--seed", "52", "--players", LINEUP]
    run = subprocess.run(
        [node, str(ROOT / "tools" / "table_pyodide.mjs"), *argv],
        capture_output=True, text=True, timeout=600, cwd=ROOT,
    )
    assert run.returncode == 0, run.stderr
    *lines, last = run.stdout.splitlines()
    assert json.loads(last)["status"] == 0
    expected = [record_line(r) for r in selfplay(4, 52, LINEUP)]
    assert lines == expected


def test_duplicate_deal_is_the_same_for_expert_and_par_in_one_seat():
    result = play_deal(deals(1, 5)[0], [make_player("expert", s) for s in range(4)])
    assert result.winner is None or result.score.meets_minimum
