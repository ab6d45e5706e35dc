"""The one error the scorer raises for bad input."""


class HandError(ValueError):
    """The text is not a hand, the hand is not a winning hand, or an argument is wrong.

    The message is written for a player: it names the unknown tile, the fifth copy, the tile
    count and the count expected, the contradicting flag, or the argument and its wrong value.
    Where a caller may want to say it in another language, ``code`` names the kind of mistake
    and ``values`` its particulars (e.g. code "unknown_char", values {"char": "X"}); ``span`` is
    where the mistake stands in the notation text, (start, end), so a page can mark it. All
    three are optional (None, {}, None).
    """

    def __init__(
        self,
        message: str,
        code: str | None = None,
        span: tuple[int, int] | None = None,
        **values: object,
    ) -> None:
        super().__init__(message)
        self.code = code
        self.span = span
        self.values = values
