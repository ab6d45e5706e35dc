"""The one error the photo reader raises for bad input."""


class PhotoError(ValueError):
    """The input cannot be read: not an image, no tiles in the frame, a missing row...

    The message is written for a player and names what is wrong. `code` names the kind of
    problem for a page that says it in another language ("not_an_image", "no_tiles",
    "missing_row", "bad_pixels", "bad_frame", "bad_tile_set", "unsupported_image"), and
    `values` its particulars (e.g. {"row": 3}).
    """

    def __init__(self, message: str, code: str = "", **values: object) -> None:
        super().__init__(message)
        self.code = code
        self.values = values
