# ruff: noqa: E501  (one case per line reads best as a table)
"""One hand per exclusion rule: the bigger fan is counted, the fan it implies is reported in
``result.excluded`` with the bigger fan as the reason, and is not counted for those sets.

One case a line: implying fan | implied fan | hand | winning tile | flags (sd self-drawn,
lt last tile, lok last of kind, kt kong tile, seat=X, round=X; default seat S, round W).
The last lines are smaller fans inside a bigger fan of the same sets (account once).
"""

from __future__ import annotations

import pytest
from scoring import score
from scoring.exclusions import ALL, RULES

TABLE = """
Big Four Winds | Big Three Winds | EEESSSWWWNNN5m | 5m | -
Big Four Winds | All Pungs | EEESSSWWWNNN5m | 5m | -
Big Four Winds | Seat Wind | EEESSSWWWNNN5m | 5m | -
Big Four Winds | Prevalent Wind | EEESSSWWWNNN5m | 5m | -
Big Four Winds | Pung of Terminals or Honors | EEESSSWWWNNN5m | 5m | -
Big Three Dragons | Two Dragon Pungs | CCCFFFPPP123m9p | 9p | -
Big Three Dragons | Dragon Pung | CCCFFFPPP123m9p | 9p | -
All Green | Half Flush | 234s234s666sFFF8s | 8s | -
Nine Gates | Full Flush | 1112345678999s | 2s | -
Nine Gates | Concealed Hand | 1112345678999s | 2s | -
Nine Gates | Fully Concealed Hand | 1112345678999m | 1m | sd
Nine Gates | No Honors | 1112345678999s | 2s | -
Nine Gates | Pung of Terminals or Honors | 1112345678999s | 2s | -
Four Kongs | Three Kongs | [1111m][2222p][3333s][4444s]E | E | -
Four Kongs | Two Melded Kongs | [1111m][2222p][3333s][4444s]E | E | -
Four Kongs | Melded Kong | [1111m][2222p][3333s][4444s]E | E | -
Four Kongs | Two Concealed Kongs | {5555m}[6666p]{7777s}[EEEE]C | C | -
Four Kongs | Concealed Kong | {5555m}[6666p]{7777s}[EEEE]C | C | -
Four Kongs | Single Wait | [1111m][2222p][3333s][4444s]E | E | -
Four Kongs | All Pungs | [1111m][2222p][3333s][4444s]E | E | -
Seven Shifted Pairs | Seven Pairs | 1122334455667m | 7m | -
Seven Shifted Pairs | Full Flush | 1122334455667m | 7m | -
Seven Shifted Pairs | Concealed Hand | 1122334455667m | 7m | -
Seven Shifted Pairs | Fully Concealed Hand | 3344556677889p | 9p | sd
Seven Shifted Pairs | Single Wait | 1122344556677m | 3m | -
Seven Shifted Pairs | No Honors | 1122334455667m | 7m | -
Thirteen Orphans | All Types | 19m19p19sESWNCFF | P | -
Thirteen Orphans | Concealed Hand | 19m19p19sESWNCFF | P | -
Thirteen Orphans | Fully Concealed Hand | 19m19p19sESWNCFP | E | sd
Thirteen Orphans | Single Wait | 19m19p19sESWNCFF | P | -
Thirteen Orphans | All Terminals and Honors | 19m19p19sESWNCFF | P | -
All Terminals | All Terminals and Honors | 111m999m111p999p1s | 1s | -
All Terminals | All Pungs | 111m999m111p999p1s | 1s | -
All Terminals | Outside Hand | 111m999m111p999p1s | 1s | -
All Terminals | Pung of Terminals or Honors | 111m999m111p999p1s | 1s | -
All Terminals | No Honors | 111m999m111p999p1s | 1s | -
All Terminals | Double Pung | 111m999m111p999p1s | 1s | -
Little Four Winds | Big Three Winds | EEESSSWWWN567p | N | -
Little Four Winds | Pung of Terminals or Honors | EEESSSWWWN567p | N | -
Little Three Dragons | Two Dragon Pungs | CCCFFFP123m456p | P | -
Little Three Dragons | Dragon Pung | CCCFFFP123m456p | P | -
All Honors | All Terminals and Honors | [EEEE][SSS]WWWNNNC | C | -
All Honors | All Pungs | EEESSSCCCFFFP | P | -
All Honors | Outside Hand | [EEEE][SSS]WWWNNNC | C | -
All Honors | Pung of Terminals or Honors | EEESSSCCCFFFP | P | -
Four Concealed Pungs | Three Concealed Pungs | EEESSSWWWNNN5m | 5m | -
Four Concealed Pungs | Two Concealed Pungs | EEESSSWWWNNN5m | 5m | -
Four Concealed Pungs | All Pungs | 111m222p333s444sE | E | -
Four Concealed Pungs | Concealed Hand | EEESSSWWWNNN5m | 5m | -
Four Concealed Pungs | Fully Concealed Hand | 555m666p777s88s99s | 9s | sd
Pure Terminal Chows | Full Flush | 1122335577889s | 9s | -
Pure Terminal Chows | All Chows | 1122335577889s | 9s | -
Pure Terminal Chows | Pure Double Chow | 1122335577889s | 9s | -
Pure Terminal Chows | Two Terminal Chows | 1122335577889s | 9s | -
Pure Terminal Chows | No Honors | 1122335577889s | 9s | -
Quadruple Chow | Pure Triple Chow | 234234234234m5p | 5p | -
Quadruple Chow | Pure Double Chow | 234234234234m5p | 5p | -
Quadruple Chow | Tile Hog | 234234234234m5p | 5p | -
Four Pure Shifted Pungs | Pure Shifted Pungs | 222333444555m9s | 9s | -
Four Pure Shifted Pungs | All Pungs | [555p][666p]777p88p99m | 8p | -
Four Pure Shifted Chows | Pure Shifted Chows | 123234345456m9s | 9s | -
Four Pure Shifted Chows | Short Straight | 123234345456m9s | 9s | -
Three Kongs | Two Melded Kongs | [1111m][2222p][3333s]45mEE | 6m | -
Three Kongs | Melded Kong | [1111m][2222p][3333s]45mEE | 6m | -
Three Kongs | Two Concealed Kongs | {5555m}{6666p}[7777s]11s23p | 4p | -
Three Kongs | Concealed Kong | {5555m}{6666p}[7777s]11s23p | 4p | -
All Terminals and Honors | All Pungs | [NNN][WWW]EEESS99m | 9m | -
All Terminals and Honors | Outside Hand | [NNN][WWW]EEESS99m | 9m | -
All Terminals and Honors | Pung of Terminals or Honors | [NNN][WWW]EEESS99m | 9m | -
Seven Pairs | Concealed Hand | 2244m6688p11sNNC | C | -
Seven Pairs | Fully Concealed Hand | 1155m2299p3366sE | E | sd
Seven Pairs | Single Wait | 2244m6688p11sNNC | C | -
Greater Honors and Knitted Tiles | Lesser Honors and Knitted Tiles | 147m25p3sESWNCFP | 8p | -
Greater Honors and Knitted Tiles | All Types | 147m25p3sESWNCFP | 8p | -
Greater Honors and Knitted Tiles | Concealed Hand | 147m25p3sESWNCFP | 8p | -
Greater Honors and Knitted Tiles | Fully Concealed Hand | 147m25p3sESWNCFP | 8p | sd
All Even Pungs | All Pungs | [444m][666p]222s88s66m | 8s | -
All Even Pungs | All Simples | 222m444p666s888m8p | 8p | -
All Even Pungs | No Honors | 222m444p666s888m8p | 8p | -
Full Flush | No Honors | [234s][666s]222s88s33s | 8s | -
Pure Triple Chow | Pure Double Chow | [345m]345345m789p1s | 1s | -
Upper Tiles | Upper Four | 789m789p777s999s8p | 8p | -
Upper Tiles | No Honors | 789m789p777s999s8p | 8p | -
Middle Tiles | All Simples | 456m456p456s555m6p | 6p | -
Middle Tiles | No Honors | 456m456p456s555m6p | 6p | -
Lower Tiles | Lower Four | 123m123p123s222m3p | 3p | -
Lower Tiles | No Honors | 123m123p123s222m3p | 3p | -
Three-Suited Terminal Chows | All Chows | 123789s123789m5p | 5p | -
Three-Suited Terminal Chows | No Honors | 123789s123789m5p | 5p | -
Three-Suited Terminal Chows | Mixed Double Chow | 123789s123789m5p | 5p | -
Three-Suited Terminal Chows | Two Terminal Chows | 123789s123789m5p | 5p | -
All Fives | All Simples | 345m456p555s567m5p | 5p | -
All Fives | No Honors | 345m456p555s567m5p | 5p | -
Lesser Honors and Knitted Tiles | All Types | 147m258p36sESWNC | F | -
Lesser Honors and Knitted Tiles | Concealed Hand | 147m258p36sESWNC | F | -
Lesser Honors and Knitted Tiles | Fully Concealed Hand | 147m258p36sESWNC | F | sd
Upper Four | No Honors | 678m678p789s99s66m | 9s | -
Lower Four | No Honors | 123m234p234s11p44m | 1p | -
Big Three Winds | Pung of Terminals or Honors | EEESSSNNN567p9m | 9m | -
Mixed Triple Chow | Mixed Double Chow | 456m456p456s555m6p | 6p | -
Reversible Tiles | One Voided Suit | 123p345p22s456s99s | 9s | -
Last Tile Draw | Self-Drawn | [123m]456p789s23pEE | 1p | sd lt
Out with Replacement Tile | Self-Drawn | [2222m]345p678s567mE | E | sd kt
Robbing the Kong | Last Tile | 19m19p1sESWNCFPP | 9s | lok kt
Two Concealed Kongs | Concealed Kong | {5555m}{8888s}123p345pE | E | -
Two Concealed Kongs | Two Concealed Pungs | {5555m}{8888s}123p345pE | E | -
Melded Hand | Single Wait | [123m][555p][789s][EEE]C | C | -
Two Dragon Pungs | Dragon Pung | [CCC]FFF123m456p9s | 9s | -
Fully Concealed Hand | Self-Drawn | 123m456p678s234sS | S | sd
Two Melded Kongs | Melded Kong | [3333m][7777p]123s456sW | W | -
Three Concealed Pungs | Two Concealed Pungs | CCCFFFPPP123m9p | 9p | -
Prevalent Wind | Pung of Terminals or Honors | [123m]111p555sWWW8m | 8m | -
Seat Wind | Pung of Terminals or Honors | [123p]456p789pSS22p | S | -
All Chows | No Honors | 234234234234m5p | 5p | -
All Simples | No Honors | [234p]567p345s88s22s | 2s | -
Pure Straight | Short Straight | 1112345678999m | 1m | sd
Pure Straight | Two Terminal Chows | 1112345678999m | 1m | sd
Four Pure Shifted Chows | Two Terminal Chows | [123p][345p]567789pE | E | -
Triple Pung | Double Pung | 222m222p222s789m1s | 1s | -
"""

