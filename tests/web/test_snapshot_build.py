"""The build's Python snapshot (build/snapshot.py): named by everything it is made from, made
again whenever python.zip or Pyodide changes (else taken from the build cache), and wired into
the built site.

The first two tests stand in for Chromium with a fake maker, so they take milliseconds; the last
checks the real build (the `dist` fixture).
"""

from __future__ import annotations

import gzip
import json
import re
import shutil
from pathlib import Path

import pytest

import build
from build import snapshot


def fake_site(folder: Path) -> Path:
    """A site with the files the snapshot is made from (tiny stand-ins) and interpreter.mjs."""
    (folder / "pyodide").mkdir(parents=True)
    for name in build.PYODIDE_FILES:
        (folder / "pyodide" / name).write_bytes(f"runtime file {name}".encode())
    (folder / build.ZIP_NAME).write_bytes(b"python.zip v1")
    shutil.copyfile(build.WEB / build.INTERPRETER, folder / build.INTERPRETER)
    return folder


@pytest.fixture
def maker(monkeypatch, tmp_path):
    """build.make_snapshot with a fake Chromium step and a build cache of the test's own; the
    list it yields holds the key of every snapshot actually made."""
    made: list[str] = []

    def make_in_chromium(site: Path, key: str) -> tuple[bytes, dict]:
        made.append(key)
        return f"heap of {key}".encode(), {"imported": ["engine"], "left": []}

    monkeypatch.setattr(snapshot, "SNAPSHOT_CACHE", tmp_path / "cache")
    monkeypatch.setattr(snapshot, "make_snapshot_in_chromium", make_in_chromium)
    return made


def test_the_name_changes_with_python_zip_and_with_every_pyodide_file(tmp_path):
    site = fake_site(tmp_path / "site")
    first = build.snapshot_name(site)
    assert re.fullmatch(
        rf"snapshot/python-{re.escape(build.pyodide_version())}-[0-9a-f]{{16}}\.gz", first
    )
    assert build.snapshot_name(fake_site(tmp_path / "same")) == first
    (site / build.ZIP_NAME).write_bytes(b"python.zip v2")
    names = {first, build.snapshot_name(site)}
    for name in build.PYODIDE_FILES:
        (site / "pyodide" / name).write_bytes(b"another Pyodide build")
        names.add(build.snapshot_name(site))
    assert len(names) == 2 + len(build.PYODIDE_FILES)


def test_make_snapshot_remakes_only_when_python_zip_or_pyodide_changes(maker, tmp_path):
    site = fake_site(tmp_path / "a")
    name = build.make_snapshot(site)
    key = name.removesuffix(".gz").rsplit("-", 1)[1]
    assert maker == [key]
    assert gzip.decompress((site / name).read_bytes()) == f"heap of {key}".encode()
    wrapper = (site / build.INTERPRETER).read_text()
    assert f'"./{name}"' in wrapper and f'"{key}"' in wrapper and "__SNAPSHOT" not in wrapper

    # the same inputs in another build: taken from the cache, not made again
    again = fake_site(tmp_path / "b")
    assert build.make_snapshot(again) == name and maker == [key]
    assert (again / name).read_bytes() == (site / name).read_bytes()

    # python.zip changes: a new snapshot under a new name
    changed = fake_site(tmp_path / "c")
    (changed / build.ZIP_NAME).write_bytes(b"python.zip v2")
    new_name = build.make_snapshot(changed)
    assert new_name != name and len(maker) == 2

    # Pyodide changes: again
    runtime = fake_site(tmp_path / "d")
    (runtime / "pyodide" / "pyodide.asm.wasm").write_bytes(b"another Pyodide build")
    assert build.make_snapshot(runtime) not in (name, new_name) and len(maker) == 3


def test_the_built_site_restores_the_snapshot_of_its_own_python(dist):
    name = build.snapshot_name(dist)
    assert (dist / name).is_file(), f"{name} missing: the build did not key it on its own files"
    assert build.later_files(dist) == [name]
    wrapper = (dist / build.INTERPRETER).read_text()
    assert f'"./{name}"' in wrapper and "__SNAPSHOT" not in wrapper
    assert json.loads((dist / "pyscript.json").read_text())["interpreter"] == "./interpreter.mjs"
    # the service worker fetches it later, never in its precache
    worker = (dist / "sw.js").read_text()
    precache = json.loads(re.search(r"const PRECACHE = (\[.*?\]);", worker, re.S)[1])
    later = json.loads(re.search(r"const LATER = (\[.*?\]);", worker, re.S)[1])
    assert f"./{name}" not in precache and later == [f"./{name}"]
    with gzip.open(dist / name) as snapshot:
        assert snapshot.read(4) == (1886286592).to_bytes(4, "little")  # Pyodide's magic number
