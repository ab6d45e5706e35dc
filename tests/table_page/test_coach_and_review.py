"""The coach and the review agree with themselves (issue 40), in CPython on seeded play:

* the coach's advice, as the page shows it (``app.table.review.coach_html``), is the strong
  player's choice (its own ``choose``) and lists the choices in the order of the figures it
  shows (a win; on a turn the fewest tiles to a win, then the chance; on an offer the chance;
  after the last wall tile the least risk), its choice the best of every offered action by
  them (a kong is a question of its own, by the strong player's rule for kongs), on 1,000
  situations;
* the review lists every decision where the seat chose otherwise than the strong player,
  counted from scratch, a tie (a choice the strong player values alike) named as a tie, on
  200 hands; its count is said with the right singular and plural in the three languages.
"""

from __future__ import annotations

import re
from functools import cache

from app.i18n import Translator
from app.table import review as review_page
from table.players.strong import StrongPlayer
from table.review import advice, shown
from table.rewind import replayed

from tests.fixtures import parallel

SEED = 4040
PLAYERS = "simple,simple,simple,simple"  # quick to play; every seat's decisions are used
SITUATIONS = 1000
HANDS = 200
LANGS = ("ne", "hi", "en")
ROW = re.compile(r'<li( class="best")? data-act="(\w+)" data-tile="(\w*)" data-win="(\d)" '
                 r'data-need="(\d+)" data-chance="(\d+)" data-cost="(\d+)" data-risk="(\d+)">'
                 r"<b>[^<]*</b> "
                 r"<small>([^<]*)</small>")
KONG = re.compile(r'<li( class="best")? data-act="(\w+_kong)" data-tile="(\w*)">')


def translator(lang: str) -> Translator:
    tr = Translator(lang)
    tr.use("table", "learn")
    return tr


@cache
def records() -> list[dict]:
    """``table.cli.selfplay(HANDS, SEED, PLAYERS)``, its matches played side by side."""
    return parallel.selfplay(HANDS, SEED, PLAYERS)


def test_the_coachs_order_agrees_with_its_shown_numbers():
    t = translator("en").t
    seen, kinds = 0, set()
    for record in records():
        players: dict[int, StrongPlayer] = {}
        for choice in replayed(record).choices:
            if len(choice.actions) < 2:
                continue
            strong = players.setdefault(choice.seat, StrongPlayer())
            said = advice(choice.view, choice.actions, strong)
            html = review_page.coach_html(said, "en", t)
            rows = ROW.findall(html)
            kongs = KONG.findall(html)
            offered = [a for a in choice.actions if "kong" not in a.act or a.act == "kong"]
            assert len(rows) == min(3, len(offered)), html
            # the pick is the strong player's own choice, marked once
            pick = StrongPlayer().choose(choice.view, choice.actions)
            marked = [(r[1], r[2]) for r in rows if r[0]] + [(k[1], k[2]) for k in kongs if k[0]]
            assert marked == [(pick.act, pick.tile)], (html, pick)
            # the rows in the order of the figures they show, the words saying the same
            figures = [(int(r[3]), -int(r[4]), int(r[5]) - int(r[6]), -int(r[7])) for r in rows]
            assert figures == sorted(figures, reverse=True), html
            for r in rows:  # the words say the figures: a chance, a claim's cost apart
                claim = said.kind == "claim" and r[1] not in ("pass", "win")
                cost = review_page.CLAIM_COST if claim else 0
                assert 0 <= int(r[5]) <= 1000 and int(r[6]) == 10 * cost, r
                if r[3] == "0" and said.kind != "last":
                    assert f"{int(r[5]) / 10} % to win" in r[8], r
                    assert "−" not in r[8], r
                    assert not cost or f"(a claim must add {cost} %)" in r[8], r
            # the first row is the best of every offered action (kongs aside) by them
            every = [shown(said.kind, w) for w in said.order if w.action in offered]
            assert figures[0] == max(every), (html, every)
            seen += 1
            kinds.add(said.kind)
            if seen == SITUATIONS:
                assert kinds >= {"turn", "claim"}
                return
    raise AssertionError(f"only {seen} situations in {HANDS} hands")


def test_the_review_lists_every_differing_decision_and_names_the_ties():
    t = translator("en").t
    totals = [0, 0, 0]
    # each record's review and its count from scratch (tests.table.helpers.recount, one
    # strong player for the records), worked out on every core (tests.fixtures.parallel)
    for decisions, differ, ties, review in parallel.reviews(records(), 0):
        assert review.decisions == decisions
        assert {m.event for m in review.moments} == differ
        assert {m.event for m in review.ties} == ties and all(m.tie for m in review.ties)
        html = review_page.review_html([review], "en", t, False)
        listed = re.findall(r'class="rv-moment( rv-tie)?" data-do="mt-moment" data-hand="\d+" '
                            r'data-event="(\d+)"', html)
        assert sorted(int(e) for tie, e in listed if not tie) == sorted(differ)
        assert sorted(int(e) for tie, e in listed if tie) == sorted(ties)
        assert (f'data-decisions="{decisions}" data-differ="{len(differ)}" '
                f'data-ties="{len(ties)}"') in html
        totals[0] += decisions
        totals[1] += len(differ)
        totals[2] += len(ties)
    decisions, differing, tied = totals
    assert differing > HANDS and tied > 0  # the seeded hands hold both


def test_the_count_is_said_with_singular_and_plural_in_three_languages():
    said = {lang: {n: review_page.count_text(n, n, n, translator(lang).t) for n in (1, 2, 5)}
            for lang in LANGS}
    assert said["en"][1] == "1 decision looked at: 1 differs, 1 tie."
    assert said["en"][2] == "2 decisions looked at: 2 differ, 2 ties."
    assert said["hi"][1] == "१ फ़ैसला देखा: १ में फ़र्क़, १ बराबरी।"
    assert said["hi"][5] == "५ फ़ैसले देखे: ५ में फ़र्क़, ५ बराबरियाँ।"
    assert said["ne"][1] == "१ निर्णय हेरियो: १मा फरक, १ बराबरी।"
    assert said["ne"][2] == "२ निर्णय हेरिए: २मा फरक, २ बराबरी।"
    en = translator("en").t
    assert review_page.count_text(19, 0, 0, en) == "19 decisions looked at: 0 differ."
    assert review_page.count_text(19, 3, 0, en) == "19 decisions looked at: 3 differ."
