"""Tiles drawn here in many styles: one more source of designs the namer learns from (never
held out, never measured on). Each style draws every face it can once: characters (the
numeral over 萬, in a CJK font of the machine: AR PL UKai/UMing, WenQuanYi Zen Hei, Noto
Sans/Serif CJK), winds and dragons (a font's glyph; the white dragon a frame, double frame or
blank), dots (rings of several inks and weights in the usual patterns), bamboo (jointed sticks;
8s as the W over M), a corner index now and then; 1s (a bird) and the flowers and seasons are
left to the real designs.
"""

from __future__ import annotations

import random
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

FONTS = (
    "/usr/share/fonts/truetype/arphic/ukai.ttc",
    "/usr/share/fonts/truetype/arphic/uming.ttc",
    "/usr/share/fonts/truetype/wqy/wqy-zenhei.ttc",
    "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc",
    "/usr/share/fonts/opentype/noto/NotoSansCJK-Bold.ttc",
    "/usr/share/fonts/opentype/noto/NotoSerifCJK-Regular.ttc",
    "/usr/share/fonts/opentype/noto/NotoSerifCJK-Bold.ttc",
)
NUMERALS = "一二三四五六七八九"
NUMERALS_ALT = {5: "伍"}
HONOURS = {"E": "東", "S": "南", "W": "西", "N": "北", "C": "中", "F": "發"}
TW, TH = 96, 128  # drawn at this size (then cut and shrunk like any tile)
INKS = {
    "red": [(200, 30, 30), (180, 20, 40), (220, 50, 40)],
    "green": [(20, 120, 50), (30, 100, 40), (40, 140, 70)],
    "blue": [(30, 50, 160), (20, 70, 150), (40, 40, 120)],
    "black": [(20, 20, 20), (40, 35, 30)],
}
DOTS = {
    1: [(0.5, 0.5)], 2: [(0.5, 0.27), (0.5, 0.73)], 3: [(0.25, 0.2), (0.5, 0.5), (0.75, 0.8)],
    4: [(0.3, 0.3), (0.7, 0.3), (0.3, 0.7), (0.7, 0.7)],
    5: [(0.27, 0.25), (0.73, 0.25), (0.5, 0.5), (0.27, 0.75), (0.73, 0.75)],
    6: [(x, y) for y in (0.2, 0.5, 0.8) for x in (0.3, 0.7)],
    7: [(0.2, 0.14), (0.5, 0.25), (0.8, 0.36)] + [(x, y) for y in (0.6, 0.85) for x in (0.3, 0.7)],
    8: [(x, y) for y in (0.14, 0.38, 0.62, 0.86) for x in (0.3, 0.7)],
    9: [(x, y) for y in (0.18, 0.5, 0.82) for x in (0.2, 0.5, 0.8)],
}
STICKS = {  # (x, y) centres of vertical sticks, in the face's unit box
    2: [(0.5, 0.27), (0.5, 0.73)], 3: [(0.5, 0.27), (0.3, 0.73), (0.7, 0.73)],
    4: [(0.3, 0.27), (0.7, 0.27), (0.3, 0.73), (0.7, 0.73)],
    5: [(0.22, 0.27), (0.78, 0.27), (0.5, 0.5), (0.22, 0.73), (0.78, 0.73)],
    6: [(x, y) for y in (0.27, 0.73) for x in (0.2, 0.5, 0.8)],
    7: [(0.5, 0.16)] + [(x, y) for y in (0.5, 0.82) for x in (0.2, 0.5, 0.8)],
    9: [(x, y) for y in (0.17, 0.5, 0.83) for x in (0.2, 0.5, 0.8)],
}


def _font(path: str, size: int) -> ImageFont.FreeTypeFont:
    return ImageFont.truetype(path, size)


def _ink(rng: random.Random, name: str) -> tuple[int, int, int]:
    return rng.choice(INKS[name])


def _glyph(draw, text, font_path, cx, cy, size, colour):
    font = _font(font_path, size)
    draw.text((cx, cy), text, font=font, fill=colour, anchor="mm")


def _ring(draw, cx, cy, r, style, rng):
    inks = style["dot_inks"]
    outer = rng.choice(inks)
    w = max(1, round(r * style["dot_weight"]))
    draw.ellipse((cx - r, cy - r, cx + r, cy + r), outline=outer, width=w)
    if style["dot_kind"] >= 1:
        ri = r * 0.55
        draw.ellipse((cx - ri, cy - ri, cx + ri, cy + ri), outline=rng.choice(inks), width=w)
    if style["dot_kind"] == 2:
        ri = r * 0.2
        draw.ellipse((cx - ri, cy - ri, cx + ri, cy + ri), fill=outer)


def _stick(draw, cx, cy, half_h, half_w, colour, angle_dx=0.0):
    top, bottom = (cx - angle_dx, cy - half_h), (cx + angle_dx, cy + half_h)
    draw.line([top, bottom], fill=colour, width=max(2, round(2 * half_w)))
    for t in (0.0, 0.5, 1.0):  # joints
        x = top[0] + (bottom[0] - top[0]) * t
        y = top[1] + (bottom[1] - top[1]) * t
        draw.ellipse((x - half_w * 1.4, y - half_w * 0.6, x + half_w * 1.4, y + half_w * 0.6),
                     fill=colour)


