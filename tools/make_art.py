#!/usr/bin/env python3
"""Draw the tile faces and app icons of the Mahjong web app as SVG, and render the PNG icons.

    python tools/make_art.py                 write web/tiles/*.svg, web/icons/icon.svg and the PNGs
    python tools/make_art.py --no-png        write the SVGs only (no browser needed)
    python tools/make_art.py --sheet FILE    also render a contact sheet of every face to FILE

All art is our own: simple geometric shapes, and Chinese characters drawn as strokes designed
here, so a face renders the same everywhere with no font. A face is transparent: the page draws
the ivory tile body, edge and shadow. PNGs are rendered by headless Debian Chromium (Playwright).
"""

from __future__ import annotations

import argparse
import base64
import math
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))
import tiles  # noqa: E402  (py/tiles: the faces)

TILES = ROOT / "web" / "tiles"
ICONS = ROOT / "web" / "icons"
CHROMIUM = "/usr/bin/chromium"

WIDTH, HEIGHT = 60, 80
VIEWBOX = f"0 0 {WIDTH} {HEIGHT}"
IVORY = "#f8f3e6"

# Inks: all pass 4.5:1 contrast on the ivory face.
INK = "#1b2a49"  # navy-black: numerals, winds
RED = "#b8232c"
GREEN = "#15703a"
BLUE = "#1d4f9a"
PINK = "#c2255c"
PURPLE = "#6a3296"
ORANGE = "#c25e00"
GOLD = "#d99a00"
BROWN = "#7a4a1e"
SPROUT = "#3f9e4a"  # decorative only

SUIT_NAMES = {"m": "characters", "p": "dots", "s": "bamboo"}
WINDS = {"E": "east", "S": "south", "W": "west", "N": "north"}
DRAGONS = {"C": "red dragon", "F": "green dragon", "P": "white dragon"}
FLOWERS = ("plum", "orchid", "chrysanthemum", "bamboo")
SEASONS = ("spring", "summer", "autumn", "winter")


def face_names() -> list[str]:
    """The 42 faces (``tiles.FACES``): suits, winds, dragons, flowers, seasons."""
    return list(tiles.FACES)


# ---------------------------------------------------------------- stroke glyphs

# Chinese characters, designed here as centre-line strokes in a 100 x 100 box.
HAN = {
    "wan": (  # 萬
        "M10 14H90M32 4V26M68 4V26M22 33H78V59H22ZM22 46H78M50 33V72L36 88H66M58 78L68 90"
        "M14 98V67H86V90Q86 98 77 96"
    ),
    "east": "M12 17H88M50 4V98M24 28H76V62H24ZM24 45H76M47 64L14 92M53 64L88 92",  # 東
    "south": (  # 南
        "M12 14H88M50 4V26M18 96V32H82V88Q82 97 72 95M37 40L43 49M63 40L57 49M30 58H70"
        "M26 74H74M50 58V96"
    ),
    "west": "M8 12H92M18 94V36H82V94M18 86H82M40 12V52Q40 63 27 68M60 12V60Q60 66 67 66H82",  # 西
    "north": "M36 8V92M12 40H36M8 84L36 70M64 8V82Q64 92 74 92H90V79M64 45L89 32",  # 北
    "middle": "M16 28H84V66H16ZM50 4V98",  # 中
    "prosper": (  # 發
        "M12 11H34Q30 24 12 33M21 20L31 28M57 12L63 20M70 7Q77 24 93 33M54 29L73 23"
        "M14 42H38V56H16V70H40V88Q40 96 30 94M62 40V52Q60 58 53 62M62 40H78V53Q78 58 88 58"
        "M56 68H84L58 96M63 75L90 96"
    ),
}
# Chinese numerals one to nine, same box.
HAN_NUMERALS = (
    "M8 52H92",
    "M22 32H78M10 72H90",
    "M20 20H80M26 50H74M10 82H90",
    "M14 18H86V86H14ZM40 18V46Q38 60 26 64M60 18V56Q60 62 68 62H86",
    "M16 14H84M46 14L40 86M24 48H72V86M8 86H92",
    "M46 6L54 20M10 36H90M36 54L18 88M64 54L86 86",
    "M10 52L90 38M40 8V78Q40 90 52 90H80Q88 90 88 76",
    "M40 18Q40 60 12 88M60 22Q64 62 92 88",
    "M40 8Q42 56 12 90M14 38H64V82Q64 92 74 92H84Q90 92 90 78",
)
# Latin digits and wind letters, a stroke font of our own in a 10 x 14 box.
LATIN = {
    "1": "M2.6 3.6L5.6 1V13",
    "2": "M2 4Q2 1 5 1Q8 1 8 4Q8 7 2 13H8.4",
    "3": "M2 1H8L4.4 5.4Q8.5 5.4 8.5 9.2Q8.5 13 5 13Q2.6 13 1.7 11.2",
    "4": "M6.6 13V1L1.4 9.6H9",
    "5": "M8 1H3L2.2 6.4Q3.4 5.4 5 5.4Q8.5 5.4 8.5 9.2Q8.5 13 5 13Q2.6 13 1.7 11.2",
    "6": "M7.6 1.2Q2 2.4 2 9Q2 13 5 13Q8 13 8 9.6Q8 6.4 5 6.4Q2 6.4 2 9",
    "7": "M1.6 1H8.6L4 13",
    "8": "M5 7Q2 7 2 4Q2 1 5 1Q8 1 8 4Q8 7 5 7Q1.6 7 1.6 10Q1.6 13 5 13Q8.4 13 8.4 10Q8.4 7 5 7Z",
    "9": "M2.4 12.8Q8 11.6 8 5Q8 1 5 1Q2 1 2 4.4Q2 7.6 5 7.6Q8 7.6 8 5",
    "E": "M8.2 1H2V13H8.2M2 7H7.2",
    "S": "M8 2.6Q7 1 5 1Q2 1 2 4Q2 6 5 7Q8 8 8 10.2Q8 13 5 13Q2.6 13 1.8 11.4",
    "W": "M0.6 1L2.8 13L5 4.6L7.2 13L9.4 1",
    "N": "M2 13V1L8 13V1",
}


