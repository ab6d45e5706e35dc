"""The photo reader's tests: the synthetic photos they share (art_cache, calibration_photos,
taught_set, hands) live in tests/conftest.py, as the page's tests use them too; this folder is
importable, for tests that share a module's fixtures (test_real_photos)."""

from __future__ import annotations

import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
if str(HERE) not in sys.path:
    sys.path.insert(0, str(HERE))
