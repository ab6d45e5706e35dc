"""Build, serve, test and benchmark the Mahjong web app; `python3 build.py` is its command line.

One module a job (docs/build.md): `common` (the repository's places, Chromium's flags),
`install` (what a command needs), `manifest` (what ships where, from web/app/manifest.py),
`stdlib` (the trimmed standard library), `zips` (our Python in the site's zips), `snapshot` (the
started Python, saved), `shell` (the static start screen), `worker` (the service worker),
`assemble` (dist/, in order), `serving`, `testing`, `tracing`, `lab`, `cli`. The names
below are the build's public ones, which the tests and the benchmarks use as `build.NAME`.
"""

from .assemble import build, check_fan_font, make_fan_font
from .cli import main
from .common import (
    CHROMIUM,
    CHROMIUM_ARGS,
    DIST,
    INTERPRETER,
    NODE_MODULES,
    PY,
    ROOT,
    WEB,
    fill_placeholders,
    run,
)
from .install import (
    build_chromium,
    build_playwright,
    ensure_chromium,
    ensure_npm_packages,
    ensure_python_test_packages,
)
from .lab import lab, lab_alone, print_table, shared_photos
from .manifest import (
    MANIFEST,
    manifest,
    start_packages,
    view_zips,
    write_view_zips,
    zip_members,
)
from .serving import (
    GZIP_TYPES,
    SiteHandler,
    SiteServer,
    gzipped,
    make_server,
    serve,
    serve_in_background,
    site_served,
    warm_gzip,
)
from .shell import capture_shell, make_shell
from .snapshot import (
    PYODIDE_FILES,
    SNAPSHOT_DIR,
    make_snapshot,
    make_snapshot_in_chromium,
    pyodide_version,
    snapshot_name,
)
from .stdlib import (
    STDLIB,
    STDLIB_LIST,
    TRACE_ENV,
    pyc_tool,
    pyodide_stdlib_modules,
    stdlib_modules,
    write_stdlib,
)
from .testing import test
from .tracing import trace
from .worker import later_files, site_files, write_service_worker
from .zips import PAGE_HOME, write_zips

ZIP_NAME: str = manifest().START_ZIP
"""python.zip, the zip a visit fetches before Python starts."""
NOT_FOR_THE_PAGE: tuple[str, ...] = manifest().NOT_FOR_THE_PAGE
"""The modules no page runs (the command lines): in no zip."""
PY_PACKAGES: list = start_packages()
"""The package folders python.zip holds, as (folder, package name)."""

__all__ = [
    "CHROMIUM", "CHROMIUM_ARGS", "DIST", "GZIP_TYPES", "INTERPRETER", "MANIFEST", "NODE_MODULES",
    "NOT_FOR_THE_PAGE", "PAGE_HOME", "PY", "PYODIDE_FILES", "PY_PACKAGES", "ROOT", "SNAPSHOT_DIR",
    "STDLIB", "STDLIB_LIST", "TRACE_ENV", "WEB", "ZIP_NAME", "SiteHandler", "SiteServer",
    "build", "build_chromium", "build_playwright", "capture_shell",
    "check_fan_font", "ensure_chromium", "ensure_npm_packages", "ensure_python_test_packages",
    "fill_placeholders", "gzipped", "lab", "lab_alone", "later_files", "main", "make_fan_font",
    "make_server",
    "make_shell", "make_snapshot", "make_snapshot_in_chromium", "manifest", "print_table",
    "pyc_tool", "pyodide_stdlib_modules", "pyodide_version", "run", "serve",
    "serve_in_background", "shared_photos", "site_files", "site_served", "snapshot_name",
    "start_packages", "stdlib_modules", "test", "trace", "view_zips", "warm_gzip",
    "write_service_worker", "write_stdlib", "write_view_zips", "write_zips", "zip_members",
]
