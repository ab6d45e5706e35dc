"""Shanten over the five MCR shapes, with the tiles whose draw lowers it (the hand analysis).

The measure is the fewest tiles a hand must draw (each replacing one of its tiles) to hold a
winning hand: four sets and a pair ("standard"), seven pairs (four equal tiles are two pairs),
thirteen orphans, honours and knitted tiles (lesser or greater) and a knitted straight with a set
and a pair. ``shanten = tiles needed - 1``: a ready 13-tile hand is 0, a complete 14-tile hand -1.
Only the shapes the declared melds allow are tried (any meld: only the standard form and, with
one meld, the knitted straight). The winning hand aimed at never holds a fifth copy of a kind,
the copies in the declared melds counted (``caps``): ``1111m234p567p789s`` is not ready (its
only wait would be a fifth 1m), and a concealed ``5p`` beside a melded ``[555p]`` is no pair.

Counts are 34-kind lists (``tiles.kinds``); a *mask* is an int with bit ``k`` set for kind
``k``. The four sets and a pair is worked out part by part: each suit's nine counts (and the
honours' seven) give a small cached table of the tiles needed for 0-4 sets with or without the
pair and of the kinds whose draw lowers each entry; a hand combines its parts by a min-plus
product. A useful kind is exactly one that lowers an entry of one of the best combinations.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import lru_cache
from operator import sub

from tiles.kinds import NUM_KINDS, TERMINALS_AND_HONORS

from .tiles import KNITTED_STRAIGHTS

STANDARD = "standard"
SEVEN_PAIRS = "seven_pairs"
THIRTEEN_ORPHANS = "thirteen_orphans"
HONORS_AND_KNITTED = "honors_and_knitted"
KNITTED_STRAIGHT = "knitted_straight"
SHAPES = (STANDARD, SEVEN_PAIRS, THIRTEEN_ORPHANS, HONORS_AND_KNITTED, KNITTED_STRAIGHT)
"""The five shapes, in the order a tie between them is reported."""

IMPOSSIBLE = 99  # more tiles than any hand could need: "this cannot be done"
ANY, PUNGS, CHOWS = 0, 1, 2
"""Which sets the four sets and a pair may use (``mode``): any, pungs only (All Pungs) or chows
only with a suited pair (All Chows). The hand analysis uses ANY; the table's computer players
aim at targets such as All Pungs with the others (``table.targets``)."""
ALL_KINDS = (1 << NUM_KINDS) - 1
HONOR_KINDS = ALL_KINDS ^ ((1 << 27) - 1)
ORPHANS_MASK = sum(1 << k for k in TERMINALS_AND_HONORS)
KNITTED_MASKS = tuple(sum(1 << k for k in ks) for ks in KNITTED_STRAIGHTS)
FULL = (4,) * 9
FULL_HONORS = (4,) * 7
NO_MELDS_CAPS = (4,) * NUM_KINDS

Vector = tuple[tuple[int, ...], tuple[int, ...]]
"""A part's table: ten tiles-needed entries and ten masks of the kinds that lower them, each
indexed ``2 * sets + pair`` (sets 0-4, pair 0-1)."""


def kinds_of(mask: int) -> list[int]:
    """The kinds whose bits are set in ``mask``, in kind order."""
    return [k for k in range(NUM_KINDS) if mask >> k & 1]


def mask_of(kinds: Sequence[int]) -> int:
    """The mask with the bits of ``kinds`` set."""
    out = 0
    for k in kinds:
        out |= 1 << k
    return out


# ---------------------------------------------------------------- one suit


def _add_shifted(sub: tuple[int, ...], gain: int, sets: int, pair: int, out: list[int]) -> None:
    """out[j] = max(out[j], sub[j - shift] + gain): ``sets`` and ``pair`` more groups."""
    shift = 2 * sets + pair
    for j in range(shift, 10):
        if pair and not j & 1:
            continue
        v = sub[j - shift] + gain
        if v > out[j]:
            out[j] = v


_NOTHING_USED = (0,) * 10
_GROUP_TILES = tuple(3 * (j >> 1) + 2 * (j & 1) for j in range(10))  # tiles of entry j's groups


@lru_cache(maxsize=1 << 15)
def _blocks(shape: tuple[int, ...], mode: int = ANY) -> tuple[int, ...]:
    """Most held tiles one suit can put into at most ``m`` sets and ``p`` pairs (``2m + p``).

    The lowest held tile is left out or is the lowest held tile of one group: a single (of a
    set or of the pair), a pair, a pung, two of a chow or a whole chow. Exact when every kind
    has fewer than four copies and none is capped by a meld (the tests check it against
    ``_exact_costs``); other shapes go to ``_exact_costs``. With ``mode`` PUNGS no chow is
    made, with CHOWS no pung.
    """
    i = 0
    while i < 9 and not shape[i]:
        i += 1
    if i == 9:
        return _NOTHING_USED
    h = shape[i]
    chows, pungs = mode != PUNGS, mode != CHOWS
    one = shape[:i] + (h - 1,) + shape[i + 1 :]
    sub = _blocks(one, mode)
    out = list(sub)  # left out
    _add_shifted(sub, 1, 1, 0, out)
    _add_shifted(sub, 1, 0, 1, out)
    if h >= 2:
        sub = _blocks(shape[:i] + (h - 2,) + shape[i + 1 :], mode)
        _add_shifted(sub, 2, 0, 1, out)
        if pungs:
            _add_shifted(sub, 2, 1, 0, out)
            if h >= 3:
                sub = _blocks(shape[:i] + (h - 3,) + shape[i + 1 :], mode)
                _add_shifted(sub, 3, 1, 0, out)
    if chows and i < 8 and shape[i + 1]:
        rest = list(one)
        rest[i + 1] -= 1
        _add_shifted(_blocks(tuple(rest), mode), 2, 1, 0, out)
        if i < 7 and shape[i + 2]:
            rest[i + 2] -= 1
            _add_shifted(_blocks(tuple(rest), mode), 3, 1, 0, out)
    if chows and i < 7 and shape[i + 2]:
        rest = list(one)
        rest[i + 2] -= 1
        _add_shifted(_blocks(tuple(rest), mode), 2, 1, 0, out)
    return tuple(out)


_NO_READING = (0,) + (-1,) * 9  # nothing left: no groups, nothing used
_IMPOSSIBLE_READING = (-1,) * 10


@lru_cache(maxsize=1 << 13)
def _tail(
    suffix: tuple[int, ...], caps: tuple[int, ...], a: int, b: int, mode: int = ANY
) -> tuple[int, ...]:
    """Most held tiles of the ranks ``suffix`` covers that ``m`` sets and ``p`` pairs begun
    there can use (index ``2m + p``; -1: none can), with ``a`` chows begun two ranks back and
    ``b`` one rank back still needing this rank. A target holds at most ``caps[r]`` of a rank.

    Only groups that use a held tile are begun (at most as many new chows as held tiles in
    their three ranks). Cached by suffix, so shapes that differ only in their low ranks (a
    suit with one tile more or less) share the work of the ranks above.
    """
    n = len(suffix)
    if n == 0:
        return _NO_READING if not (a or b) else _IMPOSSIBLE_READING
    h = suffix[0]
    cap = caps[0]
    demand = a + b
    if demand > cap or (n == 1 and b):
        return _IMPOSSIBLE_READING
    out = [-1] * 10
    max_new = min(4, h + suffix[1] + suffix[2]) if n >= 3 and mode != PUNGS else 0
    rest, rest_caps = suffix[1:], caps[1:]
    for z in range(min(max_new, cap - demand) + 1):
        sub = _tail(rest, rest_caps, b, z, mode)
        for q in (0, 1) if h and mode != CHOWS else (0,):
            for w in (0, 1) if h else (0,):
                t = demand + z + 3 * q + 2 * w
                if t > cap:
                    continue
                gain = t if t < h else h
                shift = 2 * (z + q) + w
                for idx in range(10 - shift):
                    u = sub[idx]
                    if u < 0 or (w and idx & 1):
                        continue
                    j = idx + shift
                    if u + gain > out[j]:
                        out[j] = u + gain
    return tuple(out)


def _exact_costs(shape: tuple[int, ...], caps: tuple[int, ...], mode: int = ANY) -> tuple[int, ...]:
    """Tiles needed for ``m`` sets and ``p`` pairs of one suit (index ``2m + p``), exactly: a
    programme over the ranks (``_tail``) whose target holds at most ``caps[r]`` of rank ``r``.

    Groups from nothing cost 3 (a set) or 2 (the pair) and fit somewhere in the hand (at most
    14 tiles are aimed at, in 34 kinds).
    """
    best = _tail(shape, caps, 0, 0, mode)
    costs = []
    for m in range(5):
        for p in range(2):
            c = IMPOSSIBLE
            for m2 in range(m + 1):
                for p2 in range(p + 1):
                    u = best[2 * m2 + p2]
                    if u >= 0:
                        c = min(c, 3 * m2 + 2 * p2 - u + 3 * (m - m2) + 2 * (p - p2))
            costs.append(c)
    return tuple(costs)


@lru_cache(maxsize=1 << 15)
def _suit_costs(shape: tuple[int, ...], caps: tuple[int, ...], mode: int = ANY) -> tuple[int, ...]:
    """Tiles needed to make ``m`` sets and ``p`` pairs (p <= 1) of one suit, index ``2m + p``."""
    if caps != FULL:
        return _exact_costs(shape, caps, mode)
    used = _blocks(shape, mode)
    if 4 in shape:
        # The block reading may count on a fifth copy; with the fourth copy left out it is
        # exact and achievable, so where both agree that is the answer.
        used3 = _blocks(tuple(min(n, 3) for n in shape), mode)
        if used != used3:
            return _exact_costs(shape, caps, mode)
    return tuple(map(sub, _GROUP_TILES, used))


@lru_cache(maxsize=1 << 15)
def _suit_vector(
    shape: tuple[int, ...], caps: tuple[int, ...], offset: int, mode: int = ANY
) -> Vector:
    """``_suit_costs`` with, for each entry, the kinds (rank + ``offset``) whose draw lowers it.

    A rank with no held tile within two ranks of it makes, when drawn, only groups of its own
    (a set two tiles short, or the pair one short): its effect follows from the costs
    themselves (in every ``mode``: a pung or a chow of unheld neighbours, or the pair). Every
    other rank is drawn and the suit worked out again.
    """
    base = _suit_costs(shape, caps, mode)
    masks = [0] * 10
    lone = 0  # entries a lone tile lowers
    if caps == FULL:
        for j in range(2, 10):
            if base[j - 2] + 2 < base[j] or (j & 1 and base[j - 1] + 1 < base[j]):
                lone |= 1 << j
        if base[1] > 1:
            lone |= 1 << 1
    for r in range(9):
        if shape[r] >= caps[r]:
            continue  # no copy of this rank can come
        bit = 1 << (r + offset)
        if caps == FULL and not any(shape[max(0, r - 2) : r + 3]):
            for j in range(10):
                if lone >> j & 1:
                    masks[j] |= bit
            continue
        grown = _suit_costs(shape[:r] + (shape[r] + 1,) + shape[r + 1 :], caps, mode)
        for j in range(10):
            if grown[j] < base[j]:
                masks[j] |= bit
    return base, tuple(masks)


def _suit_vector_by_drawing(
    shape: tuple[int, ...], caps: tuple[int, ...], mode: int = ANY
) -> tuple[int, ...]:
    """The masks of ``_suit_vector`` (offset 0) with every rank drawn (for the tests)."""
    base = _suit_costs(shape, caps, mode)
    masks = [0] * 10
    for r in range(9):
        if shape[r] < caps[r]:
            grown = _suit_costs(shape[:r] + (shape[r] + 1,) + shape[r + 1 :], caps, mode)
            for j in range(10):
                if grown[j] < base[j]:
                    masks[j] |= 1 << r
    return tuple(masks)


# ---------------------------------------------------------------- the honours


_NO_HONORS = (0,) + (IMPOSSIBLE,) * 9  # all chows (mode CHOWS): honours make no group


def _honor_costs(shape: tuple[int, ...], caps: tuple[int, ...], mode: int = ANY) -> tuple[int, ...]:
    """Tiles needed for ``m`` pungs and ``p`` pairs of honours (each kind holds one group)."""
    if mode == CHOWS:
        return _NO_HONORS
    return _honor_costs_of(tuple(sorted(zip(shape, caps, strict=True), reverse=True)))


@lru_cache(maxsize=1 << 11)
def _honor_costs_of(kinds: tuple[tuple[int, int], ...]) -> tuple[int, ...]:
    """``_honor_costs`` of the honours as (held, cap) pairs: the order of the kinds is no
    matter, so they come sorted and the few distinct hands of honours are worked out once."""
    costs = [0] + [IMPOSSIBLE] * 9
    for h, cap in kinds:
        nxt = list(costs)
        pair = max(0, 2 - h) if cap >= 2 else IMPOSSIBLE
        pung = max(0, 3 - h) if cap >= 3 else IMPOSSIBLE
        both = max(0, 5 - h) if cap >= 5 else IMPOSSIBLE  # only with the cap lifted (a check)
        for j in range(10):
            c = costs[j]
            if c >= IMPOSSIBLE:
                continue
            if not j & 1 and pair < IMPOSSIBLE and c + pair < nxt[j + 1]:
                nxt[j + 1] = c + pair
            if j + 2 < 10 and pung < IMPOSSIBLE and c + pung < nxt[j + 2]:
                nxt[j + 2] = c + pung
            if not j & 1 and j + 3 < 10 and c + both < nxt[j + 3]:
                nxt[j + 3] = c + both
        costs = nxt
    return tuple(costs)


@lru_cache(maxsize=1 << 13)
def _honor_vector(shape: tuple[int, ...], caps: tuple[int, ...], mode: int = ANY) -> Vector:
    """``_honor_costs`` with, for each entry, the honours (kinds 27-33) whose draw lowers it."""
    base = _honor_costs(shape, caps, mode)
    masks = [0] * 10
    for k in range(7):
        if shape[k] >= caps[k]:
            continue
        grown = _honor_costs(shape[:k] + (shape[k] + 1,) + shape[k + 1 :], caps, mode)
        for j in range(10):
            if grown[j] < base[j]:
                masks[j] |= 1 << (27 + k)
    return base, tuple(masks)


# ---------------------------------------------------------------- combining the parts

# For each highest entry ``top`` wanted: (i, j, i + j) for every two entries whose sets add up
# to at most four and pairs to at most one, with i + j <= top.
_PRODUCTS = tuple(
    tuple(
        (i, j, i + j)
        for i in range(10)
        for j in range(10)
        if i // 2 + j // 2 <= 4 and i % 2 + j % 2 <= 1 and i + j <= top
    )
    for top in range(10)
)
_MAKES = tuple(tuple((i, j) for i, j, s in _PRODUCTS[9] if s == k) for k in range(10))


def suit_part(
    shape: tuple[int, ...], mode: int, offset: int, caps: tuple[int, ...] = FULL
) -> Vector:
    """The table of one suit (nine counts) whose first kind is ``offset`` (0, 9 or 18): tiles
    needed for ``m`` sets and ``p`` pairs (index ``2m + p``) and the kinds that lower each."""
    return _suit_vector(shape, caps, offset, mode)


def honor_part(
    shape: tuple[int, ...], mode: int, caps: tuple[int, ...] = FULL_HONORS
) -> Vector:
    """The table of the honours (seven counts); with CHOWS they are not even the pair."""
    return _honor_vector(shape, caps, mode)


@lru_cache(maxsize=1 << 15)
def combine(a: Vector, b: Vector, top: int = 9) -> Vector:
    """Min-plus product of two parts' tables up to entry ``top``; at equal cost the masks are
    joined (a kind lowers the product iff it lowers a part of one of its best sums). Cached:
    in one decision of a computer player many targets share most of their parts."""
    ac, am = a
    bc, bm = b
    out_c = [IMPOSSIBLE] * 10
    out_m = [0] * 10
    for i, j, k in _PRODUCTS[top]:
        c = ac[i] + bc[j]
        if c < out_c[k]:
            out_c[k] = c
            out_m[k] = am[i] | bm[j]
        elif c == out_c[k]:
            out_m[k] |= am[i] | bm[j]
    return tuple(out_c), tuple(out_m)


def final(a: Vector, b: Vector, index: int) -> tuple[int, int]:
    """The one entry ``index`` of ``combine(a, b)``: (tiles needed, useful kinds mask)."""
    ac, am = a
    bc, bm = b
    best = IMPOSSIBLE
    mask = 0
    for i, j in _MAKES[index]:
        c = ac[i] + bc[j]
        if c < best:
            best, mask = c, am[i] | bm[j]
        elif c == best:
            mask |= am[i] | bm[j]
    if best >= IMPOSSIBLE:
        return IMPOSSIBLE, 0
    return best, mask


def standard_distance(
    counts: Sequence[int], sets: int, caps: Sequence[int] = NO_MELDS_CAPS, mode: int = ANY
) -> tuple[int, int]:
    """(tiles needed, mask of the kinds whose draw lowers it) for ``sets`` sets and a pair made
    of the concealed ``counts``, holding at most ``caps[k]`` tiles of kind ``k``; with ``mode``
    PUNGS or CHOWS only that kind of set (CHOWS: and a suited pair)."""
    if not 0 <= sets <= 4:
        return IMPOSSIBLE, 0
    # a set and a pair hold at most 3 of a kind: there a cap of 3 never binds
    caps = tuple(4 if c == 3 else c for c in caps) if sets <= 1 else tuple(caps)
    m = _suit_vector(tuple(counts[0:9]), caps[0:9], 0, mode)
    p = _suit_vector(tuple(counts[9:18]), caps[9:18], 9, mode)
    s = _suit_vector(tuple(counts[18:27]), caps[18:27], 18, mode)
    h = _honor_vector(tuple(counts[27:34]), caps[27:34], mode)
    top = 2 * sets + 1
    return final(combine(combine(m, p, top), s, top), h, top)


# ---------------------------------------------------------------- the other shapes


def seven_pairs_distance(counts: Sequence[int]) -> tuple[int, int]:
    """Seven pairs (no melds): (tiles needed, mask); four equal tiles are two pairs."""
    pairs = 0
    odd = 0
    for k, n in enumerate(counts):
        pairs += n >> 1
        if n & 1:
            odd |= 1 << k
    if pairs >= 7:
        return 0, 0
    need = 7 - pairs
    singles = bin(odd).count("1")
    if singles >= need:  # each odd kind makes a pair with one draw
        return need, odd
    # the rest from kinds held 0 or 2 times: two draws a pair
    other = sum(1 << k for k, n in enumerate(counts) if n in (0, 2))
    return need + (need - singles), odd | other


def thirteen_orphans_distance(counts: Sequence[int]) -> tuple[int, int]:
    """Thirteen orphans (no melds): one of each terminal and honour and one more of any."""
    missing = 0
    has_pair = False
    for k in TERMINALS_AND_HONORS:
        n = counts[k]
        if n == 0:
            missing |= 1 << k
        elif n >= 2:
            has_pair = True
    need = 1 + bin(missing).count("1") - (1 if has_pair else 0)
    return need, (missing if has_pair else ORPHANS_MASK)


def honors_knitted_distance(counts: Sequence[int]) -> tuple[int, int]:
    """Honours and knitted tiles (no melds): 14 different tiles of one knitted straight's nine
    and the seven honours (greater: all seven honours; the shanten is the same)."""
    held = 0
    for k, n in enumerate(counts):
        if n:
            held |= 1 << k
    best, best_mask = IMPOSSIBLE, 0
    for ks in KNITTED_MASKS:
        useful = ks | HONOR_KINDS
        need = max(0, 14 - bin(held & useful).count("1"))
        missing = useful & ~held if need else 0
        if need < best:
            best, best_mask = need, missing
        elif need == best:
            best_mask |= missing
    return best, best_mask


def knitted_straight_distance(
    counts: Sequence[int],
    melds: int = 0,
    caps: Sequence[int] = NO_MELDS_CAPS,
    bound: int = IMPOSSIBLE,
) -> tuple[int, int]:
    """A knitted straight (147, 258, 369 in three suits) with one set and a pair (at most one
    meld). Straights missing more than ``bound`` tiles are not tried: an answer above ``bound``
    is then only a lower limit (``bound`` is for callers that want the least over all shapes).
    """
    if melds > 1:
        return IMPOSSIBLE, 0
    capped = caps != NO_MELDS_CAPS
    tries = []
    for ks, ks_mask in zip(KNITTED_STRAIGHTS, KNITTED_MASKS, strict=True):
        if capped and any(caps[k] < 1 for k in ks):
            continue  # a kong holds every copy of one of its tiles
        missing = 0
        for k in ks:
            if not counts[k]:
                missing |= 1 << k
        tries.append((bin(missing).count("1"), ks_mask, ks, missing))
    tries.sort()  # the fewest missing first: the others are then mostly not worth working out
    best, best_mask = IMPOSSIBLE, 0
    for n_missing, _, ks, missing in tries:
        if n_missing > min(best, bound):
            break
        rest = list(counts)
        rest_caps = list(caps)
        for k in ks:
            if rest[k]:
                rest[k] -= 1
            rest_caps[k] -= 1
        need, mask = standard_distance(rest, 1 - melds, rest_caps)
        need += n_missing
        mask |= missing
        if need < best:
            best, best_mask = need, mask
        elif need == best:
            best_mask |= mask
    return best, best_mask


# ---------------------------------------------------------------- all shapes


def caps_of(meld_tiles: Sequence[int]) -> tuple[int, ...]:
    """How many tiles of each kind a hand may still hold concealed beside its melds' tiles."""
    caps = list(NO_MELDS_CAPS)
    for k in meld_tiles:
        caps[k] -= 1
    return tuple(caps)


