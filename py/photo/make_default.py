"""Remake the default tile set from the app's tile art: ``python -m photo.make_default``."""

from __future__ import annotations

import sys

from .default import PATH, build


def main() -> int:
    PATH.write_text(build().to_json() + "\n", encoding="utf-8")
    sys.stdout.write(f"wrote {PATH}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
