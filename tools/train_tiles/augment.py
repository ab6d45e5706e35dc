"""Phone-photo augmentations of one labelled tile, and the model's input made from a crop.

A sample is cut as the reader's finder would hand it over: the labelled box moved and
resized a little (the slot's cropping errors), sometimes widened into a neighbour's edge,
through a small perspective and tilt, at a random small size (a tile 20-64 px tall in the
photo), blurred, noised, JPEG-compressed, under another light and white balance and a cast
shadow, now and then turned upside down. Single-tile crops are first laid in a short row
between two other tiles of their design, so that a neighbour's edge is a real tile's.
"""

from __future__ import annotations

import io
import math
import random

import torch
from PIL import Image, ImageFilter

W, H = 32, 40  # the model's input: photo.model.INPUT_W, INPUT_H


def as_row(image: Image.Image, box, left: Image.Image, right: Image.Image, rng: random.Random):
    """A crop laid between two neighbours (each scaled to its height), with small gaps."""
    x0, y0, x1, y1 = box
    tile = image.crop(box)
    h = tile.height
    gap = int(h * rng.uniform(0.0, 0.06))
    bg = tuple(rng.randint(20, 200) for _ in range(3))
    nl = left.resize((max(1, round(left.width * h / left.height)), h))
    nr = right.resize((max(1, round(right.width * h / right.height)), h))
    pad = int(h * 0.3)
    canvas = Image.new("RGB", (nl.width + nr.width + tile.width + 2 * gap, h + 2 * pad), bg)
    canvas.paste(nl, (0, pad))
    canvas.paste(tile, (nl.width + gap, pad))
    canvas.paste(nr, (nl.width + 2 * gap + tile.width, pad))
    return canvas, (nl.width + gap, pad, nl.width + gap + tile.width, pad + h)


def cut(image: Image.Image, box, rng: random.Random, strong: bool = True) -> Image.Image:
    """The box cut through a jittered quad at a random small size, then scaled to W x H."""
    x0, y0, x1, y1 = box
    w, h = x1 - x0, y1 - y0
    j = 0.06 if strong else 0.0
    left = x0 + w * rng.gauss(0, j)
    right = x1 + w * rng.gauss(0, j)
    top = y0 + h * rng.gauss(0, j)
    bottom = y1 + h * rng.gauss(0, j)
    if strong and rng.random() < 0.3:  # widened into a neighbour's edge
        if rng.random() < 0.5:
            left -= w * rng.uniform(0.05, 0.3)
        else:
            right += w * rng.uniform(0.05, 0.3)
    if strong and rng.random() < 0.2:  # the slot misses part of the tile
        if rng.random() < 0.5:
            left += w * rng.uniform(0.03, 0.15)
        else:
            right -= w * rng.uniform(0.03, 0.15)
    quad = [(left, top), (left, bottom), (right, bottom), (right, top)]
    if strong:
        angle = math.radians(rng.gauss(0, 3))
        cx, cy = (left + right) / 2, (top + bottom) / 2
        ca, sa = math.cos(angle), math.sin(angle)
        quad = [(cx + (x - cx) * ca - (y - cy) * sa + w * rng.gauss(0, 0.025),
                 cy + (x - cx) * sa + (y - cy) * ca + h * rng.gauss(0, 0.025)) for x, y in quad]
    size_h = rng.randint(20, 64) if strong else 2 * H
    size_w = max(8, round(size_h * W / H))
    data = [c for p in quad for c in p]
    tile = image.transform((size_w, size_h), Image.QUAD, data, Image.BILINEAR)
    if strong:
        tile = photometric(tile, rng)
    return tile.resize((W, H), Image.BOX)


def photometric(tile: Image.Image, rng: random.Random) -> Image.Image:
    if rng.random() < 0.4:
        tile = tile.filter(ImageFilter.GaussianBlur(rng.uniform(0.2, 0.8)))
    t = torch.frombuffer(bytearray(tile.tobytes()), dtype=torch.uint8).float()
    t = t.view(tile.height, tile.width, 3) / 255
    gain = torch.tensor([rng.uniform(0.8, 1.15), rng.uniform(0.85, 1.1), rng.uniform(0.7, 1.15)])
    t = t * gain * rng.uniform(0.55, 1.25)
    t = (t - 0.5) * rng.uniform(0.7, 1.2) + 0.5
    if rng.random() < 0.4:  # a cast shadow: a ramp across the tile
        ys = torch.linspace(0, 1, tile.height).view(-1, 1, 1)
        xs = torch.linspace(0, 1, tile.width).view(1, -1, 1)
        a, b = rng.uniform(-1, 1), rng.uniform(-1, 1)
        ramp = (a * xs + b * ys - min(0, a) - min(0, b)) / (abs(a) + abs(b) + 1e-6)
        t = t * (1 - rng.uniform(0.2, 0.6) * ramp)
    t = t + torch.randn(t.shape, generator=_gen(rng)) * rng.uniform(0, 0.05)
    t = (t.clamp(0, 1) * 255).round().to(torch.uint8)
    tile = Image.frombytes("RGB", (tile.width, tile.height), bytes(t.flatten().tolist()))
    if rng.random() < 0.3:
        buf = io.BytesIO()
        tile.save(buf, "JPEG", quality=rng.randint(30, 90))
        tile = Image.open(io.BytesIO(buf.getvalue())).convert("RGB")
    if rng.random() < 0.1:
        tile = tile.rotate(180)
    return tile


def _gen(rng: random.Random) -> torch.Generator:
    return torch.Generator().manual_seed(rng.getrandbits(62))


def pixels(tile: Image.Image) -> torch.Tensor:
    """A W x H tile's bytes, H x W x 3 uint8."""
    return torch.tensor(list(tile.tobytes()), dtype=torch.uint8).view(H, W, 3)


def normalise(batch: torch.Tensor) -> torch.Tensor:
    """The model's input from N x H x W x 3 bytes: each channel scaled by its 90th percentile
    (the face's white: the light's colour cancelled), then each tile standardised. As
    photo.model.prepare does it, value for value."""
    t = batch.to(torch.float64).permute(0, 3, 1, 2).reshape(batch.shape[0], 3, -1)
    n = t.shape[2]
    q = t.sort(dim=2).values[:, :, int(0.9 * n)].clamp(min=8.0)
    t = t / q.unsqueeze(2)
    flat = t.reshape(t.shape[0], -1)
    mean = flat.mean(dim=1, keepdim=True)
    std = flat.std(dim=1, unbiased=False, keepdim=True)
    flat = (flat - mean) / (std + 0.05)
    return flat.view(batch.shape[0], 3, H, W).float()
