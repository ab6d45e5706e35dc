"""Tiles' names for people, from the catalogs: the scorer's (`tile.<face>`: '5p' -> 'पाँच गोला' /
'5 dots', flowers and seasons as photo entry names them) and the solitaire's for the table's
flowers (`face.<face>`)."""

from __future__ import annotations

from tiles import is_flower

from app.i18n import catalog


def tile_name(face: str, lang: str) -> str:
    """A tile's name for people: '5p' -> 'पाँच गोला' / '5 dots'; 'C' -> 'red dragon';
    'fl1' -> 'plum flower' (photo entry names flowers and seasons too)."""
    return catalog(lang, "scorer").gettext(f"tile.{face}")


def face_name(face: str, lang: str) -> str:
    """A tile's name for people at the table, flowers included (the solitaire's names)."""
    if is_flower(face):
        return catalog(lang, "solitaire").gettext(f"face.{face}")
    return tile_name(face, lang)
