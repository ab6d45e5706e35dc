"""Fit ``table.players.handvalue``: how a hand kept after a discard ends, in par's play.

Plays hands of four ``par`` players on the deals of ``--seed`` (a tuning seed, apart from the
bench's). At every turn's discard while the wall lasts, a share ``--explore`` of the turns
(a seeded coin) discards one of par's four best-ranked kinds at random instead of par's own,
so that the fit sees discards par would not make. For the discard made, the features of the
13 tiles kept (``handvalue.features``) are noted with how the hand ended for that seat: won
or not, and the points settled. Then a logistic fit of the win and a ridge fit of the points
(Newton's method, a little L2), their held-out (last fifth of the hands) log loss and squared
error beside the mean alone, and how often the model's best discard is par's own; the weights
are printed as the ``WIN_WEIGHTS`` and ``POINTS_WEIGHTS`` literals.

    PYTHONPATH=py python3 tools/fit_hand_value.py [--hands 600] [--seed 33000000]
        [--explore 0.3] [--workers 2]
"""

from __future__ import annotations

import argparse
import random
import sys
from multiprocessing import get_context

import numpy as np
from fit_danger import fit, log_loss
from table.actions import DISCARD
from table.bench import deal_table, deals
from table.players import handvalue
from table.players.expert import ExpertPlayer
from table.players.par import PAR
from table.players.strong import StrongPlayer
from table.tiles import KIND


def play(job: tuple[tuple[int, int], float]) -> list[tuple[list[float], int, int]]:
    """(features, the seat won, the points it settled) for every discard made in the hand
    of ``deal`` while the wall lasted."""
    deal, explore = job
    table = deal_table(deal)
    players = [StrongPlayer(PAR, caution=1.0) for _ in range(4)]
    reader = ExpertPlayer()
    coin = random.Random(deal[0] * 100 + deal[1])
    rows: list[tuple[int, list[float]]] = []
    while not table.over:
        seat, actions = table.pending()[0]
        view = table.view(seat)
        action = players[seat].choose(view, actions)
        if action.act == DISCARD and view.wall_left:
            cands = {k: x for k, x, _ in handvalue.candidates(reader, view)}
            kind = KIND[action.tile]
            if coin.random() < explore:
                ranked = players[seat].ranked_discards(view)[:4]
                kind = coin.choice(ranked)
                action = next(a for a in actions if a.act == DISCARD and KIND[a.tile] == kind)
            rows.append((seat, cands[kind]))
        table.apply(seat, action)
    result = table.result
    return [(x, int(result.winner == seat), result.payments[seat]) for seat, x in rows]


def fit_ridge(x: np.ndarray, y: np.ndarray, l2: float = 1.0) -> np.ndarray:
    return np.linalg.solve(x.T @ x + l2 * np.eye(x.shape[1]), x.T @ y)


def literal(name: str, w: np.ndarray) -> str:
    body = ", ".join(f"{v:.4f}" for v in w)
    return f"{name}: tuple[float, ...] = ({body})"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=600)
    parser.add_argument("--seed", type=int, default=33_000_000)
    parser.add_argument("--explore", type=float, default=0.3)
    parser.add_argument("--workers", type=int, default=1)
    args = parser.parse_args(argv)
    jobs = [(d, args.explore) for d in deals(args.hands, args.seed)]
    if args.workers > 1:
        with get_context("fork").Pool(min(args.workers, 2)) as pool:
            hands = list(pool.imap(play, jobs, chunksize=4))
    else:
        hands = [play(j) for j in jobs]
    cut = len(hands) * 4 // 5
    parts = []
    for part in (hands[:cut], hands[cut:]):
        rows = [r for hand in part for r in hand]
        parts.append((np.array([r[0] for r in rows]), np.array([r[1] for r in rows], float),
                      np.array([r[2] for r in rows], float)))
    (xt, wt, pt), (xh, wh, ph) = parts
    win = fit(xt, wt, steps=25, start=0.0)
    points = fit_ridge(xt, pt)
    p = 1 / (1 + np.exp(-(xh @ win)))
    print(f"{len(xt) + len(xh):,} discards in {len(hands)} hands ({len(xh):,} held out); "
          f"won {float(np.mean(np.concatenate([wt, wh]))):.3f} of them")
    mean = log_loss(np.full_like(wh, wt.mean()), wh)
    print(f"win: held-out log loss {log_loss(p, wh):.4f} against {mean:.4f} for the mean alone")
    err = float(np.mean((xh @ points - ph) ** 2))
    alone = float(np.mean((ph - pt.mean()) ** 2))
    print(f"points: held-out mean squared error {err:.1f} against {alone:.1f} for the mean alone")
    # the fits' final weights, on every hand
    x = np.concatenate([xt, xh])
    print(literal("WIN_WEIGHTS", fit(x, np.concatenate([wt, wh]), steps=25, start=0.0)))
    print(literal("POINTS_WEIGHTS", fit_ridge(x, np.concatenate([pt, ph]))))
    return 0


if __name__ == "__main__":
    sys.exit(main())
