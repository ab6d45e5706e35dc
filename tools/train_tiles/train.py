"""Train the tile namer (photo's learned model) and measure it on designs held out of training.

    python3 -m venv /work/venv-train
    /work/venv-train/bin/pip install -r tools/train_tiles/requirements.txt
    /work/venv-train/bin/python tools/train_tiles/train.py lodo --folds halves --steps 1500
        # the held-out table (docs/photo-model.md) and tools/train_tiles/heldout/half-*.bin
    ... lodo --folds halves --half 1 --train-seed 40 --heldout DIR
        # one half only, another torch seed, weights elsewhere (round 3: bench.namer_seeds)
    ... lodo --folds halves --half 1 --teachers DIR [DIR ...] --heldout DIR
        # a namer distilled from the averaged probabilities of the half-1.bin in each DIR
    /work/venv-train/bin/python tools/train_tiles/train.py final --steps 3000
        # the shipped weights, py/photo/namer.bin
    --members K (lodo --folds halves, final): K networks trained alike with torch seeds
        --train-seed, +1, ..., their probabilities averaged by the reader (round 4)

Fixed seeds (Python's random for the augmentations, torch's for the weights), one thread's
worth of work at a time: the same command gives the same weights on this machine.
"""

from __future__ import annotations

import argparse
import json
import random
import struct
import sys
import time
from pathlib import Path

import torch
from torch import nn

sys.path.insert(0, str(Path(__file__).resolve().parent))
import augment  # noqa: E402
import data  # noqa: E402

SEED = 39
HELDOUT = Path(__file__).resolve().parent / "heldout"
WIDTHS = (16, 32, 64, 96)


class Net(nn.Module):
    """Four 3x3 convolutions (batch norm, ReLU; max-pool after the first three), global
    average pool to a feature, a linear layer to the 42 faces."""

    def __init__(self, widths=WIDTHS, classes=None):
        super().__init__()
        layers, cin = [], 3
        for i, c in enumerate(widths):
            layers += [nn.Conv2d(cin, c, 3, padding=1, bias=False), nn.BatchNorm2d(c), nn.ReLU()]
            if i < len(widths) - 1:
                layers.append(nn.MaxPool2d(2))
            cin = c
        self.body = nn.Sequential(*layers)
        self.drop = nn.Dropout(0.2)
        self.head = nn.Linear(cin, classes or len(data.FACES))

    def features(self, x):
        return self.body(x).mean(dim=(2, 3))

    def forward(self, x):
        return self.head(self.drop(self.features(x)))


def by_design(samples):
    out = {}
    for s in samples:
        out.setdefault(s[0], []).append(s)
    return out


def augmented(sample, group, rng):
    """One augmented W x H crop of `sample` (a single tile is laid in a row of its design)."""
    design, face, image, box = sample
    if box == (0, 0, image.width, image.height):
        left, right = rng.choice(group), rng.choice(group)
        image, box = augment.as_row(image, box, left[2].crop(left[3]), right[2].crop(right[3]),
                                    rng)
    return augment.pixels(augment.cut(image, box, rng))


def build_pool(samples, per_design: int, seed: int = SEED, log=print):
    """{design: (N x H x W x 3 bytes, N labels)}: `per_design` augmented crops of each
    design's tiles, drawn in turn (each tile as often as the others), seeded."""
    rng = random.Random(seed)
    pool = {}
    for design, group in sorted(by_design(samples).items()):
        t0 = time.time()
        order = [group[i % len(group)] for i in range(per_design)]
        xs = [augmented(s, group, rng) for s in order]
        pool[design] = (torch.stack(xs), torch.tensor([data.INDEX[s[1]] for s in order]))
        log(f"  pool {design}: {per_design} from {len(group)} tiles, {time.time() - t0:.0f}s")
    return pool


class Folded(nn.Module):
    """A weights file (photo.namer's format: batch norm folded in) as a torch module: a
    teacher whose probabilities a distilled namer learns."""

    def __init__(self, path: Path):
        super().__init__()
        sys.path.insert(0, str(data.ROOT / "py"))
        from photo.namer import Namer

        self.members = [
            ([(torch.tensor(x.weights).view(x.cout, x.cin, 3, 3), torch.tensor(x.biases), x.pool)
              for x in layers[:-1]],
             (torch.tensor(layers[-1].weights).view(layers[-1].cout, layers[-1].cin),
              torch.tensor(layers[-1].biases)))
            for layers in Namer.from_bytes(Path(path).read_bytes()).members]

    def forward(self, x):
        """Scores whose softmax is the networks' averaged probabilities (as the reader's)."""
        probs = []
        for convs, head in self.members:
            a = x
            for w, b, pool in convs:
                a = torch.relu(nn.functional.conv2d(a, w, b, padding=1))
                if pool:
                    a = nn.functional.max_pool2d(a, 2)
            probs.append(torch.softmax(nn.functional.linear(a.mean(dim=(2, 3)), *head), dim=1))
        return torch.log(sum(probs) / len(probs))


