"""Fit ``table.players.danger``: which discards win which opponent's hand, in par's play.

Plays hands of four ``par`` players on the deals of ``--seed`` (apart from the bench's and
from every seed the expert is reported on). At every turn's discard while the wall lasts, for
each kind in the hand and each opponent, notes the model's inputs (``danger.features``) and
whether the kind is a legal wait of that opponent now (``Table.ready``: the engine knows).
Kinds an opponent has passed are left out (they are safe by rule). Then a logistic fit (Newton's
method, a little L2), its held-out log loss beside defence's (par's guess), and the weights as
the ``WEIGHTS`` literal.

    PYTHONPATH=py python3 -m bench.fit_danger [--hands 240] [--seed 32000000]
"""

from __future__ import annotations

import argparse
import sys

import numpy as np
from table.actions import DISCARD
from table.player import make_player
from table.players import danger, defence
from table.players.defence import passed_tiles
from tiles import PLAYING_TILES
from tiles.kinds import KIND

from tests.fixtures.deals import deal_table, deals


def collect(hands: int, seed: int) -> tuple[list[list[float]], list[int], list[float]]:
    """(features, labels, par's danger guess for the same tile) over the hands."""
    xs, ys, guess = [], [], []
    for deal in deals(hands, seed):
        table = deal_table(deal)
        players = [make_player("par", deal[0] * 4 + s) for s in range(4)]
        while not table.over:
            seat, actions = table.pending()[0]
            view = table.view(seat)
            if table.wall.left and any(a.act == DISCARD for a in actions):
                visible = [view.visible.get(t, 0) for t in PLAYING_TILES]
                kinds = sorted({KIND[t] for t in view.held})
                for other in range(4):
                    if other == seat:
                        continue
                    waits = {KIND[t] for t, points in table.ready(other) if points}
                    passed = passed_tiles(view, other)
                    rows = danger.features(view, other, visible)
                    weight = defence.readiness(view, other)
                    for k in kinds:
                        if k in passed:
                            continue
                        xs.append(rows[k])
                        ys.append(int(k in waits))
                        seen = view.visible.get(PLAYING_TILES[k], 0)
                        guess.append(weight * defence.tile_factor(k, seen))
            table.apply(seat, players[seat].choose(view, actions))
    return xs, ys, guess


def fit(x: np.ndarray, y: np.ndarray, l2: float = 1.0, steps: int = 30,
        start: float = -4.0) -> np.ndarray:
    """A logistic fit with a little L2 by Newton's method, from weights 0 but the first (the
    intercept) at `start`."""
    w = np.zeros(x.shape[1])
    w[0] = start
    for _ in range(steps):
        p = 1 / (1 + np.exp(-(x @ w)))
        grad = x.T @ (p - y) + l2 * w
        hess = (x * (p * (1 - p))[:, None]).T @ x + l2 * np.eye(len(w))
        w -= np.linalg.solve(hess, grad)
    return w


def log_loss(p: np.ndarray, y: np.ndarray) -> float:
    p = np.clip(p, 1e-6, 1 - 1e-6)
    return float(-np.mean(y * np.log(p) + (1 - y) * np.log(1 - p)))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--hands", type=int, default=240)
    parser.add_argument("--seed", type=int, default=32_000_000)
    args = parser.parse_args(argv)
    xs, ys, guess = collect(args.hands, args.seed)
    x, y, g = np.array(xs), np.array(ys, dtype=float), np.array(guess)
    cut = len(y) * 3 // 4  # hands in order: the last quarter held out
    w = fit(x[:cut], y[:cut])
    p = 1 / (1 + np.exp(-(x[cut:] @ w)))
    base = np.full(len(y) - cut, y[:cut].mean())
    print(f"# {len(y)} (opponent, kind) cases, {int(y.sum())} waits; held out {len(y) - cut}")
    print(f"# held-out log loss: fit {log_loss(p, y[cut:]):.4f}, par's guess "
          f"{log_loss(g[cut:], y[cut:]):.4f}, the mean alone {log_loss(base, y[cut:]):.4f}")
    w = fit(x, y)
    print("WEIGHTS: tuple[float, ...] = (")
    for i in range(0, len(w), 6):
        print("    " + " ".join(f"{v:.3f}," for v in w[i:i + 6]))
    print(")")
    return 0


if __name__ == "__main__":
    sys.exit(main())
