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
    but sw.js itself and the later files (the snapshot)."""
    later = set(later_files(site))
    return sorted(
        name
        for p in site.rglob("*")
        if p.is_file() and p.name != "sw.js"
        and (name := p.relative_to(site).as_posix()) not in later
    )


def later_files(site: Path = DIST) -> list[str]:
    """The files the service worker fetches only when the page asks, once it is up and idle:
    the Python snapshot."""
    folder = site / SNAPSHOT_DIR
    return sorted(p.relative_to(site).as_posix() for p in folder.glob("*") if p.is_file())


def write_service_worker(site: Path = DIST) -> str:
    """Generate sw.js: precache every site file under a name derived from their contents.

    Returns the cache name. Any change to any file gives a new name, so the new worker
    installs, takes over, and deletes the old cache. The later files are left out of the name:
    the snapshot's own name (in interpreter.mjs, which is precached) already changes with
    everything it is made from.
    """
    files = site_files(site)
    digest = hashlib.sha256()
    for name in files:
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
    )
    (site / "sw.js").write_text(text)
    return cache
