// The hand analysis's times under Pyodide in Node.js (the page runs the same Python):
// bench/analysis.py's rows (14 tiles with cold caches, then 14 and 13 with warm ones).
//   node bench/analysis_pyodide.mjs [hands]
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { pyodideWith, root } from "../tools/pyodide_node.mjs";

const py = await pyodideWith(["tiles", "scoring"]);
py.FS.mkdirTree("/home/pyodide/pkgs/bench");
py.FS.writeFile("/home/pyodide/pkgs/bench/__init__.py", "");
py.FS.writeFile("/home/pyodide/pkgs/bench/analysis.py", readFileSync(join(root, "bench", "analysis.py")));
py.FS.mkdirTree("/home/pyodide/pkgs/tests/fixtures");  // the hands' generators
py.FS.writeFile("/home/pyodide/pkgs/tests/fixtures/__init__.py", "");
py.FS.writeFile("/home/pyodide/pkgs/tests/fixtures/hands.py",
                readFileSync(join(root, "tests", "fixtures", "hands.py")));
py.globals.set("hands", Number(process.argv[2] || 1000));
// this process's CPU time in seconds (Pyodide has no thread_time; the machine may be shared)
py.globals.set("cpu_seconds", () => {
  const used = process.cpuUsage();
  return (used.user + used.system) / 1e6;
});
const out = py.runPython(`
import io, sys
import bench.analysis
from bench.analysis import main
bench.analysis._cpu_clock = lambda: ("cpu (node process)", cpu_seconds)
buffer, stdout = io.StringIO(), sys.stdout
sys.stdout = buffer
try:
    main(["--hands", str(hands)])
finally:
    sys.stdout = stdout
buffer.getvalue()
`);
process.stdout.write(out);
