// Bytecode made by Pyodide's own Python (the browser's), under Node.js, with tools/pyc.py:
//   node tools/compile_pyodide.mjs tree FOLDER PREFIX [SOURCELESS...]
//     every FOLDER/*/**/*.py compiled as if each folder in FOLDER (the contents of one zip) were
//     unpacked at PREFIX in the page: replaced by its .pyc in the folders named SOURCELESS, the
//     .pyc added in __pycache__ in the others;
//   node tools/compile_pyodide.mjs stdlib SOURCE_ZIP TARGET_ZIP JOB_JSON
//     the standard library zip with the modules JOB_JSON's "keep" names (all if null) and its
//     "extra" modules ({name: source}).
// Python starts with PYTHONNODEBUGRANGES: line numbers without column ranges in the bytecode.
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const tools = dirname(fileURLToPath(import.meta.url));
const root = join(tools, "..");
const { loadPyodide } = await import(join(root, "node_modules", "pyodide", "pyodide.mjs"));
const py = await loadPyodide({
  indexURL: join(root, "node_modules", "pyodide") + "/",
  env: { PYTHONNODEBUGRANGES: "1" },
});
const mount = (folder, at) => {
  py.FS.mkdirTree(at);
  py.FS.mount(py.FS.filesystems.NODEFS, { root: resolve(folder) }, at);
};
mount(tools, "/tools");
py.runPython("import sys; sys.path.insert(0, '/tools'); import pyc");
const [command, ...args] = process.argv.slice(2);
if (command === "tree") {
  mount(args[0], "/src");
  py.globals.set("prefix", args[1]);
  py.globals.set("sourceless", args.slice(2));
  py.runPython(`
from pathlib import Path
for folder in sorted(Path("/src").iterdir()):
    pyc.compile_tree(str(folder), prefix, folder.name in sourceless)
`);
} else if (command === "stdlib") {
  mount(dirname(resolve(args[0])), "/source");
  mount(dirname(resolve(args[1])), "/target");
  mount(dirname(resolve(args[2])), "/job");
  py.globals.set("names", [args[0], args[1], args[2]].map((p) => p.split("/").pop()));
  py.runPython(`
import json
source, target, job = names
job = json.loads(open(f"/job/{job}").read())
pyc.build_stdlib(f"/source/{source}", f"/target/{target}", job["keep"], job["extra"])
`);
} else {
  console.error("usage: compile_pyodide.mjs tree FOLDER PREFIX | stdlib SOURCE TARGET JOB");
  process.exit(2);
}
