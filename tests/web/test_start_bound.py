"""tools/start_bound.py's pages: ready once Python has started (the app's Python never runs),
and the same never painted; it refuses a boot.js it no longer understands."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))
import start_bound  # noqa: E402 - tools/ is not a package


@pytest.fixture
def site(tmp_path: Path) -> Path:
    """The page's own boot.js and index.html, as build.py copies them into dist/."""
    folder = tmp_path / "dist"
    folder.mkdir()
    for name in ("boot.js", "index.html"):
        (folder / name).write_text((ROOT / "web" / name).read_text())
    return folder


def test_the_bound_page_is_ready_before_the_app_is_imported(site, tmp_path):
    copy = start_bound.variant(site, tmp_path / "no-app", painted=True)
    boot = (copy / "boot.js").read_text()
    ready = boot.index('root.dataset.state = "start"; return;')
    assert ready < boot.index(start_bound.APP_IMPORT)
    assert boot.index('performance.mark("mj:main")') < ready  # after Python has started
    assert (copy / "index.html").read_text() == (site / "index.html").read_text()
    assert start_bound.APP_IMPORT in (site / "boot.js").read_text()  # the original untouched
    assert 'root.dataset.state = "start"; return;' not in (site / "boot.js").read_text()


def test_the_unpainted_page_hides_its_body(site, tmp_path):
    copy = start_bound.variant(site, tmp_path / "unpainted", painted=False)
    page = (copy / "index.html").read_text()
    assert page.index(start_bound.NOT_PAINTED) < page.index("<body")


def test_a_boot_js_that_no_longer_imports_the_app_there_is_refused(site, tmp_path):
    (site / "boot.js").write_text("// nothing here\n")
    with pytest.raises(SystemExit, match="app.main"):
        start_bound.variant(site, tmp_path / "no-app", painted=True)
