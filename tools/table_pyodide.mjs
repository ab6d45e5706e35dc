// The MCR table engine's command line (python -m table ...) run by Pyodide under Node.js, so its
// output can be compared with CPython's: the same seed must give the same hand records.
//   node tools/table_pyodide.mjs selfplay --hands 16 --seed 7
// prints what `PYTHONPATH=py python3 -m table ...` prints, then a last line {"python": version}.
import { pyodideWith } from "./pyodide_node.mjs";

const py = await pyodideWith(["tiles", "safejson", "seeded", "keeping", "commandline", "engine", "scoring", "table"]);
py.globals.set("argv", process.argv.slice(2));
const out = py.runPython(`
import io, json, sys
from table.cli import main
buffer, stdout = io.StringIO(), sys.stdout
sys.stdout = buffer
try:
    code = main(list(argv))
finally:
    sys.stdout = stdout
buffer.getvalue() + json.dumps({"python": sys.version.split()[0], "status": code}) + "\\n"
`);
process.stdout.write(out);
