"""The tile namer's forward pass with numpy, for the command line, the tests and the
benchmarks when numpy is installed (about ten times the pure Python's speed): the same
layers and sums as photo.namer's. Not shipped to the page (no numpy there: app.manifest LEFT_OUT
leaves this module out of photo.zip; the page runs its JavaScript kernel)."""

from __future__ import annotations

import numpy as np

from .namer import INPUT_H, INPUT_W, Namer


def numpy_forward(namer: Namer, member: int = 0):
    """The forward pass (x -> (feature, scores)) of `namer`'s network `member`, with numpy."""
    if not hasattr(namer, "_np_members"):
        namer._np_members = [[
            (np.array(layer.weights, dtype=np.float64).reshape(
                layer.cout, layer.cin, *((3, 3) if layer.kind == "conv" else ())),
             np.array(layer.biases, dtype=np.float64), layer.pool)
            for layer in layers] for layers in namer.members]
    layers = namer._np_members[member]

    def forward(x: list[float]) -> tuple[list[float], list[float]]:
        a = np.array(x, dtype=np.float64).reshape(3, INPUT_H, INPUT_W)
        for w, b, pool in layers[:-1]:
            _, h, wd = a.shape
            p = np.pad(a, ((0, 0), (1, 1), (1, 1)))
            cols = np.stack([p[:, dy : dy + h, dx : dx + wd]
                             for dy in range(3) for dx in range(3)], axis=1)  # in, 9, h, w
            out = np.tensordot(w.reshape(w.shape[0], -1), cols.reshape(-1, h * wd), 1)
            a = np.maximum(out + b[:, None], 0.0).reshape(-1, h, wd)
            if pool:
                c, h, wd = a.shape
                a = a[:, : h // 2 * 2, : wd // 2 * 2].reshape(c, h // 2, 2, wd // 2, 2).max(
                    axis=(2, 4))
        feature = a.mean(axis=(1, 2))
        w, b, _ = layers[-1]
        return feature.tolist(), (w @ feature + b).tolist()

    return forward
