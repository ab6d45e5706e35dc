"""JSON read from a text the app did not write (a stored record, a pasted line, a file, a
link): brackets nested past a depth are refused before the text is parsed.

Why: JSON nested thousands deep overflows the browser's stack inside Pyodide's parser, a fatal
error that stops Python altogether (not a RecursionError it could catch), so a tampered or
broken localStorage entry or a pasted text could kill the page. Anything the app stores nests a
few levels; 32 is far above that.
"""

from __future__ import annotations

import json
import re
from typing import Any

DEPTH = 32
"""How deep brackets may nest in a text read with `loads`."""
_STRING = re.compile(r'"[^"\\]*(?:\\.[^"\\]*)*"')
_NOT_BRACKET = re.compile(r"[^\[\]{}]+")


def too_deep(text: str, limit: int = DEPTH) -> bool:
    """Whether JSON ``text`` nests its brackets deeper than ``limit`` (brackets in strings do
    not count)."""
    brackets = _NOT_BRACKET.sub("", _STRING.sub("", text))
    if brackets.count("[") + brackets.count("{") <= limit:
        return False
    depth = 0
    for char in brackets:
        depth += 1 if char in "[{" else -1
        if depth > limit:
            return True
    return False


def loads(text: str, limit: int = DEPTH) -> Any:
    """``json.loads(text)``, but a ValueError (json.JSONDecodeError's base) for a text nested
    deeper than ``limit``, before it is parsed; a non-text is a ValueError too."""
    if not isinstance(text, str | bytes | bytearray):
        raise ValueError(f"not a JSON text: {type(text).__name__}")
    if isinstance(text, bytes | bytearray):
        text = text.decode("utf-8", "replace")
    if too_deep(text, limit):
        raise ValueError(f"JSON nested deeper than {limit}")
    return json.loads(text)