def num(value: float) -> str:
    """A coordinate with at most two decimals and no trailing zeros, to keep files small."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("", "-0") else text


def strokes(d: str, x: float, y: float, scale: float, color: str, width: float) -> str:
    """Stroke path `d` (glyph units) placed at (x, y), scaled; `width` is in face units."""
    return (
        f'<path transform="translate({num(x)} {num(y)}) scale({num(scale)})" d="{d}" '
        f'fill="none" stroke="{color}" stroke-width="{num(width / scale)}" '
        'stroke-linecap="round" stroke-linejoin="round"/>'
    )


def han(name: str, x: float, y: float, size: float, color: str, width: float = 3.4) -> str:
    """A Chinese character of HAN, `size` face units square, top-left at (x, y)."""
    return strokes(HAN[name], x, y, size / 100, color, width)


def latin(text: str, x: float, y: float, height: float, color: str, width: float = 1.6) -> str:
    """Latin letters/digits of LATIN, `height` face units tall, top-left at (x, y)."""
    scale = height / 14
    out = []
    for i, char in enumerate(text):
        out.append(strokes(LATIN[char], x + i * 10.4 * scale, y, scale, color, width))
    return "".join(out)


def corner(text: str, color: str) -> str:
    """The small index in the top-left corner, readable without knowing Chinese."""
    return latin(text, 3, 3, 12, color, 2.1)


def svg(title: str, body: str) -> str:
    """A complete face document: common viewBox, transparent background, a title for tools."""
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="{VIEWBOX}">'
        f"<title>{title}</title>{body}</svg>\n"
    )


# ---------------------------------------------------------------- suits

def circle(cx: float, cy: float, r: float, color: str) -> str:
    """One coin of the dots suit: a coloured disc with an ivory ring and a centre."""
    return (
        f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}" fill="{color}"/>'
        f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r * 0.6)}" fill="none" '
        f'stroke="{IVORY}" stroke-width="{num(r * 0.2)}"/>'
    )


DOT_LAYOUTS: dict[int, list[tuple[float, float, float, str]]] = {
    2: [(30, 32, 11, GREEN), (30, 63, 11, BLUE)],
    3: [(17, 28.5, 9.5, BLUE), (30, 47.5, 9.5, RED), (43, 66.5, 9.5, GREEN)],
    4: [(18, 32, 10, BLUE), (42, 32, 10, GREEN), (18, 62, 10, GREEN), (42, 62, 10, BLUE)],
    5: [(16, 28, 9, BLUE), (44, 28, 9, GREEN), (30, 47.5, 9, RED), (16, 67, 9, GREEN),
        (44, 67, 9, BLUE)],
    6: [(19, 27, 8.5, GREEN), (41, 27, 8.5, GREEN)]
    + [(x, y, 8.5, RED) for y in (51, 69.5) for x in (19, 41)],
    7: [(16.5, 24, 6.8, GREEN), (30.5, 30.5, 6.8, GREEN), (44.5, 37, 6.8, GREEN)]
    + [(x, y, 7.4, RED) for y in (54, 70.5) for x in (19, 41)],
    8: [(x, y, 7.6, BLUE) for y in (23, 40, 57, 74) for x in (19, 41)],
    9: [(x, y, 7.6, color) for y, color in ((26, BLUE), (47, RED), (68, GREEN))
        for x in (14.5, 30, 45.5)],
}


def one_dot() -> str:
    """The one of dots: a single large ornamented coin."""
    cx, cy = 30, 46
    parts = [
        f'<circle cx="{cx}" cy="{cy}" r="22" fill="{GREEN}"/>',
        f'<circle cx="{cx}" cy="{cy}" r="18.5" fill="{IVORY}"/>',
    ]
    for k in range(8):
        angle = math.radians(k * 45 + 22.5)
        parts.append(
            f'<circle cx="{num(cx + 12.5 * math.cos(angle))}" '
            f'cy="{num(cy + 12.5 * math.sin(angle))}" r="4" fill="{BLUE}"/>'
        )
    parts.append(f'<circle cx="{cx}" cy="{cy}" r="7.5" fill="{RED}"/>')
    parts.append(f'<circle cx="{cx}" cy="{cy}" r="3" fill="{IVORY}"/>')
    return "".join(parts)


def dots(rank: int) -> str:
    """The dots suit: the traditional arrangements of coins."""
    body = one_dot() if rank == 1 else "".join(circle(*c) for c in DOT_LAYOUTS[rank])
    return svg(f"{rank} of dots", corner(str(rank), BLUE) + body)


def stick(cx: float, cy: float, length: float, color: str, angle: float = 0,
          w: float = 6.8) -> str:
    """One stick of the bamboo suit, centred at (cx, cy), `angle` degrees from vertical."""
    rot = f' transform="rotate({num(angle)} {num(cx)} {num(cy)})"' if angle else ""
    top = cy - length / 2
    return (
        f"<g{rot}>"
        f'<rect x="{num(cx - w / 2)}" y="{num(top)}" width="{num(w)}" height="{num(length)}" '
        f'rx="{num(w * 0.42)}" fill="{color}"/>'
        f'<path d="M{num(cx - w / 2)} {num(cy)}h{num(w)}" stroke="{IVORY}" '
        f'stroke-width="{num(w * 0.17)}"/>'
        f'<path d="M{num(cx)} {num(top + w * 0.45)}V{num(top + length - w * 0.45)}" '
        f'stroke="{IVORY}" stroke-width="{num(w * 0.14)}" opacity=".5"/>'
        "</g>"
    )


BAMBOO_LAYOUTS: dict[int, list[tuple]] = {
    2: [(30, 33, 25, GREEN), (30, 63, 25, BLUE)],
    3: [(30, 33, 25, BLUE), (19, 63, 25, GREEN), (41, 63, 25, GREEN)],
    4: [(19, 33, 25, GREEN), (41, 33, 25, BLUE), (19, 63, 25, BLUE), (41, 63, 25, GREEN)],
    5: [(15, 33, 25, GREEN), (45, 33, 25, BLUE), (30, 48, 25, RED), (15, 63, 25, BLUE),
        (45, 63, 25, GREEN)],
    6: [(x, y, 25, GREEN if y < 48 else BLUE) for y in (33, 63) for x in (16, 30, 44)],
    7: [(30, 27, 17, RED)] + [(x, y, 17, GREEN) for y in (49, 69) for x in (16, 30, 44)],
    8: [(11.5, 33, 25, GREEN), (48.5, 33, 25, GREEN), (22.5, 33, 25, BLUE, 21),
        (37.5, 33, 25, BLUE, -21), (11.5, 63, 25, GREEN), (48.5, 63, 25, GREEN),
        (22.5, 63, 25, BLUE, -21), (37.5, 63, 25, BLUE, 21)],
    9: [(x, y, 17, RED if x == 30 else GREEN) for y in (27, 48, 69) for x in (16, 30, 44)],
}


def bird() -> str:
    """The one of bamboo: a stylised bird (traditionally a sparrow or peacock) on a stick."""
    return (
        # tail feathers fanning down-right, with red eyes at their tips
        f'<path d="M33 55Q44 60 50 73M33 54Q47 54 53 62M31 57Q38 66 38 76" fill="none" '
        f'stroke="{GREEN}" stroke-width="3.4" stroke-linecap="round"/>'
        f'<circle cx="50" cy="73" r="2.8" fill="{RED}"/>'
        f'<circle cx="53" cy="62" r="2.8" fill="{RED}"/>'
        f'<circle cx="38" cy="76" r="2.8" fill="{RED}"/>'
        # body, wing, head, beak, eye, crest
        f'<ellipse cx="27" cy="47" rx="13" ry="9.5" transform="rotate(35 27 47)" fill="{GREEN}"/>'
        f'<path d="M22 43Q33 42 37 55Q27 55 22 43Z" fill="{BLUE}"/>'
        f'<circle cx="17" cy="31" r="7" fill="{GREEN}"/>'
        f'<path d="M10.5 29L4 33.5L11 34Z" fill="{RED}"/>'
        f'<circle cx="15.5" cy="29.8" r="2.2" fill="{IVORY}"/>'
        f'<circle cx="15.2" cy="29.8" r="1.1" fill="{INK}"/>'
        f'<path d="M17 24L15 18M19.5 24.5L21 18.5M22 26L26 21.5" stroke="{RED}" '
        'stroke-width="1.8" stroke-linecap="round"/>'
        # legs and perch
        f'<path d="M24 57L22 66M29 58L29 66M14 67H40" stroke="{BROWN}" stroke-width="2.2" '
        'stroke-linecap="round"/>'
    )


def bamboo(rank: int) -> str:
    """The bamboo suit: sticks in the traditional arrangements; the one is a bird."""
    body = bird() if rank == 1 else "".join(stick(*s) for s in BAMBOO_LAYOUTS[rank])
    return svg(f"{rank} of bamboo", corner(str(rank), GREEN) + body)


def characters(rank: int) -> str:
    """The characters suit: the Chinese numeral in black above 萬 in red."""
    body = strokes(HAN_NUMERALS[rank - 1], 15, 10, 0.3, INK, 3.8) + han("wan", 13, 43, 34, RED)
    return svg(f"{rank} of characters", corner(str(rank), RED) + body)


# ---------------------------------------------------------------- honours

def wind(letter: str) -> str:
    """A wind: its character in navy-black, and its Latin initial in the corner."""
    body = han(WINDS[letter], 8.5, 20, 43, INK, 4)
    return svg(f"{WINDS[letter]} wind", corner(letter, INK) + body)


def dragon(letter: str) -> str:
    """A dragon: 中 in red, 發 in green, and the white dragon as a blue framed panel."""
    if letter == "C":
        body = han("middle", 7, 17, 46, RED, 5)
    elif letter == "F":
        body = han("prosper", 7, 17, 46, GREEN, 4)
    else:
        body = (
            f'<rect x="10" y="12" width="40" height="56" rx="3" fill="none" stroke="{BLUE}" '
            'stroke-width="4"/>'
            f'<rect x="16" y="18" width="28" height="44" rx="1.5" fill="none" stroke="{BLUE}" '
            'stroke-width="1.6"/>'
        )
    return svg(DRAGONS[letter], body)


# ---------------------------------------------------------------- flowers and seasons

def blossom(cx: float, cy: float, r: float, color: str, petals: int = 5) -> str:
    """A round-petalled flower head with a gold centre."""
    out = []
    for k in range(petals):
        angle = math.radians(k * 360 / petals - 90)
        out.append(
            f'<circle cx="{num(cx + r * math.cos(angle))}" cy="{num(cy + r * math.sin(angle))}" '
            f'r="{num(r * 0.78)}" fill="{color}"/>'
        )
    out.append(f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r * 0.5)}" fill="{GOLD}"/>')
    return "".join(out)


def leaf(x1: float, y1: float, x2: float, y2: float, bulge: float, color: str) -> str:
    """A pointed leaf from (x1, y1) to (x2, y2), `bulge` face units wide on each side."""
    mx, my = (x1 + x2) / 2, (y1 + y2) / 2
    length = math.hypot(x2 - x1, y2 - y1)
    nx, ny = -(y2 - y1) / length * bulge, (x2 - x1) / length * bulge
    return (
        f'<path d="M{num(x1)} {num(y1)}Q{num(mx + nx)} {num(my + ny)} {num(x2)} {num(y2)}'
        f'Q{num(mx - nx)} {num(my - ny)} {num(x1)} {num(y1)}Z" fill="{color}"/>'
    )


def plum() -> str:
    return (
        f'<path d="M14 74Q20 56 30 48Q40 40 42 22M30 48Q22 40 20 30M36 40Q46 42 50 36" '
        f'fill="none" stroke="{BROWN}" stroke-width="3" stroke-linecap="round"/>'
        + blossom(42, 24, 6, PINK) + blossom(20, 32, 5, PINK) + blossom(44, 52, 5, PINK)
        + f'<circle cx="50" cy="36" r="3" fill="{PINK}"/>'
    )


def orchid() -> str:
    leaves = (
        f'<path d="M30 76Q18 50 8 40M30 76Q30 52 24 30M30 76Q40 56 52 50M30 76Q44 64 54 68" '
        f'fill="none" stroke="{GREEN}" stroke-width="2.6" stroke-linecap="round"/>'
    )
    flower = "".join(
        leaf(38, 32, 38 + 13 * math.cos(math.radians(a)), 32 + 13 * math.sin(math.radians(a)),
             4.2, PURPLE)
        for a in (-90, -10, 60, 120, 190)
    )
    return (
        leaves + flower + f'<circle cx="38" cy="32" r="3.2" fill="{GOLD}"/>'
        + f'<path d="M38 35Q36 50 30 76" fill="none" stroke="{GREEN}" stroke-width="1.8"/>'
    )


def chrysanthemum() -> str:
    cx, cy = 30, 34
    stem = (
        f'<path d="M30 46Q28 62 30 77" fill="none" stroke="{GREEN}" stroke-width="2.6" '
        'stroke-linecap="round"/>' + leaf(29, 62, 14, 54, 4.5, GREEN) + leaf(30, 68, 46, 60, 4.5,
                                                                               GREEN)
    )
    petals = "".join(
        leaf(cx, cy, cx + 17 * math.cos(math.radians(a)), cy + 17 * math.sin(math.radians(a)),
             3, ORANGE)
        for a in range(0, 360, 30)
    )
    inner = "".join(
        leaf(cx, cy, cx + 10 * math.cos(math.radians(a)), cy + 10 * math.sin(math.radians(a)),
             2.6, GOLD)
        for a in range(15, 375, 30)
    )
    return stem + petals + inner + f'<circle cx="{cx}" cy="{cy}" r="3.4" fill="{RED}"/>'


def bamboo_plant() -> str:
    stalks = (
        f'<path d="M24 74V17M40 74V30" stroke="{GREEN}" stroke-width="5" '
        'stroke-linecap="round"/>'
        f'<path d="M21 34h6M21 54h6M37 48h6M37 64h6" stroke="{IVORY}" stroke-width="1.4"/>'
    )
    leaves = (
        leaf(24, 34, 8, 24, 3.2, GREEN) + leaf(24, 34, 10, 42, 3, GREEN)
        + leaf(40, 48, 56, 38, 3.2, GREEN) + leaf(40, 48, 54, 56, 3, GREEN)
        + leaf(40, 30, 52, 18, 3, GREEN) + leaf(24, 54, 10, 60, 3, GREEN)
    )
    return stalks + leaves


def spring() -> str:
    """Spring: a seedling opening two leaves above the earth."""
    return (
        f'<path d="M12 72Q30 62 48 72Z" fill="{BROWN}"/>'
        f'<path d="M30 68Q30 44 30 34" fill="none" stroke="{GREEN}" stroke-width="3" '
        'stroke-linecap="round"/>'
        + leaf(30, 50, 9, 38, 6.5, GREEN) + leaf(30, 44, 51, 30, 6.5, GREEN)
        + leaf(30, 36, 30, 17, 4.5, SPROUT)
    )


def summer() -> str:
    """Summer: a blazing sun."""
    rays = "".join(
        f'<path d="M{num(30 + 17 * math.cos(math.radians(a)))} '
        f'{num(44 + 17 * math.sin(math.radians(a)))}L{num(30 + 25 * math.cos(math.radians(a)))} '
        f'{num(44 + 25 * math.sin(math.radians(a)))}"/>'
        for a in range(0, 360, 30)
    )
    return (
        f'<g stroke="{ORANGE}" stroke-width="3.4" stroke-linecap="round">{rays}</g>'
        f'<circle cx="30" cy="44" r="13" fill="{ORANGE}"/>'
        f'<circle cx="30" cy="44" r="8.5" fill="{GOLD}"/>'
    )


def autumn() -> str:
    """Autumn: a falling maple leaf."""
    lobes = [(-90, 26), (-40, 22), (-140, 22), (10, 16), (170, 16)]
    cx, cy = 30, 46
    body = "".join(
        leaf(cx, cy, cx + r * math.cos(math.radians(a)), cy + r * math.sin(math.radians(a)),
             r * 0.36, ORANGE if abs(a) != 90 else RED)
        for a, r in lobes
    )
    veins = "".join(
        f'<path d="M{cx} {cy}L{num(cx + (r - 4) * math.cos(math.radians(a)))} '
        f'{num(cy + (r - 4) * math.sin(math.radians(a)))}"/>'
        for a, r in lobes
    )
    return (
        body + f'<g stroke="{GOLD}" stroke-width="1.1" stroke-linecap="round">{veins}</g>'
        f'<path d="M30 46Q31 60 26 70" fill="none" stroke="{BROWN}" stroke-width="2.4" '
        'stroke-linecap="round"/>'
    )


def winter() -> str:
    """Winter: a snowflake."""
    cx, cy, r = 30, 44, 22
    parts = []
    for k in range(6):
        a = math.radians(k * 60 - 90)
        ex, ey = cx + r * math.cos(a), cy + r * math.sin(a)
        parts.append(f"M{cx} {cy}L{num(ex)} {num(ey)}")
        bx, by = cx + r * 0.6 * math.cos(a), cy + r * 0.6 * math.sin(a)
        for side in (-1, 1):
            b = a + side * math.radians(40)
            parts.append(
                f"M{num(bx)} {num(by)}L{num(bx + 8 * math.cos(b))} {num(by + 8 * math.sin(b))}"
            )
    return (
        f'<path d="{"".join(parts)}" fill="none" stroke="{BLUE}" stroke-width="3" '
        'stroke-linecap="round"/>'
        f'<circle cx="{cx}" cy="{cy}" r="4" fill="{BLUE}"/>'
    )


FLOWER_ART = (plum, orchid, chrysanthemum, bamboo_plant)
SEASON_ART = (spring, summer, autumn, winter)


def flower(n: int) -> str:
    """Flower n: plum, orchid, chrysanthemum, bamboo; numbered in red."""
    return svg(f"flower {n}, {FLOWERS[n - 1]}", corner(str(n), RED) + FLOWER_ART[n - 1]())


def season(n: int) -> str:
    """Season n: spring, summer, autumn, winter; numbered in blue."""
    return svg(f"season {n}, {SEASONS[n - 1]}", corner(str(n), BLUE) + SEASON_ART[n - 1]())


def back() -> str:
    """The tile back: a jade panel with a lattice, for face-down tiles."""
    lattice = "".join(f"M{x} 8L{x + 36} 72M{x + 36} 8L{x} 72" for x in range(-24, 48, 12))
    return svg(
        "tile back",
        f'<defs><clipPath id="c"><rect x="5" y="5" width="50" height="70" rx="4"/></clipPath>'
        "</defs>"
        f'<rect x="2" y="2" width="56" height="76" rx="6" fill="#176b5b"/>'
        f'<path clip-path="url(#c)" d="{lattice}" stroke="#2f9a83" stroke-width="1.6"/>'
        f'<rect x="5" y="5" width="50" height="70" rx="4" fill="none" stroke="#a8dccf" '
        'stroke-width="1.4"/>',
    )


def face_svg(face: str) -> str:
    """The SVG document of one face, by the engine's name for it."""
    if face[0].isdigit():
        rank, suit = int(face[0]), face[1]
        return {"m": characters, "p": dots, "s": bamboo}[suit](rank)
    if face in WINDS:
        return wind(face)
    if face in DRAGONS:
        return dragon(face)
    if face.startswith("fl"):
        return flower(int(face[2]))
    if face.startswith("se"):
        return season(int(face[2]))
    raise ValueError(f"unknown face {face!r}")