def distances(
    counts: Sequence[int], melds: int = 0, caps: Sequence[int] = NO_MELDS_CAPS, exact: bool = True
) -> dict[str, tuple[int, int]]:
    """(tiles needed, mask of the kinds whose draw lowers it) for each shape the melds allow.

    With ``exact`` False the knitted straight is worked out only as far as it could equal the
    best other shape (enough for the least over all shapes, and faster).
    """
    out = {STANDARD: standard_distance(counts, 4 - melds, caps)}
    if melds == 0:
        out[SEVEN_PAIRS] = seven_pairs_distance(counts)
        out[THIRTEEN_ORPHANS] = thirteen_orphans_distance(counts)
        out[HONORS_AND_KNITTED] = honors_knitted_distance(counts)
    if melds <= 1:
        bound = IMPOSSIBLE if exact else min(need for need, _ in out.values())
        out[KNITTED_STRAIGHT] = knitted_straight_distance(counts, melds, caps, bound)
    return out


def best_of(forms: dict[str, tuple[int, int]]) -> tuple[int, int, str]:
    """The fewest tiles needed over the shapes, the kinds that lower it (joined over the shapes
    that need that many) and the first such shape in ``SHAPES`` order."""
    best, mask, shape = IMPOSSIBLE, 0, STANDARD
    for name in SHAPES:
        if name not in forms:
            continue
        need, m = forms[name]
        if need < best:
            best, mask, shape = need, m, name
        elif need == best:
            mask |= m
    return best, mask, shape


def distance(
    counts: Sequence[int], melds: int = 0, caps: Sequence[int] = NO_MELDS_CAPS
) -> tuple[int, int]:
    """The fewest tiles needed over the shapes the melds allow, and the kinds that lower it."""
    need, mask, _ = best_of(distances(counts, melds, caps, exact=False))
    return need, mask


def shanten(counts: Sequence[int], melds: int = 0, caps: Sequence[int] = NO_MELDS_CAPS) -> int:
    """Shanten over the shapes: -1 complete (14 tiles), 0 ready, 1 one tile from ready..."""
    return distance(counts, melds, caps)[0] - 1


def useful_kinds(
    counts: Sequence[int], melds: int = 0, caps: Sequence[int] = NO_MELDS_CAPS
) -> list[int]:
    """Kinds whose draw lowers the shanten of a 13-tile hand and of which a copy can come."""
    _, mask = distance(counts, melds, caps)
    return [k for k in kinds_of(mask) if counts[k] < caps[k]]
