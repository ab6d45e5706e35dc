"""Our Python in the site's zips: python.zip, fetched before Python starts, and the zips the
page fetches when the player first opens their view (which files go where: the manifest,
manifest.py). Bytecode compiled by Pyodide's own Python (tools/pyc.py), so the page never
compiles at start-up; in a fixed order with fixed timestamps, so the same sources give the
same bytes."""

from __future__ import annotations

import shutil
import sys
import tempfile
import zipfile
from pathlib import Path

from .common import PY, ROOT, WEB, run
from .manifest import manifest, zip_members

PAGE_HOME = "/home/pyodide"  # where the page unpacks the zips (the compiled code's file names)
FIXED_ZIP_TIME = (2020, 1, 1, 0, 0, 0)


def write_zips(site: Path) -> None:
    """Write every zip of the manifest into `site`: bytecode only, but for the zips that keep
    their sources beside it (photo.zip: the reader also runs in CPython)."""
    members = zip_members()
    sourceless = [name for name in members if name not in manifest().WITH_SOURCES]
    with tempfile.TemporaryDirectory() as tmp:
        staging = Path(tmp)
        for zip_name, files in members.items():
            for source, name in files:
                (staging / zip_name / name).parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(source, staging / zip_name / name)
        _bundle_layouts(staging / manifest().START_ZIP / "engine" / "layout_files")
        _compile_catalogs(staging)
        run(["node", str(ROOT / "tools" / "compile_pyodide.mjs"), "tree", str(staging),
             PAGE_HOME, *sourceless])
        for zip_name in members:
            folder = staging / zip_name
            with zipfile.ZipFile(site / zip_name, "w", zipfile.ZIP_DEFLATED,
                                 compresslevel=9) as zf:
                for path in sorted(folder.rglob("*")):
                    if path.is_dir():
                        continue
                    info = zipfile.ZipInfo(path.relative_to(folder).as_posix(), FIXED_ZIP_TIME)
                    info.compress_type = zipfile.ZIP_DEFLATED
                    info.external_attr = 0o644 << 16
                    zf.writestr(info, path.read_bytes())


def _compile_catalogs(staging: Path) -> None:
    """Each staged gettext catalog (.po) compiled to the .mo the page reads, with Babel
    (web/app/po.py)."""
    sys.path[:0] = [p for p in (str(WEB),) if p not in sys.path]
    from app.po import compile_po

    for po in sorted(staging.rglob("*.po")):
        po.with_suffix(".mo").write_bytes(
            compile_po(po.read_bytes(), po.parent.parent.name, po.stem))
        po.unlink()


def _bundle_layouts(folder: Path) -> None:
    """The layout files in one file without their comments and descriptions
    (engine.layout.bundle_text): 42 files zipped one by one took 19 kB of the first visit."""
    sys.path[:0] = [p for p in (str(PY),) if p not in sys.path]
    from engine.layout import BUNDLE, LAYOUT_SUFFIX, bundle_text

    files = sorted(folder.glob("*" + LAYOUT_SUFFIX))
    # without the descriptions: the static start screen's data carries them (app.shell.about)
    texts = [f.read_text(encoding="utf-8") for f in files]
    (folder / BUNDLE).write_text(bundle_text(texts, drop=("about",)), encoding="utf-8")
    for path in files:
        path.unlink()
