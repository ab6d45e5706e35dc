"""The one error the scorer raises for bad input."""


class HandError(ValueError):
    """The text is not a hand, the hand is not a winning hand, or the flags contradict it.

    The message is written for a player: it names the unknown tile, the fifth copy, the tile
    count and the count expected, or the contradicting flag.
    """
