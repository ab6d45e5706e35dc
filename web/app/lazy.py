"""Code the page fetches only when the player first opens it (build.LAZY_ZIPS, build.PAGE_LAZY):
a zip of the site unpacked onto sys.path, once. Photo entry's reader (photo.zip) and the MCR
table game (table.zip) come this way, so a visit that never opens them never downloads them.
The service worker precaches these zips, so they open offline too.
"""

from __future__ import annotations

import importlib
import io
import sys
import time
import zipfile

from pyodide.http import pyfetch

FOLDER = "/home/pyodide/lazy"  # unpacked here, put on sys.path
# The lazy zip of each view that is one (app.routes' module -> zip); opened by app.main.
VIEW_ZIPS = {"app.table.view": "./table.zip"}
_unpacked: set[str] = set()


def loaded(url: str) -> bool:
    """Whether the zip at `url` is already unpacked."""
    return url in _unpacked


async def load_zip(url: str, packages: tuple[str, ...] = ("app",)) -> float:
    """Fetch the zip at `url` and unpack it onto sys.path (once); `packages`: the page's packages
    (in python.zip) that have modules in it too. Returns the ms it took."""
    start = time.perf_counter()
    if url in _unpacked:
        return 0.0
    response = await pyfetch(url)
    if not response.ok:
        raise OSError(f"{url}: HTTP {response.status}")
    # Unpacked with zipfile, not Pyodide's unpack_archive: that one also looks for installed
    # distributions (importlib.metadata), which the trimmed library leaves out.
    with zipfile.ZipFile(io.BytesIO(await response.bytes())) as archive:
        archive.extractall(FOLDER)
    # Folders that changed are read afresh: no finder may keep an older listing of them. (Not
    # importlib.invalidate_caches(): it needs importlib.metadata, left out.)
    for path in [p for p in sys.path_importer_cache if p.startswith(FOLDER)]:
        del sys.path_importer_cache[path]
    if FOLDER not in sys.path:
        sys.path.insert(0, FOLDER)
    for name in packages:
        package = importlib.import_module(name)
        folder = f"{FOLDER}/{name.replace('.', '/')}"
        if folder not in package.__path__:
            package.__path__.append(folder)
    _unpacked.add(url)
    return (time.perf_counter() - start) * 1000
