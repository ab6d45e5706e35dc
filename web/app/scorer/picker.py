"""The tile picker (34 faces, an "add as" mode) and the hand as laid out; markup + light updates.

The picker's buttons are drawn once; a tap only updates the count badges and states that
changed, in one call into the page (`APPLY`: a typed hand changes most of the 34 buttons, and four
Pyodide calls a button cost the phone profile about 13 ms of the input's handler). The hand is
small (at most 18 tiles) and is redrawn in one innerHTML write.
"""

from __future__ import annotations

import json
from html import escape
from typing import Any

from tiles import PLAYING_TILES as FACES

from app import tileset
from app.scorer import draw
from app.scorer.state import ScorerHand, can_start_chow, meld_class
from app.tileset import art_url

MODES = ("tile", "chow", "pung", "kong", "ckong", "win")
ROWS = (FACES[0:9], FACES[9:18], FACES[18:27], FACES[27:34])


def picker_html(t: Any, lang: str) -> str:
    """The mode switch and the grid of 34 tile buttons (labels filled by `Picker.relabel`)."""
    modes = "".join(
        f'<button type="button" class="mode" data-action="mode" data-mode="{m}" '
        f'aria-pressed="{"true" if m == "tile" else "false"}">{escape(t(f"mode.{m}"))}</button>'
        for m in MODES
    )
    rows = []
    shown = tileset.shown()  # app.tileset.apply points them at another set when one is chosen
    for row in ROWS:
        buttons = "".join(
            f'<button type="button" class="pick" data-action="pick" data-face="{face}" '
            f'tabindex="{"0" if face == FACES[0] else "-1"}">'
            f'<span class="tile"><img src="{art_url(face, shown)}" data-tile-face="{face}" '
            'alt="" draggable="false"></span>'
            f'<span class="left" aria-hidden="true">4</span></button>'
            for face in row
        )
        rows.append(f'<div class="pick-row">{buttons}</div>')
    return (
        f'<div class="modes" role="group" aria-labelledby="sc-add-as">'
        f'<span id="sc-add-as" class="modes-label" data-i18n="sc.add_as">'
        f'{escape(t("sc.add_as"))}</span>{modes}</div>'
        f'<p id="sc-mode-hint" class="hint"></p>'
        f'<div class="pick-grid" role="group" aria-labelledby="sc-picker-h" '
        f'aria-describedby="sc-pick-keys">{"".join(rows)}</div>'
        f'<p id="sc-pick-keys" class="sr-only" data-i18n="sc.pick_keys">'
        f'{escape(t("sc.pick_keys"))}</p>'
    )


def grid_step(face: str, key: str) -> str | None:
    """The picker tile the arrow key (or Home / End) moves to from `face`: left and right
    along the rows (on into the next row), up and down a column, Home and End to the row's
    ends; None for any other key or past the grid's edge."""
    row = next(i for i, r in enumerate(ROWS) if face in r)
    col = ROWS[row].index(face)
    at = FACES.index(face)
    if key == "ArrowLeft":
        return FACES[at - 1] if at > 0 else None
    if key == "ArrowRight":
        return FACES[at + 1] if at + 1 < len(FACES) else None
    if key in ("ArrowUp", "ArrowDown"):
        row += -1 if key == "ArrowUp" else 1
        if not 0 <= row < len(ROWS):
            return None
        return ROWS[row][min(col, len(ROWS[row]) - 1)]
    if key == "Home":
        return ROWS[row][0]
    if key == "End":
        return ROWS[row][-1]
    return None


# The picker's buttons brought up to date in one call (`Picker.update`): rows of [face, the
# copies-left text, spent, usable, label], as JSON.
APPLY = """
const buttons = new Map();
for (const b of root.querySelectorAll('button[data-action="pick"]'))
  buttons.set(b.dataset.face, [b, b.querySelector('.left')]);
return (rows) => {
  for (const [face, left, spent, ok, label] of JSON.parse(rows)) {
    const [button, badge] = buttons.get(face);
    badge.textContent = left;
    button.classList.toggle('spent', spent);
    button.setAttribute('aria-disabled', ok ? 'false' : 'true');
    button.setAttribute('aria-label', label);
  }
};
"""