# ---------------------------------------------------------------- the other tile sets

SETS = ("classic", "traditional", "large")
"""The tile sets, by id: today's art (web/tiles/), faces as printed on real sets
(web/tiles/traditional/), and large indices in strong contrast for small screens and low sight
(web/tiles/large/). The page's setting holds one of these ids (app.tileset)."""

NAVY = "#17306e"  # the printed sets' numerals and winds


def set_folder(set_id: str) -> Path:
    """Where a set's faces are written: the default set at web/tiles/ (its paths as ever, so
    saved caches and links keep working), the others in a folder of their own."""
    return TILES if set_id == SETS[0] else TILES / set_id


def moved(body: str, dx: float, dy: float, scale: float = 1.0) -> str:
    """A body of shapes moved by (dx, dy) and scaled about the face's centre."""
    return (f'<g transform="translate({num(30 + dx)} {num(40 + dy)}) scale({num(scale)}) '
            f'translate(-30 -40)">{body}</g>')


def ring_coin(cx: float, cy: float, r: float, color: str) -> str:
    """A printed dot: rings of colour round a centre, as on real sets."""
    return (
        f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r)}" fill="{color}"/>'
        f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r * 0.78)}" fill="{IVORY}"/>'
        f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r * 0.6)}" fill="{color}"/>'
        f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r * 0.36)}" fill="{IVORY}"/>'
        f'<circle cx="{num(cx)}" cy="{num(cy)}" r="{num(r * 0.2)}" fill="{color}"/>'
    )


