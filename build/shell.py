"""The static start screen: the solitaire's start screen and top bar as the built page draws
them, captured in headless Chromium in every language (tools/shell/capture.js) and written into
index.html with web/shell.js, the script that runs it before Python is up
(tools/shell/render.py)."""

from __future__ import annotations

import hashlib
import json
import sys
import time
from pathlib import Path

from .common import DIST, NODE_MODULES, PY, ROOT, WEB, tool
from .install import build_chromium, build_playwright
from .serving import serve_in_background
from .snapshot import SNAPSHOT_DIR, SNAPSHOT_TIMEOUT_MS

SHELL_CAPTURE = ROOT / "tools" / "shell" / "capture.js"
SHELL_RENDER = ROOT / "tools" / "shell" / "render.py"
SHELL_CACHE = NODE_MODULES / ".cache" / "mahjong-shell"


def make_shell(site: Path = DIST) -> None:
    """Write the solitaire start screen into the site's index.html as static HTML with its
    script (tools/shell/): captured from the built page itself in headless Chromium, in every
    language, unless the build cache holds the capture for these very files."""
    digest = hashlib.sha256(SHELL_CAPTURE.read_bytes())
    for path in sorted(p for p in site.rglob("*") if p.is_file()):
        name = path.relative_to(site).as_posix()
        if not name.startswith(SNAPSHOT_DIR + "/"):
            digest.update(name.encode())
            digest.update(hashlib.sha256(path.read_bytes()).digest())
    cached = SHELL_CACHE / f"{digest.hexdigest()[:16]}.json"
    if cached.exists():
        capture = json.loads(cached.read_text())
        print(f"shell: the start screen from the build cache ({cached.name})", flush=True)
    else:
        started = time.monotonic()
        build_playwright()
        capture = capture_shell(site)
        SHELL_CACHE.mkdir(parents=True, exist_ok=True)
        cached.write_text(json.dumps(capture))
        for old in sorted(SHELL_CACHE.glob("*.json"), key=lambda p: p.stat().st_mtime)[:-4]:
            old.unlink()
        print(f"shell: captured the start screen in {time.monotonic() - started:.1f} s",
              flush=True)
    tool(SHELL_RENDER).write_page(site / "index.html", capture)


def capture_shell(site: Path) -> dict:
    """The start screen and top bar as the built page draws them, in every language
    (tools/shell/capture.js), on a phone-sized screen."""
    from playwright.sync_api import sync_playwright

    sys.path[:0] = [p for p in (str(PY), str(WEB)) if p not in sys.path]
    from app.i18n import LANGUAGES

    server, url = serve_in_background(site)
    try:
        with sync_playwright() as pw:
            browser = build_chromium(pw, "the static start screen")
            page = browser.new_page(viewport={"width": 390, "height": 844})
            errors: list[str] = []
            page.on("pageerror", lambda error: errors.append(str(error)))
            page.goto(url)
            page.wait_for_function("document.documentElement.dataset.state === 'start'",
                                   timeout=SNAPSHOT_TIMEOUT_MS)
            capture = page.evaluate(SHELL_CAPTURE.read_text(), list(LANGUAGES))
            browser.close()
    finally:
        server.shutdown()
        server.server_close()
    if errors:
        raise SystemExit("build: the page failed while its start screen was captured:\n"
                         + "\n".join(errors))
    return capture
