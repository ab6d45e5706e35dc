"""Where the tiles' art is in the site: the board's backgrounds (app.solitaire.board), and the
list the static shell has boot.js fetch while Python starts on a first visit
(tools/shell/render.py). Reads no page."""

from __future__ import annotations


def art_path(face: str) -> str:
    """The face's art in the site (web/tiles/), relative to the page."""
    return f"tiles/{face}.svg"
