"""The tile namer: a small convolutional network learned from many tile designs
(tools/train_tiles; its model card is namer.md beside this module), which names a tile the
reader was never taught. Pure Python: the weights are read with `struct` and the forward pass
is plain arithmetic, so it runs in CPython and in Pyodide alike; with numpy installed (the
command line) namer_numpy runs the same layers faster, and a page hands it a kernel over
typed arrays (`Namer.use_kernel`) that does the whole of `Namer.name` (a row's slots from the
strip's planes to their scores) in one call.

A tile's input: its slot in the rectified strip, area-averaged to INPUT_W x INPUT_H bytes,
each colour scaled by its own 90th percentile (the face's white: the light's colour
cancelled), then standardised. The network: four 3x3 convolutions (batch norm folded in,
ReLU, a 2x2 max-pool after each of the first three), a global average pool (the tile's
feature) and a linear layer to the 42 faces' scores.

The namer may be several such networks trained alike with other seeds (an ensemble): each
names the tile and their probabilities are averaged, which reads designs never seen better
than any one of them (docs/photo-model.md, round 4).

The weights file: b"MJTN", a little-endian u32 header length, a JSON header (format version,
input size, faces, layers, and how many networks, "members", 1 when absent) and the
parameters as little-endian float16, network after network, layer by layer: each
convolution's weights (out, in, 3, 3) then biases, the linear layer's (out, in) then biases.
"""

from __future__ import annotations

import base64
import binascii
import functools
import json
import math
import struct
from dataclasses import dataclass
from itertools import repeat
from operator import add, mul
from pathlib import Path

from .errors import PhotoError

PATH = Path(__file__).with_name("namer.bin")
MAGIC = b"MJTN"
VERSION = 1
INPUT_W, INPUT_H = 32, 40
WHITE = 0.9  # the percentile taken as the face's white, per colour
WHITE_FLOOR = 8.0
SPREAD_FLOOR = 0.05


def _dot_py(a, b) -> float:
    return sum(map(mul, a, b))


_dot = getattr(math, "sumprod", _dot_py)


@dataclass(frozen=True)
class Layer:
    """A 3x3 convolution (`pool`: a 2x2 max-pool after its ReLU) or the last, linear layer:
    weights as one flat tuple (out, in[, 3, 3]) and biases."""

    kind: str
    cin: int
    cout: int
    pool: bool
    weights: tuple[float, ...]
    biases: tuple[float, ...]


@dataclass(frozen=True)
class Feature:
    """What a namer saw of a tile: its pooled features scaled to length 1, and which namer
    (`Namer.id`) saw them: a taught set keeps its tiles' features, which mean nothing to
    another namer."""

    namer: str
    values: tuple[float, ...]

    @classmethod
    def of(cls, namer: str, values) -> Feature:
        norm = math.sqrt(_dot(values, values)) or 1.0
        return cls(namer, tuple(v / norm for v in values))

    def likeness(self, other: Feature) -> float:
        """The cosine of the two tiles' features (1: alike), 0 between two namers' features."""
        if other.namer != self.namer or len(other.values) != len(self.values):
            return 0.0
        return _dot(self.values, other.values)

    def to_text(self) -> str:
        """The namer's id, a colon, and the values as base64 little-endian float16."""
        packed = struct.pack(f"<{len(self.values)}e", *self.values)
        return f"{self.namer}:{base64.b64encode(packed).decode('ascii')}"

    @classmethod
    def from_text(cls, text: str) -> Feature:
        """A stored feature; ValueError when it is damaged."""
        namer, sep, packed = str(text).partition(":")
        data = base64.b64decode(packed, validate=True)
        if not sep or not namer or not data or len(data) % 2:
            raise ValueError("a damaged tile feature")
        values = struct.unpack(f"<{len(data) // 2}e", data)
        if not all(map(math.isfinite, values)):
            raise ValueError("a damaged tile feature")
        return cls(namer, values)


