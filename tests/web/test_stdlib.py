"""The site's trimmed standard library (build.py STDLIB): exactly the traced modules
(tools/stdlib.txt) as bytecode, every standard module our code imports among them, and a module
left out never fails silently: a clear ModuleNotFoundError under Node.js, and in the page an
error that says so, whether Python is starting or running."""

from __future__ import annotations

import ast
import json
import os
import shutil
import subprocess
import zipfile
from pathlib import Path

import pytest

import build
from tests.web.conftest import Held, wait_ready

ROOT = Path(__file__).resolve().parents[2]
HINT = "trimmed Python standard library"
RUN_PYTHON = """code => import('./pyscript/core.js').then(m => m.whenDefined('py'))
  .then(py => String(py.interpreter.runPython(code)))"""


def left_out() -> str:
    """A module of Pyodide's standard library that the site leaves out."""
    missing = sorted(build.pyodide_stdlib_modules() - set(build.stdlib_modules()))
    return "smtplib" if "smtplib" in missing else missing[0]


@pytest.fixture
def trimmed(dist) -> Path:
    """The site, skipping the test on a trace build (`build.py trace` ships every module)."""
    names = zipfile.ZipFile(dist / "pyodide" / build.STDLIB).namelist()
    if len(names) > len(build.pyodide_stdlib_modules()):
        pytest.skip("a trace build: the whole standard library")
    return dist


def test_the_site_ships_the_traced_modules_as_bytecode_only(trimmed):
    dist = trimmed
    names = zipfile.ZipFile(dist / "pyodide" / build.STDLIB).namelist()
    assert all(name.endswith(".pyc") for name in names)
    shipped = {build.pyc_tool().module_name(name[:-1]) for name in names}
    assert shipped == set(build.stdlib_modules()) | {"sitecustomize"}


def imported(path: Path) -> set[str]:
    """The absolute imports of a module, each with its parent packages."""
    names = set()
    for node in ast.walk(ast.parse(path.read_text(), str(path))):
        if isinstance(node, ast.Import):
            found = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            found = [node.module] + [f"{node.module}.{alias.name}" for alias in node.names]
        else:
            continue
        for name in found:
            parts = name.split(".")
            names |= {".".join(parts[:i]) for i in range(1, len(parts) + 1)}
    return names


def test_every_standard_module_our_browser_code_imports_is_shipped():
    full, kept = build.pyodide_stdlib_modules(), set(build.stdlib_modules())
    missing = {}
    for files in build.zip_members().values():  # every module of every zip of the site
        for path in sorted(source for source, _ in files if source.suffix == ".py"):
            for name in (imported(path) & full) - kept:
                missing.setdefault(name, path.relative_to(ROOT).as_posix())
    assert not missing, (
        f"standard library modules imported but not in {build.STDLIB_LIST.name} (run "
        f"`python3 build.py trace`, or add them): {missing}"
    )


@pytest.mark.node
def test_a_module_left_out_fails_clearly_under_node(trimmed, tmp_path):
    dist = trimmed
    if shutil.which("node") is None:
        pytest.skip("needs node")
    name = left_out()
    script = tmp_path / "run.mjs"
    script.write_text(f"""
import {{ loadSitePyodide }} from {json.dumps(str(ROOT / "tools" / "pyodide_node.mjs"))};
const py = await loadSitePyodide();
console.log(py.runPython(`
import json
try:
    import {name}
except ModuleNotFoundError as error:
    result = [error.name, str(error)]
import zipfile, sys
json.dumps(result + [sorted(sys.modules).count("json")])
`));
""")
    env = dict(os.environ, MAHJONG_DIST=str(dist))
    done = subprocess.run(["node", str(script)], capture_output=True, text=True, timeout=300,
                          env=env, check=False)
    assert done.returncode == 0, done.stderr[-2000:]
    error_name, message, json_loaded = json.loads(done.stdout.strip().splitlines()[-1])
    assert error_name == name and f"No module named {name!r}" in message and HINT in message
    assert json_loaded == 1


