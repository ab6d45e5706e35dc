"""The table's latest discard in the page's markup (app.table.render), in CPython: exactly one
tile on the table is marked as the latest discard, the end of the pond of the seat that made
it, and the middle of the table shows the same tile, large, with who discarded it."""

from __future__ import annotations

import re

from app.i18n import Translator
from app.table import render
from app.table.manager import CLAIM, COMPUTER, HAND_OVER, TURN
from table import Action

from tests.table_page.helpers import play_until, started

MARKED = re.compile(r'class="t ([^"]*\blast\b[^"]*)" data-face="(\w+)"')


def translator() -> Translator:
    i18n = Translator("en")
    i18n.use("scorer")
    i18n.use("table")
    return i18n


def test_the_latest_discard_is_the_last_discard_event():
    events = [{"seat": 0, "act": "draw", "tile": "5m"}, {"seat": 0, "act": "discard",
              "tile": "9p"}, {"seat": 1, "act": "draw", "tile": "E"}]
    assert render.latest_discard(events) == 0
    assert render.latest_discard(events[:1]) is None
    assert render.latest_discard([*events, {"seat": 1, "act": "discard", "tile": "E"},
                                  {"seat": 2, "act": "pung", "tile": "E", "from": 1}]) == 1


def test_one_tile_on_the_table_is_marked_latest_all_through_a_hand():
    t = translator().t
    names = render.names_for(t)
    m, timers = started(9)
    checked = claimed_seen = 0
    while (status := play_until(m, timers, {TURN, CLAIM, HAND_OVER})) != HAND_OVER:
        view = m.view()
        latest = render.latest_discard(m.table.events)
        where = render.positions(view)
        ponds = {s: render.pond_html(view, s, names, "en", t, latest) for s in where}
        marks = {s: MARKED.findall(html) for s, html in ponds.items()}
        middle = render.latest_html(view, latest, names, "en", t)
        if latest is None:
            assert not any(marks.values()) and 'data-empty="1"' in middle
        else:
            assert sum(len(v) for v in marks.values()) == 1, marks
            (classes, face), = marks[latest]
            assert face == view.discards[latest][-1].tile
            assert f'data-face="{face}"' in middle and names[latest] in middle
            offered = view.offer is not None and view.offer.seat == latest
            assert ("offer" in classes.split()) == offered == (" offer" in middle)
            taken = view.discards[latest][-1].claimed_by is not None
            assert (" taken" in middle) == taken
            claimed_seen += taken
            checked += 1
        # claim whatever is offered (the hand gets melds: a taken latest discard), else
        # discard the drawn tile
        actions = m.person_actions()
        claim = next((a for a in actions if a.act in ("pung", "chow")), None)
        if status == CLAIM:
            m.play(claim or Action("pass"))
        else:
            win = next((a for a in actions if a.act == "win"), None)
            m.play(win or Action("discard", view.drawn or view.concealed[-1]))
        assert m.status in (TURN, CLAIM, HAND_OVER, COMPUTER)
    assert checked > 10 and claimed_seen, (checked, claimed_seen)
