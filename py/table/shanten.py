"""Shanten: how many tiles a hand is from a winning hand, over the five MCR forms.

The measure is the least number of tiles to draw (each replacing a tile of the hand) to hold a
winning hand: four sets and a pair, seven pairs (four equal tiles are two pairs), thirteen
orphans, honours and knitted tiles, or a knitted straight with a set and a pair. As usual,
``shanten = tiles needed - 1``: a ready 13-tile hand is 0 and a complete 14-tile hand is -1.
The target hand never holds a fifth copy of a kind among the counts given (copies in the
hand's own melds are not among them: weigh useful kinds by their unseen copies).

Hands are 34-kind count lists (``scoring``'s kind numbers: 0-8 1m-9m, 9-17 1p-9p, 18-26
1s-9s, 27-30 winds, 31-33 dragons); ``melds`` is the number of declared sets (kongs too).

The hot path is the four sets and a pair: each suit's shape (nine counts) is read once into a
small table, cached by shape, of the tiles needed for 0-4 sets with or without the pair and
which tiles would lower each; a hand combines its three suits and its honours from those.
A *mask* is an int with bit ``k`` set for tile kind ``k``.
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import cache, lru_cache

from scoring import KNITTED_STRAIGHTS
from tiles.kinds import NUM_KINDS, TERMINALS_AND_HONORS

ALL_KINDS = (1 << NUM_KINDS) - 1
HONOR_KINDS = ALL_KINDS ^ ((1 << 27) - 1)
ORPHANS_MASK = sum(1 << k for k in TERMINALS_AND_HONORS)
KNITTED_MASKS = tuple(sum(1 << k for k in ks) for ks in KNITTED_STRAIGHTS)

# Which sets the four-sets-and-a-pair form may use (targets such as All Pungs restrict them).
ANY, PUNGS, CHOWS = 0, 1, 2

IMPOSSIBLE = 99  # more tiles than any hand could need: "this cannot be done"

Vector = tuple[tuple[int, ...], tuple[int, ...]]
"""A part's table: ten tiles-needed entries and ten masks of the kinds that lower them, each
indexed ``2 * sets + pair``."""


def mask_of(kinds: Sequence[int]) -> int:
    """The mask with the bits of ``kinds`` set."""
    out = 0
    for k in kinds:
        out |= 1 << k
    return out


def kinds_of(mask: int) -> list[int]:
    """The kinds whose bits are set in ``mask``, in order."""
    out = []
    k = 0
    while mask:
        if mask & 1:
            out.append(k)
        mask >>= 1
        k += 1
    return out


# ---------------------------------------------------------------- one suit


@cache
def _suit_costs(shape: tuple[int, ...], mode: int) -> tuple[int, ...]:
    """Tiles needed to make ``m`` sets and ``p`` pairs (p <= 1) of one suit from ``shape``.

    Index ``2 * m + p``. Groups built from nothing cost 3 (a set) or 2 (the pair).
    """
    used = _blocks(shape, mode)
    costs = tuple(3 * (j >> 1) + 2 * (j & 1) - used[j] for j in range(10))
    if 4 in shape:
        # The block reading may count on a fifth copy. With the fourth copy left out it is
        # exact and achievable, so where both agree that is the answer.
        three = tuple(min(n, 3) for n in shape)
        used3 = _blocks(three, mode)
        if any(used[j] != used3[j] for j in range(10)):
            return _exact_costs(shape, mode)
    return costs


_NOTHING_USED = (0,) * 10


def _add_shifted(sub: tuple[int, ...], gain: int, sets: int, pair: int, out: list[int]) -> None:
    """out[j] = max(out[j], sub[j - shift] + gain): ``sets`` and ``pair`` more groups."""
    shift = 2 * sets + pair
    for j in range(shift, 10):
        if pair and not j & 1:
            continue
        v = sub[j - shift] + gain
        if v > out[j]:
            out[j] = v


@cache
def _blocks(shape: tuple[int, ...], mode: int) -> tuple[int, ...]:
    """Most held tiles one suit can put into at most ``m`` sets and ``p`` pairs (2 * m + p).

    The lowest held tile is either left out or the lowest held tile of one group: a single
    (of a set or of the pair), a pair, a pung, two of a chow or a whole chow. Exact when no
    kind has four copies (checked against ``_exact_costs`` by the tests); a fourth copy could
    let this count on a fifth, so such shapes go to ``_exact_costs``.
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


