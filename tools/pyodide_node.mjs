// Load the repository's pinned Pyodide under Node.js with our pure-Python packages (py/<name>)
// copied into its file system at /home/pyodide/pkgs, which is put on sys.path.
// The Pyodide is the built site's (MAHJONG_DIST/pyodide: the trimmed standard library the
// browser gets) when MAHJONG_DIST is set, as `build.py test` sets it; else the npm package's.
import { appendFileSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

export const root = join(dirname(fileURLToPath(import.meta.url)), "..");
export const pyodideDir = process.env.MAHJONG_DIST
  ? join(resolve(process.env.MAHJONG_DIST), "pyodide")
  : join(root, "node_modules", "pyodide");

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

/** Pyodide from pyodideDir. A trace build's run (`build.py trace` sets MAHJONG_TRACE_IMPORTS)
 * appends the modules Python imported to that file when the process exits. */
export async function loadSitePyodide() {
  const { loadPyodide } = await import(join(pyodideDir, "pyodide.mjs"));
  const py = await loadPyodide({ indexURL: pyodideDir + "/" });
  const trace = process.env.MAHJONG_TRACE_IMPORTS;
  if (trace) {
    process.on("exit", () => {
      appendFileSync(trace, py.runPython("import sys; ''.join(f'{m}\\n' for m in sys.modules)"));
    });
  }
  return py;
}

export async function pyodideWith(packages) {
  const py = await loadSitePyodide();
  for (const name of packages) copyTree(py, join(root, "py", name), `/home/pyodide/pkgs/${name}`);
  py.runPython(`import sys; sys.path.insert(0, "/home/pyodide/pkgs")`);
  return py;
}
