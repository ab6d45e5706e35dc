"""Issue 53, 16: the coach and the ready aid give one answer in one vocabulary. On many
positions of seeded play, on the person's turn with no wait in sight, the coach's discard is
among the aid's "Best discards", and both say the same distance the same way ("N tiles from
ready") in ne, hi and en; a discard the coach rates ready is one the aid marks ready."""

from __future__ import annotations

import re
from functools import cache

from app.i18n import Translator
from app.table import explain
from app.table import review as review_page
from app.table.state import ReadyAid
from table.cli import selfplay
from table.players.strong import TURN_ADVICE, StrongPlayer
from table.review import advice, from_ready
from table.rewind import replayed

SEED = 5353
PLAYERS = "simple,simple,simple,simple"
HANDS = 12
POSITIONS = 250


def translator(lang: str) -> Translator:
    tr = Translator(lang)
    tr.use("table", "learn")
    return tr


@cache
def records() -> list[dict]:
    return list(selfplay(HANDS, SEED, PLAYERS))


def test_the_coachs_discard_is_among_the_aids_best_and_they_count_alike():
    ts = {lang: translator(lang).t for lang in ("ne", "hi", "en")}
    far = ready = 0
    for record in records():
        strong, aid = StrongPlayer(), ReadyAid()
        for choice in replayed(record).choices:
            view, actions = choice.view, choice.actions
            if not any(a.act == "discard" for a in actions) or any(
                    a.act == "win" for a in actions):
                continue
            said = advice(view, actions, strong)
            if said.kind != TURN_ADVICE or said.order[0].action.act != "discard":
                continue
            pick = said.order[0]
            marks = aid.marks(view)
            shown = aid.on_show("turn", view, None, marks, None)
            if shown.kind == "ready":
                ready += 1
                if pick.need == 1:  # the coach's pick leaves it ready: the aid marks it so
                    assert pick.action.tile in marks, (view.held, pick, marks)
                continue
            far += 1
            distance = shown.distance
            assert pick.action.tile in distance.discards, (view.held, pick, distance)
            assert from_ready(pick.need) == distance.tiles, (view.held, pick, distance)
            for lang, t in ts.items():
                row = review_page.figures_text(said.kind, pick, t)
                words = review_page.need_text(pick.need, t)
                assert words in row, (row, words)
                html = explain.distance_html(distance, lang, t, turn=True)
                count = words if distance.tiles < review_page.FAR else t("coach.far")
                if lang == "en" and distance.tiles < review_page.FAR:
                    assert re.search(rf"\b{distance.tiles} tiles? from ready", html), html
                    assert re.search(rf"\b{distance.tiles} tiles? from ready", row), row
                    assert "to a win" not in row, row
                assert count in html or str(count) in html, (html, count)
            if far >= POSITIONS:
                assert ready > 0
                return
    raise AssertionError(f"only {far} positions (and {ready} ready ones)")


def test_the_aids_best_discards_are_called_discards_as_the_coach_calls_them():
    """The aid's label over the tiles to throw ("Best discards:") names them with the coach's
    own verb for a discard in each language: "Good tiles:" (as hi and ne said) reads as the
    tiles the hand wants, the opposite of what the chips are."""
    for lang in ("ne", "hi", "en"):
        t = translator(lang).t
        label = t("why.best_tiles")
        verb = t("rv.act.discard", tile="").strip()
        assert verb[:4].lower() in label.lower(), (lang, label, verb)
