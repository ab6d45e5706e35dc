"""The font of the fans' Chinese names: make it, and check that it covers every name.

The scorer and the fan reference show each fan's Chinese name (py/scoring/fans.tsv). Most
phones in Nepal and India have no CJK font and would show boxes, so the site ships its own: a
subset of Noto Sans CJK SC Regular (SIL Open Font License 1.1, from Debian's fonts-noto-cjk)
with only the glyphs of those names, as woff2, renamed "MCR Fan Names" (a Modified Version under
the OFL, which keeps the copyright notice and the licence: web/fonts/OFL.txt).

The font is made once and committed, so a build needs neither the 19 MB source font nor any
package: tools/fan_font.json records the characters the font covers and its SHA-256, and
`check` (run by every `python3 build.py`) compares them with fans.tsv and the font's bytes. The
tests read the font itself with fontTools to check that each character has a drawn glyph.

    python3 build.py font          install what is needed, then `make`
    python3 tools/fan_font.py make    subset the source font (needs fonts-noto-cjk, fontTools,
                                      brotli) and write the font and tools/fan_font.json
    python3 tools/fan_font.py check   exit 1, saying why, unless the committed font covers fans.tsv
"""

from __future__ import annotations

import csv
import hashlib
import json
import re
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FANS_TSV = ROOT / "py" / "scoring" / "fans.tsv"
FONT = ROOT / "web" / "fonts" / "fan-names.woff2"
LICENCE = ROOT / "web" / "fonts" / "OFL.txt"
MANIFEST = ROOT / "tools" / "fan_font.json"
SOURCE = Path("/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
SOURCE_INDEX = 2  # Noto Sans CJK SC in the collection (JP, KR, SC, TC, HK, then Mono)
SOURCE_NAME = "Noto Sans CJK SC"
DEBIAN_COPYRIGHT = Path("/usr/share/doc/fonts-noto-cjk/copyright")
FAMILY = "MCR Fan Names"
POSTSCRIPT = "MCRFanNames-Regular"
KEEP_NAME_IDS = (0, 1, 2, 3, 4, 5, 6, 7, 11, 13, 14)


def needed_characters(tsv: Path = FANS_TSV) -> str:
    """Every character of the 81 Chinese fan names, sorted, each once."""
    with tsv.open(encoding="utf-8") as f:
        names = [row["chinese"] for row in csv.DictReader(f, delimiter="\t")]
    return "".join(sorted(set("".join(names))))


def problems(font: Path = FONT, manifest: Path = MANIFEST, tsv: Path = FANS_TSV) -> list[str]:
    """What is wrong with the committed font (empty when nothing): it must be the font the
    manifest describes, and the manifest's characters must include every fan name's."""
    if not font.exists() or not manifest.exists():
        return [f"{font.relative_to(ROOT)} or {manifest.relative_to(ROOT)} is missing"]
    record = json.loads(manifest.read_text(encoding="utf-8"))
    found = []
    if hashlib.sha256(font.read_bytes()).hexdigest() != record.get("sha256"):
        found.append(f"{font.name} is not the font {manifest.name} describes (SHA-256 differs)")
    missing = sorted(set(needed_characters(tsv)) - set(record.get("characters", "")))
    if missing:
        found.append(f"{font.name} lacks the fan-name characters {''.join(missing)}")
    return found


def covered_characters(font: Path = FONT) -> str:
    """The characters that the font maps to a glyph with an outline (needs fontTools, brotli)."""
    from fontTools.pens.boundsPen import BoundsPen
    from fontTools.ttLib import TTFont

    tt = TTFont(font)
    glyphs = tt.getGlyphSet()
    drawn = []
    for code, glyph_name in tt.getBestCmap().items():
        pen = BoundsPen(glyphs)
        glyphs[glyph_name].draw(pen)
        if pen.bounds is not None:
            drawn.append(chr(code))
    return "".join(sorted(drawn))


def source_version(source: Path = SOURCE) -> str:
    """The version of the source font, e.g. 'Version 2.004' (needs fontTools)."""
    from fontTools.ttLib import TTCollection

    names = TTCollection(str(source), lazy=True).fonts[SOURCE_INDEX]["name"]
    return names.getDebugName(5).split(";")[0]


def make(
    source: Path = SOURCE,
    font_path: Path = FONT,
    licence: Path = LICENCE,
    manifest: Path = MANIFEST,
) -> dict:
    """Subset the source font to the fan names' characters; write the font, the licence and
    the manifest. The same source and fontTools give the same bytes (no timestamps)."""
    import fontTools
    from fontTools import subset

    chars = needed_characters()
    options = subset.Options()
    options.flavor = "woff2"
    options.layout_features = []  # names are set horizontally: no features needed
    options.hinting = False
    options.desubroutinize = True  # compresses better in woff2
    options.name_IDs = list(KEEP_NAME_IDS)
    options.name_languages = [0x409]
    options.font_number = SOURCE_INDEX
    font = subset.load_font(str(source), options, dontLoadGlyphNames=True)
    font.recalcTimestamp = False
    if font["name"].getDebugName(1) != SOURCE_NAME:
        raise SystemExit(f"font {SOURCE_INDEX} of {source} is not {SOURCE_NAME}")
    version = font["name"].getDebugName(5)
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=chars)
    subsetter.subset(font)
    _rename(font, version)
    font_path.parent.mkdir(parents=True, exist_ok=True)
    subset.save_font(font, str(font_path), options)
    licence.write_text(_licence(version), encoding="utf-8")
    record = {
        "font": FONT.relative_to(ROOT).as_posix(),
        "characters": chars,
        "sha256": hashlib.sha256(font_path.read_bytes()).hexdigest(),
        "bytes": font_path.stat().st_size,
        "source": f"{SOURCE_NAME} Regular {version.split(';')[0]} ({source.name}, font "
        f"{SOURCE_INDEX}), Debian package fonts-noto-cjk",
        "made_with": f"fontTools {fontTools.version}",
    }
    manifest.write_text(json.dumps(record, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    return record


def _rename(font, version: str) -> None:
    """Name the subset as its own family (the OFL asks a Modified Version to be told apart)."""
    names = font["name"]
    for name_id, value in (
        (1, FAMILY),
        (3, f"{version.split(';')[0]};{POSTSCRIPT}"),
        (4, FAMILY),
        (6, POSTSCRIPT),
    ):
        names.setName(value, name_id, 3, 1, 0x409)
    for record in list(names.names):
        if record.nameID in (16, 17, 21, 22) or (record.platformID, record.langID) != (3, 0x409):
            names.removeNames(record.nameID, record.platformID, record.platEncID, record.langID)
    if "CFF " in font:
        cff = font["CFF "].cff
        cff.fontNames = [POSTSCRIPT]
        top = cff.topDictIndex[0]
        top.FullName = FAMILY
        top.FamilyName = FAMILY


def _licence(version: str) -> str:
    """OFL.txt: what the font is, its copyright notice and the SIL Open Font License 1.1."""
    text = DEBIAN_COPYRIGHT.read_text(encoding="utf-8")
    body = text.split("\nLicense: SIL-1.1\n", 2)[-1].split("\nLicense: ", 1)[0]
    lines = [re.sub(r"^ \.?", "", line) for line in body.strip("\n").splitlines()]
    return (
        f"fan-names.woff2 is a subset of Noto Sans CJK SC Regular ({version.split(';')[0]}),\n"
        "reduced to the characters of the 81 Chinese fan names of the Mahjong Competition\n"
        f'Rules and renamed "{FAMILY}"; tools/fan_font.py makes it. It is a Modified Version\n'
        "under the SIL Open Font License 1.1 below.\n\n"
        "Copyright 2014-2021 Adobe (http://www.adobe.com/), with Reserved Font Name 'Source'.\n"
        "Noto is a trademark of Google Inc.\n\n" + "\n".join(lines).strip() + "\n"
    )


def main(argv: list[str]) -> int:
    command = argv[1] if len(argv) > 1 else "check"
    if command == "make":
        record = make()
        print(f"{record['font']}: {record['bytes']} bytes, {len(record['characters'])} characters")
        return 0
    if command == "check":
        found = problems()
        for problem in found:
            print(f"fan font: {problem}", file=sys.stderr)
        return 1 if found else 0
    print(__doc__, file=sys.stderr)
    return 2


if __name__ == "__main__":
    sys.exit(main(sys.argv))
