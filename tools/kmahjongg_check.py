#!/usr/bin/env python3
"""Check the KMahjongg import on real KMahjongg layout files (not shipped with the app: point
it at a folder of them, such as /usr/share/kmahjongg/layouts of Debian's kmahjongg package).

For every file, independently of engine.kmahjongg: its tiles are the cells marked `1` (as
KMahjongg's GameData::generateTilePositions takes them); a file with an even count up to 144
must import (`python -m engine import`, run as a command) to exactly those positions moved to
the origin, read back from the printed layout text, and be dealt (`deal --layout-file`); the
others must be refused with one `error:` line and exit status 2.

    python tools/kmahjongg_check.py FOLDER
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from engine.layout import parse_layout  # noqa: E402


def marked_tiles(text: str) -> list[tuple[int, int, int]]:
    """The `1` cells of a KMahjongg file, read plainly (v1.0: 32 x 16 x 5; v1.1: w/h/d)."""
    lines = text.splitlines()
    size = {"w": 32, "h": 16, "d": 5}
    body = []
    for line in lines[1:]:
        if line.startswith("#"):
            continue
        if lines[0].endswith("v1.1") and line[:1] in size and line[1:].strip().isdigit():
            size[line[0]] = int(line[1:])
            continue
        body.append(line)
    cells = "".join(body)
    w, h = size["w"], size["h"]
    return [(i % w, i // w % h, i // (w * h)) for i, c in enumerate(cells) if c == "1"]


def run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "engine", *args], capture_output=True,
                          text=True, cwd=ROOT, env={"PYTHONPATH": str(ROOT / "py")})


def main() -> int:
    folder = Path(sys.argv[1])
    files = sorted(folder.glob("*.layout"))
    eligible = exact = refused = 0
    for path in files:
        tiles = marked_tiles(path.read_text(encoding="utf-8"))
        done = run("import", str(path))
        if len(tiles) % 2 or len(tiles) > 144:
            ok = done.returncode == 2 and done.stderr.startswith("error:") and (
                len(done.stderr.strip().splitlines()) == 1)
            refused += ok
            print(f"{path.name:22} {len(tiles):4d} tiles  refused: {'yes' if ok else 'NO'}")
            continue
        eligible += 1
        low = [min(t[a] for t in tiles) for a in range(3)]
        expected = sorted((x - low[0], y - low[1], z - low[2]) for x, y, z in tiles)
        got = sorted(parse_layout(done.stdout, path.name).positions) if (
            done.returncode == 0) else None
        dealt = run("deal", "--layout-file", str(path), "--seed", "1").returncode == 0
        same = got == expected and dealt
        exact += same
        print(f"{path.name:22} {len(tiles):4d} tiles  exact: {'yes' if got == expected else 'NO'}"
              f"  dealt: {'yes' if dealt else 'NO'} {done.stderr.strip()}")
    print(f"{exact} of {eligible} layouts with an even count <= 144 imported to exactly their "
          f"tile positions and dealt; {refused} of {len(files) - eligible} others refused")
    return 0 if exact == eligible and refused == len(files) - eligible else 1


if __name__ == "__main__":
    sys.exit(main())
