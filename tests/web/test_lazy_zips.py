"""table.zip: the MCR table game's code (py/table and the page's app/table) in a zip of its own,
fetched only when the player opens the table (app.lazy), so a visit that never does downloads
less. (photo.zip has its own tests in tests/photo/test_build.py.)"""

from __future__ import annotations

import zipfile
from pathlib import Path

import build

PY_TABLE = Path(build.PY / "table")
APP_TABLE = Path(build.WEB / "app" / "table")


def _modules(folder: Path) -> set[str]:
    return {
        p.relative_to(folder).with_suffix("").as_posix()
        for p in folder.rglob("*.py")
        if p.name not in build.NOT_FOR_THE_PAGE
    }


def test_table_zip_holds_the_table_game_as_bytecode_and_python_zip_does_not(dist):
    names = set(zipfile.ZipFile(dist / "table.zip").namelist())
    assert not [n for n in names if n.endswith(".py")]  # bytecode only, like python.zip
    engine = {n.removeprefix("table/").removesuffix(".pyc") for n in names
              if n.startswith("table/")}
    page = {n.removeprefix("app/table/").removesuffix(".pyc") for n in names
            if n.startswith("app/table/")}
    assert engine == _modules(PY_TABLE)
    assert {"bench", "cli", "__main__"}.isdisjoint(engine)
    assert page == _modules(APP_TABLE)
    in_python_zip = zipfile.ZipFile(dist / "python.zip").namelist()
    assert not [n for n in in_python_zip if n.startswith(("table/", "app/table/"))]
    assert any(n.startswith("engine/") for n in in_python_zip)
    assert (dist / "table.zip").stat().st_size < 200_000
    assert "./table.zip" in (dist / "sw.js").read_text()  # precached: opens offline