def _exact_costs(shape: tuple[int, ...], mode: int) -> tuple[int, ...]:
    """``_suit_costs`` by a dynamic programme over the ranks that never uses a fifth copy.

    Its state is the number of chows begun one and two ranks back (they still need this
    rank). Only groups that use a held tile are placed; groups built from nothing are added
    at the end (a suit of at most 14 tiles always has room for them below four copies).
    """
    chows = mode != PUNGS
    pungs = mode != CHOWS
    # state (chows begun at i-2, chows begun at i-1) -> best tiles used, index 2 * m + p
    states: dict[tuple[int, int], list[int]] = {(0, 0): [0] + [-1] * 9}
    for i in range(9):
        h = shape[i]
        nxt: dict[tuple[int, int], list[int]] = {}
        # more new chows than held tiles they could use would leave one built from nothing
        max_new = min(4, h + shape[i + 1] + shape[i + 2]) if chows and i <= 6 else 0
        for (a, b), used in states.items():
            demand = a + b
            for z in range(0, min(max_new, 4 - demand) + 1):
                for q in (0, 1) if pungs and h else (0,):
                    for w in (0, 1) if h else (0,):
                        t = demand + z + 3 * q + 2 * w
                        if t > 4:
                            continue
                        gain = t if t < h else h
                        dm = z + q
                        key = (b, z)
                        out = nxt.get(key)
                        if out is None:
                            out = nxt[key] = [-1] * 10
                        shift = 2 * dm + w
                        for idx in range(10 - shift):
                            u = used[idx]
                            if u < 0 or (w and idx & 1):
                                continue
                            j = idx + shift
                            if u + gain > out[j]:
                                out[j] = u + gain
        states = nxt
    best = [-1] * 10
    for (a, b), used in states.items():
        if a or b:
            continue
        for j in range(10):
            if used[j] > best[j]:
                best[j] = used[j]
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


@cache
def _suit_vector(shape: tuple[int, ...], mode: int) -> Vector:
    """``_suit_costs`` with, for each entry, the ranks (bits 0-8) whose draw lowers it."""
    base = _suit_costs(shape, mode)
    masks = [0] * 10
    for r in range(9):
        if shape[r] >= 4:
            continue
        grown = _suit_costs(shape[:r] + (shape[r] + 1,) + shape[r + 1 :], mode)
        for j in range(10):
            if grown[j] < base[j]:
                masks[j] |= 1 << r
    return base, tuple(masks)


@cache
def _honor_costs(shape: tuple[int, ...], sets: bool, pair: bool) -> tuple[int, ...]:
    """Tiles needed for ``m`` pungs and ``p`` pairs of honours (each kind is one group)."""
    held = sorted(shape, reverse=True)
    costs = []
    for m in range(5):
        for p in range(2):
            if (m and not sets) or (p and not pair):
                costs.append(IMPOSSIBLE)
                continue
            best = IMPOSSIBLE
            for pair_at in range(7) if p else (-1,):
                rest = held[:pair_at] + held[pair_at + 1 :] if p else held
                need = max(0, 2 - held[pair_at]) if p else 0
                need += sum(max(0, 3 - n) for n in rest[:m])
                best = min(best, need)
            costs.append(best)
    return tuple(costs)


@cache
def _honor_vector(shape: tuple[int, ...], sets: bool, pair: bool) -> Vector:
    """``_honor_costs`` with, for each entry, the honours (bits 0-6) whose draw lowers it."""
    base = _honor_costs(shape, sets, pair)
    masks = [0] * 10
    for k in range(7):
        if shape[k] >= 4:
            continue
        grown = _honor_costs(shape[:k] + (shape[k] + 1,) + shape[k + 1 :], sets, pair)
        for j in range(10):
            if grown[j] < base[j]:
                masks[j] |= 1 << k
    return base, tuple(masks)


def _shift(vector: Vector, offset: int) -> Vector:
    costs, masks = vector
    return costs, tuple(m << offset for m in masks)


@cache
def suit_part(shape: tuple[int, ...], mode: int, offset: int) -> Vector:
    """The table of one suit (nine counts) whose first kind is ``offset`` (0, 9 or 18)."""
    return _shift(_suit_vector(shape, mode), offset)


@cache
def honor_part(shape: tuple[int, ...], mode: int) -> Vector:
    """The table of the honours (seven counts); with CHOWS they may not even be the pair."""
    return _shift(_honor_vector(shape, mode != CHOWS, mode != CHOWS), 27)


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
# for each entry k of a product, the (i, j) that make it
_MAKES = tuple(tuple((i, j) for i, j, s in _PRODUCTS[9] if s == k) for k in range(10))


@lru_cache(maxsize=1 << 15)
def combine(a: Vector, b: Vector, top: int = 9) -> Vector:
    """Min-plus product of two parts' tables up to entry ``top``; at equal cost the masks are
    joined. (Cached: in one decision many targets share most of their parts.)"""
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
    counts: Sequence[int], sets: int, mode: int = ANY, allowed: int = ALL_KINDS
) -> tuple[int, int]:
    """(tiles needed, mask of kinds that lower it) for ``sets`` sets and a pair.

    ``counts`` are the concealed tiles; tiles of kinds outside ``allowed`` cannot be used
    (they count as tiles to replace), and with ``mode`` PUNGS or CHOWS only that kind of set
    is made (CHOWS also wants a suited pair, as All Chows does).
    """
    if sets < 0:
        return IMPOSSIBLE, 0
    if allowed != ALL_KINDS:
        counts = [n if allowed >> k & 1 else 0 for k, n in enumerate(counts)]
    m = suit_part(tuple(counts[0:9]), mode, 0)
    p = suit_part(tuple(counts[9:18]), mode, 9)
    s = suit_part(tuple(counts[18:27]), mode, 18)
    h = honor_part(tuple(counts[27:34]), mode)
    top = 2 * sets + 1
    cost, mask = final(combine(combine(m, p, top), s, top), h, top)
    return cost, mask & allowed


