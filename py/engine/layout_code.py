"""A layout as a short code, to share in a link or by hand (the layout editor's: it ships in
the editor's zip, app.manifest).

The code: the letters `L1` (the format's version), then, in URL-safe base64 without padding,
one byte of check and three bytes per run of tiles side by side (sorted as layout files are:
layer, row, column): layer (3 bits), half-row (6 bits), half-column of its first tile (6 bits)
and count less one (7 bits), high bits first, 2 bits to spare. The Turtle is 24 runs: 96
characters. Decoding checks everything and says what is wrong (ValueError).
"""

from __future__ import annotations

import base64

from seeded import hash_text

from .geometry import Position, check_layout_shape
from .layout import runs_of
from .tiles import SET_SIZE

PREFIX = "L1"
MAX_COORD = 63  # half-rows and half-columns fit 6 bits
MAX_LAYER = 7


def encode_layout(positions: list[Position] | tuple[Position, ...]) -> str:
    """The code of these positions (ValueError if one lies beyond the code's reach)."""
    body = bytearray()
    for z, y, x, count in runs_of(positions):
        if not (0 <= z <= MAX_LAYER and 0 <= y <= MAX_COORD and 0 <= x <= MAX_COORD):
            raise ValueError(f"the tile at {(x, y, z)} lies beyond what a code can hold")
        word = (z << 21) | (y << 15) | (x << 9) | ((count - 1) << 2)
        body += word.to_bytes(3, "big")
    data = bytes([_check(bytes(body))]) + bytes(body)
    return PREFIX + base64.urlsafe_b64encode(data).decode("ascii").rstrip("=")


def decode_layout(code: str) -> list[Position]:
    """The positions a code holds, checked as a layout's (ValueError naming what is wrong)."""
    code = "".join(str(code).split())  # spaces and line breaks of a code copied by hand
    if not code.startswith(PREFIX):
        raise ValueError("not a layout code: it starts with " + PREFIX)
    text = code[len(PREFIX):]
    try:
        data = base64.b64decode(text + "=" * (-len(text) % 4), altchars=b"-_", validate=True)
    except ValueError:
        raise ValueError("not a layout code: letters out of place") from None
    if len(data) < 4 or (len(data) - 1) % 3 or data[0] != _check(data[1:]):
        raise ValueError("the code is cut short or mistyped")
    positions: list[Position] = []
    for i in range(1, len(data), 3):
        word = int.from_bytes(data[i:i + 3], "big")
        z, y, x, count = word >> 21, (word >> 15) & 63, (word >> 9) & 63, ((word >> 2) & 127) + 1
        positions.extend((x + 2 * k, y, z) for k in range(count))
    if len(positions) > SET_SIZE:
        raise ValueError(f"the code holds {len(positions)} tiles, more than {SET_SIZE}")
    check_layout_shape(positions)
    return positions


def _check(body: bytes) -> int:
    """One byte that catches a mistyped or cut code."""
    return hash_text(body.hex()) & 0xFF