class Namer:
    """The learned tile namer: `faces` in the order of its scores, its networks (`members`,
    each a tuple of layers; their probabilities averaged), `id` (its weights file's CRC-32
    and size: the features of one namer are alike only to its own), and the kernel that runs
    them (pure Python unless a page installed a faster one)."""

    def __init__(self, faces: tuple[str, ...], members: tuple[tuple[Layer, ...], ...],
                 id: str = "") -> None:
        self.faces = faces
        self.members = members
        self.id = id
        self._kernel = None
        self._numpy_members: list | None = None  # numpy's copy of members (namer_numpy)

    @classmethod
    def from_bytes(cls, data: bytes) -> Namer:
        """Read a weights file; a PhotoError ("bad_model") names what is wrong with it."""
        if len(data) < 8 or data[:4] != MAGIC:
            raise PhotoError("the tile namer's weights file is damaged (not a weights file)",
                             "bad_model")
        (size,) = struct.unpack_from("<I", data, 4)
        try:
            header = json.loads(data[8 : 8 + size].decode("utf-8"))
        except (ValueError, UnicodeDecodeError) as exc:
            raise PhotoError("the tile namer's weights file is damaged (its header)",
                             "bad_model") from exc
        if not isinstance(header, dict) or header.get("version") != VERSION or header.get(
                "input") != [3, INPUT_H, INPUT_W]:
            raise PhotoError("the tile namer's weights file is of another version",
                             "bad_model")
        payload = data[8 + size :]
        members, offset = [], 0
        try:
            for _ in range(int(header.get("members", 1))):
                layers = []
                for spec in header["layers"]:
                    kind, cin, cout = spec["kind"], int(spec["in"]), int(spec["out"])
                    n = cout * cin * (9 if kind == "conv" else 1)
                    values = struct.unpack_from(f"<{n + cout}e", payload, offset)
                    offset += 2 * (n + cout)
                    layers.append(Layer(kind, cin, cout, bool(spec.get("pool")), values[:n],
                                        values[n:]))
                members.append(tuple(layers))
            faces = tuple(header["faces"])
        except (KeyError, TypeError, ValueError, struct.error) as exc:
            raise PhotoError("the tile namer's weights file is damaged (its weights)",
                             "bad_model") from exc
        if offset != len(payload) or not members or any(
                not layers or layers[-1].kind != "linear" or layers[-1].cout != len(faces)
                or any(not all(map(math.isfinite, layer.weights + layer.biases))
                       for layer in layers) for layers in members):
            raise PhotoError("the tile namer's weights file is damaged (its size)", "bad_model")
        return cls(faces, tuple(members), f"{binascii.crc32(data):08x}-{len(data):x}")

    def use_kernel(self, kernel) -> None:
        """Name slots with `kernel(planes, width, height, spans) -> scores` instead of
        Python: the whole of `name`'s work (each slot's input prepared as `slot_input`, turned
        when asked, every network's layers, their scores combined as `combined`), its result
        each slot's feature then its scores, one after another, as a flat sequence of floats.
        The page's kernel runs in JavaScript."""
        self._kernel = kernel

    @property
    def feature_size(self) -> int:
        """The feature's length: every network's pooled feature, one after another."""
        return sum(layers[-1].cin for layers in self.members)

    def name(self, planes, width: int, height: int,
             spans: list[tuple[int, int, bool]]) -> list[tuple[list[float], list[float]]]:
        """Each slot's (feature, scores) for `spans` (x0, x1, turned) of a width x height
        strip's (r, g, b) planes: columns x0..x1 prepared as `slot_input`, turned 180 degrees
        when asked. All the slots at once: the page's kernel is one call a row."""
        if not spans:
            return []
        if self._kernel is None:
            inputs = [slot_input(planes, width, height, x0, x1) for x0, x1, _ in spans]
            return self.outputs([turned(x) if t else x
                                 for x, (_, _, t) in zip(inputs, spans, strict=True)])
        flat = self._kernel(planes, width, height, [(x0, x1, int(t)) for x0, x1, t in spans])
        k, f = self.feature_size + len(self.faces), self.feature_size
        return [(list(flat[i * k : i * k + f]), list(flat[i * k + f : (i + 1) * k]))
                for i in range(len(spans))]

    def outputs(self, inputs: list[list[float]]) -> list[tuple[list[float], list[float]]]:
        """Each prepared input's (feature, scores): the pooled features and a score a face
        (`combined` over the networks); with numpy when it is installed (the command line),
        else in pure Python."""
        try:  # numpy's speed on the command line; the page has no numpy and no such module
            from .namer_numpy import numpy_forward, numpy_layers
        except ImportError:
            forwards = [functools.partial(_forward, layers) for layers in self.members]
        else:
            if self._numpy_members is None:
                self._numpy_members = [numpy_layers(layers) for layers in self.members]
            forwards = [numpy_forward(layers, INPUT_H, INPUT_W) for layers in self._numpy_members]
        out = []
        for x in inputs:
            each = [forward(x) for forward in forwards]
            out.append(([v for feature, _ in each for v in feature],
                        combined([scores for _, scores in each])))
        return out


