"""Tapping a fan in the result (``result.fans_html``) marks the sets and tiles it used in the
hand as read; tapping it again clears the mark. Shared by the scorer and the table game."""

from __future__ import annotations

from typing import Any

from pyscript.ffi import is_none

from app.scorer.result import fan_uses


def toggle_fan(container: Any, result: Any, button: Any) -> None:
    """Press ``button`` (a ``.fan`` in ``container``) and highlight what its fan used in
    ``container``'s arrangement, or release it if it was pressed."""
    pressed = button.getAttribute("aria-pressed") == "true"
    for other in container.querySelectorAll("button.fan"):
        other.setAttribute("aria-pressed", "false")
    for node in container.querySelectorAll(".hl"):
        node.classList.remove("hl")
    if pressed or result is None:
        return
    button.setAttribute("aria-pressed", "true")
    sets, tiles = fan_uses(result).get(str(button.dataset.name), ([], []))
    for group in container.querySelectorAll(".arrangement .agroup"):
        if str(group.dataset.set) in sets:
            group.classList.add("hl")
    for face in tiles:
        for node in container.querySelectorAll(f'.arrangement .tile[data-face="{face}"]'):
            if not node.classList.contains("hl") and is_none(node.closest(".agroup.hl")):
                node.classList.add("hl")
                break
