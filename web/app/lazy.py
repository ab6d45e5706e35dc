"""Code the page fetches only when the player first opens it (which code: app.manifest): a zip
of the site unpacked onto sys.path, once. The MCR scorer and fan reference (mcr.zip), the
table game (table.zip), the score sheet (sheet.zip), the layout editor (editor.zip) and photo
entry's reader (photo.zip) come this way, so a visit to the solitaire alone never downloads them.
The service worker precaches these zips, so they open offline too.

PyScript comes late too: the app starts on Pyodide alone and PyScript starts once the page is up
(web/boot.js); the views in lazy zips may use it, so they open once it is up (`pyscript()`).
"""

from __future__ import annotations

import asyncio
import importlib
import sys
import time
from pathlib import PurePosixPath

from app.manifest import VIEWS

FOLDER = "/home/pyodide/lazy"  # unpacked here, put on sys.path
# The lazy zips each view needs, in order (app.routes' module -> zips, URLs relative to the
# page); opened by app.main. The build writes the same table into interpreter.mjs (by route),
# which fetches them as a page opens on the view.
VIEW_ZIPS = {module: tuple(f"./{name}" for name in zips) for _, _, module, zips in VIEWS if zips}
_unpacked: set[str] = set()
_fetching: dict[str, asyncio.Future] = {}


def loaded(url: str) -> bool:
    """Whether the zip at `url` is already unpacked."""
    return url in _unpacked


async def load_zip(url: str) -> float:
    """Fetch the zip at `url` and unpack it onto sys.path (once, however many ask at the same
    time). Returns the ms it took."""
    if url in _unpacked:
        return 0.0
    if url not in _fetching:
        _fetching[url] = asyncio.ensure_future(_fetch_and_unpack(url))
    try:
        return await _fetching[url]
    finally:
        _fetching.pop(url, None)  # a failed fetch can be tried again


async def _fetch_and_unpack(url: str) -> float:
    import io
    import zipfile  # here, not at import: the start does not need them

    start = time.perf_counter()
    data = await _early(url) or await _fetch(url)
    # Unpacked with zipfile, not Pyodide's unpack_archive: that one also looks for installed
    # distributions (importlib.metadata), which the trimmed library leaves out.
    with zipfile.ZipFile(io.BytesIO(data)) as archive:
        archive.extractall(FOLDER)
        folders = {str(p) for name in archive.namelist() for p in PurePosixPath(name).parents}
    # Folders that changed are read afresh: no finder may keep an older listing of them. (Not
    # importlib.invalidate_caches(): it needs importlib.metadata, left out.)
    for path in [p for p in sys.path_importer_cache if p.startswith(FOLDER)]:
        del sys.path_importer_cache[path]
    if FOLDER not in sys.path:
        sys.path.insert(0, FOLDER)
    # A package that python.zip holds too (app, app.text, app.photo ...) finds the modules that
    # came in the zip in its folder here.
    for folder in sorted(folders - {"."}, key=lambda f: f.count("/")):
        if "__pycache__" in folder:
            continue
        try:
            package = importlib.import_module(folder.replace("/", "."))
        except ImportError:
            continue
        path = f"{FOLDER}/{folder}"
        if hasattr(package, "__path__") and path not in package.__path__:
            package.__path__.append(path)
    _unpacked.add(url)
    return (time.perf_counter() - start) * 1000


def pyscript_up() -> bool:
    """Whether PyScript is up in the page (web/boot.js sets data-pyscript when web/main.py ran)."""
    import js  # here, not at import: the memory snapshot must hold no browser object

    return str(js.document.documentElement.dataset.pyscript or "") == "up"


async def pyscript() -> None:
    """Once PyScript is up (started now if it was not yet): the page's mahjongPyScript()."""
    import js

    start = getattr(js.globalThis, "mahjongPyScript", None)
    if start is not None:
        await start()


async def _early(url: str) -> bytes | None:
    """The bytes of `url` if interpreter.mjs fetched them as the page opened on their view
    (globalThis.mahjongEarlyZips), else None (also when that fetch failed)."""
    import js  # here, not at import: the memory snapshot must hold no browser object

    early = getattr(js.globalThis, "mahjongEarlyZips", None)
    if early is None or not early.has(url):
        return None
    bytes_promise = early.get(url)
    early.delete(url)
    try:
        return (await bytes_promise).to_bytes()
    except Exception:  # the early fetch failed: the caller fetches again
        return None


async def _fetch(url: str) -> bytes:
    from pyodide.http import pyfetch  # here, not at import: the start does not need it

    response = await pyfetch(url)
    if not response.ok:
        raise OSError(f"{url}: HTTP {response.status}")
    return await response.bytes()
