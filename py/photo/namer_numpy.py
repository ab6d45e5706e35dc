"""The tile namer's forward pass with numpy, for the command line, the tests and the
benchmarks when numpy is installed (about ten times the pure Python's speed): the same
layers and sums as photo.namer's. Not shipped to the page (no numpy there: app.manifest LEFT_OUT
leaves this module out of photo.zip; the page runs its JavaScript kernel)."""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np


def numpy_layers(layers: Sequence) -> list[tuple]:
    """One network's layers (photo.namer's ``Layer``s) as numpy arrays: (weights, biases, pool)."""
    return [(np.array(layer.weights, dtype=np.float64).reshape(
                layer.cout, layer.cin, *((3, 3) if layer.kind == "conv" else ())),
             np.array(layer.biases, dtype=np.float64), layer.pool)
            for layer in layers]


def numpy_forward(layers: list[tuple], height: int, width: int):
    """The forward pass (x -> (feature, scores)) of one network, its layers as `numpy_layers`
    gives them, over inputs of 3 planes of `height` x `width`, with numpy."""

    def forward(x: list[float]) -> tuple[list[float], list[float]]:
        a = np.array(x, dtype=np.float64).reshape(3, height, width)
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
