"""What the scorer page shows for a hand and its context; pure Python over `scoring` (no DOM).

`evaluate(hand, context)` says where the hand stands (empty, being built, waiting for its
winning tile, not a winning hand, a fifth copy, scored), which context options can apply (and
why not), the tiles the 13-tile hand waits on (those that can still come, and the formal waits
that decide the wait fans), the score and the settlement. Scoring runs only
for a complete hand, and results are cached, so a tap costs little.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any

from scoring import HandError, score, settle, waiting_tiles
from tiles import WINDS, sort_key
from tiles.meld import KONG

from app.scorer.state import HAND_SIZE, Context, ScorerHand

CACHE_SIZE = 256


@dataclass(frozen=True)
class Option:
    """A context option as the hand allows it: enabled, or disabled with the reason's key.

    `forced` is the value the hand imposes when the option is disabled (None: the player's)."""

    enabled: bool = True
    reason: str | None = None
    forced: bool | None = None


@dataclass
class Outcome:
    status: str  # "empty" | "building" | "choose_win" | "not_ready" | "fifth" | "not_winning"
    #              | "error" | "scored"
    message: tuple[str, dict[str, Any]] | None = None
    detail: str = ""  # the scorer's own words, when it refused the hand
    waits: list[str] = field(default_factory=list)  # tiles that can still complete the 13
    formal_waits: list[str] = field(default_factory=list)  # every tile completing the shape
    options: dict[str, Option] = field(default_factory=dict)
    context: Context | None = None  # the context actually scored (disabled options applied)
    result: Any = None
    settlement: tuple[int, int, int, int] | None = None


_score_cache: dict[tuple, Any] = {}
_wait_cache: dict[tuple[str, bool], list[str]] = {}


def _remember(cache: dict, key: Any, value: Any) -> Any:
    if len(cache) >= CACHE_SIZE:
        cache.pop(next(iter(cache)))
    cache[key] = value
    return value


def waits_of(notation: str, formal: bool = False) -> list[str]:
    """The tiles that complete a 13-tile hand, in tile order ([] when none or not readable):
    those that can still come, or with `formal` the formal waits (scoring.waiting_tiles)."""
    key = (notation, formal)
    if key in _wait_cache:
        return _wait_cache[key]
    try:
        tiles = sorted((str(t) for t in waiting_tiles(notation, formal=formal)), key=sort_key)
    except (HandError, ValueError):
        tiles = []
    return _remember(_wait_cache, key, tiles)


def score_cached(notation: str, win: str, context: Context) -> Any:
    """scoring.score() for the hand, remembered; raises HandError as score() does."""
    key = (notation, win, context.flags_key())
    if key in _score_cache:
        hit = _score_cache[key]
        if isinstance(hit, HandError):
            raise hit
        return hit
    try:
        result = score(notation, win_tile=win, **context.flags())
    except HandError as error:
        _remember(_score_cache, key, error)
        raise
    return _remember(_score_cache, key, result)


def options_for(hand: ScorerHand, context: Context) -> dict[str, Option]:
    """Which context options the hand allows, and the reason when one does not apply."""
    options: dict[str, Option] = {}
    win = hand.win
    has_kong = any(m.kind == KONG for m in hand.melds)
    # Kong-related win: on a self-draw it is the replacement tile (needs a kong of one's own);
    # on a discard it is robbing a kong (the winner can hold no other copy of the tile).
    if context.self_drawn:
        if not has_kong:
            options["kong_tile"] = Option(False, "reason.kong_needs_kong", False)
    elif win is not None:
        others = sum(1 for t in hand.all_tiles() if t == win) - 1
        if others > 0:
            options["kong_tile"] = Option(False, "reason.rob_holds_copy", False)
    options.setdefault("kong_tile", Option())
    # Last of its kind: the other three copies are on the table.
    if win is not None:
        exposed = sum(1 for m in hand.melds if m.exposed for t in m.faces if t == win)
        concealed = sum(1 for t in hand.concealed if t == win) + sum(
            1 for m in hand.melds if not m.exposed for t in m.faces if t == win
        )
        if exposed >= 3:
            options["last_of_kind"] = Option(False, "reason.lok_shown", True)
        elif concealed > 0:
            options["last_of_kind"] = Option(False, "reason.lok_concealed", False)
    options.setdefault("last_of_kind", Option())
    options["discarder"] = (
        Option(False, "reason.self_drawn_no_discarder", None) if context.self_drawn else Option()
    )
    return options


def effective(context: Context, options: dict[str, Option]) -> Context:
    """The context with every disabled option set to the value the hand imposes."""
    changes = {
        name: option.forced
        for name, option in options.items()
        if not option.enabled and option.forced is not None
    }
    return replace(context, **changes) if changes else context


def evaluate(hand: ScorerHand, context: Context) -> Outcome:
    """Everything the page shows about the hand; never raises."""
    context = context.normal()
    options = options_for(hand, context)
    scored_context = effective(context, options)
    outcome = Outcome("building", options=options, context=scored_context)
    if hand.is_empty():
        outcome.status = "empty"
        outcome.message = ("msg.empty", {})
        return outcome
    fifth = hand.fifth()
    if fifth:
        outcome.status = "fifth"
        outcome.message = ("msg.fifth", {"tile": fifth})
        return outcome
    base = hand.size() - (1 if hand.win else 0)
    if base == HAND_SIZE - 1:
        outcome.waits = waits_of(hand.notation())
        outcome.formal_waits = waits_of(hand.notation(), formal=True)
    if hand.size() < HAND_SIZE:
        missing = HAND_SIZE - hand.size()
        if hand.win is None and base == HAND_SIZE - 1:
            outcome.status = "choose_win" if outcome.waits else "not_ready"
            outcome.message = ("msg.choose_win", {}) if outcome.waits else ("msg.not_ready", {})
        else:
            outcome.message = ("msg.missing", {"count": missing})
        return outcome
    if hand.size() == HAND_SIZE and hand.win is None:
        # fourteen tiles and none marked as the winning one (photo entry can hand this over)
        outcome.status = "choose_win"
        outcome.message = ("msg.choose_win_14", {})
        return outcome
    if hand.size() > HAND_SIZE or hand.win is None:
        outcome.status = "error"
        outcome.message = ("msg.too_many", {"count": hand.size()})
        return outcome
    try:
        result = score_cached(hand.notation(), hand.win, scored_context)
    except HandError as error:
        outcome.status = "not_winning" if hand.win not in outcome.waits else "error"
        if outcome.status == "error":
            outcome.message = ("msg.refused", {})
            outcome.detail = str(error)
        elif outcome.waits:
            outcome.message = ("msg.not_winning_waits", {"tile": hand.win})
        else:
            outcome.message = ("msg.not_winning", {})
        return outcome
    outcome.status = "scored"
    outcome.result = result
    winner = WINDS.index(scored_context.seat_wind)
    discarder = None if scored_context.self_drawn else WINDS.index(scored_context.discarder)
    outcome.settlement = tuple(settle(result, scored_context.self_drawn, winner, discarder))
    return outcome