CASES = [tuple(p.strip() for p in line.split(" | ")) for line in TABLE.strip().splitlines()]


def play(hand: str, win: str, flags: str):
    kw: dict = {"seat_wind": "S", "round_wind": "W"}
    for flag in flags.split():
        if flag in ("sd", "lt", "lok", "kt"):
            key = {"sd": "self_drawn", "lt": "last_tile", "lok": "last_of_kind", "kt": "kong_tile"}
            kw[key[flag]] = True
        elif flag.startswith("seat="):
            kw["seat_wind"] = flag[5:]
        elif flag.startswith("round="):
            kw["round_wind"] = flag[6:]
    return score(hand, win, **kw)


@pytest.mark.parametrize(
    ("by", "implied", "hand", "win", "flags"),
    [pytest.param(*case, id=f"{case[0]} implies {case[1]}") for case in CASES],
)
def test_exclusion(by: str, implied: str, hand: str, win: str, flags: str) -> None:
    result = play(hand, win, flags)
    counted = {f.name for f in result.fans}
    assert by in counted
    assert any(e.name == implied and e.by == by for e in result.excluded)
    if RULES.get(by, {}).get(implied) == ALL:
        assert implied not in counted


def test_every_exclusion_rule_has_a_hand() -> None:
    covered = {(c[0], c[1]) for c in CASES}
    assert [
        (by, imp) for by, rules in RULES.items() for imp in rules if (by, imp) not in covered
    ] == []


@pytest.mark.parametrize("case", CASES, ids=lambda c: f"{c[2]} won on {c[3]}")
def test_no_counted_fan_implies_another_counted_fan(case: tuple) -> None:
    result = play(*case[2:])
    counted = {f.name for f in result.fans}
    for name in counted:
        for implied, scope in RULES.get(name, {}).items():
            if scope == ALL:
                assert implied not in counted, f"{name} counted with {implied}"
