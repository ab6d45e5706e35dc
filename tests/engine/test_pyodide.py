"""The engine runs unchanged in Pyodide (the browser's Python) and deals the same deals.

Loads the repository's pinned Pyodide under Node.js (the built site's, with its trimmed standard
library, when MAHJONG_DIST names it: tools/pyodide_node.mjs), copies py/engine, the tiles'
faces (py/tiles/__init__.py), py/safejson, py/seeded and py/keeping into its file system and
compares a deal and a solved game with CPython's. Skipped when node or the npm packages are missing.
"""

import json
import shutil
import subprocess
from datetime import date
from pathlib import Path

import pytest
from engine import daily_deal, new_deal, solve

ROOT = Path(__file__).resolve().parents[2]
PYODIDE = ROOT / "node_modules" / "pyodide"

SCRIPT = """
import { loadSitePyodide } from %(helper)s;
import fs from "fs";
import path from "path";
const py = await loadSitePyodide();
const src = %(src)s;
py.FS.mkdirTree("/home/pyodide/tiles");
py.FS.writeFile("/home/pyodide/tiles/__init__.py", fs.readFileSync(%(tiles)s));
py.FS.mkdirTree("/home/pyodide/safejson");
py.FS.writeFile("/home/pyodide/safejson/__init__.py", fs.readFileSync(%(safejson)s));
for (const [name, file] of [["seeded", %(seeded)s], ["keeping", %(keeping)s]]) {
  py.FS.mkdirTree(`/home/pyodide/${name}`);
  py.FS.writeFile(`/home/pyodide/${name}/__init__.py`, fs.readFileSync(file));
}
py.FS.mkdirTree("/home/pyodide/engine/layout_files");
for (const f of fs.readdirSync(src)) {
  if (f.endsWith(".py")) {
    py.FS.writeFile(`/home/pyodide/engine/${f}`, fs.readFileSync(path.join(src, f)));
  }
}
for (const f of fs.readdirSync(path.join(src, "layout_files"))) {
  py.FS.writeFile(`/home/pyodide/engine/layout_files/${f}`,
                  fs.readFileSync(path.join(src, "layout_files", f)));
}
console.log(py.runPython(`
import sys, json
sys.path.insert(0, "/home/pyodide")
from engine import new_deal, daily_deal, Game, solve
from datetime import date
deal = new_deal("turtle", 42)
game = Game(new_deal("stupa", 9), clock=lambda: 0.0)
while game.status == "playing":
    a, b = game.hint()
    game.click(a)
    game.click(b)
json.dumps({
    "version": sys.version.split()[0],
    "deal": deal.to_json(),
    "daily": daily_deal("window", date(2026, 11, 29)).to_json(),
    "status": game.status,
    "solve": solve(new_deal("window", 3)),
})
`));
"""


@pytest.mark.node
def test_same_deals_in_pyodide(tmp_path):
    node = shutil.which("node")
    if node is None or not (PYODIDE / "pyodide.mjs").exists():
        pytest.skip("node or the pyodide npm package is not installed")
    script = tmp_path / "run.mjs"
    script.write_text(
        SCRIPT
        % {
            "helper": json.dumps(str(ROOT / "tools" / "pyodide_node.mjs")),
            "src": json.dumps(str(ROOT / "py" / "engine")),
            "tiles": json.dumps(str(ROOT / "py" / "tiles" / "__init__.py")),
            "safejson": json.dumps(str(ROOT / "py" / "safejson" / "__init__.py")),
            "seeded": json.dumps(str(ROOT / "py" / "seeded" / "__init__.py")),
            "keeping": json.dumps(str(ROOT / "py" / "keeping" / "__init__.py")),
        }
    )
    done = subprocess.run(
        [node, str(script)], capture_output=True, text=True, timeout=300, check=False
    )
    assert done.returncode == 0, done.stderr[-2000:]
    out = json.loads(done.stdout.strip().splitlines()[-1])
    assert out["version"].startswith("3.")
    assert out["deal"] == new_deal("turtle", 42).to_json()
    assert out["daily"] == daily_deal("window", date(2026, 11, 29)).to_json()
    assert out["status"] == "won"
    assert [tuple(m) for m in out["solve"]] == solve(new_deal("window", 3))
