"""HTML for tiles and hands, drawn with our tile art (web/tiles/<face>.svg), and for the fans'
Chinese names; pure Python.

The scorer and the reference build their markup as strings and set it in one DOM call: far
cheaper under Pyodide than creating elements one proxy call at a time.
"""

from __future__ import annotations

from html import escape

from tiles.meld import Meld

from app.scorer.state import ScorerHand, meld_class
from app.tilenames import tile_name


def tile(face: str, lang: str, classes: str = "", attrs: str = "", title: bool = False) -> str:
    """One tile: an ivory body with the face's SVG as its background (scorer.css maps
    data-face to web/tiles/<face>.svg), named for screen readers.

    A background, not an <img>: no element per image to create and no image lookup while the
    tap handler runs, which keeps a redraw of the hand and the result inside a frame."""
    name = escape(tile_name(face, lang))
    extra = f' title="{name}"' if title else ""
    return (
        f'<span class="tile {classes}" data-face="{face}" role="img" aria-label="{name}"'
        f"{extra}{attrs}></span>"
    )


def face_down(classes: str = "") -> str:
    return f'<span class="tile down {classes}" aria-hidden="true"></span>'


def meld_tiles(meld: Meld, lang: str, classes: str = "") -> str:
    """A meld's tiles; a concealed kong shows its two outer tiles face down, as on the table."""
    tiles = meld.faces
    if not meld.exposed:
        middle = tile(tiles[1], lang, classes) + tile(tiles[2], lang, classes)
        return face_down(classes) + middle + face_down(classes)
    return "".join(tile(t, lang, classes) for t in tiles)


def meld_label(meld: Meld) -> str:
    """The meld in notation, e.g. '[123m]' or '{9999s}'."""
    return str(meld)


def static_hand(hand: ScorerHand, lang: str, win_label: str = "") -> str:
    """A whole hand for reading (the reference's examples): melds, concealed tiles, winning tile."""
    parts = [
        f'<span class="meld {meld_class(m)}" title="{escape(str(m))}">{meld_tiles(m, lang)}</span>'
        for m in hand.melds
    ]
    parts.append(
        '<span class="concealed">' + "".join(tile(t, lang) for t in hand.concealed) + "</span>"
    )
    if hand.win:
        label = f'<span class="win-label">{escape(win_label)}</span>' if win_label else ""
        parts.append(f'<span class="win">{label}{tile(hand.win, lang, "win-tile")}</span>')
    return '<span class="hand-static">' + "".join(parts) + "</span>"


def chinese(name: str) -> str:
    """A fan's Chinese name, marked as Simplified Chinese and set in the site's own subset font
    (class "zh", scorer.css), which covers every fan name."""
    return f'<span class="zh" lang="zh-Hans">{escape(name)}</span>'
