"""A match as a text to share (the names, the totals and table points, each hand in a line) and
the name of its exported file. Pure Python: the view hands the text to the phone's share sheet
or the clipboard, and the file to the browser's download."""

from __future__ import annotations

import re
from collections.abc import Callable

from sheet import Sheet
from sheet.match import seating

from app.sheet.render import describe, num, signed, tp_text, wind_name

T = Callable[..., str]


def title(sheet: Sheet, t: T) -> str:
    """"Mahjong score sheet, <the day it started>": the share text's and the print's title."""
    when = str(sheet.extra.get("started", ""))[:10]
    return t("sh.share_head", date=num(when, t)) if when else t("sh.share_head_plain")


def share_text(sheet: Sheet, t: T) -> str:
    """The sheet as plain text, in the reader's language."""
    head = title(sheet, t)
    state = t("sh.over") if sheet.over else t("sh.played", n=len(sheet.hands))
    totals = sheet.totals()
    order = sorted(range(4), key=lambda s: (-totals[s], s))
    places = sheet.places()
    lines = [head, state, ""]
    for s in order:
        line = f"{num(places[s], t)}. {sheet.players[s]} {signed(totals[s], t)}"
        if sheet.over:
            line += f" ({tp_text(sheet.table_points()[s], t)})"
        lines.append(line)
    if sheet.hands:
        lines.append("")
    for i, hand in enumerate(sheet.hands):
        wind = wind_name(seating(i + 1).prevalent_wind, t)
        lines.append(f"{num(i + 1, t)} ({wind}) {describe(hand, sheet.players, t)}")
    return "\n".join(lines) + "\n"


def file_name(sheet: Sheet) -> str:
    """mahjong-sheet-<date>-<names>.json, with only letters, digits and dashes."""
    when = str(sheet.extra.get("started", ""))[:10]
    when = when if re.fullmatch(r"\d{4}-\d{2}-\d{2}", when) else ""  # a file's, not ours
    names = "-".join(re.sub(r"[^\w\u0900-\u097f]+", "", n)[:12] for n in sheet.players)
    stem = "-".join(part for part in ("mahjong-sheet", when, names) if part)
    return re.sub(r"-+", "-", stem).strip("-") + ".json"