def big_flower_dot() -> str:
    """The printed one of dots: a large wheel, petals round a red centre."""
    cx, cy = 30, 40
    parts = [f'<circle cx="{cx}" cy="{cy}" r="25" fill="{GREEN}"/>',
             f'<circle cx="{cx}" cy="{cy}" r="21.5" fill="{IVORY}"/>']
    for k in range(12):
        a = math.radians(k * 30)
        parts.append(leaf(cx + 8 * math.cos(a), cy + 8 * math.sin(a), cx + 20 * math.cos(a),
                          cy + 20 * math.sin(a), 3.2, BLUE))
    parts.append(f'<circle cx="{cx}" cy="{cy}" r="8" fill="{RED}"/>')
    parts.append(f'<circle cx="{cx}" cy="{cy}" r="4.5" fill="{IVORY}"/>')
    parts.append(f'<circle cx="{cx}" cy="{cy}" r="2.2" fill="{RED}"/>')
    return "".join(parts)


def jointed_stick(cx: float, cy: float, length: float, color: str, angle: float = 0,
                  w: float = 6.8) -> str:
    """A printed bamboo stick: a stem pinched at its joints, as real sets draw it."""
    rot = f' transform="rotate({num(angle)} {num(cx)} {num(cy)})"' if angle else ""
    top = cy - length / 2
    joints = "".join(
        f'<rect x="{num(cx - w * 0.62)}" y="{num(top + length * k - 1)}" width="{num(w * 1.24)}" '
        f'height="2" rx="1" fill="{color}"/>' for k in (0, 0.5, 1))
    return (
        f"<g{rot}>"
        f'<rect x="{num(cx - w * 0.38)}" y="{num(top)}" width="{num(w * 0.76)}" '
        f'height="{num(length)}" fill="{color}"/>{joints}'
        f'<path d="M{num(cx)} {num(top + 2.5)}V{num(cy - 2)}M{num(cx)} {num(cy + 2)}'
        f'V{num(top + length - 2.5)}" stroke="{IVORY}" stroke-width="1" opacity=".7"/>'
        "</g>"
    )


