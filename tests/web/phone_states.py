"""Every state of every view, reached on a phone-size page, and what "nothing is cut off" means
there (for tests/web/test_phone_layout.py and a person's screenshots).

The table's hands that self-play rarely deals (a Greater Honors and Knitted Tiles win, Thirteen
Orphans) are laid on the page's own table: a hand-made wall (tests/table/helpers.rigged_wall)
is dealt by the page's Python, through PyScript's handle on its interpreter, in place of the
match's hand being played, and the person then plays it by tapping as usual. A match's end is
reached from a save (the page's own format, py/table/saved.py) of a whole 16-hand match
played in CPython by four computer players, with its last choice left for the page to make.
"""

from __future__ import annotations

import json
import os
from pathlib import Path

from table import Match, make_player

from tests.table.helpers import rigged_wall
from tests.web.a11y import AT_REST  # noqa: F401  (the states' checks wait for it)

SHOTS = Path(__file__).resolve().parents[2] / "screenshots" / "phone"
# Screenshots for a person to look at are saved only when asked for (MAHJONG_SHOTS=1): a quarter
# of a second each on this machine, hundreds a run, and no test reads them.
SHOOT = bool(os.environ.get("MAHJONG_SHOTS"))


def shoot(page, name: str, **options) -> None:
    """Save the page as it stands as screenshots/phone/NAME when screenshots are asked for."""
    if SHOOT:
        SHOTS.mkdir(parents=True, exist_ok=True)
        page.screenshot(path=str(SHOTS / name), **options)


STATE = "document.querySelector('.mt') && document.querySelector('.mt').dataset.state"
SETTLED = f"['turn', 'claim', 'hand_over', 'match_over'].includes({STATE})"
SAVE_KEY = "mj.v1.table"
LEVEL = "easy"

# Python run in the page through PyScript's own handle on its interpreter.
RUN_PYTHON = """code => import('./pyscript/core.js').then(m => m.whenDefined('py'))
  .then(py => String(py.interpreter.runPython(code)))"""

# The person (seat 0, East) is dealt Greater Honors and Knitted Tiles less the white dragon
# and draws it: a self-drawn win of 14 single tiles.
KNITTED = (
    ("1m 4m 7m 2p 5p 3s 6s E S W N C F",
     "2m 3m 5m 6m 8m 9m 1p 3p 4p 6p 7p 8p 9p",
     "1s 2s 4s 5s 7s 8s 9s 2m 3m 5m 6m 8m 9m",
     "1m 1m 4m 4m 7m 7m 2p 2p 5p 5p 8p 8p 9s"),
    "P",
)
# Bikash (seat 1, South) holds Thirteen Orphans waiting on all thirteen; the person draws 1
# characters and discards it.
ORPHANS = (
    ("2m 3m 4m 5p 6p 7p 2s 3s 4s 6s 6s 8s 8s",
     "1m 9m 1p 9p 1s 9s E S W N C F P",
     "2m 3m 4m 5m 6m 7m 2p 3p 4p 5p 6p 7p 5s",
     "5m 6m 7m 8m 2p 3p 4p 7p 8p 9p 3s 4s 5s"),
    "1m",
)

INJECT = """
import json
from app.table import view as _v
from table import Table
_view = _v._views[-1]
_m = _view.manager
_m.pause()
_t = Table(json.loads({wall!r}), hand_number=_m.match.hand_number, scores={scores!r},
           seat_winds=_m.match.table.seat_winds, prevalent_wind=_m.match.table.prevalent_wind)
_m.match.tables[-1] = _t
_m._seen = len(_t.events)
_view.lifted = None
_view.end_shown = None
_view.render()
_m.run()
"""


LOAD = """
from app.table import view as _v
from table import saved as _s
_view = _v._views[-1]
_m = _view.manager
if _view.panel is not None:
    _view.close_panel()
_m.pause()
_m.match = None
_m.saved = _s.from_text({text!r}, _m.levels)
_view.end_shown = None
_view.lifted = None
_view.show("?pace=instant")
"""


def run_python(page, code: str) -> str:
    return page.evaluate(RUN_PYTHON, code)


