"""Who sits where in a 16-hand match: the rule is ``scoring.seating`` (the score sheet follows
it too); the table game's names for it stay here."""

from scoring.seating import (
    HANDS_PER_MATCH,
    ROUND_START,
    dealer,
    prevalent_wind,
    seat_winds,
    turn_order,
)

__all__ = ["HANDS_PER_MATCH", "ROUND_START", "dealer", "prevalent_wind", "seat_winds",
           "turn_order"]