def new_style(rng: random.Random) -> dict:
    face = rng.choice([(250, 250, 245), (245, 240, 225), (238, 232, 210), (252, 252, 252),
                       (235, 235, 228)])
    fonts = [f for f in FONTS if Path(f).exists()]
    return {
        "face": face,
        "font": rng.choice(fonts),
        "num_font": rng.choice(fonts),
        "num_ink": _ink(rng, rng.choice(["black", "blue", "red", "black"])),
        "wan_ink": _ink(rng, "red"),
        "wind_ink": _ink(rng, rng.choice(["black", "blue", "black", "green"])),
        "wan": rng.choice(["萬", "萬", "万"]),
        "five_alt": rng.random() < 0.5,
        "dot_inks": rng.sample([_ink(rng, "blue"), _ink(rng, "green"), _ink(rng, "red"),
                                _ink(rng, "black")], rng.randint(1, 3)),
        "dot_weight": rng.uniform(0.12, 0.35),
        "dot_kind": rng.randint(0, 2),
        "stick_ink": _ink(rng, rng.choice(["green", "green", "blue", "black"])),
        "stick_accent": _ink(rng, rng.choice(["red", "blue", "green"])),
        "stick_w": rng.uniform(0.035, 0.06),
        "index": rng.random() < 0.35,
        "index_ink": _ink(rng, rng.choice(["black", "red", "blue"])),
        "margin": rng.uniform(0.08, 0.16),
        "frame": rng.choice(["single", "double", "blank", "double"]),
        "frame_ink": _ink(rng, rng.choice(["blue", "black", "blue"])),
        "scale": rng.uniform(0.8, 1.05),
    }


def draw_face(face: str, style: dict, rng: random.Random) -> Image.Image | None:
    img = Image.new("RGB", (TW, TH), style["face"])
    d = ImageDraw.Draw(img)
    m = style["margin"]
    x0, y0, x1, y1 = TW * m, TH * m, TW * (1 - m), TH * (1 - m)
    fw, fh = x1 - x0, y1 - y0
    cx, cy = TW / 2, TH / 2
    s = style["scale"]
    rank = int(face[0]) if face[0].isdigit() else 0
    suit = face[1] if rank else ""
    if suit == "m":
        numeral = NUMERALS_ALT[5] if rank == 5 and style["five_alt"] else NUMERALS[rank - 1]
        _glyph(d, numeral, style["num_font"], cx, y0 + fh * 0.25, round(fh * 0.42 * s),
               style["num_ink"])
        _glyph(d, style["wan"], style["font"], cx, y0 + fh * 0.72, round(fh * 0.5 * s),
               style["wan_ink"])
    elif suit == "p":
        pts = DOTS[rank]
        r = (fw * (0.42 if rank == 1 else 0.3 if rank <= 2 else 0.2 if rank <= 5 else 0.16)) * s
        for px, py in pts:
            _ring(d, x0 + fw * px, y0 + fh * py, r, style, rng)
    elif suit == "s":
        if rank == 1:
            return None
        half_w = TW * style["stick_w"]
        colour = style["stick_ink"]
        if rank == 8:
            for row, sign in ((0.27, 1), (0.73, -1)):
                for k, px in enumerate((0.15, 0.38, 0.62, 0.85)):
                    dx = fw * 0.08 * (1 if k % 2 == 0 else -1) * sign
                    _stick(d, x0 + fw * px, y0 + fh * row, fh * 0.18, half_w, colour, dx)
        else:
            pts = STICKS[rank]
            half_h = fh * (0.2 if rank <= 6 else 0.13) * s
            for k, (px, py) in enumerate(pts):
                ink = style["stick_accent"] if (rank in (5, 7, 9) and k in (0, 2 if rank == 5
                                                                            else 0)) else colour
                _stick(d, x0 + fw * px, y0 + fh * py, half_h, half_w, ink)
    elif face in HONOURS:
        ink = (style["wan_ink"] if face == "C" else _ink(rng, "green") if face == "F"
               else style["wind_ink"])
        _glyph(d, HONOURS[face], style["font"], cx, cy, round(fh * 0.62 * s), ink)
    elif face == "P":
        kind = style["frame"]
        if kind != "blank":
            w = max(2, round(TW * 0.05))
            box = (x0 + fw * 0.12, y0 + fh * 0.08, x1 - fw * 0.12, y1 - fh * 0.08)
            d.rectangle(box, outline=style["frame_ink"], width=w)
            if kind == "double":
                inset = fw * 0.14
                d.rectangle((box[0] + inset, box[1] + inset, box[2] - inset, box[3] - inset),
                            outline=style["frame_ink"], width=max(1, w // 2))
    else:
        return None
    if style["index"]:
        label = str(rank) if rank else face
        _glyph(d, label, FONTS[3] if Path(FONTS[3]).exists() else style["font"],
               TW * 0.14, TH * 0.1, round(TH * 0.13), style["index_ink"])
    return img


def drawn_samples(seed: int, styles: int = 80) -> list[tuple[str, str, Image.Image, tuple]]:
    """Every face each of `styles` random styles can draw, as ("drawn", face, image, box)."""
    rng = random.Random(seed)
    faces = ([f"{r}{s}" for s in "mps" for r in range(1, 10)]
             + ["E", "S", "W", "N", "C", "F", "P"])
    out = []
    for _ in range(styles):
        style = new_style(rng)
        for face in faces:
            img = draw_face(face, style, rng)
            if img is not None:
                out.append(("drawn", face, img, (0, 0, TW, TH)))
    return out
