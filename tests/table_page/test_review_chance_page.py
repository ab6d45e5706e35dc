"""Issue 53, 17, in the page's words: over many reviewed hands, every percent a review moment
shows is a chance in [0, 100] (no "33.2 % to win − 8 %"); a claim's cost is said apart, in
words, in ne, hi and en."""

from __future__ import annotations

import re
from functools import cache

from app.i18n import Translator
from app.table import review as review_page
from table.cli import selfplay
from table.review import CLAIM_ADVICE, review_hand

PLAYERS = "baseline,baseline,strong,baseline"
SEEDS = (3, 11, 19)
HANDS = 4
DEVANAGARI = str.maketrans("०१२३४५६७८९", "0123456789")
PERCENT = re.compile(r"(-?[\d.]+) %")


@cache
def reviews() -> list:
    out = []
    for seed in SEEDS:
        for record in selfplay(HANDS, seed, PLAYERS):
            out += [review_hand(record, seat) for seat in (0, 1, 3)]
    return out


def test_every_percent_of_a_review_is_a_chance_and_a_claims_cost_is_said_apart():
    claims = 0
    for lang in ("ne", "hi", "en"):
        tr = Translator(lang)
        tr.use("table")
        tr.use("learn")
        for review in reviews():
            for moment in review.moments + review.ties:
                text = review_page.why_text(moment, lang, tr.t)
                html = review_page.review_html([review], lang, tr.t, False)
                assert "−" not in text and "−" not in html, text
                for figure in PERCENT.findall(text.translate(DEVANAGARI)):
                    assert 0 <= float(figure) <= 100, text
                kinds = {moment.chose.action.act, moment.better.action.act}
                if moment.kind == CLAIM_ADVICE and "pass" in kinds and len(kinds) == 2:
                    claims += 1
                    cost = str(review_page.CLAIM_COST)
                    assert f"{cost} %" in text.translate(DEVANAGARI), text
                    if lang == "en" and moment.better.action.act == "pass":
                        assert "by passing" in text and "a claim must add" in text, text
    assert claims >= 3
