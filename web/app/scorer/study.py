"""The hand analysis shown in the scorer (issue 50): for the 13 or 14 tiles the player entered,
how far they are from ready over the five MCR shapes, every discard of 14 tiles best first, and
for a ready 13-tile hand what each winning tile would score. Pure Python (no DOM).

The figures are `scoring.analysis.analyze`'s (the command line's and the coach's counting);
the scores of the winning tiles are the scorer's own (`analysis.score_cached`) in the context
the player set in the context panel, with the options the hand rules out applied as the scorer
applies them. Results are cached by the hand's notation, so a redraw costs nothing new.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from scoring import HandError
from scoring.analysis import Analysis, analyze

from app.scorer.analysis import effective, options_for, score_cached
from app.scorer.state import Context, ScorerHand

STUDY_SIZES = (13, 14)
CACHE_SIZE = 64

_cache: dict[str, Analysis | None] = {}


@dataclass(frozen=True)
class WinRow:
    """One winning tile of a ready 13-tile hand and what the win on it scores."""

    tile: str
    total: int  # flowers included
    without_flowers: int  # what the 8-point minimum counts
    meets_minimum: bool
    fans: tuple[tuple[str, int, int], ...]  # (name, points, count), as the scorer counts them


@dataclass(frozen=True)
class Study:
    """What the page shows under "Hand analysis"."""

    analysis: Analysis
    wins: tuple[WinRow, ...] = ()


def study_tiles(hand: ScorerHand) -> ScorerHand:
    """The hand as the analysis reads it: every tile entered, the winning tile among the
    concealed ones (13 tiles with a winning tile chosen are the 13 the player holds)."""
    concealed = list(hand.concealed) + ([hand.win] if hand.win else [])
    return ScorerHand(list(hand.melds), concealed, None)


def analysis_of(text: str) -> Analysis | None:
    """`analyze(text)`, remembered; None when the analysis refuses the hand (a fifth copy)."""
    if text in _cache:
        return _cache[text]
    try:
        found: Analysis | None = analyze(text)
    except (HandError, ValueError):
        found = None
    if len(_cache) >= CACHE_SIZE:
        _cache.pop(next(iter(_cache)))
    _cache[text] = found
    return found


def win_row(tiles: ScorerHand, tile: str, context: Context) -> WinRow | None:
    """The scorer's result for the 13 tiles won on ``tile`` in the player's context (the
    options this win rules out set as the scorer sets them); None if the scorer refuses it."""
    won = replace(tiles.copy(), win=tile)
    scored_in = effective(context.normal(), options_for(won, context.normal()))
    try:
        result: Any = score_cached(tiles.notation(), tile, scored_in)
    except HandError:
        return None
    return WinRow(
        tile=tile,
        total=int(result.total),
        without_flowers=int(result.points_without_flowers),
        meets_minimum=bool(result.meets_minimum),
        fans=tuple((str(f.name), int(f.points), int(f.count)) for f in result.fans),
    )


def study_of(hand: ScorerHand, context: Context) -> Study | None:
    """The analysis of the hand entered, or None when it has neither 13 nor 14 tiles (a kong
    counted as 3) or cannot be read (a fifth copy: the scorer says so already)."""
    if hand.size() not in STUDY_SIZES or hand.fifth():
        return None
    tiles = study_tiles(hand)
    analysis = analysis_of(tiles.notation())
    if analysis is None:
        return None
    if analysis.tiles != 13 or analysis.shanten != 0:
        return Study(analysis)
    rows = (win_row(tiles, tile, context) for tile in analysis.waits)
    return Study(analysis, tuple(row for row in rows if row is not None))
