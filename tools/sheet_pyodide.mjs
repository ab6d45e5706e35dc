// The score sheet's command line (python -m sheet totals FILE) run by Pyodide under Node.js, so
// its output can be compared with CPython's for the same files.
//   node tools/sheet_pyodide.mjs cases.json
// cases.json: [{"name": ..., "text": ...}, ...]; prints one JSON line: [{"name", "status",
// "stdout", "stderr"}, ...] (each case's text written to /tmp/<name> and read from there).
import { readFileSync } from "node:fs";
import { pyodideWith } from "./pyodide_node.mjs";

const cases = JSON.parse(readFileSync(process.argv[2], "utf-8"));
const py = await pyodideWith(["tiles", "safejson", "scoring", "sheet"]);
for (const { name, text } of cases) py.FS.writeFile(`/tmp/${name}`, text);
py.globals.set("names", cases.map(({ name }) => name));
const out = py.runPython(`
import io, json, sys
from sheet.cli import main
results = []
for name in names:
    out, err = io.StringIO(), io.StringIO()
    sys.stdout, sys.stderr = out, err
    try:
        status = main(["totals", f"/tmp/{name}"])
    finally:
        sys.stdout, sys.stderr = sys.__stdout__, sys.__stderr__
    results.append({"name": name, "status": status, "stdout": out.getvalue(),
                    "stderr": err.getvalue()})
json.dumps({"python": sys.version.split()[0], "results": results})
`);
process.stdout.write(out + "\n");
