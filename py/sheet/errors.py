"""What is wrong with a score sheet's file: one error, said in words and as a code with values
so that a page can say it in the reader's language."""

from __future__ import annotations


class SheetError(ValueError):
    """A match file (or a hand) that the sheet refuses: ``code`` names the mistake, ``values``
    fill its message (``hand``: the hand's number, 1 to 16, when the mistake is in a hand)."""

    def __init__(self, message: str, code: str, **values: object) -> None:
        super().__init__(message)
        self.code = code
        self.values = values