def soft_targets(pool, designs, teachers: list[Path]) -> dict[str, torch.Tensor]:
    """{design: N x faces}: the teachers' probabilities averaged on each of the pool's crops
    (the very crops the distilled namer learns from)."""
    nets = [Folded(t) for t in teachers]
    out = {}
    with torch.no_grad():
        for d in designs:
            x = pool[d][0]
            acc = torch.zeros(len(x), len(data.FACES))
            for i in range(0, len(x), 400):
                xb = augment.normalise(x[i : i + 400])
                acc[i : i + 400] = sum(torch.softmax(n(xb), dim=1) for n in nets) / len(nets)
            out[d] = acc
    return out


def train(pool, designs, steps: int, seed: int = SEED, log=print, targets=None,
          widths=WIDTHS) -> Net:
    """A net trained `steps` batches of 64 from the pool's `designs`, each design equally;
    with `targets` ({design: N x faces}, soft_targets), it learns those probabilities (a
    distilled namer) instead of the labels."""
    torch.manual_seed(seed)
    gen = torch.Generator().manual_seed(seed)
    xs = [pool[d][0] for d in designs]
    ys = [pool[d][1] for d in designs]
    soft = torch.cat([targets[d] for d in designs]) if targets else None
    weights = torch.cat([torch.full((len(y),), 1.0 / len(y)) for y in ys])
    x_all, y_all = torch.cat(xs), torch.cat(ys)
    net = Net(widths)
    opt = torch.optim.AdamW(net.parameters(), lr=3e-3, weight_decay=1e-3)
    sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=4e-3, total_steps=steps)
    loss_fn = nn.CrossEntropyLoss(label_smoothing=0.05)
    net.train()
    t0, total = time.time(), 0.0
    for step in range(steps):
        idx = torch.multinomial(weights, 64, replacement=True, generator=gen)
        out = net(augment.normalise(x_all[idx]))
        loss = (loss_fn(out, y_all[idx]) if soft is None else
                -(soft[idx] * torch.log_softmax(out, dim=1)).sum(dim=1).mean())
        opt.zero_grad()
        loss.backward()
        opt.step()
        sched.step()
        total += loss.item()
        if (step + 1) % 250 == 0:
            log(f"  step {step + 1}/{steps} loss {total / 250:.3f} {time.time() - t0:.0f}s")
            total = 0.0
    net.eval()
    return net


def evaluate(net: Net, samples) -> dict[str, tuple[int, int, int]]:
    """Per design: (tiles, right first, right among the first four), each tile cut at its
    labelled box without augmentation."""
    out = {}
    rng = random.Random(0)
    with torch.no_grad():
        for design, group in sorted(by_design(samples).items()):
            x = augment.normalise(torch.stack([
                augment.pixels(augment.cut(im, box, rng, strong=False))
                for _, _, im, box in group]))
            y = torch.tensor([data.INDEX[f] for _, f, _, _ in group])
            top = net(x).topk(4, dim=1).indices
            out[design] = (len(group), int((top[:, 0] == y).sum()),
                           int((top == y.view(-1, 1)).any(dim=1).sum()))
    return out


def export(nets: list[Net], path: Path) -> None:
    """The weights file photo.namer reads: batch norm folded into each convolution; several
    networks one after another (the reader averages their probabilities)."""
    values = []
    for net in nets:
        layers, net_values = _folded(net)
        values += net_values
    flat = torch.cat(values).to(torch.float16)
    header = {"version": 1, "input": [3, augment.H, augment.W], "faces": list(data.FACES),
              "layers": layers}
    if len(nets) > 1:
        header["members"] = len(nets)
    header = json.dumps(header, separators=(",", ":")).encode()
    payload = struct.pack(f"<{flat.numel()}e", *flat.tolist())
    path.write_bytes(b"MJTN" + struct.pack("<I", len(header)) + header + payload)


def _folded(net: Net):
    """(the layers' spec, their values) of one network, batch norm folded in."""
    layers, values = [], []
    mods = list(net.body)
    i = 0
    while i < len(mods):
        conv, bn = mods[i], mods[i + 1]
        pool = i + 3 < len(mods) and isinstance(mods[i + 3], nn.MaxPool2d)
        scale = bn.weight / torch.sqrt(bn.running_var + bn.eps)
        w = conv.weight * scale.view(-1, 1, 1, 1)
        b = bn.bias - bn.running_mean * scale
        layers.append({"kind": "conv", "in": conv.in_channels, "out": conv.out_channels,
                       "pool": pool})
        values += [w.detach().flatten(), b.detach().flatten()]
        i += 4 if pool else 3
    layers.append({"kind": "linear", "in": net.head.in_features, "out": net.head.out_features})
    values += [net.head.weight.detach().flatten(), net.head.bias.detach().flatten()]
    return layers, values


