"""The fan reference as markup: every fan grouped by points, with its explanation and an
example hand that opens in the scorer, and the counting rules around the list. Pure Python.
"""

from __future__ import annotations

from functools import cache
from html import escape
from typing import Any

from scoring import FANS
from scoring.fan_examples import EXAMPLES

from app.scorer import draw
from app.scorer.state import Context, ScorerHand, encode, parse_hand_text
from app.text.fans import FAN_TEXT, SECTIONS

RULES = (
    "ref.rule.minimum",
    "ref.rule.flowers",
    "ref.rule.settlement",
    "ref.rule.best",
    "ref.rule.implied",
    "ref.rule.non_identical",
    "ref.rule.exclusionary",
    "ref.rule.context",
    "ref.rule.waits",
    "ref.rule.rulebook",
)


def fan_name(fan_id: int, lang: str) -> str:
    """The fan's name in `lang` (English: the canonical fans.tsv name)."""
    return FANS[fan_id - 1].name if lang == "en" else getattr(FAN_TEXT[fan_id], lang)


def search_text(fan_id: int) -> str:
    """Every name of the fan, lower-cased, for the search box: en, ne, hi, Chinese."""
    info, text = FANS[fan_id - 1], FAN_TEXT[fan_id]
    return " ".join((info.name, text.ne, text.hi, info.chinese)).lower()


@cache
def example_hand(fan_id: int) -> ScorerHand:
    example = EXAMPLES[fan_id]
    return parse_hand_text(f"{example.hand} + {example.win}")


@cache
def example_route(fan_id: int) -> str:
    """The scorer route of the fan's example (hand, winning tile and context)."""
    example = EXAMPLES[fan_id]
    return encode(example_hand(fan_id), Context(**example.context()).normal())


def card_html(fan_id: int, i18n: Any) -> str:
    t, lang = i18n.t, i18n.lang
    info, text = FANS[fan_id - 1], FAN_TEXT[fan_id]
    example = EXAMPLES[fan_id]
    hand = example_hand(fan_id)
    name = fan_name(fan_id, lang)
    others = [escape(info.name)] if lang != "en" else []
    others.append(draw.chinese(info.chinese))
    about = i18n.digits(text.about[lang])  # numbers in the reader's script
    flags = _flags_text(example.flags, t)
    points = t("res.points", count_=info.points, points=info.points)
    return (
        f'<li class="fan-card" id="fan-{fan_id}" data-fan="{fan_id}" '
        f'data-search="{escape(search_text(fan_id))}">'
        f'<div class="fan-head"><h3 class="fan-title">{escape(name)}</h3>'
        f'<span class="fan-pts">{escape(points)}</span></div>'
        f'<p class="fan-names">{" · ".join(others)}</p>'
        f'<p class="fan-about">{escape(about)}</p>'
        f'<a class="fan-example" href="#/score{escape(example_route(fan_id))}" '
        f'aria-label="{escape(t("ref.open"))}: {escape(name)}">'
        f"{draw.static_hand(hand, lang, '+')}"
        f'<span class="fan-open">{escape(t("ref.open"))}{escape(flags)} →</span></a></li>'
    )


def _flags_text(flags: dict[str, object], t: Any) -> str:
    """The example's context, when it matters: ' (Self-drawn, Last tile of the wall)'."""
    keys = {
        "self_drawn": "ctx.self_drawn",
        "last_tile": "ctx.last_tile",
        "last_of_kind": "ctx.last_of_kind",
    }
    words = [t(key) for flag, key in keys.items() if flags.get(flag)]
    if flags.get("kong_tile"):
        words.append(t("ctx.kong_replacement" if flags.get("self_drawn") else "ctx.kong_robbing"))
    if flags.get("flowers"):
        words.append(f"{t('ctx.flowers')} {t('res.num', value=flags['flowers'])}")
    for flag, key in (("seat_wind", "ctx.seat_wind"), ("round_wind", "ctx.round_wind")):
        if flag in flags:
            words.append(f"{t(key)}: {t(f'wind.{flags[flag]}')}")
    return f" ({', '.join(words)})" if words else ""


def list_html(i18n: Any) -> str:
    """All 81 fans in the seed's sections (88; 64; 48 and 32; ... 4 and 2; 1)."""
    sections = []
    for points in SECTIONS:
        ids = [f.id for f in FANS if f.points in points]
        cards = "".join(card_html(fan_id, i18n) for fan_id in ids)
        key = f"ref.section.{points[0]}"
        t = i18n.t
        sections.append(
            f'<section class="ref-section" data-points="{points[0]}" '
            f'aria-labelledby="ref-h-{points[0]}"><h2 id="ref-h-{points[0]}">{escape(t(key))}</h2>'
            f'<ul class="fan-cards">{cards}</ul></section>'
        )
    return "".join(sections)


def rules_html(i18n: Any, open_: bool = True) -> str:
    """The counting rules, in a disclosure (closed on a phone, where they come first)."""
    items = "".join(
        f'<li data-rule="{key.rsplit(".", 1)[1]}">{escape(i18n.digits(i18n.t(key)))}</li>'
        for key in RULES
    )
    return (
        f'<details{" open" if open_ else ""}><summary><h2>{escape(i18n.t("ref.rules"))}</h2>'
        f'</summary><ul class="rules">{items}</ul></details>'
    )
