// The daily deals computed by py/engine under Pyodide in Node.js, for comparison with CPython.
//   node tools/daily_pyodide.mjs LAYOUT:YYYY-MM-DD ...
// prints one JSON object: {"LAYOUT:YYYY-MM-DD": deal.to_dict(), ...}, plus "python": version.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const { loadPyodide } = await import(join(root, "node_modules", "pyodide", "pyodide.mjs"));

function copyTree(py, source, target) {
  py.FS.mkdirTree(target);
  for (const name of readdirSync(source)) {
    if (name === "__pycache__") continue;
    const path = join(source, name);
    const to = `${target}/${name}`;
    if (statSync(path).isDirectory()) copyTree(py, path, to);
    else py.FS.writeFile(to, readFileSync(path));
  }
}

const py = await loadPyodide({ indexURL: join(root, "node_modules", "pyodide") + "/" });
copyTree(py, join(root, "py", "engine"), "/home/pyodide/pkgs/engine");
py.globals.set("wanted", process.argv.slice(2));
const out = py.runPython(`
import json, sys
sys.path.insert(0, "/home/pyodide/pkgs")
from datetime import date
from engine import daily_deal
result = {"python": sys.version.split()[0]}
for item in wanted:
    layout_id, _, day = item.partition(":")
    result[item] = daily_deal(layout_id, date.fromisoformat(day)).to_dict()
json.dumps(result)
`);
process.stdout.write(out + "\n");