FOLDS = (("A",), ("X",), ("C",), ("B",), ("cam1", "cam2"), ("cam3", "cam4"), ("cam5", "cam6"),
         ("cam7", "cam8"), ("cam9", "cam10"))
# Two trainings that hold out every real design once, half of them at a time: a stricter
# bound than one design out (half the designs to learn from) at a fraction of the cost.
HALVES = (("A", "C", "cam1", "cam3", "cam5", "cam7", "cam9"),
          ("X", "B", "cam2", "cam4", "cam6", "cam8", "cam10"))


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("what", choices=("lodo", "final"))
    ap.add_argument("--steps", type=int, default=2000)
    ap.add_argument("--per-design", type=int, default=1200)
    ap.add_argument("--folds", default="", help="comma-separated fold numbers (lodo)")
    ap.add_argument("--half", type=int, choices=(1, 2), help="with --folds halves: only this half")
    ap.add_argument("--heldout", default=str(HELDOUT),
                    help="where --folds halves writes half-N.bin")
    ap.add_argument("--train-seed", type=int, default=SEED,
                    help="torch's seed for the weights and batches (the pool keeps SEED)")
    ap.add_argument("--widths", default=",".join(map(str, WIDTHS)),
                    help="the convolutions' channels (round 4: a wider network)")
    ap.add_argument("--members", type=int, default=1,
                    help="train this many networks (seeds --train-seed, +1, ...) into one "
                         "weights file, their probabilities averaged (halves and final)")
    ap.add_argument("--teachers", nargs="+", default=[],
                    help="folders of half-N.bin (lodo) or weights files (final): the namer "
                         "learns their averaged probabilities (distilled)")
    ap.add_argument("--weights", default=str(data.ROOT / "py" / "photo" / "namer.bin"))
    ap.add_argument("--out", default=str(Path(__file__).resolve().parent / "out"))
    args = ap.parse_args()
    widths = tuple(int(w) for w in args.widths.split(","))
    torch.set_num_threads(1)
    out = Path(args.out)
    out.mkdir(exist_ok=True)
    samples = data.real_samples() + data.art_samples()
    try:
        import draw
        samples += draw.drawn_samples(SEED)
    except ImportError:
        pass
    print(f"{len(samples)} samples: " + ", ".join(
        f"{d} {len(g)}" for d, g in sorted(by_design(samples).items())), flush=True)
    pool_file = out / f"pool-{args.per_design}.pt"
    if pool_file.exists():
        pool = torch.load(pool_file)
    else:
        pool = build_pool(samples, args.per_design, log=lambda m: print(m, flush=True))
        torch.save(pool, pool_file)
    if args.what == "lodo":
        folds = (HALVES if args.folds == "halves" else
                 [FOLDS[int(k)] for k in args.folds.split(",")] if args.folds else FOLDS)
        rows = {}
        for k, held in enumerate(folds, start=1):
            if args.half and k != args.half:
                continue
            print(f"held out: {' '.join(held)}", flush=True)
            designs = [d for d in sorted(pool) if d not in held]
            teachers = [Path(t) / f"half-{k}.bin" for t in args.teachers]
            targets = soft_targets(pool, designs, teachers) if teachers else None
            nets = [train(pool, designs, args.steps, seed=args.train_seed + m,
                          log=lambda msg: print(msg, flush=True), targets=targets,
                          widths=widths)
                    for m in range(args.members if args.folds == "halves" else 1)]
            if args.folds == "halves":  # the held-out namers bench.photo_namer reads with
                heldout = Path(args.heldout)
                heldout.mkdir(exist_ok=True)
                export(nets, heldout / f"half-{k}.bin")
                net = Folded(heldout / f"half-{k}.bin")
            else:
                net = nets[0]
            result = evaluate(net, [s for s in samples if s[0] in held])
            for design, (n, top1, top4) in result.items():
                rows[design] = (n, top1, top4)
                print(f"  {design}: {n} tiles, {100 * top1 / n:.1f} % first, "
                      f"{100 * top4 / n:.1f} % among four", flush=True)
            (out / "lodo.json").write_text(json.dumps(rows, indent=1))
        n = sum(r[0] for r in rows.values())
        print(f"all held out: {n} tiles, {100 * sum(r[1] for r in rows.values()) / n:.1f} % "
              f"first, {100 * sum(r[2] for r in rows.values()) / n:.1f} % among four")
    else:
        targets = soft_targets(pool, sorted(pool), [Path(t) for t in args.teachers]
                               ) if args.teachers else None
        nets = [train(pool, sorted(pool), args.steps, seed=args.train_seed + m,
                      log=lambda msg: print(msg, flush=True), targets=targets,
                      widths=widths)
                for m in range(args.members)]
        export(nets, Path(args.weights))
        print(json.dumps(evaluate(Folded(Path(args.weights)), data.real_samples())))
    return 0


if __name__ == "__main__":
    sys.exit(main())