def settle(page) -> str:
    page.wait_for_function(SETTLED)
    return page.evaluate(STATE)


def open_table(page, site: str, seed: int, hands: int = 16, lang: str = "en") -> None:
    """The table's set-up for match ``seed`` at instant pace (no match saved)."""
    page.goto(f"{site}#/table?seed={seed}&pace=instant&level={LEVEL}&hands={hands}")
    page.wait_for_function("document.documentElement.dataset.state !== 'loading'",
                           timeout=120_000)
    page.select_option("#lang", lang)
    page.wait_for_selector("#mt-start")


def deal_rigged(page, hands: tuple[str, str, str, str], draws: str = "",
                scores: tuple[int, int, int, int] = (0, 0, 0, 0)) -> None:
    """Replace the hand on the page's table by one dealt from a hand-made wall."""
    wall = json.dumps(rigged_wall(hands, draws))
    run_python(page, INJECT.format(wall=wall, scores=scores))


def load_save(page, text: str) -> None:
    """Continue the saved match ``text`` on the page's table, read by the page's own reader
    (table.saved), as a reload with that save would."""
    run_python(page, LOAD.format(text=text))


def match_before_its_last_move(seed: int, hands: int = 16) -> str:
    """A save of match ``seed`` played by four computer players to its last choice but one:
    the page opens it on the last hand and plays the match to its end."""
    match = Match(seed, hands)
    players = [make_player(LEVEL, seed * 4 + s) for s in range(4)]
    while not match.over:
        table = match.table
        if table.over:
            match.next_hand()
            continue
        seat, actions = table.pending()[0]
        table.apply(seat, players[seat].choose(table.view(seat), actions))
    data = match.to_json()
    data["log"][-1] = data["log"][-1][:-1]
    return json.dumps({"v": 1, "level": LEVEL, "match": data})


# Every element the player can see (a box of some size, not visibility:hidden, not fully
# transparent, not under [hidden] or display:none) that reaches beyond the window's sides, and
# every box that hides content behind a sideways scroll or clips it.
OVERFLOW = """width => {
  const W = width, out = [];
  const name = el => el.tagName.toLowerCase() + (el.id ? '#' + el.id : '') +
    (el.className && typeof el.className === 'string' ? '.' + el.className.trim()
      .split(/\\s+/).join('.') : '');
  const seen = el => {
    for (let n = el; n && n.nodeType === 1; n = n.parentElement) {
      const s = getComputedStyle(n);
      if (s.visibility === 'hidden' || +s.opacity === 0 || s.display === 'none') return false;
      if (s.position === 'absolute' && s.clip !== 'auto') return false;  // .sr-only
    }
    return true;
  };
  for (const el of document.body.querySelectorAll('*')) {
    const r = el.getBoundingClientRect();
    if (r.width === 0 || r.height === 0 || !seen(el)) continue;
    if (r.left < -0.5 || r.right > W + 0.5)
      out.push(`${name(el)} spans ${r.left.toFixed(1)}..${r.right.toFixed(1)} of ${W}`);
    const s = getComputedStyle(el);
    if (s.overflowX !== 'visible' && el.scrollWidth > el.clientWidth + 1 &&
        !['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName))
      out.push(`${name(el)} hides ${el.scrollWidth - el.clientWidth} px sideways`);
  }
  const page = document.scrollingElement.scrollWidth;
  if (page > W) out.push(`the page is ${page} px wide in ${W}`);
  return out;
}"""


def overflow(page) -> list[str]:
    """What reaches beyond the sides of the phone's screen (its viewport's width: a mobile
    page's ``innerWidth`` grows with content too wide for it)."""
    return page.evaluate(OVERFLOW, page.viewport_size["width"])


# A fan's Chinese name drawn on more than one line (broken inside the word).
BROKEN_CHINESE = """() => [...document.querySelectorAll('.zh')]
  .filter(el => el.getClientRects().length > 1).map(el => el.textContent)"""


def broken_chinese(page) -> list[str]:
    return page.evaluate(BROKEN_CHINESE)