def traditional_face(face: str) -> str:
    """A face as printed on real sets (the photos of ../shared/photos): no Latin index; blue
    numerals over a red 萬, ringed coins, jointed sticks and a bird, winds as characters."""
    if face[0].isdigit():
        rank, suit = int(face[0]), face[1]
        if suit == "m":
            body = (strokes(HAN_NUMERALS[rank - 1], 16, 4, 0.28, NAVY, 5)
                    + han("wan", 11, 40, 38, RED, 4))
        elif suit == "p":
            body = big_flower_dot() if rank == 1 else moved(
                "".join(ring_coin(*c) for c in DOT_LAYOUTS[rank]), 0, -7.5, 1.1)
        else:
            body = moved(bird(), 1, -8, 1.12) if rank == 1 else moved(
                "".join(jointed_stick(*s) for s in BAMBOO_LAYOUTS[rank]), 0, -8, 1.1)
        title = f"{rank} of {SUIT_NAMES[suit]}"
    elif face in WINDS:
        body, title = han(WINDS[face], 5, 14, 50, NAVY, 5), f"{WINDS[face]} wind"
    elif face == "C":
        body, title = han("middle", 5, 14, 50, RED, 6), DRAGONS[face]
    elif face == "F":
        body, title = han("prosper", 5, 14, 50, GREEN, 4.6), DRAGONS[face]
    elif face == "P":
        body = (
            f'<rect x="9" y="9" width="42" height="62" fill="none" stroke="{BLUE}" '
            'stroke-width="3.2"/>'
            f'<rect x="14" y="14" width="32" height="52" fill="none" stroke="{BLUE}" '
            'stroke-width="1.4"/>'
            f'<path d="M9 9l5 5M51 9l-5 5M9 71l5-5M51 71l-5-5" stroke="{BLUE}" '
            'stroke-width="1.4"/>'
        )
        title = DRAGONS[face]
    else:
        n = int(face[2])
        flower_face = face.startswith("fl")
        art = (FLOWER_ART if flower_face else SEASON_ART)[n - 1]()
        numeral = strokes(HAN_NUMERALS[n - 1], 3, 3, 0.13, RED if flower_face else BLUE, 2)
        body = numeral + moved(art, 2, -1, 0.95)
        title = (f"flower {n}, {FLOWERS[n - 1]}" if flower_face
                 else f"season {n}, {SEASONS[n - 1]}")
    return svg(title, body)


