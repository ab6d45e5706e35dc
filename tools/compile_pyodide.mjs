// Compile Python sources to bytecode with Pyodide's own Python (the browser's), under Node.js,
// so the page imports .pyc files instead of compiling every module at start-up.
//   node tools/compile_pyodide.mjs FOLDER
// writes FOLDER/**/__pycache__/*.cpython-3XX.pyc (unchecked-hash pycs: valid whatever the
// files' times, as the sources and the bytecode are built together).
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const { loadPyodide } = await import(join(root, "node_modules", "pyodide", "pyodide.mjs"));
const folder = resolve(process.argv[2]);
const py = await loadPyodide({ indexURL: join(root, "node_modules", "pyodide") + "/" });
py.FS.mkdirTree("/src");
py.FS.mount(py.FS.filesystems.NODEFS, { root: folder }, "/src");
const ok = py.runPython(`
import compileall, py_compile
compileall.compile_dir(
    "/src", quiet=1, invalidation_mode=py_compile.PycInvalidationMode.UNCHECKED_HASH
)
`);
if (!ok) {
  console.error("compile_pyodide: a module did not compile");
  process.exit(1);
}
