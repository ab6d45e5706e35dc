"""The service worker (sw.js, from web/sw.js): it precaches every file of the site under a name
made from their contents, and fetches the later files (the Python snapshot) once the page is
idle."""

from __future__ import annotations

import hashlib
import json
from pathlib import Path

from .common import DIST, WEB
from .snapshot import SNAPSHOT_DIR


def site_files(site: Path = DIST) -> list[str]:
    """Every file the service worker precaches, as a path relative to the site, sorted: all
    but sw.js itself, the later files (the snapshot) and the tile sets fetched on demand."""
    later = set(later_files(site))
    on_demand = tuple(on_demand_folders(site))
    return sorted(
        name
        for p in site.rglob("*")
        if p.is_file() and p.name != "sw.js"
        and (name := p.relative_to(site).as_posix()) not in later
        and not name.startswith(on_demand)
    )


def on_demand_folders(site: Path = DIST) -> list[str]:
    """The folders the service worker keeps only once the page fetched a file of them: each
    tile set but the default one (tiles/<set>/, app.tileset), fetched when it is chosen."""
    tiles = site / "tiles"
    folders = tiles.iterdir() if tiles.is_dir() else ()
    return sorted(f"{p.relative_to(site).as_posix()}/" for p in folders if p.is_dir())


def folder_version(folder: Path) -> str:
    """A version of an on-demand folder from its files' names and contents: the service worker
    carries a tile set's files over to a new version as they are while this stays the same."""
    digest = hashlib.sha256()
    for path in sorted(p for p in folder.rglob("*") if p.is_file()):
        digest.update(path.relative_to(folder).as_posix().encode())
        digest.update(hashlib.sha256(path.read_bytes()).digest())
    return digest.hexdigest()[:16]


def later_files(site: Path = DIST) -> list[str]:
    """The files the service worker fetches only when the page asks, once it is up and idle:
    the Python snapshot."""
    folder = site / SNAPSHOT_DIR
    return sorted(p.relative_to(site).as_posix() for p in folder.glob("*") if p.is_file())


def write_service_worker(site: Path = DIST) -> str:
    """Generate sw.js: precache every site file under a name derived from their contents.

    Returns the cache name. Any change to any file gives a new name, so the new worker
    installs, takes over, and deletes the old cache (the tile sets kept on demand count too).
    The later files are left out of the name:
    the snapshot's own name (in interpreter.mjs, which is precached) already changes with
    everything it is made from.
    """
    files = site_files(site)
    digest = hashlib.sha256()
    kept_later = sorted(p.relative_to(site).as_posix() for folder in on_demand_folders(site)
                        for p in (site / folder).rglob("*") if p.is_file())
    for name in files + kept_later:  # a changed tile set's file changes the name too
        digest.update(name.encode())
        digest.update(hashlib.sha256((site / name).read_bytes()).digest())
    version = digest.hexdigest()[:16]
    template = (WEB / "sw.js").read_text()
    precache = ["./"] + [f"./{name}" for name in files]
    later = [f"./{name}" for name in later_files(site)]
    cache = f"mahjong-{version}"
    text = (
        template.replace("__CACHE_NAME__", cache)
        .replace("__PRECACHE__", json.dumps(precache, indent=1))
        .replace("__LATER__", json.dumps(later))
        .replace("__ON_DEMAND__", json.dumps([[f"./{name}", folder_version(site / name)]
                                              for name in on_demand_folders(site)]))
    )
    (site / "sw.js").write_text(text)
    return cache