# Strong inks for the large set: each at least 7:1 on the ivory face.
STRONG = {"m": "#8f0d14", "p": "#0a3278", "s": "#0b4f1f", "ink": "#111111"}
LARGE_DIGIT = 30  # the index's height in face units: about 11 px on a tile 22 px wide


def large_index(text: str, color: str) -> str:
    """The large set's corner index: the digit or letter, tall and bold, top left."""
    return latin(text, 3, 3, LARGE_DIGIT, color, 6)


def large_face(face: str) -> str:
    """A face for small screens and low sight: a tall bold index in the corner (the rank, or the
    wind's letter) and one big suit mark below it, in inks of strong contrast."""
    if face[0].isdigit():
        rank, suit = int(face[0]), face[1]
        color = STRONG[suit]
        if suit == "m":
            mark = han("wan", 24, 38, 34, color, 6)
        elif suit == "p":
            mark = (f'<circle cx="42" cy="58" r="14" fill="{color}"/>'
                    f'<circle cx="42" cy="58" r="7.5" fill="{IVORY}"/>'
                    f'<circle cx="42" cy="58" r="3.5" fill="{color}"/>')
        else:
            mark = "".join(
                f'<rect x="{x}" y="40" width="7" height="34" rx="3" fill="{color}"/>'
                f'<path d="M{x} 57h7" stroke="{IVORY}" stroke-width="2"/>' for x in (30, 42))
        body = large_index(str(rank), color) + mark
        title = f"{rank} of {SUIT_NAMES[suit]}"
    elif face in WINDS:
        body = large_index(face, STRONG["ink"]) + han(WINDS[face], 22, 38, 34, STRONG["ink"], 5.5)
        title = f"{WINDS[face]} wind"
    elif face == "C":
        body, title = han("middle", 4, 12, 52, STRONG["m"], 8.5), DRAGONS[face]
    elif face == "F":
        body, title = han("prosper", 4, 12, 52, STRONG["s"], 6.5), DRAGONS[face]
    elif face == "P":
        body = (f'<rect x="9" y="9" width="42" height="62" rx="3" fill="none" '
                f'stroke="{STRONG["p"]}" stroke-width="7"/>')
        title = DRAGONS[face]
    else:
        n = int(face[2])
        flower_face = face.startswith("fl")
        art = (FLOWER_ART if flower_face else SEASON_ART)[n - 1]()
        color = STRONG["m"] if flower_face else STRONG["p"]
        body = large_index(str(n), color) + moved(art, 8, 12, 0.62)
        title = (f"flower {n}, {FLOWERS[n - 1]}" if flower_face
                 else f"season {n}, {SEASONS[n - 1]}")
    return svg(title, body)


