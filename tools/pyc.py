"""Bytecode for the browser's Python, made by that same Python (Pyodide under Node.js, started by
tools/compile_pyodide.mjs with PYTHONNODEBUGRANGES set, so code objects carry line numbers but no
column ranges: a third smaller, and tracebacks still name every line).

The site ships bytecode only ("sourceless" .pyc files beside where the .py would be, which
Python's importers load as they are): the page never compiles a module at start-up, the biggest
part of Python's own start on a slow phone. Both kinds of zip are made here:

- `compile_tree(folder, prefix)`: every .py under `folder` replaced by its .pyc without
  docstrings (the page never reads one: they are for the reader of the source), compiled as if
  it lived under `prefix` (where the page unpacks it), so tracebacks name the page's paths (or,
  for a zip that must also run in another Python, the .pyc added in __pycache__).
- `build_stdlib(source, target, keep, extra)`: Pyodide's standard library zip, with only the
  modules named in `keep` (all when None), as .pyc without docstrings, plus `extra` modules
  ({name: source}).
"""

from __future__ import annotations

import ast
import importlib.util
import marshal
import sys
import zipfile
from pathlib import Path

FLAGS_UNCHECKED_HASH = (0b01).to_bytes(4, "little")  # valid whatever the files' times
FIXED_TIME = (2020, 1, 1, 0, 0, 0)
STDLIB_PREFIX = f"/lib/python{sys.version_info[0]}{sys.version_info[1]}.zip"


def pyc(source: bytes, filename: str, strip_docstrings: bool = False) -> bytes:
    """The .pyc file of `source` (an unchecked-hash pyc of this Python's version)."""
    tree = ast.parse(source, filename)
    if strip_docstrings:
        _strip_docstrings(tree)
    code = compile(tree, filename, "exec", dont_inherit=True)
    return (importlib.util.MAGIC_NUMBER + FLAGS_UNCHECKED_HASH
            + importlib.util.source_hash(source) + marshal.dumps(code))


def _strip_docstrings(tree: ast.AST) -> None:
    """Drop the docstring of every module, class and function (as -OO does, keeping asserts)."""
    for node in ast.walk(tree):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            body = node.body
            if (body and isinstance(body[0], ast.Expr) and isinstance(body[0].value, ast.Constant)
                    and isinstance(body[0].value.value, str)):
                node.body = body[1:] or [ast.copy_location(ast.Pass(), body[0])]


def compile_tree(folder: str, prefix: str, sourceless: bool = True) -> int:
    """Replace every .py under `folder` by its .pyc (`sourceless`), or add the .pyc beside it
    in __pycache__, where a Python of another version ignores it; returns how many."""
    count = 0
    tag = sys.implementation.cache_tag
    for path in sorted(Path(folder).rglob("*.py")):
        relative = path.relative_to(folder).as_posix()
        code = pyc(path.read_bytes(), f"{prefix}/{relative}", strip_docstrings=True)
        if sourceless:
            path.with_suffix(".pyc").write_bytes(code)
            path.unlink()
        else:
            cache = path.parent / "__pycache__"
            cache.mkdir(exist_ok=True)
            (cache / f"{path.stem}.{tag}.pyc").write_bytes(code)
        count += 1
    return count


def module_name(filename: str) -> str | None:
    """The module a file of the zip holds ("a/b/__init__.py" -> "a.b"), None if not a module."""
    if not filename.endswith(".py"):
        return None
    name = filename[:-3].replace("/", ".")
    return name.removesuffix(".__init__")


def build_stdlib(source: str, target: str, keep: list[str] | None,
                 extra: dict[str, str]) -> None:
    """Write the standard library zip `target` from Pyodide's `source`; see the module doc."""
    wanted = None if keep is None else set(keep)
    with zipfile.ZipFile(source) as full, zipfile.ZipFile(
        target, "w", zipfile.ZIP_DEFLATED, compresslevel=9
    ) as out:
        for info in full.infolist():
            name = module_name(info.filename)
            if name is None:
                continue  # folders, the packages' README and type-checking files
            if wanted is not None and name not in wanted:
                continue
            code = pyc(full.read(info), f"{STDLIB_PREFIX}/{info.filename}", strip_docstrings=True)
            _write(out, info.filename[:-3] + ".pyc", code)
        for name, text in sorted(extra.items()):
            _write(out, name.replace(".", "/") + ".pyc",
                   pyc(text.encode(), f"{STDLIB_PREFIX}/{name.replace('.', '/')}.py"))


def _write(out: zipfile.ZipFile, name: str, data: bytes) -> None:
    info = zipfile.ZipInfo(name, FIXED_TIME)
    info.compress_type = zipfile.ZIP_DEFLATED
    info.external_attr = 0o644 << 16
    out.writestr(info, data, compresslevel=9)

