"""How to play, at the table: a short panel on the aim, the turn, claims and their priority,
the 8-point minimum (two example hands scored by the scorer itself, one under it, one over),
the ready aid, the coach and the review, with a link to the fan reference (#/fans). Pure
Python: the panel's markup for the view.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import cache
from html import escape

from app.table.explain import scored_fans
from app.table.render import tile
from app.tilenames import face_name
from scoring import Result, score

T = Callable[..., str]
PANEL = "help"
SECTIONS = ("goal", "turn", "claims", "minimum", "ready", "coach", "review")
EXAMPLES = (
    # (the hand in the scorer's notation, its groups as shown, the winning tile, claimed)
    ("[234m]567m345p678s9s", ("234m", "567m", "345p", "678s", "9s"), "9s", True),
    ("123m456p789s234s5p", ("123m", "456p", "789s", "234s", "5p"), "5p", False),
)
"""Two complete hands won on a discard: All Chows and a Short Straight (3 points, no win),
and a Mixed Straight (a win)."""


@cache
def scored(hand: str, win: str) -> Result:
    return score(hand, win_tile=win, self_drawn=False, seat_wind="S", round_wind="E")


def _faces(group: str) -> list[str]:
    """"234m" -> ["2m", "3m", "4m"]."""
    suit = group[-1]
    return [f"{n}{suit}" for n in group[:-1]]


def example_html(hand: str, groups: tuple[str, ...], win: str, claimed: bool, lang: str,
                 t: T) -> str:
    result = scored(hand, win)
    key = "help.minimum.yes" if result.meets_minimum else "help.minimum.no"
    words = t(key, fans=scored_fans(result, lang, t, " + "),
              points=result.points_without_flowers)
    sets = "".join(
        '<span class="help-set">'
        + "".join(tile(f, lang, "mini") for f in _faces(g))
        + (tile(win, lang, "mini win") if i == len(groups) - 1 else "")
        + "</span>"
        for i, g in enumerate(groups)
    )
    notes = [t("help.minimum.on", tile=face_name(win, lang))]
    if claimed:
        notes.append(t("help.minimum.claimed"))
    return (
        f'<figure class="help-example" data-points="{result.points_without_flowers}">'
        f'<div class="help-hand">{sets}</div>'
        f'<figcaption><b>{escape(words)}</b> <small>({escape(", ".join(notes))})</small>'
        "</figcaption></figure>"
    )


def help_html(lang: str, t: T) -> str:
    """The How to play panel."""
    parts = []
    for name in SECTIONS:
        body = f'<p>{escape(t(f"help.{name}"))}</p>'
        if name == "minimum":
            body += "".join(example_html(*example, lang, t) for example in EXAMPLES)
            body += (f'<p><a class="help-fans" href="#/fans">{escape(t("help.fans"))}</a>'
                     "</p>")
        parts.append(
            f'<section class="help-part" aria-labelledby="mt-help-{name}">'
            f'<h3 id="mt-help-{name}">{escape(t(f"help.{name}.title"))}</h3>{body}</section>'
        )
    return (
        f'<h2 id="mt-panel-title" class="panel-title">{escape(t("help.title"))}</h2>'
        + "".join(parts)
        + '<div class="panel-actions">'
        f'<button type="button" class="btn primary" id="mt-help-back">'
        f'{escape(t("help.back"))}</button></div>'
    )
