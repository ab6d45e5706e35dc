// The discard puzzles' daily sets under Pyodide in Node.js, for comparison with CPython, and the
// answers of some pool puzzles worked out again by the par player there.
//   node tools/puzzles_pyodide.mjs YYYY-MM-DD ... [--rank ID ...]
// prints one JSON object: {"YYYY-MM-DD": [puzzle ids], ..., "rank": {ID: ranking}, "python": version}.
import { pyodideWith } from "./pyodide_node.mjs";

const py = await pyodideWith(["tiles", "safejson", "seeded", "keeping", "engine", "scoring", "table", "puzzles"]);
const args = process.argv.slice(2);
const at = args.indexOf("--rank");
py.globals.set("days", at < 0 ? args : args.slice(0, at));
py.globals.set("ranked", at < 0 ? [] : args.slice(at + 1));
const out = py.runPython(`
import json, sys
from datetime import date
from puzzles import daily_set, load_pool
pool = load_pool()
result = {"python": sys.version.split()[0]}
for day in days:
    result[day] = [p.id for p in daily_set(date.fromisoformat(day), pool)]
if len(ranked):
    from table.puzzles import rank, view_of
    by_id = {p.id: p for p in pool}
    result["rank"] = {i: [r.to_json() for r in rank(view_of(by_id[i].position))] for i in ranked}
json.dumps(result)
`);
process.stdout.write(out + "\n");
