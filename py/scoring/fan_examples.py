"""An example hand for each of the 81 fans, keyed by the fan's number in fans.tsv.

Scoring data beside fans.tsv (the fans' words are the page's, the `fans` catalogs in
web/app/locale): the notation hand without its winning tile, the winning tile, and the
context flags that differ from `EXAMPLE_DEFAULTS`. Each scores its fan with `score()`
(tests/scoring_page/test_fan_texts.py); the fan reference shows it and opens it in the scorer."""

from __future__ import annotations

from typing import NamedTuple

EXAMPLE_DEFAULTS = {
    "self_drawn": False,
    "seat_wind": "S",
    "round_wind": "E",
    "flowers": 0,
    "last_tile": False,
    "last_of_kind": False,
    "kong_tile": False,
}


class Example(NamedTuple):
    """A fan's example: the hand (notation, without the winning tile), the winning tile and the
    context flags that differ from EXAMPLE_DEFAULTS."""

    hand: str
    win: str
    flags: dict[str, object]

    def context(self) -> dict[str, object]:
        """The full keyword arguments of scoring.score() for this example."""
        return {**EXAMPLE_DEFAULTS, **self.flags}


def _example(hand: str, win: str, **flags: object) -> Example:
    """An example from its hand, winning tile and the flags that differ from the defaults."""
    return Example(hand, win, flags)


CHICKEN = "[234m][678p][555s]78mWW"

EXAMPLES: dict[int, Example] = {
    # ---------------------------------------------------------------- 88
    1: _example("[EEE][SSS]WWWNNN5m", "5m"),
    2: _example("[CCC]FFFPPP234s9p", "9p"),
    3: _example("[234s]234s666s88sFF", "F"),
    4: _example("1112345678999p", "5p"),
    5: _example("[1111m][EEEE]{5555p}[9999s]C", "C"),
    6: _example("2233445566778s", "8s"),
    7: _example("19m19p19sESWNCFP", "1m"),
    # ---------------------------------------------------------------- 64
    8: _example("[111m][999m]111p999p1s", "1s"),
    9: _example("[EEE][SSS]WWWNN12m", "3m"),
    10: _example("[CCC][FFF]PP45678m", "9m"),
    11: _example("[EEE][CCC]SSSFFFP", "P"),
    12: _example("222m555p777sEEE9s", "9s"),
    13: _example("1122335578899m", "7m"),
    # ---------------------------------------------------------------- 48
    14: _example("[234p][234p]234p234p6s", "6s"),
    15: _example("[111s][222s]333s444s9m", "9m"),
    # ---------------------------------------------------------------- 32
    16: _example("[123m][234m]345m456m8p", "8p"),
    17: _example("[1111m][5555p]{7777s}234s8m", "8m"),
    18: _example("[111m][999p]EEE999sC", "C"),
    # ---------------------------------------------------------------- 24
    19: _example("1133m5577p99sEEC", "C"),
    20: _example("ESWNCFP147m25p3s", "8p"),
    21: _example("[222m][444p]666s888s2p", "2p"),
    22: _example("[123m]345m678m999m5m", "5m"),
    23: _example("[345s]345s345s789m5p", "5p"),
    24: _example("[333p]444p555p789s1m", "1m"),
    25: _example("[777m][888p]999s789m7p", "7p"),
    26: _example("[456m][444p]555s666s5m", "5m"),
    27: _example("[123m][111p]222s333s3p", "3p"),
    # ---------------------------------------------------------------- 16
    28: _example("[123p]456p789p234sE", "E"),
    29: _example("123789m123789p5s", "5s"),
    30: _example("[123s]234s345s678m9p", "9p"),
    31: _example("[345m][456p]555s567s5m", "5m"),
    32: _example("[666m][666p]666s123m9p", "9p"),
    33: _example("222m444p777s345sE", "E"),
    # ---------------------------------------------------------------- 12
    34: _example("147m25p369sESWNC", "F"),
    35: _example("147m258p36s555pEE", "9s"),
    36: _example("[678m][789p]666s99s78s", "6s"),
    37: _example("[123m][234p]111s44s23s", "4s"),
    38: _example("[EEE][SSS]WWW123m5p", "5p"),
    # ---------------------------------------------------------------- 8
    39: _example("[123m]456p789s234s5m", "5m"),
    40: _example("[123p][888p]456s99sPP", "P"),
    41: _example("[234m][234p]234s567m8p", "8p"),
    42: _example("[333m][444p]555s789m2p", "2p"),
    43: _example(CHICKEN, "9m"),
    44: _example(CHICKEN, "9m", self_drawn=True, last_tile=True),
    45: _example(CHICKEN, "9m", last_tile=True),
    46: _example("[234m][678p][5555s]78mWW", "9m", self_drawn=True, kong_tile=True),
    47: _example(CHICKEN, "9m", kong_tile=True),
    48: _example("{2222m}{7777p}345s67sNN", "5s"),
    # ---------------------------------------------------------------- 6
    49: _example("[222m][555p]888sEEE9m", "9m"),
    50: _example("[123p]345p678pEEES", "S"),
    51: _example("[123m][234p]345s678sE", "E"),
    52: _example("[123m][456p][789s]EEEC", "C"),
    53: _example("[234m][567p][888s][WWW]5m", "5m"),
    54: _example("[CCC][FFF]123m456pE", "E"),
    # ---------------------------------------------------------------- 4
    55: _example("[123m][789p]789s111sE", "E"),
    56: _example("123m456p789s234sE", "E", self_drawn=True),
    57: _example("[2222m][7777p]345s678sN", "N"),
    58: _example(CHICKEN, "9m", last_of_kind=True),
    # ---------------------------------------------------------------- 2
    59: _example("[CCC]123m456p789s5s", "5s"),
    60: _example("[SSS]123m456p789s5s", "5s", seat_wind="E", round_wind="S"),
    61: _example("[WWW]123m456p789s5s", "5s", seat_wind="W"),
    62: _example("123m456p789s234sE", "E"),
    63: _example("[123m]456p789s23s55m", "4s"),
    64: _example("[234p]222p678s789mE", "E"),
    65: _example("[555m][555p]123s789sE", "E"),
    66: _example("[123m]444p777s34sEE", "5s"),
    67: _example("{5555p}123m456s789sE", "E"),
    68: _example("[234m][567p]345s678s5p", "5p"),
    # ---------------------------------------------------------------- 1
    69: _example("[234m]234m567p888s9s", "9s"),
    70: _example("[234m]234p567p888s9s", "9s"),
    71: _example("[234s]567s111pEEE9m", "9m"),
    72: _example("[123p]789p555s234mW", "W"),
    73: _example("[999m]234p567s789sW", "W"),
    74: _example("[6666m]234p567s789sW", "W"),
    75: _example("[234m]567m345p789pW", "W"),
    76: _example("[123m]567m345p777s9s", "9s"),
    77: _example("[234m]567m345p12s55s", "3s"),
    78: _example("[234m]567m345p13s55s", "2s"),
    79: _example("[234m]567m345p123s5s", "5s"),
    80: _example("[234m]567m345p78s55s", "9s", self_drawn=True),
    81: _example("[234m]567m345p78s55s", "9s", flowers=2),
}
