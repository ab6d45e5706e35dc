"""Tiles read from a photo written in the scorer's tile notation, in photo order."""

from __future__ import annotations

from collections.abc import Iterable


def notation(faces: Iterable[str | None]) -> str:
    """'1m2m3m4pEE' -> '123m4pEE': suited tiles in a run of one suit share its letter; a slot
    with no tile is written '?'."""
    out: list[str] = []
    digits: list[str] = []
    suit = ""
    for face in faces:
        if face and len(face) == 2 and face[0].isdigit():
            if face[1] != suit and digits:
                out.append("".join(digits) + suit)
                digits = []
            suit = face[1]
            digits.append(face[0])
            continue
        if digits:
            out.append("".join(digits) + suit)
            digits, suit = [], ""
        out.append(face or "?")
    if digits:
        out.append("".join(digits) + suit)
    return "".join(out)
