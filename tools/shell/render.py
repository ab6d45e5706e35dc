"""The page's static shell: the solitaire start screen written into index.html (build.py,
make_shell), so that a phone shows a usable start screen long before Python is up.

The markup is the Python page's own (tools/shell/capture.js captures it in the built page, in
every language); the data web/shell.js needs comes from the app's own tables, here: the texts
(app/text/), the layouts' names, the order of the layout picker for every shape of the board's
box (app.solitaire.fit.picker_order, sampled), the routes (app.routes) and the storage keys.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "web" / "shell.js"
PLACEHOLDER = '"__SHELL_DATA__"'
# The picker's order is sampled over box shapes (height / width) up to MAX_RATIO (then kept),
# finely where phones are (up to FINE_RATIO).
MAX_RATIO = 12.0
FINE_RATIO, FINE_STEP, STEP = 3.0, 1.0005, 1.002
# The buttons that start a deal say so while they wait for Python (others: "shell.opening").
DEAL_BUTTONS = ("todays-deal", "new-deal", "continue-deal")


def _imports() -> None:
    for path in (ROOT / "py", ROOT / "web"):
        if str(path) not in sys.path:
            sys.path.insert(0, str(path))


def picker_orders() -> list[list]:
    """[[largest height/width, the picker's order as indices into engine.layouts()], ...] by
    growing shape; the last bound is None (any taller box). Sampled from picker_order, each
    change of order found to 1e-9 by bisection."""
    _imports()
    from app.solitaire.fit import picker_order
    from engine import layouts

    every = layouts()

    def order(ratio: float) -> list[int]:
        return [every.index(layout) for layout in picker_order(every, 1000.0, 1000.0 * ratio)]

    table = [[1.0, order(1.0)]]  # a box no taller than wide: the layouts' own order
    ratio = 1.0
    while ratio < MAX_RATIO:
        low, high = ratio, ratio * STEP
        if order(high) != table[-1][1]:
            while high - low > 1e-9:
                middle = (low + high) / 2
                low, high = (middle, high) if order(middle) == table[-1][1] else (low, middle)
            table[-1][0] = low
            table.append([high, order(high)])
        ratio *= FINE_STEP if ratio < FINE_RATIO else STEP
    table[-1][0] = None
    return table


def texts() -> dict[str, dict]:
    """The shell's texts in each language: the app shell's table (app/text/common.py), the
    start screen's lines for a new player (today's for each layout, the streak)."""
    _imports()
    from app.i18n import LANGUAGES, Translator
    from app.text.common import TEXT as COMMON
    from app.text.solitaire import TEXT as SOLITAIRE
    from engine import layouts

    out = {}
    for lang in LANGUAGES:
        i18n = Translator(lang)
        i18n.register(COMMON)
        i18n.register(SOLITAIRE)
        table = {key: i18n.t(key) for key in COMMON}
        table["sol.streak.none"] = i18n.t("sol.streak.none")
        table["todayNone"] = {
            layout.id: i18n.t("sol.start.today_none", layout=layout.name(lang))
            for layout in layouts()
        }
        out[lang] = table
    return out


def shell_data(capture: dict) -> dict:
    """SHELL, the data of web/shell.js, from the capture and the app's tables."""
    _imports()
    from app import shell
    from app.i18n import LANGUAGES
    from app.routes import ROUTES
    from app.solitaire import saved
    from app.solitaire.art import art_path
    from app.solitaire.fit import MARGIN, MIN_BOX
    from engine import layouts, records
    from engine.daily import KATHMANDU
    from engine.tiles import FACES

    offset = KATHMANDU.utcoffset(None)
    return {
        "base": LANGUAGES[0],
        "langs": list(LANGUAGES),
        "patches": capture["patches"],
        "titles": capture["titles"],
        "continueHtml": capture["continueHtml"],
        "texts": texts(),
        "layouts": [layout.id for layout in layouts()],
        "about": {lang: [layout.description(lang) for layout in layouts()] for lang in LANGUAGES},
        "order": picker_orders(),
        "margin": MARGIN,
        "minBox": MIN_BOX,
        "routes": [[prefix, name] for prefix, name, _ in ROUTES],
        "offsetMinutes": int(offset.total_seconds() // 60),
        "keys": {"setting": records.setting_key("x")[:-1], "shell": shell.KEY,
                 "current": saved.KEY},
        "waiting": dict.fromkeys(DEAL_BUTTONS, "shell.preparing"),
        "focus": ".panel-actions button:not([disabled])",
        "art": [art_path(face) for face in FACES],
    }


def write_page(page: Path, capture: dict) -> None:
    """Put the captured start screen and the shell's script into the built index.html."""
    _imports()
    from app.i18n import LANGUAGES

    html = page.read_text()
    data = json.dumps(shell_data(capture), ensure_ascii=False, separators=(",", ":"))
    script = SCRIPT.read_text()
    if PLACEHOLDER not in script:
        raise SystemExit(f"build: {SCRIPT} lacks {PLACEHOLDER}")
    script = script.replace(PLACEHOLDER, data.replace("</", "<\\/"))
    for pattern, new in (
        (r'<header class="topbar">.*?</header>', capture["html"]["header"]),
        (r'<section id="view-solitaire"[^>]*></section>', capture["html"]["section"]),
        (r"<!--SHELL-SCRIPT-->", f"<script>\n{script}</script>"),
        (r'<html lang="[a-z]+"', f'<html lang="{LANGUAGES[0]}" class="shell-pending"'),
    ):
        html, found = re.subn(pattern, lambda _, new=new: new, html, count=1, flags=re.S)
        if not found:
            raise SystemExit(f"build: {page} lacks {pattern}")
    page.write_text(html)
