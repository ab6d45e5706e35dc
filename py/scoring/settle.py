"""Settlement: what each of the four seats gains or loses for a scored hand.

Each opponent pays the winner 8 points; the discarder also pays the hand's value; on a
self-draw each opponent pays 8 plus the value. A hand under the 8-point minimum (flowers not
counted) is not a win and settles nothing.
"""

from __future__ import annotations

from .arguments import bad_argument, check_flag, check_seat

BASE = 8


def settle(
    result, self_drawn: bool, winner: int, discarder: int | None = None
) -> tuple[int, int, int, int]:
    """Gains of seats 0..3 (negative: payments) for ``result`` won by ``winner``.

    ``discarder`` is the seat that discarded the winning tile; on a self-draw it plays no part
    (None, or any seat).
    Raises HandError naming a wrong argument and its value.
    """
    if not hasattr(result, "meets_minimum") or not hasattr(result, "total"):
        raise bad_argument("result", result, "a Result of score()")
    check_flag(self_drawn, "self_drawn")
    check_seat(winner, "winner")
    if discarder is not None:
        check_seat(discarder, "discarder")
    if not self_drawn and (discarder is None or discarder == winner):
        raise bad_argument(
            "discarder", discarder, "on a win on a discard, the seat (0-3) that discarded the "
            "winning tile, not the winner's"
        )
    gains = [0, 0, 0, 0]
    if not result.meets_minimum:
        return (0, 0, 0, 0)
    value = result.total
    for seat in range(4):
        if seat == winner:
            continue
        pay = BASE + value if self_drawn or seat == discarder else BASE
        gains[seat] -= pay
        gains[winner] += pay
    return (gains[0], gains[1], gains[2], gains[3])
