// The computer players' decision times under Pyodide in Node.js (the page runs the same
// Python): hands of four strong players from the bench's deals, then the percentiles.
//   node tools/players_pyodide.mjs [hands]
import { pyodideWith } from "./pyodide_node.mjs";

const py = await pyodideWith(["engine", "scoring", "table"]);
py.globals.set("hands", Number(process.argv[2] || 16));
const out = py.runPython(`
import json, sys, time
from table.bench import SEED, Times, percentile, together
times = Times()
start = time.perf_counter()
tally = together(hands, SEED, "strong", times)
elapsed = time.perf_counter() - start
json.dumps({
    "python": sys.version.split()[0],
    "hands": tally.hands,
    "decisions": len(times.wall),
    "p50_ms": round(percentile(times.wall, 0.5) * 1000, 1),
    "p95_ms": round(percentile(times.wall, 0.95) * 1000, 1),
    "max_ms": round(max(times.wall) * 1000, 1),
    "seconds_per_hand": round(elapsed / tally.hands, 2),
})
`);
process.stdout.write(out + "\n");