def fresh_page(browser, site: str):
    context = browser.new_context(service_workers="block", viewport={"width": 390,
                                                                     "height": 844})
    page = context.new_page()
    errors: list[str] = []
    page.on("console", lambda m: m.type == "error" and errors.append(m.text))
    page.on("pageerror", lambda error: errors.append(str(error)))  # uncaught, in the console
    return context, page, errors


@pytest.mark.browser
def test_a_module_left_out_while_the_app_runs_says_so_in_the_page(browser, site, trimmed):
    name = left_out()
    context, page, errors = fresh_page(browser, site)
    page.goto(site)
    wait_ready(page)
    page.evaluate(RUN_PYTHON, (
        "import js\nfrom pyodide.ffi import create_once_callable\n"
        f"js.setTimeout(create_once_callable(lambda: __import__({name!r})), 0)\n'ok'"
    ))
    page.wait_for_selector("#app-error", state="visible")
    assert page.inner_text("#app-error-text") == page.evaluate(
        "mahjongShell.text('error.run')")
    detail = page.inner_text("#app-error-detail")
    assert "ModuleNotFoundError" in detail and name in detail and HINT in detail
    assert any(name in error for error in errors)  # and in the console
    context.close()


@pytest.mark.browser
def test_a_module_left_out_at_start_says_so_and_frees_the_button_pressed(
    browser, trimmed, tmp_path
):
    dist = trimmed
    name = left_out()
    for entry in dist.iterdir():
        if entry.name != "boot.js":
            (tmp_path / entry.name).symlink_to(entry)
    # The app's start (boot.js: app.main imported once Python is up) imports the module first.
    boot = (dist / "boot.js").read_text()
    start = 'pyodide.pyimport("app.main")'
    assert start in boot
    (tmp_path / "boot.js").write_text(
        boot.replace(start, f'(pyodide.runPython("import {name}"), {start})', 1))
    server, site = build.serve_in_background(tmp_path)
    try:
        context, page, errors = fresh_page(browser, site)
        held = Held(page)  # Python held back until the button is pressed, however fast
        page.goto(site, wait_until="domcontentloaded")
        page.click("#new-deal")  # pressed before Python is up: waiting for it
        assert page.get_attribute("#new-deal", "aria-busy") == "true"
        held.release()
        page.wait_for_selector("#app-error", state="visible", timeout=120_000)
        assert page.inner_text("#app-error-text") == page.evaluate(
            "mahjongShell.text('error.start')")
        assert name in page.inner_text("#app-error-detail")
        assert page.get_attribute("#new-deal", "aria-busy") is None
        assert page.evaluate("document.documentElement.dataset.state") == "loading"
        assert any(name in error for error in errors)
        context.close()
    finally:
        server.shutdown()


def test_the_server_sends_gzip_as_github_pages_does(dist):
    import gzip
    import urllib.request

    server, site = build.serve_in_background(dist)
    try:
        for name, compressed in (("", True), ("pyodide/pyodide.mjs", True),
                                 ("styles/base.css", True), ("python.zip", False),
                                 ("icons/icon-192.png", False)):
            request = urllib.request.Request(site + name, headers={"Accept-Encoding": "gzip"})
            with urllib.request.urlopen(request) as response:
                body = response.read()
                encoding = response.headers.get("Content-Encoding")
            on_disk = (dist / (name or "index.html")).read_bytes()
            assert (encoding == "gzip") == compressed, name
            assert (gzip.decompress(body) if compressed else body) == on_disk
        with urllib.request.urlopen(site + "styles/base.css") as response:  # not asked for
            assert response.headers.get("Content-Encoding") is None
    finally:
        server.shutdown()


@pytest.mark.browser
def test_the_page_runs_on_the_trimmed_library_without_a_console_error(app, watch, trimmed):
    code = ("import sitecustomize, sys\n"
            "str([len(sitecustomize.LEFT_OUT) > 0, sitecustomize.LeftOut in sys.meta_path])")
    assert app.evaluate(RUN_PYTHON, code) == "[True, True]"
    watch.check()