def set_face_svg(set_id: str, face: str) -> str:
    """The SVG document of one face (or the back) of a set."""
    if face == "back":
        return back()
    if set_id == "traditional":
        return traditional_face(face)
    if set_id == "large":
        return large_face(face)
    return face_svg(face)


CSS = ROOT / "web" / "styles" / "tiles.css"


def tiles_css() -> str:
    """web/styles/tiles.css: a custom property per face (--art-1m ... --art-back) holding its
    picture in the set chosen (<html data-tiles="...">, app.tileset; any element's data-tiles
    for its own content, as the chooser's samples). Every view draws a face
    through its property, so one attribute switches every view, and a set's pictures are
    fetched only once a tile is drawn with them."""
    names = face_names() + ["back"]
    out = ["/* Written by tools/make_art.py: every face's picture, per tile set (app.tileset). */"]
    for set_id in SETS:
        folder = "" if set_id == SETS[0] else f"{set_id}/"
        selector = (':root, [data-tiles="classic"]' if set_id == SETS[0]
                    else f'[data-tiles="{set_id}"]')
        props = "".join(f'\n  --art-{f}: url("../tiles/{folder}{f}.svg");' for f in names)
        out.append(f"{selector} {{{props}\n}}")
    return "\n".join(out) + "\n"


def write_sets() -> list[Path]:
    """The faces and back of every set but the default (write_svgs writes those), and the
    style sheet that maps them."""
    written = []
    for set_id in SETS[1:]:
        folder = set_folder(set_id)
        folder.mkdir(parents=True, exist_ok=True)
        for face in face_names() + ["back"]:
            path = folder / f"{face}.svg"
            path.write_text(set_face_svg(set_id, face), encoding="utf-8")
            written.append(path)
    CSS.write_text(tiles_css(), encoding="utf-8")
    return written


# ---------------------------------------------------------------- icons

def tile(x: float, y: float, w: float, h: float, face: str = "") -> str:
    """A tile seen from the front with its depth to the lower left, for the icon."""
    d = w * 0.14
    return (
        f'<rect x="{num(x - d)}" y="{num(y + d)}" width="{num(w)}" height="{num(h)}" '
        f'rx="{num(w * 0.12)}" fill="#c9b98f"/>'
        f'<rect x="{num(x)}" y="{num(y)}" width="{num(w)}" height="{num(h)}" '
        f'rx="{num(w * 0.12)}" fill="{IVORY}" stroke="#b3a27a" stroke-width="{num(w * 0.02)}"/>'
        + face
    )


def icon_art() -> str:
    """The icon's motif in a 512 box: a small pyramid of tiles, the top one showing 中."""
    w, h = 150, 200
    left = tile(112, 220, w, h, circle(112 + 75, 220 + 100, 44, BLUE))
    right = tile(262, 220, w, h, stick(262 + 50, 220 + 100, 130, GREEN, 0, 30)
                 + stick(262 + 100, 220 + 100, 130, BLUE, 0, 30))
    top = tile(190, 110, w, h, han("middle", 190 + 25, 110 + 50, 100, RED, 13))
    return right + left + top  # the left tile hides the side of the right one


def icon_svg(mode: str = "any") -> str:
    """The app icon: `any` (rounded square), `maskable` (full bleed, safe zone) or `apple`."""
    if mode == "any":
        bg = '<rect x="16" y="16" width="480" height="480" rx="104" fill="#14532d"/>'
        art = f'<g transform="translate(256 256) scale(.92) translate(-256 -266)">{icon_art()}</g>'
    elif mode == "maskable":
        bg = '<rect width="512" height="512" fill="#14532d"/>'
        art = f'<g transform="translate(256 256) scale(.7) translate(-256 -266)">{icon_art()}</g>'
    else:
        bg = '<rect width="512" height="512" fill="#14532d"/>'
        art = f'<g transform="translate(256 256) scale(.86) translate(-256 -266)">{icon_art()}</g>'
    return (
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512">'
        f"<title>Mahjong</title>{bg}{art}</svg>\n"
    )


