// The daily deals computed by py/engine under Pyodide in Node.js, for comparison with CPython.
//   node tools/daily_pyodide.mjs LAYOUT:YYYY-MM-DD ...
// prints one JSON object: {"LAYOUT:YYYY-MM-DD": deal.to_dict(), ...}, plus "python": version.
import { pyodideWith } from "./pyodide_node.mjs";

const py = await pyodideWith(["tiles", "safejson", "seeded", "keeping", "engine"]);
py.globals.set("wanted", process.argv.slice(2));
const out = py.runPython(`
import json, sys
from datetime import date
from engine import daily_deal
result = {"python": sys.version.split()[0]}
for item in wanted:
    layout_id, _, day = item.partition(":")
    result[item] = daily_deal(layout_id, date.fromisoformat(day)).to_dict()
json.dumps(result)
`);
process.stdout.write(out + "\n");
