"""Make the solitaire's four sounds (web/sounds/*.wav) from nothing but arithmetic.

Python's own `wave` module, no samples from anywhere: the files are the project's own work, the
same bytes on every run (no randomness, no time stamps). Mono, 8-bit, 12 kHz: a few kB each,
fetched by the page only once the player turns sound on (app.solitaire.sound).

    python3 tools/make_sounds.py            # writes web/sounds/{pair,wrong,shuffle,win}.wav
    python3 tools/make_sounds.py --check    # exit 1 if the committed files differ
"""

from __future__ import annotations

import io
import math
import sys
import wave
from pathlib import Path

RATE = 12_000
OUT = Path(__file__).resolve().parents[1] / "web" / "sounds"
Note = tuple[float, float, float, float]  # (start s, length s, frequency Hz, loudness 0-1)


def tone(samples: list[float], start: float, length: float, freq: float, loud: float,
         bright: float = 0.3) -> None:
    """Add a struck note (a quick attack, an exponential fade, one overtone) to `samples`."""
    first = int(start * RATE)
    for n in range(int(length * RATE)):
        t = n / RATE
        envelope = min(1.0, t / 0.004) * math.exp(-5.0 * t / length)
        wave_ = math.sin(2 * math.pi * freq * t) + bright * math.sin(4 * math.pi * freq * t)
        samples[first + n] += loud * envelope * wave_ / (1 + bright)


def render(notes: list[Note], clicks: list[float] = ()) -> bytes:
    """The WAV file's bytes for `notes` and short wooden `clicks` (their start times)."""
    total = max([s + d for s, d, _, _ in notes] + [c + 0.04 for c in clicks]) + 0.02
    samples = [0.0] * int(total * RATE)
    for start, length, freq, loud in notes:
        tone(samples, start, length, freq, loud)
    for i, at in enumerate(clicks):  # a tile knocking on a tile: a very short low note
        tone(samples, at, 0.035, 900 + 130 * (i % 4), 0.45, bright=0.8)
    frames = bytes(max(0, min(255, round(128 + 110 * max(-1.0, min(1.0, s))))) for s in samples)
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(1)
        out.setframerate(RATE)
        out.writeframes(frames)
    return buffer.getvalue()


SOUNDS: dict[str, tuple[list[Note], list[float]]] = {
    # two tiles leaving: a bright rising pair of notes
    "pair": ([(0.0, 0.12, 880.0, 0.5), (0.07, 0.16, 1318.5, 0.5)], []),
    # a pick that cannot pair: a low falling buzz
    "wrong": ([(0.0, 0.1, 220.0, 0.6), (0.08, 0.14, 185.0, 0.6)], []),
    # the tiles shuffled: a run of clicks
    "shuffle": ([], [0.0, 0.05, 0.09, 0.14, 0.18, 0.23, 0.27, 0.32]),
    # a won deal: a rising arpeggio, C E G C
    "win": ([(0.0, 0.2, 523.3, 0.45), (0.12, 0.2, 659.3, 0.45), (0.24, 0.2, 784.0, 0.45),
             (0.36, 0.45, 1046.5, 0.5)], []),
}


def main(argv: list[str]) -> int:
    check = "--check" in argv
    differ = []
    OUT.mkdir(parents=True, exist_ok=True)
    for name, (notes, clicks) in SOUNDS.items():
        data = render(notes, clicks)
        path = OUT / f"{name}.wav"
        if check:
            if not path.exists() or path.read_bytes() != data:
                differ.append(path.name)
        else:
            path.write_bytes(data)
            print(f"{path.relative_to(OUT.parents[1])}: {len(data):,} B")
    if differ:
        print("differ from tools/make_sounds.py:", ", ".join(differ))
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