# ---------------------------------------------------------------- writing and rendering

def write_svgs() -> list[Path]:
    TILES.mkdir(parents=True, exist_ok=True)
    ICONS.mkdir(parents=True, exist_ok=True)
    written = []
    for face in face_names():
        path = TILES / f"{face}.svg"
        path.write_text(face_svg(face), encoding="utf-8")
        written.append(path)
    (TILES / "back.svg").write_text(back(), encoding="utf-8")
    (ICONS / "icon.svg").write_text(icon_svg("any"), encoding="utf-8")
    return written


def launch(playwright):
    return playwright.chromium.launch(
        executable_path=CHROMIUM,
        args=["--no-sandbox", "--disable-gpu", "--disable-background-networking",
              "--disable-component-update"],
    )


def data_url(svg_text: str) -> str:
    return "data:image/svg+xml;base64," + base64.b64encode(svg_text.encode()).decode()


def render_pngs() -> None:
    """Render the PNG icons from the icon SVGs at their exact pixel sizes."""
    from playwright.sync_api import sync_playwright

    jobs = [
        ("icon-192.png", "any", 192, True),
        ("icon-512.png", "any", 512, True),
        ("icon-maskable-512.png", "maskable", 512, False),
        ("apple-touch-icon.png", "apple", 180, False),
    ]
    with sync_playwright() as p:
        browser = launch(p)
        for name, mode, size, transparent in jobs:
            page = browser.new_page(viewport={"width": size, "height": size})
            page.set_content(
                '<html><body style="margin:0;background:transparent">'
                f'<img src="{data_url(icon_svg(mode))}" width="{size}" height="{size}" '
                'style="display:block"></body></html>'
            )
            page.wait_for_function("document.images[0].complete")
            page.screenshot(path=str(ICONS / name), omit_background=transparent)
            page.close()
        browser.close()


def tile_row(faces: list[str], width: int, per_line: int = 0) -> str:
    """HTML for faces drawn on ivory tiles `width` px wide, as the page will show them."""
    style = f"width:{width}px;height:{width * 4 // 3}px"
    cells = [
        f'<div class="t" style="{style}">'
        f'<img src="{data_url((TILES / f"{face}.svg").read_text(encoding="utf-8"))}"></div>'
        for face in faces
    ]
    if per_line:
        cells = [
            f'<div class="row">{"".join(cells[i:i + per_line])}</div>'
            for i in range(0, len(cells), per_line)
        ]
        return "".join(cells)
    return f'<div class="row">{"".join(cells)}</div>'


SHEET_STYLE = (
    "<style>body{margin:12px;background:#2b2b2b}"
    ".row{display:flex;flex-wrap:wrap;gap:4px;margin-bottom:8px;max-width:1400px}"
    f".t{{background:{IVORY};border-radius:10%;box-shadow:-2px 2px 0 #c9b98f,"
    "-3px 3px 3px #0008;display:flex}.t img{width:100%;height:100%}</style>"
)


def render_sheet(out: Path) -> None:
    """Contact sheets: every face on an ivory tile at 28, 44 and 80 px wide, plus the icons;
    and `<out>-zoom.png`, the 28 px tiles at one device pixel per CSS pixel, magnified 3x."""
    from playwright.sync_api import sync_playwright

    faces = face_names() + ["back"]
    icons = "".join(
        f'<img src="{data_url(icon_svg(m))}" width="{s}" height="{s}" style="margin:8px">'
        for m, s in (("any", 192), ("maskable", 192), ("apple", 180), ("any", 48))
    )
    html = (
        f"<html><head>{SHEET_STYLE}</head><body>"
        + "".join(tile_row(faces, w) for w in (28, 44, 80))
        + f"<div>{icons}</div></body></html>"
    )
    with sync_playwright() as p:
        browser = launch(p)
        page = browser.new_page(viewport={"width": 1440, "height": 900})
        page.set_content(html)
        page.wait_for_function("[...document.images].every(i => i.complete)")
        page.screenshot(path=str(out), full_page=True)
        page.set_viewport_size({"width": 470, "height": 300})
        page.set_content(f"<html><head>{SHEET_STYLE}</head><body>{tile_row(faces, 28, 11)}")
        page.wait_for_function("[...document.images].every(i => i.complete)")
        small = page.screenshot(full_page=True)
        page.set_viewport_size({"width": 1420, "height": 900})
        page.set_content(
            '<html><body style="margin:0"><img style="width:1410px;image-rendering:pixelated" '
            f'src="data:image/png;base64,{base64.b64encode(small).decode()}"></body></html>'
        )
        page.wait_for_function("document.images[0].complete")
        page.screenshot(path=str(out.with_name(out.stem + "-zoom.png")), full_page=True)
        browser.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--no-png", action="store_true", help="write the SVGs only")
    parser.add_argument("--sheet", type=Path, help="render a contact sheet PNG to this path")
    args = parser.parse_args(argv)
    written = write_svgs()
    sys.stdout.write(f"wrote {len(written)} faces, back.svg and icon.svg\n")
    others = write_sets()
    sys.stdout.write(f"wrote {len(others)} faces of the other sets and {CSS.name}\n")
    if not args.no_png:
        render_pngs()
        sys.stdout.write("rendered the PNG icons\n")
    if args.sheet:
        render_sheet(args.sheet)
        sys.stdout.write(f"contact sheet: {args.sheet}\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
