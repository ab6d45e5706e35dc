"""photo.zip: the browser's part of py/photo in a zip of its own, fetched only when the player
opens the photo reader (the manifest, web/app/manifest.py, says so); it works on its own (no
command-line or image-file modules)."""

from __future__ import annotations

import ast
import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

import build

# The reader's modules photo.zip holds: all of py/photo's but the manifest's left out
BROWSER_MODULES = {p.stem for p in (build.PY / "photo").glob("*.py")
                   if p.name not in build.NOT_FOR_THE_PAGE
                   and f"py/photo/{p.name}" not in build.manifest().LEFT_OUT}


@pytest.fixture(scope="module")
def dist() -> Path:
    given = os.environ.get("MAHJONG_DIST")
    if given and (Path(given) / "photo.zip").exists():
        return Path(given)
    return build.build()


def test_photo_zip_holds_the_browser_part_only(dist):
    names = zipfile.ZipFile(dist / "photo.zip").namelist()
    sources = {n.removeprefix("photo/").removesuffix(".py") for n in names
               if n.endswith(".py") and n.startswith("photo/")}
    assert sources == BROWSER_MODULES
    assert "calibrate" in sources and "image" not in sources and "__main__" not in sources
    # with photo entry's page code, all but the package and its loader, which come in mcr.zip
    # with the scorer that opens photo entry
    page = {n.removeprefix("app/photo/").removesuffix(".py") for n in names
            if n.endswith(".py") and n.startswith("app/photo/")}
    assert page == {p.stem for p in (build.WEB / "app" / "photo").glob("*.py")} - {
        "__init__", "loader"}
    in_python_zip = zipfile.ZipFile(dist / "python.zip").namelist()
    assert not [n for n in in_python_zip if n.startswith("app/photo/")]
    in_mcr_zip = zipfile.ZipFile(dist / "mcr.zip").namelist()
    assert sorted(n for n in in_mcr_zip if n.startswith("app/photo/")) == [
        "app/photo/__init__.pyc", "app/photo/loader.pyc"]
    assert "photo/default_set.json" in names and "photo/namer.bin" in names
    assert "photo/namer_numpy.py" not in names and "photo/namer.md" not in names
    assert all(any(n.startswith(f"photo/__pycache__/{m}.") for n in names)
               for m in BROWSER_MODULES)
    assert not [n for n in in_python_zip if n.startswith("photo/")]
    # fetched once, when photo entry first opens; 200 KB before the finder for real photos
    # (find, gaps, layout: about 1,300 lines, 60 KB of it), 244 KB with it, 428 KB with the
    # learned namer (its float16 weights, 166 KB, compress little), about 740 KB with three
    # networks averaged (round 4; goal: 1.5 MB)
    assert (dist / "photo.zip").stat().st_size < 800_000
    assert "./photo.zip" in (dist / "sw.js").read_text()  # precached: works offline


def test_photo_zip_works_on_its_own(dist, tmp_path, hands, taught_set):
    """photo.zip and the tiles' faces (py/tiles/__init__.py, which python.zip holds as Pyodide's
    bytecode) read a photo in CPython, with nothing else of ours."""
    zipfile.ZipFile(dist / "photo.zip").extractall(tmp_path)
    (tmp_path / "tiles").mkdir()
    shutil.copyfile(Path(build.PY) / "tiles" / "__init__.py", tmp_path / "tiles" / "__init__.py")
    hand = hands[5]
    (tmp_path / "hand.rgba").write_bytes(hand.picture.data)
    (tmp_path / "set.json").write_text(taught_set.to_json())
    code = (
        "import sys, photo\n"
        "pixels = open('hand.rgba', 'rb').read()\n"
        f"w, h = {hand.picture.width}, {hand.picture.height}\n"
        "tile_set = photo.TileSet.from_json(open('set.json').read())\n"
        "tiles = photo.read_row(pixels, w, h, photo.suggest_frame(pixels, w, h), tile_set)\n"
        "print(photo.notation(t.face for t in tiles))\n"
        "print(sorted(m for m in sys.modules if m.startswith('photo.')))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, capture_output=True,
                          text=True, timeout=300, env={"PATH": os.environ.get("PATH", "")},
                          check=False)
    assert done.returncode == 0, done.stderr
    text, modules = done.stdout.splitlines()
    assert text == __import__("photo").notation(hand.faces)
    assert {m.removeprefix("photo.") for m in ast.literal_eval(modules)} <= BROWSER_MODULES


def test_the_readers_core_imports_the_standard_library_only():
    """Pillow is the command line's, the tests' and the tools' (photo/image.py imports it inside
    its functions); what the page runs imports nothing outside the standard library but the
    tiles' faces (package tiles, whose core imports the standard library only: tests/tiles)."""
    folder = Path(build.PY) / "photo"
    outside = {}
    for module in sorted(BROWSER_MODULES | {"image"}):
        tree = ast.parse((folder / f"{module}.py").read_text(encoding="utf-8"))
        nodes = tree.body if module == "image" else list(ast.walk(tree))  # image: at its top
        for node in (n for n in nodes if isinstance(n, ast.Import | ast.ImportFrom)):
            names = ([a.name for a in node.names] if isinstance(node, ast.Import)
                     else [node.module or ""] if node.level == 0 else [])
            for name in names:
                if name != "tiles" and name.split(".")[0] not in sys.stdlib_module_names:
                    outside.setdefault(module, []).append(name)
    assert not outside, outside
    # and image.py reaches for Pillow only inside a function
    image = (folder / "image.py").read_text(encoding="utf-8")
    assert "from PIL import" in image and "\nfrom PIL" not in image and "\nimport PIL" not in image


def test_the_shared_photos_stay_out_of_the_site(dist):
    """../shared/photos is for tests and benchmarks: no photo of it, nor its labels, is in the
    built site or any of its zips."""
    photos = {"labels.json", "README.md", "SOURCE.md"}
    shipped = [p.relative_to(dist).as_posix() for p in dist.rglob("*") if p.is_file()]
    for zipped in dist.glob("*.zip"):
        shipped += [f"{zipped.name}:{n}" for n in zipfile.ZipFile(zipped).namelist()]
    found = [n for n in shipped if n.lower().endswith((".jpg", ".jpeg"))
             or n.rsplit("/", 1)[-1] in photos and "photo" in n.lower()]
    assert not found, found
