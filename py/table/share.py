"""A hand in a link: the record shortened to its seed, hand number, scores and choices.

A record's wall and winds follow from its seed and hand number, and its events from the
choices made (``rewind.replayed``), so a hand fits in a few hundred characters of a URL:
``1.<seed>.<hand>.<scores before>.<choices>``, each choice two or three characters of the
URL-safe alphabet (the seat and the act in one, the tile's kind, a chow's lowest kind).
``record_of(code)`` plays the hand again and gives back the very record.
"""

from __future__ import annotations

from tiles import PLAYING_TILES
from tiles.kinds import KIND

from .actions import ACTS, CHOW, PASS, Action
from .record import hand_record
from .replay import RecordError
from .rewind import replayed
from .seating import HANDS_PER_MATCH, prevalent_wind, seat_winds
from .table import Table
from .wall import shuffled_wall

VERSION = "1"
SEED_DIGITS = 19
"""The most digits of a seed read from a link: every seed the app makes is below 2**63."""
SCORE_DIGITS = 7
ASCII_DIGITS = frozenset("0123456789")
ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
_INDEX = {c: i for i, c in enumerate(ALPHABET)}


def can_share(record: dict) -> bool:
    """Whether the record can be put in a link (its wall is that of its seed)."""
    seed, hand = record.get("seed"), record.get("hand")
    return (
        type(seed) is int and seed >= 0 and type(hand) is int and 1 <= hand <= HANDS_PER_MATCH
        and tuple(record.get("wall", ())) == shuffled_wall(seed, hand)
    )


def share_code(record: dict) -> str:
    """The link's code of a hand record (ValueError for a hand-made wall)."""
    if not can_share(record):
        raise ValueError("only a hand dealt from a seed can be shared as a link")
    before = [s - p for s, p in zip(record["scores"], record["result"]["payments"], strict=True)]
    choices = []
    for seat, action in replayed(record).log:
        head = ALPHABET[seat * 8 + ACTS.index(action.act)]
        if action.act == PASS:
            choices.append(head)
            continue
        choices.append(head + ALPHABET[KIND[action.tile]])
        if action.act == CHOW:
            choices[-1] += ALPHABET[KIND[action.tiles[0]]]
    scores = "_".join(str(s) for s in before)
    return f"{VERSION}.{record['seed']}.{record['hand']}.{scores}.{''.join(choices)}"


def link_number(text: str, digits: int, signed: bool = False) -> int:
    """A whole number read from a link: ASCII digits 0-9 only, at most ``digits`` of them
    (with a leading minus if ``signed``); ValueError otherwise. Not ``int()`` alone: it reads
    "२" as 2 and trips on thousands of digits, and ``isdigit()`` takes "²"."""
    body = text[1:] if signed and text.startswith("-") else text
    if not body or not set(body) <= ASCII_DIGITS or len(body) > digits:
        raise ValueError(f"not a number of 0-9 (at most {digits} digits): {text[:24]!r}")
    return int(text)


def record_of(code: str) -> dict:
    """The hand record a link's code stands for; RecordError when it is not one."""
    try:
        version, seed_text, hand_text, scores_text, moves = code.strip().split(".")
        if version != VERSION:
            raise ValueError(f"version {version}")
        seed, hand = link_number(seed_text, SEED_DIGITS), link_number(hand_text, 2)
        scores = [link_number(s, SCORE_DIGITS, signed=True) for s in scores_text.split("_")]
        if seed >= 2**63 or not 1 <= hand <= HANDS_PER_MATCH or len(scores) != 4:
            raise ValueError("seed, hand or scores")
        table = Table(
            shuffled_wall(seed, hand),
            seat_winds=seat_winds(hand),
            prevalent_wind=prevalent_wind(hand),
            hand_number=hand,
            scores=scores,
            seed=seed,
        )
        i = 0
        while i < len(moves):
            head = _INDEX[moves[i]]
            seat, act = divmod(head, 8)
            if act >= len(ACTS) or seat > 3:
                raise ValueError(f"choice {moves[i]!r}")
            action = Action(ACTS[act])
            i += 1
            if action.act != PASS:
                tile = PLAYING_TILES[_INDEX[moves[i]]]
                i += 1
                tiles: tuple[str, ...] = ()
                if action.act == CHOW:
                    low = _INDEX[moves[i]]
                    i += 1
                    tiles = tuple(PLAYING_TILES[k] for k in range(low, low + 3))
                action = Action(action.act, tile, tiles)
            table.apply(seat, action)
        if not table.over:
            raise ValueError("the hand stops before its end")
        return hand_record(table)
    except (ValueError, KeyError, IndexError) as exc:
        raise RecordError(f"not a shared hand: {exc}") from None