# ---------------------------------------------------------------- the other forms


def seven_pairs_distance(counts: Sequence[int]) -> tuple[int, int]:
    """Seven pairs: (tiles needed, mask of kinds that lower it); four equal tiles are 2 pairs."""
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
    # each odd kind pairs with one draw; more pairs must come from unheld kinds (2 draws)
    if singles >= need:
        return need, odd
    unheld = sum(1 << k for k, n in enumerate(counts) if n == 0)
    return need + (need - singles), odd | unheld


def thirteen_orphans_distance(counts: Sequence[int]) -> tuple[int, int]:
    """Thirteen orphans: one of each terminal and honour and one more of any of them."""
    missing = 0
    has_pair = False
    for k in TERMINALS_AND_HONORS:
        n = counts[k]
        if n == 0:
            missing |= 1 << k
        elif n >= 2:
            has_pair = True
    need = 14 - (13 - bin(missing).count("1")) - (1 if has_pair else 0)
    return need, (missing if has_pair else ORPHANS_MASK)


def honors_knitted_distance(counts: Sequence[int]) -> tuple[int, int]:
    """Honours and knitted tiles: 14 different tiles of one knitted straight and the honours."""
    held = mask_of([k for k, n in enumerate(counts) if n])
    best, best_mask = IMPOSSIBLE, 0
    for ks in KNITTED_MASKS:
        useful = ks | HONOR_KINDS
        need = 14 - bin(held & useful).count("1")
        missing = useful & ~held
        if need < best:
            best, best_mask = need, missing
        elif need == best:
            best_mask |= missing
    return best, best_mask


def knitted_straight_distance(
    counts: Sequence[int], melds: int = 0, bound: int = IMPOSSIBLE
) -> tuple[int, int]:
    """A knitted straight (147, 258, 369 in three suits) with one set and a pair.

    Knitted straights missing more than ``bound`` tiles are not tried (an answer above
    ``bound`` is then only a lower limit).
    """
    if melds > 1:
        return IMPOSSIBLE, 0
    best, best_mask = IMPOSSIBLE, 0
    for ks in KNITTED_STRAIGHTS:
        rest = list(counts)
        missing = 0
        for k in ks:
            if rest[k]:
                rest[k] -= 1
            else:
                missing |= 1 << k
        if bin(missing).count("1") > min(best, bound):
            continue
        need, mask = standard_distance(rest, 1 - melds)
        need += bin(missing).count("1")
        mask |= missing
        if need < best:
            best, best_mask = need, mask
        elif need == best:
            best_mask |= mask
    return best, best_mask


# ---------------------------------------------------------------- all forms


FORMS = ("standard", "seven_pairs", "thirteen_orphans", "honors_and_knitted", "knitted_straight")


def distances(counts: Sequence[int], melds: int = 0) -> dict[str, tuple[int, int]]:
    """(tiles needed, improving mask) for each form the hand may still take.

    The knitted straight is worked out only as far as it could equal the best other form.
    """
    out = {"standard": standard_distance(counts, 4 - melds)}
    if melds == 0:
        out["seven_pairs"] = seven_pairs_distance(counts)
        out["thirteen_orphans"] = thirteen_orphans_distance(counts)
        out["honors_and_knitted"] = honors_knitted_distance(counts)
    if melds <= 1:
        bound = min(need for need, _ in out.values())
        out["knitted_straight"] = knitted_straight_distance(counts, melds, bound)
    return out


def distance(counts: Sequence[int], melds: int = 0) -> tuple[int, int]:
    """The fewest tiles needed over all five forms, and the kinds that lower it."""
    best, best_mask = IMPOSSIBLE, 0
    for need, mask in distances(counts, melds).values():
        if need < best:
            best, best_mask = need, mask
        elif need == best:
            best_mask |= mask
    return best, best_mask


def shanten(counts: Sequence[int], melds: int = 0) -> int:
    """Shanten over the five forms: -1 complete, 0 ready (13 tiles), 1 one tile from ready..."""
    return distance(counts, melds)[0] - 1


def useful_kinds(counts: Sequence[int], melds: int = 0) -> list[int]:
    """Kinds whose draw lowers the shanten of a 13-tile hand (all four copies held: never)."""
    need, mask = distance(counts, melds)
    return [k for k in kinds_of(mask) if counts[k] < 4]
