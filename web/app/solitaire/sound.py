"""The solitaire's sounds: a pair, a wrong pick, a shuffle, a win; nothing fetched until on."""

# (the module's notes, as comments: they are not shipped in the bytecode)
# The four sounds are small WAV files the project makes itself (tools/make_sounds.py, 3-10 kB
# each), fetched only when the player turns sound on (off by default: app.solitaire.settings),
# one <audio> element each, made then and kept. A play the browser refuses (no gesture yet, no
# output device) is dropped quietly: sound is a garnish, never an error.

from __future__ import annotations

from typing import Any

from app import dom

SOUNDS = ("pair", "wrong", "shuffle", "win")


def sound_url(name: str) -> str:
    """The sound's file in the site, relative to the page."""
    return f"sounds/{name}.wav"


class Sounds:
    """Plays the board's sounds while on; `on` set True fetches them (once)."""

    def __init__(self) -> None:
        self._on = False
        self._players: dict[str, Any] = {}
        self._quiet: Any = None  # a proxy that swallows a refused play's rejection

    @property
    def on(self) -> bool:
        return self._on

    @on.setter
    def on(self, value: bool) -> None:
        self._on = bool(value)
        if self._on and not self._players:
            for name in SOUNDS:
                player = dom.window.Audio.new(sound_url(name))
                player.preload = "auto"
                self._players[name] = player

    def play(self, name: str) -> None:
        """Play one sound from its start, if sound is on."""
        player = self._players.get(name) if self._on else None
        if player is None:
            return
        try:
            player.currentTime = 0
            promise = player.play()
        except Exception:  # no media support at all
            return
        if promise:
            if self._quiet is None:
                from pyodide.ffi import create_proxy

                self._quiet = create_proxy(lambda *args: None)
            promise.catch(self._quiet)
