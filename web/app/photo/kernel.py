"""The tile namer in JavaScript over typed arrays, for the page: one call names every slot of
a row, from the strip's colour planes to the faces' scores. Python's part in Pyodide is
the crossing, once a row; in pure Python the same work took about a second a tile, and with
the input prepared in Python and one call a tile, 30-200 ms a tile as the load goes
(docs/photo-model.md).

The kernel does what photo.namer does, in the same order: each slot resized as Pillow's BOX
filter does (across, rounded to bytes, then down; the very bytes of `namer.resize`), each
colour divided by its 90th percentile, standardised, turned 180 degrees when asked, then the
layers of each of the namer's networks, their scores combined as `namer.combined` does (one
network's as they are, several networks' as the log of their averaged probabilities). The
layers keep each pixel's channels together (height, width, channel): for each output pixel
and input channel, the nine taps' values are read once and the innermost loop runs over the
output channels with their weights side by side (nine products added to each output at a
time), skipping an input channel whose nine values ReLU left at zero. The sums are
photo.namer's, added in another order (they agree to 1e-12).
"""

from __future__ import annotations

from array import array

from js import Float64Array, Function, Int32Array, Uint8Array
from pyodide.ffi import to_js

# (weights: Float64Array, every network's one after another, spec: [[kind, in, out, pool],
# ...] (each network's layers), members: how many networks, width, height, floors)
# -> the kernel (rgb: Uint8Array, the three planes one after another, stripWidth, stripHeight,
# spans: Int32Array of (x0, x1, turned) a slot) -> Float64Array (each slot's feature, scores)
SOURCE = """
const [WHITE, WHITE_FLOOR, SPREAD_FLOOR] = floors;
const W0 = width, H0 = height, N0 = W0 * H0;
const nets = [];
let off = 0;
for (let m = 0; m < members; m++) {
  const layers = [];
  for (const [kind, cin, cout, pool] of spec) {
    const taps = kind === "conv" ? 9 : 1, n = cout * cin * taps;
    const src = weights.subarray(off, off + n), w = new Float64Array(n);
    // conv: (out, in, 3, 3) -> (in, 3, 3, out): an input's weights for every output together
    if (kind === "conv") {
      for (let co = 0; co < cout; co++)
        for (let k = 0; k < cin * 9; k++) w[k * cout + co] = src[co * cin * 9 + k];
    } else w.set(src);
    layers.push({cin, cout, pool, w, b: weights.slice(off + n, off + n + cout)});
    off += n + cout;
  }
  nets.push({head: layers[layers.length - 1], convs: layers.slice(0, -1)});
}
const convs = nets[0].convs, Fm = nets[0].head.cin, F = Fm * members, K = nets[0].head.cout;

// Pillow's BOX filter: for each of m outputs over n inputs, the inputs taken (each weighing
// 1 / how many), as photo.namer._box_weights.
const boxes = new Map();
function box(n, m) {
  const key = n * 4096 + m;
  if (boxes.has(key)) return boxes.get(key);
  const scale = n / m, wide = Math.max(scale, 1.0), support = 0.5 * wide, out = [];
  for (let j = 0; j < m; j++) {
    const centre = (j + 0.5) * scale;
    const lo = Math.trunc(centre - support + 0.5), hi = Math.trunc(centre + support + 0.5);
    let taken = [];
    for (let i = Math.max(0, lo); i < Math.min(n, hi); i++) {
      const d = (i - centre + 0.5) / wide;
      if (-0.5 < d && d <= 0.5) taken.push(i);
    }
    if (!taken.length) taken = [Math.min(n - 1, Math.trunc(centre))];
    out.push([taken, 1.0 / taken.length]);
  }
  boxes.set(key, out);
  return out;
}
const rounded = (v) => Math.min(255, Math.max(0, Math.trunc(v + 0.5)));

// A slot's input, (channel, y, x) as photo.namer.slot_input makes it (turned: each plane
// reversed), into x (Float64Array of 3 * N0).
let across = new Float64Array(0), acc = new Float64Array(0);
const hist = new Int32Array(256);
function prepare(rgb, sw, sh, x0, x1, turned, x) {
  const plane = sw * sh, colsBox = box(x1 - x0, W0), rowsBox = box(sh, H0);
  if (across.length < W0 * sh) across = new Float64Array(W0 * sh);
  if (acc.length < Math.max(W0, sh)) acc = new Float64Array(Math.max(W0, sh));
  for (let c = 0; c < 3; c++) {
    const base = c * plane, ob = c * N0;
    for (let j = 0; j < W0; j++) {
      const [taken, f] = colsBox[j];
      acc.fill(0, 0, sh);
      for (const i of taken) {
        const col = base + x0 + i;
        for (let y = 0; y < sh; y++) acc[y] = acc[y] + rgb[col + y * sw] * f;
      }
      for (let y = 0; y < sh; y++) across[y * W0 + j] = rounded(acc[y]);
    }
    for (let oy = 0; oy < H0; oy++) {
      const [taken, f] = rowsBox[oy];
      acc.fill(0, 0, W0);
      for (const i of taken) {
        for (let j = 0; j < W0; j++) acc[j] = acc[j] + across[i * W0 + j] * f;
      }
      for (let j = 0; j < W0; j++) x[ob + oy * W0 + j] = rounded(acc[j]);
    }
    hist.fill(0);
    for (let i = 0; i < N0; i++) hist[x[ob + i]]++;
    const rank = Math.trunc(WHITE * N0);
    let v = 0, seen = hist[0];
    while (seen <= rank) seen += hist[++v];
    const white = Math.max(WHITE_FLOOR, v);
    for (let i = 0; i < N0; i++) x[ob + i] = x[ob + i] / white;
  }
  const n = 3 * N0;
  let sum = 0;
  for (let i = 0; i < n; i++) sum += x[i];
  const mean = sum / n;
  let dev = 0;
  for (let i = 0; i < n; i++) dev += (x[i] - mean) ** 2;
  const spread = Math.sqrt(dev / n) + SPREAD_FLOOR;
  for (let i = 0; i < n; i++) x[i] = (x[i] - mean) / spread;
  if (turned) {
    for (let c = 0; c < 3; c++) x.subarray(c * N0, (c + 1) * N0).reverse();
  }
}

// One network's layers on one input (channel, y, x): its feature to out[fb..], its scores to
// scores[0..K).
const sizes = [];
{
  let w = W0, h = H0;
  for (const L of convs) {
    sizes.push(h * w * L.cout);
    if (L.pool) { w >>= 1; h >>= 1; }
  }
}
const bufA = new Float64Array(Math.max(3 * N0, ...sizes)), bufB = new Float64Array(bufA.length);
const at = new Int32Array(9);
function forward(net, x, out, fb, scores) {
  const head = net.head;
  let w = W0, h = H0, a = bufA, o = bufB;
  for (let c = 0; c < 3; c++)  // (channel, y, x) -> (y, x, channel)
    for (let i = 0; i < N0; i++) a[i * 3 + c] = x[c * N0 + i];
  for (const L of net.convs) {
    const cin = L.cin, cout = L.cout, wt = L.w, bs = L.b;
    for (let y = 0; y < h; y++) {
      for (let xx = 0; xx < w; xx++) {
        const ob = (y * w + xx) * cout;
        for (let co = 0; co < cout; co++) o[ob + co] = bs[co];
        const rows = [y > 0 ? (y - 1) * w : -1, y * w, y < h - 1 ? (y + 1) * w : -1];
        const cols = [xx > 0 ? xx - 1 : -1, xx, xx < w - 1 ? xx + 1 : -1];
        for (let t = 0; t < 9; t++) {
          const r = rows[(t / 3) | 0], c = cols[t % 3];
          at[t] = r < 0 || c < 0 ? -1 : (r + c) * cin;
        }
        for (let ci = 0; ci < cin; ci++) {
          const v0 = at[0] < 0 ? 0 : a[at[0] + ci], v1 = at[1] < 0 ? 0 : a[at[1] + ci],
            v2 = at[2] < 0 ? 0 : a[at[2] + ci], v3 = at[3] < 0 ? 0 : a[at[3] + ci],
            v4 = a[at[4] + ci], v5 = at[5] < 0 ? 0 : a[at[5] + ci],
            v6 = at[6] < 0 ? 0 : a[at[6] + ci], v7 = at[7] < 0 ? 0 : a[at[7] + ci],
            v8 = at[8] < 0 ? 0 : a[at[8] + ci];
          if (v0 === 0 && v1 === 0 && v2 === 0 && v3 === 0 && v4 === 0 && v5 === 0 &&
              v6 === 0 && v7 === 0 && v8 === 0) continue;
          const b0 = ci * 9 * cout, b1 = b0 + cout, b2 = b1 + cout, b3 = b2 + cout,
            b4 = b3 + cout, b5 = b4 + cout, b6 = b5 + cout, b7 = b6 + cout, b8 = b7 + cout;
          for (let co = 0; co < cout; co++) {
            o[ob + co] += v0 * wt[b0 + co] + v1 * wt[b1 + co] + v2 * wt[b2 + co] +
              v3 * wt[b3 + co] + v4 * wt[b4 + co] + v5 * wt[b5 + co] + v6 * wt[b6 + co] +
              v7 * wt[b7 + co] + v8 * wt[b8 + co];
          }
        }
        for (let co = 0; co < cout; co++) if (o[ob + co] < 0) o[ob + co] = 0;
      }
    }
    [a, o] = [o, a];
    if (L.pool) {
      const w2 = w >> 1, h2 = h >> 1;
      for (let y = 0; y < h2; y++) {
        for (let xx = 0; xx < w2; xx++) {
          const i = ((2 * y) * w + 2 * xx) * cout, j = i + w * cout, ob = (y * w2 + xx) * cout;
          for (let c = 0; c < cout; c++) {
            o[ob + c] = Math.max(a[i + c], a[i + cout + c], a[j + c], a[j + cout + c]);
          }
        }
      }
      [a, o] = [o, a];
      w = w2; h = h2;
    }
  }
  const n = w * h;
  for (let c = 0; c < Fm; c++) {
    let s = 0;
    for (let i = 0; i < n; i++) s += a[i * Fm + c];
    out[fb + c] = s / n;
  }
  for (let k = 0; k < K; k++) {
    let s = 0;
    for (let c = 0; c < Fm; c++) s += out[fb + c] * head.w[k * Fm + c];
    scores[k] = s + head.b[k];
  }
}

const x = new Float64Array(3 * N0), scores = new Float64Array(K), mean = new Float64Array(K);
return function (rgb, sw, sh, spans) {
  const count = spans.length / 3, out = new Float64Array(count * (F + K));
  for (let t = 0; t < count; t++) {
    const base = t * (F + K);
    prepare(rgb, sw, sh, spans[3 * t], spans[3 * t + 1], spans[3 * t + 2] !== 0, x);
    if (members === 1) {
      forward(nets[0], x, out, base, scores);
      out.set(scores, base + F);
      continue;
    }
    // several networks: the log of their averaged probabilities (photo.namer.combined)
    mean.fill(0);
    for (let m = 0; m < members; m++) {
      forward(nets[m], x, out, base + m * Fm, scores);
      let top = -Infinity, total = 0;
      for (let k = 0; k < K; k++) top = Math.max(top, scores[k]);
      for (let k = 0; k < K; k++) { scores[k] = Math.exp(scores[k] - top); total += scores[k]; }
      for (let k = 0; k < K; k++) mean[k] += scores[k] / total;
    }
    for (let k = 0; k < K; k++) out[base + F + k] = Math.log(Math.max(mean[k] / members, 1e-300));
  }
  return out;
};
"""


