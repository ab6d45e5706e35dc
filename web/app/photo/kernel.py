"""The tile namer's layers in JavaScript over typed arrays, for the page: the reader's pure
Python forward pass takes about a second a tile in Pyodide, this kernel a few milliseconds
(docs/photo-model.md has the figures). Python prepares each tile's input and reads the
scores; the kernel only runs the sums, in the order and with the weights photo.namer uses.
"""

from __future__ import annotations

from array import array

from js import Float64Array, Function, Uint8Array
from pyodide.ffi import to_js

# (weights: Float64Array, spec: [[kind, in, out, pool], ...], width, height) -> the kernel
# (inputs: Float64Array of count tiles, count) -> Float64Array (each tile's feature, scores)
SOURCE = """
const layers = [];
let off = 0;
for (const [kind, cin, cout, pool] of spec) {
  const n = cout * cin * (kind === "conv" ? 9 : 1);
  layers.push({cin, cout, pool, w: weights.subarray(off, off + n),
               b: weights.subarray(off + n, off + n + cout)});
  off += n + cout;
}
const head = layers[layers.length - 1];
return function (inputs, count) {
  const F = head.cin, K = head.cout, out = new Float64Array(count * (F + K));
  for (let t = 0; t < count; t++) {
    let w = width, h = height;
    let a = inputs.subarray(t * 3 * w * h, (t + 1) * 3 * w * h);
    for (let li = 0; li < layers.length - 1; li++) {
      const L = layers[li], cin = L.cin, cout = L.cout, wt = L.w, bs = L.b;
      const plane = w * h, o = new Float64Array(cout * plane);
      for (let co = 0; co < cout; co++) {
        const ob = co * plane;
        o.fill(bs[co], ob, ob + plane);
        for (let ci = 0; ci < cin; ci++) {
          const ab = ci * plane, wb = (co * cin + ci) * 9;
          for (let dy = 0; dy < 3; dy++) {
            const y0 = dy === 0 ? 1 : 0, y1 = dy === 2 ? h - 1 : h;
            for (let dx = 0; dx < 3; dx++) {
              const wv = wt[wb + dy * 3 + dx];
              const x0 = dx === 0 ? 1 : 0, x1 = dx === 2 ? w - 1 : w;
              const shift = (dy - 1) * w + dx - 1;
              for (let y = y0; y < y1; y++) {
                const row = ob + y * w, src = ab + y * w + shift;
                for (let x = x0; x < x1; x++) o[row + x] += a[src + x] * wv;
              }
            }
          }
        }
        for (let i = ob; i < ob + plane; i++) if (o[i] < 0) o[i] = 0;
      }
      a = o;
      if (L.pool) {
        const w2 = w >> 1, h2 = h >> 1, p = new Float64Array(L.cout * w2 * h2);
        for (let c = 0; c < L.cout; c++) {
          for (let y = 0; y < h2; y++) {
            for (let x = 0; x < w2; x++) {
              const i = c * plane + 2 * y * w + 2 * x;
              p[c * w2 * h2 + y * w2 + x] = Math.max(a[i], a[i + 1], a[i + w], a[i + w + 1]);
            }
          }
        }
        a = p; w = w2; h = h2;
      }
    }
    const base = t * (F + K), n = w * h;
    for (let c = 0; c < F; c++) {
      let s = 0;
      for (let i = 0; i < n; i++) s += a[c * n + i];
      out[base + c] = s / n;
    }
    for (let k = 0; k < K; k++) {
      let s = 0;
      for (let c = 0; c < F; c++) s += out[base + c] * head.w[k * F + c];
      out[base + F + k] = s + head.b[k];
    }
  }
  return out;
};
"""


def _float64(values) -> object:
    """A JavaScript Float64Array holding `values` (copied into a buffer of its own, so it is
    aligned and outlives Python's bytes)."""
    return Float64Array.new(Uint8Array.new(to_js(array("d", values).tobytes())).buffer)


def install(namer) -> None:
    """Run `namer`'s layers (a photo.namer.Namer) with the JavaScript kernel from now on."""
    from photo.namer import INPUT_H, INPUT_W

    spec = to_js([[layer.kind, layer.cin, layer.cout, layer.pool] for layer in namer.layers])
    weights = _float64([v for layer in namer.layers for v in layer.weights + layer.biases])
    make = Function.new("weights", "spec", "width", "height", SOURCE)
    kernel = make(weights, spec, INPUT_W, INPUT_H)

    def run(inputs: list[float], count: int) -> list[float]:
        result = kernel(_float64(inputs), count)
        return array("d", bytes(result.to_bytes())).tolist()

    namer.use_kernel(run)
