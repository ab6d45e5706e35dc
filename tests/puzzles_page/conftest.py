"""The discard puzzles page's pure modules (web/app/puzzles, the catalogs) run in CPython:
put web/ on the path so `app` imports as it does in the browser."""

import sys
from pathlib import Path

WEB = Path(__file__).resolve().parents[2] / "web"
if str(WEB) not in sys.path:
    sys.path.insert(0, str(WEB))
