"""The site's Python standard library: Pyodide's, trimmed to the modules the app, Pyodide and
PyScript import (tools/stdlib.txt, made by `python3 build.py trace`), plus the app's
sitecustomize (a clear error for a module left out), all as bytecode (tools/pyc.py). The trace
build keeps every module and reports those imported, to the file MAHJONG_TRACE_IMPORTS names."""

from __future__ import annotations

import json
import tempfile
import zipfile
from pathlib import Path

from .common import NODE_MODULES, ROOT, run, tool

STDLIB = "python_stdlib.zip"
STDLIB_LIST = ROOT / "tools" / "stdlib.txt"
STDLIB_ADDITION = ROOT / "tools" / "stdlib" / "sitecustomize.py"
TRACE_ENV = "MAHJONG_TRACE_IMPORTS"


def pyc_tool():  # noqa: ANN201 - a module
    """tools/pyc.py."""
    return tool(ROOT / "tools" / "pyc.py")


def pyodide_stdlib_modules() -> set[str]:
    """Every module of Pyodide's own standard library zip (the npm package's)."""
    module_name = pyc_tool().module_name
    with zipfile.ZipFile(NODE_MODULES / "pyodide" / STDLIB) as full:
        return {name for info in full.infolist() if (name := module_name(info.filename))}


def stdlib_modules() -> list[str]:
    """The standard library modules the site ships (tools/stdlib.txt: one name a line)."""
    lines = STDLIB_LIST.read_text().splitlines()
    return [line.strip() for line in lines if line.strip() and not line.startswith("#")]


def write_stdlib(target: Path, trace: bool = False) -> None:
    """Write the site's standard library zip (see STDLIB)."""
    source = NODE_MODULES / "pyodide" / STDLIB
    names = pyodide_stdlib_modules()
    keep = None if trace else stdlib_modules()
    if keep is not None and (unknown := sorted(set(keep) - names)):
        print(f"build: {STDLIB_LIST.name} names modules Pyodide lacks: {', '.join(unknown)}",
              flush=True)
    left_out = [] if keep is None else sorted(names - set(keep))
    addition = STDLIB_ADDITION.read_text()
    for line, value in (("LEFT_OUT: frozenset[str] = frozenset()", f"frozenset({left_out!r})"),
                        ("TRACE = False", repr(trace))):
        if line not in addition:
            raise SystemExit(f"build: {STDLIB_ADDITION} lacks {line!r}")
        addition = addition.replace(line, line.split("=")[0] + "= " + value, 1)
    with tempfile.TemporaryDirectory() as tmp:
        job = Path(tmp) / "job.json"
        job.write_text(json.dumps({"keep": keep, "extra": {"sitecustomize": addition}}))
        run(["node", str(ROOT / "tools" / "compile_pyodide.mjs"), "stdlib", str(source),
             str(target), str(job)])
