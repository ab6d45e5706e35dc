"""The board's own settings: the matching light, the background, and sound; and their panel."""

# (the module's notes, as comments: they are not shipped in the bytecode)
# Kept with the app's other settings (engine.Records: mj.v1.setting.<name>, versioned, over
# app.storage's localStorage): "sol-light" ("on"/"off", off by default: lighting the answer
# takes the looking out of the game unless the player asks for it), "sol-bg" (felt, wood or
# dark; CSS alone, no pictures: solitaire.css .sol[data-bg]) and "sol-sound" ("on"/"off", off by
# default: a page that makes noise unasked is a page closed on a bus; the sounds are fetched
# only once it is on, app.solitaire.sound).

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from app import dom
from app.i18n import Translator

BACKGROUNDS = ("felt", "wood", "dark")
LIGHT, BACKGROUND, SOUND = "sol-light", "sol-bg", "sol-sound"


@dataclass(frozen=True)
class BoardSettings:
    """The board's settings as stored (unknown or damaged values read as the defaults)."""

    light: bool = False
    background: str = "felt"
    sound: bool = False


def read(records: Any) -> BoardSettings:
    """The stored settings (engine.Records), the defaults for any missing or unknown value."""
    background = records.get_setting(BACKGROUND)
    return BoardSettings(
        light=records.get_setting(LIGHT) == "on",
        background=background if background in BACKGROUNDS else "felt",
        sound=records.get_setting(SOUND) == "on",
    )


def write(records: Any, settings: BoardSettings) -> None:
    """Keep the settings (engine.Records' versioned setting entries)."""
    records.set_setting(LIGHT, "on" if settings.light else "off")
    records.set_setting(BACKGROUND, settings.background)
    records.set_setting(SOUND, "on" if settings.sound else "off")


def settings_panel(box: Any, i18n: Translator, settings: BoardSettings) -> None:
    """The panel: a switch for the matching light, the backgrounds as a radio group, a switch
    for sound (with what it plays and that it stays as set), and Close. Ids: set-light,
    set-bg-<name>, set-sound, panel-close."""
    from app.solitaire.panels import actions, button, heading

    box.appendChild(button("panel-close-top", i18n.t("sol.close"), "btn panel-close-top"))
    heading(box, i18n.t("sol.set.title"))

    def switch(input_id: str, checked: bool, label: str, note: str) -> None:
        row = dom.create("div", "set-row")
        field = dom.create("input", "set-check", None, type="checkbox", id=input_id,
                           aria_describedby=f"{input_id}-note")
        field.checked = checked
        row.appendChild(field)
        name = dom.create("label", "set-label", label)
        name.htmlFor = input_id
        row.appendChild(name)
        row.appendChild(dom.create("p", "set-note fine", note, id=f"{input_id}-note"))
        box.appendChild(row)

    switch("set-light", settings.light, i18n.t("sol.set.light"), i18n.t("sol.set.light_note"))
    group = dom.create("fieldset", "set-bg")
    group.appendChild(dom.create("legend", "", i18n.t("sol.set.bg")))
    for name in BACKGROUNDS:
        choice = dom.create("label", f"bg-choice bg-{name}")
        radio = dom.create("input", "", None, type="radio", name="set-bg", id=f"set-bg-{name}",
                           value=name)
        radio.checked = name == settings.background
        choice.appendChild(radio)
        choice.appendChild(dom.create("span", "bg-swatch", None, aria_hidden="true"))
        choice.appendChild(dom.create("span", "", i18n.t(f"sol.set.bg.{name}")))
        group.appendChild(choice)
    box.appendChild(group)
    switch("set-sound", settings.sound, i18n.t("sol.set.sound"), i18n.t("sol.set.sound_note"))
    actions(box, [button("panel-close", i18n.t("sol.close"), "btn primary")])


def chosen(box: Any, old: BoardSettings) -> BoardSettings:
    """The settings as the panel's fields have them now."""
    def checked(node_id: str, default: bool) -> bool:
        node = box.querySelector(f"#{node_id}")
        return bool(node.checked) if node else default

    background = old.background
    for name in BACKGROUNDS:
        if checked(f"set-bg-{name}", False):
            background = name
    return BoardSettings(checked("set-light", old.light), background,
                         checked("set-sound", old.sound))