def combined(scores: list[list[float]]) -> list[float]:
    """One network's scores as they are; several networks' as the log of their averaged
    probabilities (so that `softmax` of the result is that average)."""
    if len(scores) == 1:
        return scores[0]
    probs = [softmax(s) for s in scores]
    return [math.log(max(sum(p[k] for p in probs) / len(probs), 1e-300))
            for k in range(len(scores[0]))]


def _forward(layers: tuple[Layer, ...], x: list[float]) -> tuple[list[float], list[float]]:
    """One network's (feature, scores) for a prepared input, in pure Python."""
    planes = [x[c * INPUT_W * INPUT_H : (c + 1) * INPUT_W * INPUT_H] for c in range(3)]
    w, h = INPUT_W, INPUT_H
    for layer in layers[:-1]:
        planes = _conv(planes, w, h, layer)
        if layer.pool:
            planes, w, h = [_pool(p, w, h) for p in planes], w // 2, h // 2
    n = w * h
    feature = [sum(p) / n for p in planes]
    head = layers[-1]
    scores = [_dot(feature, head.weights[o * head.cin : (o + 1) * head.cin]) + head.biases[o]
              for o in range(head.cout)]
    return feature, scores


def _conv(planes: list[list[float]], w: int, h: int, layer: Layer) -> list[list[float]]:
    """A 3x3 convolution (zero padding), bias and ReLU: each output pixel one dot product of
    its 3x3 x in patch with each output channel's weights."""
    pw = w + 2
    padded = []
    for p in planes:
        rows = [0.0] * pw
        for y in range(h):
            rows += [0.0] + p[y * w : (y + 1) * w] + [0.0]
        padded.append(rows + [0.0] * pw)
    k = layer.cin * 9
    kernels = [layer.weights[o * k : (o + 1) * k] for o in range(layer.cout)]
    out = [[0.0] * (w * h) for _ in range(layer.cout)]
    for y in range(h):
        starts = [(y + dy) * pw for dy in range(3)]
        for x in range(w):
            patch = [v for p in padded for s in starts for v in p[s + x : s + x + 3]]
            i = y * w + x
            for o, kernel in enumerate(kernels):
                v = _dot(patch, kernel) + layer.biases[o]
                out[o][i] = v if v > 0.0 else 0.0
    return out


