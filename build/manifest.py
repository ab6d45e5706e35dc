"""The manifest of what ships where (web/app/manifest.py), as the build reads it: the files each
zip of the site holds, the packages python.zip starts with, and the table of the zips each
route opens. The very file ships to the page (app.routes, app.lazy) and the tests read it too.
"""

from __future__ import annotations

import functools
import importlib.util
import json
from pathlib import Path
from types import ModuleType

from .common import INTERPRETER, ROOT, WEB, fill_placeholders

MANIFEST = WEB / "app" / "manifest.py"
# interpreter.mjs's table of the lazy zips each route opens, written by the build in place of
# this placeholder (write_view_zips), so that a page opened on a view fetches its zips at once.
VIEW_ZIPS_PLACEHOLDER = '"__VIEW_ZIPS__"'


@functools.cache
def manifest(path: Path = MANIFEST) -> ModuleType:
    """web/app/manifest.py (pure data: it imports nothing), loaded and checked: every zip a view
    or panel needs is a later zip of the site, and every later zip is needed by one."""
    spec = importlib.util.spec_from_file_location("_manifest", path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    later = set(module.ZIPS) - {module.START_ZIP}
    needed = [z for *_, zips in module.VIEWS for z in zips]
    needed += [z for zips in module.PANELS.values() for z in zips]
    if unknown := sorted(set(needed) - later):
        raise SystemExit(f"build: {path.name}: views need zips that are no later zip: {unknown}")
    if unopened := sorted(later - set(needed)):
        raise SystemExit(f"build: {path.name}: no view or panel opens {unopened}")
    return module


def _member(path: str) -> str:
    """A file's name in a zip: its path below py/ or web/ (py/engine/deal.py: engine/deal.py)."""
    return path.split("/", 1)[1]


def start_packages(path: Path = MANIFEST) -> list[tuple[Path, str]]:
    """The package folders python.zip holds, as (folder, package name): engine and app."""
    m = manifest(path)
    return [(ROOT / entry, _member(entry)) for entry in m.ZIPS[m.START_ZIP]
            if (ROOT / entry).is_dir()]


def _files(entry: str) -> list[str]:
    """The files of the repository a manifest entry names (a folder: all of it, but compiled
    Python), as paths relative to the repository."""
    source = ROOT / entry
    if not source.is_dir():
        return [entry] if source.is_file() else []
    return sorted(p.relative_to(ROOT).as_posix() for p in source.rglob("*")
                  if p.is_file() and "__pycache__" not in p.parts and p.suffix != ".pyc")


def zip_members(path: Path = MANIFEST) -> dict[str, list[tuple[Path, str]]]:
    """Every file each zip holds, as (the file, its name in the zip), by zip in the manifest's
    order: a file goes to the zip naming it or its nearest folder, never when it is not for the
    page or left out. Stops the build when a view's module is in none of the zips the view opens
    it with."""
    m = manifest(path)
    owner: dict[str, tuple[int, str]] = {}  # file -> (length of the entry naming it, zip)
    for zip_name, entries in m.ZIPS.items():
        for entry in entries:
            for file in _files(entry):
                if len(entry) > owner.get(file, (-1, ""))[0]:
                    owner[file] = (len(entry), zip_name)
    members: dict[str, list[tuple[Path, str]]] = {name: [] for name in m.ZIPS}
    catalog_zip = {domain: z for z, domains in m.CATALOGS.items() for domain in domains}
    for file, (_, zip_name) in sorted(owner.items()):
        if file.rsplit("/", 1)[-1] in m.NOT_FOR_THE_PAGE or file in m.LEFT_OUT:
            continue
        if file.startswith(m.LOCALE + "/"):
            domain = file.rsplit("/", 1)[-1].removesuffix(".po")
            if not file.endswith(".po") or domain not in catalog_zip:
                raise SystemExit(f"build: {file}: not a catalog of a domain in CATALOGS")
            zip_name = catalog_zip[domain]
        members[zip_name].append((ROOT / file, _member(file)))
    names = {z: {n for _, n in files} for z, files in members.items()}
    opened = [(module, zips) for _, _, module, zips in m.VIEWS] + list(m.PANELS.items())
    for module, zips in opened:
        file = module.replace(".", "/") + ".py"
        if not any(file in names[z] for z in (m.START_ZIP, *zips)):
            raise SystemExit(f"build: {path.name}: {module} is in none of {zips or m.START_ZIP}")
    return members


def view_zips(path: Path = MANIFEST) -> list[tuple[str, tuple[str, ...]]]:
    """[(route prefix, (lazy zip URL, ...)), ...] in the router's order (the first prefix the
    fragment starts with wins): what interpreter.mjs fetches as a page opens on a route."""
    return [(prefix, tuple(f"./{z}" for z in zips)) for prefix, _, _, zips in manifest(path).VIEWS]


def write_view_zips(site: Path, path: Path = MANIFEST) -> None:
    """Write view_zips() into the site's interpreter.mjs: one table for Python and JavaScript."""
    fill_placeholders(site / INTERPRETER, {VIEW_ZIPS_PLACEHOLDER: json.dumps(view_zips(path))})
