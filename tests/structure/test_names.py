"""The code's structure, read from its own imports (issue 51, "names that mislead"): no module
takes another module's private names (``from x import _name``, ``view._name`` from a view's
helpers), the packages share the seeded generator, the versioned records and the command
parser from packages of their own (not from the solitaire's ``engine``), and no modules of py/
or web/app import each other in a circle (imports inside functions included).
"""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def _modules() -> dict[str, Path]:
    """Every module of py/ and web/app by its dotted name (a package by its own name)."""
    found: dict[str, Path] = {}
    for base, folder in ((ROOT / "py", ROOT / "py"), (ROOT / "web", ROOT / "web" / "app")):
        for path in sorted(folder.rglob("*.py")):
            parts = list(path.relative_to(base).with_suffix("").parts)
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = path
    return found


MODULES = _modules()


def _package(name: str, path: Path) -> str:
    return name if path.name == "__init__.py" else name.rpartition(".")[0]


def _imports(name: str, path: Path) -> list[tuple[str, list[str], int]]:
    """(the module imported, the names taken from it, line) for each import of a module."""
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out += [(alias.name, [], node.lineno) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if node.level:
                base = _package(name, path).split(".")
                base = base[: len(base) - (node.level - 1)]
                module = ".".join([*base, module] if module else base)
            out.append((module, [alias.name for alias in node.names], node.lineno))
    return out


def test_no_module_imports_another_modules_private_names():
    taken = [f"{path.relative_to(ROOT)}:{line}: {module} {names}"
             for name, path in MODULES.items()
             for module, names, line in _imports(name, path)
             if module in MODULES and any(n.startswith("_") and not n.startswith("__")
                                          for n in names)]
    assert taken == []


def _private_attributes_of_views(path: Path) -> list[str]:
    """``x.view._name`` / ``view._name``: a view's private member used outside the view."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if (isinstance(node, ast.Attribute) and node.attr.startswith("_")
                and not node.attr.startswith("__")):
            owner = node.value
            owner_name = (owner.id if isinstance(owner, ast.Name)
                          else owner.attr if isinstance(owner, ast.Attribute) else "")
            if owner_name == "view":
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}: view.{node.attr}")
    return found


def test_the_views_helpers_call_the_views_public_methods():
    reached = [hit for path in sorted((ROOT / "web" / "app").rglob("*.py"))
               for hit in _private_attributes_of_views(path)]
    assert reached == []


def test_the_shared_helpers_are_not_the_solitaires():
    """The seeded generator, the versioned records and the command parser live in packages of
    their own, and no other package takes them (or anything of its own) from ``engine`` but the
    solitaire's daily date."""
    import commandline
    import engine
    import keeping
    import seeded

    assert callable(seeded.SplitMix64) and callable(seeded.hash_text)
    assert callable(keeping.MemoryStorage) and callable(keeping.load)
    assert callable(commandline.OneLineParser)
    for name in ("SplitMix64", "hash_text", "MemoryStorage", "Storage", "saving", "rng"):
        assert not hasattr(engine, name), name
    taken = sorted({f"{path.relative_to(ROOT)}: {module} {names}"
                    for name, path in MODULES.items()
                    if name.split(".")[0] in ("table", "sheet", "scoring", "photo")
                    for module, names, _ in _imports(name, path)
                    if module.split(".")[0] == "engine" and names != ["daily_date"]})
    assert taken == []


def _graph() -> dict[str, set[str]]:
    """Module -> the modules of py/ and web/app it imports (a package's module when a name
    taken from the package is a module of it)."""
    graph: dict[str, set[str]] = {name: set() for name in MODULES}
    for name, path in MODULES.items():
        for module, names, _ in _imports(name, path):
            targets = [f"{module}.{n}" for n in names if f"{module}.{n}" in MODULES]
            if len(targets) < len(names) or not names:
                targets.append(module)
            graph[name].update(t for t in targets if t in MODULES and t != name)
    return graph


def _circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on: set[str] = set()
    groups: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            group = []
            while True:
                w = stack.pop()
                on.discard(w)
                group.append(w)
                if w == v:
                    break
            if len(group) > 1:
                groups.append(sorted(group))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return groups


def test_no_modules_import_each_other_in_a_circle():
    """A package's __init__ that gathers its modules' names is not a circle with them: only
    the imports between modules that are not a package's __init__ count."""
    graph = {name: {t for t in targets if MODULES[t].name != "__init__.py"}
             for name, targets in _graph().items() if MODULES[name].name != "__init__.py"}
    assert _circles(graph) == []
