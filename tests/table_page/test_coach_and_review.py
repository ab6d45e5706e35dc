"""The coach and the review agree with themselves (issue 40), in CPython on seeded play:

* the coach's advice, as the page shows it (``app.table.review.coach_html``), is in the order
  of the points expected it shows, its pick the best of every offered action by that figure
  (each action appraised afresh), on 1,000 situations;
* the review lists every decision where the seat did not make the coach's pick, counted from
  scratch, a tie (worth the same as shown) named as a tie, on 200 hands; its count is said
  with the right singular and plural in the three languages.
"""

from __future__ import annotations

import re
from functools import cache

from app.i18n import Translator
from app.table import review as review_page
from app.text.learn import TEXT as LEARN_TEXT
from app.text.table import TEXT as TABLE_TEXT
from table.cli import selfplay
from table.review import Appraiser, best_choices, ranked, review_replayed, shown
from table.rewind import replayed

SEED = 4040
PLAYERS = "simple,simple,simple,simple"  # quick to play; every seat's decisions are used
SITUATIONS = 1000
HANDS = 200
LANGS = ("ne", "hi", "en")
ITEM = re.compile(r'<li( class="best")? data-act="(\w+)" data-tile="(\w*)" '
                  r'data-expected="(-?[\d.]+)"><b>[^<]*</b> <small>(-?[\d.]+) points expected')


def translator(lang: str) -> Translator:
    tr = Translator(lang)
    for table in (TABLE_TEXT, LEARN_TEXT):
        tr.register(table)
    return tr


@cache
def records() -> list[dict]:
    return list(selfplay(HANDS, SEED, PLAYERS))


def test_the_coachs_order_agrees_with_its_shown_numbers():
    t = translator("en").t
    seen = 0
    for record in records():
        memos: dict[int, dict] = {}
        for choice in replayed(record).choices:
            if len(choice.actions) < 2:
                continue
            memo = memos.setdefault(choice.seat, {})
            better, best = best_choices(choice.view, choice.actions, 3, memo)
            html = review_page.coach_html(better, best, "en", t)
            items = ITEM.findall(html)
            assert len(items) == min(3, len(choice.actions)), html
            first, act, tile, expected, said = items[0]
            assert first and (act, tile) == (better.act, better.tile)
            assert not any(item[0] for item in items[1:])  # one pick
            figures = [float(item[3]) for item in items]
            assert [float(item[4]) for item in items] == figures  # the words say the figure
            assert figures == sorted(figures, reverse=True), html
            appraiser = Appraiser(choice.view, {})
            every = [shown(appraiser.appraise(a).expected) for a in choice.actions]
            assert figures[0] == max(every), (html, every)
            seen += 1
            if seen == SITUATIONS:
                return
    raise AssertionError(f"only {seen} situations in {HANDS} hands")


def test_the_review_lists_every_differing_decision_and_names_the_ties():
    t = translator("en").t
    totals = [0, 0, 0]
    for record in records():
        replay = replayed(record)
        memo: dict = {}
        differ, ties, decisions = {}, set(), 0
        for choice in replay.choices:  # counted from scratch, every action ranked
            if choice.seat != 0 or choice.chose is None:
                continue
            decisions += 1
            ranking = ranked(choice.view, choice.actions, memo)
            (best, b), = ranking[:1]
            chose = next(a for a in ranking if a[0].key == choice.chose.key)
            if chose[0].key == best.key:
                continue
            gap = round(shown(b.expected) - shown(chose[1].expected), 1)
            if gap > 0:
                differ[choice.event] = gap
            else:
                ties.add(choice.event)
        review = review_replayed(replay, 0, memo)
        assert review.decisions == decisions
        assert {m.event: m.loss for m in review.moments} == differ
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
    assert said["ne"][1] == "१ निर्णय हेरियो: १ मा फरक, १ बराबरी।"
    assert said["ne"][2] == "२ निर्णय हेरिए: २ मा फरक, २ बराबरी।"
    en = translator("en").t
    assert review_page.count_text(19, 0, 0, en) == "19 decisions looked at: 0 differ."
    assert review_page.count_text(19, 3, 0, en) == "19 decisions looked at: 3 differ."
