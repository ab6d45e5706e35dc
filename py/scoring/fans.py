"""The 81 fans of the Mahjong Competition Rules, read from fans.tsv (names kept exactly)."""

from __future__ import annotations

from importlib import resources
from typing import NamedTuple


class FanInfo(NamedTuple):
    """A row of the fan table: number, points, English name, Chinese name."""

    id: int
    points: int
    name: str
    chinese: str


class Fan(NamedTuple):
    """A fan as counted in a result: its name, its points, and how many times it counts."""

    name: str
    points: int
    count: int


def _load() -> tuple[FanInfo, ...]:
    text = resources.files(__package__).joinpath("fans.tsv").read_text(encoding="utf-8")
    rows = []
    for line in text.splitlines()[1:]:
        if line.strip():
            fan_id, points, name, chinese = line.split("\t")
            rows.append(FanInfo(int(fan_id), int(points), name, chinese))
    return tuple(rows)


FANS: tuple[FanInfo, ...] = _load()
BY_NAME: dict[str, FanInfo] = {f.name: f for f in FANS}
MINIMUM = 8  # points needed to win, flowers not counted


def points(name: str) -> int:
    return BY_NAME[name].points


def fan_id(name: str) -> int:
    return BY_NAME[name].id
