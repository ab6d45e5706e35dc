"""The module `_snapshot`, which lives inside the memory snapshot of the started Python.

build.py (make_snapshot) opens tools/snapshot/maker.html in headless Chromium: Pyodide starts
with the snapshot option, python.zip is unpacked as PyScript unpacks it, this file is imported
as `_snapshot` and `prepare()` imports the app's pure-Python packages and loads their data. The
heap is then saved. In the page, web/interpreter.mjs restores it, checks `KEY` and calls
`renew()`: what the snapshot froze and must not stay frozen is taken from this browser again.

Runs only under Pyodide (build time and page); it never imports the browser (`js`, `pyscript`).
"""

from __future__ import annotations

import gc
import importlib
import json
import os
import pkgutil
import random
import sys
import time

# The build's key of this snapshot (Pyodide, python.zip, this recipe); "" until prepare().
KEY = ""
# Every module the snapshot holds (to tell what a page imported after the restore).
MODULES: tuple[str, ...] = ()
# Whether the browser that made the snapshot could switch WebAssembly stacks (JSPI): Pyodide
# chooses its run_sync at start-up by it.
JSPI = False
# Modules that exist only in the page (PyScript's): a module importing one is left to the page,
# as one importing a package the page loads only when the player opens it (a later zip's, in
# app.manifest: photo.zip, mcr.zip, table.zip).
PAGE_ONLY = ("pyscript",)
# The page layer's handle on the page (app.dom): its names that must not be read at import, or
# the snapshot would hold the page's document (the page reads them at their first use).
PAGE_NAMES = ("document", "window")


def prepare(packages: list[str], key: str, jspi: bool) -> str:
    """Import every module of `packages` the page may import and that needs no page, then load
    the data the app reads at start. Returns JSON: the modules imported and those left out,
    and every module in sys.modules."""
    global KEY, MODULES, JSPI
    imported, left = [], []
    _import_all(packages, imported, left)
    dom = sys.modules.get("app.dom")
    read = [name for name in PAGE_NAMES if dom is not None and name in vars(dom)]
    if read:
        raise RuntimeError(f"a module read app.dom.{read[0]} at import: read it at its use")
    _load_data()
    KEY, JSPI = key, bool(jspi)
    MODULES = tuple(sorted(sys.modules))
    gc.collect()
    return json.dumps({"imported": imported, "left": left, "modules": MODULES})


def _import_all(packages: list[str], imported: list[str], left: list[str]) -> None:
    """Import every module of `packages` that python.zip holds (the command lines are in no
    zip), but those that import PyScript or a package of a later zip."""
    from app.manifest import START_ZIP, ZIPS

    later = {entry.split("/")[1] for name, entries in ZIPS.items() if name != START_ZIP
             for entry in entries if entry.startswith("py/")}
    for name in packages:
        package = importlib.import_module(name)
        imported.append(name)
        for info in pkgutil.walk_packages(package.__path__, name + "."):
            try:
                importlib.import_module(info.name)
            except ModuleNotFoundError as error:
                if error.name not in (*PAGE_ONLY, *later):
                    raise
                left.append(info.name)
            else:
                imported.append(info.name)


def _load_data() -> None:
    """Read what the packages would read from their files at the page's start."""
    if "engine" in sys.modules:
        import engine

        engine.layouts()  # every layout file parsed (the start screen lists them all)
        panels = sys.modules.get("app.solitaire.panels")
        if panels is not None:  # and their pictures made
            for layout in engine.layouts():
                panels.preview_of(layout)


def renew(lang: str, jspi: bool) -> None:
    """Right after a restore: a fresh random state (else every restored page would deal the
    same "new deals"), this browser's time zone and language, its stack switching, and sys.path
    as after a start.

    `lang` is the LANG that Pyodide would have set in this browser (from navigator.language),
    `jspi` whether this browser can switch stacks. The caller has already set the C library's
    time zone from this browser (see interpreter.mjs).
    """
    if jspi and not JSPI:
        raise RuntimeError("snapshot made without stack switching, which this browser has")
    if JSPI and not jspi:
        _without_stack_switching()
    random.seed()
    _renew_time_zone()
    os.environ["LANG"] = lang
    sys.path[:] = list(dict.fromkeys(sys.path))  # Pyodide adds "" again on every start


def _without_stack_switching() -> None:
    """run_sync as a normal start in a browser without stack switching gives it (Pyodide picks
    its C run_sync by the browser when it starts; the snapshot holds the one that switches)."""

    def run_sync(awaitable: object) -> object:
        raise RuntimeError("WebAssembly stack switching not supported in this JavaScript runtime")

    for name in ("_pyodide_core", "pyodide.ffi", "pyodide.webloop"):
        module = sys.modules.get(name)
        if module is not None and hasattr(module, "run_sync"):
            module.run_sync = run_sync


def _renew_time_zone() -> None:
    """Set time.timezone, altzone, daylight and tzname as Python computes them at start-up
    (Pyodide's Python has no time.tzset): from local time in January and in July."""
    year = (365 * 24 + 6) * 3600
    start = int(time.time()) // year * year
    january, july = time.localtime(start), time.localtime(start + year // 2)
    january_zone, july_zone = -january.tm_gmtoff, -july.tm_gmtoff
    if january_zone < july_zone:  # summer time in January: the southern hemisphere
        standard, summer = july, january
    else:
        standard, summer = january, july
    time.timezone, time.altzone = -standard.tm_gmtoff, -summer.tm_gmtoff
    time.daylight = int(january_zone != july_zone)
    time.tzname = (standard.tm_zone, summer.tm_zone)