def usable(face: str, mode: str, left: int) -> bool:
    """Whether tapping `face` in `mode` can add something (before the room check)."""
    if mode == "chow":
        return can_start_chow(face) and left >= 1
    need = {"pung": 3, "kong": 4, "ckong": 4}.get(mode, 1)
    return left >= need


class Picker:
    """Keeps the 34 picker buttons in step with the hand: copies left, usable in this mode."""

    def __init__(self, root: Any) -> None:
        self.root = root
        self.buttons = {
            str(b.dataset.face): b for b in root.querySelectorAll('button[data-action="pick"]')
        }
        self.modes = {str(b.dataset.mode): b for b in root.querySelectorAll("button.mode")}
        self.hint = root.querySelector("#sc-mode-hint")
        self.shown: dict[str, tuple[int, bool]] = {}
        self.mode = "tile"
        from pyscript import window

        self._apply = window.Function.new("root", APPLY)(root)

    def set_mode(self, mode: str, t: Any) -> None:
        self.mode = mode
        for name, button in self.modes.items():
            button.setAttribute("aria-pressed", "true" if name == mode else "false")
        self.hint.textContent = t(f"mode.hint.{mode}")

    def update(self, hand: ScorerHand, t: Any, name: Any, force: bool = False) -> None:
        """Badges, labels ('5 dots, 3 left') and states of the buttons whose state changed."""
        counts = hand.counts()
        rows = []
        for face in self.buttons:
            left = max(0, 4 - counts.get(face, 0))
            ok = usable(face, self.mode, left)
            if not force and self.shown.get(face) == (left, ok):
                continue
            self.shown[face] = (left, ok)
            rows.append((face, t("res.num", value=left), left == 0, ok,
                         f"{name(face)}, {t('sc.left', count=left)}"))
        if rows:
            self._apply(json.dumps(rows, ensure_ascii=False))

    def focus(self) -> None:
        """Focus the picker's Tab stop (the tile the arrow keys last reached)."""
        self.root.querySelector('button.pick[tabindex="0"]').focus()

    def step(self, face: str, key: str) -> bool:
        """Move the picker's one Tab stop (and the focus) by an arrow key; True if it moved."""
        to = grid_step(face, key)
        if to is None:
            return False
        self.buttons[face].setAttribute("tabindex", "-1")
        self.buttons[to].setAttribute("tabindex", "0")
        self.buttons[to].focus()
        return True

    def relabel(self, t: Any, name: Any) -> None:
        """Labels in the current language."""
        self.shown.clear()
        for mode, button in self.modes.items():
            button.textContent = t(f"mode.{mode}")
        self.hint.textContent = t(f"mode.hint.{self.mode}")


def hand_html(hand: ScorerHand, selected: int | None, t: Any, lang: str) -> str:
    """The hand as laid out: melds (tap removes), concealed tiles (tap selects), winning tile."""
    parts = []
    counts = hand.counts()
    over = {face for face, n in counts.items() if n > 4}  # a fifth copy: marked on every copy
    for i, meld in enumerate(hand.melds):
        label = escape(t("sc.remove_meld", meld=str(meld)))
        parts.append(
            f'<button type="button" class="meld {meld_class(meld)}" data-action="meld" '
            f'data-index="{i}" '
            f'aria-label="{label}" title="{label}">{draw.meld_tiles(meld, lang)}</button>'
        )
    tiles = []
    for i, face in enumerate(hand.concealed):
        pressed = "true" if i == selected else "false"
        tiles.append(
            f'<button type="button" class="htile" data-action="htile" data-index="{i}" '
            f'aria-pressed="{pressed}">{draw.tile(face, lang, "over" if face in over else "")}'
            "</button>"
        )
    parts.append(f'<span class="concealed">{"".join(tiles)}</span>')
    if hand.win:
        label = escape(t("sc.remove_win"))
        win = (
            f'<button type="button" class="win-btn" data-action="unwin" aria-label="{label}" '
            f'title="{label}">{draw.tile(hand.win, lang, "win-tile")}</button>'
        )
    else:
        label = escape(t("sc.win_empty"))
        win = f'<span class="tile empty" role="img" aria-label="{label}"></span>'
    parts.append(
        f'<span class="win"><span class="win-label">{escape(t("sc.win_slot"))}</span>{win}</span>'
    )
    return "".join(parts)
