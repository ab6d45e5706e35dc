"""Which tiles complete a 13-tile hand: the tiles that can still come, and the formal waits.

Two answers, for two questions:

- the *waits* (``waiting_tiles(hand)``): the tiles a player can still win on. A kind of which
  the hand already holds all four copies (in its concealed tiles or its melds) cannot come.
- the *formal waits* (``waiting_tiles(hand, formal=True)``): every kind that completes the shape
  of the hand, such a "fifth tile" included. The wait fans (Edge, Closed and Single Wait) follow
  these: when the shape waits on more than one kind, none of the three counts, even if all
  copies of the other kind are the player's own (the interpretation of the Mahjong
  International League, 《国标麻将规则释义》).
"""

from __future__ import annotations

from tiles import PLAYING_TILES
from tiles.kinds import NUM_KINDS, TERMINALS_AND_HONORS, suited

from .decompose import is_complete, suit_complete
from .hand import Hand
from .tiles import KNITTED_STRAIGHTS


def _special_possible(hand: Hand) -> bool:
    """Whether a form other than four sets and a pair (or seven pairs) could be one tile away."""
    present = set(hand.concealed)
    if not hand.melds and (
        len(present) >= 12 or sum(1 for k in TERMINALS_AND_HONORS if k in present) >= 12
    ):
        return True
    return len(hand.melds) <= 1 and any(
        sum(1 for k in ks if k in present) >= 8 for ks in KNITTED_STRAIGHTS
    )


def _candidates(hand: Hand, special: bool) -> range | list[int]:
    """Kinds worth trying: neighbours of concealed tiles, or all when a special form is near."""
    if special:
        return range(NUM_KINDS)
    near: set[int] = set()
    for t in hand.concealed:
        near.add(t)
        if suited(t):
            base = t - t % 9
            near.update(range(max(base, t - 2), min(base + 9, t + 3)))
    return sorted(near)


def _part_flags(counts: list[int], part: int) -> tuple[bool, bool]:
    base = 9 * part
    return suit_complete(tuple(counts[base : base + 9]))


def waiting_kinds(hand: Hand, limit: int | None = None, formal: bool = False) -> list[int]:
    """Tile kinds that complete the hand (13 tiles, melds counting 3), in kind order.

    Without ``formal``, a kind whose four copies the hand holds is left out (it cannot come);
    with it, every kind that completes the shape is listed. ``limit`` stops the search early.
    """
    held = hand.counts()
    concealed = [0] * NUM_KINDS
    for t in hand.concealed:
        concealed[t] += 1
    melds = len(hand.melds)
    special = _special_possible(hand)
    # Four equal tiles are two of the seven pairs.
    pairs_possible = not melds and sum(n // 2 for n in concealed) >= 6
    base_flags = [_part_flags(concealed, p) for p in range(3)]
    out: list[int] = []
    for k in _candidates(hand, special):
        if held[k] >= 4 and not formal:
            continue
        concealed[k] += 1
        if special or pairs_possible:
            done = is_complete(melds, concealed)
        else:
            done = _standard_with(concealed, base_flags, k)
        concealed[k] -= 1
        if done:
            out.append(k)
            if limit is not None and len(out) >= limit:
                break
    return out


def _standard_with(counts: list[int], base_flags: list[tuple[bool, bool]], added: int) -> bool:
    """Four sets and a pair, re-reading only the part that the added tile changed."""
    pairs = 0
    changed = added // 9 if added < 27 else 3
    for p in range(3):
        sets_only, with_pair = _part_flags(counts, p) if p == changed else base_flags[p]
        if with_pair:
            pairs += 1
        elif not sets_only:
            return False
    for k in range(27, NUM_KINDS):
        n = counts[k]
        if n in (2, 5):  # a pair; five (formally) a pung and a pair
            pairs += 1
        elif n and n != 3:
            return False
    return pairs == 1


def waiting_tiles(hand_without_win: str | Hand, formal: bool = False) -> list[str]:
    """Names of the tiles that complete a 13-tile hand ([] when none does).

    By default the tiles that can still come: a kind whose four copies the hand already holds
    is not listed. With ``formal=True``, the formal waits: every kind that completes the
    hand's shape, such a kind included; these decide Edge, Closed and Single Wait.
    Raises HandError when the text is not a hand of 13 tiles (melds counting 3).
    """
    from .arguments import check_flag
    from .notation import validate
    check_flag(formal, "formal")
    hand = validate(hand_without_win)
    return [PLAYING_TILES[k] for k in waiting_kinds(hand, formal=formal)]