def _pool(p: list[float], w: int, h: int) -> list[float]:
    """2x2 max-pool (an odd last row or column dropped)."""
    out = []
    for y in range(h // 2):
        a = p[2 * y * w : 2 * y * w + w]
        b = p[(2 * y + 1) * w : (2 * y + 1) * w + w]
        out += [max(a[2 * x], a[2 * x + 1], b[2 * x], b[2 * x + 1]) for x in range(w // 2)]
    return out


def resize(plane: bytes, width: int, height: int, x0: int, x1: int,
           out_w: int = INPUT_W, out_h: int = INPUT_H) -> list[int]:
    """Columns x0..x1 of a width x height plane resized to out_w x out_h as Pillow's BOX
    filter resizes the training crops (across first, rounded to bytes, then down). Whole
    columns and rows at a time (map over slices), not a call a pixel: the page runs this for
    every tile."""
    columns = [plane[x0 + i :: width][:height] for i in range(x1 - x0)]
    across = [0] * (out_w * height)
    for j, ws in enumerate(_box_weights(x1 - x0, out_w)):
        across[j::out_w] = _rounded(_weighted(columns, ws, height))
    rows = [across[y * out_w : (y + 1) * out_w] for y in range(height)]
    out: list[int] = []
    for ws in _box_weights(height, out_h):
        out += _rounded(_weighted(rows, ws, out_w))
    return out


def _weighted(lines: list, weights: tuple[tuple[int, float], ...], n: int) -> list[float]:
    acc = [0.0] * n
    for i, f in weights:
        acc = list(map(add, acc, map(mul, lines[i], repeat(f))))
    return acc


def _rounded(values: list[float]) -> list[int]:
    return [min(255, max(0, int(v + 0.5))) for v in values]


@functools.cache
def _box_weights(n: int, m: int) -> tuple[tuple[tuple[int, float], ...], ...]:
    """For each of m outputs over n inputs, (input, weight) pairs summing to 1: Pillow's box
    filter (the inputs whose centres fall within the output's span, alike)."""
    scale = n / m
    support = 0.5 * max(scale, 1.0)
    out = []
    for j in range(m):
        centre = (j + 0.5) * scale
        lo, hi = int(centre - support + 0.5), int(centre + support + 0.5)
        taken = [i for i in range(max(0, lo), min(n, hi))
                 if -0.5 < (i - centre + 0.5) / max(scale, 1.0) <= 0.5]
        taken = taken or [min(n - 1, int(centre))]
        out.append(tuple((i, 1.0 / len(taken)) for i in taken))
    return tuple(out)


def prepare(r: list[int], g: list[int], b: list[int]) -> list[float]:
    """The network's input from a tile's INPUT_W x INPUT_H colour planes (0..255): each
    colour divided by its WHITE percentile, then the whole standardised (as the training's
    augment.normalise)."""
    n = len(r)
    scaled = []
    for plane in (r, g, b):
        white = max(WHITE_FLOOR, float(sorted(plane)[int(WHITE * n)]))
        scaled += [v / white for v in plane]
    mean = math.fsum(scaled) / len(scaled)
    spread = math.sqrt(math.fsum((v - mean) ** 2 for v in scaled) / len(scaled))
    return [(v - mean) / (spread + SPREAD_FLOOR) for v in scaled]


def slot_input(planes, width: int, height: int, x0: int, x1: int) -> list[float]:
    """The network's input for columns x0..x1 of a strip's (r, g, b) planes."""
    r, g, b = (resize(p, width, height, x0, x1) for p in planes)
    return prepare(r, g, b)


def turned(x: list[float]) -> list[float]:
    """A prepared input turned 180 degrees: each colour plane's values in reverse."""
    n = len(x) // 3
    return [v for c in range(3) for v in reversed(x[c * n : (c + 1) * n])]


@functools.cache
def load_namer() -> Namer:
    """The shipped namer (namer.bin beside this module); a PhotoError ("bad_model") when the
    file is missing or damaged."""
    try:
        data = PATH.read_bytes()
    except OSError as exc:
        raise PhotoError("the tile namer's weights file is missing", "bad_model") from exc
    return Namer.from_bytes(data)


def softmax(scores: list[float]) -> list[float]:
    top = max(scores)
    e = [math.exp(s - top) for s in scores]
    total = sum(e)
    return [v / total for v in e]
