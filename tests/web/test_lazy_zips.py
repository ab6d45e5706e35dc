"""The MCR views' code in zips of their own, fetched only when the player opens them (app.lazy),
so a visit to the solitaire alone downloads less: mcr.zip (py/scoring, the scorer and the fan
reference) and table.zip (py/table and the table view). photo.zip has its own tests
(tests/photo/test_build.py). A page opened on such a view fetches its zips before Python is up
(interpreter.mjs), from the table the build writes there from app.lazy's."""

from __future__ import annotations

import importlib.util
import json
import re
import shutil
import sys
import types
import zipfile
from pathlib import Path

import pytest

import build

LAZY = {
    "mcr.zip": ("scoring", "app/scorer", "app/reference"),
    "table.zip": ("table", "app/table"),
}
TEXTS = {"mcr.zip": {"fans", "scorer", "photo"}, "table.zip": {"table", "learn", "guide"}}

# Bytes fetched when a view first opens: 200 KB each, the table's 260 KB since it holds the
# learning side (review, replay, daily table, share codes) and the expert's learned danger
# (234 KB on 2026-12-02, from 190 KB); 285 KB since it holds How to play, the player's history
# and the match kept aside (issue 40: 266 KB with them) and its learning and guide texts, moved
# out of python.zip (which every first visit fetches) into it.
BUDGET = {"table.zip": 285_000}


def _modules(folder: Path) -> set[str]:
    """The page's modules of a package folder (bench, cli and __main__ stay out of the site)."""
    return {
        p.relative_to(folder).with_suffix("").as_posix()
        for p in folder.rglob("*.py")
        if p.name not in build.NOT_FOR_THE_PAGE
    }


def _source(package: str) -> Path:
    return build.WEB / package if package.startswith("app/") else build.PY / package


@pytest.mark.parametrize("zip_name", sorted(LAZY))
def test_a_lazy_zip_holds_its_packages_as_bytecode_and_python_zip_does_not(dist, zip_name):
    names = set(zipfile.ZipFile(dist / zip_name).namelist())
    assert not [n for n in names if n.endswith(".py")]  # bytecode only, like python.zip
    for package in LAZY[zip_name]:
        held = {n.removeprefix(f"{package}/").removesuffix(".pyc") for n in names
                if n.startswith(f"{package}/") and n.endswith(".pyc")}
        assert held == _modules(_source(package)), package
        assert {"bench", "cli", "__main__"}.isdisjoint(held)
    assert zip_name != "mcr.zip" or "scoring/fans.tsv" in names  # the fan table, for the scorer
    texts = {n.removeprefix("app/text/").removesuffix(".pyc") for n in names
             if n.startswith("app/text/")}
    assert texts == TEXTS[zip_name]
    in_python_zip = zipfile.ZipFile(dist / "python.zip").namelist()
    assert not [n for n in in_python_zip if n.startswith(tuple(f"{p}/" for p in LAZY[zip_name]))]
    assert not [t for t in TEXTS[zip_name] if f"app/text/{t}.pyc" in in_python_zip]
    assert (dist / zip_name).stat().st_size < BUDGET.get(zip_name, 200_000)
    assert f"./{zip_name}" in (dist / "sw.js").read_text()  # precached: opens offline


def test_python_zip_holds_what_the_solitaire_needs(dist):
    in_python_zip = zipfile.ZipFile(dist / "python.zip").namelist()
    for needed in ("engine/__init__.pyc", "app/main.pyc", "app/lazy.pyc",
                   "app/solitaire/view.pyc", "app/text/solitaire.pyc", "app/photo/loader.pyc"):
        assert needed in in_python_zip
    assert (dist / "python.zip").stat().st_size < 200_000


def _page_module(name: str, monkeypatch) -> types.ModuleType:
    """web/app/<name>.py imported in CPython, with a stand-in for pyodide.http (app.lazy's)."""
    pyodide, http = types.ModuleType("pyodide"), types.ModuleType("pyodide.http")
    http.pyfetch, pyodide.http = None, http
    monkeypatch.setitem(sys.modules, "pyodide", pyodide)
    monkeypatch.setitem(sys.modules, "pyodide.http", http)
    spec = importlib.util.spec_from_file_location(f"page_{name}", build.WEB / "app" / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_built_interpreter_fetches_the_zips_app_lazy_opens_on_every_route(dist, monkeypatch):
    lazy, routes = _page_module("lazy", monkeypatch), _page_module("routes", monkeypatch)
    text = (dist / build.INTERPRETER).read_text()
    assert "__VIEW_ZIPS__" not in text
    table = json.loads(re.search(r"^const VIEW_ZIPS = (.+);$", text, re.M)[1])

    def fetched_early(fragment: str) -> tuple[str, ...]:  # as fetchFirstViewZips picks them
        rest = fragment.removeprefix("#").removeprefix("/")
        return tuple(next(urls for prefix, urls in table if rest.startswith(prefix)))

    fragments = [f"#/{prefix}" for prefix, _, _ in routes.ROUTES]
    fragments += ["", "#", "#/score?h=1112345678999m", "#/fans/Big Four Winds", "#/tables"]
    opened = set()
    for fragment in fragments:
        module = routes.route(fragment)[1]
        assert fetched_early(fragment) == lazy.VIEW_ZIPS.get(module, ()), fragment
        opened.add(module)
    assert set(lazy.VIEW_ZIPS) <= opened  # every lazy view was asked for
    assert {url for _, urls in table for url in urls} == {u for z in lazy.VIEW_ZIPS.values()
                                                          for u in z}


def test_the_build_writes_the_table_once_and_refuses_a_page_without_its_place(tmp_path):
    shutil.copyfile(build.WEB / build.INTERPRETER, tmp_path / build.INTERPRETER)
    build.write_view_zips(tmp_path)
    text = (tmp_path / build.INTERPRETER).read_text()
    assert f"const VIEW_ZIPS = {json.dumps(build.view_zips())};" in text
    with pytest.raises(SystemExit, match="lacks"):  # say, a table written by hand again
        build.write_view_zips(tmp_path)


def test_the_build_refuses_a_lazy_view_that_no_route_opens(tmp_path):
    app = tmp_path / "app"
    app.mkdir()
    shutil.copyfile(build.WEB / "app" / "routes.py", app / "routes.py")
    (app / "lazy.py").write_text('VIEW_ZIPS = {"app.scorer.view": ("./mcr.zip",), '
                                 '"app.gone.view": ("./gone.zip",)}\n')
    with pytest.raises(SystemExit, match="app.gone.view"):
        build.view_zips(tmp_path)
