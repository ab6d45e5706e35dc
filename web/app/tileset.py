"""The tile set the player chose (issue 52), one setting for every view.

Three sets, drawn by tools/make_art.py: today's (`classic`, web/tiles/), faces as printed on real
sets (`traditional`, web/tiles/traditional/) and large indices in strong inks for small screens
and low sight (`large`, web/tiles/large/). The choice is the setting "tiles" of engine.Records
(localStorage "mj.v1.setting.tiles", {"v": 1, "value": id}) and the attribute `data-tiles` of the
page's root: web/styles/tiles.css maps each face to a custom property `--art-<face>` per set,
and every view draws a face through it (the board, the scorer, the fan list, the table, the
score sheet), so one attribute switches them all and a set's files are fetched only once a tile
is drawn with them. The scorer's picker draws <img> elements: `art_url` gives their address and
`apply` points them at the set chosen.
"""

from __future__ import annotations

from typing import Any

SETS = ("classic", "traditional", "large")
DEFAULT = SETS[0]
SETTING = "tiles"  # engine.Records setting name
FACES_SHOWN = ("1p", "5m", "C")  # the faces the chooser shows of each set


def checked(set_id: object) -> str:
    """A set id as stored or asked for, or the default set when it names none (an old or
    hand-edited setting never breaks the page)."""
    return set_id if isinstance(set_id, str) and set_id in SETS else DEFAULT


def chosen(records: Any) -> str:
    """The set the player chose (engine.Records), the default set when none."""
    return checked(records.get_setting(SETTING))


def folder(set_id: str) -> str:
    """The set's folder in the site: the default set keeps web/tiles/ (saved caches and old
    links keep working), the others have their own."""
    set_id = checked(set_id)
    return "tiles/" if set_id == DEFAULT else f"tiles/{set_id}/"


def art_url(face: str, set_id: str) -> str:
    """A face's (or "back"'s) picture in a set, relative to the page."""
    return f"{folder(set_id)}{face}.svg"


def face_image(face: str) -> str:
    """A face's picture as a CSS value that follows the set chosen (web/styles/tiles.css)."""
    return f"var(--art-{face})"


def shown() -> str:
    """The set the page shows now (its root's data-tiles)."""
    from app import dom

    return checked(str(dom.document.documentElement.dataset.tiles or DEFAULT))


def apply(set_id: str) -> None:
    """Show `set_id` in every view: the root's attribute (every CSS background follows), the
    pictures drawn as <img> (the scorer's picker) and the chooser's radio buttons."""
    from app import dom

    set_id = checked(set_id)
    dom.document.documentElement.dataset.tiles = set_id
    for img in dom.document.querySelectorAll("img[data-tile-face]"):
        url = art_url(str(img.dataset.tileFace), set_id)
        if str(img.getAttribute("src")) != url:
            img.setAttribute("src", url)
    for radio in dom.document.querySelectorAll('input[name="tiles"]'):
        radio.checked = str(radio.value) == set_id


def fetch_all(set_id: str, faces: tuple[str, ...]) -> list[Any]:
    """Ask for every picture of a chosen set at once (the service worker keeps them, so the set
    works offline from then on); the images are returned so that the page can keep them."""
    from app import dom

    images = []
    for face in (*faces, "back"):
        image = dom.document.createElement("img")
        image.src = art_url(face, set_id)
        images.append(image)
    return images
