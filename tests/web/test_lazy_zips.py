"""The MCR views' code in zips of their own, fetched only when the player opens them (app.lazy),
so a visit to the solitaire alone downloads less: mcr.zip (py/scoring, the scorer and the fan
reference) and table.zip (py/table and the table view). photo.zip has its own tests
(tests/photo/test_build.py)."""

from __future__ import annotations

import zipfile
from pathlib import Path

import pytest

import build

LAZY = {
    "mcr.zip": ("scoring", "app/scorer", "app/reference"),
    "table.zip": ("table", "app/table"),
}
TEXTS = {"mcr.zip": {"fans", "scorer", "photo"}, "table.zip": {"table"}}


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
    assert (dist / zip_name).stat().st_size < 200_000
    assert f"./{zip_name}" in (dist / "sw.js").read_text()  # precached: opens offline


def test_python_zip_holds_what_the_solitaire_needs(dist):
    in_python_zip = zipfile.ZipFile(dist / "python.zip").namelist()
    for needed in ("engine/__init__.pyc", "app/main.pyc", "app/lazy.pyc",
                   "app/solitaire/view.pyc", "app/text/solitaire.pyc", "app/photo/loader.pyc"):
        assert needed in in_python_zip
    assert (dist / "python.zip").stat().st_size < 200_000