def _float64(values) -> object:
    """A JavaScript Float64Array holding `values` (copied into a buffer of its own, so it is
    aligned and outlives Python's bytes)."""
    return Float64Array.new(Uint8Array.new(to_js(array("d", values).tobytes())).buffer)


def install(namer) -> None:
    """Name tiles with the JavaScript kernel from now on (`namer`: a photo.namer.Namer)."""
    from photo.namer import INPUT_H, INPUT_W, SPREAD_FLOOR, WHITE, WHITE_FLOOR

    first = namer.members[0]
    spec = to_js([[layer.kind, layer.cin, layer.cout, layer.pool] for layer in first])
    weights = _float64([v for layers in namer.members for layer in layers
                        for v in layer.weights + layer.biases])
    make = Function.new("weights", "spec", "members", "width", "height", "floors", SOURCE)
    kernel = make(weights, spec, len(namer.members), INPUT_W, INPUT_H,
                  to_js([WHITE, WHITE_FLOOR, SPREAD_FLOOR]))

    def run(planes, width: int, height: int, spans) -> list[float]:
        rgb = Uint8Array.new(to_js(b"".join(planes)))
        where = Int32Array.new(to_js([int(v) for span in spans for v in span]))
        result = kernel(rgb, width, height, where)
        return array("d", bytes(result.to_bytes())).tolist()

    namer.use_kernel(run)
