// The computer players' decision times under Pyodide in Node.js (the page runs the same
// Python): hands of four strong players from the bench's deals, then the percentiles.
//   node bench/players_pyodide.mjs [hands]
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pyodideWith, root } from "../tools/pyodide_node.mjs";

const py = await pyodideWith(["safejson", "tiles", "seeded", "keeping", "engine", "scoring", "table"]);
py.FS.mkdirTree("/home/pyodide/pkgs/bench");  // bench/players.py, the bench's deals and tallies
py.FS.writeFile("/home/pyodide/pkgs/bench/__init__.py", "");
py.FS.writeFile("/home/pyodide/pkgs/bench/players.py", readFileSync(join(root, "bench", "players.py")));
py.FS.mkdirTree("/home/pyodide/pkgs/tests/fixtures");  // the deals and their tallies
py.FS.writeFile("/home/pyodide/pkgs/tests/fixtures/__init__.py", "");
py.FS.writeFile("/home/pyodide/pkgs/tests/fixtures/deals.py",
                readFileSync(join(root, "tests", "fixtures", "deals.py")));
py.globals.set("hands", Number(process.argv[2] || 16));
const out = py.runPython(`
import json, sys, time
from bench.players import SEED, Times, percentile, together
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
