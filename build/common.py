"""What every part of the build shares: the repository's places, Debian's Chromium and its
flags, and three helpers (running a command, loading a module of tools/, filling a file's
placeholders)."""

from __future__ import annotations

import functools
import importlib.util
import subprocess
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DIST = ROOT / "dist"
WEB = ROOT / "web"
PY = ROOT / "py"
NODE_MODULES = ROOT / "node_modules"
CHROMIUM = Path("/usr/bin/chromium")
# Flags for Debian's Chromium, headless as root on a machine with a closed network.
CHROMIUM_ARGS = (
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
)
# The site's own script of PyScript's interpreter: the build writes the table of the lazy zips
# each route opens (zips.py) and the snapshot's name (snapshot.py) into it.
INTERPRETER = "interpreter.mjs"


def run(cmd: list[str], **kwargs) -> None:
    """Run a command from the repository root, stopping the build if it fails."""
    print("+", " ".join(cmd), flush=True)
    subprocess.run(cmd, cwd=ROOT, check=True, **kwargs)


@functools.cache
def tool(path: Path):  # noqa: ANN201 - a module
    """A module of tools/ that runs in CPython too, loaded once: tools/pyc.py (its module
    naming) and tools/shell/render.py."""
    spec = importlib.util.spec_from_file_location(path.stem, path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def fill_placeholders(path: Path, values: dict[str, str]) -> None:
    """Replace each placeholder in the text file `path` by its value; stop the build if the
    file lacks one."""
    text = path.read_text()
    for placeholder, value in values.items():
        if placeholder not in text:
            raise SystemExit(f"build: {path} lacks {placeholder}")
        text = text.replace(placeholder, value)
    path.write_text(text)
