"""Shared test set-up: makes py/ and the repository root importable."""

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
for path in (ROOT / "py", ROOT):
    if str(path) not in sys.path:
        sys.path.insert(0, str(path))
