"""The one error the scorer raises for bad input."""


class HandError(ValueError):
    """The text is not a hand, the hand is not a winning hand, or the flags contradict it.

    The message is written for a player: it names the unknown tile, the fifth copy, the tile
    count and the count expected, or the contradicting flag. Where a caller may want to say it
    in another language, `code` names the kind of mistake and `values` its particulars
    (e.g. code "unknown_char", values {"char": "X"}); both are optional.
    """

    def __init__(self, message: str, code: str | None = None, **values: object) -> None:
        super().__init__(message)
        self.code = code
        self.values = values
