"""The learned whole-hand evaluation tried for the expert (``players.handvalue``): its inputs
are one row per discard held, its win model a probability, and its variant player plays legal,
replayable hands."""

from __future__ import annotations

from table.actions import DISCARD
from table.bench import deal_table
from table.players import handvalue
from table.players.handvalue import HandValuePlayer
from table.players.par import make as make_par
from table.tiles import KIND


def _play(players):
    table = deal_table((30_000_000, 3))
    chosen, rows = [], []
    while not table.over:
        seat, actions = table.pending()[0]
        view = table.view(seat)
        action = players[seat].choose(view, actions)
        assert action in actions
        if seat == 0 and action.act == DISCARD and view.wall_left:
            rows.append(({KIND[t] for t in view.held}, handvalue.candidates(players[0], view)))
        chosen.append(action)
        table.apply(seat, action)
    return chosen, rows


def test_the_variant_plays_legal_hands_the_same_each_time():
    def lineup():
        return [HandValuePlayer("win", lex=True), make_par(), HandValuePlayer(), make_par()]

    first, rows = _play(lineup())
    again, _ = _play(lineup())
    assert first == again
    assert rows
    for held, cands in rows:
        assert [k for k, _, _ in cands] == sorted(held)  # one row per kind held, in kind order
        for _, x, need in cands:
            assert len(x) == handvalue.N_FEATURES and need >= 1
            p = handvalue.score(handvalue.WIN_WEIGHTS, x, logistic=True)
            assert 0.0 < p < 1.0
