"""Who sits where in a 16-hand match: seat winds, the dealer, the prevalent wind.

The rule lives here, beside settlement, so that everything that follows a match (the table
game, ``table.seating``; the score sheet, ``sheet``) reads it without importing the other.

Green Book competition rules: the prevalent wind is East for hands 1-4, then South, West and
North. Within a round the deal passes every hand (a draw included), so the player South of
the dealer becomes East. Before hands 5, 9 and 13 the players change seats: at the start of
the South round East and South swap and West and North swap; the player who began West moves
one seat on each round (W, N, E, S) and the player who began North one seat back (N, W, S, E).
"""

from __future__ import annotations

from tiles import WINDS  # E S W N: turn order, East plays first

HANDS_PER_MATCH = 16

# ROUND_START[r][player]: the player's wind (index into WINDS) at the first hand of round r.
ROUND_START: tuple[tuple[int, int, int, int], ...] = (
    (0, 1, 2, 3),  # East round:  players 0 1 2 3 sit East South West North
    (1, 0, 3, 2),  # South round: 1 East, 0 South, 3 West, 2 North
    (3, 2, 0, 1),  # West round:  2 East, 3 South, 1 West, 0 North
    (2, 3, 1, 0),  # North round: 3 East, 2 South, 0 West, 1 North
)


def _check(hand_number: int) -> int:
    if type(hand_number) is not int or not 1 <= hand_number <= HANDS_PER_MATCH:
        raise ValueError(f"hand number must be 1 to {HANDS_PER_MATCH}, not {hand_number!r}")
    return hand_number - 1


def prevalent_wind(hand_number: int) -> str:
    """The round's wind for hand 1..16: E for 1-4, S for 5-8, W for 9-12, N for 13-16."""
    return WINDS[_check(hand_number) // 4]


def seat_winds(hand_number: int) -> tuple[str, str, str, str]:
    """Each player's seat wind in hand 1..16 (index = player)."""
    n = _check(hand_number)
    start = ROUND_START[n // 4]
    w = tuple(WINDS[(start[p] - n % 4) % 4] for p in range(4))
    return (w[0], w[1], w[2], w[3])


def dealer(hand_number: int) -> int:
    """The player who deals hand 1..16: the one whose seat wind is East."""
    return seat_winds(hand_number).index("E")


def turn_order(winds: tuple[str, ...]) -> tuple[int, ...]:
    """The seats in turn order, East first."""
    return tuple(winds.index(w) for w in WINDS)
